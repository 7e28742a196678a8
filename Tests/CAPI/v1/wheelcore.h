/*
 * wheelcore.h: the C interface of WheelCore, the rotary wheel picker engine.
 *
 * A wheel is an opaque handle (wheel_t *). The host creates it with a configuration and an
 * item-text callback, feeds it timestamped input (pointer, scroll, keys), advances it to
 * each frame's time, reads the events it reports (centred item, committed item, release
 * velocity) and draws each frame from a display list of plain C structs, or from the
 * tessellator's triangles for triangle-only backends (SDL_RenderGeometry, GPU buffers).
 * The engine never reads a clock and never draws: every time is an argument (seconds on the
 * host's clock) and text is measured through a host callback.
 *
 * Conventions:
 * - Every function that can fail returns a wheel_status: WHEEL_OK (0) or a negative
 *   WHEEL_ERROR_* code; wheel_last_error() then describes the failure. Nothing traps,
 *   throws or aborts across this boundary: a NULL pointer, a NaN or infinite number, an
 *   out-of-range index or enum value, or a destroyed handle is reported as an error.
 * - Handles are never reused: a handle used after wheel_destroy() is detected and rejected
 *   with WHEEL_ERROR_INVALID_HANDLE.
 * - Memory: structs passed in are owned by the caller and read during the call only. The
 *   frame returned by wheel_render() (and the strings it points to) is owned by the wheel
 *   and stays valid until the next wheel_render() or wheel_destroy() on that wheel.
 * - Threads: one wheel must be used by one thread at a time; different wheels may be used
 *   from different threads. wheel_last_error() is per thread.
 * - Callbacks must not call back into the same wheel (that call fails with WHEEL_ERROR_BUSY).
 * - Coordinates: "view space" is in points, origin at the top left of the host's view,
 *   y growing downwards. Screen angles are in radians, from 3 o'clock, growing clockwise on
 *   screen. Triangle vertices are in pixel space: view space times the render scale.
 * - Integer enumerations are passed as int32_t; values not listed here may be added by later
 *   versions of the same ABI (see wheel_command_kind): skip values you do not know.
 *
 * This header compiles as C99 and as C++ (the declarations have C linkage).
 */
#ifndef WHEELCORE_H
#define WHEELCORE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The ABI version this header describes; compare with wheel_abi_version() at run time. */
#define WHEEL_ABI_VERSION 1

/* ---------------------------------------------------------------------------------------
 * Status codes
 * ------------------------------------------------------------------------------------- */

/** The result of a call: WHEEL_OK or one of the negative WHEEL_ERROR_* codes. */
typedef int32_t wheel_status;

enum {
    /** Success. */
    WHEEL_OK = 0,
    /** A required pointer argument was NULL. */
    WHEEL_ERROR_NULL_ARGUMENT = -1,
    /** The handle is not a live wheel (never created, or already destroyed). */
    WHEEL_ERROR_INVALID_HANDLE = -2,
    /** A number was NaN or infinite, or an enumeration value or size is not valid. */
    WHEEL_ERROR_INVALID_ARGUMENT = -3,
    /** An item index or count lies outside the wheel's items. */
    WHEEL_ERROR_OUT_OF_RANGE = -4,
    /** The wheel was called from inside one of its own callbacks. */
    WHEEL_ERROR_BUSY = -5
};

/* ---------------------------------------------------------------------------------------
 * Enumerations (passed as int32_t)
 * ------------------------------------------------------------------------------------- */

enum {
    /** Labels to the right of the wheel; the selection is at 3 o'clock. */
    WHEEL_LABEL_SIDE_RIGHT = 0,
    /** Labels to the left of the wheel; the selection is at 9 o'clock. */
    WHEEL_LABEL_SIDE_LEFT = 1
};

enum {
    /** The text drawn on an item's sector (e.g. "26"). */
    WHEEL_TEXT_SECTOR = 0,
    /** The text of an item's side label (e.g. "Iron"). */
    WHEEL_TEXT_LABEL = 1
};

enum {
    /** The pointer touched down or the button was pressed. */
    WHEEL_POINTER_DOWN = 0,
    /** The pointer moved. */
    WHEEL_POINTER_MOVE = 1,
    /** The pointer lifted or the button was released (a moving release flings). */
    WHEEL_POINTER_UP = 2,
    /** The system took the pointer away: no selection, no fling. */
    WHEEL_POINTER_CANCEL = 3
};

