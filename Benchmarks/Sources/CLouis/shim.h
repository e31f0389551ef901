// liblouis's public API (Debian: liblouis-dev). widechar is 32-bit in Debian's build; the benchmark
// checks lou_charSize() at run time.
#include <liblouis/liblouis.h>
