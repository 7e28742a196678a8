/*
 * A host built against the frozen version 1 header (Tests/CAPI/v1/wheelcore.h), run against
 * today's library by scripts/c-api-check.sh and scripts/install-check.sh: the library must
 * keep serving version 1's structs (no struct_size on out-structs, 248-byte commands) to a
 * wheel created with version 1's 40-byte configuration.
 *
 * It replays WheelExample's scripted drag and fling (as Examples/CHost/headless.c did at
 * version 1), prints the centred:/committed:/released: lines, and checks every frame's
 * commands as a version 1 host reads them.
 *
 *     cc -I Tests/CAPI/v1 Tests/CAPI/old_host.c Examples/CHost/elements.c -lwheelcore -lm
 *     ./old-host Assets/elements.csv
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../../Examples/CHost/elements.h"
#include "wheelcore.h"

#if WHEEL_ABI_VERSION != 1
#error "old_host.c must be compiled against the frozen version 1 header (-I Tests/CAPI/v1)"
#endif

#define CHECK(call)                                                                           \
    do {                                                                                      \
        wheel_status status_ = (call);                                                        \
        if (status_ < 0) {                                                                    \
            fprintf(stderr, "old-host: %s failed: %s (%s)\n", #call, wheel_last_error(),     \
                    wheel_status_name(status_));                                              \
            return 1;                                                                         \
        }                                                                                     \
    } while (0)

#define STEPS 12

static void point_on(const wheel_geometry *g, double angle, double *x, double *y) {
    double r = g->inner_radius + (g->outer_radius - g->inner_radius) * 0.7;
    *x = g->center.x + r * cos(angle);
    *y = g->center.y + r * sin(angle);
}

/* Version 1's commands, as a version 1 host reads them: known kinds, text that matches its
 * length, triangle ranges inside the index buffer. */
static int check_frame(const wheel_frame *frame) {
    for (int64_t i = 0; i < frame->command_count; i++) {
        const wheel_command *c = &frame->commands[i];
        if (c->kind < WHEEL_COMMAND_FILL_RECT || c->kind > WHEEL_COMMAND_END_LAYER) {
            fprintf(stderr, "old-host: command %lld has kind %d\n", (long long)i, (int)c->kind);
            return 1;
        }
        if (c->kind == WHEEL_COMMAND_TEXT && (!c->text || (int64_t)strlen(c->text) != c->text_length)) {
            fprintf(stderr, "old-host: text command %lld has a bad text\n", (long long)i);
            return 1;
        }
        if (c->kind != WHEEL_COMMAND_TEXT && c->text) {
            fprintf(stderr, "old-host: command %lld (kind %d) has a text\n", (long long)i, (int)c->kind);
            return 1;
        }
        if (c->first_index < 0 || c->index_count < 0 || c->first_index + c->index_count > frame->index_count) {
            fprintf(stderr, "old-host: command %lld has triangles outside the frame\n", (long long)i);
            return 1;
        }
    }
    return frame->scale == 1 ? 0 : 1;
}

static int print_events(wheel_t *wheel, const elements *list) {
    wheel_event event;
    int32_t got;
    while ((got = wheel_poll_event(wheel, &event)) == 1) {
        size_t i = list->first + (size_t)event.item;
        if (event.type == WHEEL_EVENT_CENTRED)
            printf("centred:   %s %s (item %lld)\n", list->numbers[i], list->names[i], (long long)event.item);
        else if (event.type == WHEEL_EVENT_COMMITTED)
            printf("committed: %s %s (item %lld)\n", list->numbers[i], list->names[i], (long long)event.item);
        else if (event.type == WHEEL_EVENT_RELEASED)
            printf("released:  %.2f rad/s\n", event.angular_velocity);
    }
    CHECK(got);
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: old-host ELEMENTS.csv\n");
        return 2;
    }
    /* Version 1 hosts refused other versions; a host of this version accepts a newer library. */
    if (wheel_abi_version() < WHEEL_ABI_VERSION) return 1;
    printf("old host: header ABI %d, library ABI %d\n", WHEEL_ABI_VERSION, (int)wheel_abi_version());
    elements list;
    if (!elements_load(&list, argv[1])) return 2;

    wheel_configuration config;
    CHECK(wheel_configuration_init(&config));
    if (config.struct_size != sizeof config || config.sectors_per_turn != 36) return 1;
    config.item_count = elements_count(&list);
    wheel_t *wheel = NULL;
    CHECK(wheel_create(&config, elements_item_text, &list, &wheel));
    CHECK(wheel_set_viewport(wheel, 0, 0, 800, 480));
    wheel_geometry g;
    CHECK(wheel_get_geometry(wheel, &g));

    /* WheelExample's script: down at 0.25 s at 0.4 rad, 12 moves to -0.4 rad in 0.1 s, up. */
    const double start = 0.25, duration = 0.1;
    int cursor = 0, frames = 0;
    wheel_frame frame;
    wheel_state state;
    for (;;) {
        double time = frames / 60.0;
        while (cursor <= STEPS + 1) {
            double t = cursor == 0 ? start : start + duration * (cursor <= STEPS ? (double)cursor / STEPS : 1.0);
            if (t > time) break;
            double u = cursor <= STEPS ? (double)cursor / STEPS : 1.0;
            int32_t phase = cursor == 0 ? WHEEL_POINTER_DOWN : cursor <= STEPS ? WHEEL_POINTER_MOVE : WHEEL_POINTER_UP;
            double x, y;
            point_on(&g, 0.4 - 0.8 * u, &x, &y);
            CHECK(wheel_pointer(wheel, phase, WHEEL_DEVICE_MOUSE, 0, x, y, t));
            cursor++;
        }
        CHECK(wheel_advance(wheel, time));
        CHECK(wheel_render(wheel, 1, 1, &frame));
        if (check_frame(&frame)) return 1;
        if (print_events(wheel, &list)) return 1;
        frames++;
        CHECK(wheel_get_state(wheel, &state));
        if ((cursor > STEPS + 1 && state.phase == WHEEL_PHASE_IDLE) || time >= 20) break;
    }
    printf("old host: %d frames, %lld commands in the last, committed item %lld of %lld\n", frames,
           (long long)frame.command_count, (long long)state.committed_item, (long long)state.item_count);
    /* WheelExample then drops the first ten elements: the wheel stays on the same element. */
    list.first += 10;
    CHECK(wheel_remove_items(wheel, 0, 10));
    if (print_events(wheel, &list)) return 1;
    /* An item change reports no commit (since issue 28): the committed index follows, as the C
     * host and WheelExample print it from the state. */
    CHECK(wheel_get_state(wheel, &state));
    if (state.committed_item >= 0)
        printf("committed: %s %s (item %lld)\n", list.numbers[list.first + (size_t)state.committed_item],
               list.names[list.first + (size_t)state.committed_item], (long long)state.committed_item);
    /* Version 1's errors still come with messages. */
    if (wheel_jump_to_item(wheel, 1000) != WHEEL_ERROR_OUT_OF_RANGE || wheel_last_error()[0] == '\0') return 1;
    CHECK(wheel_destroy(wheel));
    elements_free(&list);
    return 0;
}
