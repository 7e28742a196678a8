"""wheelcore: the rotary wheel picker engine (libwheelcore's C ABI) for Python.

    from wheelcore import Wheel, PointerPhase
    wheel = Wheel.from_items([("1", "Hydrogen"), ("2", "Helium")])
    wheel.set_viewport(0, 0, 800, 480)
    events = wheel.advance(0.016)          # [Centred(...), Committed(...), Released(...)]
    frame = wheel.render(scale=1.0)        # frame.commands: wedges, lines, texts, clips ...

Hosts that draw frames: wheelcore.cairo_host (PNG/SVG with pycairo) and wheelcore.pygame_host
(an SDL2 window with pygame-ce).
"""
from ._ffi import ABI_VERSION, ENV_VARIABLE, load_library
from ._types import (
    Action, AnimationCurve, Anchor, BusyError, CallbackError, CellKind, Centred, Command, CommandKind, Committed, Device, Event, Frame,
    Geometry, GeometryKind, Hit, HitKind, InvalidArgumentError, InvalidHandleError, Item, ItemContent, Key, LabelSide, NullArgumentError,
    OutOfRangeError, Phase, PointerPhase, Released, Semantics, State, StructSizeError, TextRole, WheelError,
)
from .wheel import Wheel
from .date_picker import DatePicker

__all__ = [
    "ABI_VERSION", "ENV_VARIABLE", "load_library", "Wheel", "DatePicker", "Action", "AnimationCurve", "Item", "ItemContent", "Anchor", "CellKind", "CommandKind", "Device", "HitKind",
    "GeometryKind", "Key", "LabelSide", "Phase", "PointerPhase", "TextRole", "Centred", "Committed", "Released", "Event", "Semantics", "State",
    "Geometry", "Hit", "Command", "Frame", "WheelError", "NullArgumentError", "InvalidHandleError",
    "InvalidArgumentError", "OutOfRangeError", "BusyError", "StructSizeError", "CallbackError",
]
