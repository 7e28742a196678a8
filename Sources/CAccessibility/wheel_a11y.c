// ATK objects for a semantics tree, published on AT-SPI by atk-bridge (see wheel_a11y.h).
//
// A process that is not GTK publishes ATK objects by overriding AtkUtil (get_root, the
// toolkit's name and version, and the global event listeners the bridge hooks its signal
// forwarding on: emission hooks, as GTK's own AtkUtil does), calling atk_bridge_adaptor_init
// and iterating GLib's default main context each frame.
#include "wheel_a11y.h"

#include <atk-bridge.h>
#include <atk/atk.h>
#include <errno.h>
#include <gio/gio.h>
#include <glib-unix.h>
#include <glib.h>
#include <poll.h>
#include <SDL2/SDL_syswm.h>
#include <unistd.h>
#include <X11/Xutil.h>
#include <stdio.h>
#include <string.h>

// MARK: - Nodes

typedef struct {
    AtkObject parent;
    uint64_t id;
    int32_t role;
    char *name;
    char *value_text;
    char *description;
    double x, y, width, height;
    uint32_t states;
    uint32_t announced_states;
    char *announced_description;  // the description clients last heard of
    char *announced_value_text;   // the value clients last heard of, and its number
    double announced_value;
    uint32_t actions;
    int32_t has_numeric;
    double value, minimum, maximum, step;
    GArray *children; // uint64_t
    uint64_t parent_id;
    gboolean seen;
    gboolean fresh;  // created in this update
} WA11yNode;

typedef struct {
    AtkObjectClass parent_class;
} WA11yNodeClass;

static GHashTable *nodes;  // uint64_t* -> WA11yNode* (owned)
static AtkObject *application;
static uint64_t root_id;
static uint64_t focused_id;
static gboolean window_active;  // the window has the keyboard focus (the frame is active)
static gint64 started_at;       // when the bridge started (monotonic microseconds)
static gboolean restated;       // the activation was told again after start-up
static double origin_x, origin_y, pixel_scale = 1;
static char *app_name;
static GArray *actions;  // queued_action
static char first_warning[256];
static unsigned warnings;

typedef struct {
    uint64_t id;
    int32_t action;
    double value;
} queued_action;

#define APP_ID UINT64_MAX

static WA11yNode *lookup(uint64_t id) { return nodes ? g_hash_table_lookup(nodes, &id) : NULL; }

static void queue_action(uint64_t id, int32_t action, double value) {
    queued_action a = {id, action, value};
    g_array_append_val(actions, a);
}

static void wa11y_component_init(AtkComponentIface *iface);
static void wa11y_action_init(AtkActionIface *iface);
static void wa11y_value_init(AtkValueIface *iface);
static void wa11y_table_init(AtkTableIface *iface);
static void wa11y_window_init(AtkWindowIface *iface);

G_DEFINE_TYPE_WITH_CODE(
    WA11yNode, wa11y_node, ATK_TYPE_OBJECT,
    G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, wa11y_component_init)
        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, wa11y_action_init))

// A node type that is a WA11yNode implementing one more ATK interface (its init function).
#define WA11Y_NODE_SUBTYPE(Name, name, IFACE_TYPE, iface_init)                                   \
    typedef WA11yNode Name;                                                                      \
    typedef WA11yNodeClass Name##Class;                                                          \
    G_DEFINE_TYPE_WITH_CODE(Name, name, wa11y_node_get_type(), G_IMPLEMENT_INTERFACE(IFACE_TYPE, iface_init)) \
    static void name##_init(Name *self) { (void)self; }                                          \
    static void name##_class_init(Name##Class *klass) { (void)klass; }

// A node with a numeric value also implements AtkValue.
WA11Y_NODE_SUBTYPE(WA11yValueNode, wa11y_value_node, ATK_TYPE_VALUE, wa11y_value_init)

// A table node also implements AtkTable, so that a screen reader moves by row and column and
// reads a cell with its column's header (Orca's table navigation).
WA11Y_NODE_SUBTYPE(WA11yTableNode, wa11y_table_node, ATK_TYPE_TABLE, wa11y_table_init)

// The window (the tree's root, a frame) also implements AtkWindow, whose "activate" and
// "deactivate" signals the bridge sends as window:activate and window:deactivate: what tells a
// screen reader which window has the keyboard focus (GTK emits them on focus-in and -out).
WA11Y_NODE_SUBTYPE(WA11yWindowNode, wa11y_window_node, ATK_TYPE_WINDOW, wa11y_window_init)

static void wa11y_window_init(AtkWindowIface *iface) { (void)iface; }

#define NODE(o) ((WA11yNode *)(o))

static void wa11y_node_finalize(GObject *object) {
    WA11yNode *n = NODE(object);
    g_free(n->name);
    g_free(n->value_text);
    g_free(n->description);
    g_free(n->announced_description);
    g_free(n->announced_value_text);
    if (n->children) g_array_free(n->children, TRUE);
    G_OBJECT_CLASS(wa11y_node_parent_class)->finalize(object);
}

static const char *node_get_name(AtkObject *o) {
    WA11yNode *n = NODE(o);
    return n->id == APP_ID ? app_name : (n->name ? n->name : "");
}

static const char *node_get_description(AtkObject *o) {
    WA11yNode *n = NODE(o);
    if (n->description) return n->description;
    // A value without a number (a radio group's choice) is read as the description.
    if (!n->has_numeric && n->value_text) return n->value_text;
    return "";
}

