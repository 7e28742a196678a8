/*
 * Issue 40 from C, against today's header (built with -Wall -Wextra -Werror by
 * scripts/c-api-check.sh): a date picker fits its texts with the host's measurer
 * (wheel_date_picker_set_measurer, ABI version 5) as a wheel does with wheel_set_measurer.
 * A measurer answering twice the built-in estimate must be called, must change how the texts
 * are fitted (the month no longer fits whole: it is elided, and every text drawn fits its
 * column by the host's measure), each text is asked once while it shows, a garbage answer
 * fails the render with WHEEL_ERROR_CALLBACK and an empty frame while the picker keeps working,
 * a non-zero return means the estimate, a call back into the picker is refused with
 * WHEEL_ERROR_BUSY, and NULL restores the estimate.
 * Prints one line per check; exits 1 when any failed.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "wheelcore.h"

static int failed = 0;

static void check(int ok, const char *what) {
    printf("%s: %s\n", ok ? "ok" : "FAILED", what);
    if (!ok) failed = 1;
}

/* What the test's measurer does and saw. */
typedef struct measurer_state {
    wheel_date_picker_t *picker;
    double factor;      /* answer factor x the built-in estimate */
    int answer;         /* the value to return (0: measured, non-zero: declined) */
    int garbage;        /* 1: answer a NaN width */
    int calls;          /* how many times it ran */
    int length_ok;      /* 0 once `length` was not the text's length */
    wheel_status reentry; /* what a call back into the picker answered (1 before any) */
} measurer_state;

/* The number of characters (code points) of a UTF-8 text: the estimate's unit. */
static size_t characters(const char *text, size_t length) {
    size_t n = 0;
    for (size_t i = 0; i < length; i++)
        if (((unsigned char)text[i] & 0xC0) != 0x80) n++;
    return n;
}

static int measure(void *user_data, const char *text, size_t length, double font_size, int32_t bold,
                   double *out_width, double *out_height) {
    measurer_state *s = user_data;
    (void)bold;
    s->calls++;
    if (strlen(text) != length) s->length_ok = 0;
    if (s->reentry == 1) {
        wheel_date_time value;
        s->reentry = wheel_date_picker_get_value(s->picker, &value, NULL);
    }
    *out_width = s->garbage ? NAN : s->factor * 0.6 * font_size * (double)characters(text, length);
    *out_height = 1.2 * font_size;
    return s->answer;
}

#define MAX_TEXTS 256

/* The texts of one frame, and where each is drawn. */
typedef struct texts {
    int count;
    char text[MAX_TEXTS][32];
    double x[MAX_TEXTS];
    double font_size[MAX_TEXTS];
} texts;

static wheel_status render(wheel_date_picker_t *picker, texts *out, int64_t *command_count) {
    wheel_frame frame;
    wheel_frame_init(&frame);
    wheel_status status = wheel_date_picker_render(picker, 1.0, 1, &frame);
    out->count = 0;
    *command_count = frame.command_count;
    for (int64_t i = 0; i < frame.command_count; i++) {
        const wheel_command *c = (const wheel_command *)((const char *)frame.commands + i * frame.command_size);
        if (c->kind != WHEEL_COMMAND_TEXT || out->count == MAX_TEXTS) continue;
        snprintf(out->text[out->count], sizeof out->text[0], "%s", c->u.text.text);
        out->x[out->count] = c->u.text.position.x;
        out->font_size[out->count] = c->u.text.font_size;
        out->count++;
    }
    return status;
}

static int has_text(const texts *t, const char *text) {
    for (int i = 0; i < t->count; i++)
        if (strcmp(t->text[i], text) == 0) return 1;
    return 0;
}

/* 1 when some text starts with `prefix` and ends with the ellipsis (U+2026). */
static int has_elided(const texts *t, const char *prefix) {
    for (int i = 0; i < t->count; i++) {
        size_t n = strlen(t->text[i]);
        if (strncmp(t->text[i], prefix, strlen(prefix)) == 0 && n >= 3 && strcmp(t->text[i] + n - 3, "\xE2\x80\xA6") == 0)
            return 1;
    }
    return 0;
}

static int same_texts(const texts *a, const texts *b) {
    if (a->count != b->count) return 0;
    for (int i = 0; i < a->count; i++)
        if (strcmp(a->text[i], b->text[i]) != 0) return 0;
    return 1;
}

