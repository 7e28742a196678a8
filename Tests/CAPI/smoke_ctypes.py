#!/usr/bin/env python3
"""Drives libwheelcore through Python's ctypes (no packages needed), as a host written against ABI
version 1 (its structs, unchanged since) runs on today's library: a second non-Swift
language over the C ABI. Creates the element wheel, flings it with WheelExample's drag, checks
that it commits Copper (item 28), reads a frame, and checks that bad calls return errors.

    python3 Tests/CAPI/smoke_ctypes.py path/to/libwheelcore.so
"""
import ctypes as C
import math
import sys

WHEEL_OK, NULL_ARG, BAD_HANDLE, INVALID, OUT_OF_RANGE = 0, -1, -2, -3, -4
POINTER_DOWN, POINTER_MOVE, POINTER_UP = 0, 1, 2
EVENT_CENTRED, EVENT_COMMITTED, EVENT_RELEASED = 1, 2, 3
TEXT_SECTOR = 0
COMMAND_TEXT = 11


class Configuration(C.Structure):
    _fields_ = [("struct_size", C.c_uint32), ("looping", C.c_int32), ("item_count", C.c_int64),
                ("sectors_per_turn", C.c_double), ("label_side", C.c_int32), ("initial_item", C.c_int64)]


class Point(C.Structure):
    _fields_ = [("x", C.c_double), ("y", C.c_double)]


class Rect(C.Structure):
    _fields_ = [("x", C.c_double), ("y", C.c_double), ("width", C.c_double), ("height", C.c_double)]


class Color(C.Structure):
    _fields_ = [("r", C.c_uint8), ("g", C.c_uint8), ("b", C.c_uint8), ("a", C.c_uint8)]


class Event(C.Structure):
    _fields_ = [("type", C.c_int32), ("item", C.c_int64), ("velocity_x", C.c_double), ("velocity_y", C.c_double),
                ("angular_velocity", C.c_double), ("time", C.c_double)]


class State(C.Structure):
    _fields_ = [("phase", C.c_int32), ("item_count", C.c_int64), ("centred_item", C.c_int64),
                ("committed_item", C.c_int64), ("angle", C.c_double), ("angular_velocity", C.c_double),
                ("time", C.c_double)]


class Geometry(C.Structure):
    _fields_ = [("center", Point), ("inner_radius", C.c_double), ("outer_radius", C.c_double),
                ("text_radius", C.c_double), ("label_column", Rect), ("selection_angle", C.c_double),
                ("sector_angle", C.c_double)]


class Command(C.Structure):
    _fields_ = [("kind", C.c_int32), ("color", Color), ("rect", Rect), ("center", Point), ("radius", C.c_double),
                ("inner_radius", C.c_double), ("outer_radius", C.c_double), ("start_angle", C.c_double),
                ("end_angle", C.c_double), ("width", C.c_double), ("p0", Point), ("p1", Point), ("p2", Point),
                ("first_point", C.c_int64), ("point_count", C.c_int64), ("text", C.c_char_p),
                ("text_length", C.c_int64), ("position", Point), ("anchor", C.c_int32), ("bold", C.c_int32),
                ("font_size", C.c_double), ("cell_kind", C.c_int32), ("cell_slot", C.c_int64),
                ("first_index", C.c_int64), ("index_count", C.c_int64)]


class Vertex(C.Structure):
    _fields_ = [("x", C.c_float), ("y", C.c_float), ("color", Color), ("u", C.c_float), ("v", C.c_float)]


class Frame(C.Structure):
    _fields_ = [("commands", C.POINTER(Command)), ("command_count", C.c_int64), ("points", C.POINTER(Point)),
                ("point_count", C.c_int64), ("vertices", C.POINTER(Vertex)), ("vertex_count", C.c_int64),
                ("indices", C.POINTER(C.c_int32)), ("index_count", C.c_int64), ("background", Color),
                ("scale", C.c_double)]


ITEM_TEXT = C.CFUNCTYPE(C.c_size_t, C.c_void_p, C.c_int64, C.c_int32, C.POINTER(C.c_char), C.c_size_t)
NAMES = ["Hydrogen", "Helium", "Lithium", "Beryllium", "Boron", "Carbon", "Nitrogen", "Oxygen", "Fluorine", "Neon",
         "Sodium", "Magnesium", "Aluminium", "Silicon", "Phosphorus", "Sulfur", "Chlorine", "Argon", "Potassium",
         "Calcium", "Scandium", "Titanium", "Vanadium", "Chromium", "Manganese", "Iron", "Cobalt", "Nickel",
         "Copper", "Zinc"] + ["Element %d" % z for z in range(31, 119)]


@ITEM_TEXT
def item_text(_user, index, role, buffer, capacity):
    text = (str(index + 1) if role == TEXT_SECTOR else NAMES[index]).encode()
    n = min(len(text), capacity - 1)
    C.memmove(buffer, text, n)
    buffer[n] = b"\0"
    return len(text)


failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message, file=sys.stderr)


