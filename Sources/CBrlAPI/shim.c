#include "CBrlAPI.h"
#include <stdio.h>
#include <stdint.h>
#include <string.h>

// The values Swift code relies on; a BrlAPI that changes them fails to compile here.
_Static_assert(sizeof(brlapi_keyCode_t) == 8, "key codes are 64-bit");
_Static_assert(BRLAPI_KEY_TYPE_MASK == UINT64_C(0xE0000000), "type mask");
_Static_assert(BRLAPI_KEY_TYPE_CMD == UINT64_C(0x20000000), "command type");
_Static_assert(BRLAPI_KEY_TYPE_SYM == UINT64_C(0), "keysym type");
_Static_assert(BRLAPI_KEY_CMD_BLK_MASK == UINT64_C(0x1FFF0000), "block mask");
_Static_assert(BRLAPI_KEY_CMD_ARG_MASK == UINT64_C(0xFFFF), "argument mask");
_Static_assert(BRLAPI_KEY_FLAGS_MASK == UINT64_C(0xFFFFFFFF00000000), "flags mask");
_Static_assert(BRLAPI_KEY_CMD_ROUTE == UINT64_C(0x10000), "ROUTE block");
_Static_assert(BRLAPI_KEY_CMD_PASSDOTS == UINT64_C(0x220000), "PASSDOTS block");
_Static_assert(BRLAPI_KEY_CMD_FWINRT == UINT64_C(0x18), "FWINRT");
_Static_assert(BRLAPI_DOT1 == 0x01 && BRLAPI_DOT8 == 0x80, "dot bits as in U+2800 + n");
_Static_assert(BRLAPI_ERROR_EOF == 14 && BRLAPI_ERROR_CONNREFUSED == 8, "error numbers");

brlapi_error_t CBrlAPI_lastError(void) {
    return *brlapi_error_location();
}

_Static_assert(BRLAPI_DOTC == 0x100, "space bit of a chord");

int CBrlAPI_acceptTypedDots(brlapi_handle_t *handle) {
    brlapi_keyCode_t passdots = BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_PASSDOTS;
    return brlapi__acceptKeys(handle, brlapi_rangeType_command, &passdots, 1);
}

brlapi_writeArguments_t CBrlAPI_writeArgumentsInitializer(void) {
    brlapi_writeArguments_t arguments = BRLAPI_WRITEARGUMENTS_INITIALIZER;
    return arguments;
}

static void reportException(brlapi_handle_t *handle, int error, brlapi_packetType_t type,
                            const void *packet, size_t size) {
    char message[256];
    brlapi__strexception(handle, message, sizeof(message), error, type, packet, size);
    fprintf(stderr, "brl-bridge: BrlAPI exception: %s\n", message);
}

void CBrlAPI_installReportingExceptionHandler(brlapi_handle_t *handle) {
    brlapi__setExceptionHandler(handle, reportException);
}

