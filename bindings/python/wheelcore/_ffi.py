"""ctypes mirror of wheelcore.h (ABI version 7) and the library loader.

Layouts are checked against the C header's numbers (Sources/WheelCoreC/wheelcore_layout.c)
by tests/test_layout.py. This module is private: use ``wheelcore.Wheel``.
"""
from __future__ import annotations

import ctypes as C
import ctypes.util
import os
import shutil
import subprocess

ABI_VERSION = 7
"""The ABI version these structs describe (WHEEL_ABI_VERSION of the header)."""

TEXT_FAILED = C.c_size_t(-1).value
"""WHEEL_TEXT_FAILED: what an item-text callback returns when it cannot answer."""


class Point(C.Structure):
    _fields_ = [("x", C.c_double), ("y", C.c_double)]


class Rect(C.Structure):
    _fields_ = [("x", C.c_double), ("y", C.c_double), ("width", C.c_double), ("height", C.c_double)]


class Color(C.Structure):
    _fields_ = [("r", C.c_uint8), ("g", C.c_uint8), ("b", C.c_uint8), ("a", C.c_uint8)]


class TextStyle(C.Structure):
    _fields_ = [("size", C.c_double), ("bold", C.c_int32), ("reserved", C.c_int32)]


class Spring(C.Structure):
    _fields_ = [("mass", C.c_double), ("stiffness", C.c_double), ("damping", C.c_double)]


class Physics(C.Structure):
    _fields_ = [
        ("fling_drag", C.c_double), ("maximum_angular_speed", C.c_double),
        ("minimum_fling_angular_speed", C.c_double), ("landing_speed", C.c_double),
        ("settle_spring", Spring), ("end_spring", Spring), ("maximum_end_impact_speed", C.c_double),
        ("position_tolerance", C.c_double), ("velocity_tolerance", C.c_double),
        ("precise_scroll_snap_delay", C.c_double),
    ]


class Configuration(C.Structure):
    _fields_ = [
        ("struct_size", C.c_uint32), ("looping", C.c_int32), ("item_count", C.c_int64),
        ("sectors_per_turn", C.c_double), ("label_side", C.c_int32), ("initial_item", C.c_int64),
        ("inner_radius_fraction", C.c_double), ("text_radius_fraction", C.c_double),
        ("label_column_width", C.c_double), ("label_column_gap", C.c_double), ("minimum_label_gap", C.c_double),
        ("label_fade_distance", C.c_double), ("label_padding", C.c_double), ("drag_dead_zone_radius", C.c_double),
        ("sector_text", TextStyle), ("label_text", TextStyle), ("centred_hysteresis", C.c_double),
        ("physics", Physics),
        # Appended later in version 2 (a 256-byte configuration ends at physics).
        ("show_detail_text", C.c_int32), ("reserved", C.c_int32), ("tap_slop", C.c_double),
        # Version 4 (a 272-byte configuration ends at tap_slop): the drum geometry.
        ("geometry", C.c_int32), ("drum_use_magnifier", C.c_int32), ("drum_diameter_ratio", C.c_double),
        ("drum_perspective", C.c_double), ("drum_off_axis_fraction", C.c_double), ("drum_magnification", C.c_double),
        ("drum_over_and_under_center_opacity", C.c_double), ("drum_squeeze", C.c_double),
        ("drum_item_extent", C.c_double),
    ]


class ItemContent(C.Structure):
    """wheel_item_content: the strings are pointers the binding keeps alive until the next call."""
    _fields_ = [("struct_size", C.c_uint32), ("has_accent", C.c_int32), ("accent", Color), ("reserved", C.c_int32),
                ("detail_text", C.c_void_p), ("image_key", C.c_void_p)]


STYLE_COLORS = (
    "background", "sector_fill", "sector_fill_alternate", "selected_fill", "separator", "sector_text",
    "selected_sector_text", "label_text", "committed_label_text", "leader", "marker",
)


