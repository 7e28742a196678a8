// Compile-time checks of the C ABI's layout promises (this file holds no code): the size and
// the offsets of every struct a host allocates or reads, on 64-bit targets (LP64), for this
// version and for version 1's structs the library still serves (wheelcore_v1.h; the frozen
// header Tests/CAPI/v1/wheelcore.h is checked against the same numbers by
// Tests/CAPI/v1_layout.c). The same numbers are mirrored, and checked, by the Swift side
// (Tests/WheelCoreCBridgeTests/CAPILayoutTests.swift) and by the Python binding
// (bindings/python/wheelcore/_ffi.py, checked by bindings/python/tests/test_layout.py).
// A failing check here means a field moved: append fields instead, and add a version.
#include <stddef.h>
#include <stdint.h>

#include "wheelcore.h"
#include "wheelcore_v1.h"

#define WHEEL_SIZE(type, bytes) _Static_assert(sizeof(type) == (bytes), #type " is " #bytes " bytes")
#define WHEEL_OFFSET(type, field, bytes) \
    _Static_assert(offsetof(type, field) == (bytes), #type "." #field " is at byte " #bytes)

// The vertex matches SDL_Vertex (8-byte position, 4-byte colour, 8-byte texture coordinate).
WHEEL_SIZE(wheel_vertex, 20);
WHEEL_SIZE(wheel_status, 4);
WHEEL_SIZE(wheel_command_kind, 4);

#if UINTPTR_MAX == UINT64_MAX
WHEEL_SIZE(wheel_point, 16);
WHEEL_SIZE(wheel_rect, 32);
WHEEL_SIZE(wheel_color, 4);
WHEEL_SIZE(wheel_text_style, 16);
WHEEL_SIZE(wheel_spring, 24);
WHEEL_SIZE(wheel_physics, 112);
WHEEL_SIZE(wheel_configuration, 336);
WHEEL_OFFSET(wheel_configuration, label_side, 24);
WHEEL_OFFSET(wheel_configuration, initial_item, 32);
WHEEL_OFFSET(wheel_configuration, inner_radius_fraction, 40);
WHEEL_OFFSET(wheel_configuration, sector_text, 104);
WHEEL_OFFSET(wheel_configuration, label_text, 120);
WHEEL_OFFSET(wheel_configuration, centred_hysteresis, 136);
WHEEL_OFFSET(wheel_configuration, physics, 144);
// Appended later in version 2: a host whose configuration ends at physics is 256 bytes.
WHEEL_OFFSET(wheel_configuration, show_detail_text, 256);
WHEEL_OFFSET(wheel_configuration, tap_slop, 264);
// Version 4: the geometry and the drum's parameters; a host whose configuration ends at tap_slop
// is 272 bytes.
WHEEL_OFFSET(wheel_configuration, geometry, 272);
WHEEL_OFFSET(wheel_configuration, drum_diameter_ratio, 280);
WHEEL_OFFSET(wheel_configuration, drum_item_extent, 328);
WHEEL_SIZE(wheel_item_content, 32);
WHEEL_OFFSET(wheel_item_content, has_accent, 4);
WHEEL_OFFSET(wheel_item_content, accent, 8);
WHEEL_OFFSET(wheel_item_content, detail_text, 16);
WHEEL_OFFSET(wheel_item_content, image_key, 24);
WHEEL_OFFSET(wheel_command, u.image.rect, 16);
WHEEL_OFFSET(wheel_command, u.image.key, 48);
WHEEL_OFFSET(wheel_command, u.image.key_length, 56);
WHEEL_SIZE(wheel_style, 48);
WHEEL_OFFSET(wheel_style, background, 4);
WHEEL_OFFSET(wheel_style, marker, 44);
WHEEL_SIZE(wheel_event, 48);
WHEEL_OFFSET(wheel_event, type, 4);
WHEEL_OFFSET(wheel_event, item, 8);
WHEEL_OFFSET(wheel_event, time, 40);
WHEEL_SIZE(wheel_state, 56);
WHEEL_OFFSET(wheel_state, phase, 4);
WHEEL_OFFSET(wheel_state, item_count, 8);
WHEEL_OFFSET(wheel_state, time, 48);
WHEEL_SIZE(wheel_geometry, 96);
WHEEL_OFFSET(wheel_geometry, center, 8);
WHEEL_OFFSET(wheel_geometry, label_column, 48);
WHEEL_OFFSET(wheel_geometry, sector_angle, 88);
WHEEL_SIZE(wheel_semantics, 88);
WHEEL_OFFSET(wheel_semantics, states, 4);
WHEEL_OFFSET(wheel_semantics, value, 16);
WHEEL_OFFSET(wheel_semantics, value_text, 80);
WHEEL_SIZE(wheel_v2_semantics, 80);
WHEEL_OFFSET(wheel_v2_semantics, value, 8);
WHEEL_SIZE(wheel_hit, 24);
WHEEL_OFFSET(wheel_hit, kind, 4);
WHEEL_OFFSET(wheel_hit, item, 8);
WHEEL_OFFSET(wheel_hit, position, 16);
WHEEL_SIZE(wheel_command, 72);
WHEEL_OFFSET(wheel_command, color, 4);
WHEEL_OFFSET(wheel_command, first_index, 8);
WHEEL_OFFSET(wheel_command, index_count, 12);
WHEEL_OFFSET(wheel_command, u, 16);
WHEEL_OFFSET(wheel_command, u.text.text, 16);
WHEEL_OFFSET(wheel_command, u.text.length, 24);
WHEEL_OFFSET(wheel_command, u.text.position, 32);
WHEEL_OFFSET(wheel_command, u.text.font_size, 48);
WHEEL_OFFSET(wheel_command, u.text.cell_slot, 64);
WHEEL_OFFSET(wheel_command, u.wedge.end_angle, 56);
WHEEL_OFFSET(wheel_command, u.path.width, 24);
WHEEL_OFFSET(wheel_vertex, color, 8);
WHEEL_OFFSET(wheel_vertex, u, 12);
WHEEL_SIZE(wheel_frame, 88);
WHEEL_OFFSET(wheel_frame, command_size, 4);
WHEEL_OFFSET(wheel_frame, commands, 8);
WHEEL_OFFSET(wheel_frame, indices, 56);
WHEEL_OFFSET(wheel_frame, background, 72);
WHEEL_OFFSET(wheel_frame, scale, 80);
WHEEL_SIZE(wheel_v1_configuration, 40);
WHEEL_SIZE(wheel_v1_event, 48);
WHEEL_SIZE(wheel_v1_state, 56);
WHEEL_SIZE(wheel_v1_geometry, 88);
WHEEL_SIZE(wheel_v1_command, 248);
WHEEL_OFFSET(wheel_v1_command, text, 168);
WHEEL_OFFSET(wheel_v1_command, cell_slot, 224);
WHEEL_OFFSET(wheel_v1_command, index_count, 240);
WHEEL_SIZE(wheel_v1_frame, 80);
WHEEL_OFFSET(wheel_v1_frame, background, 64);
WHEEL_OFFSET(wheel_v1_frame, scale, 72);
#endif