enum {
    /** A mouse (pointer id 0). */
    WHEEL_DEVICE_MOUSE = 0,
    /** A finger on a touch screen (pointer id = the finger). */
    WHEEL_DEVICE_TOUCH = 1
};

enum {
    /** Up arrow: the previous item. */
    WHEEL_KEY_UP = 0,
    /** Down arrow: the next item. */
    WHEEL_KEY_DOWN = 1,
    /** Left arrow (not used by the wheel). */
    WHEEL_KEY_LEFT = 2,
    /** Right arrow (not used by the wheel). */
    WHEEL_KEY_RIGHT = 3,
    /** Page Up: one page of items back. */
    WHEEL_KEY_PAGE_UP = 4,
    /** Page Down: one page of items forward. */
    WHEEL_KEY_PAGE_DOWN = 5,
    /** Home: the first item. */
    WHEEL_KEY_HOME = 6,
    /** End: the last item. */
    WHEEL_KEY_END = 7
};

enum {
    /** At rest on an item. */
    WHEEL_PHASE_IDLE = 0,
    /** Following a pointer. */
    WHEEL_PHASE_DRAGGING = 1,
    /** Coasting after a fling towards the item it will land on. */
    WHEEL_PHASE_FLINGING = 2,
    /** Springing to an item (slow release, tap, key, scroll notch, overscroll, animation). */
    WHEEL_PHASE_SETTLING = 3
};

enum {
    /** The item nearest the selection changed (item = its index), e.g. to play a tick. */
    WHEEL_EVENT_CENTRED = 1,
    /** The wheel came to rest on an item (item = its index). */
    WHEEL_EVENT_COMMITTED = 2,
    /** The pointer holding the wheel was released: the velocities hold the estimate made at
     *  that moment, before any cap or snapping (item = -1). Reported before the events the
     *  release causes. */
    WHEEL_EVENT_RELEASED = 3
};

/**
 * The kind of a display-list command. Later versions of this ABI may add kinds (for example
 * layer begin/end markers): a host draws the triangles of any command whose index_count is
 * positive, draws TEXT, applies PUSH_CLIP/POP_CLIP, and skips every other kind it does not
 * know. WHEEL_COMMAND_UNKNOWN is a command this library version cannot describe in fields.
 */
enum {
    /** A command this version does not describe; its triangles (if any) are still given. */
    WHEEL_COMMAND_UNKNOWN = 0,
    /** Fill `rect` with `color`. */
    WHEEL_COMMAND_FILL_RECT = 1,
    /** Fill `rect` with corners of radius `radius` (points). */
    WHEEL_COMMAND_FILL_ROUNDED_RECT = 2,
    /** Stroke the inside of `rect` with a line `width` points wide. */
    WHEEL_COMMAND_STROKE_RECT = 3,
    /** Fill the annular sector around `center` between `inner_radius` and `outer_radius`,
     *  from `start_angle` to `end_angle` (screen angles, radians). */
    WHEEL_COMMAND_FILL_WEDGE = 4,
    /** Stroke the circle around `center` of radius `radius` with a line `width` points wide. */
    WHEEL_COMMAND_STROKE_CIRCLE = 5,
    /** Fill the disc around `center` of radius `radius`. */
    WHEEL_COMMAND_FILL_CIRCLE = 6,
    /** A segment from `p0` to `p1`, `width` points wide, butt ends. */
    WHEEL_COMMAND_LINE = 7,
    /** An open polyline through points[first_point .. first_point + point_count), `width` wide. */
    WHEEL_COMMAND_POLYLINE = 8,
    /** The triangle p0, p1, p2 (any winding). */
    WHEEL_COMMAND_FILL_TRIANGLE = 9,
    /** A closed polygon through points[first_point .. first_point + point_count), star-shaped
     *  about the centroid of its vertices. */
    WHEEL_COMMAND_FILL_POLYGON = 10,
    /** One line of text: see the text fields of wheel_command. */
    WHEEL_COMMAND_TEXT = 11,
    /** Intersect the clip rectangle with `rect` until the matching POP_CLIP. */
    WHEEL_COMMAND_PUSH_CLIP = 12,
    /** Restore the clip rectangle in force before the matching PUSH_CLIP. */
    WHEEL_COMMAND_POP_CLIP = 13,
    /** The commands up to the matching END_LAYER form a retained layer drawn only inside
     *  `rect` (points): a host may cache them in a texture while they stay the same, or draw
     *  them as usual. The wheel itself emits no layers today. */
    WHEEL_COMMAND_BEGIN_LAYER = 14,
    /** Closes the layer opened by the matching BEGIN_LAYER. */
    WHEEL_COMMAND_END_LAYER = 15
};