class Style(C.Structure):
    _fields_ = [("struct_size", C.c_uint32)] + [(name, Color) for name in STYLE_COLORS]


class Event(C.Structure):
    _fields_ = [
        ("struct_size", C.c_uint32), ("type", C.c_int32), ("item", C.c_int64), ("velocity_x", C.c_double),
        ("velocity_y", C.c_double), ("angular_velocity", C.c_double), ("time", C.c_double),
    ]


class State(C.Structure):
    _fields_ = [
        ("struct_size", C.c_uint32), ("phase", C.c_int32), ("item_count", C.c_int64), ("centred_item", C.c_int64),
        ("committed_item", C.c_int64), ("angle", C.c_double), ("angular_velocity", C.c_double), ("time", C.c_double),
    ]


class Geometry(C.Structure):
    _fields_ = [
        ("struct_size", C.c_uint32), ("center", Point), ("inner_radius", C.c_double), ("outer_radius", C.c_double),
        ("text_radius", C.c_double), ("label_column", Rect), ("selection_angle", C.c_double),
        ("sector_angle", C.c_double),
    ]


class Semantics(C.Structure):
    _fields_ = [("struct_size", C.c_uint32), ("states", C.c_int32), ("actions", C.c_int32), ("reserved", C.c_int32),
                ("value", C.c_double), ("minimum", C.c_double), ("maximum", C.c_double), ("step", C.c_double),
                ("bounds", Rect), ("value_text", C.c_char_p)]


class Hit(C.Structure):
    _fields_ = [("struct_size", C.c_uint32), ("kind", C.c_int32), ("item", C.c_int64), ("position", C.c_int64)]


class _RectArgs(C.Structure):
    _fields_ = [("rect", Rect), ("radius", C.c_double), ("width", C.c_double)]


class _WedgeArgs(C.Structure):
    _fields_ = [("center", Point), ("inner_radius", C.c_double), ("outer_radius", C.c_double),
                ("start_angle", C.c_double), ("end_angle", C.c_double)]


class _CircleArgs(C.Structure):
    _fields_ = [("center", Point), ("radius", C.c_double), ("width", C.c_double)]


class _LineArgs(C.Structure):
    _fields_ = [("p0", Point), ("p1", Point), ("width", C.c_double)]


class _PathArgs(C.Structure):
    _fields_ = [("first_point", C.c_int32), ("point_count", C.c_int32), ("width", C.c_double)]


class _TriangleArgs(C.Structure):
    _fields_ = [("p0", Point), ("p1", Point), ("p2", Point)]


class _TextArgs(C.Structure):
    _fields_ = [("text", C.c_char_p), ("length", C.c_int32), ("anchor", C.c_int32), ("position", Point),
                ("font_size", C.c_double), ("bold", C.c_int32), ("cell_kind", C.c_int32), ("cell_slot", C.c_int32),
                ("reserved", C.c_int32)]


class _ImageArgs(C.Structure):
    _fields_ = [("rect", Rect), ("key", C.c_void_p), ("key_length", C.c_int32), ("reserved", C.c_int32)]


class _CommandArgs(C.Union):
    _fields_ = [("rect", _RectArgs), ("wedge", _WedgeArgs), ("circle", _CircleArgs), ("line", _LineArgs),
                ("path", _PathArgs), ("triangle", _TriangleArgs), ("text", _TextArgs), ("image", _ImageArgs)]


class Command(C.Structure):
    _fields_ = [("kind", C.c_int32), ("color", Color), ("first_index", C.c_int32), ("index_count", C.c_int32),
                ("u", _CommandArgs)]


class Vertex(C.Structure):
    _fields_ = [("x", C.c_float), ("y", C.c_float), ("color", Color), ("u", C.c_float), ("v", C.c_float)]


