// Compiled by scripts/c-api-check.sh against the frozen version 1 header (Tests/CAPI/v1):
// its structs have the sizes and offsets the library's wheelcore_v1.h serves (checked with
// the same numbers in Sources/WheelCoreC/wheelcore_layout.c).
#include <stddef.h>
#include <stdint.h>

#include "wheelcore.h"

#define WHEEL_SIZE(type, bytes) _Static_assert(sizeof(type) == (bytes), #type " is " #bytes " bytes")
#define WHEEL_OFFSET(type, field, bytes) \
    _Static_assert(offsetof(type, field) == (bytes), #type "." #field " is at byte " #bytes)

#if UINTPTR_MAX == UINT64_MAX
WHEEL_SIZE(wheel_configuration, 40);
WHEEL_SIZE(wheel_event, 48);
WHEEL_SIZE(wheel_state, 56);
WHEEL_SIZE(wheel_geometry, 88);
WHEEL_SIZE(wheel_command, 248);
WHEEL_OFFSET(wheel_command, text, 168);
WHEEL_OFFSET(wheel_command, cell_slot, 224);
WHEEL_OFFSET(wheel_command, index_count, 240);
WHEEL_SIZE(wheel_frame, 80);
WHEEL_OFFSET(wheel_frame, background, 64);
WHEEL_OFFSET(wheel_frame, scale, 72);
#endif

int wheel_v1_layout_checked;