static AtkRole node_get_role(AtkObject *o) {
    WA11yNode *n = NODE(o);
    if (n->id == APP_ID) return ATK_ROLE_APPLICATION;
    if (n->id == root_id) return ATK_ROLE_FRAME;
    switch (n->role) {
    case WA11Y_ROLE_FRAME: return ATK_ROLE_FRAME;
    case WA11Y_ROLE_GROUP: return ATK_ROLE_PANEL;
    case WA11Y_ROLE_ADJUSTABLE: return ATK_ROLE_SPIN_BUTTON;
    case WA11Y_ROLE_SLIDER: return ATK_ROLE_SLIDER;
    case WA11Y_ROLE_SCROLL_BAR: return ATK_ROLE_SCROLL_BAR;
    // A labelled group of radio buttons is a panel, as GTK's labelled frame: Orca speaks its
    // name ("Year panel") when the focus enters it (it says nothing of a grouping).
    case WA11Y_ROLE_RADIO_GROUP: return ATK_ROLE_PANEL;
    case WA11Y_ROLE_RADIO_BUTTON: return ATK_ROLE_RADIO_BUTTON;
    case WA11Y_ROLE_TAB_LIST: return ATK_ROLE_PAGE_TAB_LIST;
    case WA11Y_ROLE_TAB: return ATK_ROLE_PAGE_TAB;
    case WA11Y_ROLE_IMAGE: return ATK_ROLE_IMAGE;
    case WA11Y_ROLE_TABLE: return ATK_ROLE_TABLE;
    case WA11Y_ROLE_ROW: return ATK_ROLE_TABLE_ROW;
    case WA11Y_ROLE_COLUMN_HEADER: return ATK_ROLE_TABLE_COLUMN_HEADER;
    case WA11Y_ROLE_CELL: return ATK_ROLE_TABLE_CELL;
    default: return ATK_ROLE_UNKNOWN;
    }
}

static gint node_get_n_children(AtkObject *o) {
    WA11yNode *n = NODE(o);
    if (n->id == APP_ID) return lookup(root_id) ? 1 : 0;
    return n->children ? (gint)n->children->len : 0;
}

static AtkObject *node_ref_child(AtkObject *o, gint i) {
    WA11yNode *n = NODE(o);
    WA11yNode *c = NULL;
    if (n->id == APP_ID) {
        c = i == 0 ? lookup(root_id) : NULL;
    } else if (n->children && i >= 0 && (guint)i < n->children->len) {
        c = lookup(g_array_index(n->children, uint64_t, i));
    }
    return c ? g_object_ref(ATK_OBJECT(c)) : NULL;
}

static AtkObject *node_get_parent(AtkObject *o) {
    WA11yNode *n = NODE(o);
    if (n->id == APP_ID) return NULL;
    if (n->id == root_id) return application;
    WA11yNode *p = lookup(n->parent_id);
    return p ? ATK_OBJECT(p) : NULL;
}

static gint node_get_index_in_parent(AtkObject *o) {
    WA11yNode *n = NODE(o);
    if (n->id == APP_ID) return -1;
    if (n->id == root_id) return 0;
    WA11yNode *p = lookup(n->parent_id);
    if (!p || !p->children) return -1;
    for (guint i = 0; i < p->children->len; i++) {
        if (g_array_index(p->children, uint64_t, i) == n->id) return (gint)i;
    }
    return -1;
}

static AtkStateSet *node_ref_state_set(AtkObject *o) {
    WA11yNode *n = NODE(o);
    AtkStateSet *set = atk_state_set_new();
    atk_state_set_add_state(set, ATK_STATE_VISIBLE);
    atk_state_set_add_state(set, ATK_STATE_SHOWING);
    if (!(n->states & WA11Y_STATE_DISABLED)) {
        atk_state_set_add_state(set, ATK_STATE_ENABLED);
        atk_state_set_add_state(set, ATK_STATE_SENSITIVE);
    }
    if (n->states & WA11Y_STATE_FOCUSABLE) atk_state_set_add_state(set, ATK_STATE_FOCUSABLE);
    // As in a toolkit, a control has the focus only while its window has the keyboard's.
    if ((n->states & WA11Y_STATE_FOCUSED) && window_active) atk_state_set_add_state(set, ATK_STATE_FOCUSED);
    if (n->states & WA11Y_STATE_BUSY) atk_state_set_add_state(set, ATK_STATE_BUSY);
    if (n->states & WA11Y_STATE_SELECTED) {
        atk_state_set_add_state(set, n->role == WA11Y_ROLE_RADIO_BUTTON ? ATK_STATE_CHECKED : ATK_STATE_SELECTED);
    }
    if (n->role == WA11Y_ROLE_TAB) atk_state_set_add_state(set, ATK_STATE_SELECTABLE);
    if (n->role == WA11Y_ROLE_RADIO_BUTTON) atk_state_set_add_state(set, ATK_STATE_CHECKABLE);
    if (n->role == WA11Y_ROLE_SLIDER || n->role == WA11Y_ROLE_SCROLL_BAR) {
        atk_state_set_add_state(set, ATK_STATE_HORIZONTAL);
    }
    if (n->id == root_id && window_active) atk_state_set_add_state(set, ATK_STATE_ACTIVE);
    return set;
}

// A radio button's or a tab's place among its siblings of the same role: 1-based position and
// count (0, 0 for other nodes).
static void node_position(WA11yNode *n, gint *position, gint *count) {
    *position = 0, *count = 0;
    if (n->role != WA11Y_ROLE_RADIO_BUTTON && n->role != WA11Y_ROLE_TAB) return;
    WA11yNode *p = lookup(n->parent_id);
    if (!p) return;
    for (guint i = 0; i < p->children->len; i++) {
        WA11yNode *c = lookup(g_array_index(p->children, uint64_t, i));
        if (!c || c->role != n->role) continue;
        (*count)++;
        if (c == n) *position = *count;
    }
}

static AtkAttributeSet *add_attribute(AtkAttributeSet *set, const char *name, const char *value) {
    AtkAttribute *a = g_new(AtkAttribute, 1);
    a->name = g_strdup(name);
    a->value = g_strdup(value);
    return g_slist_append(set, a);
}

// Object attributes: `valuetext`, the value as it is spoken (Orca up to 43 reads it there; the
// Value interface's text is for newer clients), and a radio button's or tab's `posinset` and
// `setsize` (ARIA's names, which clients read as "2 of 3").
static AtkAttributeSet *node_get_attributes(AtkObject *o) {
    WA11yNode *n = NODE(o);
    AtkAttributeSet *set = NULL;
    if (n->has_numeric && n->value_text) set = add_attribute(set, "valuetext", n->value_text);
    gint position, count;
    node_position(n, &position, &count);
    if (position > 0) {
        char text[16];
        snprintf(text, sizeof text, "%d", position);
        set = add_attribute(set, "posinset", text);
        snprintf(text, sizeof text, "%d", count);
        set = add_attribute(set, "setsize", text);
    }
    return set;
}