class Frame(C.Structure):
    _fields_ = [
        ("struct_size", C.c_uint32), ("command_size", C.c_uint32), ("commands", C.c_void_p),
        ("command_count", C.c_int64), ("points", C.POINTER(Point)), ("point_count", C.c_int64),
        ("vertices", C.POINTER(Vertex)), ("vertex_count", C.c_int64), ("indices", C.POINTER(C.c_int32)),
        ("index_count", C.c_int64), ("background", Color), ("scale", C.c_double),
    ]


def sized(struct_type):
    """A zeroed struct with its struct_size set (what C's `T x = {sizeof x}` does)."""
    value = struct_type()
    value.struct_size = C.sizeof(struct_type)
    return value


class DateTime(C.Structure):
    _fields_ = [("year", C.c_int32), ("month", C.c_int32), ("day", C.c_int32), ("hour", C.c_int32),
                ("minute", C.c_int32)]


class DatePickerConfiguration(C.Structure):
    _fields_ = [("struct_size", C.c_uint32), ("minute_interval", C.c_int32), ("twelve_hour", C.c_int32),
                ("geometry", C.c_int32), ("value", DateTime), ("minimum", DateTime), ("maximum", DateTime),
                # Version 7.
                ("mode", C.c_int32), ("show_seconds", C.c_int32), ("value_second", C.c_int32),
                ("minimum_second", C.c_int32), ("maximum_second", C.c_int32)]


class DateValue(C.Structure):
    """wheel_date_value (version 6): the fields of a picker's mode, seconds included."""
    _fields_ = [("year", C.c_int32), ("month", C.c_int32), ("day", C.c_int32), ("hour", C.c_int32),
                ("minute", C.c_int32), ("second", C.c_int32)]


class DatePickerEvent(C.Structure):
    _fields_ = [("struct_size", C.c_uint32), ("type", C.c_int32), ("component", C.c_int32), ("adjusted", C.c_int32),
                ("item", C.c_int64), ("value", DateValue), ("adjusted_from", DateValue)]


class Semantics(C.Structure):
    _fields_ = [("struct_size", C.c_uint32), ("states", C.c_int32), ("actions", C.c_int32), ("reserved", C.c_int32),
                ("value", C.c_double), ("minimum", C.c_double), ("maximum", C.c_double), ("step", C.c_double),
                ("bounds", Rect), ("value_text", C.c_char_p)]


class PickerComponent(C.Structure):
    _fields_ = [("struct_size", C.c_uint32), ("field", C.c_int32), ("index", C.c_int64), ("count", C.c_int64),
                ("phase", C.c_int32), ("focused", C.c_int32), ("text", C.c_char * 24), ("column", Rect)]


ITEM_TEXT_FN = C.CFUNCTYPE(C.c_size_t, C.c_void_p, C.c_int64, C.c_int32, C.POINTER(C.c_char), C.c_size_t)
ITEM_CONTENT_FN = C.CFUNCTYPE(C.c_int, C.c_void_p, C.c_int64, C.POINTER(ItemContent))
MEASURE_FN = C.CFUNCTYPE(C.c_int, C.c_void_p, C.c_char_p, C.c_size_t, C.c_double, C.c_int32,
                         C.POINTER(C.c_double), C.POINTER(C.c_double))