/**
 * Which point of a text's box its `position` names: row * 3 + column, rows top/middle/bottom
 * and columns left/centre/right, so the box's top-left corner is
 * (position.x - (anchor % 3) / 2.0 * width, position.y - (anchor / 3) / 2.0 * height).
 */
enum {
    WHEEL_ANCHOR_TOP_LEFT = 0,     /**< Top-left corner. */
    WHEEL_ANCHOR_TOP = 1,          /**< Middle of the top edge. */
    WHEEL_ANCHOR_TOP_RIGHT = 2,    /**< Top-right corner. */
    WHEEL_ANCHOR_LEFT = 3,         /**< Middle of the left edge. */
    WHEEL_ANCHOR_CENTER = 4,       /**< Centre of the box. */
    WHEEL_ANCHOR_RIGHT = 5,        /**< Middle of the right edge. */
    WHEEL_ANCHOR_BOTTOM_LEFT = 6,  /**< Bottom-left corner. */
    WHEEL_ANCHOR_BOTTOM = 7,       /**< Middle of the bottom edge. */
    WHEEL_ANCHOR_BOTTOM_RIGHT = 8  /**< Bottom-right corner. */
};

/** The reusable cell a text belongs to, so a host can cache one texture per slot. */
enum {
    /** Not a reusable cell (cell_slot is -1). */
    WHEEL_CELL_NONE = 0,
    /** A sector cell of the wheel. */
    WHEEL_CELL_SECTOR = 1,
    /** A side-label cell of the wheel. */
    WHEEL_CELL_LABEL = 2,
    /** Any other cached text. */
    WHEEL_CELL_OTHER = 3
};

/* ---------------------------------------------------------------------------------------
 * Plain data
 * ------------------------------------------------------------------------------------- */

/** The opaque wheel handle. */
typedef struct wheel_t wheel_t;

/** A point, view space (points, origin top-left, y down). */
typedef struct wheel_point {
    double x; /**< Horizontal position, points. */
    double y; /**< Vertical position, points (grows downwards). */
} wheel_point;

/** A rectangle, view space (points). */
typedef struct wheel_rect {
    double x;      /**< Left edge, points. */
    double y;      /**< Top edge, points. */
    double width;  /**< Width, points. */
    double height; /**< Height, points. */
} wheel_rect;

/** A straight-alpha sRGB colour, 0-255 per channel. */
typedef struct wheel_color {
    uint8_t r; /**< Red. */
    uint8_t g; /**< Green. */
    uint8_t b; /**< Blue. */
    uint8_t a; /**< Opacity (255 = opaque). */
} wheel_color;

/** What a wheel is made with. Fill it with wheel_configuration_init(), then change fields. */
typedef struct wheel_configuration {
    /** sizeof(wheel_configuration), set by wheel_configuration_init(); lets the struct grow. */
    uint32_t struct_size;
    /** Whether the wheel wraps from the last item to the first (0 = no, 1 = yes). */
    int32_t looping;
    /** The number of items, >= 0 (default 0). */
    int64_t item_count;
    /** How many sectors make a full turn, 3 to 3600 (default 36). */
    double sectors_per_turn;
    /** WHEEL_LABEL_SIDE_RIGHT (default) or WHEEL_LABEL_SIDE_LEFT. */
    int32_t label_side;
    /** The item at the selection when the wheel is created, clamped to the items (default 0). */
    int64_t initial_item;
} wheel_configuration;

/** An event the wheel reported (see WHEEL_EVENT_*). */
typedef struct wheel_event {
    /** WHEEL_EVENT_CENTRED, WHEEL_EVENT_COMMITTED or WHEEL_EVENT_RELEASED. */
    int32_t type;
    /** The item index for CENTRED and COMMITTED (0 .. item_count - 1), -1 for RELEASED. */
    int64_t item;
    /** RELEASED: the pointer's velocity, points per second, view space. */
    double velocity_x;
    /** RELEASED: the pointer's vertical velocity, points per second (positive = down). */
    double velocity_y;
    /** RELEASED: the wheel's angular velocity, radians per second (positive =
     *  counter-clockwise on screen, which brings later items to the selection). */
    double angular_velocity;
    /** The wheel's time when the event was reported, seconds on the host's clock. */
    double time;
} wheel_event;