// Relations: a radio button is a MEMBER_OF its group (the radio group node).
static AtkRelationSet *node_ref_relation_set(AtkObject *o) {
    WA11yNode *n = NODE(o);
    AtkRelationSet *set = atk_relation_set_new();
    WA11yNode *group = n->role == WA11Y_ROLE_RADIO_BUTTON ? lookup(n->parent_id) : NULL;
    if (group && group->role == WA11Y_ROLE_RADIO_GROUP) {
        AtkObject *targets[1] = {ATK_OBJECT(group)};
        AtkRelation *r = atk_relation_new(targets, 1, ATK_RELATION_MEMBER_OF);
        atk_relation_set_add(set, r);
        g_object_unref(r);
    }
    return set;
}

static void wa11y_node_class_init(WA11yNodeClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = wa11y_node_finalize;
    AtkObjectClass *a = ATK_OBJECT_CLASS(klass);
    a->get_name = node_get_name;
    a->get_description = node_get_description;
    a->get_role = node_get_role;
    a->get_n_children = node_get_n_children;
    a->ref_child = node_ref_child;
    a->get_parent = node_get_parent;
    a->get_index_in_parent = node_get_index_in_parent;
    a->ref_state_set = node_ref_state_set;
    a->get_attributes = node_get_attributes;
    a->ref_relation_set = node_ref_relation_set;
}

static void wa11y_node_init(WA11yNode *self) { self->children = g_array_new(FALSE, FALSE, sizeof(uint64_t)); }

// MARK: - AtkComponent

static void component_get_extents(AtkComponent *c, gint *x, gint *y, gint *w, gint *h, AtkCoordType type) {
    WA11yNode *n = NODE(c);
    double ox = type == ATK_XY_SCREEN ? origin_x : 0, oy = type == ATK_XY_SCREEN ? origin_y : 0;
    if (x) *x = (gint)(ox + n->x * pixel_scale);
    if (y) *y = (gint)(oy + n->y * pixel_scale);
    if (w) *w = (gint)(n->width * pixel_scale);
    if (h) *h = (gint)(n->height * pixel_scale);
}

static gboolean component_grab_focus(AtkComponent *c) {
    WA11yNode *n = NODE(c);
    if (!(n->states & WA11Y_STATE_FOCUSABLE)) return FALSE;
    queue_action(n->id, WA11Y_ACTION_FOCUS, 0);
    return TRUE;
}

static void wa11y_component_init(AtkComponentIface *iface) {
    iface->get_extents = component_get_extents;
    iface->grab_focus = component_grab_focus;
}

// MARK: - AtkAction ("click" is activate, as GTK names it)

static const struct {
    uint32_t bit;
    const char *name;
} action_names[] = {
    {WA11Y_ACTION_ACTIVATE, "click"},
    {WA11Y_ACTION_INCREMENT, "increment"},
    {WA11Y_ACTION_DECREMENT, "decrement"},
};

// What an action does to this node, said as its effect: increment raises the numeric value by
// one step, as a spin button's does (on the wheel that is the next item, the Down key).
static const char *action_description(WA11yNode *n, uint32_t bit) {
    gboolean up = bit == WA11Y_ACTION_INCREMENT;
    switch (bit) {
    case WA11Y_ACTION_ACTIVATE:
        if (n->role == WA11Y_ROLE_TAB) return "Shows this tab's page";
        if (n->role == WA11Y_ROLE_RADIO_BUTTON) return "Chooses this option";
        return "Activates the control";
    case WA11Y_ACTION_INCREMENT:
    case WA11Y_ACTION_DECREMENT:
        if (n->role == WA11Y_ROLE_ADJUSTABLE) {
            return up ? "Increases the value by one: the next item" : "Decreases the value by one: the previous item";
        }
        if (n->role == WA11Y_ROLE_RADIO_GROUP) return up ? "Chooses the next option" : "Chooses the previous option";
        return up ? "Increases the value by one step" : "Decreases the value by one step";
    default: return NULL;
    }
}

static int action_bit(WA11yNode *n, gint i) {
    gint k = 0;
    for (size_t j = 0; j < G_N_ELEMENTS(action_names); j++) {
        if (n->actions & action_names[j].bit) {
            if (k == i) return (int)j;
            k++;
        }
    }
    return -1;
}

static gint action_get_n_actions(AtkAction *a) {
    gint k = 0;
    for (size_t j = 0; j < G_N_ELEMENTS(action_names); j++) k += (NODE(a)->actions & action_names[j].bit) ? 1 : 0;
    return k;
}

static gboolean action_do_action(AtkAction *a, gint i) {
    int j = action_bit(NODE(a), i);
    if (j < 0) return FALSE;
    queue_action(NODE(a)->id, (int32_t)action_names[j].bit, 0);
    return TRUE;
}

static const gchar *action_get_name(AtkAction *a, gint i) {
    int j = action_bit(NODE(a), i);
    return j < 0 ? NULL : action_names[j].name;
}

static const gchar *action_get_description(AtkAction *a, gint i) {
    int j = action_bit(NODE(a), i);
    return j < 0 ? NULL : action_description(NODE(a), action_names[j].bit);
}

static void wa11y_action_init(AtkActionIface *iface) {
    iface->get_n_actions = action_get_n_actions;
    iface->do_action = action_do_action;
    iface->get_name = action_get_name;
    iface->get_localized_name = action_get_name;
    iface->get_description = action_get_description;
}

// MARK: - AtkValue (the current API and the one before 2.12, which some clients still use)

static void value_get_value_and_text(AtkValue *v, gdouble *value, gchar **text) {
    WA11yNode *n = NODE(v);
    if (value) *value = n->value;
    if (text) *text = g_strdup(n->value_text ? n->value_text : "");
}

static AtkRange *value_get_range(AtkValue *v) { return atk_range_new(NODE(v)->minimum, NODE(v)->maximum, NULL); }

static gdouble value_get_increment(AtkValue *v) { return NODE(v)->step; }

static void value_set_value(AtkValue *v, gdouble value) {
    if (NODE(v)->actions & WA11Y_ACTION_SET_VALUE) queue_action(NODE(v)->id, WA11Y_ACTION_SET_VALUE, value);
}

static void set_double(GValue *out, double v) {
    memset(out, 0, sizeof(GValue));
    g_value_init(out, G_TYPE_DOUBLE);
    g_value_set_double(out, v);
}

