"""The Wheel class: a rotary wheel picker driven through libwheelcore's C ABI."""
from __future__ import annotations

import ctypes as C
import math
from typing import Callable, Dict, List, Optional, Sequence, Tuple, Union

from . import _ffi as F
from ._types import (
    ERRORS, Action, AnimationCurve, Anchor, CallbackError, CellKind, Centred, Command, CommandKind, Committed, Device, Event, Frame,
    Geometry, Hit, HitKind, Item, ItemContent, Key, LabelSide, Phase, PointerPhase, Released, Semantics, State, TextRole, WheelError,
)

ItemText = Callable[[int, TextRole], str]
"""Answers an item's text: (index, role) -> str."""

Measure = Callable[[str, float, bool], Tuple[float, float]]
"""Measures one line: (text, font_size, bold) -> (width, height), points."""

ItemContentFn = Callable[[int], Optional[ItemContent]]
"""Answers an item's optional content: index -> ItemContent (or None for none)."""

_CONTENT_ACCENT_END = 12
_CONTENT_DETAIL_END = 24
_CONTENT_IMAGE_END = 32


_INT64 = (-(1 << 63), (1 << 63) - 1)
_INT32 = (-(1 << 31), (1 << 31) - 1)


def _int(name: str, value: object, bounds: Tuple[int, int] = _INT64) -> int:
    """`value` as a C integer argument: a TypeError for anything but an int (a bool included),
    an OverflowError naming it and the C type's range when it does not fit (ctypes would wrap
    it: 2**64 + 3 became 3)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an int, got {type(value).__name__} {value!r}")
    if not bounds[0] <= value <= bounds[1]:
        raise OverflowError(f"{name} must be from {bounds[0]} up to {bounds[1]}, got {value}")
    return value


def _enum(name: str, value: object, kind):
    """`value` as a C enumeration argument: a member of the IntEnum `kind`, or an int that is the
    value of one. A TypeError for anything else (a float, a str, a bool), a ValueError naming the
    values allowed for an int that is none of them (ctypes would wrap 2**32 + 1 to 1)."""
    if isinstance(value, kind):
        return int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a {kind.__name__} or its int value, got {type(value).__name__} {value!r}")
    try:
        return int(kind(value))
    except ValueError:
        allowed = ", ".join(f"{m.name} ({int(m)})" for m in kind)
        raise ValueError(f"{name} must be one of {allowed}, got {value}") from None


def _flag(name: str, value: object) -> int:
    """`value` as a C 0/1 flag: a bool, or the int 0 or 1. A TypeError for anything else ('no'
    is not false), a ValueError for another int."""
    if isinstance(value, bool):
        return int(value)
    if not isinstance(value, int):
        raise TypeError(f"{name} must be a bool, got {type(value).__name__} {value!r}")
    if value not in (0, 1):
        raise ValueError(f"{name} must be True or False (1 or 0), got {value}")
    return value


def _float(name: str, value: object) -> float:
    """`value` as a C double argument: a TypeError for anything but an int or a float (the
    library refuses NaN and infinities with its own error)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} must be a number, got {type(value).__name__} {value!r}")
    try:
        return float(value)
    except OverflowError:
        raise OverflowError(f"{name} must be a finite number, got {value}") from None


def _struct_dict(value) -> dict:
    out = {}
    for name, _ in value._fields_:
        if name in ("struct_size", "reserved"):
            continue
        v = getattr(value, name)
        out[name] = _struct_dict(v) if isinstance(v, C.Structure) else v
    return out


def _assign(target, fields: dict, path: str = "") -> None:
    names = {name for name, _ in target._fields_} - {"struct_size", "reserved"}
    for name, v in fields.items():
        if name not in names:
            raise TypeError(f"unknown configuration field {path}{name!r} (known: {', '.join(sorted(names))})")
        current = getattr(target, name)
        if isinstance(current, C.Structure):
            if not isinstance(v, dict):
                raise TypeError(f"{path}{name} takes a dict of its fields, got {v!r}")
            _assign(current, v, f"{path}{name}.")
        else:
            kind = dict(target._fields_)[name]
            if kind in (C.c_double, C.c_float):
                v = _float(path + name, v)
            elif isinstance(v, bool):
                v = int(v)
            elif issubclass(kind, C._SimpleCData) and kind._type_ in "bBhHiIlLqQ":
                bits = 8 * C.sizeof(kind)
                signed = kind._type_.islower()
                bounds = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
                v = _int(path + name, v, bounds)
            setattr(target, name, v)