/** A snapshot of the wheel's motion and selection. */
typedef struct wheel_state {
    /** WHEEL_PHASE_*. */
    int32_t phase;
    /** The number of items. */
    int64_t item_count;
    /** The item nearest the selection, or -1 when there are no items. */
    int64_t centred_item;
    /** The item last committed, or -1 when there are no items. */
    int64_t committed_item;
    /** The rotation angle, radians: 0 with item 0 at the selection, growing when the wheel
     *  turns counter-clockwise on screen; continuous and unbounded. */
    double angle;
    /** The rate of `angle`, radians per second. */
    double angular_velocity;
    /** The last time the wheel was advanced to or an event carried, seconds. */
    double time;
} wheel_state;

/** Where the wheel sits in its viewport (view space). */
typedef struct wheel_geometry {
    /** Centre of the wheel, points. */
    wheel_point center;
    /** Inner radius of the sector ring, points. */
    double inner_radius;
    /** Outer radius of the wheel, points. */
    double outer_radius;
    /** Radius at which sector texts are centred, points. */
    double text_radius;
    /** The column the side labels are laid out in, points. */
    wheel_rect label_column;
    /** Screen angle of the selection, radians (0 = 3 o'clock, pi = 9 o'clock). */
    double selection_angle;
    /** Angle of one sector, radians (2 pi / sectors_per_turn). */
    double sector_angle;
} wheel_geometry;

/** One drawing command of a frame. Geometry is view space (points); which fields are
 *  meaningful depends on `kind` (see WHEEL_COMMAND_*); the others are zero. */
typedef struct wheel_command {
    /** WHEEL_COMMAND_* (skip kinds you do not know, but draw their triangles). */
    int32_t kind;
    /** The colour of shapes and text, straight alpha. */
    wheel_color color;
    /** Rectangle of the RECT kinds, of PUSH_CLIP and of BEGIN_LAYER, points. */
    wheel_rect rect;
    /** Centre of wedges and circles, points. */
    wheel_point center;
    /** Circle radius, or corner radius of FILL_ROUNDED_RECT, points. */
    double radius;
    /** Wedge inner radius, points (0 for a pie slice). */
    double inner_radius;
    /** Wedge outer radius, points. */
    double outer_radius;
    /** Wedge first screen angle, radians. */
    double start_angle;
    /** Wedge last screen angle, radians (>= start_angle). */
    double end_angle;
    /** Line width of strokes, lines and polylines, points. */
    double width;
    /** LINE start / first triangle corner, points. */
    wheel_point p0;
    /** LINE end / second triangle corner, points. */
    wheel_point p1;
    /** Third triangle corner, points. */
    wheel_point p2;
    /** POLYLINE / FILL_POLYGON: index of the first point in wheel_frame.points. */
    int64_t first_point;
    /** POLYLINE / FILL_POLYGON: the number of points. */
    int64_t point_count;
    /** TEXT: the characters, UTF-8, NUL-terminated (owned by the frame). NULL otherwise. */
    const char *text;
    /** TEXT: the length of `text` in bytes, without the NUL. */
    int64_t text_length;
    /** TEXT: the anchor position, points. */
    wheel_point position;
    /** TEXT: which point of the text box `position` names (WHEEL_ANCHOR_*). */
    int32_t anchor;
    /** TEXT: 1 for the bold face, 0 for regular. */
    int32_t bold;
    /** TEXT: font size, points. */
    double font_size;
    /** TEXT: the reusable cell family (WHEEL_CELL_*). */
    int32_t cell_kind;
    /** TEXT: the slot within that family, stable while it shows the same item; -1 for none.
     *  A cached texture is stale when the text or style of the slot changed. */
    int64_t cell_slot;
    /** Shapes: the first entry of this command's triangles in wheel_frame.indices. */
    int64_t first_index;
    /** Shapes: the number of indices (3 per triangle); 0 for text, clips and empty shapes. */
    int64_t index_count;
} wheel_command;

/** One tessellated vertex, pixel space. The layout matches SDL_Vertex (position, colour,
 *  texture coordinate), so the array can be passed to SDL_RenderGeometry as it is. */