static void value_get_current(AtkValue *v, GValue *out) { set_double(out, NODE(v)->value); }
static void value_get_minimum(AtkValue *v, GValue *out) { set_double(out, NODE(v)->minimum); }
static void value_get_maximum(AtkValue *v, GValue *out) { set_double(out, NODE(v)->maximum); }
static void value_get_minimum_increment(AtkValue *v, GValue *out) { set_double(out, NODE(v)->step); }

static gboolean value_set_current(AtkValue *v, const GValue *in) {
    if (!(NODE(v)->actions & WA11Y_ACTION_SET_VALUE)) return FALSE;
    GValue d = G_VALUE_INIT;
    g_value_init(&d, G_TYPE_DOUBLE);
    if (!g_value_transform(in, &d)) return FALSE;
    queue_action(NODE(v)->id, WA11Y_ACTION_SET_VALUE, g_value_get_double(&d));
    return TRUE;
}

static void wa11y_value_init(AtkValueIface *iface) {
    iface->get_value_and_text = value_get_value_and_text;
    iface->get_range = value_get_range;
    iface->get_increment = value_get_increment;
    iface->set_value = value_set_value;
    iface->get_current_value = value_get_current;
    iface->get_minimum_value = value_get_minimum;
    iface->get_maximum_value = value_get_maximum;
    iface->get_minimum_increment = value_get_minimum_increment;
    iface->set_current_value = value_set_current;
}

// MARK: - AtkUtil

static AtkObject *util_get_root(void) { return application; }
static const gchar *util_get_toolkit_name(void) { return "WheelPicker"; }
static const gchar *util_get_toolkit_version(void) { return "1.0"; }

static GHashTable *listeners;  // hook id -> signal id

// "Gtk:AtkObject:property-change" → an emission hook on AtkObject's property-change signal
// (the bridge forwards what the hook sees). Window events have no source here.
static guint util_add_global_event_listener(GSignalEmissionHook listener, const gchar *event_type) {
    gchar **split = g_strsplit(event_type, ":", 3);
    guint hook = 0;
    if (split[0] && split[1] && split[2]) {
        GType type = g_type_from_name(split[1]);
        if (type) {
            gpointer iface = G_TYPE_IS_INTERFACE(type) ? g_type_default_interface_ref(type) : NULL;
            guint signal = g_signal_lookup(split[2], type);
            if (signal) {
                hook = g_signal_add_emission_hook(signal, 0, listener, g_strdup(event_type), g_free);
                if (hook) g_hash_table_insert(listeners, GUINT_TO_POINTER(hook), GUINT_TO_POINTER(signal));
            }
            if (iface) g_type_default_interface_unref(iface);
        }
    }
    g_strfreev(split);
    return hook;
}

static void util_remove_global_event_listener(guint hook) {
    gpointer signal = g_hash_table_lookup(listeners, GUINT_TO_POINTER(hook));
    if (signal) {
        g_signal_remove_emission_hook(GPOINTER_TO_UINT(signal), hook);
        g_hash_table_remove(listeners, GUINT_TO_POINTER(hook));
    }
}

// Key event listeners (AtkUtil's add_key_event_listener): atk-bridge registers one that sends
// each key to the registry's device event controller, where a screen reader's keystroke
// listeners see it and may consume it. GTK calls them from its key snooper before a widget
// sees the key.
typedef struct {
    AtkKeySnoopFunc function;
    gpointer data;
} key_listener;

static GHashTable *key_listeners;  // id -> key_listener* (owned)
static guint next_key_listener = 1;

static guint util_add_key_event_listener(AtkKeySnoopFunc function, gpointer data) {
    key_listener *l = g_new(key_listener, 1);
    l->function = function, l->data = data;
    guint id = next_key_listener++;
    g_hash_table_insert(key_listeners, GUINT_TO_POINTER(id), l);
    return id;
}

static void util_remove_key_event_listener(guint id) { g_hash_table_remove(key_listeners, GUINT_TO_POINTER(id)); }

static void keep_warning(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain, (void)level, (void)data;
    if (warnings++ == 0) g_strlcpy(first_warning, message ? message : "", sizeof first_warning);
}

// MARK: - AtkTable

// The node `row` (0-based among the table's data rows, the header row not counted) or the
// header row (`row` -1): the table's children are rows of cells, the first may hold headers.
static WA11yNode *table_row(WA11yNode *t, gint row) {
    if (!t->children) return NULL;
    gint data = 0;
    for (guint i = 0; i < t->children->len; i++) {
        WA11yNode *r = lookup(g_array_index(t->children, uint64_t, i));
        if (!r || !r->children || r->children->len == 0) continue;
        WA11yNode *first = lookup(g_array_index(r->children, uint64_t, 0));
        gboolean header = first && first->role == WA11Y_ROLE_COLUMN_HEADER;
        if (header ? row == -1 : data++ == row) return r;
    }
    return NULL;
}

static WA11yNode *row_cell(WA11yNode *r, gint column) {
    if (!r || !r->children || column < 0 || (guint)column >= r->children->len) return NULL;
    return lookup(g_array_index(r->children, uint64_t, column));
}

static gint table_n_rows(AtkTable *table) {
    gint n = 0;
    while (table_row(NODE(table), n)) n++;
    return n;
}

static gint table_n_columns(AtkTable *table) {
    WA11yNode *t = NODE(table);
    guint most = 0;
    if (!t->children) return 0;
    for (guint i = 0; i < t->children->len; i++) {
        WA11yNode *r = lookup(g_array_index(t->children, uint64_t, i));
        if (r && r->children && r->children->len > most) most = r->children->len;
    }
    return (gint)most;
}

static AtkObject *table_ref_at(AtkTable *table, gint row, gint column) {
    WA11yNode *c = row_cell(table_row(NODE(table), row), column);
    return c ? g_object_ref(ATK_OBJECT(c)) : NULL;
}

static AtkObject *table_column_header(AtkTable *table, gint column) {
    WA11yNode *c = row_cell(table_row(NODE(table), -1), column);
    return c ? ATK_OBJECT(c) : NULL;
}

static const gchar *table_column_description(AtkTable *table, gint column) {
    WA11yNode *c = row_cell(table_row(NODE(table), -1), column);
    return c && c->name ? c->name : NULL;
}