def _rgba(color: C.Structure) -> Tuple[int, int, int, int]:
    return (color.r, color.g, color.b, color.a)


def _install_measurer(owner, set_measurer, measure: Optional[Measure]) -> None:
    """Hands `measure` to the C library through `set_measurer(handle, fn, user_data)` for `owner`
    (a Wheel or a DatePicker: its `_handle`, `_check`, `_callback_error`), or the built-in
    estimate for None. The ctypes callback is kept in `owner._measure_fn` while the library may
    call it. An exception `measure` raises, or an answer that is not two numbers, is answered as
    NaN: the render fails with WHEEL_ERROR_CALLBACK, raised as CallbackError from the exception."""
    if measure is None:
        owner._measure_fn = None
        owner._check(set_measurer(owner._handle, F.MEASURE_FN(), None))
        return

    def answer(_user, text, _length, size, bold, width, height):
        try:
            w, h = measure(text.decode("utf-8"), size, bool(bold))
            width[0], height[0] = float(w), float(h)
        except BaseException as error:  # noqa: BLE001 - reported as WHEEL_ERROR_CALLBACK
            if owner._callback_error is None:
                owner._callback_error = error
            width[0] = height[0] = math.nan
        return 0

    owner._measure_fn = F.MEASURE_FN(answer)
    owner._check(set_measurer(owner._handle, owner._measure_fn, None))


