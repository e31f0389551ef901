#ifndef CBRLAPI_H
#define CBRLAPI_H
// Only the handle-based brlapi__* API.
#define BRLAPI_NO_SINGLE_SESSION 1
#include <brlapi.h>
#include <stddef.h>

// Key code layout. The BRLAPI_KEY_* macros are built with UINT64_C and casts, which Swift
// cannot import; these constants carry the same values (checked in shim.c).
static const brlapi_keyCode_t CBrlAPI_KEY_FLAGS_MASK = BRLAPI_KEY_FLAGS_MASK;
static const brlapi_keyCode_t CBrlAPI_KEY_TYPE_MASK = BRLAPI_KEY_TYPE_MASK;
static const brlapi_keyCode_t CBrlAPI_KEY_TYPE_CMD = BRLAPI_KEY_TYPE_CMD;
static const brlapi_keyCode_t CBrlAPI_KEY_CODE_MASK = BRLAPI_KEY_CODE_MASK;
static const brlapi_keyCode_t CBrlAPI_KEY_CMD_BLK_MASK = BRLAPI_KEY_CMD_BLK_MASK;

/// The space key's bit in a PASSDOTS argument (a chord: space with dots), BRLAPI_DOTC.
static const unsigned int CBrlAPI_DOTC = BRLAPI_DOTC;

/// Asks BRLTTY to deliver typed dots as PASSDOTS commands (with the dot bits and, for a chord,
/// BRLAPI_DOTC) instead of key symbols translated by its text table. Returns -1 on error.
int CBrlAPI_acceptTypedDots(brlapi_handle_t *handle);

/// The calling thread's BrlAPI error. `brlapi_error` would bind to a process-wide global
/// and `brlapi_errno` is a macro over `brlapi_error_location()`, which Swift cannot import.
brlapi_error_t CBrlAPI_lastError(void);

/// A `brlapi_writeArguments_t` set up as `BRLAPI_WRITEARGUMENTS_INITIALIZER` does (a zeroed
/// struct has text size 0 and blanks the display).
brlapi_writeArguments_t CBrlAPI_writeArgumentsInitializer(void);

/// Replaces the default exception handler (which calls abort()) with one that writes the
/// exception to stderr and returns, so a bad packet never kills the bridge.
void CBrlAPI_installReportingExceptionHandler(brlapi_handle_t *handle);

#endif
