"""The date picker through the C interface (ABI version 4): the same scripted key session gives
the same dates, counts and value changes as the Swift app's date scene; its texts are fitted with
the host's measurer (version 5), whose failures raise CallbackError."""
import datetime
import json
import math
import os
import subprocess

import pytest

from wheelcore import DatePicker, InvalidArgumentError, Key, Phase

SESSION = [(0.1, Key.UP), (1.5, Key.RIGHT), (1.6, Key.DOWN), (3.0, Key.RIGHT), (3.1, Key.END), (4.5, Key.LEFT),
           (4.6, Key.PAGE_UP)]
NAMES = {Key.UP: "Up", Key.DOWN: "Down", Key.LEFT: "Left", Key.RIGHT: "Right", Key.END: "End", Key.PAGE_UP: "PageUp"}


def test_a_key_session_matches_the_swift_date_scene(sdlfront, tmp_path):
    replay = tmp_path / "keys.jsonl"
    replay.write_text("".join(json.dumps({"t_ms": round(t * 1000), "type": "key", "key": NAMES[k]}) + "\n"
                              for t, k in SESSION))
    trace = tmp_path / "trace.jsonl"
    subprocess.run([sdlfront, "--headless", "--scene", "date", "--date", "2024-01-31T10:30", "--frames", "420",
                    "--replay", str(replay), "--trace", str(trace)],
                   check=True, env=dict(os.environ, SDL_VIDEODRIVER="dummy"), stdout=subprocess.DEVNULL)
    frames = [json.loads(line) for line in trace.read_text().splitlines() if '"frame"' in line]
    frames = [f for f in frames if f.get("type") == "frame"]
    swift_changes = [e["value"] for f in frames for e in f["events"] if e["type"] == "date_changed"]
    swift_last = frames[-1]["date"]

    with DatePicker(datetime.datetime(2024, 1, 31, 10, 30)) as picker:
        picker.set_viewport(0, 40, 1024, 600)
        assert [c.field for c in picker.components] == ["year", "month", "day", "hour", "minute"]
        assert picker.components[0].focused
        pending = list(SESSION)
        for frame in range(420):
            t = frame / 60
            while pending and pending[0][0] <= t:
                when, key = pending.pop(0)
                picker.key(key, when)
            picker.advance(t)
        value = picker.value.strftime("%Y-%m-%dT%H:%M")
        assert value == swift_last["value"]
        assert picker.changes == len(swift_changes) and picker.changes >= 3
        for mine, theirs in zip(picker.components, swift_last["components"]):
            assert (mine.index, mine.count, mine.text) == (theirs["index"], theirs["count"], theirs["text"])
            assert mine.phase == Phase.IDLE
        assert [c.focused for c in picker.components].index(True) == swift_last["focused_component"]


def test_leap_years_and_bad_values():
    with DatePicker(datetime.datetime(2024, 2, 29)) as picker:
        assert picker.components[2].count == 29
        picker.key(Key.UP, 0.0)
        for frame in range(1, 120):
            picker.advance(frame / 60)
        assert picker.value == datetime.datetime(2023, 2, 28)
        assert picker.components[2].count == 28 and picker.components[2].text == "28"
        assert picker.changes == 1
    with pytest.raises(InvalidArgumentError, match="minute_interval"):
        DatePicker(minute_interval=7)
    # A value outside the range lands on the nearest allowed one, as the Swift model says.
    with DatePicker(datetime.datetime(1800, 1, 1)) as early:
        assert early.value == datetime.datetime(1900, 1, 1)
    with DatePicker(minute_interval=15, twelve_hour=True) as twelve:
        assert [c.field for c in twelve.components][-1] == "meridiem" and twelve.components[4].count == 4


def test_the_picker_draws_every_component():
    from wheelcore import CommandKind
    with DatePicker(datetime.datetime(2024, 2, 29, 9, 41)) as picker:
        picker.set_viewport(0, 0, 1024, 640)
        texts = {c.text for c in picker.render().commands if c.kind == CommandKind.TEXT}
        assert {"2024", "February", "29", "09", "41"} <= texts
        rings = [c for c in picker.render().commands if c.kind == CommandKind.STROKE_RECT]
        assert len(rings) == 1  # the focus ring, around the year
        picker.key(Key.UP, 0.0)
        for frame in range(1, 120):
            picker.advance(frame / 60)
        frame = picker.render(2.0, triangles=True)
        assert frame.scale == 2.0 and frame.indices
        assert {"2023", "28"} <= {c.text for c in frame.commands if c.kind == CommandKind.TEXT}


def _texts(picker):
    from wheelcore import CommandKind
    return [c.text for c in picker.render().commands if c.kind == CommandKind.TEXT]


def _doubled(calls):
    """Twice the library's estimate (0.6 x size per character), counting its calls."""
    def measure(text, size, bold):
        calls.append(text)
        return 2 * 0.6 * size * len(text), 1.2 * size
    return measure


def test_the_measurer_fits_every_components_texts():
    calls = []
    with DatePicker(datetime.datetime(2024, 2, 29, 9, 41)) as picker:
        picker.set_viewport(0, 0, 640, 400)
        estimate = _texts(picker)
        assert "February" in estimate and "2024" in estimate
        picker.set_measurer(_doubled(calls))
        doubled = _texts(picker)
        assert calls, "the measurer is asked"
        assert "February" not in doubled and "Febru\u2026" in doubled, "fitted to the row at twice the estimate"
        asked = len(calls)
        assert _texts(picker) == doubled and len(calls) == asked, "texts still in view are not measured again"
        picker.set_measurer(None)
        assert _texts(picker) == estimate, "None restores the estimate"
    with DatePicker(datetime.datetime(2024, 2, 29, 9, 41), measure=_doubled([])) as picker:
        picker.set_viewport(0, 0, 640, 400)
        assert _texts(picker) == doubled, "the measure= argument does what set_measurer does"


def test_a_failing_measurer_raises_and_the_picker_keeps_working():
    from wheelcore import CallbackError
    state = {"bad": "raise"}

    def measure(text, size, bold):
        if state["bad"] == "raise":
            raise RuntimeError("no font")
        if state["bad"] == "nan":
            return math.nan, 1.0
        return 0.6 * size * len(text), 1.2 * size

    with DatePicker(datetime.datetime(2024, 2, 29)) as picker:
        picker.set_measurer(measure)
        with pytest.raises(CallbackError, match="wheel_date_picker_render: the measure callback answered nan") as caught:
            picker.render()
        assert isinstance(caught.value.__cause__, RuntimeError)
        state["bad"] = "nan"
        with pytest.raises(CallbackError, match="measure callback answered nan") as caught:
            picker.render()
        assert caught.value.__cause__ is None
        state["bad"] = None
        picker.key(Key.UP, 0.0)
        for frame in range(1, 120):
            picker.advance(frame / 60)
        assert picker.value == datetime.datetime(2023, 2, 28)
        assert {"2023", "28"} <= set(_texts(picker))