class Wheel:
    """A wheel of `item_count` items whose texts `item_text(index, role)` answers.

    Feed it timestamped input (`pointer`, `scroll`, `key`, seconds on your clock) and move its
    clock with `advance(t)`; each returns the events it caused, as values (`Centred`,
    `Committed`, `Released`). `render()` returns a `Frame` to draw. Bad calls raise a
    `WheelError` subclass carrying the library's message; the wheel stays usable.

    `item_content(index)` optionally answers an item's `ItemContent` (accent colour, detail line,
    image key); it is asked once per item as the item comes into view, like the texts. Detail
    lines show with the configuration's show_detail_text=True.

    `library` is a path to libwheelcore.so (default: $WHEELCORE_LIBRARY, pkg-config's libdir,
    then the system loader). Keyword arguments set configuration fields (see `configure`).
    """

    def __init__(self, item_count: int, item_text: ItemText, *, library=None, measure: Optional[Measure] = None,
                 item_content: Optional[ItemContentFn] = None, **configuration):
        self._closed = False
        self._handle = C.c_void_p()
        if not callable(item_text):
            raise TypeError(f"item_text must be a function (index, role) -> str, got {type(item_text).__name__} "
                            f"{item_text!r}")
        if measure is not None and not callable(measure):
            raise TypeError(f"measure must be a function (text, font_size, bold) -> (width, height) or None, "
                            f"got {type(measure).__name__}")
        if item_content is not None and not callable(item_content):
            raise TypeError(f"item_content must be a function index -> ItemContent or None, got "
                            f"{type(item_content).__name__}")
        self._lib = F.load_library(library)
        self._callback_error: Optional[BaseException] = None
        self._item_text = item_text
        self._text_fn = F.ITEM_TEXT_FN(self._answer_text)
        self._measure_fn = None
        self._item_content: Optional[ItemContentFn] = None
        self._content_fn = None
        self._content_keep: tuple = ()
        config = F.sized(F.Configuration)
        self._check(self._lib.wheel_configuration_init_sized(C.byref(config), C.sizeof(config)))
        initial = _int("initial_item", configuration.pop("initial_item", 0))
        _assign(config, configuration)
        config.item_count = _int("item_count", item_count)
        config.initial_item = initial
        self._check(self._lib.wheel_create(C.byref(config), self._text_fn, None, C.byref(self._handle)))
        if measure is not None:
            self.set_measurer(measure)
        if item_content is not None:
            self.set_item_content(item_content)

    @classmethod
    def from_items(cls, items: Sequence[Union[Item, Tuple[str, str]]], **kwargs) -> "Wheel":
        """A wheel of `Item`s or (sector text, label text) pairs; items with an accent, a detail
        or an image give the wheel an item-content callback."""
        items = [i if isinstance(i, Item) else Item(*i) for i in items]

        def text(i, role):
            return items[i].sector if role == TextRole.SECTOR else items[i].label

        if "item_content" not in kwargs and any(i.accent or i.detail or i.image for i in items):
            kwargs["item_content"] = lambda i: ItemContent(items[i].accent, items[i].detail, items[i].image)
        return cls(len(items), text, **kwargs)

    # ---- errors ----

    def _check(self, status: int) -> int:
        if status >= 0:
            return status
        message = (self._lib.wheel_last_error() or b"").decode("utf-8", "replace")
        name = self._lib.wheel_status_name(status).decode()
        error_type = ERRORS.get(status, WheelError)
        error = error_type(message or self._lib.wheel_status_message(status).decode(), status, name)
        cause, self._callback_error = self._callback_error, None
        if cause is not None:
            raise error from cause
        raise error

    def _answer_text(self, _user, index, role, buffer, capacity):
        try:
            text = self._item_text(index, TextRole(role))
            if not isinstance(text, str):
                raise TypeError(f"item_text({index}, {TextRole(role).name}) returned {type(text).__name__}, not str")
            data = text.encode("utf-8")
        except BaseException as error:  # noqa: BLE001 - reported through the library as WHEEL_ERROR_CALLBACK
            if self._callback_error is None:
                self._callback_error = error
            return F.TEXT_FAILED
        if capacity > 0:
            n = min(len(data), capacity - 1)
            C.memmove(buffer, data, n)
            buffer[n] = b"\0"
        return len(data)

    def _answer_content(self, _user, index, content):
        try:
            answer = self._item_content(index) if self._item_content else None
            if answer is not None and not isinstance(answer, ItemContent):
                raise TypeError(f"item_content({index}) returned {type(answer).__name__}, not ItemContent or None")
            c = content[0]
            if answer is None:
                self._content_keep = ()
                return 0
            size = c.struct_size
            keep = []
            if answer.accent is not None and size >= _CONTENT_ACCENT_END:
                rgba = tuple(answer.accent) + (255,) * (4 - len(answer.accent))
                if len(rgba) != 4 or not all(isinstance(v, int) and 0 <= v <= 255 for v in rgba):
                    raise ValueError(f"item_content({index}).accent must be (r, g, b[, a]) with 0 ... 255 each, "
                                     f"got {answer.accent!r}")
                c.has_accent = 1
                c.accent = F.Color(*rgba)
            for text, field, end in ((answer.detail, "detail_text", _CONTENT_DETAIL_END),
                                     (answer.image, "image_key", _CONTENT_IMAGE_END)):
                if text is not None and size >= end:
                    buffer = C.create_string_buffer(str(text).encode("utf-8"))
                    keep.append(buffer)
                    setattr(c, field, C.addressof(buffer))
            # The library copies the strings at once; they stay alive until the next answer.
            self._content_keep = tuple(keep)
            return 0
        except BaseException as error:  # noqa: BLE001 - reported through the library as WHEEL_ERROR_CALLBACK
            if self._callback_error is None:
                self._callback_error = error
            return 1

    # ---- lifetime ----

    def close(self) -> None:
        """Destroys the wheel; calls after this raise InvalidHandleError (as a closed DatePicker's
        do), and closing again does nothing."""
        if self._closed:
            return
        self._closed = True
        self._check(self._lib.wheel_destroy(self._handle))

    def __enter__(self) -> "Wheel":
        return self

    def __exit__(self, *exc) -> None:
        try:
            self.close()
        except WheelError:
            pass

    def __del__(self):
        try:
            if self._handle and not self._closed:
                self._lib.wheel_destroy(self._handle)
        except Exception:  # noqa: BLE001 - interpreter shutdown
            pass

    # ---- settings ----

    def configuration(self) -> Dict[str, object]:
        """The configuration as a dict (physics, sector_text and label_text nested)."""
        config = F.sized(F.Configuration)
        self._check(self._lib.wheel_get_configuration(self._handle, C.byref(config)))
        return _struct_dict(config)

    def configure(self, **fields) -> None:
        """Changes configuration fields while the wheel runs, e.g. sectors_per_turn=12,
        label_side=LabelSide.LEFT, physics={"fling_drag": 3.0}, sector_text={"size": 12}.
        Every bad field is named in one InvalidArgumentError; nothing changes then."""
        config = F.sized(F.Configuration)
        self._check(self._lib.wheel_get_configuration(self._handle, C.byref(config)))
        _assign(config, fields)
        self._check(self._lib.wheel_set_configuration(self._handle, C.byref(config)))

    def style(self) -> Dict[str, Tuple[int, int, int, int]]:
        """The colours, by name (see wheel_style in wheelcore.h)."""
        style = F.sized(F.Style)
        self._check(self._lib.wheel_get_style(self._handle, C.byref(style)))
        return {name: _rgba(getattr(style, name)) for name in F.STYLE_COLORS}

    def set_style(self, **colors) -> None:
        """Sets colours by name to (r, g, b) or (r, g, b, a) tuples, e.g. background=(255, 255, 255)."""
        style = F.sized(F.Style)
        self._check(self._lib.wheel_get_style(self._handle, C.byref(style)))
        for name, value in colors.items():
            if name not in F.STYLE_COLORS:
                raise TypeError(f"unknown colour {name!r} (known: {', '.join(F.STYLE_COLORS)})")
            rgba = tuple(value) + (255,) * (4 - len(value))
            if len(rgba) != 4 or not all(isinstance(c, int) and 0 <= c <= 255 for c in rgba):
                raise ValueError(f"{name} must be (r, g, b[, a]) with 0 ... 255 each, got {value!r}")
            setattr(style, name, F.Color(*rgba))
        self._check(self._lib.wheel_set_style(self._handle, C.byref(style)))

    def set_measurer(self, measure: Optional[Measure]) -> None:
        """Measures text with `measure(text, font_size, bold) -> (width, height)` in points
        (None: the built-in estimate). Pass the metrics of the font you draw with."""
        _install_measurer(self, self._lib.wheel_set_measurer, measure)

    def set_item_content(self, item_content: Optional[ItemContentFn]) -> None:
        """Gives items content with `item_content(index) -> ItemContent or None` (None: no
        content, items drawn with the style's alternating fills). Every item is asked anew."""
        self._item_content = item_content
        if item_content is None:
            self._content_fn = None
            self._check(self._lib.wheel_set_item_content_callback(self._handle, F.ITEM_CONTENT_FN(), None))
            return
        self._content_fn = F.ITEM_CONTENT_FN(self._answer_content)
        self._check(self._lib.wheel_set_item_content_callback(self._handle, self._content_fn, None))

    def set_viewport(self, x: float, y: float, width: float, height: float) -> None:
        """The rectangle the wheel and its labels fit in, view space (points)."""
        self._check(self._lib.wheel_set_viewport(
            self._handle, _float("x", x), _float("y", y), _float("width", width), _float("height", height)))

    # ---- input and time (each returns the events it caused) ----

    def pointer(self, phase: PointerPhase, x: float, y: float, time: float, *, device: Device = Device.MOUSE,
                pointer_id: int = 0) -> List[Event]:
        self._check(self._lib.wheel_pointer(
            self._handle, _enum("phase", phase, PointerPhase), _enum("device", device, Device),
            _int("pointer_id", pointer_id), _float("x", x), _float("y", y), _float("time", time)))
        return self.poll_events()

    def scroll(self, dx: float, dy: float, time: float, *, precise: bool = False) -> List[Event]:
        """Wheel notches (dy > 0 = away from the user), or trackpad points with precise=True."""
        self._check(self._lib.wheel_scroll(self._handle, _float("dx", dx), _float("dy", dy), _flag("precise", precise),
                                           _float("time", time)))
        return self.poll_events()

    def key(self, key: Key, time: float) -> List[Event]:
        self._check(self._lib.wheel_key(self._handle, _enum("key", key, Key), _float("time", time)))
        return self.poll_events()

    def advance(self, time: float) -> List[Event]:
        """Moves the wheel's clock to `time` seconds."""
        self._check(self._lib.wheel_advance(self._handle, _float("time", time)))
        return self.poll_events()

    def poll_events(self) -> List[Event]:
        """Takes every queued event."""
        events: List[Event] = []
        event = F.sized(F.Event)
        while self._check(self._lib.wheel_poll_event(self._handle, C.byref(event))) == 1:
            if event.type == 1:
                events.append(Centred(event.item, event.time))
            elif event.type == 2:
                events.append(Committed(event.item, event.time))
            elif event.type == 3:
                events.append(Released(event.velocity_x, event.velocity_y, event.angular_velocity, event.time))
        return events

    # ---- moving from code, items ----

    def jump_to_item(self, item: int) -> List[Event]:
        self._check(self._lib.wheel_jump_to_item(self._handle, _int("item", item)))
        return self.poll_events()

    def animate_to_item(self, item: int, duration: Optional[float] = None,
                        curve: AnimationCurve = AnimationCurve.EASE_IN_OUT) -> List[Event]:
        """Moves the wheel to `item`: with the settling spring (duration None), or in exactly
        `duration` seconds (0 to 60) along `curve`. It commits when it arrives (advance the
        wheel to see it); returns the events of starting."""
        if duration is None:
            self._check(self._lib.wheel_animate_to_item(self._handle, _int("item", item)))
        else:
            self._check(self._lib.wheel_animate_to_item_timed(
                self._handle, _int("item", item), _float("duration", duration), _enum("curve", curve, AnimationCurve)))
        return self.poll_events()

    def reload_items(self, item_count: int) -> List[Event]:
        self._check(self._lib.wheel_reload_items(self._handle, _int("item_count", item_count)))
        return self.poll_events()

    def insert_items(self, index: int, count: int = 1) -> List[Event]:
        self._check(self._lib.wheel_insert_items(self._handle, _int("index", index), _int("count", count)))
        return self.poll_events()

    def remove_items(self, index: int, count: int = 1) -> List[Event]:
        self._check(self._lib.wheel_remove_items(self._handle, _int("index", index), _int("count", count)))
        return self.poll_events()

    # ---- queries ----

    @property
    def state(self) -> State:
        s = F.sized(F.State)
        self._check(self._lib.wheel_get_state(self._handle, C.byref(s)))
        return State(Phase(s.phase), s.item_count, None if s.centred_item < 0 else s.centred_item,
                     None if s.committed_item < 0 else s.committed_item, s.angle, s.angular_velocity, s.time)

    @property
    def geometry(self) -> Geometry:
        g = F.sized(F.Geometry)
        self._check(self._lib.wheel_get_geometry(self._handle, C.byref(g)))
        c = g.label_column
        return Geometry((g.center.x, g.center.y), g.inner_radius, g.outer_radius, g.text_radius,
                        (c.x, c.y, c.width, c.height), g.selection_angle, g.sector_angle)

    def hit_test(self, x: float, y: float) -> Hit:
        """What lies under (x, y) in the last rendered frame."""
        h = F.sized(F.Hit)
        self._check(self._lib.wheel_hit_test(self._handle, _float("x", x), _float("y", y), C.byref(h)))
        return Hit(HitKind(h.kind), None if h.item < 0 else h.item, h.position)

    # ---- semantics ----

    def semantics(self) -> Semantics:
        """What the wheel means now, for an accessibility API (call once per frame, after
        `advance`): its value, range, spoken value text, busy and disabled states, the actions it
        takes and its bounds. An item_text that fails raises CallbackError (never an empty name)."""
        s = F.sized(F.Semantics)
        self._check(self._lib.wheel_get_semantics3(self._handle, C.byref(s)))
        return Semantics(
            value=s.value, minimum=s.minimum, maximum=s.maximum, step=s.step,
            value_text=(s.value_text or b"").decode("utf-8", "replace"), busy=bool(s.states & 16),
            disabled=bool(s.states & 8), actions=tuple(a for a in Action if s.actions & int(a)),
            bounds=(s.bounds.x, s.bounds.y, s.bounds.width, s.bounds.height))

    def perform_action(self, action: Action, time: float, value: Optional[float] = None) -> List[Event]:
        """Performs an assistive client's action at `time` seconds, through the same path as the
        keys: INCREMENT (the next item), DECREMENT (the previous one) or SET_VALUE (jump to item
        `value - 1`, 1-based, rounded and clamped; `value` is required then and refused
        otherwise). Returns the events it caused."""
        code = _enum("action", action, Action)
        if code == Action.SET_VALUE and value is None:
            raise TypeError("perform_action(SET_VALUE) needs a value (the 1-based item)")
        if code != Action.SET_VALUE and value is not None:
            raise TypeError(f"perform_action({Action(code).name}) takes no value, got {value!r}")
        self._check(self._lib.wheel_perform_action(
            self._handle, code, _float("value", 0.0 if value is None else value), _float("time", time)))
        return self.poll_events()

    # ---- drawing ----

    def render(self, scale: float = 1.0, anti_aliasing: bool = True, *, triangles: bool = False) -> Frame:
        """Lays out and draws the current frame. With triangles=True the frame also carries the
        tessellated triangles (pixel space)."""
        frame = F.sized(F.Frame)
        frame.command_size = C.sizeof(F.Command)
        self._check(self._lib.wheel_render(self._handle, _float("scale", scale), _flag("anti_aliasing", anti_aliasing),
                                           C.byref(frame)))
        return _convert(frame, triangles)


