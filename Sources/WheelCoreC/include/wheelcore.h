/*
 * wheelcore.h: the C interface of WheelCore, the rotary wheel picker engine.
 *
 * A wheel is an opaque handle (wheel_t *). The host creates it with a configuration and an
 * item-text callback, feeds it timestamped input (pointer, scroll, keys), advances it to
 * each frame's time, reads the events it reports (centred item, committed item, release
 * velocity) and draws each frame from a display list of small C structs, or from the
 * tessellator's triangles for triangle-only backends (SDL_RenderGeometry, GPU buffers).
 * The engine never reads a clock and never draws: every time is an argument (seconds on the
 * host's clock) and text is measured through a host callback.
 *
 * Conventions:
 * - Every function that can fail returns a wheel_status: WHEEL_OK (0) or a negative
 *   WHEEL_ERROR_* code; wheel_last_error() then describes the failure in words, and
 *   wheel_status_message() describes the code. A message names every bad value, as this
 *   header spells it, with the values allowed in words ("item must be from 0 up to 9 (the
 *   wheel has 10 items), got 12"): an item index or count outside the items is
 *   WHEEL_ERROR_OUT_OF_RANGE, any other value outside its range WHEEL_ERROR_INVALID_ARGUMENT.
 *   Nothing traps, throws or aborts across this
 *   boundary: a NULL pointer, a NaN or infinite number, an out-of-range index or enum value,
 *   a wrong struct_size, a destroyed handle or a callback's garbage answer is reported as
 *   an error, and the wheel stays usable.
 * - Handles are never reused: a handle used after wheel_destroy() is detected and rejected
 *   with WHEEL_ERROR_INVALID_HANDLE. Functions that only read a wheel take a const handle.
 * - Memory: structs passed in are owned by the caller and read during the call only. The
 *   frame returned by wheel_render() (and the strings it points to) is owned by the wheel
 *   and stays valid until the next wheel_render() or wheel_destroy() on that wheel.
 * - Threads: one wheel must be used by one thread at a time; different wheels may be used
 *   from different threads. wheel_last_error() is per thread.
 * - Callbacks must not call back into the same wheel (that call fails with WHEEL_ERROR_BUSY).
 * - Coordinates: "view space" is in points, origin at the top left of the host's view,
 *   y growing downwards. Screen angles are in radians, from 3 o'clock, growing clockwise on
 *   screen. Triangle vertices are in pixel space: view space times the render scale.
 * - Enumerations are int32_t typedefs (wheel_phase, wheel_command_kind, ...) with the
 *   values listed beside them; later versions may add values: skip values you do not know.
 *
 * Versions and growth (how a host built against an older header keeps working):
 * - WHEEL_ABI_VERSION counts compatible revisions of this interface; the library's
 *   wheel_abi_version() is at least the host's WHEEL_ABI_VERSION when the host may run
 *   (the soname, libwheelcore.so.WHEEL_ABI_MAJOR, changes only when compatibility breaks).
 * - Every struct the host fills or receives starts with `uint32_t struct_size`: the host
 *   sets it to sizeof the struct it was compiled with (the *_init() helpers do). Fields are
 *   only ever appended. The library accepts any size from the struct's first version to its
 *   current one (and a larger size when the bytes it does not know are zero); for an input
 *   it fills the defaults for fields beyond the host's size, for an output it writes at
 *   most struct_size bytes and sets struct_size to the number of bytes it wrote.
 * - A wheel serves the ABI version its configuration's struct_size names: a wheel created by
 *   a host built against version 1 (whose out-structs had no struct_size) receives version
 *   1's structs and draw commands, unchanged.
 *
 * This header compiles as C99 and as C++ (the declarations have C linkage).
 */
#ifndef WHEELCORE_H
#define WHEELCORE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The ABI version this header describes. A host may run with a library whose
 *  wheel_abi_version() is at least this. Version 1: the first release; version 2: struct
 *  sizes on every struct, the whole configuration, physics and style, hit testing,
 *  set_configuration, compact draw commands, item texts asked for once per shown item, per-item
 *  content (accent colour, detail line, image key: wheel_set_item_content_callback), timed
 *  animations (wheel_animate_to_item_timed); version 3: struct_size on wheel_semantics too
 *  (wheel_get_semantics is then a new entry point; the library keeps version 2's for hosts built
 *  before) and initialisers for every out-struct (wheel_event_init() and its kin); version 4: the
 *  drum geometry (wheel_configuration.geometry and the drum_* fields appended; a host built
 *  before gets a rotary wheel, as before) and date pickers (wheel_date_picker_*: new entry
 *  points and structs, nothing changed for a wheel); version 5: a date picker's texts measured
 *  by the host (wheel_date_picker_set_measurer, a new entry point; nothing else changed); version
 *  6: the entry points older hosts call are also exported under versioned names
 *  (wheel_configuration_init_v1 fills version 1's configuration, wheel_get_semantics_v2 version
 *  2's semantics), a command_size must be a multiple of 8, wheel_remove_items(w, item_count, 0)
 *  is allowed and wheel_get_semantics fails with WHEEL_ERROR_CALLBACK when the item-text
 *  callback does; version 7:
 *  date picker modes and seconds (wheel_date_picker_configuration's fields appended: a host built
 *  before gets the date-and-time picker it had), a value-level date picker API (set_value,
 *  set_limits, poll_event, get_date_value, get_phase, get_semantics, perform_action: new entry
 *  points), WHEEL_DATE_FIELD_SECOND. */
#define WHEEL_ABI_VERSION 7

/** The soname's major number (libwheelcore.so.1): changes only when compatibility breaks. */
#define WHEEL_ABI_MAJOR 1

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
    /** A number was NaN or infinite, or an enumeration value or setting is not valid. */
    WHEEL_ERROR_INVALID_ARGUMENT = -3,
    /** An item index or count lies outside the wheel's items. */
    WHEEL_ERROR_OUT_OF_RANGE = -4,
    /** The wheel was called from inside one of its own callbacks. */
    WHEEL_ERROR_BUSY = -5,
    /** A struct's struct_size is not one this library accepts (version 2). */
    WHEEL_ERROR_STRUCT_SIZE = -6,
    /** A host callback failed or answered garbage (version 2); nothing was drawn. */
    WHEEL_ERROR_CALLBACK = -7
};

/* ---------------------------------------------------------------------------------------
 * Enumerations
 * ------------------------------------------------------------------------------------- */

/** Which side of the wheel carries the labels. */
typedef int32_t wheel_label_side;
enum {
    /** Labels to the right of the wheel; the selection is at 3 o'clock. */
    WHEEL_LABEL_SIDE_RIGHT = 0,
    /** Labels to the left of the wheel; the selection is at 9 o'clock. */
    WHEEL_LABEL_SIDE_LEFT = 1
};

/** How a wheel places its items (version 4). */
typedef int32_t wheel_geometry_kind;
enum {
    /** On the sectors of a disc (the default). */
    WHEEL_GEOMETRY_ROTARY = 0,
    /** As rows on a drum: a cylinder about a horizontal axis seen in perspective (the drum_*
     *  fields of wheel_configuration). */
    WHEEL_GEOMETRY_DRUM = 1
};