int main(void) {
    check(wheel_abi_version() >= 5, "the library is ABI version 5 or later");
    wheel_date_picker_configuration config;
    wheel_date_picker_configuration_init(&config);
    wheel_date_picker_t *picker = NULL;
    if (wheel_date_picker_create(&config, &picker) != WHEEL_OK) {
        printf("FAILED: wheel_date_picker_create: %s\n", wheel_last_error());
        return 1;
    }
    /* Narrow enough that "February" fits its column by the estimate and not at twice it. */
    check(wheel_date_picker_set_viewport(picker, 0, 0, 640, 400) == WHEEL_OK, "set_viewport");
    static texts estimate, doubled, again, after, declined, restored;
    int64_t commands = 0;
    check(render(picker, &estimate, &commands) == WHEEL_OK, "render with the built-in estimate");
    check(has_text(&estimate, "February") && has_text(&estimate, "2024") && has_text(&estimate, "29"),
          "the estimate draws February, 2024 and 29 whole");

    measurer_state state = {picker, 2.0, 0, 0, 0, 1, 0};
    check(wheel_date_picker_set_measurer(picker, measure, &state) == WHEEL_OK, "set_measurer (twice the estimate)");
    check(render(picker, &doubled, &commands) == WHEEL_OK, "render with the host's measurer");
    check(state.calls > 0 && state.length_ok, "the measurer was called, with each text's length");
    check(!has_text(&doubled, "February") && has_elided(&doubled, "Feb"),
          "at twice the estimate the month is elided (\"Feb...\"), not drawn whole");
    /* Every text drawn fits the column it is drawn in, by the host's measure. */
    int fits = 1;
    int32_t count = 0;
    wheel_date_picker_component_count(picker, &count);
    for (int i = 0; i < doubled.count; i++) {
        for (int32_t k = 0; k < count; k++) {
            wheel_picker_component c;
            memset(&c, 0, sizeof c);
            c.struct_size = sizeof c;
            wheel_date_picker_get_component(picker, k, &c);
            if (doubled.x[i] < c.column.x || doubled.x[i] >= c.column.x + c.column.width) continue;
            double width = 2.0 * 0.6 * doubled.font_size[i] * (double)characters(doubled.text[i], strlen(doubled.text[i]));
            if (width > c.column.width) {
                printf("  \"%s\" is %.1f points wide in a column of %.1f\n", doubled.text[i], width, c.column.width);
                fits = 0;
            }
        }
    }
    check(fits, "every text drawn fits its column by the host's measure");

    int calls = state.calls;
    check(render(picker, &again, &commands) == WHEEL_OK && same_texts(&again, &doubled),
          "a second render draws the same texts");
    check(state.calls == calls, "a text that stays in view is not measured again");

    state.reentry = 1;
    state.garbage = 1;
    check(wheel_date_picker_set_measurer(picker, measure, &state) == WHEEL_OK, "set_measurer (a NaN answer)");
    wheel_status status = render(picker, &after, &commands);
    check(status == WHEEL_ERROR_CALLBACK, "a NaN width fails the render with WHEEL_ERROR_CALLBACK");
    check(strstr(wheel_last_error(), "wheel_date_picker_render") != NULL &&
              strstr(wheel_last_error(), "measure callback") != NULL,
          "the message names the function and the measure callback");
    printf("  %s\n", wheel_last_error());
    check(commands == 0, "the failed render hands out an empty frame");
    check(state.reentry == WHEEL_ERROR_BUSY, "a call back into the picker from the measurer is WHEEL_ERROR_BUSY");

    state.garbage = 0;
    check(wheel_date_picker_key(picker, WHEEL_KEY_UP, 0.0) == WHEEL_OK, "the picker takes a key after the failure");
    check(wheel_date_picker_advance(picker, 2.0) == WHEEL_OK, "and advances");
    check(render(picker, &after, &commands) == WHEEL_OK && commands > 0, "the next render with a good answer works");
    check(has_text(&after, "2018") && !has_text(&doubled, "2018") && has_elided(&after, "Feb"),
          "it draws the year drum turned to 2023 (2018 shows above it), the month fitted at twice the estimate");
    wheel_date_time value;
    check(wheel_date_picker_get_value(picker, &value, NULL) == WHEEL_OK && value.year == 2023 && value.month == 2 &&
              value.day == 28,
          "the value is 2023-02-28");

    state.answer = 1;
    check(wheel_date_picker_set_measurer(picker, measure, &state) == WHEEL_OK, "set_measurer (declining)");
    check(wheel_date_picker_set_measurer(picker, NULL, NULL) == WHEEL_OK, "set_measurer(NULL)");
    check(render(picker, &restored, &commands) == WHEEL_OK && has_text(&restored, "February"),
          "NULL restores the estimate: February whole again");
    check(wheel_date_picker_set_measurer(picker, measure, &state) == WHEEL_OK, "set_measurer (declining) again");
    check(render(picker, &declined, &commands) == WHEEL_OK && same_texts(&declined, &restored),
          "a measurer that declines (non-zero) draws as the estimate does");

    check(wheel_date_picker_set_measurer(NULL, measure, &state) == WHEEL_ERROR_NULL_ARGUMENT, "a NULL picker");
    wheel_date_picker_destroy(picker);
    check(wheel_date_picker_set_measurer(picker, measure, &state) == WHEEL_ERROR_INVALID_HANDLE,
          "a destroyed picker");
    return failed;
}
