/*
 * wheelcore_v1.h: the structs of ABI version 1 (Tests/CAPI/v1/wheelcore.h, frozen), under
 * wheel_v1_* names, and version 2's wheel_semantics (wheel_v2_semantics). The library keeps serving them to wheels created by a host built against
 * version 1 (a configuration of 40 bytes); a new host never needs this header (it is not
 * installed). Layouts are checked in wheelcore_layout.c against the frozen header's numbers.
 */
#ifndef WHEELCORE_V1_H
#define WHEELCORE_V1_H

#include "wheelcore.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Version 1's wheel_configuration (40 bytes). */
typedef struct wheel_v1_configuration {
    uint32_t struct_size;
    int32_t looping;
    int64_t item_count;
    double sectors_per_turn;
    int32_t label_side;
    int64_t initial_item;
} wheel_v1_configuration;

/** Version 1's wheel_event (48 bytes, no struct_size). */
typedef struct wheel_v1_event {
    int32_t type;
    int64_t item;
    double velocity_x;
    double velocity_y;
    double angular_velocity;
    double time;
} wheel_v1_event;

/** Version 1's wheel_state (56 bytes, no struct_size). */
typedef struct wheel_v1_state {
    int32_t phase;
    int64_t item_count;
    int64_t centred_item;
    int64_t committed_item;
    double angle;
    double angular_velocity;
    double time;
} wheel_v1_state;

/** Version 1's wheel_geometry (88 bytes, no struct_size). */
typedef struct wheel_v1_geometry {
    wheel_point center;
    double inner_radius;
    double outer_radius;
    double text_radius;
    wheel_rect label_column;
    double selection_angle;
    double sector_angle;
} wheel_v1_geometry;

/** Version 1's wheel_command: every field of every kind (248 bytes). */
typedef struct wheel_v1_command {
    int32_t kind;
    wheel_color color;
    wheel_rect rect;
    wheel_point center;
    double radius;
    double inner_radius;
    double outer_radius;
    double start_angle;
    double end_angle;
    double width;
    wheel_point p0;
    wheel_point p1;
    wheel_point p2;
    int64_t first_point;
    int64_t point_count;
    const char *text;
    int64_t text_length;
    wheel_point position;
    int32_t anchor;
    int32_t bold;
    double font_size;
    int32_t cell_kind;
    int64_t cell_slot;
    int64_t first_index;
    int64_t index_count;
} wheel_v1_command;

/** Version 1's wheel_frame (80 bytes, no struct_size). */
typedef struct wheel_v1_frame {
    const wheel_v1_command *commands;
    int64_t command_count;
    const wheel_point *points;
    int64_t point_count;
    const wheel_vertex *vertices;
    int64_t vertex_count;
    const int32_t *indices;
    int64_t index_count;
    wheel_color background;
    double scale;
} wheel_v1_frame;

/** Version 2's wheel_semantics (no struct_size), still filled by the library's
 *  wheel_get_semantics for hosts built against version 2 (version 3's hosts call
 *  wheel_get_semantics3). */
typedef struct wheel_v2_semantics {
    int32_t states;
    int32_t actions;
    double value;
    double minimum;
    double maximum;
    double step;
    wheel_rect bounds;
    const char *value_text;
} wheel_v2_semantics;

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* WHEELCORE_V1_H */