// Cells in reading order: index = row × columns + column.
static gint table_index_at(AtkTable *table, gint row, gint column) {
    gint columns = table_n_columns(table);
    return row < 0 || column < 0 || column >= columns ? -1 : row * columns + column;
}

static gint table_row_at_index(AtkTable *table, gint index) {
    gint columns = table_n_columns(table);
    return columns > 0 && index >= 0 ? index / columns : -1;
}

static gint table_column_at_index(AtkTable *table, gint index) {
    gint columns = table_n_columns(table);
    return columns > 0 && index >= 0 ? index % columns : -1;
}

static AtkObject *table_caption(AtkTable *table) { (void)table; return NULL; }

static void wa11y_table_init(AtkTableIface *iface) {
    iface->ref_at = table_ref_at;
    iface->get_n_rows = table_n_rows;
    iface->get_n_columns = table_n_columns;
    iface->get_column_header = table_column_header;
    iface->get_column_description = table_column_description;
    iface->get_index_at = table_index_at;
    iface->get_row_at_index = table_row_at_index;
    iface->get_column_at_index = table_column_at_index;
    iface->get_caption = table_caption;
}

// MARK: - Probing the bus

// atk_bridge_adaptor_init talks to the session bus and the accessibility bus synchronously,
// each call waiting for D-Bus's default reply timeout (25 s), and a bus that accepts the
// connection but never answers holds it longer still. So the bus is asked first, on a thread
// of its own, the way the bridge will ask it: the accessibility bus's address (from
// AT_SPI_BUS_ADDRESS, or org.a11y.Bus.GetAddress on the session bus), then a connection to it.
// The app waits for that at most PROBE_SECONDS (the session bus may start the accessibility
// bus on demand, which takes a moment); a bus that has not answered by then is taken as absent
// and the bridge is not started (the thread is left to fail on its own).

#define PROBE_SECONDS 5

typedef struct {
    GMutex lock;
    GCond done_cond;
    gboolean done;
    gboolean abandoned;  // the app stopped waiting; the thread frees the probe
    gboolean ok;
    gboolean session_only;  // only connect to the session bus (what SDL does at start-up)
    char message[200];
} bus_probe;

static void probe_free(bus_probe *p) {
    g_mutex_clear(&p->lock);
    g_cond_clear(&p->done_cond);
    g_free(p);
}

static void probe_finish(bus_probe *p, gboolean ok, const char *message) {
    g_mutex_lock(&p->lock);
    p->ok = ok;
    if (message) g_strlcpy(p->message, message, sizeof p->message);
    p->done = TRUE;
    gboolean abandoned = p->abandoned;
    g_cond_signal(&p->done_cond);
    g_mutex_unlock(&p->lock);
    if (abandoned) {
        probe_free(p);
    }
}

static GDBusConnection *probe_connect(const char *address, GError **error) {
    return g_dbus_connection_new_for_address_sync(
        address,
        G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
        NULL, NULL, error);
}

// Ends the probe with `what: the error's message`.
static gpointer probe_failed(bus_probe *p, const char *what, GError *error) {
    char message[200];
    snprintf(message, sizeof message, "%s: %s", what, error->message);
    g_error_free(error);
    probe_finish(p, FALSE, message);
    return NULL;
}

// Ends the probe: the bus behind `connection` answered.
static gpointer probe_answered(bus_probe *p, GDBusConnection *connection) {
    g_dbus_connection_close_sync(connection, NULL, NULL);
    g_object_unref(connection);
    probe_finish(p, TRUE, NULL);
    return NULL;
}

static gpointer probe_thread(gpointer data) {
    bus_probe *p = data;
    GError *error = NULL;
    char *address = p->session_only ? NULL : g_strdup(g_getenv("AT_SPI_BUS_ADDRESS"));
    if (!address || !*address) {
        g_free(address);
        address = NULL;
        const char *session_address = g_getenv("DBUS_SESSION_BUS_ADDRESS");
        if (!session_address || !*session_address) {
            probe_finish(p, FALSE, "no session bus");
            return NULL;
        }
        GDBusConnection *session = probe_connect(session_address, &error);
        if (!session) return probe_failed(p, "the session bus", error);
        if (p->session_only) return probe_answered(p, session);
        GVariant *reply = g_dbus_connection_call_sync(
            session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", NULL,
            G_VARIANT_TYPE("(s)"), G_DBUS_CALL_FLAGS_NONE, PROBE_SECONDS * 1000, NULL, &error);
        g_object_unref(session);
        if (!reply) return probe_failed(p, "no accessibility bus on the session bus", error);
        g_variant_get(reply, "(s)", &address);
        g_variant_unref(reply);
    }
    GDBusConnection *bus = probe_connect(address, &error);
    g_free(address);
    if (!bus) return probe_failed(p, "the accessibility bus", error);
    return probe_answered(p, bus);
}

// Whether the bus answers within `seconds`: 1 yes, 0 it failed (why in `error`), -1 it did not
// answer in time. `session_only`: the session bus alone, else the accessibility bus.
static int probe_bus(gboolean session_only, int seconds, char *error, size_t error_size) {
    bus_probe *p = g_new0(bus_probe, 1);
    p->session_only = session_only;
    g_mutex_init(&p->lock);
    g_cond_init(&p->done_cond);
    GThread *thread = g_thread_try_new("wa11y-probe", probe_thread, p, NULL);
    if (!thread) {
        probe_free(p);
        return 1;  // cannot ask ahead: let the caller try as before
    }
    g_thread_unref(thread);
    gint64 deadline = g_get_monotonic_time() + seconds * G_TIME_SPAN_SECOND;
    g_mutex_lock(&p->lock);
    while (!p->done) {
        if (!g_cond_wait_until(&p->done_cond, &p->lock, deadline)) break;
    }
    if (!p->done) {
        p->abandoned = TRUE;
        g_mutex_unlock(&p->lock);
        snprintf(error, error_size, "the %s bus did not answer within %d s", session_only ? "session" : "accessibility", seconds);
        return -1;
    }
    g_mutex_unlock(&p->lock);
    gboolean ok = p->ok;
    if (!ok) snprintf(error, error_size, "%s", p->message);
    probe_free(p);
    return ok ? 1 : 0;
}

int wa11y_session_bus_answers(int seconds, char *error, size_t error_size) {
    return probe_bus(TRUE, seconds, error, error_size);
}

// MARK: - The C API

