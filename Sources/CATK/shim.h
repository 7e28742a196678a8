// ATK, its AT-SPI bridge and GLib: what CAccessibility publishes the semantics tree with.
#include <atk/atk.h>
#include <atk-bridge.h>
#include <glib.h>