typedef struct wheel_vertex {
    float x;           /**< Horizontal position, pixels. */
    float y;           /**< Vertical position, pixels (grows downwards). */
    wheel_color color; /**< Straight-alpha colour, interpolated across the triangle. */
    float u;           /**< Texture coordinate, always 0 (untextured). */
    float v;           /**< Texture coordinate, always 0 (untextured). */
} wheel_vertex;

/** A rendered frame: the display list and its triangles. Owned by the wheel; valid until the
 *  next wheel_render() or wheel_destroy() on that wheel. */
typedef struct wheel_frame {
    /** The commands in drawing order (painter's algorithm). */
    const wheel_command *commands;
    /** The number of commands. */
    int64_t command_count;
    /** The point buffer of POLYLINE and FILL_POLYGON commands, view space. */
    const wheel_point *points;
    /** The number of points. */
    int64_t point_count;
    /** The triangles' vertices, pixel space. */
    const wheel_vertex *vertices;
    /** The number of vertices. */
    int64_t vertex_count;
    /** Triangle list: three indices into `vertices` per triangle; each shape command owns the
     *  range [first_index, first_index + index_count), and consecutive shapes' ranges are
     *  contiguous, so a run of shapes can be drawn with one call. */
    const int32_t *indices;
    /** The number of indices. */
    int64_t index_count;
    /** The colour to clear to before drawing. */
    wheel_color background;
    /** The pixels-per-point scale the triangles were made with. */
    double scale;
} wheel_frame;

/* ---------------------------------------------------------------------------------------
 * Callbacks
 * ------------------------------------------------------------------------------------- */

/**
 * Supplies the text of an item (snprintf-like). Write the UTF-8 text of item `index`
 * (0 .. item_count - 1) for `role` (WHEEL_TEXT_SECTOR or WHEEL_TEXT_LABEL) into `buffer`,
 * at most `capacity` bytes including a terminating NUL, and return the text's full length in
 * bytes without the NUL. When the return value is >= capacity the wheel calls again with a
 * larger buffer (texts are cut at 4096 bytes). Invalid UTF-8 is repaired. Called while the
 * wheel renders (for visible items only) and during item changes; it must not call the wheel.
 */
typedef size_t (*wheel_item_text_fn)(void *user_data, int64_t index, int32_t role, char *buffer,
                                     size_t capacity);

/**
 * Measures one line of text: store the advance width and line height, in points, of the
 * UTF-8 `text` (`length` bytes, NUL-terminated) drawn at `font_size` points in the regular
 * (bold = 0) or bold (bold = 1) face, and return 0. A non-zero return or a negative, NaN or
 * infinite size makes the wheel use its built-in estimate for that text. It must not call
 * the wheel.
 */
typedef int (*wheel_measure_fn)(void *user_data, const char *text, size_t length, double font_size,
                                int32_t bold, double *out_width, double *out_height);

/* ---------------------------------------------------------------------------------------
 * Functions
 * ------------------------------------------------------------------------------------- */

/** Returns the ABI version of the loaded library (WHEEL_ABI_VERSION of its header). A host
 *  built against another version should refuse to run. */
int32_t wheel_abi_version(void);

/** Returns a description of the calling thread's last failure (UTF-8, NUL-terminated; empty
 *  when nothing failed yet). The string stays valid until the thread's next failing call. */
const char *wheel_last_error(void);

/** Returns the name of a status code, e.g. "WHEEL_ERROR_NULL_ARGUMENT" (a static string;
 *  "unknown status" for codes this version does not define). */
const char *wheel_status_name(wheel_status status);

/** Fills `config` with the defaults: no items, not looping, 36 sectors per turn, labels on
 *  the right, initial item 0, and struct_size. Fails only for a NULL `config`. */
wheel_status wheel_configuration_init(wheel_configuration *config);

/**
 * Creates a wheel. `config` must come from wheel_configuration_init() (struct_size checked)
 * with valid values; `item_text` supplies the items' texts and receives `user_data` (which
 * must outlive the wheel). The wheel rests on config->initial_item in a 1024 x 640 point
 * viewport at time 0 and measures text with a built-in estimate until wheel_set_measurer()
 * is called. On success *out_wheel is the new handle; on failure it is set to NULL.
 */
wheel_status wheel_create(const wheel_configuration *config, wheel_item_text_fn item_text,
                          void *user_data, wheel_t **out_wheel);

/** Destroys a wheel and its frame. The handle is invalid afterwards (using it again returns
 *  WHEEL_ERROR_INVALID_HANDLE). */
