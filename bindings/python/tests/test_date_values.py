"""Issue 45 from Python: modes, the value level with datetime types, never a crash."""
import datetime

import pytest

from wheelcore import DatePicker, InvalidArgumentError, Key, Phase


def settle(picker, start=0.0, seconds=2.0):
    for frame in range(1, int(seconds * 60) + 1):
        picker.advance(start + frame / 60)


def value_changes(picker):
    return [e for e in picker.poll_events() if e.type == "value_changed"]


def test_a_minimum_after_the_maximum_is_an_error_not_a_crash():
    with pytest.raises(InvalidArgumentError, match="is before minimum"):
        DatePicker(minimum=datetime.datetime(2020, 6, 10), maximum=datetime.datetime(2020, 6, 1))
    with pytest.raises(InvalidArgumentError, match="is before minimum"):
        DatePicker(mode="time", minimum=datetime.time(17, 0), maximum=datetime.time(9, 0))


@pytest.mark.parametrize("twelve_hour", [False, True])
def test_a_limit_keeps_the_time_nobody_touched(twelve_hour):
    with DatePicker(datetime.datetime(2024, 2, 28, 11, 30), maximum=datetime.datetime(2024, 3, 2, 12, 15),
                    twelve_hour=twelve_hour) as picker:
        picker.key(Key.RIGHT, 0.0)
        picker.key(Key.DOWN, 0.0)
        settle(picker)
        assert picker.value == datetime.datetime(2024, 3, 2, 11, 30)
        changes = value_changes(picker)
        assert [e.value for e in changes] == [datetime.datetime(2024, 3, 2, 11, 30)]


def test_every_mode_takes_and_returns_its_type():
    with DatePicker(datetime.date(2024, 2, 29), mode="date") as picker:
        assert [c.field for c in picker.components] == ["year", "month", "day"]
        assert picker.value == datetime.date(2024, 2, 29)
    with DatePicker(datetime.date(2024, 5, 31), mode="month-year") as picker:
        assert [c.field for c in picker.components] == ["year", "month"]
        assert picker.value == datetime.date(2024, 5, 1)
    with DatePicker(datetime.time(13, 5, 9), mode="time", seconds=True, twelve_hour=True) as picker:
        assert [c.text for c in picker.components] == ["1", "05", "09", "PM"]
        assert picker.value == datetime.time(13, 5, 9)
    with DatePicker(datetime.timedelta(hours=99, minutes=59, seconds=59), mode="duration", seconds=True) as picker:
        assert picker.value == datetime.timedelta(hours=99, minutes=59, seconds=59)
        assert [c.field for c in picker.components] == ["hour", "minute", "second"]
        with pytest.raises(InvalidArgumentError):
            picker.set_value(datetime.timedelta(hours=100), animated=False)
    with DatePicker("2024-02-29T09:41") as picker:
        assert picker.value == datetime.datetime(2024, 2, 29, 9, 41)


def test_values_it_cannot_show_are_refused_with_the_reason():
    aware = datetime.datetime(2024, 1, 1, 9, 0, tzinfo=datetime.timezone.utc)
    with pytest.raises(ValueError, match="naive"):
        DatePicker(aware)
    with DatePicker() as picker:
        with pytest.raises(InvalidArgumentError, match="without a seconds component"):
            picker.set_value(datetime.datetime(2024, 1, 1, 9, 0, 30))
        with pytest.raises(TypeError, match="datetime.date"):
            picker.set_value(datetime.timedelta(hours=1))
        with pytest.raises(ValueError, match="whole seconds"):
            picker.set_value(datetime.datetime(2024, 1, 1, 9, 0, 0, 5))


@pytest.mark.parametrize("animated", [False, True])
def test_set_value_and_limits_give_one_event_each(animated):
    with DatePicker(minute_interval=15) as picker:
        assert picker.value == datetime.datetime(2024, 2, 29, 9, 45)
        picker.set_value(datetime.datetime(2030, 6, 15, 11, 38), animated=animated)
        if animated:
            assert picker.phase == Phase.SETTLING and value_changes(picker) == []
        settle(picker)
        assert picker.phase == Phase.IDLE
        (event,) = value_changes(picker)
        assert event.value == datetime.datetime(2030, 6, 15, 11, 45)
        assert event.adjusted_from == datetime.datetime(2030, 6, 15, 11, 38)
        picker.set_limits(maximum=datetime.datetime(2025, 3, 10, 8, 0))
        settle(picker, 2.0)
        assert [e.value for e in value_changes(picker)] == [datetime.datetime(2025, 3, 10, 8, 0)]
        with pytest.raises(InvalidArgumentError, match="is before minimum"):
            picker.set_limits(minimum=datetime.datetime(2026, 1, 1))


def test_semantics_name_the_picker_and_every_drum():
    with DatePicker(datetime.datetime(2024, 3, 1, 9, 41)) as picker:
        nodes = picker.semantics()
        assert [n.name for n in nodes] == ["Date and time", "Year", "Month", "Day", "Hour", "Minute"]
        assert nodes[0].value_text == "2024-03-01T09:41"
        assert "March" in nodes[2].value_text
        picker.perform_action(1, 2, time=1.0)
        settle(picker, 1.0)
        assert picker.value == datetime.datetime(2024, 2, 1, 9, 41)
        assert len(value_changes(picker)) == 1
