"""The drum geometry through the C interface (ABI version 4): a Python drum lands where the
Swift app's does for the same scripted fling, exactly, and reports its configuration."""
import json
import os
import subprocess

import pytest

from wheelcore import Committed, GeometryKind, InvalidArgumentError, Phase, PointerPhase, Wheel

from conftest import numbered


def _run(sdlfront, *args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    subprocess.run([sdlfront, "--headless", "--geometry", "drum", "--items", "1000", "--select", "500", *args],
                   check=True, env=env, stdout=subprocess.DEVNULL)


def test_a_drum_fling_lands_where_the_swift_app_lands(sdlfront, tmp_path):
    layout = tmp_path / "layout.jsonl"
    _run(sdlfront, "--frames", "1", "--trace", str(layout))
    first = json.loads(layout.read_text().splitlines()[0])
    face = first["wheel"]["face"]
    assert first["wheel"]["geometry"] == "drum"
    x, y0 = face[0] + face[2] / 2, face[1] + face[3] / 2 + 80
    # A quick upward stroke on the face, as a replay script and as Python calls.
    script = [(PointerPhase.DOWN, x, y0, 0.05)]
    script += [(PointerPhase.MOVE, x, y0 - 20 * i, 0.05 + 0.008 * i) for i in range(1, 7)]
    script.append((PointerPhase.UP, x, y0 - 120, 0.05 + 0.048))
    names = {PointerPhase.DOWN: "down", PointerPhase.MOVE: "move", PointerPhase.UP: "up"}
    replay = tmp_path / "fling.jsonl"
    replay.write_text("".join(json.dumps({"t_ms": round(t * 1000, 3), "type": names[p], "x": px, "y": py, "pointer": "mouse"})
                              + "\n" for p, px, py, t in script))
    trace = tmp_path / "trace.jsonl"
    _run(sdlfront, "--frames", "300", "--replay", str(replay), "--trace", str(trace))
    frames = [json.loads(line) for line in trace.read_text().splitlines()]
    last = frames[-1]["wheel"]
    assert last["phase"] == "idle"
    swift_commits = [e["index"] for f in frames if f.get("type") == "frame" for e in f["events"] if e["type"] == "committed"]

    with Wheel(1000, numbered, geometry=GeometryKind.DRUM, initial_item=500) as wheel:
        wheel.set_viewport(0, 40, 1024, 600)  # the app's scene, below its tabs
        assert wheel.configuration()["geometry"] == GeometryKind.DRUM
        commits = []
        pending = list(script)
        for frame in range(300):
            t = frame / 60
            while pending and pending[0][3] <= t:
                p, px, py, pt = pending.pop(0)
                commits += [e.item for e in wheel.pointer(p, px, py, pt) if isinstance(e, Committed)]
            commits += [e.item for e in wheel.advance(t) if isinstance(e, Committed)]
        state = wheel.state
        assert state.phase == Phase.IDLE
        assert commits == swift_commits and commits and commits[-1] > 510  # it flung past ten rows
        assert state.committed_item == last["committed_index"]
        assert abs(state.angle - last["angle"]) < 1e-9  # radians: the same landing, exactly


def test_drum_fields_are_checked_and_an_old_sized_configuration_stays_rotary():
    with Wheel(30, numbered, geometry=GeometryKind.DRUM, drum_item_extent=40, drum_diameter_ratio=1.5) as wheel:
        c = wheel.configuration()
        assert c["drum_item_extent"] == 40 and c["drum_diameter_ratio"] == 1.5 and c["drum_magnification"] == 1.1
        with pytest.raises(InvalidArgumentError) as bad:
            wheel.configure(drum_perspective=0.5, drum_item_extent=2)
        assert "drum_perspective" in str(bad.value) and "drum_item_extent" in str(bad.value)
        wheel.configure(geometry=GeometryKind.ROTARY)
        assert wheel.configuration()["geometry"] == GeometryKind.ROTARY
    with Wheel(30, numbered) as rotary:
        assert rotary.configuration()["geometry"] == GeometryKind.ROTARY