static guint64 *key_of(uint64_t id) {
    guint64 *k = g_new(guint64, 1);
    *k = id;
    return k;
}

int wa11y_start(const char *name, char *error, size_t error_size) {
    if (nodes) return 0;
    if (probe_bus(FALSE, PROBE_SECONDS, error, error_size) != 1) return -1;
    g_log_set_default_handler(keep_warning, NULL);
    nodes = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free, g_object_unref);
    listeners = g_hash_table_new(g_direct_hash, g_direct_equal);
    key_listeners = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, g_free);
    actions = g_array_new(FALSE, FALSE, sizeof(queued_action));
    app_name = g_strdup(name);
    // Types the bridge names in its listeners must exist before it asks.
    g_type_ensure(wa11y_node_get_type());
    g_type_ensure(wa11y_value_node_get_type());
    g_type_ensure(wa11y_table_node_get_type());
    g_type_ensure(wa11y_window_node_get_type());
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = util_get_root;
    util->get_toolkit_name = util_get_toolkit_name;
    util->get_toolkit_version = util_get_toolkit_version;
    util->add_global_event_listener = util_add_global_event_listener;
    util->remove_global_event_listener = util_remove_global_event_listener;
    util->add_key_event_listener = util_add_key_event_listener;
    util->remove_key_event_listener = util_remove_key_event_listener;
    WA11yNode *app = g_object_new(wa11y_node_get_type(), NULL);
    app->id = APP_ID;
    application = ATK_OBJECT(app);
    atk_object_initialize(application, NULL);
    started_at = g_get_monotonic_time();
    int rc = atk_bridge_adaptor_init(NULL, NULL);
    if (rc != 0) {
        snprintf(error, error_size, "%s", warnings ? first_warning : "the AT-SPI bridge did not start");
        return -1;
    }
    return 0;
}

void wa11y_begin(void) {
    if (!nodes) return;
    GHashTableIter it;
    gpointer k, v;
    g_hash_table_iter_init(&it, nodes);
    while (g_hash_table_iter_next(&it, &k, &v)) NODE(v)->seen = FALSE;
}

static char *dup_or_null(const char *s) { return s ? g_strdup(s) : NULL; }

void wa11y_set_node(const wa11y_node *in) {
    if (!nodes) return;
    WA11yNode *n = lookup(in->id);
    GType want = in->has_numeric                  ? wa11y_value_node_get_type()
                 : in->role == WA11Y_ROLE_TABLE ? wa11y_table_node_get_type()
                 : in->role == WA11Y_ROLE_FRAME ? wa11y_window_node_get_type()
                                                : wa11y_node_get_type();
    if (n && G_OBJECT_TYPE(n) != want) {
        g_hash_table_remove(nodes, &in->id);  // a value or a table appeared or went: a new object
        n = NULL;
    }
    gboolean created = n == NULL;
    if (created) {
        n = g_object_new(want, NULL);
        n->id = in->id;
        n->fresh = TRUE;
        n->announced_states = in->states;
        atk_object_initialize(ATK_OBJECT(n), NULL);
        g_hash_table_insert(nodes, key_of(in->id), n);
    }
    n->seen = TRUE;
    n->role = in->role;
    g_free(n->name), n->name = dup_or_null(in->name);
    g_free(n->value_text), n->value_text = dup_or_null(in->value_text);
    g_free(n->description), n->description = dup_or_null(in->description);
    n->x = in->x, n->y = in->y, n->width = in->width, n->height = in->height;
    n->states = in->states;
    n->actions = in->actions;
    n->has_numeric = in->has_numeric;
    n->value = in->value, n->minimum = in->minimum, n->maximum = in->maximum, n->step = in->step;
    g_array_set_size(n->children, 0);
    if (in->child_count) g_array_append_vals(n->children, in->children, (guint)in->child_count);
    if (created) {
        // What a client reads on first sight counts as heard: only changes are announced.
        n->announced_description = g_strdup(node_get_description(ATK_OBJECT(n)));
        n->announced_value_text = g_strdup(n->value_text ? n->value_text : "");
        n->announced_value = n->value;
    }
}

// The frame's activation as GTK reports a toplevel's focus-in or -out: its ACTIVE state, the
// AtkWindow signal (window:activate or window:deactivate), then the focused control's focus
// (state-changed:focused, and the focus: event on activation).
static void announce_activation(gboolean active) {
    WA11yNode *frame = lookup(root_id);
    if (!frame) return;
    atk_object_notify_state_change(ATK_OBJECT(frame), ATK_STATE_ACTIVE, active);
    g_signal_emit_by_name(frame, active ? "activate" : "deactivate");
    WA11yNode *f = lookup(focused_id);
    if (!f) return;
    atk_object_notify_state_change(ATK_OBJECT(f), ATK_STATE_FOCUSED, active);
    if (active) {
        G_GNUC_BEGIN_IGNORE_DEPRECATIONS
        atk_focus_tracker_notify(ATK_OBJECT(f));
        G_GNUC_END_IGNORE_DEPRECATIONS
    }
}

void wa11y_set_window_active(int active) {
    gboolean on = active != 0;
    if (on == window_active) return;
    window_active = on;
    if (nodes) announce_activation(on);
}

void wa11y_end(uint64_t root) {
    if (!nodes) return;
    gboolean new_root = root != root_id;
    root_id = root;
    // Parents first (a node's parent is the node that lists it). A new subtree is announced
    // once, by its root's parent, as a toolkit does: clients read the rest when they visit it
    // (a scene's hundreds of table cells would otherwise be as many events).
    GHashTableIter it;
    gpointer k, v;
    g_hash_table_iter_init(&it, nodes);
    while (g_hash_table_iter_next(&it, &k, &v)) {
        WA11yNode *n = NODE(v);
        if (!n->seen) continue;
        for (guint i = 0; i < n->children->len; i++) {
            WA11yNode *c = lookup(g_array_index(n->children, uint64_t, i));
            if (c && c->parent_id != n->id) {
                c->parent_id = n->id;
                if (!n->fresh) g_signal_emit_by_name(n, "children-changed::add", i, c);
            }
        }
    }
    // Nodes that went away: their parents hear of it, they become defunct.
    GPtrArray *gone = g_ptr_array_new();
    g_hash_table_iter_init(&it, nodes);
    while (g_hash_table_iter_next(&it, &k, &v)) {
        if (!NODE(v)->seen) g_ptr_array_add(gone, v);
    }
    for (guint i = 0; i < gone->len; i++) {
        WA11yNode *n = gone->pdata[i];
        WA11yNode *p = lookup(n->parent_id);
        if (p && p->seen) g_signal_emit_by_name(p, "children-changed::remove", -1, n);
        atk_object_notify_state_change(ATK_OBJECT(n), ATK_STATE_DEFUNCT, TRUE);
        if (focused_id == n->id) focused_id = 0;
        g_hash_table_remove(nodes, &n->id);
    }
    g_ptr_array_free(gone, TRUE);
    g_hash_table_iter_init(&it, nodes);
    while (g_hash_table_iter_next(&it, &k, &v)) NODE(v)->fresh = FALSE;
    if (new_root && lookup(root)) {
        g_signal_emit_by_name(application, "children-changed::add", 0, lookup(root));
        // A window that has the keyboard focus when it first appears is activated then.
        if (window_active) announce_activation(TRUE);
    }
}

