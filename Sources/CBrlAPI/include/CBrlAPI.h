#ifndef CBRLAPI_H
#define CBRLAPI_H
// Only the handle-based brlapi__* API.
#define BRLAPI_NO_SINGLE_SESSION 1
#include <brlapi.h>
#endif
