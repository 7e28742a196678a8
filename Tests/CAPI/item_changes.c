/*
 * Issue 37 from C, against today's header (built with -Wall -Wextra -Werror by
 * scripts/c-api-check.sh): the README's out-struct idiom compiles, and after an item change no
 * event taken from wheel_poll_event and no hit test names an item outside 0 .. item_count - 1.
 * Before the fix, wheel_jump_to_item(w, 39) then wheel_reload_items(w, 5) queued CENTRED 39
 * and COMMITTED 39, and a hit test right after removing 35 of 40 items answered item 20.
 * Prints one line per check; exits 1 on the first failure.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "wheelcore.h"

static size_t item_text(void *user_data, int64_t index, wheel_text_role role, char *buffer, size_t capacity) {
    (void)user_data;
    int n = snprintf(buffer, capacity, role == WHEEL_TEXT_SECTOR ? "%lld" : "Item %lld", (long long)index + 1);
    return n < 0 ? WHEEL_TEXT_FAILED : (size_t)n;
}

static int failed = 0;

static void check(int ok, const char *what) {
    printf("%s: %s\n", ok ? "ok" : "FAILED", what);
    if (!ok) failed = 1;
}

static wheel_t *make_wheel(int64_t count, int64_t initial) {
    wheel_configuration config;
    wheel_configuration_init(&config);
    config.item_count = count;
    config.initial_item = initial;
    wheel_t *wheel = NULL;
    if (wheel_create(&config, item_text, NULL, &wheel) != WHEEL_OK) {
        printf("FAILED: wheel_create: %s\n", wheel_last_error());
        return NULL;
    }
    return wheel;
}

/* Takes every queued event; 1 when each names an item of 0 .. count - 1 (RELEASED names none)
 * and the last centred and committed ones are what wheel_get_state answers. */
static int drain_in_range(wheel_t *wheel, int64_t count) {
    wheel_event e = wheel_event_init();
    int64_t centred = -2, committed = -2;
    int ok = 1;
    while (wheel_poll_event(wheel, &e) == 1) {
        if (e.type == WHEEL_EVENT_RELEASED) continue;
        if (e.item < 0 || e.item >= count) {
            printf("  event %d names item %lld of %lld\n", (int)e.type, (long long)e.item, (long long)count);
            ok = 0;
        }
        if (e.type == WHEEL_EVENT_CENTRED) centred = e.item;
        if (e.type == WHEEL_EVENT_COMMITTED) committed = e.item;
    }
    wheel_state s = wheel_state_init();
    if (wheel_get_state(wheel, &s) != WHEEL_OK) return 0;
    if (centred != -2 && centred != s.centred_item) ok = 0;
    if (committed != -2 && committed != s.committed_item) ok = 0;
    return ok;
}

static wheel_hit hit_at(wheel_t *wheel, const wheel_geometry *g, double sectors) {
    double r = (g->inner_radius + g->outer_radius) / 2;
    double a = g->selection_angle + sectors * g->sector_angle;
    wheel_hit h = wheel_hit_init();
    wheel_hit_test(wheel, g->center.x + r * cos(a), g->center.y + r * sin(a), &h);
    return h;
}

int main(void) {
    wheel_t *wheel = make_wheel(40, 0);
    if (!wheel) return 1;
    check(wheel_jump_to_item(wheel, 39) == WHEEL_OK && wheel_reload_items(wheel, 5) == WHEEL_OK,
          "jump to 39, reload to 5 items");
    check(drain_in_range(wheel, 5), "the queued events name items of the 5");
    wheel_destroy(wheel);

    wheel = make_wheel(40, 0);
    if (!wheel) return 1;
    check(wheel_jump_to_item(wheel, 36) == WHEEL_OK && wheel_remove_items(wheel, 10, 30) == WHEEL_OK,
          "jump to 36, remove 30 items from 10");
    check(drain_in_range(wheel, 10), "the queued events name items of the 10 left");
    check(wheel_jump_to_item(wheel, 9) == WHEEL_OK && wheel_reload_items(wheel, 0) == WHEEL_OK,
          "jump to 9, reload to no items");
    check(drain_in_range(wheel, 0), "no item event is left to take");
    wheel_destroy(wheel);

    wheel = make_wheel(40, 20);
    if (!wheel) return 1;
    wheel_frame frame;
    wheel_frame_init(&frame);
    wheel_geometry g = wheel_geometry_init();
    check(wheel_render(wheel, 1, 0, &frame) == WHEEL_OK && wheel_get_geometry(wheel, &g) == WHEEL_OK,
          "render 40 items at item 20");
    check(hit_at(wheel, &g, 0).item == 20, "the hit test at the selection answers 20");
    check(wheel_remove_items(wheel, 0, 35) == WHEEL_OK, "remove 35 of the 40 items");
    int in_range = 1;
    for (int k = -3; k <= 3; k++) {
        wheel_hit h = hit_at(wheel, &g, k);
        if (h.kind != WHEEL_HIT_NONE && (h.item < 0 || h.item >= 5)) in_range = 0;
    }
    check(in_range, "before the next render, every hit names one of the 5 items");
    check(hit_at(wheel, &g, 0).item == 0 && hit_at(wheel, &g, 1).item == 1, "the selection answers 0, below it 1");

    wheel_semantics sem = wheel_semantics_init();
    check(wheel_get_semantics(wheel, &sem) == WHEEL_OK && sem.struct_size == sizeof sem && sem.maximum == 5,
          "wheel_get_semantics fills a struct_size'd wheel_semantics");
    wheel_destroy(wheel);
    return failed;
}
