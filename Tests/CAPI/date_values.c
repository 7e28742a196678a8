/*
 * Issue 45 from C (ABI version 7), built with -Wall -Wextra -Werror -pedantic and run under
 * AddressSanitizer and UndefinedBehaviorSanitizer by scripts/c-api-check.sh: the date picker's
 * value level. A minimum after the maximum is WHEEL_ERROR_INVALID_ARGUMENT (it used to abort the
 * process); a limit keeps the time nobody touched (11:30 stays 11:30, also on a 12-hour clock);
 * every mode's components; a duration of 99:59:59; set_value and set_limits with exactly one
 * polled VALUE_CHANGED event carrying the value; the semantics of the picker and each drum.
 * Prints one line per check; exits 1 when any failed.
 */
#include <stdio.h>
#include <string.h>

#include "wheelcore.h"

static int failed = 0;

static void check(int ok, const char *what) {
    printf("%s: %s\n", ok ? "ok" : "FAILED", what);
    if (!ok) failed = 1;
}

static wheel_date_time dt(int y, int mo, int d, int h, int mi) {
    wheel_date_time t;
    t.year = y;
    t.month = mo;
    t.day = d;
    t.hour = h;
    t.minute = mi;
    return t;
}

static wheel_date_value dv(int y, int mo, int d, int h, int mi, int s) {
    wheel_date_value v;
    v.year = y;
    v.month = mo;
    v.day = d;
    v.hour = h;
    v.minute = mi;
    v.second = s;
    return v;
}

static int same(wheel_date_value a, wheel_date_value b) {
    return a.year == b.year && a.month == b.month && a.day == b.day && a.hour == b.hour && a.minute == b.minute &&
           a.second == b.second;
}

/* Steps the picker at 60 Hz from `t` for `seconds`; returns the time reached. */
static double run(wheel_date_picker_t *p, double t, double seconds) {
    for (int i = 1; i <= (int)(seconds * 60); i++) wheel_date_picker_advance(p, t + i / 60.0);
    return t + seconds;
}

/* Polls every queued event; counts the VALUE_CHANGED ones and keeps the last. */
static int value_changes(wheel_date_picker_t *p, wheel_date_picker_event *last) {
    int n = 0;
    wheel_date_picker_event e;
    memset(&e, 0, sizeof e);
    e.struct_size = sizeof e;
    while (wheel_date_picker_poll_event(p, &e) == 1) {
        if (e.type == WHEEL_DATE_EVENT_VALUE_CHANGED) {
            n++;
            *last = e;
        }
        e.struct_size = sizeof e;
    }
    return n;
}

static wheel_date_picker_t *make(wheel_date_picker_configuration *c) {
    wheel_date_picker_t *p = NULL;
    wheel_status s = wheel_date_picker_create(c, &p);
    if (s != WHEEL_OK) printf("create: %s\n", wheel_last_error());
    return p;
}

