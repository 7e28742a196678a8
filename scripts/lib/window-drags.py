#!/usr/bin/env python3
"""Writes the replay scripts of scripts/bench-window.sh (window points, times in ms).

Usage: window-drags.py DIR SECONDS [LAYOUT [DRUM_LAYOUT]]
LAYOUT: the app's layout trace lines (`SDLFront --headless --trace - --frames 1 --scene S` at the
window's size in points, one line per scene); the gestures are placed on the scene as laid out
there (without it: the 1024x640 layout, where they are the same as with its trace).
Each script keeps the scene changing for the whole run: a drag moves every 8 ms (a 125 Hz
mouse), a fling is thrown every second, a key is pressed every 0.5-0.6 s. The spring slider
script changes the bounciness slider only (PageUp/PageDown every 100 ms), and the tab hover
script moves the mouse (no button) between the Range selector and Spring chart tabs every 100 ms,
and the range hover script sweeps the mouse (no button) over the main plot every 16 ms, moving
its readout: small changes. With the date scene in LAYOUT, the date script flings its five
drums at once (five fingers) every second; with DRUM_LAYOUT (the wheel scene's layout line with
--geometry drum), the drum script flings the drum every second.
"""
import json
import math
import sys

out_dir, seconds = sys.argv[1], float(sys.argv[2])
end = seconds * 1000
layout = {"wheel": {"center": [364, 340], "outer_radius": 276},
          "range": {"main_plot": [52, 74, 924, 398], "overview_plot": [52, 504, 924, 108]}}
if len(sys.argv) > 3:
    for line in open(sys.argv[3]):
        if line.strip():
            e = json.loads(line)
            layout[e["scene"]] = e[e["scene"]]
drum = json.loads(open(sys.argv[4]).readline())["wheel"] if len(sys.argv) > 4 else None
cx, cy = layout["wheel"]["center"]
radius = layout["wheel"]["outer_radius"]
main = layout["range"]["main_plot"]
over = layout["range"]["overview_plot"]


def on_wheel(fx, fy):
    """A point on the wheel: its centre plus fractions of its outer radius."""
    return round(cx + fx * radius, 2), round(cy + fy * radius, 2)


def across(plot, f):
    """x at fraction f of a plot's width."""
    return plot[0] + f * plot[2]


def write(name, events):
    with open(f"{out_dir}/{name}.jsonl", "w") as f:
        for e in events:
            f.write(json.dumps(e) + "\n")


def drag(x_of, y_of, pointer="mouse"):
    """A press held for the whole run, moving along (x_of(t), y_of(t))."""
    ev = [{"t_ms": 0, "type": "down", "x": x_of(0), "y": y_of(0), "pointer": pointer}]
    t = 8.0
    while t < end - 8:
        ev.append({"t_ms": t, "type": "move", "x": round(x_of(t), 2), "y": round(y_of(t), 2), "pointer": pointer})
        t += 8
    ev.append({"t_ms": end - 8, "type": "up", "x": round(x_of(end - 8), 2), "y": round(y_of(end - 8), 2), "pointer": pointer})
    return ev


def swing(lo, hi, period_ms):
    """A smooth back-and-forth between lo and hi."""
    return lambda t: lo + (hi - lo) * (0.5 - 0.5 * math.cos(2 * math.pi * t / period_ms))


# Wheel: a fling upwards on the wheel every second; a slow drag up and down the wheel (at 1024x640:
# x 560, from y 490 by 40 per move; the drag between y 480 and 160).
flings = []
for k in range(int(seconds)):
    t = k * 1000
    x, y = on_wheel(196 / 276, 150 / 276)
    step = round(40 / 276 * radius, 2)
    flings.append({"t_ms": t, "type": "down", "x": x, "y": y})
    for i in range(1, 7):
        flings.append({"t_ms": t + 8 * i, "type": "move", "x": x, "y": round(y - step * i, 2)})
    flings.append({"t_ms": t + 56, "type": "up", "x": x, "y": round(y - step * 6, 2)})
write("wheel-fling", flings)


def face_flings(faces):
    """A fling upwards on every face at once, one finger each, every second."""
    ev = []
    for k in range(int(seconds)):
        t = k * 1000
        for finger, (fx, fy, fw, fh) in enumerate(faces, start=1):
            x, y = round(fx + fw / 2, 2), round(fy + fh / 2 + 60, 2)
            ev.append({"t_ms": t, "type": "down", "x": x, "y": y, "pointer": "touch", "id": finger})
        for i in range(1, 7):
            for finger, (fx, fy, fw, fh) in enumerate(faces, start=1):
                x, y = round(fx + fw / 2, 2), round(fy + fh / 2 + 60 - 24 * i, 2)
                ev.append({"t_ms": t + 8 * i, "type": "move", "x": x, "y": y, "pointer": "touch", "id": finger})
        for finger, (fx, fy, fw, fh) in enumerate(faces, start=1):
            x, y = round(fx + fw / 2, 2), round(fy + fh / 2 + 60 - 144, 2)
            ev.append({"t_ms": t + 56, "type": "up", "x": x, "y": y, "pointer": "touch", "id": finger})
    return ev


if "date" in layout:
    write("date-fling", face_flings(layout["date"]["faces"]))
if drum is not None:
    write("drum-fling", face_flings([drum["face"]]))
write("wheel-drag", drag(lambda t: on_wheel(196 / 276, 0)[0], swing(cy + 140 / 276 * radius, cy - 180 / 276 * radius, 2000)))
# Range: the overview selection's body dragged to and fro (at 1024x640: x 300-800, y 558); the main
# chart panned to and fro (x 760-300, y 270).
write("range-body", drag(swing(across(over, 248 / 924), across(over, 748 / 924), 3000), lambda t: over[1] + over[3] / 2))
write("range-pan", drag(swing(across(main, 708 / 924), across(main, 248 / 924), 2000), lambda t: main[1] + 196 / 398 * main[3]))
# Spring: the year changes every 0.6 s (Right twice, then Left twice); columns <-> pie every 0.5 s
# (the morph is still moving when it turns back).


def keys(period_ms, name_of):
    """A key press every period_ms for the whole run; name_of(k) names the k-th key."""
    return [{"t_ms": k * period_ms, "type": "key", "key": name_of(k)} for k in range(int(math.ceil(end / period_ms)))]


write("spring-year", keys(600, lambda k: "Right" if k % 4 < 2 else "Left"))
write("spring-morph", keys(500, lambda k: "Down" if k % 2 == 0 else "Up"))
# The bounciness slider's thumb and value only: PageUp five times, then PageDown five times.
write("spring-slider", keys(100, lambda k: "PageUp" if k % 10 < 5 else "PageDown"))
# The mouse, no button pressed, over the Range selector tab, then the Spring chart tab, and back
# every 100 ms (tabs 150 points wide from x 12, 6 apart, in any window of 498 points or more).
write("tab-hover", [{"t_ms": k * 100, "type": "move", "x": 243 if k % 2 == 0 else 399, "y": 21}
                    for k in range(int(math.ceil(end / 100)))])
# The mouse, no button pressed, sweeping the main plot to and fro (the readout follows it).
sweep = swing(across(main, 0.2), across(main, 0.8), 3000)
write("range-hover", [{"t_ms": t, "type": "move", "x": round(sweep(t), 2), "y": round(main[1] + main[3] / 2, 2)}
                      for t in range(0, int(end), 16)])