/** Which text of an item the item-text callback is asked for. */
typedef int32_t wheel_text_role;
enum {
    /** The text drawn on an item's sector (e.g. "26"). */
    WHEEL_TEXT_SECTOR = 0,
    /** The text of an item's side label (e.g. "Iron"). */
    WHEEL_TEXT_LABEL = 1
};

/** The phase of a pointer event. */
typedef int32_t wheel_pointer_phase;
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

/** The device behind a pointer. */
typedef int32_t wheel_device;
enum {
    /** A mouse (pointer id 0). */
    WHEEL_DEVICE_MOUSE = 0,
    /** A finger on a touch screen (pointer id = the finger). */
    WHEEL_DEVICE_TOUCH = 1
};

/** A navigation key. */
typedef int32_t wheel_key_code;
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

/** What the wheel is doing. */
typedef int32_t wheel_phase;
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

/** The type of a reported event. */
typedef int32_t wheel_event_type;
enum {
    /** The item nearest the selection changed (item = its index), e.g. to play a tick. */
    WHEEL_EVENT_CENTRED = 1,
    /** The wheel came to rest on an item (item = its index) after a gesture, a key, an
     *  animation or a jump; item changes never report it (read wheel_state.committed_item). */
    WHEEL_EVENT_COMMITTED = 2,
    /** The pointer holding the wheel was released after a drag (a tap reports none): the
     *  velocities hold the estimate made at that moment, before any cap or snapping (item = -1). Reported before the events the
     *  release causes. */
    WHEEL_EVENT_RELEASED = 3
};

/**
 * The kind of a display-list command: which member of wheel_command.u holds its values.
 * Later versions may add kinds: a host draws the triangles of any command whose
 * index_count is positive, draws TEXT, applies PUSH_CLIP/POP_CLIP, and skips every other
 * kind it does not know.
 */
typedef int32_t wheel_command_kind;
enum {
    /** A command this version does not describe; its triangles (if any) are still given. */
    WHEEL_COMMAND_UNKNOWN = 0,
    /** Fill u.rect.rect with `color`. */
    WHEEL_COMMAND_FILL_RECT = 1,
    /** Fill u.rect.rect with corners of radius u.rect.radius (points). */
    WHEEL_COMMAND_FILL_ROUNDED_RECT = 2,
    /** Stroke the inside of u.rect.rect with a line u.rect.width points wide. */
    WHEEL_COMMAND_STROKE_RECT = 3,
    /** Fill the annular sector u.wedge (screen angles, radians). */
    WHEEL_COMMAND_FILL_WEDGE = 4,
    /** Stroke the circle u.circle (centre, radius) with a line u.circle.width points wide. */
    WHEEL_COMMAND_STROKE_CIRCLE = 5,
    /** Fill the disc u.circle (centre, radius). */
    WHEEL_COMMAND_FILL_CIRCLE = 6,
    /** A segment u.line from p0 to p1, u.line.width points wide, butt ends. */
    WHEEL_COMMAND_LINE = 7,
    /** An open polyline through points[u.path.first_point ...] (u.path.point_count of them),
     *  u.path.width points wide. */
    WHEEL_COMMAND_POLYLINE = 8,
    /** The triangle u.triangle (any winding). */
    WHEEL_COMMAND_FILL_TRIANGLE = 9,
    /** A closed polygon through points[u.path.first_point ...], star-shaped about the
     *  centroid of its vertices. */
    WHEEL_COMMAND_FILL_POLYGON = 10,
    /** One line of text: u.text. */
    WHEEL_COMMAND_TEXT = 11,
    /** Intersect the clip rectangle with u.rect.rect until the matching POP_CLIP. */
    WHEEL_COMMAND_PUSH_CLIP = 12,
    /** Restore the clip rectangle in force before the matching PUSH_CLIP. */
    WHEEL_COMMAND_POP_CLIP = 13,
    /** The commands up to the matching END_LAYER form a retained layer drawn only inside
     *  u.rect.rect (points): a host may cache them in a texture while they stay the same, or
     *  draw them as usual. The wheel itself emits no layers today. */
    WHEEL_COMMAND_BEGIN_LAYER = 14,
    /** Closes the layer opened by the matching BEGIN_LAYER. */
    WHEEL_COMMAND_END_LAYER = 15,
    /** An image stretched over u.image.rect (points) at opacity color.a / 255; u.image.key
     *  names it (for the wheel, the item's image key), and the host resolves it to an image
     *  it has; a host without an image of that key draws nothing or a placeholder. */
    WHEEL_COMMAND_IMAGE = 16
};

/**
 * Which point of a text's box its `position` names: row * 3 + column, rows top/middle/bottom
 * and columns left/centre/right, so the box's top-left corner is
 * (position.x - (anchor % 3) / 2.0 * width, position.y - (anchor / 3) / 2.0 * height).
 */
typedef int32_t wheel_text_anchor;
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
typedef int32_t wheel_cell_kind;
enum {
    /** Not a reusable cell (cell_slot is -1). */
    WHEEL_CELL_NONE = 0,
    /** A sector cell of the wheel. */
    WHEEL_CELL_SECTOR = 1,
    /** A side-label cell of the wheel. */
    WHEEL_CELL_LABEL = 2,
    /** Any other cached text. */
    WHEEL_CELL_OTHER = 3,
    /** The detail line under a side label (same slot numbers as WHEEL_CELL_LABEL). */
    WHEEL_CELL_DETAIL = 4
};

/** How a timed animation (wheel_animate_to_item_timed) spreads its motion over its duration. */
typedef int32_t wheel_animation_curve;
enum {
    /** Constant speed. */
    WHEEL_CURVE_LINEAR = 0,
    /** Starts fast and slows to a stop: 1 - (1 - u)^2. */
    WHEEL_CURVE_EASE_OUT = 1,
    /** Starts and ends slowly: u^2 (3 - 2u). */
    WHEEL_CURVE_EASE_IN_OUT = 2
};