// Whether `text` differs from what clients last heard in `*announced` (which becomes `text`).
static gboolean changed_text(char **announced, const char *text) {
    if (*announced && strcmp(*announced, text) == 0) return FALSE;
    g_free(*announced);
    *announced = g_strdup(text);
    return TRUE;
}

void wa11y_notify(uint64_t id, wa11y_change change) {
    WA11yNode *n = lookup(id);
    if (!n) return;
    AtkObject *o = ATK_OBJECT(n);
    switch (change) {
    case WA11Y_CHANGE_VALUE:
        if (n->has_numeric) {
            // Once per change that clients have not heard (a settle may end where it began).
            const char *text = n->value_text ? n->value_text : "";
            gboolean same_number = n->value == n->announced_value;
            if (!changed_text(&n->announced_value_text, text) && same_number) break;
            n->announced_value = n->value;
            g_signal_emit_by_name(o, "value-changed", n->value, text);
            g_object_notify(G_OBJECT(o), "accessible-value");
            break;
        }
        // A value without a number is read as the description: announced as one.
        G_GNUC_FALLTHROUGH;
    case WA11Y_CHANGE_DESCRIPTION:
        if (changed_text(&n->announced_description, node_get_description(o))) {
            g_object_notify(G_OBJECT(o), "accessible-description");
        }
        break;
    case WA11Y_CHANGE_NAME: g_object_notify(G_OBJECT(o), "accessible-name"); break;
    case WA11Y_CHANGE_STATES: {
        uint32_t changed = (n->states ^ n->announced_states) & ~(uint32_t)WA11Y_STATE_FOCUSED;
        n->announced_states = (n->states & ~(uint32_t)WA11Y_STATE_FOCUSED) | (n->announced_states & WA11Y_STATE_FOCUSED);
        gboolean on;
        if (changed & WA11Y_STATE_SELECTED) {
            on = (n->states & WA11Y_STATE_SELECTED) != 0;
            atk_object_notify_state_change(o, n->role == WA11Y_ROLE_RADIO_BUTTON ? ATK_STATE_CHECKED : ATK_STATE_SELECTED, on);
        }
        if (changed & WA11Y_STATE_DISABLED) {
            on = (n->states & WA11Y_STATE_DISABLED) == 0;
            atk_object_notify_state_change(o, ATK_STATE_ENABLED, on);
            atk_object_notify_state_change(o, ATK_STATE_SENSITIVE, on);
        }
        if (changed & WA11Y_STATE_BUSY) atk_object_notify_state_change(o, ATK_STATE_BUSY, (n->states & WA11Y_STATE_BUSY) != 0);
        break;
    }
    case WA11Y_CHANGE_FOCUS: {
        WA11yNode *old = focused_id != id ? lookup(focused_id) : NULL;
        focused_id = id;
        // In a window without the keyboard focus the control is remembered, and announced
        // when the window is activated.
        if (!window_active) break;
        if (old) atk_object_notify_state_change(ATK_OBJECT(old), ATK_STATE_FOCUSED, FALSE);
        atk_object_notify_state_change(o, ATK_STATE_FOCUSED, TRUE);
        G_GNUC_BEGIN_IGNORE_DEPRECATIONS
        atk_focus_tracker_notify(o);
        G_GNUC_END_IGNORE_DEPRECATIONS
        break;
    }
    case WA11Y_CHANGE_BOUNDS: {
        AtkRectangle r = {(gint)(n->x * pixel_scale), (gint)(n->y * pixel_scale), (gint)(n->width * pixel_scale),
                          (gint)(n->height * pixel_scale)};
        g_signal_emit_by_name(o, "bounds-changed", &r);
        break;
    }
    }
}

void wa11y_set_window_origin(double x, double y, double scale) {
    origin_x = x, origin_y = y, pixel_scale = scale > 0 ? scale : 1;
}

// MARK: - Waking the host

// A client's request waits for the host's next pump, and a screen reader makes dozens for one
// event (Orca about ten per event, each answered only at the host's next frame or idle wake,
// 16-27 ms: a quarter of a second per event). So the waker thread polls what GLib's default
// main context waits on (the bus connection, the direct connections clients open to the app,
// their listening socket, timers), as the last pump left it, and calls the host's wake
// function when any is ready; then it waits for the host's next pump, which hands it the
// sources to wait on afresh. A pipe tells it when that set changed.

static void (*waker)(void);
static GMutex wake_lock;
static GCond wake_cond;
static gboolean wake_pending;  // woken; the host has not pumped since
static GPollFD *wait_fds;      // what the context waits on, from the last pump
static gint wait_count, wait_allocated, wait_timeout;
static guint wait_generation;
static int wake_pipe[2] = {-1, -1};