def _convert(frame: "F.Frame", triangles: bool) -> Frame:
    stride = frame.command_size
    commands = []
    for i in range(frame.command_count):
        c = F.Command.from_address(frame.commands + i * stride)
        commands.append(_command(c, frame))
    vertices: tuple = ()
    indices: tuple = ()
    if triangles:
        vertices = tuple((v.x, v.y, _rgba(v.color)) for v in frame.vertices[:frame.vertex_count])
        indices = tuple(frame.indices[:frame.index_count])
    return Frame(_rgba(frame.background), frame.scale, tuple(commands), vertices, indices)


def _command(c: "F.Command", frame: "F.Frame") -> Command:
    try:
        kind = CommandKind(c.kind)
    except ValueError:
        kind = CommandKind.UNKNOWN
    base = dict(kind=kind, color=_rgba(c.color), first_index=c.first_index, index_count=c.index_count)
    u = c.u
    if kind in (CommandKind.FILL_RECT, CommandKind.FILL_ROUNDED_RECT, CommandKind.STROKE_RECT,
                CommandKind.PUSH_CLIP, CommandKind.BEGIN_LAYER):
        r = u.rect.rect
        return Command(rect=(r.x, r.y, r.width, r.height), radius=u.rect.radius, width=u.rect.width, **base)
    if kind == CommandKind.FILL_WEDGE:
        w = u.wedge
        return Command(center=(w.center.x, w.center.y), inner_radius=w.inner_radius, outer_radius=w.outer_radius,
                       start_angle=w.start_angle, end_angle=w.end_angle, **base)
    if kind in (CommandKind.STROKE_CIRCLE, CommandKind.FILL_CIRCLE):
        k = u.circle
        return Command(center=(k.center.x, k.center.y), radius=k.radius, width=k.width, **base)
    if kind == CommandKind.LINE:
        ln = u.line
        return Command(points=((ln.p0.x, ln.p0.y), (ln.p1.x, ln.p1.y)), width=ln.width, **base)
    if kind in (CommandKind.POLYLINE, CommandKind.FILL_POLYGON):
        p = u.path
        pts = tuple((q.x, q.y) for q in frame.points[p.first_point:p.first_point + p.point_count])
        return Command(points=pts, width=p.width, **base)
    if kind == CommandKind.FILL_TRIANGLE:
        t = u.triangle
        return Command(points=((t.p0.x, t.p0.y), (t.p1.x, t.p1.y), (t.p2.x, t.p2.y)), **base)
    if kind == CommandKind.TEXT:
        t = u.text
        try:
            cell_kind = CellKind(t.cell_kind)
        except ValueError:
            cell_kind = CellKind.OTHER
        return Command(text=C.string_at(t.text, t.length).decode("utf-8", "replace"),
                       position=(t.position.x, t.position.y), anchor=Anchor(t.anchor), font_size=t.font_size,
                       bold=bool(t.bold), cell_kind=cell_kind, cell_slot=t.cell_slot, **base)
    if kind == CommandKind.IMAGE:
        m = u.image
        r = m.rect
        key = C.string_at(m.key, m.key_length).decode("utf-8", "replace") if m.key else ""
        return Command(rect=(r.x, r.y, r.width, r.height), key=key, **base)
    return Command(**base)
