#include "CBrlAPI.h"