/** What lies under a point (wheel_hit_test). */
typedef int32_t wheel_hit_kind;
enum {
    /** Nothing: the centre hole, outside the wheel, or a hidden label. */
    WHEEL_HIT_NONE = 0,
    /** An item's sector. */
    WHEEL_HIT_SECTOR = 1,
    /** An item's side label. */
    WHEEL_HIT_LABEL = 2
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

/** A font size and face. */
typedef struct wheel_text_style {
    double size;      /**< Font size, points, 1 to 200. */
    int32_t bold;     /**< 1 for the bold face, 0 for regular. */
    int32_t reserved; /**< Zero. */
} wheel_text_style;

/** A damped spring (mass 1: stiffness in 1/s^2, damping in 1/s). */
typedef struct wheel_spring {
    double mass;      /**< The moving mass, > 0. */
    double stiffness; /**< The spring constant, > 0. */
    double damping;   /**< The damping coefficient, >= 0. */
} wheel_spring;

/** The wheel's motion constants (radians, sectors and seconds). This struct never grows:
 *  later settings are appended to wheel_configuration. */
typedef struct wheel_physics {
    /** Exponential friction of a fling, 1/s (speed decays as e^(-drag t)); > 0. */
    double fling_drag;
    /** The fastest a release may spin the wheel, rad/s; > 0. */
    double maximum_angular_speed;
    /** Below this release speed, rad/s, a release springs to the nearest item; >= 0. */
    double minimum_fling_angular_speed;
    /** The speed, sectors/s, at which a fling reaches its item and stops; > 0. */
    double landing_speed;
    /** The spring that settles the wheel on an item. */
    wheel_spring settle_spring;
    /** The stiffer spring of the rubber band at the ends of a bounded wheel. */
    wheel_spring end_spring;
    /** The largest speed, sectors/s, with which a fling may run into an end; > 0. */
    double maximum_end_impact_speed;
    /** Position tolerance, sectors, under which a spring counts as settled; > 0. */
    double position_tolerance;
    /** Velocity tolerance, sectors/s, under which a spring counts as settled; > 0. */
    double velocity_tolerance;
    /** How long, seconds, trackpad scrolling must pause before the wheel snaps; >= 0. */
    double precise_scroll_snap_delay;
} wheel_physics;

/** What a wheel is made with. Fill it with wheel_configuration_init(), then change fields.
 *  Lengths are in points. */
typedef struct wheel_configuration {
    /** sizeof(wheel_configuration) as the host was built (wheel_configuration_init sets it). */
    uint32_t struct_size;
    /** Whether the wheel wraps from the last item to the first (0 = no, 1 = yes). */
    int32_t looping;
    /** The number of items, 0 to 2^50 (default 0). Read by wheel_create only. */
    int64_t item_count;
    /** How many sectors make a full turn, 3 to 360 (default 36; the Swift API's range). */
    double sectors_per_turn;
    /** WHEEL_LABEL_SIDE_RIGHT (default) or WHEEL_LABEL_SIDE_LEFT. */
    wheel_label_side label_side;
    /** The item at the selection when the wheel is created, clamped to the items (default 0).
     *  Read by wheel_create only. */
    int64_t initial_item;
    /* ---- version 2 (an older host's wheel gets the defaults) ---- */
    /** Inner radius as a fraction of the outer radius, 0 (a full pie) up to below 1 (0.42). */
    double inner_radius_fraction;
    /** Radius of the sector texts as a fraction of the outer radius, from the inner fraction
     *  up to 1 (0.86). */
    double text_radius_fraction;
    /** Width of the label column (260). */
    double label_column_width;
    /** Space between the wheel's rim and the label column (36). */
    double label_column_gap;
    /** Least vertical gap between two shown labels (2). */
    double minimum_label_gap;
    /** Distance over which a label fades as its room shrinks (8). */
    double label_fade_distance;
    /** Padding above and below a label's text (2). */
    double label_padding;
    /** Radius around the centre in which dragging ignores the pointer (12). */
    double drag_dead_zone_radius;
    /** Style of the sector texts (15 points, bold). */
    wheel_text_style sector_text;
    /** Style of the label texts (16 points, regular). */
    wheel_text_style label_text;
    /** Hysteresis of the centred event, sectors beyond half-way, 0 to 0.5 (0.08). */
    double centred_hysteresis;
    /** The motion constants (defaults: UIScrollView's deceleration, 6 turns/s at most, a
     *  nearly critically damped settling spring). */
    wheel_physics physics;
    /* ---- appended later in version 2 (a host whose struct ends at `physics`, 256 bytes, gets
     *      the defaults at creation and keeps the wheel's values in set_configuration) ---- */
    /** Whether each label shows its item's detail line under it, smaller (0 = no, the default;
     *  1 = yes). Details come from the item-content callback (wheel_set_item_content_callback). */
    int32_t show_detail_text;
    /** Zero. */
    int32_t reserved;
    /** How far a pointer may move between press and release and still count as a tap (which
     *  brings the tapped sector or label to the selection), 0 to 1000 points (8). */
    double tap_slop;
    /* ---- version 4 (a host whose struct ends at `tap_slop`, 272 bytes, gets a rotary wheel at
     *      creation and keeps the wheel's geometry in set_configuration) ---- */
    /** WHEEL_GEOMETRY_ROTARY (default) or WHEEL_GEOMETRY_DRUM. The drum_* fields below are read
     *  for a drum (Flutter's ListWheelScrollView parameters; ranges as DrumLimits in Swift). */
    wheel_geometry_kind geometry;
    /** Drum: whether the row in the selection band is magnified (0 = no, 1 = yes, the default). */
    int32_t drum_use_magnifier;
    /** Drum: the cylinder's diameter over the face's height, 0.5 to 10 (2). */
    double drum_diameter_ratio;
    /** Drum: the perspective's strength, 0 to 0.01 (0.003). */
    double drum_perspective;
    /** Drum: the vanishing line's offset from the face's centre, in face widths, -1 to 1 (0). */
    double drum_off_axis_fraction;
    /** Drum: the magnifier's scale, 1 to 3 (1.1). */
    double drum_magnification;
    /** Drum: the opacity of the rows off the selection band, 0 to 1 (0.85). */
    double drum_over_and_under_center_opacity;
    /** Drum: how tightly rows pack on the cylinder, 0.25 to 4 (1). */
    double drum_squeeze;
    /** Drum: a row's height before it is wrapped round the cylinder, 8 to 1000 points (36). */
    double drum_item_extent;
} wheel_configuration;

/** The colours of a drawn wheel (straight alpha). Fill it with wheel_style_init(). */
typedef struct wheel_style {
    /** sizeof(wheel_style) as the host was built (wheel_style_init sets it). */
    uint32_t struct_size;
    wheel_color background;            /**< Window background (#12151C). */
    wheel_color sector_fill;           /**< Fill of even items' sectors (#262D3D). */
    wheel_color sector_fill_alternate; /**< Fill of odd items' sectors (#1F2533). */
    wheel_color selected_fill;         /**< Fill blended in at the selection (#3A6FF0). */
    wheel_color separator;             /**< Lines between sectors and the rims (#0D1016). */
    wheel_color sector_text;           /**< Sector text (#C9D1E0). */
    wheel_color selected_sector_text;  /**< Sector text of the centred sector (white). */
    wheel_color label_text;            /**< Label text (#AAB4C6). */
    wheel_color committed_label_text;  /**< Label of the committed item, bold (#FFD166). */
    wheel_color leader;                /**< Leader lines from sectors to labels (#4A5468). */
    wheel_color marker;                /**< The selection marker (#FFD166). */
} wheel_style;

/** An event the wheel reported (see wheel_event_type). Set struct_size before polling. */
typedef struct wheel_event {
    /** In: sizeof(wheel_event) as the host was built; out: the bytes written. */
    uint32_t struct_size;
    /** WHEEL_EVENT_CENTRED, WHEEL_EVENT_COMMITTED or WHEEL_EVENT_RELEASED. */
    wheel_event_type type;
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

/** A snapshot of the wheel's motion and selection. Set struct_size before the call. */
typedef struct wheel_state {
    /** In: sizeof(wheel_state) as the host was built; out: the bytes written. */
    uint32_t struct_size;
    /** What the wheel is doing. */
    wheel_phase phase;
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

/** Where the wheel sits in its viewport (view space). Set struct_size before the call. */
typedef struct wheel_geometry {
    /** In: sizeof(wheel_geometry) as the host was built; out: the bytes written. */
    uint32_t struct_size;
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

/** What lies under a point (wheel_hit_test). Set struct_size before the call. */
typedef struct wheel_hit {
    /** In: sizeof(wheel_hit) as the host was built; out: the bytes written. */
    uint32_t struct_size;
    /** WHEEL_HIT_NONE, WHEEL_HIT_SECTOR or WHEEL_HIT_LABEL. */
    wheel_hit_kind kind;
    /** The item hit, or -1 for WHEEL_HIT_NONE. */
    int64_t item;
    /** The unwrapped position of the cell hit (differs from item on a looping wheel). */
    int64_t position;
} wheel_hit;

/**
 * One drawing command of a frame, a tagged union (as Dear ImGui's ImDrawCmd, small):
 * `kind` says which member of `u` holds its values (see wheel_command_kind). Geometry is
 * view space (points). Commands are wheel_frame.command_size bytes apart.
 */
typedef struct wheel_command {
    /** Which member of `u` is meaningful. */
    wheel_command_kind kind;
    /** The colour of shapes and text, straight alpha. */
    wheel_color color;
    /** Shapes: the first entry of this command's triangles in wheel_frame.indices. */
    int32_t first_index;
    /** Shapes: the number of indices (3 per triangle); 0 for text, clips and empty shapes. */
    int32_t index_count;
    union {
        /** FILL_RECT, FILL_ROUNDED_RECT (radius), STROKE_RECT (width), PUSH_CLIP, BEGIN_LAYER. */
        struct {
            wheel_rect rect;  /**< The rectangle, points. */
            double radius;    /**< Corner radius of FILL_ROUNDED_RECT, points. */
            double width;     /**< Line width of STROKE_RECT, points. */
        } rect;
        /** FILL_WEDGE: the annular sector between two screen angles. */
        struct {
            wheel_point center;  /**< Centre, points. */
            double inner_radius; /**< Inner radius, points (0 for a pie slice). */
            double outer_radius; /**< Outer radius, points. */
            double start_angle;  /**< First screen angle, radians. */
            double end_angle;    /**< Last screen angle, radians (>= start_angle). */
        } wedge;
        /** STROKE_CIRCLE (width) and FILL_CIRCLE. */
        struct {
            wheel_point center; /**< Centre, points. */
            double radius;      /**< Radius, points. */
            double width;       /**< Line width of STROKE_CIRCLE, points. */
        } circle;
        /** LINE. */
        struct {
            wheel_point p0; /**< Start, points. */
            wheel_point p1; /**< End, points. */
            double width;   /**< Line width, points. */
        } line;
        /** POLYLINE (width) and FILL_POLYGON: a run of wheel_frame.points. */
        struct {
            int32_t first_point; /**< Index of the first point in wheel_frame.points. */
            int32_t point_count; /**< The number of points. */
            double width;        /**< Line width of POLYLINE, points. */
        } path;
        /** FILL_TRIANGLE. */
        struct {
            wheel_point p0, p1, p2; /**< The corners, points. */
        } triangle;
        /** TEXT. */
        struct {
            /** The characters, UTF-8, NUL-terminated (owned by the frame). */
            const char *text;
            /** The length of `text` in bytes, without the NUL. */
            int32_t length;
            /** Which point of the text box `position` names. */
            wheel_text_anchor anchor;
            /** The anchor position, points. */
            wheel_point position;
            /** Font size, points. */
            double font_size;
            /** 1 for the bold face, 0 for regular. */
            int32_t bold;
            /** The reusable cell family. */
            wheel_cell_kind cell_kind;
            /** The slot within that family, stable while it shows the same item; -1 for none.
             *  A cached texture is stale when the text or style of the slot changed. */
            int32_t cell_slot;
            int32_t reserved; /**< Zero. */
        } text;
        /** IMAGE. */
        struct {
            wheel_rect rect; /**< Where the image is stretched to, points. */
            /** The image's key, UTF-8, NUL-terminated (owned by the frame). */
            const char *key;
            /** The length of `key` in bytes, without the NUL. */
            int32_t key_length;
            int32_t reserved; /**< Zero. */
        } image;
    } u;
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
 *  next wheel_render() or wheel_destroy() on that wheel. Fill it with wheel_frame_init(). */
typedef struct wheel_frame {
    /** In: sizeof(wheel_frame) as the host was built; out: the bytes written. */
    uint32_t struct_size;
    /** In: sizeof(wheel_command) as the host was built (a multiple of its alignment, 8, from 72
     *  up to 4096: anything else is WHEEL_ERROR_STRUCT_SIZE); out: the distance in bytes
     *  between two commands (the library writes each command's first command_size bytes). */
    uint32_t command_size;
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

/** Prepares a frame for wheel_render(): zeroes it and sets struct_size and command_size. */
static inline void wheel_frame_init(wheel_frame *frame) {
    static const wheel_frame zero = {0, 0, NULL, 0, NULL, 0, NULL, 0, NULL, 0, {0, 0, 0, 0}, 0};
    *frame = zero;
    frame->struct_size = (uint32_t)sizeof(wheel_frame);
    frame->command_size = (uint32_t)sizeof(wheel_command);
}

/** An event ready for wheel_poll_event(): zeroed, struct_size set
 *  (`wheel_event e = wheel_event_init();`). */
static inline wheel_event wheel_event_init(void) {
    wheel_event e;
    memset(&e, 0, sizeof e);
    e.struct_size = (uint32_t)sizeof e;
    return e;
}

/** A state ready for wheel_get_state(): zeroed, struct_size set. */
static inline wheel_state wheel_state_init(void) {
    wheel_state s;
    memset(&s, 0, sizeof s);
    s.struct_size = (uint32_t)sizeof s;
    return s;
}

/** A geometry ready for wheel_get_geometry(): zeroed, struct_size set. */
static inline wheel_geometry wheel_geometry_init(void) {
    wheel_geometry g;
    memset(&g, 0, sizeof g);
    g.struct_size = (uint32_t)sizeof g;
    return g;
}

/** A hit ready for wheel_hit_test(): zeroed, struct_size set. */
static inline wheel_hit wheel_hit_init(void) {
    wheel_hit h;
    memset(&h, 0, sizeof h);
    h.struct_size = (uint32_t)sizeof h;
    return h;
}

/* ---------------------------------------------------------------------------------------
 * Callbacks
 * ------------------------------------------------------------------------------------- */

/**
 * An item's optional content, filled by a wheel_item_content_fn. The wheel zeroes it (no
 * accent, no detail, no image) and sets struct_size before each call.
 */
typedef struct wheel_item_content {
    /** In: the bytes the library passes (its sizeof(wheel_item_content)). A callback built
     *  against a newer header writes only fields that lie within it (WHEEL_ITEM_CONTENT_HAS). */
    uint32_t struct_size;
    /** 1 when `accent` holds the item's accent colour, 0 for none (the alternating style fills). */
    int32_t has_accent;
    /** The accent colour: it fills the item's sector (the selected one too, inside a rim of
     *  the style's selected_fill). */
    wheel_color accent;
    /** Zero. */
    int32_t reserved;
    /** The detail line (UTF-8, NUL-terminated) shown under the item's label when the
     *  configuration's show_detail_text is 1, or NULL for none. */
    const char *detail_text;
    /** The key of the image drawn before the item's label (a WHEEL_COMMAND_IMAGE command the
     *  host resolves, e.g. a file name), or NULL for none. */
    const char *image_key;
} wheel_item_content;

/** Whether `content` (passed by the library) has room for `field`: write a field only then. */
#define WHEEL_ITEM_CONTENT_HAS(content, field) \
    (offsetof(wheel_item_content, field) + sizeof((content)->field) <= (content)->struct_size)

/**
 * Supplies an item's optional content (accent colour, detail line, image key): fill the
 * fields of `content` for item `index` (0 .. item_count - 1) and return 0, or return non-zero
 * when it cannot answer (the call that asked fails with WHEEL_ERROR_CALLBACK and the wheel asks
 * again next time). The strings may point to the host's own data or a static buffer: they must
 * stay valid until the wheel's next callback, and the wheel copies them at once (cut at 4096
 * bytes, invalid UTF-8 repaired). Asked once per item as it comes into view, like the texts;
 * it must not call the wheel.
 */
typedef int (*wheel_item_content_fn)(void *user_data, int64_t index, wheel_item_content *content);

/** Returned by a wheel_item_text_fn that cannot answer: the call that asked fails with
 *  WHEEL_ERROR_CALLBACK (the wheel asks again next time). */
#define WHEEL_TEXT_FAILED ((size_t)-1)

/**
 * Supplies the text of an item (snprintf-like). Write the UTF-8 text of item `index`
 * (0 .. item_count - 1) for `role` into `buffer`, at most `capacity` bytes including a
 * terminating NUL, and return the text's full length in bytes without the NUL (or
 * WHEEL_TEXT_FAILED). A length that is not that of the text written (its bytes before the NUL)
 * is an error of the call that asked (WHEEL_ERROR_CALLBACK). When the return value is >= capacity the wheel calls again with a
 * larger buffer (texts are cut at 4096 bytes). Invalid UTF-8 is repaired. The wheel asks
 * once per item as it comes into view and keeps the text while the item stays in view
 * (ask again: an item change, wheel_reload_items()); it must not call the wheel.
 */
typedef size_t (*wheel_item_text_fn)(void *user_data, int64_t index, wheel_text_role role, char *buffer,
                                     size_t capacity);

/**
 * Measures one line of text: store the advance width and line height, in points, of the
 * UTF-8 `text` (`length` bytes, NUL-terminated) drawn at `font_size` points in the regular
 * (bold = 0) or bold (bold = 1) face, and return 0. A non-zero return makes the wheel use
 * its built-in estimate for that text; a zero return with a negative, NaN or infinite size
 * is garbage: wheel_render() fails with WHEEL_ERROR_CALLBACK. Each text is measured once
 * while it stays in view. It must not call the wheel.
 */
typedef int (*wheel_measure_fn)(void *user_data, const char *text, size_t length, double font_size,
                                int32_t bold, double *out_width, double *out_height);

/* ---------------------------------------------------------------------------------------
 * Functions
 * ------------------------------------------------------------------------------------- */

/** Returns the ABI version of the loaded library (the WHEEL_ABI_VERSION of its header). A
 *  host may run when it is at least the host's WHEEL_ABI_VERSION. */
int32_t wheel_abi_version(void);

/** Returns a description of the calling thread's last failure (UTF-8, NUL-terminated; empty
 *  when nothing failed yet). The string stays valid until the thread's next failing call. */
const char *wheel_last_error(void);

/** Returns the name of a status code, e.g. "WHEEL_ERROR_NULL_ARGUMENT" (a static string;
 *  "unknown status" for codes this version does not define). */
const char *wheel_status_name(wheel_status status);

/** Returns what a status code means in plain words, e.g. "a required pointer was NULL" (a
 *  static string). */
const char *wheel_status_message(wheel_status status);

/** Fills the `struct_size` bytes at `config` with the defaults (listed with the fields) and
 *  sets config->struct_size. Use the wheel_configuration_init() macro. */
wheel_status wheel_configuration_init_sized(wheel_configuration *config, size_t struct_size);
#define wheel_configuration_init(config) wheel_configuration_init_sized((config), sizeof *(config))

/** Fills the `struct_size` bytes at `style` with the default dark style and sets
 *  style->struct_size. Use the wheel_style_init() macro. */
wheel_status wheel_style_init_sized(wheel_style *style, size_t struct_size);
#define wheel_style_init(style) wheel_style_init_sized((style), sizeof *(style))

/**
 * Creates a wheel. `config` must come from wheel_configuration_init() with valid values
 * (every bad field is named in one message); `item_text` supplies the items' texts and
 * receives `user_data` (which must outlive the wheel). The wheel rests on
 * config->initial_item in a 1024 x 640 point viewport at time 0, with the default style,
 * and measures text with a built-in estimate until wheel_set_measurer() is called. On
 * success *out_wheel is the new handle; on failure it is set to NULL.
 */
wheel_status wheel_create(const wheel_configuration *config, wheel_item_text_fn item_text,
                          void *user_data, wheel_t **out_wheel);

/** Destroys a wheel and its frame. The handle is invalid afterwards (using it again returns
 *  WHEEL_ERROR_INVALID_HANDLE). */
wheel_status wheel_destroy(wheel_t *wheel);

/** Replaces the configuration while the wheel runs (the rotation and the items are kept:
 *  item_count and initial_item are ignored). Nothing changes when a field is bad; every bad
 *  field is named in one message. A looping wheel that stops looping keeps the item it shows
 *  (it is moved back by whole turns); a motion that would end beyond the items springs to the
 *  nearest end, its events queued as usual. */
wheel_status wheel_set_configuration(wheel_t *wheel, const wheel_configuration *config);

/** Fills `config` (up to config->struct_size) with the wheel's configuration; item_count is
 *  the current count and initial_item the committed item. */
wheel_status wheel_get_configuration(const wheel_t *wheel, wheel_configuration *config);

/** Sets the colours the wheel is drawn with (from the next wheel_render()). */
wheel_status wheel_set_style(wheel_t *wheel, const wheel_style *style);

/** Fills `style` (up to style->struct_size) with the wheel's colours. */
wheel_status wheel_get_style(const wheel_t *wheel, wheel_style *style);

/** Sets the text-measuring callback (NULL restores the built-in estimate: 0.6 x size per
 *  character, 1.2 x size per line). Pass the metrics of the font you draw with, so that
 *  the layout fits text as it will be drawn. `user_data` must outlive the wheel. */
wheel_status wheel_set_measurer(wheel_t *wheel, wheel_measure_fn measure, void *user_data);

/** Sets (or with NULL removes) the item-content callback: items get accent colours, detail
 *  lines and images from it (a wheel without one draws items as before: alternating fills, no
 *  detail, no image). Every item is asked anew. `user_data` must outlive the wheel. */
wheel_status wheel_set_item_content_callback(wheel_t *wheel, wheel_item_content_fn content, void *user_data);

/** Sets the viewport the wheel and its labels fit in, view space (points); the wheel is
 *  placed anew. x and y must be from -10^7 up to 10^7, width and height from 0 up to 10^7
 *  (WHEEL_ERROR_INVALID_ARGUMENT otherwise, naming the value). */
wheel_status wheel_set_viewport(wheel_t *wheel, double x, double y, double width, double height);

/**
 * Delivers a pointer event: `device` WHEEL_DEVICE_*, `pointer_id` (0 for the mouse, the
 * finger for touch, up to 2^31 - 1), position (x, y) in view space (points) and `time` in
 * seconds on the host's clock. Events caused are queued (wheel_poll_event()).
 */
wheel_status wheel_pointer(wheel_t *wheel, wheel_pointer_phase phase, wheel_device device, int64_t pointer_id,
                           double x, double y, double time);

/**
 * Delivers a scroll: with `precise` = 0, (dx, dy) are wheel notches (dy > 0 = away from the
 * user: one notch turns one sector); with `precise` = 1 they are trackpad points (continuous,
 * snapping to an item when scrolling stops). `time` in seconds.
 */
wheel_status wheel_scroll(wheel_t *wheel, double dx, double dy, int32_t precise, double time);

/** Delivers a key press at `time` seconds. */
wheel_status wheel_key(wheel_t *wheel, wheel_key_code key, double time);

/** Moves the wheel's clock to `time` (seconds; earlier times are treated as the current
 *  time): motion is computed in closed form, so any frame rate gives the same motion.
 *  Events caused are queued. */
wheel_status wheel_advance(wheel_t *wheel, double time);

/**
 * Takes the oldest queued event: returns 1 and fills *out_event (up to its struct_size) when
 * there was one, 0 when the queue is empty, or a negative wheel_status. The queue keeps the
 * newest 4096 events.
 */
int32_t wheel_poll_event(wheel_t *wheel, wheel_event *out_event);

/** Fills *out_state (up to its struct_size) with the wheel's phase, items, selection and
 *  motion. */
wheel_status wheel_get_state(const wheel_t *wheel, wheel_state *out_state);

/** Fills *out_geometry (up to its struct_size) with where the wheel sits in its viewport. */
wheel_status wheel_get_geometry(const wheel_t *wheel, wheel_geometry *out_geometry);

/** Fills *out_hit (up to its struct_size) with what lies under (x, y), view space: the
 *  sector or shown label of an item, or WHEEL_HIT_NONE. Tests against the layout of the last
 *  wheel_render() (a wheel never rendered is laid out first). */
wheel_status wheel_hit_test(const wheel_t *wheel, double x, double y, wheel_hit *out_hit);

/** Brings `item` (0 .. item_count - 1) to the selection at once and commits it (events
 *  queued). */
wheel_status wheel_jump_to_item(wheel_t *wheel, int64_t item);

/** Animates the wheel to `item` (0 .. item_count - 1) with the settling spring; it commits
 *  when it arrives (advance the wheel to see it). */
wheel_status wheel_animate_to_item(wheel_t *wheel, int64_t item);

/** Animates the wheel to `item` (0 .. item_count - 1) in exactly `duration` seconds (0 to 60;
 *  0, and any duration under a millisecond, lands at once, like wheel_jump_to_item), its
 *  progress shaped by `curve`
 *  (WHEEL_CURVE_*); on a looping wheel it takes the shortest way round. It commits when it
 *  arrives. A pointer holding the wheel wins: the call then changes nothing. */
wheel_status wheel_animate_to_item_timed(wheel_t *wheel, int64_t item, double duration,
                                         wheel_animation_curve curve);

/**
 * The host's items were replaced: there are now `item_count` (0 to 2^50) items, read anew through
 * the item-text callback. The selection stays on the same index (clamped). Events queued.
 */
wheel_status wheel_reload_items(wheel_t *wheel, int64_t item_count);

/**
 * The host inserted `count` (>= 0, at most 2^50 items in all) items before index `index`
 * (0 .. item_count); the item-text callback must already answer for the new items. The
 * selected item stays selected (its index grows by `count` when it lies at or after `index`).
 * Events queued.
 */
wheel_status wheel_insert_items(wheel_t *wheel, int64_t index, int64_t count);

/**
 * The host removed the `count` items starting at `index` (index 0 .. item_count, count >= 0,
 * index + count <= item_count: removing no items at the end is allowed, as inserting there is);
 * the item-text callback must already answer for the remaining items. The selected item stays
 * selected, or the item that takes its place is selected when it was removed. Events queued;
 * queued events of removed items name the item that took their place, once (no event repeats
 * the item of the queued event of its kind before it).
 */
wheel_status wheel_remove_items(wheel_t *wheel, int64_t index, int64_t count);

/**
 * Lays out and draws the current frame: fills *out_frame (prepared by wheel_frame_init())
 * with the display list (view space) and the triangles of its shapes tessellated at `scale`
 * pixels per point (> 0, at most 64) with a one-pixel anti-aliasing fringe when
 * `anti_aliasing` is 1. The frame belongs to the wheel and stays valid until the next
 * wheel_render() or wheel_destroy(). Fails with WHEEL_ERROR_CALLBACK when a callback failed.
 */
wheel_status wheel_render(wheel_t *wheel, double scale, int32_t anti_aliasing, wheel_frame *out_frame);

/* ---------------------------------------------------------------------------------------
 * Semantics: what the wheel means, for the host's accessibility API
 * ------------------------------------------------------------------------------------- */

/** Semantics states (bits of wheel_semantics.states). */
enum {
    /** Can take keyboard focus (always set). */
    WHEEL_SEMANTICS_FOCUSABLE = 1 << 0,
    /** No items: nothing to pick. */
    WHEEL_SEMANTICS_DISABLED = 1 << 3,
    /** Dragged, flinging or settling: the value is not final; announce it when this clears. */
    WHEEL_SEMANTICS_BUSY = 1 << 4
};

/** Semantics actions (bits of wheel_semantics.actions; codes of wheel_perform_action). */
enum {
    /** The next item, as the Down key. */
    WHEEL_ACTION_INCREMENT = 1 << 0,
    /** The previous item, as the Up key. */
    WHEEL_ACTION_DECREMENT = 1 << 1,
    /** Jump to item `value - 1` (1-based, rounded, clamped) and commit it. */
    WHEEL_ACTION_SET_VALUE = 1 << 2
};

/** The wheel as one adjustable control (a spin button on AT-SPI, UIAccessibility's
 *  adjustable trait). Set struct_size before the call (wheel_semantics_init()). */
typedef struct wheel_semantics {
    /** In: sizeof(wheel_semantics) as the host was built; out: the bytes written. */
    uint32_t struct_size;
    /** WHEEL_SEMANTICS_* bits. */
    int32_t states;
    /** WHEEL_ACTION_* bits the wheel supports now (none without items). */
    int32_t actions;
    /** Zero. */
    int32_t reserved;
    /** The item at the selection, 1-based (0 without items), in minimum ... maximum. */
    double value;
    /** 1 (0 without items). */
    double minimum;
    /** The item count. */
    double maximum;
    /** 1: one item per increment. */
    double step;
    /** The visible disc and label column, view space. */
    wheel_rect bounds;
    /** The value as spoken, UTF-8, NUL-terminated ("Carbon, 6 of 118"; "" without items);
     *  owned by the wheel until the next wheel_get_semantics() or wheel_destroy(). */
    const char *value_text;
} wheel_semantics;

/** A semantics ready for wheel_get_semantics(): zeroed, struct_size set. */
static inline wheel_semantics wheel_semantics_init(void) {
    wheel_semantics s;
    memset(&s, 0, sizeof s);
    s.struct_size = (uint32_t)sizeof s;
    return s;
}

/** Fills *out_semantics (up to its struct_size) with what the wheel means now (call once per
 *  frame, after wheel_advance). The value text names the item through the item-text callback:
 *  when that fails or answers garbage, the call fails with WHEEL_ERROR_CALLBACK (never an empty
 *  name), and the next render is not affected. Version 3 added struct_size to wheel_semantics, so the call is
 *  a new entry point, wheel_get_semantics3 (the macro below names it); a host built against
 *  version 2 calls the library's wheel_get_semantics, which still fills version 2's layout. */
wheel_status wheel_get_semantics3(wheel_t *wheel, wheel_semantics *out_semantics);
#define wheel_get_semantics wheel_get_semantics3

/** Performs an assistive client's action (WHEEL_ACTION_*) at `time` seconds, through the same
 *  path as the keys; `value` is read by WHEEL_ACTION_SET_VALUE only. Its events are queued for
 *  wheel_poll_event like any other. */
wheel_status wheel_perform_action(wheel_t *wheel, int32_t action, double value, double time);

/* ---------------------------------------------------------------------------------------
 * Date pickers (version 4): several linked wheels, one per component (year, month, day, hour,
 * minute, and AM/PM on a 12-hour clock), the day count following the month and the year, values
 * outside [minimum, maximum] disabled. Time in through wheel_date_picker_advance(), input
 * through _pointer() and _key() (Left and Right move the focus between components), state out
 * through _get_value() and _get_component(), texts measured by the host's wheel_measure_fn
 * through _set_measurer() (version 5). Swift's PickerController and DatePickerModel.
 * ------------------------------------------------------------------------------------- */

/** A date picker (opaque). */
typedef struct wheel_date_picker_t wheel_date_picker_t;

/** A civil date and time to the minute (proleptic Gregorian, no time zone). */
typedef struct wheel_date_time {
    int32_t year;   /**< 1 to 9999 */
    int32_t month;  /**< 1 to 12 */
    int32_t day;    /**< 1 to the month's days */
    int32_t hour;   /**< 0 to 23 */
    int32_t minute; /**< 0 to 59 */
} wheel_date_time;

/** The field a date picker's component picks (the components stand in ISO order). */
typedef int32_t wheel_date_field;
enum {
    WHEEL_DATE_FIELD_YEAR = 0,
    WHEEL_DATE_FIELD_MONTH = 1,
    WHEEL_DATE_FIELD_DAY = 2,
    WHEEL_DATE_FIELD_HOUR = 3,
    WHEEL_DATE_FIELD_MINUTE = 4,
    WHEEL_DATE_FIELD_MERIDIEM = 5,
    /** Version 7. */
    WHEEL_DATE_FIELD_SECOND = 6
};

/** What a date picker shows (version 7): the mode decides the components. */
typedef int32_t wheel_date_mode;
enum {
    /** Year, month, day, hour, minute (and second): the only mode before version 7. */
    WHEEL_DATE_MODE_DATE_AND_TIME = 0,
    /** Year, month, day. */
    WHEEL_DATE_MODE_DATE = 1,
    /** Hour, minute (and second): year, month and day of values are ignored (0 when read). */
    WHEEL_DATE_MODE_TIME = 2,
    /** Year and month: no day component (day 1 when read). */
    WHEEL_DATE_MODE_MONTH_YEAR = 3,
    /** A length of time: hours 0 to 99, minutes (and seconds), up to 99:59:59. */
    WHEEL_DATE_MODE_DURATION = 4
};

/** A date picker's value (version 7): the fields of its mode, the others 0 (day 1 for
 *  month-year). A duration is hour (0 to 99), minute and second. */
typedef struct wheel_date_value {
    int32_t year;
    int32_t month;
    int32_t day;
    int32_t hour;
    int32_t minute;
    int32_t second;
} wheel_date_value;

/** What a date picker is made with. Fill it with wheel_date_picker_configuration_init(). */
typedef struct wheel_date_picker_configuration {
    /** sizeof(wheel_date_picker_configuration) as the host was built. */
    uint32_t struct_size;
    /** Minutes between two items of the minute component: a divisor of 60 up to 30 (1). */
    int32_t minute_interval;
    /** 1 for hours 1-12 and an AM/PM component, 0 for 24 hours (0). */
    int32_t twelve_hour;
    /** The components' geometry: WHEEL_GEOMETRY_DRUM (default) or WHEEL_GEOMETRY_ROTARY. */
    wheel_geometry_kind geometry;
    /** The value shown first (2024-02-29 09:41); it must lie in minimum ... maximum
     *  (wheel_date_picker_create rejects it otherwise). */
    wheel_date_time value;
    /** The earliest value that may be chosen (1900-01-01 00:00). */
    wheel_date_time minimum;
    /** The latest value that may be chosen (2100-12-31 23:59). */
    wheel_date_time maximum;
    /* Version 7 (a host built before gets the date-and-time picker, as before). */
    /** What the picker shows (WHEEL_DATE_MODE_DATE_AND_TIME). In the time and duration modes the
     *  hour, minute and second of value, minimum and maximum are read (a duration's maximum hour
     *  up to 99; with the defaults' 23:59:59 set maximum.hour = 99 for 99:59:59). */
    wheel_date_mode mode;
    /** 1 for a seconds component in the time modes (0). */
    int32_t show_seconds;
    /** The seconds of value, minimum and maximum (0, 0, 59). */
    int32_t value_second;
    int32_t minimum_second;
    int32_t maximum_second;
} wheel_date_picker_configuration;

/** What wheel_date_picker_poll_event() reports (version 7). */
typedef int32_t wheel_date_event_type;
enum {
    /** The picker came to rest on a new value (once per settled change): `value`, and
     *  `adjusted_from` when the value asked for (set_value, set_limits) was rounded to a minute
     *  step or moved into the range (`adjusted` = 1). */
    WHEEL_DATE_EVENT_VALUE_CHANGED = 0,
    /** The keyboard focus moved to `component`. */
    WHEEL_DATE_EVENT_FOCUS_CHANGED = 1,
    /** Component `component` came to rest on item `item` (a choice made). */
    WHEEL_DATE_EVENT_COMPONENT_COMMITTED = 2
};

/** One date picker event (version 7). Set struct_size before the call. */
typedef struct wheel_date_picker_event {
    /** In: sizeof(wheel_date_picker_event) as the host was built; out: the bytes written. */
    uint32_t struct_size;
    /** WHEEL_DATE_EVENT_*. */
    wheel_date_event_type type;
    /** FOCUS_CHANGED and COMPONENT_COMMITTED: the component; else -1. */
    int32_t component;
    /** VALUE_CHANGED: 1 when `adjusted_from` holds the value asked for, else 0. */
    int32_t adjusted;
    /** COMPONENT_COMMITTED: the item; else -1. */
    int64_t item;
    /** VALUE_CHANGED: the new value. */
    wheel_date_value value;
    /** VALUE_CHANGED with adjusted = 1: the value asked for. */
    wheel_date_value adjusted_from;
} wheel_date_picker_event;

/** One component's state (wheel_date_picker_get_component). Set struct_size before the call. */
typedef struct wheel_picker_component {
    /** sizeof(wheel_picker_component) as the host was built. */
    uint32_t struct_size;
    /** Which field it picks (WHEEL_DATE_FIELD_*). */
    wheel_date_field field;
    /** Its committed item, 0 to count - 1. */
    int64_t index;
    /** Its number of items now (the day component's follows the month and the year). */
    int64_t count;
    /** Its wheel's phase (WHEEL_PHASE_*). */
    wheel_phase phase;
    /** 1 when the keys go to it (the focused component), else 0. */
    int32_t focused;
    /** The committed item's text, UTF-8, NUL-terminated ("29", "March"). */
    char text[24];
    /** The component's column, view space. */
    wheel_rect column;
} wheel_picker_component;

/** Fills the `struct_size` bytes at `config` with the defaults and sets config->struct_size. */
wheel_status wheel_date_picker_configuration_init_sized(wheel_date_picker_configuration *config, size_t struct_size);
#define wheel_date_picker_configuration_init(config) \
    wheel_date_picker_configuration_init_sized((config), sizeof *(config))

/** Makes a date picker filling the viewport (0, 0, 1024, 640) until wheel_date_picker_set_viewport.
 *  A value outside the range lands on the nearest allowed value and a minute off the steps on the
 *  nearest step (as Swift's DatePickerModel.landing). A field outside its range (a day the month
 *  lacks: "minimum.day must be a number from 1 up to 28 for 2023-02, got 30"), a range whose maximum is before
 *  its minimum ("maximum 2020-06-01T00:00 is before minimum 2020-06-10T00:00") or an interval
 *  that does not divide 60 is WHEEL_ERROR_INVALID_ARGUMENT, named in wheel_last_error(); no
 *  input traps. */
wheel_status wheel_date_picker_create(const wheel_date_picker_configuration *config, wheel_date_picker_t **out_picker);

/** Frees a date picker; its handle is rejected from then on. */
wheel_status wheel_date_picker_destroy(wheel_date_picker_t *picker);

/** The rectangle the components share, view space (points). */
wheel_status wheel_date_picker_set_viewport(wheel_date_picker_t *picker, double x, double y, double width, double height);

/** A pointer event, as wheel_pointer: it goes to the component under its press (and focuses it). */
wheel_status wheel_date_picker_pointer(wheel_date_picker_t *picker, wheel_pointer_phase phase, wheel_device device,
                                       int64_t pointer_id, double x, double y, double time);

/** A key press: Left and Right move the focus, the others go to the focused component. */
wheel_status wheel_date_picker_key(wheel_date_picker_t *picker, wheel_key_code key, double time);

/** Moves the picker's clock to `time` seconds. */
wheel_status wheel_date_picker_advance(wheel_date_picker_t *picker, double time);

/** The value the components show now, and (when out_changes is not NULL) how many settled
 *  changes of the whole picker there have been (one per change, after any day was clamped). */
wheel_status wheel_date_picker_get_value(const wheel_date_picker_t *picker, wheel_date_time *out_value,
                                         int64_t *out_changes);

/** The number of components (5, or 6 on a 12-hour clock). */
wheel_status wheel_date_picker_component_count(const wheel_date_picker_t *picker, int32_t *out_count);

/** Fills *out_component (up to its struct_size) with component `index`'s state. */
wheel_status wheel_date_picker_get_component(const wheel_date_picker_t *picker, int32_t index,
                                             wheel_picker_component *out_component);

/** Sets the text-measuring callback every component's texts are fitted with (NULL restores the
 *  built-in estimate: 0.6 x size per character, 1.2 x size per line), as wheel_set_measurer()
 *  does for a wheel: pass the metrics of the font you draw with. The same wheel_measure_fn
 *  contract: a non-zero return means the estimate for that text; a zero return with a negative,
 *  NaN or infinite size makes wheel_date_picker_render() fail with WHEEL_ERROR_CALLBACK (nothing
 *  else is lost: the next render asks again). Each text is measured once while it shows; the
 *  callback must not call the picker (that call fails with WHEEL_ERROR_BUSY). `user_data` must
 *  outlive the picker. Since ABI version 5: check wheel_abi_version() >= 5 before calling it. */
wheel_status wheel_date_picker_set_measurer(wheel_date_picker_t *picker, wheel_measure_fn measure, void *user_data);

/** Lays out and draws every component (and a focus ring around the focused one) into
 *  *out_frame, as wheel_render() draws a wheel: prepare it with wheel_frame_init(); it stays
 *  valid until the next call for this picker. Texts are fitted to their rows with the
 *  measurer of wheel_date_picker_set_measurer() (the built-in estimate without one). When the
 *  measurer answers garbage the call fails with WHEEL_ERROR_CALLBACK and *out_frame is empty
 *  (no commands); the picker's state is unchanged. */
wheel_status wheel_date_picker_render(wheel_date_picker_t *picker, double scale, int32_t anti_aliasing,
                                      wheel_frame *out_frame);

/* Version 7: the value level (check wheel_abi_version() >= 7 before calling these). */

/** The value the components show, as the mode has it (seconds included), and (when
 *  out_changes is not NULL) the number of settled changes so far. */
wheel_status wheel_date_picker_get_date_value(const wheel_date_picker_t *picker, wheel_date_value *out_value,
                                              int64_t *out_changes);

/** Puts the picker on `value` (moved into the range, its minute rounded to the nearest step),
 *  animated (1: each component turns with its settle spring; the VALUE_CHANGED event comes when
 *  it rests) or at once (0: the event is queued now). A field out of its range or seconds the
 *  picker cannot show (show_seconds 0) is WHEEL_ERROR_INVALID_ARGUMENT and nothing moves. */
wheel_status wheel_date_picker_set_value(wheel_date_picker_t *picker, const wheel_date_value *value,
                                         int32_t animated);

/** Changes the limits and the minute interval at run time (NULL or 0 keeps one): the value
 *  moves inside with an animation and one VALUE_CHANGED event (none when it stays). A bad
 *  range ("maximum ... is before minimum ...") is WHEEL_ERROR_INVALID_ARGUMENT; the old limits
 *  stay. */
wheel_status wheel_date_picker_set_limits(wheel_date_picker_t *picker, const wheel_date_value *minimum,
                                          const wheel_date_value *maximum, int32_t minute_interval);

/** Takes the oldest queued event: returns 1 and fills *out_event (up to its struct_size), 0
 *  when there is none, or a negative WHEEL_ERROR_*. */
wheel_status wheel_date_picker_poll_event(wheel_date_picker_t *picker, wheel_date_picker_event *out_event);

/** What the picker as a whole is doing: WHEEL_PHASE_DRAGGING when a component is dragged, else
 *  FLINGING, else SETTLING while any moves, else IDLE (the value is settled). */
wheel_status wheel_date_picker_get_phase(const wheel_date_picker_t *picker, wheel_phase *out_phase);

/** The picker's meaning for a screen reader: node -1 is the picker (a group; value_text the
 *  value as ISO text, "2024-02-29T09:41"; value, minimum, maximum and step 0), node 0 to
 *  count - 1 a component (an adjustable spin button, as wheel_get_semantics describes a wheel:
 *  "March, 3 of 12"). *out_name (when not NULL) gets the node's name ("Date and time", "Day",
 *  "Hours"). Strings stay valid until the next call for this picker. */
wheel_status wheel_date_picker_get_semantics(wheel_date_picker_t *picker, int32_t node,
                                             wheel_semantics *out_semantics, const char **out_name);

/** Performs an assistive client's action (WHEEL_ACTION_INCREMENT, _DECREMENT, _SET_VALUE with
 *  `value`, 1-based) on component `component` at `time` seconds, as wheel_perform_action. */
wheel_status wheel_date_picker_perform_action(wheel_date_picker_t *picker, int32_t component, int32_t action,
                                              double value, double time);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* WHEELCORE_H */
