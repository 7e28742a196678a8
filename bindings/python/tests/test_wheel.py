"""The Python wheel behaves as the Swift one: same events as WheelExample for the same gesture,
the whole configuration and style, hit tests, item changes, frames."""
import math
import subprocess

import pytest

from wheelcore import (
    CellKind, Centred, CommandKind, Committed, HitKind, Key, LabelSide, Phase, PointerPhase, Released, TextRole, Wheel,
)
from wheelcore.pygame_host import _script

from conftest import numbered


def run_example_script(wheel, names):
    """WheelExample's loop: 60 frames per second, script events due by each frame, advance,
    print the events as WheelExample does; then the first ten items are removed and the
    committed item printed."""
    numbers, labels = names
    lines = []

    def show(events, offset=0):
        for e in events:
            if isinstance(e, Centred):
                lines.append(f"centred:   {numbers[e.item + offset]} {labels[e.item + offset]} (item {e.item})")
            elif isinstance(e, Committed):
                lines.append(f"committed: {numbers[e.item + offset]} {labels[e.item + offset]} (item {e.item})")
            elif isinstance(e, Released):
                lines.append(f"released:  {e.angular_velocity:.2f} rad/s")

    wheel.set_viewport(0, 0, 800, 480)
    script = _script(wheel.geometry)
    frame = 0
    while True:
        time = frame / 60
        while script and script[0][3] <= time:
            phase, x, y, t = script.pop(0)
            show(wheel.pointer(phase, x, y, t))
        show(wheel.advance(time))
        wheel.render()
        frame += 1
        if (not script and wheel.state.phase == Phase.IDLE) or time >= 20:
            break
    show(wheel.remove_items(0, 10), offset=10)
    # An item change reports no commit (it is not a choice): WheelExample prints the committed
    # item it reads back, as this does.
    committed = wheel.state.committed_item
    if committed >= 0:
        lines.append(f"committed: {numbers[committed + 10]} {labels[committed + 10]} (item {committed})")
    return lines


def test_a_fling_lands_where_wheel_example_lands(elements, wheel_example, tmp_path):
    out = subprocess.run([wheel_example, str(tmp_path / "example.svg")], capture_output=True, text=True, check=True)
    expected = [line for line in out.stdout.splitlines() if line.startswith(("centred:", "committed:", "released:"))]
    assert any(line.startswith("committed:") for line in expected)
    with Wheel.from_items(elements) as wheel:
        got = run_example_script(wheel, ([n for n, _ in elements], [name for _, name in elements]))
        assert wheel.state.committed_item == 18  # Copper, ten items earlier after the removal
    assert got == expected


def test_events_are_values_returned_by_the_calls_that_cause_them():
    with Wheel(50, numbered) as wheel:
        events = wheel.jump_to_item(7)
        assert Committed(7, 0.0) in events and Centred(7, 0.0) in events
        assert wheel.key(Key.DOWN, 1.0) == []
        events = wheel.advance(2.0)
        assert events[-1] == Committed(8, 2.0)


def test_the_whole_configuration_and_physics_change_while_it_runs():
    with Wheel(30, numbered, sectors_per_turn=24, physics={"fling_drag": 3.0}) as wheel:
        config = wheel.configuration()
        assert config["sectors_per_turn"] == 24 and config["physics"]["fling_drag"] == 3.0
        assert config["label_text"]["size"] == 16 and config["item_count"] == 30
        wheel.configure(label_side=LabelSide.LEFT, sector_text={"size": 12, "bold": 0}, inner_radius_fraction=0.3)
        assert wheel.geometry.selection_angle == pytest.approx(math.pi)
        assert wheel.configuration()["inner_radius_fraction"] == 0.3
        texts = [c for c in wheel.render().commands if c.kind == CommandKind.TEXT and c.cell_kind == CellKind.SECTOR]
        assert texts and all(not c.bold and c.font_size <= 12 for c in texts)


def test_the_style_colours_the_frame():
    with Wheel(30, numbered) as wheel:
        assert wheel.style()["background"] == (0x12, 0x15, 0x1C, 255)
        wheel.set_style(background=(250, 250, 250), marker=(200, 0, 0, 255))
        frame = wheel.render()
        assert frame.background == (250, 250, 250, 255)
        marker = [c for c in frame.commands if c.kind == CommandKind.FILL_TRIANGLE][-1]
        assert marker.color == (200, 0, 0, 255)


def test_hit_tests_name_sectors_and_labels():
    with Wheel(118, numbered, initial_item=40) as wheel:
        wheel.render()
        g = wheel.geometry
        r = (g.inner_radius + g.outer_radius) / 2
        hit = wheel.hit_test(g.center[0] + r, g.center[1])
        assert hit.kind == HitKind.SECTOR and hit.item == 40
        assert wheel.hit_test(*g.center).kind == HitKind.NONE
        assert wheel.hit_test(g.label_column[0] + 10, g.center[1]).item == 40


def test_item_changes_keep_the_selected_item():
    items = [str(i) for i in range(20)]
    with Wheel(len(items), lambda i, role: items[i]) as wheel:
        wheel.jump_to_item(12)
        del items[:5]
        wheel.remove_items(0, 5)
        assert wheel.state.committed_item == 7
        items[0:0] = ["a", "b"]
        wheel.insert_items(0, 2)
        assert wheel.state.committed_item == 9
        assert "7" in [c.text for c in wheel.render().commands if c.kind == CommandKind.TEXT]


def test_the_host_is_asked_for_texts_only_as_items_come_into_view():
    calls = []

    def text(i, role):
        calls.append((i, role))
        return numbered(i, role)

    with Wheel(118, text) as wheel:
        wheel.set_viewport(0, 0, 800, 480)
        script = _script(wheel.geometry)
        frames = 0
        while frames < 169:
            t = frames / 60
            while script and script[0][3] <= t:
                phase, x, y, when = script.pop(0)
                wheel.pointer(phase, x, y, when)
            wheel.advance(t)
            wheel.render()
            frames += 1
        assert len(calls) / frames < 2, f"{len(calls)} text calls in {frames} frames"
        before = len(calls)
        wheel.render()
        assert len(calls) == before, "a frame at rest asks nothing"
        assert {role for _, role in calls} == {TextRole.SECTOR, TextRole.LABEL}


def test_the_measurer_can_be_replaced_and_removed():
    sizes = []

    def measure(text, size, bold):
        sizes.append(size)
        return len(text) * size, size

    with Wheel(20, numbered) as wheel:
        wheel.set_measurer(measure)
        wheel.render()
        assert sizes
        wheel.set_measurer(None)
        count = len(sizes)
        wheel.reload_items(20)
        wheel.render()
        assert len(sizes) == count, "the built-in estimate measures now"
