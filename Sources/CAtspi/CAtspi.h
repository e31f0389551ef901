// libatspi (Debian libatspi2.0-dev), imported as a system library; the C shim beside it
// (CAtspiShim) covers what Swift cannot import (macros, GArray access, GValue type checks).
#include <atspi/atspi.h>
