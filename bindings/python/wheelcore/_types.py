"""The values the Python binding hands out: enumerations, events, errors, frames."""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Optional, Tuple, Union

RGBA = Tuple[int, int, int, int]
"""A straight-alpha sRGB colour, 0-255 per channel."""


class LabelSide(enum.IntEnum):
    RIGHT = 0
    LEFT = 1


class GeometryKind(enum.IntEnum):
    """How a wheel places its items (the configuration's `geometry`, ABI version 4)."""
    ROTARY = 0
    DRUM = 1


class TextRole(enum.IntEnum):
    SECTOR = 0
    LABEL = 1


class PointerPhase(enum.IntEnum):
    DOWN = 0
    MOVE = 1
    UP = 2
    CANCEL = 3


class Device(enum.IntEnum):
    MOUSE = 0
    TOUCH = 1


class Key(enum.IntEnum):
    UP = 0
    DOWN = 1
    LEFT = 2
    RIGHT = 3
    PAGE_UP = 4
    PAGE_DOWN = 5
    HOME = 6
    END = 7


class Phase(enum.IntEnum):
    IDLE = 0
    DRAGGING = 1
    FLINGING = 2
    SETTLING = 3


class CommandKind(enum.IntEnum):
    UNKNOWN = 0
    FILL_RECT = 1
    FILL_ROUNDED_RECT = 2
    STROKE_RECT = 3
    FILL_WEDGE = 4
    STROKE_CIRCLE = 5
    FILL_CIRCLE = 6
    LINE = 7
    POLYLINE = 8
    FILL_TRIANGLE = 9
    FILL_POLYGON = 10
    TEXT = 11
    PUSH_CLIP = 12
    POP_CLIP = 13
    BEGIN_LAYER = 14
    END_LAYER = 15
    IMAGE = 16