wheel_status wheel_destroy(wheel_t *wheel);

/** Sets the text-measuring callback (NULL restores the built-in estimate: 0.6 x size per
 *  character, 1.2 x size per line). Pass the metrics of the font you draw with, so that
 *  the layout fits text as it will be drawn. `user_data` must outlive the wheel. */
wheel_status wheel_set_measurer(wheel_t *wheel, wheel_measure_fn measure, void *user_data);

/** Sets the viewport the wheel and its labels fit in, view space (points); the wheel is
 *  placed anew. Numbers must be finite and the size non-negative. */
wheel_status wheel_set_viewport(wheel_t *wheel, double x, double y, double width, double height);

/**
 * Delivers a pointer event: `phase` WHEEL_POINTER_*, `device` WHEEL_DEVICE_*, `pointer_id`
 * (0 for the mouse, the finger for touch), position (x, y) in view space (points) and `time`
 * in seconds on the host's clock. Events caused are queued (wheel_poll_event()).
 */
wheel_status wheel_pointer(wheel_t *wheel, int32_t phase, int32_t device, int64_t pointer_id,
                           double x, double y, double time);

/**
 * Delivers a scroll: with `precise` = 0, (dx, dy) are wheel notches (dy > 0 = away from the
 * user: one notch turns one sector); with `precise` = 1 they are trackpad points (continuous,
 * snapping to an item when scrolling stops). `time` in seconds.
 */
wheel_status wheel_scroll(wheel_t *wheel, double dx, double dy, int32_t precise, double time);

/** Delivers a key press (WHEEL_KEY_*) at `time` seconds. */
wheel_status wheel_key(wheel_t *wheel, int32_t key, double time);

/** Moves the wheel's clock to `time` (seconds; earlier times are treated as the current
 *  time): motion is computed in closed form, so any frame rate gives the same motion.
 *  Events caused are queued. */
wheel_status wheel_advance(wheel_t *wheel, double time);

/**
 * Takes the oldest queued event: returns 1 and fills *out_event when there was one, 0 when
 * the queue is empty, or a negative wheel_status. The queue keeps the newest 4096 events.
 */
int32_t wheel_poll_event(wheel_t *wheel, wheel_event *out_event);

/** Fills *out_state with the wheel's phase, items, selection and motion. */
wheel_status wheel_get_state(wheel_t *wheel, wheel_state *out_state);

/** Fills *out_geometry with where the wheel sits in its viewport (view space). */
wheel_status wheel_get_geometry(wheel_t *wheel, wheel_geometry *out_geometry);

/** Brings `item` (0 .. item_count - 1) to the selection at once and commits it (events
 *  queued). */
wheel_status wheel_jump_to_item(wheel_t *wheel, int64_t item);

/** Animates the wheel to `item` (0 .. item_count - 1) with the settling spring; it commits
 *  when it arrives (advance the wheel to see it). */
wheel_status wheel_animate_to_item(wheel_t *wheel, int64_t item);

/**
 * The host's items were replaced: there are now `item_count` (>= 0) items, read anew through
 * the item-text callback. The selection stays on the same index (clamped). Events queued.
 */
wheel_status wheel_reload_items(wheel_t *wheel, int64_t item_count);

/**
 * The host inserted `count` (>= 0) items before index `index` (0 .. item_count); the
 * item-text callback must already answer for the new items. The selected item stays
 * selected (its index grows by `count` when it lies at or after `index`). Events queued.
 */
wheel_status wheel_insert_items(wheel_t *wheel, int64_t index, int64_t count);

/**
 * The host removed the `count` items starting at `index` (index + count <= item_count); the
 * item-text callback must already answer for the remaining items. The selected item stays
 * selected, or the item that takes its place is selected when it was removed. Events queued.
 */
wheel_status wheel_remove_items(wheel_t *wheel, int64_t index, int64_t count);

/**
 * Lays out and draws the current frame: fills *out_frame with the display list (view space)
 * and the triangles of its shapes tessellated at `scale` pixels per point (> 0, finite) with
 * a one-pixel anti-aliasing fringe when `anti_aliasing` is 1. The frame belongs to the wheel
 * and stays valid until the next wheel_render() or wheel_destroy().
 */
wheel_status wheel_render(wheel_t *wheel, double scale, int32_t anti_aliasing,
                          wheel_frame *out_frame);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* WHEELCORE_H */