int main(void) {
    check(wheel_abi_version() >= 7, "the library serves ABI version 7");

    /* min > max: an error naming both, never a crash. */
    wheel_date_picker_configuration c;
    wheel_date_picker_configuration_init(&c);
    c.minimum = dt(2020, 6, 10, 0, 0);
    c.maximum = dt(2020, 6, 1, 0, 0);
    c.value = dt(2020, 6, 5, 0, 0);
    wheel_date_picker_t *bad = NULL;
    check(wheel_date_picker_create(&c, &bad) == WHEEL_ERROR_INVALID_ARGUMENT && bad == NULL,
          "a minimum after the maximum is WHEEL_ERROR_INVALID_ARGUMENT");
    check(strstr(wheel_last_error(), "is before minimum") != NULL, "and the message says so");
    c.minimum = dt(2023, 2, 30, 0, 0);
    c.maximum = dt(2100, 1, 1, 0, 0);
    check(wheel_date_picker_create(&c, &bad) == WHEEL_ERROR_INVALID_ARGUMENT &&
              strstr(wheel_last_error(), "minimum.day must be a number from 1 up to 28 for 2023-02, got 30") != NULL,
          "30 February names the field and its range");
    wheel_date_picker_configuration_init(&c);
    c.mode = 9;
    check(wheel_date_picker_create(&c, &bad) == WHEEL_ERROR_INVALID_ARGUMENT, "an unknown mode is refused");

    /* The clamp: 2024-02-28T11:30, maximum 2024-03-02T12:15, month Down: 11:30 stays. */
    for (int twelve = 0; twelve <= 1; twelve++) {
        wheel_date_picker_configuration_init(&c);
        c.value = dt(2024, 2, 28, 11, 30);
        c.maximum = dt(2024, 3, 2, 12, 15);
        c.twelve_hour = twelve;
        wheel_date_picker_t *p = make(&c);
        wheel_date_picker_key(p, WHEEL_KEY_RIGHT, 0);
        wheel_date_picker_key(p, WHEEL_KEY_DOWN, 0);
        run(p, 0, 2);
        wheel_date_value v;
        int64_t changes = 0;
        wheel_date_picker_get_date_value(p, &v, &changes);
        wheel_date_picker_event last;
        int n = value_changes(p, &last);
        check(same(v, dv(2024, 3, 2, 11, 30, 0)) && n == 1 && same(last.value, v) && changes == 1,
              twelve ? "12-hour clock: a limit keeps 11:30 (one event with the value)"
                     : "a limit keeps 11:30 on 2 March (one event with the value)");
        wheel_date_picker_destroy(p);
    }

    /* Every mode's components. */
    const int32_t modes[] = {WHEEL_DATE_MODE_DATE, WHEEL_DATE_MODE_TIME, WHEEL_DATE_MODE_DATE_AND_TIME,
                             WHEEL_DATE_MODE_MONTH_YEAR, WHEEL_DATE_MODE_DURATION};
    const int32_t counts[] = {3, 3, 6, 2, 3};
    for (int m = 0; m < 5; m++) {
        wheel_date_picker_configuration_init(&c);
        c.mode = modes[m];
        c.show_seconds = 1;
        wheel_date_picker_t *p = make(&c);
        int32_t count = 0;
        wheel_date_picker_component_count(p, &count);
        int has_day = 0;
        for (int32_t i = 0; i < count; i++) {
            wheel_picker_component pc;
            memset(&pc, 0, sizeof pc);
            pc.struct_size = sizeof pc;
            wheel_date_picker_get_component(p, i, &pc);
            if (pc.field == WHEEL_DATE_FIELD_DAY) has_day = 1;
        }
        char what[80];
        snprintf(what, sizeof what, "mode %d has %d components%s", (int)modes[m], (int)counts[m],
                 modes[m] == WHEEL_DATE_MODE_MONTH_YEAR ? ", none a day" : "");
        check(p != NULL && count == counts[m] && (modes[m] != WHEEL_DATE_MODE_MONTH_YEAR || !has_day), what);
        wheel_date_picker_destroy(p);
    }

    /* A duration up to 99:59:59, set at once: one event, now. */
    wheel_date_picker_configuration_init(&c);
    c.mode = WHEEL_DATE_MODE_DURATION;
    c.show_seconds = 1;
    c.value = dt(0, 0, 0, 1, 30);
    c.maximum.hour = 99;
    wheel_date_picker_t *d = make(&c);
    wheel_date_value longest = dv(0, 0, 0, 99, 59, 59);
    check(wheel_date_picker_set_value(d, &longest, 0) == WHEEL_OK, "set_value 99:59:59");
    wheel_date_value v;
    wheel_date_picker_get_date_value(d, &v, NULL);
    wheel_date_picker_event last;
    check(same(v, longest) && value_changes(d, &last) == 1 && same(last.value, longest),
          "a duration reaches 99:59:59 with one event carrying it");
    wheel_date_value hundred = dv(0, 0, 0, 100, 0, 0);
    check(wheel_date_picker_set_value(d, &hundred, 0) == WHEEL_ERROR_INVALID_ARGUMENT, "100 hours is refused");
    wheel_date_picker_destroy(d);

    /* set_value animated, then set_limits at run time: one event each, at rest. */
    wheel_date_picker_configuration_init(&c);
    c.minute_interval = 15;
    wheel_date_picker_t *p = make(&c);
    wheel_date_picker_get_date_value(p, &v, NULL);
    check(same(v, dv(2024, 2, 29, 9, 45, 0)), "09:41 on 15-minute steps shows 09:45 (the nearest step)");
    wheel_date_value target = dv(2030, 6, 15, 11, 38, 0);
    check(wheel_date_picker_set_value(p, &target, 1) == WHEEL_OK, "set_value animated");
    wheel_phase phase = WHEEL_PHASE_IDLE;
    wheel_date_picker_get_phase(p, &phase);
    check(phase == WHEEL_PHASE_SETTLING && value_changes(p, &last) == 0, "it settles; no event before it rests");
    run(p, 0, 2);
    wheel_date_picker_get_phase(p, &phase);
    check(phase == WHEEL_PHASE_IDLE && value_changes(p, &last) == 1 && same(last.value, dv(2030, 6, 15, 11, 45, 0)) &&
              last.adjusted == 1 && same(last.adjusted_from, target),
          "one event at rest: 11:45, adjusted from 11:38");
    wheel_date_value lo = dv(2000, 1, 1, 0, 0, 0), hi = dv(2025, 3, 10, 8, 0, 0);
    check(wheel_date_picker_set_limits(p, &lo, &hi, 0) == WHEEL_OK, "set_limits");
    run(p, 2, 2);
    wheel_date_picker_get_date_value(p, &v, NULL);
    check(same(v, hi) && value_changes(p, &last) == 1 && same(last.value, hi),
          "the value moves inside the new range with one event");
    check(wheel_date_picker_set_limits(p, &hi, &lo, 0) == WHEEL_ERROR_INVALID_ARGUMENT,
          "set_limits with the minimum after the maximum is refused");
    wheel_date_value seconds = dv(2024, 1, 1, 9, 0, 30);
    check(wheel_date_picker_set_value(p, &seconds, 0) == WHEEL_ERROR_INVALID_ARGUMENT &&
              strstr(wheel_last_error(), "without a seconds component") != NULL,
          "seconds the picker cannot show are refused");

    /* Semantics: the group with the value, each drum named. */
    wheel_semantics s;
    memset(&s, 0, sizeof s);
    s.struct_size = sizeof s;
    const char *name = NULL;
    check(wheel_date_picker_get_semantics(p, -1, &s, &name) == WHEEL_OK && strcmp(name, "Date and time") == 0 &&
              strcmp(s.value_text, "2025-03-10T08:00") == 0,
          "the picker is a group named Date and time whose value is the value");
    s.struct_size = sizeof s;
    check(wheel_date_picker_get_semantics(p, 1, &s, &name) == WHEEL_OK && strcmp(name, "Month") == 0 &&
              strstr(s.value_text, "March") != NULL && (s.actions & WHEEL_ACTION_INCREMENT),
          "the month drum is an adjustable node reading March");
    s.struct_size = sizeof s;
    check(wheel_date_picker_get_semantics(p, 9, &s, &name) == WHEEL_ERROR_OUT_OF_RANGE, "node 9 is out of range");
    check(wheel_date_picker_perform_action(p, 1, WHEEL_ACTION_DECREMENT, 0, 5) == WHEEL_OK, "decrement the month");
    run(p, 5, 2);
    wheel_date_picker_get_date_value(p, &v, NULL);
    check(v.month == 2 && value_changes(p, &last) == 1, "the month went back with one event");
    check(wheel_date_picker_set_value(p, NULL, 0) == WHEEL_ERROR_NULL_ARGUMENT, "a NULL value is refused");
    wheel_date_picker_destroy(p);
    check(wheel_date_picker_set_value(p, &target, 0) == WHEEL_ERROR_INVALID_HANDLE, "a destroyed picker is refused");
    return failed;
}