class Anchor(enum.IntEnum):
    TOP_LEFT = 0
    TOP = 1
    TOP_RIGHT = 2
    LEFT = 3
    CENTER = 4
    RIGHT = 5
    BOTTOM_LEFT = 6
    BOTTOM = 7
    BOTTOM_RIGHT = 8

    @property
    def unit(self) -> Tuple[float, float]:
        """The anchor's place in the text box, (0, 0) top-left to (1, 1) bottom-right."""
        return (self.value % 3) / 2.0, (self.value // 3) / 2.0


class CellKind(enum.IntEnum):
    NONE = 0
    SECTOR = 1
    LABEL = 2
    OTHER = 3
    DETAIL = 4


class AnimationCurve(enum.IntEnum):
    """How a timed animation (Wheel.animate_to_item with a duration) spreads its motion."""
    LINEAR = 0
    EASE_OUT = 1
    EASE_IN_OUT = 2


@dataclass(frozen=True)
class ItemContent:
    """An item's optional content: `accent` fills its sector ((r, g, b) or (r, g, b, a)),
    `detail` is a second line under its label (shown with show_detail_text=True), `image` the
    key of an image drawn before its label (a host resolves it, e.g. to a file name)."""
    accent: Optional[Tuple[int, ...]] = None
    detail: Optional[str] = None
    image: Optional[str] = None


@dataclass(frozen=True)
class Item:
    """One item of Wheel.from_items: its texts and optional content."""
    sector: str
    label: str
    accent: Optional[Tuple[int, ...]] = None
    detail: Optional[str] = None
    image: Optional[str] = None


class HitKind(enum.IntEnum):
    NONE = 0
    SECTOR = 1
    LABEL = 2


# ---- events (values, as the Swift API returns them) ----

@dataclass(frozen=True)
class Centred:
    """The item nearest the selection changed (e.g. to play a tick)."""
    item: int
    time: float


@dataclass(frozen=True)
class Committed:
    """The wheel came to rest on an item."""
    item: int
    time: float


@dataclass(frozen=True)
class Released:
    """The pointer holding the wheel was released; velocities before any cap or snapping."""
    velocity_x: float
    velocity_y: float
    angular_velocity: float
    time: float


Event = Union[Centred, Committed, Released]


class Action(enum.IntEnum):
    """An assistive client's action (WHEEL_ACTION_*), for `Wheel.perform_action`."""
    INCREMENT = 1
    DECREMENT = 2
    SET_VALUE = 4


@dataclass(frozen=True)
class Semantics:
    """What the wheel means now, for an accessibility API (wheel_get_semantics): one adjustable
    control. `value` is the selected item, 1-based (0 without items), in minimum ... maximum;
    `value_text` is spoken ("Carbon, 6 of 118"); `busy` while dragged, flinging or settling;
    `disabled` without items; `actions` those the wheel takes now; `bounds` (x, y, width,
    height) in view space."""
    value: float
    minimum: float
    maximum: float
    step: float
    value_text: str
    busy: bool
    disabled: bool
    actions: Tuple[Action, ...]
    bounds: Tuple[float, float, float, float]


@dataclass(frozen=True)
class State:
    phase: Phase
    item_count: int
    centred_item: Optional[int]
    committed_item: Optional[int]
    angle: float
    angular_velocity: float
    time: float


@dataclass(frozen=True)
class Geometry:
    center: Tuple[float, float]
    inner_radius: float
    outer_radius: float
    text_radius: float
    label_column: Tuple[float, float, float, float]
    selection_angle: float
    sector_angle: float


@dataclass(frozen=True)
class Hit:
    kind: HitKind
    item: Optional[int]
    position: int


# ---- errors: one exception per status code, with the library's message ----

class WheelError(Exception):
    """A wheelcore call failed: `status` is the C status code, `name` its name, the message the
    library's description of this failure."""
    status = 0

    def __init__(self, message: str, status: int, name: str):
        super().__init__(message)
        self.status = status
        self.name = name


class NullArgumentError(WheelError, ValueError):
    """A required pointer was NULL (WHEEL_ERROR_NULL_ARGUMENT)."""


class InvalidHandleError(WheelError):
    """The wheel was closed or never created (WHEEL_ERROR_INVALID_HANDLE)."""


class InvalidArgumentError(WheelError, ValueError):
    """A number was NaN or infinite, or a value or setting is not allowed (WHEEL_ERROR_INVALID_ARGUMENT)."""


class OutOfRangeError(WheelError, IndexError):
    """An item index or count lies outside the wheel's items (WHEEL_ERROR_OUT_OF_RANGE); the
    message names each bad value and the values allowed, in plain words."""


class BusyError(WheelError):
    """The wheel was called from inside one of its own callbacks (WHEEL_ERROR_BUSY)."""


class StructSizeError(WheelError):
    """A struct's struct_size is not one the library accepts (WHEEL_ERROR_STRUCT_SIZE)."""


class CallbackError(WheelError):
    """A callback failed or answered garbage (WHEEL_ERROR_CALLBACK); the Python exception it
    raised, if any, is the __cause__."""


ERRORS = {
    -1: NullArgumentError, -2: InvalidHandleError, -3: InvalidArgumentError, -4: OutOfRangeError,
    -5: BusyError, -6: StructSizeError, -7: CallbackError,
}


# ---- draw commands ----

@dataclass(frozen=True)
class Command:
    """One display-list command: `kind` and the values that kind has (view space, points).

    Shapes: `color` and their triangles, frame.indices[first_index : first_index + index_count].
    FILL_RECT/FILL_ROUNDED_RECT/STROKE_RECT/PUSH_CLIP/BEGIN_LAYER: `rect` (x, y, w, h), `radius`,
    `width`. FILL_WEDGE: `center`, `inner_radius`, `outer_radius`, `start_angle`, `end_angle`.
    STROKE_CIRCLE/FILL_CIRCLE: `center`, `radius`, `width`. LINE: `points` (two), `width`.
    POLYLINE/FILL_POLYGON: `points`, `width`. FILL_TRIANGLE: `points` (three). TEXT: `text`,
    `position`, `anchor`, `font_size`, `bold`, `cell_kind`, `cell_slot`. IMAGE: `rect`, `key`
    (the item's image key), opacity `color[3] / 255`.
    """
    kind: CommandKind
    color: RGBA = (0, 0, 0, 0)
    first_index: int = 0
    index_count: int = 0
    rect: Tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    center: Tuple[float, float] = (0.0, 0.0)
    radius: float = 0.0
    width: float = 0.0
    inner_radius: float = 0.0
    outer_radius: float = 0.0
    start_angle: float = 0.0
    end_angle: float = 0.0
    points: Tuple[Tuple[float, float], ...] = ()
    text: str = ""
    position: Tuple[float, float] = (0.0, 0.0)
    anchor: Anchor = Anchor.TOP_LEFT
    font_size: float = 0.0
    bold: bool = False
    cell_kind: CellKind = CellKind.NONE
    cell_slot: int = -1
    key: str = ""


@dataclass(frozen=True)
class Frame:
    """A rendered frame: the display list (view space, points) and its triangles (pixel
    space; `vertices` are (x, y, (r, g, b, a)) and `indices` three per triangle)."""
    background: RGBA
    scale: float
    commands: Tuple[Command, ...]
    vertices: Tuple[Tuple[float, float, RGBA], ...] = field(repr=False, default=())
    indices: Tuple[int, ...] = field(repr=False, default=())
