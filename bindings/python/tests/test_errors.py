"""Bad calls raise clear exceptions carrying the library's message, and leave the wheel usable."""
import ctypes as C
import math

import pytest

from wheelcore import (
    CallbackError, InvalidArgumentError, InvalidHandleError, NullArgumentError, OutOfRangeError, PointerPhase,
    StructSizeError, Wheel, WheelError, _ffi as F,
)

from conftest import numbered


def usable(wheel):
    """The wheel still answers and draws."""
    wheel.jump_to_item(3)
    assert wheel.state.committed_item == 3
    assert wheel.render().commands


def test_closed_and_null_handles():
    wheel = Wheel(10, numbered)
    wheel.close()
    with pytest.raises(InvalidHandleError, match="is not a live wheel"):
        wheel.advance(1.0)
    wheel.close()  # closing again does nothing, as for a DatePicker
    lib = F.load_library()
    assert lib.wheel_advance(None, 1.0) == -1
    assert b"wheel_advance: wheel is NULL" in lib.wheel_last_error()
    out = C.c_void_p()
    assert lib.wheel_create(None, F.ITEM_TEXT_FN(lambda *a: 0), None, C.byref(out)) == -1


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_non_finite_numbers(bad):
    with Wheel(10, numbered) as wheel:
        with pytest.raises(InvalidArgumentError, match="time must be a finite number"):
            wheel.advance(bad)
        with pytest.raises(InvalidArgumentError, match="x must be a finite number"):
            wheel.pointer(PointerPhase.DOWN, bad, 1, 1)
        with pytest.raises(InvalidArgumentError, match="scale"):
            wheel.render(scale=bad)
        with pytest.raises(InvalidArgumentError, match="x must be a finite number"):
            wheel.hit_test(bad, 0)
        usable(wheel)


def test_out_of_range_values():
    with Wheel(10, numbered) as wheel:
        with pytest.raises(OutOfRangeError, match=r"item must be from 0 up to 9 \(the wheel has 10 items\), got 10"):
            wheel.jump_to_item(10)
        with pytest.raises(IndexError):
            wheel.remove_items(5, 6)
        with pytest.raises(InvalidArgumentError, match="anti_aliasing"):
            wheel._lib.wheel_render(wheel._handle, 1.0, 3, C.byref(F.sized(F.Frame)))
            wheel._check(-3)
        usable(wheel)


def test_every_bad_field_is_named_at_once():
    with pytest.raises(InvalidArgumentError) as caught:
        Wheel(10, numbered, sectors_per_turn=1, label_text={"size": -2}, physics={"landing_speed": math.nan})
    message = str(caught.value)
    assert "the configuration has 3 bad fields" in message
    assert "sectors_per_turn must be a number from 3 up to 360, got 1" in message
    assert "label_text.size" in message and "physics.landing_speed" in message
    assert "..<" not in message
    with pytest.raises(InvalidArgumentError, match="item_count must be 0 or more, got -5"):
        Wheel(-5, numbered)
    with Wheel(10, numbered) as wheel:
        with pytest.raises(ValueError, match="looping must be 0 or 1"):
            wheel.configure(looping=5)
        assert wheel.configuration()["looping"] == 0
        with pytest.raises(TypeError, match="unknown configuration field"):
            wheel.configure(spin=3)
        usable(wheel)


def test_wrong_struct_sizes():
    lib = F.load_library()
    config = F.sized(F.Configuration)
    assert lib.wheel_configuration_init_sized(C.byref(config), 13) == -6
    assert b"not a published size" in lib.wheel_last_error()
    with Wheel(10, numbered) as wheel:
        state = F.State()
        status = lib.wheel_get_state(wheel._handle, C.byref(state))
        with pytest.raises(StructSizeError, match=r"out_state->struct_size is 0; set it to sizeof\(wheel_state\)"):
            wheel._check(status)
        usable(wheel)


def test_callbacks_that_answer_garbage():
    answers = {"bad": True}

    def text(i, role):
        if answers["bad"] and i == 2:
            return 42  # not a str
        return numbered(i, role)

    with Wheel(10, text) as wheel:
        with pytest.raises(CallbackError, match="item_text callback failed") as caught:
            wheel.render()
        assert isinstance(caught.value.__cause__, TypeError)
        answers["bad"] = False
        usable(wheel)

        def measure(text, size, bold):
            if answers["bad"]:
                raise RuntimeError("no font")
            return len(text) * size * 0.6, size * 1.2

        answers["bad"] = True
        wheel.set_measurer(measure)
        with pytest.raises(CallbackError, match="measure callback answered nan") as caught:
            wheel.render()
        assert isinstance(caught.value.__cause__, RuntimeError)
        answers["bad"] = False
        usable(wheel)


def test_errors_carry_the_status():
    with Wheel(3, numbered) as wheel:
        with pytest.raises(WheelError) as caught:
            wheel.jump_to_item(-1)
        assert caught.value.status == -4 and caught.value.name == "WHEEL_ERROR_OUT_OF_RANGE"
    assert F.load_library().wheel_status_message(-7).startswith(b"a host callback failed")
    with pytest.raises(NullArgumentError):
        raise NullArgumentError("x", -1, "WHEEL_ERROR_NULL_ARGUMENT")


@pytest.mark.parametrize("call", [
    lambda w: w.jump_to_item(2**64 + 3),
    lambda w: w.jump_to_item(-(2**63) - 1),
    lambda w: w.animate_to_item(2**63),
    lambda w: w.reload_items(2**64),
    lambda w: w.insert_items(0, 2**64 + 1),
    lambda w: w.remove_items(2**70),
    lambda w: w.pointer(PointerPhase.DOWN, 1, 1, 0, pointer_id=2**64),
    lambda w: w.configure(looping=2**32 + 1),
    lambda w: w.advance(10**400),
])
def test_integers_that_do_not_fit_raise_overflow_error(call):
    """ctypes wrapped them: jump_to_item(2**64 + 3) jumped to item 3."""
    with Wheel(10, numbered) as wheel:
        with pytest.raises(OverflowError):
            call(wheel)
        assert wheel.state.committed_item == 0
        usable(wheel)


@pytest.mark.parametrize("call", [
    lambda w: w.jump_to_item("3"),
    lambda w: w.jump_to_item(3.0),
    lambda w: w.jump_to_item(True),
    lambda w: w.reload_items(None),
    lambda w: w.advance("1"),
    lambda w: w.hit_test(None, 3),
    lambda w: w.set_viewport(0, 0, "wide", 10),
    lambda w: w.configure(sectors_per_turn="36"),
])
def test_wrong_types_raise_type_error_not_ctypes_errors(call):
    with Wheel(10, numbered) as wheel:
        with pytest.raises(TypeError) as raised:
            call(wheel)
        assert not isinstance(raised.value, C.ArgumentError)
        usable(wheel)


def test_the_package_ships_its_types():
    import importlib.resources
    assert importlib.resources.files("wheelcore").joinpath("py.typed").is_file()


def test_too_large_counts_at_creation_overflow():
    with pytest.raises(OverflowError, match="item_count must be from"):
        Wheel(2**64 + 5, numbered)
