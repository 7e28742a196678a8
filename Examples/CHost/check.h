/* CHECK(call): reports a failed wheel call (the library's message and status name) on stderr
 * and returns 1 from the calling function. Shared by the window and headless modes. */
#ifndef CHOST_CHECK_H
#define CHOST_CHECK_H

#include <stdio.h>

#include "wheelcore.h"

#define CHECK(call)                                                                           \
    do {                                                                                      \
        wheel_status status_ = (call);                                                        \
        if (status_ < 0) {                                                                    \
            fprintf(stderr, "c-host: %s failed: %s (%s)\n", #call, wheel_last_error(),       \
                    wheel_status_name(status_));                                              \
            return 1;                                                                         \
        }                                                                                     \
    } while (0)

#endif