static gpointer wake_thread(gpointer data) {
    (void)data;
    struct pollfd *fds = NULL;
    gint count = 0, timeout = -1;
    guint generation = 0;
    for (;;) {
        g_mutex_lock(&wake_lock);
        while (wake_pending) g_cond_wait(&wake_cond, &wake_lock);
        if (generation != wait_generation || !fds) {
            generation = wait_generation;
            count = wait_count;
            timeout = wait_timeout;
            fds = g_renew(struct pollfd, fds, count + 1);
            for (gint i = 0; i < count; i++) {
                fds[i + 1] = (struct pollfd){.fd = wait_fds[i].fd, .events = (short)wait_fds[i].events};
            }
        }
        g_mutex_unlock(&wake_lock);
        fds[0] = (struct pollfd){.fd = wake_pipe[0], .events = POLLIN};
        int r = poll(fds, (nfds_t)count + 1, timeout);
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) return NULL;
        if (fds[0].revents) {  // the host pumped: wait on its new set
            char buf[64];
            while (read(wake_pipe[0], buf, sizeof buf) == (ssize_t)sizeof buf) {}
            continue;
        }
        g_mutex_lock(&wake_lock);
        wake_pending = TRUE;
        g_mutex_unlock(&wake_lock);
        waker();
    }
}

// After a pump: what the context waits on now (a prepare, query and check without polling,
// dispatching what is due), handed to the waker thread.
static void hand_over_wait_set(void) {
    GMainContext *context = g_main_context_default();
    if (!g_main_context_acquire(context)) return;
    gint priority = 0, timeout = -1, count;
    g_main_context_prepare(context, &priority);
    g_mutex_lock(&wake_lock);
    while ((count = g_main_context_query(context, priority, &timeout, wait_fds, wait_allocated)) > wait_allocated) {
        wait_allocated = count;
        wait_fds = g_renew(GPollFD, wait_fds, wait_allocated);
    }
    wait_count = count;
    // A source that is ready at once was just left by the pump's limit: check again soon
    // rather than spin.
    wait_timeout = timeout == 0 ? 20 : timeout;
    wait_generation++;
    wake_pending = FALSE;
    g_cond_signal(&wake_cond);
    g_mutex_unlock(&wake_lock);
    for (gint i = 0; i < count; i++) wait_fds[i].revents = 0;
    if (g_main_context_check(context, priority, wait_fds, count)) g_main_context_dispatch(context);
    g_main_context_release(context);
    (void)!write(wake_pipe[1], "", 1);
}

int wa11y_set_waker(void (*wake)(void)) {
    if (!nodes || waker || !wake) return -1;
    if (pipe(wake_pipe) != 0) return -1;
    g_unix_set_fd_nonblocking(wake_pipe[0], TRUE, NULL);
    g_unix_set_fd_nonblocking(wake_pipe[1], TRUE, NULL);
    waker = wake;
    hand_over_wait_set();
    GThread *thread = g_thread_try_new("wa11y-wake", wake_thread, NULL, NULL);
    if (!thread) {
        waker = NULL;
        return -1;
    }
    g_thread_unref(thread);
    return 0;
}

int wa11y_pump(void) {
    if (!nodes) return 0;
    int n = 0;
    while (n < 256 && g_main_context_iteration(NULL, FALSE)) n++;
    // The registry learns of the app while its first events are already out, and clients drop
    // events from an app they do not know yet (Orca 43 missed the activation of a window that
    // had the focus at start-up): an active window is activated again a second after the
    // start. A client that heard it already takes it as the window it knows is active.
    if (!restated && g_get_monotonic_time() - started_at > G_TIME_SPAN_SECOND) {
        restated = TRUE;
        if (window_active) announce_activation(TRUE);
    }
    if (waker) hand_over_wait_set();
    return n;
}

// MARK: - Key events

int wa11y_key_from_syswm(const void *sdl_syswm_msg, wa11y_key *key, char *text, size_t text_size) {
    const struct SDL_SysWMmsg *msg = sdl_syswm_msg;
    if (!msg || !key || !text || text_size < 2 || msg->subsystem != SDL_SYSWM_X11) return 0;
    XEvent event = msg->msg.x11.event;
    if (event.type != KeyPress && event.type != KeyRelease) return 0;
    XKeyEvent *k = &event.xkey;
    // The keysym with the modifiers applied (Shift+a is "A"), as GDK's keyval; its characters.
    char typed[32];
    KeySym keysym = NoSymbol;
    int length = XLookupString(k, typed, (int)sizeof typed - 1, &keysym, NULL);
    typed[length > 0 ? length : 0] = 0;
    // As GTK's snooper: the text typed when it is a visible character (or Control is held),
    // else the keysym's name ("Down", "KP_Enter").
    gunichar c = length > 0 && g_utf8_validate(typed, length, NULL) ? g_utf8_get_char(typed) : 0;
    const char *name = keysym != NoSymbol ? XKeysymToString(keysym) : NULL;
    if (length > 0 && ((k->state & ControlMask) || g_unichar_isgraph(c))) {
        g_strlcpy(text, typed, text_size);
    } else {
        g_strlcpy(text, name ? name : "", text_size);
    }
    *key = (wa11y_key){
        .pressed = event.type == KeyPress,
        .state = k->state,
        .keysym = (uint32_t)keysym,
        .keycode = (uint16_t)k->keycode,
        .text = text,
        .timestamp = (uint32_t)k->time,
    };
    return 1;
}

int wa11y_key_event(const wa11y_key *key) {
    if (!key_listeners || !key || g_hash_table_size(key_listeners) == 0) return 0;
    AtkKeyEventStruct event = {
        .type = key->pressed ? ATK_KEY_EVENT_PRESS : ATK_KEY_EVENT_RELEASE,
        .state = key->state,
        .keyval = key->keysym,
        .length = key->text ? (gint)strlen(key->text) : 0,
        .string = (gchar *)(key->text ? key->text : ""),
        .keycode = key->keycode,
        .timestamp = key->timestamp,
    };
    // Every listener hears the key (as GTK's snooper calls them all); any may consume it. A
    // listener may add or remove listeners while it runs (the bridge answers requests while
    // it waits for the registry), so the list is copied first.
    GList *all = g_hash_table_get_keys(key_listeners);
    gboolean consumed = FALSE;
    for (GList *i = all; i; i = i->next) {
        key_listener *l = g_hash_table_lookup(key_listeners, i->data);
        if (l && l->function(&event, l->data)) consumed = TRUE;
    }
    g_list_free(all);
    return consumed ? 1 : 0;
}

int wa11y_next_action(uint64_t *id, int32_t *action, double *value) {
    if (!actions || actions->len == 0) return 0;
    queued_action a = g_array_index(actions, queued_action, 0);
    g_array_remove_index(actions, 0);
    *id = a.id, *action = a.action, *value = a.value;
    return 1;
}
