"""A date-and-time picker over the C interface (ABI version 4, its measurer version 5): year,
month, day, hour and minute wheels (AM/PM on a 12-hour clock) linked as a date, like the Swift
PickerController with a DatePickerModel."""
import ctypes as C
import datetime
import re
from dataclasses import dataclass
from typing import List, Optional, Tuple

from . import _ffi as F
from ._types import Device, GeometryKind, Key, Phase, PointerPhase
from ._types import Frame
from .wheel import Measure, Wheel, _convert, _enum, _flag, _float, _int, _install_measurer

FIELDS = ("year", "month", "day", "hour", "minute", "meridiem")

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


class DatePicker:
    """A date picker: feed it `pointer`, `key` and `advance(t)` like a `Wheel`; read `value`
    (a datetime), `changes` (settled changes so far) and `components`.

    `measure(text, font_size, bold) -> (width, height)` (or `set_measurer`) measures its texts
    in points, as for a `Wheel`: pass the metrics of the font you draw with, so that every
    component's texts are fitted to their rows as they will be drawn."""

    def __init__(self, value: Optional[datetime.datetime] = None, *, minimum: Optional[datetime.datetime] = None,
                 maximum: Optional[datetime.datetime] = None, minute_interval: int = 1, twelve_hour: bool = False,
                 geometry: GeometryKind = GeometryKind.DRUM, library=None, measure: Optional[Measure] = None):
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
        for name, v in (("value", value), ("minimum", minimum), ("maximum", maximum)):
            if v is not None:
                setattr(config, name, _c_date(v))
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
    def value(self) -> datetime.datetime:
        v = F.DateTime()
        self._check(self._lib.wheel_date_picker_get_value(self._handle, C.byref(v), None))
        return datetime.datetime(v.year, v.month, v.day, v.hour, v.minute)

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
