/*
 * Issue 46 from C (built with -Wall -Wextra -Werror -pedantic and ASan/UBSan by
 * scripts/c-api-check.sh): each check fails on the library before the fix.
 *   1. a looping wheel that went round once and stops looping rests on the item it showed;
 *   2. a subnormal animation duration leaves a finite velocity (it lands at once);
 *   3. a failing item-text callback fails wheel_get_semantics, not the next render;
 *   4. removing no items at the end (index == item_count) is allowed, as inserting there is;
 *   5. a looping wheel of 2^50 items that wrapped rests with centred == committed;
 *   6. a command_size that is not a multiple of the command's alignment is WHEEL_ERROR_STRUCT_SIZE;
 *   8. removing items whose CENTRED events are queued leaves no repeated event;
 *   9. a looping drum of 5000-byte texts in a 619 x 10^7 viewport renders in a normal frame's time.
 * Prints one line per check; exits 1 when one failed.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "wheelcore.h"

static int failed = 0;
static int text_fails = 0;
static int long_texts = 0;

static void check(int ok, const char *what) {
    printf("%s: %s\n", ok ? "ok" : "FAILED", what);
    if (!ok) {
        printf("  last error: %s\n", wheel_last_error());
        failed = 1;
    }
}

static size_t item_text(void *user_data, int64_t index, wheel_text_role role, char *buffer, size_t capacity) {
    int n;
    (void)user_data;
    if (text_fails) return WHEEL_TEXT_FAILED;
    if (long_texts) {
        size_t i, m = capacity > 0 ? capacity - 1 : 0;
        for (i = 0; i < m && i < 5000; i++) buffer[i] = (char)('a' + (index + (int64_t)i) % 26);
        if (capacity > 0) buffer[i] = '\0';
        return 5000;
    }
    n = snprintf(buffer, capacity, role == WHEEL_TEXT_SECTOR ? "%lld" : "Item %lld", (long long)index);
    return n < 0 ? WHEEL_TEXT_FAILED : (size_t)n;
}

static wheel_t *make_wheel(int64_t count, int64_t initial, int looping) {
    wheel_configuration config;
    wheel_t *wheel = NULL;
    wheel_configuration_init(&config);
    config.item_count = count;
    config.initial_item = initial;
    config.looping = looping;
    if (wheel_create(&config, item_text, NULL, &wheel) != WHEEL_OK) printf("FAILED: wheel_create: %s\n", wheel_last_error());
    return wheel;
}

static wheel_state state_of(wheel_t *wheel) {
    wheel_state s = wheel_state_init();
    wheel_get_state(wheel, &s);
    return s;
}

/* Advances in 60 Hz frames until the wheel rests (at most 10 s); returns the time reached. */
static double settle(wheel_t *wheel, double t) {
    int i;
    for (i = 0; i < 600; i++) {
        t += 1.0 / 60;
        wheel_advance(wheel, t);
        if (state_of(wheel).phase == WHEEL_PHASE_IDLE) break;
    }
    return t;
}

static void drain(wheel_t *wheel) {
    wheel_event e = wheel_event_init();
    while (wheel_poll_event(wheel, &e) == 1) {}
}

static void looping_off_after_a_turn(void) {
    wheel_t *w = make_wheel(10, 9, 1);
    wheel_configuration c;
    wheel_state s;
    wheel_semantics sem = wheel_semantics_init();
    double t = 0;
    int i, committed = 0;
    wheel_event e = wheel_event_init();
    for (i = 0; i < 4; i++) {
        wheel_key(w, WHEEL_KEY_DOWN, t);
        t = settle(w, t);
    }
    drain(w);
    s = state_of(w);
    check(s.centred_item == 3 && s.committed_item == 3 && s.angle > 0, "1: a looping wheel went round to item 3");
    wheel_configuration_init(&c);
    wheel_get_configuration(w, &c);
    c.looping = 0;
    check(wheel_set_configuration(w, &c) == WHEEL_OK, "1: looping turned off");
    s = state_of(w);
    check(s.phase == WHEEL_PHASE_IDLE && s.centred_item == 3 && s.committed_item == 3,
          "1: the wheel rests on item 3 (centred and committed), not past its last item");
    check(wheel_get_semantics(w, &sem) == WHEEL_OK && sem.value == 4 && strncmp(sem.value_text, "Item 3", 6) == 0,
          "1: the semantics say item 3, 4 of 10");
    wheel_key(w, WHEEL_KEY_DOWN, t);
    t = settle(w, t);
    while (wheel_poll_event(w, &e) == 1)
        if (e.type == WHEEL_EVENT_COMMITTED && e.item == 4) committed = 1;
    check(committed && state_of(w).committed_item == 4, "1: the next key commits item 4");
    wheel_destroy(w);
}