_WHEEL = C.c_void_p
_S = C.c_int32
_PROTOTYPES = {
    "wheel_abi_version": (C.c_int32, []),
    "wheel_last_error": (C.c_char_p, []),
    "wheel_status_name": (C.c_char_p, [_S]),
    "wheel_status_message": (C.c_char_p, [_S]),
    "wheel_configuration_init_sized": (_S, [C.POINTER(Configuration), C.c_size_t]),
    "wheel_style_init_sized": (_S, [C.POINTER(Style), C.c_size_t]),
    "wheel_create": (_S, [C.POINTER(Configuration), ITEM_TEXT_FN, C.c_void_p, C.POINTER(_WHEEL)]),
    # Version 4: date pickers.
    "wheel_date_picker_configuration_init_sized": (_S, [C.POINTER(DatePickerConfiguration), C.c_size_t]),
    "wheel_date_picker_create": (_S, [C.POINTER(DatePickerConfiguration), C.POINTER(_WHEEL)]),
    "wheel_date_picker_destroy": (_S, [_WHEEL]),
    "wheel_date_picker_set_viewport": (_S, [_WHEEL, C.c_double, C.c_double, C.c_double, C.c_double]),
    "wheel_date_picker_pointer": (_S, [_WHEEL, C.c_int32, C.c_int32, C.c_int64, C.c_double, C.c_double, C.c_double]),
    "wheel_date_picker_key": (_S, [_WHEEL, C.c_int32, C.c_double]),
    "wheel_date_picker_advance": (_S, [_WHEEL, C.c_double]),
    "wheel_date_picker_get_value": (_S, [_WHEEL, C.POINTER(DateTime), C.POINTER(C.c_int64)]),
    "wheel_date_picker_component_count": (_S, [_WHEEL, C.POINTER(C.c_int32)]),
    "wheel_date_picker_get_component": (_S, [_WHEEL, C.c_int32, C.POINTER(PickerComponent)]),
    "wheel_date_picker_render": (_S, [_WHEEL, C.c_double, C.c_int32, C.POINTER(Frame)]),
    # Version 5: a date picker's texts measured by the host.
    "wheel_date_picker_set_measurer": (_S, [_WHEEL, MEASURE_FN, C.c_void_p]),
    # Version 7: the value level.
    "wheel_date_picker_get_date_value": (_S, [_WHEEL, C.POINTER(DateValue), C.POINTER(C.c_int64)]),
    "wheel_date_picker_set_value": (_S, [_WHEEL, C.POINTER(DateValue), C.c_int32]),
    "wheel_date_picker_set_limits": (_S, [_WHEEL, C.POINTER(DateValue), C.POINTER(DateValue), C.c_int32]),
    "wheel_date_picker_poll_event": (C.c_int32, [_WHEEL, C.POINTER(DatePickerEvent)]),
    "wheel_date_picker_get_phase": (_S, [_WHEEL, C.POINTER(C.c_int32)]),
    "wheel_date_picker_get_semantics": (_S, [_WHEEL, C.c_int32, C.POINTER(Semantics), C.POINTER(C.c_char_p)]),
    "wheel_date_picker_perform_action": (_S, [_WHEEL, C.c_int32, C.c_int32, C.c_double, C.c_double]),
    "wheel_destroy": (_S, [_WHEEL]),
    "wheel_set_configuration": (_S, [_WHEEL, C.POINTER(Configuration)]),
    "wheel_get_configuration": (_S, [_WHEEL, C.POINTER(Configuration)]),
    "wheel_set_style": (_S, [_WHEEL, C.POINTER(Style)]),
    "wheel_get_style": (_S, [_WHEEL, C.POINTER(Style)]),
    "wheel_set_measurer": (_S, [_WHEEL, MEASURE_FN, C.c_void_p]),
    "wheel_set_viewport": (_S, [_WHEEL, C.c_double, C.c_double, C.c_double, C.c_double]),
    "wheel_pointer": (_S, [_WHEEL, C.c_int32, C.c_int32, C.c_int64, C.c_double, C.c_double, C.c_double]),
    "wheel_scroll": (_S, [_WHEEL, C.c_double, C.c_double, C.c_int32, C.c_double]),
    "wheel_key": (_S, [_WHEEL, C.c_int32, C.c_double]),
    "wheel_advance": (_S, [_WHEEL, C.c_double]),
    "wheel_poll_event": (C.c_int32, [_WHEEL, C.POINTER(Event)]),
    "wheel_get_state": (_S, [_WHEEL, C.POINTER(State)]),
    "wheel_get_geometry": (_S, [_WHEEL, C.POINTER(Geometry)]),
    "wheel_hit_test": (_S, [_WHEEL, C.c_double, C.c_double, C.POINTER(Hit)]),
    "wheel_jump_to_item": (_S, [_WHEEL, C.c_int64]),
    "wheel_animate_to_item": (_S, [_WHEEL, C.c_int64]),
    "wheel_animate_to_item_timed": (_S, [_WHEEL, C.c_int64, C.c_double, C.c_int32]),
    "wheel_set_item_content_callback": (_S, [_WHEEL, ITEM_CONTENT_FN, C.c_void_p]),
    "wheel_reload_items": (_S, [_WHEEL, C.c_int64]),
    "wheel_insert_items": (_S, [_WHEEL, C.c_int64, C.c_int64]),
    "wheel_remove_items": (_S, [_WHEEL, C.c_int64, C.c_int64]),
    "wheel_render": (_S, [_WHEEL, C.c_double, C.c_int32, C.POINTER(Frame)]),
    "wheel_get_semantics3": (_S, [_WHEEL, C.POINTER(Semantics)]),
    "wheel_perform_action": (_S, [_WHEEL, C.c_int32, C.c_double, C.c_double]),
}

