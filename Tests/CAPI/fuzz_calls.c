/*
 * fuzz_calls.c: the C interface's random-call fuzzer (issue 46). It calls every exported
 * wheel_* function (scripts/c-api-check.sh compares `nm -u` of this program with `nm -D` of the
 * library and fails when an export is not called here) with hostile arguments: NaN, infinities,
 * subnormals, huge and negative numbers, indices just outside the items, enum values that do not
 * exist, NULL and destroyed handles, lying struct sizes and command sizes. The item-text,
 * item-content and measuring callbacks lie (fail, wrong lengths, invalid UTF-8, 5000-byte texts,
 * garbage sizes) and call back into their own wheel; items are inserted, removed and reloaded
 * while events are queued. After every call it checks, for every live wheel and date picker:
 *   - the state's indices lie within the count (-1 without items), its numbers are finite;
 *   - an idle wheel's centred item is its committed item;
 *   - every polled event names an item of the wheel (RELEASED: -1 and finite velocities) and
 *     no CENTRED or COMMITTED event repeats the item the previous event of its kind reported;
 *   - a frame's commands, points, vertices and indices lie within the frame, command_size is a
 *     multiple of the command's alignment, texts have the length they claim;
 *   - semantics of a wheel with items never speak an empty name;
 *   - a date picker's value lies within its range and each component's index within its count.
 * Usage: fuzz_calls [FIRST_SEED [SEEDS [CALLS_PER_SEED]]] (defaults 1 8 20000). Prints one line
 * per seed and a total; exits 1 at the first broken invariant, naming the seed, the call number
 * and the last call made, so `fuzz_calls SEED 1 CALLS` replays it.
 * Built with -std=c11 -Wall -Wextra -Werror -pedantic and -fsanitize=address,undefined.
 */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wheelcore.h"
#include "wheelcore_v1.h"

/* The library also exports the entry points older hosts call: version 1's configuration
 * initialiser and version 2's semantics (see wheelcore_v1.h), under versioned names and under
 * the names those hosts call (the header's macros of those names mean today's; the parentheses
 * below name the exported functions). */
wheel_status wheel_configuration_init_v1(wheel_v1_configuration *config);
wheel_status wheel_get_semantics_v2(wheel_t *wheel, wheel_v2_semantics *out_semantics);
#undef wheel_get_semantics
wheel_status (wheel_configuration_init)(wheel_v1_configuration *config);
wheel_status wheel_get_semantics(wheel_t *wheel, wheel_v2_semantics *out_semantics);

/* ---- random numbers (splitmix64: the same seed gives the same run everywhere) ---- */

static uint64_t rng_state;