static void tiny_duration(void) {
    wheel_t *w = make_wheel(20, 0, 0);
    wheel_state s;
    check(wheel_animate_to_item_timed(w, 7, 5e-324, WHEEL_CURVE_LINEAR) == WHEEL_OK, "2: a 5e-324 s animation is accepted");
    s = state_of(w);
    check(isfinite(s.angular_velocity) && s.angular_velocity == 0 && s.committed_item == 7 && s.phase == WHEEL_PHASE_IDLE,
          "2: it lands at once with a finite (zero) velocity");
    check(wheel_animate_to_item_timed(w, 2, 1e-300, WHEEL_CURVE_EASE_OUT) == WHEEL_OK &&
              isfinite(state_of(w).angular_velocity) && state_of(w).committed_item == 2,
          "2: so does a 1e-300 s one");
    wheel_destroy(w);
}

static void failing_text_and_semantics(void) {
    wheel_t *w = make_wheel(20, 0, 0);
    wheel_semantics sem = wheel_semantics_init();
    wheel_frame frame;
    wheel_status st;
    text_fails = 1;
    st = wheel_get_semantics(w, &sem);
    check(st == WHEEL_ERROR_CALLBACK, "3: a failing item-text callback fails wheel_get_semantics");
    text_fails = 0;
    wheel_frame_init(&frame);
    check(wheel_render(w, 1, 1, &frame) == WHEEL_OK, "3: the next render, with an honest callback, succeeds");
    sem = wheel_semantics_init();
    check(wheel_get_semantics(w, &sem) == WHEEL_OK && strncmp(sem.value_text, "Item 0, 1 of 20", 15) == 0,
          "3: and the semantics then name the item");
    wheel_destroy(w);
}

static void remove_none_at_the_end(void) {
    wheel_t *w = make_wheel(10, 4, 0);
    wheel_t *empty = make_wheel(0, 0, 0);
    check(wheel_remove_items(w, 10, 0) == WHEEL_OK, "4: remove_items(w, item_count, 0) is allowed");
    check(wheel_insert_items(w, 10, 0) == WHEEL_OK, "4: as insert_items(w, item_count, 0) is");
    check(wheel_remove_items(w, 10, 1) == WHEEL_ERROR_OUT_OF_RANGE, "4: remove_items(w, item_count, 1) is not");
    check(wheel_remove_items(empty, 0, 0) == WHEEL_OK, "4: remove_items(w, 0, 0) on a wheel without items is allowed");
    check(wheel_remove_items(empty, 1, 0) == WHEEL_ERROR_OUT_OF_RANGE &&
              strstr(wheel_last_error(), "got 0") == NULL,
          "4: and index 1 there is refused, the message naming the index given");
    wheel_destroy(w);
    wheel_destroy(empty);
}

