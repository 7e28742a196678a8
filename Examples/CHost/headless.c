/* Replays WheelExample's scripted drag and fling through the C interface. The script and the
 * frame loop follow ScriptedWheelDemo step for step (same arithmetic in double precision), so
 * the centred/committed lines printed here equal `swift run WheelExample`'s. */
#include "headless.h"

#include <math.h>
#include <stdio.h>

#include "check.h"
#include "content.h"
#include "wheelcore.h"

#define SCRIPT_STEPS 12
#define SCRIPT_EVENTS (SCRIPT_STEPS + 2)

/** One scripted pointer event, view space and seconds. */
typedef struct script_event {
    int32_t phase;
    double x, y, time;
} script_event;


/* A point at screen angle `angle` on the wheel, 70 % of the way from the inner to the outer radius. */
static void point_on(const wheel_geometry *g, double angle, double *x, double *y) {
    double r = g->inner_radius + (g->outer_radius - g->inner_radius) * 0.7;
    *x = g->center.x + r * cos(angle);
    *y = g->center.y + r * sin(angle);
}

/* Down at t = 0.25 s just below the selection, 12 moves 0.8 rad counter-clockwise along the rim
 * in 0.1 s, released while moving. */
static void make_script(const wheel_geometry *g, script_event *events) {
    const double start = 0.25, duration = 0.1, from = 0.4, to = -0.4;
    events[0].phase = WHEEL_POINTER_DOWN;
    events[0].time = start;
    point_on(g, from, &events[0].x, &events[0].y);
    for (int k = 1; k <= SCRIPT_STEPS; k++) {
        double u = (double)k / (double)SCRIPT_STEPS;
        events[k].phase = WHEEL_POINTER_MOVE;
        events[k].time = start + duration * u;
        point_on(g, from + (to - from) * u, &events[k].x, &events[k].y);
    }
    events[SCRIPT_EVENTS - 1].phase = WHEEL_POINTER_UP;
    events[SCRIPT_EVENTS - 1].time = start + duration;
    point_on(g, to, &events[SCRIPT_EVENTS - 1].x, &events[SCRIPT_EVENTS - 1].y);
}

/* Prints and drains the wheel's queued events; item texts come from `list`. */
static int print_events(wheel_t *wheel, const elements *list) {
    wheel_event event = wheel_event_init();
    int32_t got;
    while ((got = wheel_poll_event(wheel, &event)) == 1) {
        size_t i = list->first + (size_t)event.item;
        switch (event.type) {
        case WHEEL_EVENT_CENTRED:
            printf("centred:   %s %s (item %lld)\n", list->numbers[i], list->names[i], (long long)event.item);
            break;
        case WHEEL_EVENT_COMMITTED:
            printf("committed: %s %s (item %lld)\n", list->numbers[i], list->names[i], (long long)event.item);
            break;
        case WHEEL_EVENT_RELEASED:
            printf("released:  %.2f rad/s\n", event.angular_velocity);
            break;
        default:
            break; /* An event type added by a later version. */
        }
    }
    CHECK(got);
    return 0;
}

int headless_run(elements *list, text_system *text) {
    wheel_configuration config;
    CHECK(wheel_configuration_init(&config));
    config.item_count = elements_count(list);
    config.show_detail_text = 1;
    wheel_t *wheel = NULL;
    CHECK(wheel_create(&config, elements_item_text, list, &wheel));
    /* Category colours and masses under the labels: content changes what is drawn, not the events. */
    CHECK(wheel_set_item_content_callback(wheel, elements_item_content, list));
    CHECK(wheel_set_measurer(wheel, text_measure, text));
    CHECK(wheel_set_viewport(wheel, 0, 0, 800, 480));

    wheel_geometry geometry = wheel_geometry_init();
    CHECK(wheel_get_geometry(wheel, &geometry));
    script_event script[SCRIPT_EVENTS];
    make_script(&geometry, script);
    const double fps = 60, last_event_time = script[SCRIPT_EVENTS - 1].time, maximum_duration = 20;

    int cursor = 0, frames = 0;
    double time = 0;
    wheel_frame frame;
    wheel_frame_init(&frame);
    wheel_state state = wheel_state_init();
    for (;;) {
        time = (double)frames / fps;
        while (cursor < SCRIPT_EVENTS && script[cursor].time <= time) {
            const script_event *e = &script[cursor++];
            CHECK(wheel_pointer(wheel, e->phase, WHEEL_DEVICE_MOUSE, 0, e->x, e->y, e->time));
        }
        CHECK(wheel_advance(wheel, time));
        CHECK(wheel_render(wheel, 1, 1, &frame)); /* a windowed host draws `frame` here */
        if (print_events(wheel, list)) return 1;
        frames++;
        CHECK(wheel_get_state(wheel, &state));
        int done = cursor == SCRIPT_EVENTS && time >= last_event_time && state.phase == WHEEL_PHASE_IDLE;
        if (done || time >= maximum_duration) break;
    }
    size_t committed = list->first + (size_t)(state.committed_item < 0 ? 0 : state.committed_item);
    printf("The wheel came to rest on %s after %d frames (%.3f s); the last frame had %lld commands and "
           "%lld triangles.\n",
           state.committed_item < 0 ? "none" : list->names[committed], frames, time,
           (long long)frame.command_count, (long long)(frame.index_count / 3));

    /* The items change while the wheel runs: the host drops its first ten elements, then tells
     * the wheel, which stays on the same element (ten items earlier). */
    const int64_t removed = 10;
    list->first += (size_t)removed;
    CHECK(wheel_remove_items(wheel, 0, removed));
    printf("Removed the first %lld elements; %lld remain:\n", (long long)removed, (long long)elements_count(list));
    if (print_events(wheel, list)) return 1;
    /* An item change reports no commit (it is not a choice): the committed index follows. */
    CHECK(wheel_get_state(wheel, &state));
    if (state.committed_item >= 0)
        printf("committed: %s %s (item %lld)\n", list->numbers[list->first + (size_t)state.committed_item],
               list->names[list->first + (size_t)state.committed_item], (long long)state.committed_item);
    CHECK(wheel_destroy(wheel));
    return 0;
}
