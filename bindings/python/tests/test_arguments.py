"""Issue 46: every bad type or range raises TypeError, ValueError or OverflowError before the
library is called (ctypes would wrap or truncate it), for Wheel and DatePicker alike; closed
objects behave the same; the wheel's semantics are there."""
import datetime

import pytest

from wheelcore import (
    Action, AnimationCurve, CallbackError, DatePicker, Device, GeometryKind, InvalidHandleError, Key, Phase,
    PointerPhase, Semantics, Wheel,
)

from conftest import numbered

BAD_ENUMS = [(2**32 + 1, ValueError), (-1, ValueError), (99, ValueError), (1.9, TypeError), ("1", TypeError),
             (True, TypeError), (None, TypeError), (0.5, TypeError)]
BAD_FLAGS = [("no", TypeError), ("", TypeError), (2, ValueError), (-1, ValueError), (0.0, TypeError),
             (None, TypeError)]


@pytest.mark.parametrize("value,error", BAD_ENUMS)
def test_wheel_enums(value, error):
    wheel = Wheel(10, numbered)
    with pytest.raises(error):
        wheel.key(value, 0.1)
    with pytest.raises(error):
        wheel.pointer(value, 500, 300, 0.1)
    with pytest.raises(error):
        wheel.pointer(PointerPhase.DOWN, 500, 300, 0.1, device=value)
    with pytest.raises(error):
        wheel.animate_to_item(3, 0.5, value)
    with pytest.raises(error):
        wheel.perform_action(value, 0.1)
    # Nothing reached the wheel: no pointer is held, nothing moved.
    assert wheel.state.phase == Phase.IDLE and wheel.state.committed_item == 0


def test_a_fractional_phase_leaves_no_pointer_held():
    """pointer(phase=0.5) became DOWN and left a pointer held."""
    wheel = Wheel(10, numbered)
    g = wheel.geometry
    with pytest.raises(TypeError, match="phase must be a PointerPhase"):
        wheel.pointer(0.5, g.center[0] + g.outer_radius * 0.8, g.center[1], 0.1)
    assert wheel.state.phase == Phase.IDLE


def test_enum_ints_and_members_are_accepted():
    wheel = Wheel(10, numbered)
    wheel.key(int(Key.DOWN), 0.0)
    wheel.key(Key.DOWN, 0.0)
    wheel.advance(5.0)
    assert wheel.state.committed_item == 2
    wheel.animate_to_item(5, 0.2, int(AnimationCurve.LINEAR))
    wheel.advance(6.0)
    assert wheel.state.committed_item == 5


@pytest.mark.parametrize("value,error", BAD_FLAGS)
def test_wheel_flags(value, error):
    wheel = Wheel(10, numbered)
    with pytest.raises(error):
        wheel.scroll(0, 1, 0.1, precise=value)
    with pytest.raises(error):
        wheel.render(anti_aliasing=value)


def test_flags_take_bools_and_0_or_1():
    wheel = Wheel(10, numbered)
    wheel.scroll(0, 1, 0.1, precise=0)
    assert wheel.render(anti_aliasing=1).commands
    assert wheel.render(anti_aliasing=False).commands


def test_a_wheel_without_a_text_function_fails_at_once():
    with pytest.raises(TypeError, match="item_text must be a function"):
        Wheel(5, None)
    with pytest.raises(TypeError, match="measure must be a function"):
        Wheel(5, numbered, measure="mono")


def test_large_counts_and_indices_are_ints_and_overflow_is_named():
    wheel = Wheel(2**50, numbered)
    assert wheel.state.item_count == 2**50
    with pytest.raises(OverflowError, match="item must be from"):
        wheel.jump_to_item(2**63)
    with pytest.raises(TypeError):
        wheel.jump_to_item(3.0)


@pytest.mark.parametrize("value,error", BAD_ENUMS)
def test_date_picker_enums(value, error):
    picker = DatePicker(datetime.datetime(2024, 2, 29, 9, 41))
    with pytest.raises(error):
        picker.key(value, 0.1)
    with pytest.raises(error):
        picker.pointer(value, 100, 300, 0.1)
    with pytest.raises(error):
        picker.pointer(PointerPhase.DOWN, 100, 300, 0.1, device=value)
    if value != 2**32 + 1:
        with pytest.raises(error):
            DatePicker(geometry=value)
    assert picker.value == datetime.datetime(2024, 2, 29, 9, 41)


def test_date_picker_geometry_does_not_wrap():
    """geometry=2**32 became rotary."""
    with pytest.raises(ValueError, match="geometry must be one of"):
        DatePicker(geometry=2**32)
    assert DatePicker(geometry=GeometryKind.ROTARY).components


@pytest.mark.parametrize("value,error", BAD_FLAGS)
def test_date_picker_flags(value, error):
    with pytest.raises(error):
        DatePicker(twelve_hour=value)
    picker = DatePicker()
    with pytest.raises(error):
        picker.render(anti_aliasing=value)


def test_closed_wheel_and_picker_behave_alike():
    wheel, picker = Wheel(10, numbered), DatePicker()
    wheel.close()
    picker.close()
    with pytest.raises(InvalidHandleError):
        wheel.advance(1.0)
    with pytest.raises(InvalidHandleError):
        picker.advance(1.0)
    wheel.close()
    picker.close()


def test_semantics_and_actions():
    wheel = Wheel(20, numbered)
    s = wheel.semantics()
    assert isinstance(s, Semantics)
    assert (s.value, s.minimum, s.maximum, s.step) == (1, 1, 20, 1)
    assert s.value_text.startswith("Item 1, 1 of 20") or s.value_text.endswith("1 of 20")
    assert not s.busy and not s.disabled
    assert set(s.actions) == {Action.INCREMENT, Action.DECREMENT, Action.SET_VALUE}
    wheel.perform_action(Action.SET_VALUE, 0.1, value=7)
    assert wheel.state.committed_item == 6
    wheel.perform_action(Action.INCREMENT, 0.2)
    wheel.advance(5.0)
    assert wheel.semantics().value == 8
    with pytest.raises(TypeError, match="needs a value"):
        wheel.perform_action(Action.SET_VALUE, 0.3)
    with pytest.raises(TypeError, match="takes no value"):
        wheel.perform_action(Action.INCREMENT, 0.3, value=2)
    empty = Wheel(0, numbered)
    assert empty.semantics().disabled and empty.semantics().actions == ()


def test_semantics_of_a_failing_text_function_raise():
    def failing(index, role):
        raise RuntimeError("no text")
    wheel = Wheel(20, failing)
    with pytest.raises(CallbackError) as caught:
        wheel.semantics()
    assert isinstance(caught.value.__cause__, RuntimeError)