LATER_IN_VERSION_2 = ("wheel_animate_to_item_timed", "wheel_set_item_content_callback")
"""Functions added later in ABI version 2: a library without them still loads, and calling
one raises OSError saying so."""

ENV_VARIABLE = "WHEELCORE_LIBRARY"
"""The environment variable naming the library file (checked after an explicit path)."""


def _candidates(path):
    """Where to look for libwheelcore, in order: an explicit path, $WHEELCORE_LIBRARY,
    pkg-config's libdir for wheelcore, then the system loader's search."""
    if path:
        yield str(path), "the path given"
        return
    env = os.environ.get(ENV_VARIABLE)
    if env:
        yield env, "$" + ENV_VARIABLE
        return
    if shutil.which("pkg-config"):
        try:
            libdir = subprocess.run(["pkg-config", "--variable=libdir", "wheelcore"], capture_output=True,
                                    text=True, timeout=10).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            libdir = ""
        if libdir:
            yield os.path.join(libdir, "libwheelcore.so.1"), "pkg-config's libdir"
    found = ctypes.util.find_library("wheelcore")
    yield found or "libwheelcore.so.1", "the system loader"


_loaded = {}


def _missing(library, name):
    def call(*_args):
        raise OSError(f"{library} predates {name} (added later in wheelcore ABI version 2); install a newer "
                      "libwheelcore")
    return call


def load_library(path=None):
    """Loads libwheelcore (see _candidates for the order) and declares its functions.

    Raises OSError naming every place tried when none loads, and when the library's ABI is
    older than this binding's."""
    tried = []
    for candidate, source in _candidates(path):
        if candidate in _loaded:
            return _loaded[candidate]
        try:
            lib = C.CDLL(candidate)
        except OSError as error:
            tried.append(f"{candidate} ({source}): {error}")
            continue
        for name, (restype, argtypes) in _PROTOTYPES.items():
            try:
                function = getattr(lib, name)
            except AttributeError:
                if name not in LATER_IN_VERSION_2:
                    raise
                setattr(lib, name, _missing(candidate, name))
                continue
            function.restype = restype
            function.argtypes = argtypes
        if lib.wheel_abi_version() < ABI_VERSION:
            raise OSError(f"{candidate} has wheelcore ABI {lib.wheel_abi_version()}; this binding needs "
                          f"{ABI_VERSION} or later")
        _loaded[candidate] = lib
        return lib
    raise OSError("libwheelcore not found; tried " + "; ".join(tried) +
                  f". Pass a path, set ${ENV_VARIABLE}, or install it (scripts/install.sh) where "
                  "pkg-config or the loader finds it")
