"""A date picker over the C interface (ABI version 4, its measurer version 5, modes and the value
level version 7): the wheels of a mode (date, time, date and time, month and year, a duration up
to 99:59:59) linked as a date, like the Swift DatePickerController. Values are
`datetime.date`, `datetime.time`, `datetime.datetime` and `datetime.timedelta`."""
import ctypes as C
import datetime
import re
from dataclasses import dataclass
from typing import List, Optional, Tuple, Union

from . import _ffi as F
from ._types import Device, GeometryKind, Key, Phase, PointerPhase
from ._types import Frame
from .wheel import Measure, Wheel, _convert, _enum, _flag, _float, _int, _install_measurer

FIELDS = ("year", "month", "day", "hour", "minute", "meridiem", "second")

MODES = {"date-and-time": 0, "date": 1, "time": 2, "month-year": 3, "duration": 4}
"""The modes, as SDLFront's `--date-mode` names them, and their WHEEL_DATE_MODE_* values."""

EVENT_TYPES = ("value_changed", "focus_changed", "component_committed")

Value = Union[datetime.date, datetime.time, datetime.timedelta]
"""A picker's value: a datetime (date-and-time), a date (date, month-year: day 1), a time
(time) or a timedelta (duration)."""

DATE_FORM = "YYYY-MM-DD or YYYY-MM-DDTHH:MM (a real date, years 0001...9999, hours 00...23)"
"""The form of a date on the hosts' command lines, as SDLFront's `--date` reads it."""

_DATE_TEXT = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})(?:T([0-9]{2}):([0-9]{2}))?")


def parse_date(text: str) -> datetime.datetime:
    """Reads `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` (midnight when the time is left out), the form
    SDLFront's `--date` takes; any other text, or a date that does not exist (2023-02-29), raises
    ValueError naming the text and the form. Whether the date lies in a picker's range is the
    picker's to say (`DatePicker` raises InvalidArgumentError)."""
    match = _DATE_TEXT.fullmatch(text)
    try:
        if match is None:
            raise ValueError(text)
        return datetime.datetime(*(int(part or 0) for part in match.groups()))
    except ValueError:
        shown = text if len(text) <= 40 else text[:40] + "..."
        raise ValueError(f"a date must be {DATE_FORM}, got {shown!r}") from None


@dataclass(frozen=True)
class Component:
    """One component's state: its field ("day"), committed item and count, phase, focus, the
    committed item's text ("29", "March") and its column (x, y, width, height)."""
    field: str
    index: int
    count: int
    phase: Phase
    focused: bool
    text: str
    column: Tuple[float, float, float, float]


def _c_date(value: datetime.datetime) -> F.DateTime:
    return F.DateTime(value.year, value.month, value.day, value.hour, value.minute)