def main(path):
    lib = C.CDLL(path)
    P = C.c_void_p
    lib.wheel_abi_version.restype = C.c_int32
    lib.wheel_last_error.restype = C.c_char_p
    lib.wheel_configuration_init.argtypes = [C.POINTER(Configuration)]
    lib.wheel_create.argtypes = [C.POINTER(Configuration), ITEM_TEXT, P, C.POINTER(P)]
    lib.wheel_destroy.argtypes = [P]
    lib.wheel_set_viewport.argtypes = [P, C.c_double, C.c_double, C.c_double, C.c_double]
    lib.wheel_get_geometry.argtypes = [P, C.POINTER(Geometry)]
    lib.wheel_get_state.argtypes = [P, C.POINTER(State)]
    lib.wheel_pointer.argtypes = [P, C.c_int32, C.c_int32, C.c_int64, C.c_double, C.c_double, C.c_double]
    lib.wheel_advance.argtypes = [P, C.c_double]
    lib.wheel_poll_event.argtypes = [P, C.POINTER(Event)]
    lib.wheel_jump_to_item.argtypes = [P, C.c_int64]
    lib.wheel_render.argtypes = [P, C.c_double, C.c_int32, C.POINTER(Frame)]
    for f in ("wheel_configuration_init", "wheel_create", "wheel_destroy", "wheel_set_viewport", "wheel_get_geometry",
              "wheel_get_state", "wheel_pointer", "wheel_advance", "wheel_poll_event", "wheel_jump_to_item",
              "wheel_render"):
        getattr(lib, f).restype = C.c_int32

    # Written against ABI version 1 (its structs, 40-byte configuration): runs on any later library.
    check(lib.wheel_abi_version() >= 1, "ABI version 1 or later")
    config = Configuration()
    check(lib.wheel_configuration_init(C.byref(config)) == WHEEL_OK, "configuration_init")
    config.item_count = len(NAMES)
    wheel = P()
    status = lib.wheel_create(C.byref(config), item_text, None, C.byref(wheel))
    check(status == WHEEL_OK and wheel.value, "create: %s" % lib.wheel_last_error())
    check(lib.wheel_set_viewport(wheel, 0, 0, 800, 480) == WHEEL_OK, "viewport")
    g = Geometry()
    check(lib.wheel_get_geometry(wheel, C.byref(g)) == WHEEL_OK, "geometry")

    # WheelExample's gesture: down at 0.4 rad, 12 moves to -0.4 rad in 0.1 s, released moving.
    r = g.inner_radius + (g.outer_radius - g.inner_radius) * 0.7
    def at(a):
        return g.center.x + r * math.cos(a), g.center.y + r * math.sin(a)
    script = [(POINTER_DOWN, 0.4, 0.25)] + [(POINTER_MOVE, 0.4 - 0.8 * k / 12, 0.25 + 0.1 * k / 12)
                                            for k in range(1, 13)] + [(POINTER_UP, -0.4, 0.35)]
    events, cursor, state, event = [], 0, State(), Event()
    for frame_number in range(20 * 60):
        t = frame_number / 60
        while cursor < len(script) and script[cursor][2] <= t:
            phase, angle, time = script[cursor]
            x, y = at(angle)
            check(lib.wheel_pointer(wheel, phase, 0, 0, x, y, time) == WHEEL_OK, "pointer")
            cursor += 1
        check(lib.wheel_advance(wheel, t) == WHEEL_OK, "advance")
        while lib.wheel_poll_event(wheel, C.byref(event)) == 1:
            events.append((event.type, event.item, event.angular_velocity))
        lib.wheel_get_state(wheel, C.byref(state))
        if cursor == len(script) and state.phase == 0:
            break
    released = [e for e in events if e[0] == EVENT_RELEASED]
    check(len(released) == 1 and released[0][2] > 5, "one release, faster than 5 rad/s: %s" % released)
    check(events[-1][:2] == (EVENT_COMMITTED, 28), "the fling commits item 28 (Copper): %s" % events[-3:])
    check(state.committed_item == 28, "state.committed_item == 28")

    frame = Frame()
    check(lib.wheel_render(wheel, 1.0, 1, C.byref(frame)) == WHEEL_OK, "render")
    texts = [frame.commands[i].text.decode() for i in range(frame.command_count)
             if frame.commands[i].kind == COMMAND_TEXT]
    check("Copper" in texts and "29" in texts, "the frame shows Copper and 29")
    check(frame.index_count > 0 and frame.index_count % 3 == 0, "triangles")
    check(all(0 <= frame.indices[i] < frame.vertex_count for i in range(frame.index_count)), "indices in range")

    # Bad calls return errors, never crash.
    check(lib.wheel_advance(wheel, float("nan")) == INVALID, "NaN time")
    check(b"time" in lib.wheel_last_error(), "the message names the time")
    check(lib.wheel_jump_to_item(wheel, 118) == OUT_OF_RANGE, "item 118 of 118")
    check(lib.wheel_advance(None, 1.0) == NULL_ARG, "NULL wheel")
    check(lib.wheel_destroy(wheel) == WHEEL_OK, "destroy")
    check(lib.wheel_advance(wheel, 1.0) == BAD_HANDLE, "use after destroy")
    print("ctypes smoke test: %d events, committed item %d (%s), %d commands, %d triangles%s" % (
        len(events), state.committed_item, NAMES[state.committed_item], frame.command_count, frame.index_count // 3,
        "" if not failures else ", %d FAILURES" % len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: smoke_ctypes.py path/to/libwheelcore.so", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