static uint64_t next_u64(void) {
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static uint32_t below(uint32_t n) { return n == 0 ? 0 : (uint32_t)(next_u64() % n); }
static int chance(uint32_t percent) { return below(100) < percent; }
static double unit(void) { return (double)(next_u64() >> 11) / 9007199254740992.0; }

static const double hostile_doubles[] = {
    0.0, -0.0, 1.0, -1.0, 0.5, 1e-300, 5e-324, -5e-324, 1e-12, DBL_MAX, -DBL_MAX, 1e300, -1e300,
    1e7, -1e7, 1.0000001e7, 60.0, 60.000001, 64.0, 64.0001, 4096.0, 1e15, 2.5e-9};

/* A number: mostly ordinary (in [-range, range]), sometimes hostile. */
static double any_double(double range) {
    uint32_t r = below(100);
    if (r < 70) return (unit() * 2.0 - 1.0) * range;
    if (r < 80) return r & 1 ? NAN : (r & 2 ? INFINITY : -INFINITY);
    return hostile_doubles[below(sizeof hostile_doubles / sizeof hostile_doubles[0])];
}

static int64_t any_index(int64_t count) {
    switch (below(12)) {
    case 0: return -1;
    case 1: return count;
    case 2: return count + 1;
    case 3: return INT64_MIN;
    case 4: return INT64_MAX;
    case 5: return (int64_t)1 << 50;
    case 6: return ((int64_t)1 << 50) + 1;
    case 7: return count - 1;
    default: return count > 0 ? (int64_t)(next_u64() % (uint64_t)count) : 0;
    }
}

static int32_t any_enum(int32_t valid_count) {
    switch (below(10)) {
    case 0: return -1;
    case 1: return valid_count;
    case 2: return INT32_MIN;
    case 3: return INT32_MAX;
    default: return (int32_t)below((uint32_t)valid_count);
    }
}

/* ---- the host: items and lying callbacks ---- */

enum text_mode {
    TEXT_HONEST, TEXT_FAIL, TEXT_WRONG_LENGTH, TEXT_HUGE_LENGTH, TEXT_INVALID_UTF8, TEXT_LONG,
    TEXT_REENTER, TEXT_EMPTY, TEXT_MODES
};
enum measure_mode { MEASURE_HONEST, MEASURE_REFUSE, MEASURE_GARBAGE, MEASURE_HUGE, MEASURE_REENTER, MEASURE_MODES };

#define MAX_WHEELS 4
#define MAX_PICKERS 2

typedef struct host {
    wheel_t *wheel;
    int v1;                /* created through version 1's configuration: version 1 structs out */
    int64_t count;         /* the items the host has (its item-text callback answers for these) */
    unsigned generation;   /* bumped by each item change, so texts change */
    int text_mode;
    int content_mode;      /* -1: no content callback */
    int measure_mode;      /* -1: the built-in estimate */
    int64_t last_centred;  /* the item of the last CENTRED event polled, or -2 */
    int64_t last_committed;
} host;

typedef struct picker_host {
    wheel_date_picker_t *picker;
    wheel_date_time minimum, maximum;
    int measure_mode;
} picker_host;

static host hosts[MAX_WHEELS];
static picker_host pickers[MAX_PICKERS];
static wheel_t *dead_wheels[8];
static wheel_date_picker_t *dead_pickers[4];
static double clock_now;
static long calls, seed_calls;
static unsigned long long current_seed;
static const char *last_call = "";
static int failures;
static long reentry_calls;
static int trace; /* FUZZ_TRACE=1: print every call and the wheels' states after it */

static void fail(const char *what, long long a, long long b) {
    fprintf(stderr, "fuzz_calls: seed %llu, call %ld (after %s): %s (%lld, %lld); last error: %s\n", current_seed,
            seed_calls, last_call, what, a, b, wheel_last_error());
    failures++;
    exit(1);
}

static host *host_of(void *user_data) { return (host *)user_data; }

static size_t item_text(void *user_data, int64_t index, wheel_text_role role, char *buffer, size_t capacity) {
    host *h = host_of(user_data);
    char text[6000];
    size_t n, i;
    if (index < 0 || index >= h->count) fail("the item-text callback was asked for an item the host lacks", index, h->count);
    if (role != WHEEL_TEXT_SECTOR && role != WHEEL_TEXT_LABEL) fail("the item-text callback got a role that does not exist", role, 0);
    if (buffer == NULL && capacity > 0) fail("the item-text callback got a NULL buffer", (long long)capacity, 0);
    switch (h->text_mode) {
    case TEXT_FAIL: return WHEEL_TEXT_FAILED;
    case TEXT_REENTER: {
        wheel_state s = wheel_state_init();
        reentry_calls++;
        if (wheel_get_state(h->wheel, &s) != WHEEL_ERROR_BUSY) fail("a call from the item-text callback was not BUSY", 0, 0);
        if (wheel_advance(h->wheel, clock_now + 1) != WHEEL_ERROR_BUSY) fail("advance from a callback was not BUSY", 0, 0);
        break;
    }
    default: break;
    }
    if (h->text_mode == TEXT_LONG) {
        for (i = 0; i < 5000; i++) text[i] = (char)('a' + (index + (int64_t)i) % 26);
        text[5000] = '\0';
        n = 5000;
    } else if (h->text_mode == TEXT_EMPTY) {
        text[0] = '\0';
        n = 0;
    } else {
        int k = snprintf(text, sizeof text, role == WHEEL_TEXT_SECTOR ? "%lld" : "Item %lld g%u", (long long)index,
                         h->generation);
        n = k < 0 ? 0 : (size_t)k;
    }
    if (h->text_mode == TEXT_INVALID_UTF8 && n >= 2) {
        text[0] = (char)0xC3;
        text[1] = (char)0x28;
    }
    if (capacity > 0) {
        size_t m = n < capacity - 1 ? n : capacity - 1;
        memcpy(buffer, text, m);
        buffer[m] = '\0';
    }
    if (h->text_mode == TEXT_WRONG_LENGTH) return n + 3 < capacity ? n + 3 : n / 2;
    if (h->text_mode == TEXT_HUGE_LENGTH) return (size_t)-2;
    return n;
}

static int item_content(void *user_data, int64_t index, wheel_item_content *content) {
    host *h = host_of(user_data);
    static char detail[10000];
    if (index < 0 || index >= h->count) fail("the item-content callback was asked for an item the host lacks", index, h->count);
    if (content == NULL || content->struct_size < sizeof(uint32_t)) fail("the item-content callback got no room", 0, 0);
    switch (h->content_mode) {
    case 1: return 1;
    case 2:
        memset(detail, 0xFF, sizeof detail - 1);
        detail[sizeof detail - 1] = '\0';
        if (WHEEL_ITEM_CONTENT_HAS(content, detail_text)) content->detail_text = detail;
        if (WHEEL_ITEM_CONTENT_HAS(content, image_key)) content->image_key = detail + 5000;
        return 0;
    case 3:
        reentry_calls++;
        if (wheel_jump_to_item(h->wheel, 0) != WHEEL_ERROR_BUSY) fail("jump from the content callback was not BUSY", 0, 0);
        return 0;
    default:
        if (WHEEL_ITEM_CONTENT_HAS(content, has_accent)) content->has_accent = (int32_t)(index % 2);
        if (WHEEL_ITEM_CONTENT_HAS(content, accent)) {
            content->accent.r = (uint8_t)index;
            content->accent.a = 255;
        }
        if (WHEEL_ITEM_CONTENT_HAS(content, detail_text)) content->detail_text = index % 3 ? "detail" : NULL;
        if (WHEEL_ITEM_CONTENT_HAS(content, image_key)) content->image_key = index % 4 ? "img.png" : NULL;
        return 0;
    }
}

static int measure(int mode, const char *text, size_t length, double font_size, double *w, double *h) {
    if (text == NULL || strlen(text) != length) fail("a measurer got a text whose length is not the one given", (long long)length, 0);
    if (!(font_size > 0) || !isfinite(font_size)) fail("a measurer got a bad font size", (long long)font_size, 0);
    switch (mode) {
    case MEASURE_REFUSE: return 1;
    case MEASURE_GARBAGE:
        *w = below(2) ? NAN : -1.0;
        *h = below(2) ? INFINITY : 12.0;
        return 0;
    case MEASURE_HUGE:
        *w = 1e300;
        *h = 1e300;
        return 0;
    default:
        *w = 0.55 * font_size * (double)length;
        *h = 1.25 * font_size;
        return 0;
    }
}

static int wheel_measure(void *user_data, const char *text, size_t length, double font_size, int32_t bold,
                         double *out_width, double *out_height) {
    host *h = host_of(user_data);
    if (bold != 0 && bold != 1) fail("the measurer got a bold flag that is not 0 or 1", bold, 0);
    if (h->measure_mode == MEASURE_REENTER) {
        wheel_frame f;
        wheel_frame_init(&f);
        reentry_calls++;
        if (wheel_render(h->wheel, 1, 0, &f) != WHEEL_ERROR_BUSY) fail("render from the measurer was not BUSY", 0, 0);
    }
    return measure(h->measure_mode, text, length, font_size, out_width, out_height);
}

static int picker_measure(void *user_data, const char *text, size_t length, double font_size, int32_t bold,
                          double *out_width, double *out_height) {
    picker_host *p = (picker_host *)user_data;
    (void)bold;
    if (p->measure_mode == MEASURE_REENTER) {
        reentry_calls++;
        if (wheel_date_picker_advance(p->picker, clock_now) != WHEEL_ERROR_BUSY) fail("picker call from its measurer was not BUSY", 0, 0);
    }
    return measure(p->measure_mode, text, length, font_size, out_width, out_height);
}

/* ---- invariants ---- */

/* An out-struct buffer: big, aligned, and filled with a byte pattern before each call. */
typedef union out_buffer {
    unsigned char bytes[4096];
    double align_double;
    int64_t align_int;
    void *align_pointer;
    wheel_event event;
    wheel_state state;
    wheel_geometry geometry;
    wheel_hit hit;
    wheel_semantics semantics;
    wheel_configuration configuration;
    wheel_style style;
    wheel_frame frame;
    wheel_picker_component component;
    wheel_date_picker_configuration picker_configuration;
    wheel_v1_event v1_event;
    wheel_v1_state v1_state;
    wheel_v1_frame v1_frame;
    wheel_v2_semantics v2_semantics;
    wheel_v1_configuration v1_configuration;
} out_buffer;

static void fresh(out_buffer *b, uint32_t struct_size) {
    memset(b, 0xA5, sizeof *b);
    memcpy(b->bytes, &struct_size, sizeof struct_size);
}

/* A struct_size: mostly the right one, sometimes one the library must refuse or serve partly. */
static uint32_t any_size(uint32_t right) {
    switch (below(14)) {
    case 0: return 0;
    case 1: return 4;
    case 2: return right - 1;
    case 3: return right + 8;
    case 4: return right / 2;
    case 5: return 4096;
    case 6: return 0xFFFFFFFFu;
    default: return right;
    }
}

static void check_state(host *h) {
    wheel_state s;
    int64_t count, centred, committed;
    int32_t phase;
    double angle, velocity, time;
    if (h->v1) {
        wheel_v1_state v;
        if (wheel_get_state(h->wheel, (wheel_state *)(void *)&v) != WHEEL_OK) fail("wheel_get_state failed on a live wheel", 0, 0);
        count = v.item_count; centred = v.centred_item; committed = v.committed_item; phase = v.phase;
        angle = v.angle; velocity = v.angular_velocity; time = v.time;
    } else {
        s = wheel_state_init();
        if (wheel_get_state(h->wheel, &s) != WHEEL_OK) fail("wheel_get_state failed on a live wheel", 0, 0);
        count = s.item_count; centred = s.centred_item; committed = s.committed_item; phase = s.phase;
        angle = s.angle; velocity = s.angular_velocity; time = s.time;
    }
    if (count != h->count) fail("the state's item_count is not the host's", count, h->count);
    if (count == 0 && (centred != -1 || committed != -1)) fail("an empty wheel names an item", centred, committed);
    if (count > 0 && (centred < 0 || centred >= count)) fail("centred_item outside the items", centred, count);
    if (count > 0 && (committed < 0 || committed >= count)) fail("committed_item outside the items", committed, count);
    if (!isfinite(angle) || !isfinite(velocity) || !isfinite(time)) fail("a state number is not finite", 0, 0);
    if (phase < WHEEL_PHASE_IDLE || phase > WHEEL_PHASE_SETTLING) fail("phase is not a WHEEL_PHASE_*", phase, 0);
    if (phase == WHEEL_PHASE_IDLE && velocity != 0) fail("an idle wheel has a velocity", (long long)velocity, 0);
    if (phase == WHEEL_PHASE_IDLE && centred != committed) fail("an idle wheel's centred item is not its committed item", centred, committed);
}

static void check_event(host *h, int32_t type, int64_t item, double vx, double vy, double omega, double time) {
    if (!isfinite(time)) fail("an event's time is not finite", 0, 0);
    switch (type) {
    case WHEEL_EVENT_CENTRED:
    case WHEEL_EVENT_COMMITTED:
        if (item < 0 || item >= h->count) fail("an event names an item the wheel lacks", item, h->count);
        if (type == WHEEL_EVENT_CENTRED) {
            if (item == h->last_centred) fail("a CENTRED event repeats the item it just reported", item, 0);
            h->last_centred = item;
        } else {
            if (item == h->last_committed) fail("a COMMITTED event repeats the item it just reported", item, 0);
            h->last_committed = item;
        }
        break;
    case WHEEL_EVENT_RELEASED:
        if (item != -1) fail("a RELEASED event names an item", item, 0);
        if (!isfinite(vx) || !isfinite(vy) || !isfinite(omega)) fail("a RELEASED velocity is not finite", 0, 0);
        break;
    default: fail("an event type that does not exist", type, 0);
    }
}

/* Takes up to `limit` events with a hostile struct_size now and then. */
static void poll_events(host *h, int limit) {
    while (limit-- > 0) {
        out_buffer b;
        int32_t r;
        uint32_t size = h->v1 ? 0 : any_size((uint32_t)sizeof(wheel_event));
        fresh(&b, size);
        r = wheel_poll_event(h->wheel, &b.event);
        if (r == 0) return;
        if (r < 0) {
            if (r != WHEEL_ERROR_STRUCT_SIZE || h->v1 || size >= sizeof(wheel_event)) fail("wheel_poll_event failed", r, size);
            continue;
        }
        if (r != 1) fail("wheel_poll_event returned neither 0, 1 nor an error", r, 0);
        if (h->v1) {
            check_event(h, b.v1_event.type, b.v1_event.item, b.v1_event.velocity_x, b.v1_event.velocity_y,
                        b.v1_event.angular_velocity, b.v1_event.time);
        } else {
            wheel_event e;
            uint32_t written = b.event.struct_size;
            if (written > size || written < 8) fail("wheel_poll_event wrote a struct_size outside the host's", written, size);
            e = wheel_event_init();
            memcpy(&e, b.bytes, written < sizeof e ? written : sizeof e);
            if (written < sizeof e) continue; /* a short host sees only the first fields */
            check_event(h, e.type, e.item, e.velocity_x, e.velocity_y, e.angular_velocity, e.time);
        }
    }
}

static void check_frame(const wheel_frame *f) {
    int64_t i;
    const unsigned char *base = (const unsigned char *)f->commands;
    if (f->command_count < 0 || f->point_count < 0 || f->vertex_count < 0 || f->index_count < 0) fail("a negative count in a frame", 0, 0);
    if (f->index_count % 3 != 0) fail("a frame's index count is not a multiple of 3", f->index_count, 0);
    if (f->command_count > 0 && base == NULL) fail("a frame with commands but no command pointer", 0, 0);
    if (f->command_size < sizeof(wheel_command) || f->command_size % _Alignof(wheel_command) != 0)
        fail("a frame's command_size is not a whole, aligned command", f->command_size, 0);
    for (i = 0; i < f->index_count; i++)
        if (f->indices[i] < 0 || f->indices[i] >= f->vertex_count) fail("an index outside the vertices", f->indices[i], f->vertex_count);
    for (i = 0; i < f->vertex_count; i++)
        if (!isfinite(f->vertices[i].x) || !isfinite(f->vertices[i].y)) fail("a vertex is not finite", i, 0);
    for (i = 0; i < f->command_count; i++) {
        const wheel_command *c = (const wheel_command *)(const void *)(base + (size_t)i * f->command_size);
        if (c->index_count < 0 || c->first_index < 0 || (int64_t)c->first_index + c->index_count > f->index_count)
            fail("a command's triangles lie outside the frame", c->first_index, c->index_count);
        if (c->kind == WHEEL_COMMAND_TEXT) {
            if (c->u.text.text == NULL || (int64_t)strlen(c->u.text.text) != c->u.text.length)
                fail("a text command's length is not its text's", c->u.text.length, 0);
            if (!isfinite(c->u.text.position.x) || !isfinite(c->u.text.position.y) || !isfinite(c->u.text.font_size))
                fail("a text command's position is not finite", i, 0);
        } else if (c->kind == WHEEL_COMMAND_IMAGE) {
            if (c->u.image.key == NULL || (int64_t)strlen(c->u.image.key) != c->u.image.key_length)
                fail("an image command's key length is not its key's", c->u.image.key_length, 0);
        } else if (c->kind == WHEEL_COMMAND_POLYLINE || c->kind == WHEEL_COMMAND_FILL_POLYGON) {
            if (c->u.path.first_point < 0 || c->u.path.point_count < 0 ||
                (int64_t)c->u.path.first_point + c->u.path.point_count > f->point_count)
                fail("a path's points lie outside the frame", c->u.path.first_point, c->u.path.point_count);
        } else if (c->kind < WHEEL_COMMAND_UNKNOWN || c->kind > WHEEL_COMMAND_IMAGE) {
            fail("a command kind that does not exist", c->kind, 0);
        }
    }
}

static void check_v1_frame(const wheel_v1_frame *f) {
    int64_t i;
    for (i = 0; i < f->index_count; i++)
        if (f->indices[i] < 0 || f->indices[i] >= f->vertex_count) fail("a v1 index outside the vertices", f->indices[i], f->vertex_count);
    for (i = 0; i < f->command_count; i++) {
        const wheel_v1_command *c = &f->commands[i];
        if (c->first_index < 0 || c->index_count < 0 || c->first_index + c->index_count > f->index_count)
            fail("a v1 command's triangles lie outside the frame", c->first_index, c->index_count);
        if (c->kind == WHEEL_COMMAND_TEXT && (c->text == NULL || (int64_t)strlen(c->text) != c->text_length))
            fail("a v1 text command's length is not its text's", c->text_length, 0);
    }
}

static int date_before(wheel_date_time a, wheel_date_time b) {
    int32_t x[5], y[5], i;
    x[0] = a.year; x[1] = a.month; x[2] = a.day; x[3] = a.hour; x[4] = a.minute;
    y[0] = b.year; y[1] = b.month; y[2] = b.day; y[3] = b.hour; y[4] = b.minute;
    for (i = 0; i < 5; i++)
        if (x[i] != y[i]) return x[i] < y[i];
    return 0;
}

static void check_picker(picker_host *p) {
    wheel_date_time v;
    int64_t changes = -1;
    int32_t n = 0, i, focused = 0;
    if (wheel_date_picker_get_value(p->picker, &v, &changes) != WHEEL_OK) fail("get_value failed on a live picker", 0, 0);
    if (changes < 0) fail("a negative change count", changes, 0);
    if (v.month < 1 || v.month > 12 || v.day < 1 || v.day > 31 || v.hour < 0 || v.hour > 23 || v.minute < 0 || v.minute > 59)
        fail("a date picker value outside the calendar", v.month, v.day);
    if (date_before(v, p->minimum) || date_before(p->maximum, v)) fail("a date picker value outside its range", v.year, v.month);
    if (wheel_date_picker_component_count(p->picker, &n) != WHEEL_OK || (n != 5 && n != 6)) fail("a component count not 5 or 6", n, 0);
    for (i = 0; i < n; i++) {
        wheel_picker_component c;
        memset(&c, 0, sizeof c);
        c.struct_size = (uint32_t)sizeof c;
        if (wheel_date_picker_get_component(p->picker, i, &c) != WHEEL_OK) fail("get_component failed", i, 0);
        if (c.count <= 0 || c.index < 0 || c.index >= c.count) fail("a component's index outside its count", c.index, c.count);
        if (c.phase < WHEEL_PHASE_IDLE || c.phase > WHEEL_PHASE_SETTLING) fail("a component phase that does not exist", c.phase, 0);
        if (memchr(c.text, '\0', sizeof c.text) == NULL) fail("a component text without its NUL", i, 0);
        focused += c.focused;
    }
    if (focused != 1) fail("not exactly one component is focused", focused, 0);
}

static void check_all(void) {
    int i;
    for (i = 0; i < MAX_WHEELS; i++)
        if (hosts[i].wheel) check_state(&hosts[i]);
    for (i = 0; i < MAX_PICKERS; i++)
        if (pickers[i].picker) check_picker(&pickers[i]);
}

/* ---- the calls ---- */

static wheel_t *some_wheel_handle(host **out) {
    uint32_t r = below(100);
    *out = NULL;
    if (r < 3) return NULL;
    if (r < 7) return dead_wheels[below(8)];
    if (r < 9) return (wheel_t *)(uintptr_t)0x5EE10008u; /* a handle value never handed out */
    {
        host *h = &hosts[below(MAX_WHEELS)];
        if (h->wheel) *out = h;
        return h->wheel;
    }
}

static void expect(wheel_status status, host *h) {
    if (status > 0 || status < WHEEL_ERROR_CALLBACK) fail("a status that does not exist", status, 0);
    if (status != WHEEL_OK && wheel_last_error()[0] == '\0') fail("a failure without a message", status, 0);
    if (h == NULL && status == WHEEL_OK) fail("a call on a NULL or dead handle succeeded", 0, 0);
    if (strcmp(wheel_status_name(status), "unknown status") == 0) fail("a status without a name", status, 0);
    (void)wheel_status_message(status);
}

static double any_time(void) {
    if (chance(90)) {
        clock_now += unit() * (chance(10) ? 2.0 : 0.02);
        return clock_now;
    }
    return any_double(1e6);
}

static void make_wheel(host *h) {
    out_buffer b;
    wheel_status st;
    wheel_t *w = NULL;
    int64_t count = chance(10) ? 0 : (chance(5) ? ((int64_t)1 << 50) - (int64_t)below(2) : (int64_t)below(60));
    memset(h, 0, sizeof *h);
    h->last_centred = h->last_committed = -2;
    h->content_mode = -1;
    h->measure_mode = -1;
    h->text_mode = chance(70) ? TEXT_HONEST : (int)below(TEXT_MODES);
    memset(&b, 0, sizeof b);
    if (chance(15)) {
        last_call = "wheel_configuration_init_v1";
        if (wheel_configuration_init_v1(&b.v1_configuration) != WHEEL_OK) fail("v1 init failed", 0, 0);
        h->v1 = 1;
        b.v1_configuration.item_count = count;
        b.v1_configuration.looping = chance(50);
        b.v1_configuration.initial_item = any_index(count);
    } else {
        last_call = "wheel_configuration_init_sized";
        st = wheel_configuration_init_sized(&b.configuration, chance(95) ? sizeof b.configuration : any_size(sizeof b.configuration));
        if (st != WHEEL_OK) { expect(st, h); return; }
        b.configuration.item_count = chance(95) ? count : any_index(count);
        b.configuration.looping = chance(95) ? (int32_t)below(2) : any_enum(2);
        b.configuration.initial_item = any_index(count);
        if (chance(40)) b.configuration.geometry = WHEEL_GEOMETRY_DRUM;
        if (chance(10)) b.configuration.sectors_per_turn = any_double(400);
        if (chance(10)) b.configuration.show_detail_text = any_enum(2);
        if (chance(5)) b.configuration.struct_size = any_size((uint32_t)sizeof b.configuration);
        count = b.configuration.item_count;
    }
    h->count = count;
    last_call = "wheel_create";
    st = wheel_create(chance(2) ? NULL : &b.configuration, chance(2) ? NULL : item_text, h, chance(2) ? NULL : &w);
    if (st != WHEEL_OK) {
        if (w != NULL) fail("a failed wheel_create left a handle", 0, 0);
        memset(h, 0, sizeof *h);
        return;
    }
    h->wheel = w;
}

static void destroy_wheel(host *h) {
    last_call = "wheel_destroy";
    if (wheel_destroy(h->wheel) != WHEEL_OK) fail("wheel_destroy failed", 0, 0);
    dead_wheels[below(8)] = h->wheel;
    memset(h, 0, sizeof *h);
    if (wheel_destroy(dead_wheels[0]) == WHEEL_OK && dead_wheels[0] != NULL) fail("destroying a destroyed wheel succeeded", 0, 0);
}

static wheel_date_time any_date(void) {
    wheel_date_time d;
    d.year = chance(90) ? 1900 + (int32_t)below(300) : any_enum(10001);
    d.month = chance(90) ? 1 + (int32_t)below(12) : any_enum(13);
    d.day = chance(90) ? 1 + (int32_t)below(28) : any_enum(32);
    d.hour = chance(90) ? (int32_t)below(24) : any_enum(24);
    d.minute = chance(90) ? (int32_t)below(60) : any_enum(60);
    return d;
}

static void make_picker(picker_host *p) {
    out_buffer b;
    wheel_status st;
    wheel_date_picker_t *dp = NULL;
    memset(p, 0, sizeof *p);
    memset(&b, 0, sizeof b);
    last_call = "wheel_date_picker_configuration_init_sized";
    st = wheel_date_picker_configuration_init_sized(&b.picker_configuration,
                                                    chance(95) ? sizeof b.picker_configuration : any_size(sizeof b.picker_configuration));
    if (st != WHEEL_OK) return;
    if (chance(50)) b.picker_configuration.minute_interval = chance(80) ? (int32_t)(1 + below(30)) : any_enum(61);
    if (chance(30)) b.picker_configuration.twelve_hour = chance(80) ? (int32_t)below(2) : any_enum(2);
    if (chance(30)) b.picker_configuration.geometry = any_enum(2);
    if (chance(60)) b.picker_configuration.value = any_date();
    if (chance(40)) b.picker_configuration.minimum = any_date();
    if (chance(40)) b.picker_configuration.maximum = any_date();
    last_call = "wheel_date_picker_create";
    st = wheel_date_picker_create(chance(2) ? NULL : &b.picker_configuration, chance(2) ? NULL : &dp);
    if (st != WHEEL_OK) {
        if (dp != NULL) fail("a failed wheel_date_picker_create left a handle", 0, 0);
        return;
    }
    p->picker = dp;
    p->minimum = b.picker_configuration.minimum;
    p->maximum = b.picker_configuration.maximum;
    p->measure_mode = -1;
}

/* Renders a wheel with hostile arguments and checks the frame. */
static void call_render(wheel_t *w, host *h) {
    out_buffer b;
    wheel_status st;
    double scale = chance(85) ? 0.5 + unit() * 3 : any_double(100);
    int32_t aa = chance(90) ? (int32_t)below(2) : any_enum(2);
    last_call = "wheel_render";
    if (h && h->v1) {
        memset(&b, 0, sizeof b);
        st = wheel_render(w, scale, aa, &b.frame);
        expect(st, h);
        if (st == WHEEL_OK) check_v1_frame(&b.v1_frame);
        return;
    }
    memset(&b, 0, sizeof b);
    wheel_frame_init(&b.frame);
    if (chance(10)) b.frame.struct_size = any_size((uint32_t)sizeof(wheel_frame));
    if (chance(10)) {
        static const uint32_t sizes[] = {0, 1, 71, 72, 77, 79, 80, 84, 96, 248, 4095, 4096, 4097};
        b.frame.command_size = sizes[below(sizeof sizes / sizeof sizes[0])];
    }
    st = wheel_render(chance(2) ? NULL : w, scale, aa, chance(2) ? NULL : &b.frame);
    expect(st, h);
    if (st == WHEEL_OK) check_frame(&b.frame);
}

static void call_semantics(wheel_t *w, host *h) {
    out_buffer b;
    wheel_status st;
    if (chance(20)) {
        last_call = "wheel_get_semantics_v2";
        memset(&b, 0, sizeof b);
        st = chance(50) ? wheel_get_semantics_v2(w, chance(3) ? NULL : &b.v2_semantics)
                        : wheel_get_semantics(w, chance(3) ? NULL : &b.v2_semantics);
        expect(st, h);
        return;
    }
    last_call = "wheel_get_semantics3";
    fresh(&b, any_size((uint32_t)sizeof(wheel_semantics)));
    st = wheel_get_semantics3(w, chance(3) ? NULL : &b.semantics);
    expect(st, h);
    if (st == WHEEL_OK && b.semantics.struct_size >= sizeof(wheel_semantics)) {
        const char *text = b.semantics.value_text;
        if (text == NULL) fail("semantics without a value text", 0, 0);
        if (h && h->count > 0 && h->text_mode != TEXT_EMPTY && (text[0] == ',' || text[0] == '\0'))
            fail("semantics speak an empty name for an item", h->count, (long long)b.semantics.value);
        if (h && h->count > 0 && !(b.semantics.value >= 1 && b.semantics.value <= (double)h->count))
            fail("the semantics value lies outside 1 ... item_count", (long long)b.semantics.value, h->count);
    }
}

/* An item change: the host changes its items first, then tells the wheel; a refused change is
 * undone. Often done while events are queued (they are polled later). */
static void call_item_change(wheel_t *w, host *h) {
    int64_t old = h ? h->count : 0, index, count, next;
    wheel_status st;
    uint32_t kind = below(3);
    if (!h) {
        last_call = "wheel_reload_items (dead)";
        expect(wheel_reload_items(w, 3), h);
        return;
    }
    index = chance(80) ? (old > 0 ? (int64_t)below((uint32_t)(old < 100 ? old + 1 : 100)) : 0) : any_index(old);
    count = chance(80) ? (int64_t)below(12) : any_index(old);
    if (chance(5)) index = old; /* at the end: count 0 is allowed there */
    h->generation++;
    if (kind == 0) {
        next = chance(85) ? (int64_t)below(60) : any_index(old);
        h->count = next >= 0 && next <= ((int64_t)1 << 50) ? next : old;
        last_call = "wheel_reload_items";
        st = wheel_reload_items(w, next);
        if (st == WHEEL_OK && h->count != next) fail("reload accepted a count outside 0 ... 2^50", next, 0);
    } else if (kind == 1) {
        int ok = index >= 0 && index <= old && count >= 0 && count <= ((int64_t)1 << 50) - old;
        if (ok) h->count = old + count;
        last_call = "wheel_insert_items";
        st = wheel_insert_items(w, index, count);
        if ((st == WHEEL_OK) != ok) fail("insert_items' answer is not the header's rule", index, count);
    } else {
        int ok = index >= 0 && count >= 0 && index <= old && count <= old - index;
        if (ok) h->count = old - count;
        last_call = "wheel_remove_items";
        st = wheel_remove_items(w, index, count);
        if ((st == WHEEL_OK) != ok) fail("remove_items' answer is not the header's rule (index + count <= item_count)", index, count);
    }
    if (st != WHEEL_OK) h->count = old;
    /* The indices the host saw before the change name other items now: a queued event may name
     * an index the host saw for another item. */
    if (st == WHEEL_OK) h->last_centred = h->last_committed = -2;
    expect(st, h);
}

static void one_wheel_call(void) {
    host *h;
    wheel_t *w = some_wheel_handle(&h);
    out_buffer b;
    wheel_status st;
    switch (below(30)) {
    case 0:
        if (h && chance(30)) destroy_wheel(h);
        else if (!h) {
            int i;
            for (i = 0; i < MAX_WHEELS; i++)
                if (!hosts[i].wheel) { make_wheel(&hosts[i]); break; }
        }
        return;
    case 1:
        last_call = "wheel_set_configuration";
        memset(&b, 0, sizeof b);
        wheel_configuration_init_sized(&b.configuration, sizeof b.configuration);
        if (h && !h->v1 && chance(60)) wheel_get_configuration(w, &b.configuration);
        switch (below(8)) {
        case 0: b.configuration.looping = chance(90) ? (int32_t)below(2) : any_enum(2); break;
        case 1: b.configuration.sectors_per_turn = chance(70) ? 3 + below(358) : any_double(1000); break;
        case 2: b.configuration.geometry = any_enum(2); break;
        case 3: b.configuration.drum_item_extent = any_double(2000); break;
        case 4: b.configuration.centred_hysteresis = any_double(1); break;
        case 5: b.configuration.physics.fling_drag = any_double(10); break;
        case 6: b.configuration.struct_size = any_size((uint32_t)sizeof(wheel_configuration)); break;
        default: b.configuration.tap_slop = any_double(2000); break;
        }
        st = wheel_set_configuration(w, chance(2) ? NULL : &b.configuration);
        expect(st, h);
        return;
    case 2:
        last_call = "wheel_get_configuration";
        fresh(&b, any_size((uint32_t)sizeof(wheel_configuration)));
        expect(wheel_get_configuration(w, chance(2) ? NULL : &b.configuration), h);
        return;
    case 3:
        last_call = "wheel_set_style";
        memset(&b, 0, sizeof b);
        wheel_style_init_sized(&b.style, chance(90) ? sizeof b.style : any_size(sizeof b.style));
        b.style.marker.a = (uint8_t)below(256);
        if (chance(10)) b.style.struct_size = any_size((uint32_t)sizeof(wheel_style));
        expect(wheel_set_style(w, chance(2) ? NULL : &b.style), h);
        return;
    case 4:
        last_call = "wheel_get_style";
        fresh(&b, any_size((uint32_t)sizeof(wheel_style)));
        expect(wheel_get_style(w, chance(2) ? NULL : &b.style), h);
        return;
    case 5:
        last_call = "wheel_set_measurer";
        if (h) h->measure_mode = chance(30) ? -1 : (int)below(MEASURE_MODES);
        expect(wheel_set_measurer(w, h && h->measure_mode < 0 ? NULL : wheel_measure, h), h);
        return;
    case 6:
        last_call = "wheel_set_item_content_callback";
        if (h) h->content_mode = chance(30) ? -1 : (int)below(4);
        expect(wheel_set_item_content_callback(w, h && h->content_mode < 0 ? NULL : item_content, h), h);
        return;
    case 7:
        last_call = "wheel_set_viewport";
        expect(wheel_set_viewport(w, any_double(500), any_double(500), chance(80) ? unit() * 2000 : any_double(2e7),
                                  chance(80) ? unit() * 2000 : any_double(2e7)),
               h);
        return;
    case 8: case 9: case 10: {
        /* a gesture: down, moves, up, at the wheel's geometry */
        wheel_geometry g = wheel_geometry_init();
        int32_t phase = chance(90) ? (int32_t)below(4) : any_enum(4);
        double x, y;
        if (h && !h->v1 && wheel_get_geometry(w, &g) == WHEEL_OK) {
            x = g.center.x + (unit() * 2 - 1) * g.outer_radius * 1.3;
            y = g.center.y + (unit() * 2 - 1) * g.outer_radius * 1.3;
        } else {
            x = unit() * 1000;
            y = unit() * 600;
        }
        if (chance(5)) x = any_double(1e8);
        last_call = "wheel_pointer";
        expect(wheel_pointer(w, phase, chance(95) ? (int32_t)below(2) : any_enum(2), chance(90) ? (int64_t)below(2) : any_index(3),
                             x, y, any_time()),
               h);
        return;
    }
    case 11:
        last_call = "wheel_scroll";
        expect(wheel_scroll(w, any_double(5), any_double(chance(50) ? 3 : 200), chance(90) ? (int32_t)below(2) : any_enum(2), any_time()), h);
        return;
    case 12: case 13:
        last_call = "wheel_key";
        expect(wheel_key(w, any_enum(8), any_time()), h);
        return;
    case 14: case 15: case 16:
        last_call = "wheel_advance";
        expect(wheel_advance(w, any_time()), h);
        return;
    case 17: case 18:
        last_call = "wheel_poll_event";
        if (h) poll_events(h, (int)below(20));
        else if (wheel_poll_event(w, &b.event) >= 0) fail("poll on a dead handle succeeded", 0, 0);
        return;
    case 19:
        last_call = "wheel_get_geometry";
        fresh(&b, h && h->v1 ? 0 : any_size((uint32_t)sizeof(wheel_geometry)));
        expect(wheel_get_geometry(w, chance(2) ? NULL : &b.geometry), h);
        return;
    case 20:
        last_call = "wheel_hit_test";
        fresh(&b, h && h->v1 ? 0 : any_size((uint32_t)sizeof(wheel_hit)));
        st = wheel_hit_test(w, any_double(1200), any_double(800), chance(2) ? NULL : &b.hit);
        expect(st, h);
        if (st == WHEEL_OK && h && b.hit.struct_size >= sizeof(wheel_hit) && b.hit.kind != WHEEL_HIT_NONE &&
            (b.hit.item < 0 || b.hit.item >= h->count))
            fail("a hit test names an item the wheel lacks", b.hit.item, h->count);
        return;
    case 21:
        last_call = "wheel_jump_to_item";
        expect(wheel_jump_to_item(w, any_index(h ? h->count : 0)), h);
        return;
    case 22:
        last_call = "wheel_animate_to_item";
        expect(wheel_animate_to_item(w, any_index(h ? h->count : 0)), h);
        return;
    case 23:
        last_call = "wheel_animate_to_item_timed";
        expect(wheel_animate_to_item_timed(w, any_index(h ? h->count : 0), chance(60) ? unit() * 2 : any_double(61),
                                           chance(90) ? (int32_t)below(3) : any_enum(3)),
               h);
        return;
    case 24: case 25:
        call_item_change(w, h);
        return;
    case 26: case 27:
        call_render(w, h);
        return;
    case 28:
        call_semantics(w, h);
        return;
    default: {
        static const int32_t actions[] = {WHEEL_ACTION_INCREMENT, WHEEL_ACTION_DECREMENT, WHEEL_ACTION_SET_VALUE, 0, 3, 8, -1};
        last_call = "wheel_perform_action";
        expect(wheel_perform_action(w, actions[below(7)], any_double(h ? (double)h->count + 2 : 10), any_time()), h);
        return;
    }
    }
}

/* A date value: mostly a real date and time near today's range, sometimes any numbers. */
static wheel_date_value any_date_value(void) {
    wheel_date_value v;
    v.year = chance(90) ? 1890 + (int32_t)below(230) : any_enum(20000);
    v.month = chance(90) ? 1 + (int32_t)below(12) : any_enum(14);
    v.day = chance(90) ? 1 + (int32_t)below(28) : any_enum(33);
    v.hour = chance(90) ? (int32_t)below(24) : any_enum(101);
    v.minute = chance(90) ? (int32_t)below(60) : any_enum(62);
    v.second = chance(90) ? 0 : any_enum(62);
    return v;
}

static void one_picker_call(void) {
    picker_host *p = &pickers[below(MAX_PICKERS)];
    wheel_date_picker_t *dp = p->picker;
    out_buffer b;
    wheel_status st;
    uint32_t r = below(100);
    int live = dp != NULL;
    if (r < 3) { dp = NULL; live = 0; }
    else if (r < 6) { dp = dead_pickers[below(4)]; live = 0; }
    switch (below(19)) {
    case 0:
        if (!p->picker) make_picker(p);
        else if (chance(30)) {
            last_call = "wheel_date_picker_destroy";
            if (wheel_date_picker_destroy(p->picker) != WHEEL_OK) fail("destroying a live picker failed", 0, 0);
            dead_pickers[below(4)] = p->picker;
            memset(p, 0, sizeof *p);
        }
        return;
    case 1:
        last_call = "wheel_date_picker_set_viewport";
        st = wheel_date_picker_set_viewport(dp, any_double(300), any_double(300), chance(80) ? unit() * 1500 : any_double(2e7),
                                            chance(80) ? unit() * 900 : any_double(2e7));
        break;
    case 2: case 3: {
        double x = chance(90) ? unit() * 1024 : any_double(1e8), y = chance(90) ? unit() * 640 : any_double(1e8);
        last_call = "wheel_date_picker_pointer";
        st = wheel_date_picker_pointer(dp, chance(90) ? (int32_t)below(4) : any_enum(4), chance(95) ? (int32_t)below(2) : any_enum(2),
                                       chance(90) ? 0 : any_index(3), x, y, any_time());
        break;
    }
    case 4:
        last_call = "wheel_date_picker_key";
        st = wheel_date_picker_key(dp, any_enum(8), any_time());
        break;
    case 5: case 6:
        last_call = "wheel_date_picker_advance";
        st = wheel_date_picker_advance(dp, any_time());
        break;
    case 7: {
        wheel_date_time v;
        int64_t changes;
        last_call = "wheel_date_picker_get_value";
        st = wheel_date_picker_get_value(dp, chance(5) ? NULL : &v, chance(30) ? NULL : &changes);
        break;
    }
    case 8: {
        int32_t n;
        last_call = "wheel_date_picker_component_count";
        st = wheel_date_picker_component_count(dp, chance(5) ? NULL : &n);
        break;
    }
    case 9:
        last_call = "wheel_date_picker_get_component";
        fresh(&b, any_size((uint32_t)sizeof(wheel_picker_component)));
        st = wheel_date_picker_get_component(dp, chance(80) ? (int32_t)below(6) : any_enum(7), chance(5) ? NULL : &b.component);
        break;
    case 10:
        last_call = "wheel_date_picker_set_measurer";
        if (live) p->measure_mode = chance(30) ? -1 : (int)below(MEASURE_MODES);
        st = wheel_date_picker_set_measurer(dp, live && p->measure_mode < 0 ? NULL : picker_measure, p);
        break;
    case 11: {
        wheel_date_value v;
        int64_t changes;
        last_call = "wheel_date_picker_get_date_value";
        st = wheel_date_picker_get_date_value(dp, chance(5) ? NULL : &v, chance(30) ? NULL : &changes);
        break;
    }
    case 12: {
        wheel_date_value v = any_date_value();
        last_call = "wheel_date_picker_set_value";
        st = wheel_date_picker_set_value(dp, chance(5) ? NULL : &v, chance(90) ? (int32_t)below(2) : any_enum(2));
        break;
    }
    case 13: {
        wheel_date_value lo = any_date_value(), hi = any_date_value();
        int keep_lo = chance(30), keep_hi = chance(30);
        last_call = "wheel_date_picker_set_limits";
        st = wheel_date_picker_set_limits(dp, keep_lo ? NULL : &lo, keep_hi ? NULL : &hi,
                                          chance(50) ? 0 : chance(80) ? 15 : any_enum(61));
        if (st == WHEEL_OK && live) {
            /* The range the invariants check is the new one (on the minute grid, inside what was asked). */
            if (!keep_lo) p->minimum = (wheel_date_time){lo.year, lo.month, lo.day, 0, 0};
            if (!keep_hi) p->maximum = (wheel_date_time){hi.year, hi.month, hi.day, 23, 59};
        }
        break;
    }
    case 14: {
        wheel_date_picker_event e;
        memset(&e, 0, sizeof e);
        e.struct_size = (uint32_t)any_size((uint32_t)sizeof e);
        last_call = "wheel_date_picker_poll_event";
        st = wheel_date_picker_poll_event(dp, chance(5) ? NULL : &e);
        if (st == 1) st = WHEEL_OK;
        break;
    }
    case 15: {
        wheel_phase ph;
        last_call = "wheel_date_picker_get_phase";
        st = wheel_date_picker_get_phase(dp, chance(5) ? NULL : &ph);
        if (st == WHEEL_OK && (ph < WHEEL_PHASE_IDLE || ph > WHEEL_PHASE_SETTLING)) fail("a picker phase that does not exist", ph, 0);
        break;
    }
    case 16: {
        wheel_semantics sem;
        const char *name = NULL;
        memset(&sem, 0, sizeof sem);
        sem.struct_size = (uint32_t)any_size((uint32_t)sizeof sem);
        last_call = "wheel_date_picker_get_semantics";
        st = wheel_date_picker_get_semantics(dp, chance(80) ? (int32_t)below(7) - 1 : any_enum(9), chance(5) ? NULL : &sem,
                                             chance(20) ? NULL : &name);
        if (st == WHEEL_OK && name != NULL && strlen(name) == 0) fail("a semantics node without a name", 0, 0);
        break;
    }
    case 17:
        last_call = "wheel_date_picker_perform_action";
        st = wheel_date_picker_perform_action(dp, chance(80) ? (int32_t)below(6) : any_enum(7), chance(80) ? (int32_t)(1 << below(3)) : any_enum(9),
                                              any_double(20), any_time());
        break;
    default:
        last_call = "wheel_date_picker_render";
        memset(&b, 0, sizeof b);
        wheel_frame_init(&b.frame);
        if (chance(10)) b.frame.command_size = (uint32_t)any_size((uint32_t)sizeof(wheel_command));
        st = wheel_date_picker_render(dp, chance(90) ? 1 + unit() : any_double(100), chance(90) ? (int32_t)below(2) : any_enum(2),
                                      chance(3) ? NULL : &b.frame);
        if (st == WHEEL_OK) check_frame(&b.frame);
        break;
    }
    if (st > 0 || st < WHEEL_ERROR_CALLBACK) fail("a picker status that does not exist", st, 0);
    if (!live && st == WHEEL_OK) fail("a picker call on a NULL or dead handle succeeded", 0, 0);
}

/* The calls that need no handle. */
static void one_free_call(void) {
    out_buffer b;
    switch (below(4)) {
    case 0:
        last_call = "wheel_abi_version";
        if (wheel_abi_version() < WHEEL_ABI_VERSION) fail("the library is older than its header", wheel_abi_version(), WHEEL_ABI_VERSION);
        return;
    case 1:
        last_call = "wheel_status_name";
        {
            int32_t status = chance(70) ? (int32_t)below(9) - 8 : any_enum(8);
            if (wheel_status_name(status) == NULL || wheel_status_message(status) == NULL) fail("a NULL status text", status, 0);
        }
        return;
    case 2:
        last_call = "wheel_configuration_init_sized";
        memset(&b, 0, sizeof b);
        if (wheel_configuration_init_sized(chance(10) ? NULL : &b.configuration, any_size(sizeof b.configuration)) == WHEEL_OK &&
            b.configuration.item_count != 0)
            fail("a default configuration with items", 0, 0);
        (void)wheel_style_init_sized(chance(10) ? NULL : &b.style, any_size(sizeof b.style));
        (void)wheel_date_picker_configuration_init_sized(chance(10) ? NULL : &b.picker_configuration,
                                                         any_size(sizeof b.picker_configuration));
        return;
    default:
        last_call = "wheel_configuration_init_v1";
        memset(&b, 0, sizeof b);
        if ((chance(50) ? wheel_configuration_init_v1(chance(10) ? NULL : &b.v1_configuration)
                        : (wheel_configuration_init)(chance(10) ? NULL : &b.v1_configuration)) == WHEEL_OK &&
            b.v1_configuration.struct_size != 40)
            fail("version 1's configuration is not 40 bytes", b.v1_configuration.struct_size, 0);
        (void)wheel_last_error();
        return;
    }
}

static void run_seed(unsigned long long seed, long count) {
    int i;
    rng_state = seed * 0x2545F4914F6CDD1DULL + 1;
    clock_now = 0;
    current_seed = seed;
    memset(hosts, 0, sizeof hosts);
    memset(pickers, 0, sizeof pickers);
    memset(dead_wheels, 0, sizeof dead_wheels);
    memset(dead_pickers, 0, sizeof dead_pickers);
    for (i = 0; i < MAX_WHEELS; i++) make_wheel(&hosts[i]);
    make_picker(&pickers[0]);
    for (seed_calls = 0; seed_calls < count; seed_calls++) {
        uint32_t r = below(100);
        if (r < 80) one_wheel_call();
        else if (r < 95) one_picker_call();
        else one_free_call();
        calls++;
        if (trace) {
            int k;
            printf("%ld %s:", seed_calls, last_call);
            for (k = 0; k < MAX_WHEELS; k++) {
                wheel_state st = wheel_state_init();
                if (hosts[k].wheel && !hosts[k].v1 && wheel_get_state(hosts[k].wheel, &st) == WHEEL_OK)
                    printf(" [%d: n %lld ph %d c %lld/%lld a %.3f]", k, (long long)st.item_count, (int)st.phase,
                           (long long)st.centred_item, (long long)st.committed_item, st.angle);
            }
            printf("\n");
        }
        check_all();
    }
    for (i = 0; i < MAX_WHEELS; i++) {
        if (!hosts[i].wheel) continue;
        hosts[i].text_mode = TEXT_HONEST;
        poll_events(&hosts[i], 5000);
        destroy_wheel(&hosts[i]);
    }
    for (i = 0; i < MAX_PICKERS; i++)
        if (pickers[i].picker && wheel_date_picker_destroy(pickers[i].picker) != WHEEL_OK) fail("destroy picker", 0, 0);
}

int main(int argc, char **argv) {
    unsigned long long first = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    unsigned long long seeds = argc > 2 ? strtoull(argv[2], NULL, 10) : 8;
    long per_seed = argc > 3 ? strtol(argv[3], NULL, 10) : 20000;
    unsigned long long s;
    trace = getenv("FUZZ_TRACE") != NULL;
    if (seeds == 0 || per_seed <= 0) {
        fprintf(stderr, "usage: fuzz_calls [FIRST_SEED [SEEDS [CALLS_PER_SEED]]] (SEEDS and CALLS_PER_SEED positive)\n");
        return 2;
    }
    for (s = first; s < first + seeds; s++) {
        long before = calls;
        run_seed(s, per_seed);
        printf("fuzz_calls: seed %llu: %ld calls, invariants held\n", s, calls - before);
    }
    printf("fuzz_calls: %llu seeds, %ld calls, %ld re-entrant calls refused, no broken invariant\n", seeds, calls, reentry_calls);
    return failures != 0;
}