def _c_value(value, mode: str, name: str) -> F.DateValue:
    """`value` as the C fields of `mode`: the model checks the fields; refused here only what C
    cannot carry (a time zone, microseconds, a value of another kind), with the reason."""
    if isinstance(value, str):
        try:
            value = (datetime.time.fromisoformat(value) if mode == "time" else datetime.datetime.fromisoformat(value))
        except ValueError:
            raise ValueError(f"{name} must be ISO 8601 text, got {value!r}") from None
    if mode == "duration":
        if not isinstance(value, datetime.timedelta):
            raise TypeError(f"{name} must be a datetime.timedelta in mode duration, got {type(value).__name__}")
        if value.microseconds:
            raise ValueError(f"{name} must be whole seconds (a picker shows no fractions), got {value}")
        total = value.days * 86400 + value.seconds
        sign = -1 if total < 0 else 1
        hours, rest = divmod(abs(total), 3600)
        hours = min(hours, 2**31 - 1)
        return F.DateValue(0, 0, 0, sign * hours, sign * (rest // 60), sign * (rest % 60))
    if isinstance(value, (datetime.time, datetime.datetime)) and value.tzinfo is not None:
        raise ValueError(f"{name} must be a naive value (the picker has no time zone), got {value.isoformat()}")
    if isinstance(value, (datetime.time, datetime.datetime)) and value.microsecond:
        raise ValueError(f"{name} must be whole seconds (a picker shows no fractions), got {value.isoformat()}")
    if mode == "time":
        if isinstance(value, datetime.datetime):
            value = value.time()
        if not isinstance(value, datetime.time):
            raise TypeError(f"{name} must be a datetime.time in mode time, got {type(value).__name__}")
        return F.DateValue(0, 0, 0, value.hour, value.minute, value.second)
    if isinstance(value, datetime.datetime):
        return F.DateValue(value.year, value.month, value.day, value.hour, value.minute, value.second)
    if isinstance(value, datetime.date):
        return F.DateValue(value.year, value.month, value.day, 0, 0, 0)
    raise TypeError(f"{name} must be a datetime.date or datetime.datetime in mode {mode}, got {type(value).__name__}")


def _py_value(v: F.DateValue, mode: str) -> Value:
    if mode == "duration":
        return datetime.timedelta(hours=v.hour, minutes=v.minute, seconds=v.second)
    if mode == "time":
        return datetime.time(v.hour, v.minute, v.second)
    if mode in ("date", "month-year"):
        return datetime.date(v.year, v.month, v.day)
    return datetime.datetime(v.year, v.month, v.day, v.hour, v.minute, v.second)


@dataclass(frozen=True)
class DatePickerEvent:
    """One event: `type` "value_changed" (with `value`, and `adjusted_from` when the value asked
    for was rounded to a step or moved into the range), "focus_changed" (`component`) or
    "component_committed" (`component`, `item`)."""
    type: str
    component: Optional[int] = None
    item: Optional[int] = None
    value: Optional[Value] = None
    adjusted_from: Optional[Value] = None


@dataclass(frozen=True)
class SemanticsNode:
    """A node for a screen reader: the picker (a group whose `value_text` is the value as ISO
    text) or a component (a spin button: "March, 3 of 12"), its name, value, range and bounds."""
    name: str
    value_text: str
    value: float
    minimum: float
    maximum: float
    actions: int
    bounds: Tuple[float, float, float, float]


class DatePicker:
    """A date picker: feed it `pointer`, `key` and `advance(t)` like a `Wheel`; read `value`
    (a datetime), `changes` (settled changes so far) and `components`.

    `measure(text, font_size, bold) -> (width, height)` (or `set_measurer`) measures its texts
    in points, as for a `Wheel`: pass the metrics of the font you draw with, so that every
    component's texts are fitted to their rows as they will be drawn."""

    def __init__(self, value=None, *, minimum=None, maximum=None, minute_interval: int = 1, twelve_hour: bool = False,
                 geometry: GeometryKind = GeometryKind.DRUM, mode: str = "date-and-time", seconds: bool = False,
                 library=None, measure: Optional[Measure] = None):
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, got {mode!r}")
        self.mode = mode
        self._callback_error: Optional[BaseException] = None
        self._measure_fn = None
        self._closed = False
        if measure is not None and not callable(measure):
            raise TypeError(f"measure must be a function (text, font_size, bold) -> (width, height) or None, "
                            f"got {type(measure).__name__}")
        self._lib = F.load_library(library)
        self._handle = C.c_void_p()
        config = F.sized(F.DatePickerConfiguration)
        self._check(self._lib.wheel_date_picker_configuration_init_sized(C.byref(config), C.sizeof(config)))
        config.minute_interval = _int("minute_interval", minute_interval, (-2**31, 2**31 - 1))
        config.twelve_hour = _flag("twelve_hour", twelve_hour)
        config.geometry = _enum("geometry", geometry, GeometryKind)
        config.mode = MODES[mode]
        config.show_seconds = int(bool(seconds))
        if mode in ("time", "duration") and value is None:
            value = datetime.time(9, 41) if mode == "time" else datetime.timedelta(hours=1, minutes=30)
        if mode == "duration" and maximum is None:
            maximum = datetime.timedelta(hours=99, minutes=59, seconds=59)
        if mode == "duration" and minimum is None:
            minimum = datetime.timedelta(0)
        for name, v in (("value", value), ("minimum", minimum), ("maximum", maximum)):
            if v is not None:
                c = _c_value(v, mode, name)
                setattr(config, name, F.DateTime(c.year, c.month, c.day, c.hour, c.minute))
                setattr(config, name + "_second", c.second)
        self._check(self._lib.wheel_date_picker_create(C.byref(config), C.byref(self._handle)))
        if measure is not None:
            self.set_measurer(measure)

    _check = Wheel._check

    def close(self) -> None:
        """Destroys the picker; calls after this raise InvalidHandleError (as a closed Wheel's
        do), and closing again does nothing."""
        if self._closed or not self._handle:
            return
        self._closed = True
        self._check(self._lib.wheel_date_picker_destroy(self._handle))

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def set_measurer(self, measure: Optional[Measure]) -> None:
        """Measures every component's texts with `measure(text, font_size, bold) -> (width,
        height)` in points (None: the built-in estimate), as `Wheel.set_measurer`. An exception
        it raises, or an answer that is not two finite sizes, makes the next `render` raise
        CallbackError; the picker keeps working."""
        _install_measurer(self, self._lib.wheel_date_picker_set_measurer, measure)

    def set_viewport(self, x: float, y: float, width: float, height: float) -> None:
        self._check(self._lib.wheel_date_picker_set_viewport(
            self._handle, _float("x", x), _float("y", y), _float("width", width), _float("height", height)))

    def pointer(self, phase: PointerPhase, x: float, y: float, time: float, *, device: Device = Device.MOUSE,
                pointer_id: int = 0) -> None:
        self._check(self._lib.wheel_date_picker_pointer(
            self._handle, _enum("phase", phase, PointerPhase), _enum("device", device, Device),
            _int("pointer_id", pointer_id), _float("x", x), _float("y", y),
            _float("time", time)))

    def key(self, key: Key, time: float) -> None:
        self._check(self._lib.wheel_date_picker_key(self._handle, _enum("key", key, Key), _float("time", time)))

    def advance(self, time: float) -> None:
        self._check(self._lib.wheel_date_picker_advance(self._handle, _float("time", time)))

    @property
    def value(self) -> Value:
        """The value shown, of the mode's type (datetime, date, time or timedelta)."""
        v = F.DateValue()
        self._check(self._lib.wheel_date_picker_get_date_value(self._handle, C.byref(v), None))
        return _py_value(v, self.mode)

    def set_value(self, value, animated: bool = True) -> None:
        """Puts the picker on `value` (moved into the range, rounded to the nearest minute step):
        animated, one "value_changed" event when it rests; else at once, the event now. A value of
        another type, a time zone or seconds the picker cannot show raise with the reason."""
        c = _c_value(value, self.mode, "value")
        self._check(self._lib.wheel_date_picker_set_value(self._handle, C.byref(c), int(bool(animated))))

    def set_limits(self, minimum=None, maximum=None, minute_interval: int = 0) -> None:
        """Changes the limits and the minute interval (None or 0 keeps one): the value moves
        inside with an animation and one "value_changed" event. A bad range raises
        InvalidArgumentError (the old limits stay)."""
        lo = None if minimum is None else C.byref(_c_value(minimum, self.mode, "minimum"))
        hi = None if maximum is None else C.byref(_c_value(maximum, self.mode, "maximum"))
        self._check(self._lib.wheel_date_picker_set_limits(
            self._handle, lo, hi, _int("minute_interval", minute_interval, (-2**31, 2**31 - 1))))

    def poll_events(self) -> List[DatePickerEvent]:
        """Every event queued since the last call, oldest first."""
        out = []
        while True:
            e = F.sized(F.DatePickerEvent)
            found = self._lib.wheel_date_picker_poll_event(self._handle, C.byref(e))
            if found < 0:
                self._check(found)
            if found != 1:
                return out
            kind = EVENT_TYPES[e.type]
            if kind == "value_changed":
                out.append(DatePickerEvent(kind, value=_py_value(e.value, self.mode),
                                           adjusted_from=_py_value(e.adjusted_from, self.mode) if e.adjusted else None))
            else:
                out.append(DatePickerEvent(kind, component=e.component, item=e.item if e.item >= 0 else None))

    @property
    def phase(self) -> Phase:
        """What the picker as a whole is doing (IDLE once the value is settled)."""
        p = C.c_int32()
        self._check(self._lib.wheel_date_picker_get_phase(self._handle, C.byref(p)))
        return Phase(p.value)

    def semantics(self) -> List[SemanticsNode]:
        """The picker's node first (a group named by the mode, its value as ISO text), then one
        node per component (a spin button named "Year", "Hours", ...)."""
        out = []
        for node in range(-1, len(self.components)):
            s, name = F.sized(F.Semantics), C.c_char_p()
            self._check(self._lib.wheel_date_picker_get_semantics(self._handle, node, C.byref(s), C.byref(name)))
            out.append(SemanticsNode(name.value.decode("utf-8"), s.value_text.decode("utf-8"), s.value, s.minimum,
                                     s.maximum, s.actions,
                                     (s.bounds.x, s.bounds.y, s.bounds.width, s.bounds.height)))
        return out

    def perform_action(self, component: int, action: int, value: float = 0.0, time: float = 0.0) -> None:
        """An assistive client's action on a component (1 increment, 2 decrement, 4 set-value)."""
        self._check(self._lib.wheel_date_picker_perform_action(
            self._handle, _int("component", component, (-2**31, 2**31 - 1)), _int("action", action, (-2**31, 2**31 - 1)),
            _float("value", value), _float("time", time)))

    @property
    def changes(self) -> int:
        v, n = F.DateTime(), C.c_int64()
        self._check(self._lib.wheel_date_picker_get_value(self._handle, C.byref(v), C.byref(n)))
        return n.value

    @property
    def components(self) -> List[Component]:
        count = C.c_int32()
        self._check(self._lib.wheel_date_picker_component_count(self._handle, C.byref(count)))
        out = []
        for i in range(count.value):
            c = F.sized(F.PickerComponent)
            self._check(self._lib.wheel_date_picker_get_component(self._handle, i, C.byref(c)))
            out.append(Component(FIELDS[c.field], c.index, c.count, Phase(c.phase), bool(c.focused),
                                 c.text.decode("utf-8"), (c.column.x, c.column.y, c.column.width, c.column.height)))
        return out

    def render(self, scale: float = 1.0, anti_aliasing: bool = True, *, triangles: bool = False) -> Frame:
        """Lays out and draws every component, as `Wheel.render` draws a wheel (texts fitted with
        the measurer of `set_measurer`, else the library's built-in estimate)."""
        frame = F.sized(F.Frame)
        frame.command_size = C.sizeof(F.Command)
        self._check(self._lib.wheel_date_picker_render(
            self._handle, _float("scale", scale), _flag("anti_aliasing", anti_aliasing), C.byref(frame)))
        return _convert(frame, triangles)
