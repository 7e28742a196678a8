// Publishes a semantics tree to AT-SPI (the Linux accessibility bus) through ATK and its
// bridge, for a process that is not a GTK application: SDLFront.
//
// The host pushes the whole tree when it changes (wa11y_begin, wa11y_set_node per node,
// wa11y_end), tells what changed (wa11y_notify), pumps GLib's default main context once per
// frame without blocking (wa11y_pump), and takes the actions clients asked for
// (wa11y_next_action) into its own input path. No GLib type appears here.
#ifndef WHEEL_A11Y_H
#define WHEEL_A11Y_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Roles, in the order of WheelSemantics' SemanticsRole (FRAME is the window, the tree's root:
/// an AtkWindow).
typedef enum {
    WA11Y_ROLE_FRAME = 0,
    WA11Y_ROLE_GROUP,
    WA11Y_ROLE_ADJUSTABLE,
    WA11Y_ROLE_SLIDER,
    WA11Y_ROLE_SCROLL_BAR,
    WA11Y_ROLE_RADIO_GROUP,
    WA11Y_ROLE_RADIO_BUTTON,
    WA11Y_ROLE_TAB_LIST,
    WA11Y_ROLE_TAB,
    WA11Y_ROLE_IMAGE,
    WA11Y_ROLE_TABLE,
    WA11Y_ROLE_ROW,
    WA11Y_ROLE_COLUMN_HEADER,
    WA11Y_ROLE_CELL,
} wa11y_role;

/// State bits, as SemanticsStates.
enum {
    WA11Y_STATE_FOCUSABLE = 1 << 0,
    WA11Y_STATE_FOCUSED = 1 << 1,
    WA11Y_STATE_SELECTED = 1 << 2,
    WA11Y_STATE_DISABLED = 1 << 3,
    WA11Y_STATE_BUSY = 1 << 4,
};

/// Action bits, as SemanticsActions; also the action codes of wa11y_next_action.
enum {
    WA11Y_ACTION_INCREMENT = 1 << 0,
    WA11Y_ACTION_DECREMENT = 1 << 1,
    WA11Y_ACTION_SET_VALUE = 1 << 2,
    WA11Y_ACTION_ACTIVATE = 1 << 3,
    WA11Y_ACTION_FOCUS = 1 << 4,
};

/// What wa11y_notify reports.
typedef enum {
    WA11Y_CHANGE_VALUE = 0,
    WA11Y_CHANGE_NAME,
    WA11Y_CHANGE_DESCRIPTION,
    WA11Y_CHANGE_STATES,
    WA11Y_CHANGE_FOCUS,
    WA11Y_CHANGE_BOUNDS,
} wa11y_change;

/// One node; strings are copied (NULL for none), bounds in window points.
typedef struct {
    uint64_t id;
    int32_t role;
    const char *name;
    const char *value_text;
    const char *description;
    double x, y, width, height;
    uint32_t states;
    uint32_t actions;
    int32_t has_numeric;
    double value, minimum, maximum, step;
    const uint64_t *children;
    size_t child_count;
} wa11y_node;

/// Starts the bridge: overrides AtkUtil (root, toolkit, event listeners) and connects to the
/// accessibility bus. Returns 0 on success; otherwise -1 with a one-line reason in `error`.
/// GLib's warnings are kept from stderr (the first one is the reason).
int wa11y_start(const char *app_name, char *error, size_t error_size);

/// Whether the D-Bus session bus (DBUS_SESSION_BUS_ADDRESS) answers a connection within
/// `seconds`, asked on a thread of its own: 1 yes, 0 it failed at once (why in `error`), -1 it
/// did not answer in time (a bus that accepts connections and never replies, which would hold
/// SDL's start-up and the bridge forever).
int wa11y_session_bus_answers(int seconds, char *error, size_t error_size);

/// Starts an update of the tree.
void wa11y_begin(void);
/// Sets a node (created on first sight, updated after; no events).
void wa11y_set_node(const wa11y_node *node);
/// Ends the update: `root_id` is the window (a node of role FRAME); nodes not set since
/// wa11y_begin go away;
/// children-changed events are sent for the parents whose children changed.
void wa11y_end(uint64_t root_id);
/// Announces a change of node `id` (value, name, description, states, focus, bounds). A value
/// or description equal to the one last announced is not announced again; a focus change in a
/// window without the keyboard focus is announced when the window is activated.
void wa11y_notify(uint64_t id, wa11y_change change);
/// Whether the window has the keyboard focus, as a toolkit reports it: a change activates or
/// deactivates the frame (its ACTIVE state, window:activate or window:deactivate) and focuses
/// or unfocuses the focused node. Before the first tree it is remembered for the frame.
void wa11y_set_window_active(int active);
/// Where the window's top-left corner is on the screen (pixels) and pixels per point.
void wa11y_set_window_origin(double x, double y, double scale);
/// Runs what is due in GLib's default main context (D-Bus requests), without blocking.
/// Returns how many sources were dispatched.
int wa11y_pump(void);
/// Asks to be woken when a client's request arrives: a thread of this module waits on what
/// the bridge waits on (its connections, timers) and calls `wake` (from that thread; it must be
/// thread-safe, such as pushing an event to the host's loop) once, then not again until the
/// host's next wa11y_pump. A host that sleeps between frames then answers at once instead of
/// at its next frame. Returns 0, or -1 (no bridge, or no thread: the host answers at its own
/// pace).
int wa11y_set_waker(void (*wake)(void));
/// A key event as a toolkit reports it to assistive technologies (ATK's AtkKeyEventStruct):
/// press or release, the modifier state (X's mask: Shift 1, Lock 2, Control 4, Mod1 8...),
/// the keysym, the hardware keycode, the text (the character, or the keysym's name for a key
/// that types none, as GTK sends it) and the server's timestamp, milliseconds.
typedef struct {
    int32_t pressed;
    uint32_t state;
    uint32_t keysym;
    uint16_t keycode;
    const char *text;
    uint32_t timestamp;
} wa11y_key;

/// Reads the key event in SDL's window-system message `sdl_syswm_msg` (an SDL_SysWMmsg of an
/// SDL_SYSWMEVENT) into `key`, its text in `text` (`text_size` bytes): 1 for an X11 key press
/// or release, 0 for anything else (another message, another window system).
int wa11y_key_from_syswm(const void *sdl_syswm_msg, wa11y_key *key, char *text, size_t text_size);

/// Hands `key` to the key event listeners that clients registered through ATK (atk-bridge
/// forwards it to the accessibility registry, which asks the screen reader, and answers the
/// app's requests while it waits), as GTK does before it acts on a key. Returns 1 when a
/// listener consumed it (the app must then ignore the key), else 0.
int wa11y_key_event(const wa11y_key *key);

/// Takes the oldest action a client asked for: 1 and the node, action code and value, or 0.
int wa11y_next_action(uint64_t *id, int32_t *action, double *value);

#ifdef __cplusplus
}
#endif

#endif