static void wrapped_at_the_maximum(void) {
    const int64_t most = (int64_t)1 << 50;
    wheel_t *w = make_wheel(most, most - 1, 1);
    wheel_state s;
    double t = 0;
    int i;
    for (i = 0; i < 2; i++) {
        wheel_key(w, WHEEL_KEY_DOWN, t);
        t = settle(w, t);
    }
    s = state_of(w);
    check(s.phase == WHEEL_PHASE_IDLE && s.centred_item == 1 && s.committed_item == 1,
          "5: a looping wheel of 2^50 items wrapped to item 1 (centred and committed)");
    check(wheel_reload_items(w, most) == WHEEL_OK, "5: reload_items(2^50)");
    s = state_of(w);
    check(s.centred_item == 1 && s.committed_item == 1, "5: it rests on item 1, centred and committed");
    check(wheel_jump_to_item(w, most - 2) == WHEEL_OK && state_of(w).centred_item == most - 2, "5: a jump the short way back");
    wheel_destroy(w);
}

static void misaligned_command_size(void) {
    wheel_t *w = make_wheel(20, 0, 0);
    wheel_frame frame;
    wheel_frame_init(&frame);
    frame.command_size = 77;
    check(wheel_render(w, 1, 0, &frame) == WHEEL_ERROR_STRUCT_SIZE, "6: command_size 77 is WHEEL_ERROR_STRUCT_SIZE");
    wheel_frame_init(&frame);
    frame.command_size = (uint32_t)sizeof(wheel_command) + 8;
    check(wheel_render(w, 1, 0, &frame) == WHEEL_OK && frame.command_size == sizeof(wheel_command) + 8,
          "6: a newer host's larger, aligned size is served");
    wheel_destroy(w);
}

static void removed_items_do_not_repeat(void) {
    wheel_t *w = make_wheel(40, 0, 0);
    wheel_event e = wheel_event_init();
    double t = 0;
    int64_t last = -1;
    int repeats = 0, centred = 0, i;
    drain(w);
    wheel_animate_to_item_timed(w, 30, 1.0, WHEEL_CURVE_LINEAR);
    for (i = 0; i < 30; i++) wheel_advance(w, t += 0.5 / 30); /* CENTRED 1 ... 15 queued */
    check(wheel_remove_items(w, 2, 12) == WHEEL_OK, "8: items 2 ... 13 removed while their CENTRED events are queued");
    while (wheel_poll_event(w, &e) == 1) {
        if (e.type != WHEEL_EVENT_CENTRED) continue;
        centred++;
        if (e.item == last) repeats++;
        last = e.item;
    }
    check(centred > 0 && repeats == 0, "8: no CENTRED event repeats the item before it");
    wheel_destroy(w);
}

/* The second frame's CPU time, seconds, of a looping drum of 1000 items in a 619 x 10^7 viewport. */
static double tall_drum_frame(int with_long_texts) {
    wheel_configuration c;
    wheel_t *w = NULL;
    wheel_frame frame;
    clock_t start;
    double seconds;
    wheel_configuration_init(&c);
    c.item_count = 1000;
    c.looping = 1;
    c.geometry = WHEEL_GEOMETRY_DRUM;
    long_texts = with_long_texts;
    wheel_create(&c, item_text, NULL, &w);
    wheel_set_viewport(w, 0, 0, 619, 1e7);
    wheel_frame_init(&frame);
    wheel_render(w, 1, 1, &frame); /* the first frame asks for every text once */
    start = clock();
    wheel_frame_init(&frame);
    if (wheel_render(w, 1, 1, &frame) != WHEEL_OK) check(0, "9: the tall drum renders");
    seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
    long_texts = 0;
    wheel_destroy(w);
    return seconds;
}

static void long_texts_in_a_tall_drum(void) {
    double short_texts = tall_drum_frame(0), long_ones = tall_drum_frame(1);
    printf("  a frame of 10^4 rows: %.3f s with 5000-byte texts, %.3f s with short ones\n", long_ones, short_texts);
    check(long_ones < 6 * short_texts + 0.05,
          "9: 5000-byte texts on a tall drum cost about what short ones cost (fit once per row, not per byte)");
}

int main(void) {
    looping_off_after_a_turn();
    tiny_duration();
    failing_text_and_semantics();
    remove_none_at_the_end();
    wrapped_at_the_maximum();
    misaligned_command_size();
    removed_items_do_not_repeat();
    long_texts_in_a_tall_drum();
    return failed;
}
