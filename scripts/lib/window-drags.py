#!/usr/bin/env python3
"""Writes the replay scripts of scripts/bench-window.sh (1024x640 window points, times in ms).

Usage: window-drags.py DIR SECONDS
Each script keeps the scene changing for the whole run: a drag moves every 8 ms (a 125 Hz
mouse), a fling is thrown every second, a key is pressed every 0.5-0.6 s.
"""
import json
import math
import sys

out_dir, seconds = sys.argv[1], float(sys.argv[2])
end = seconds * 1000


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


# Wheel: a fling upwards on the wheel every second; a slow drag up and down the wheel.
flings = []
for k in range(int(seconds)):
    t = k * 1000
    flings.append({"t_ms": t, "type": "down", "x": 560, "y": 490})
    for i in range(1, 7):
        flings.append({"t_ms": t + 8 * i, "type": "move", "x": 560, "y": 490 - 40 * i})
    flings.append({"t_ms": t + 56, "type": "up", "x": 560, "y": 250})
write("wheel-fling", flings)
write("wheel-drag", drag(lambda t: 560, swing(480, 160, 2000)))
# Range: the overview selection's body dragged to and fro; the main chart panned to and fro.
write("range-body", drag(swing(300, 800, 3000), lambda t: 558))
write("range-pan", drag(swing(760, 300, 2000), lambda t: 270))
# Spring: the year changes every 0.6 s (Right twice, then Left twice); columns <-> pie every 0.5 s
# (the morph is still moving when it turns back).
years = []
t, k = 0.0, 0
while t < end:
    years.append({"t_ms": t, "type": "key", "key": "Right" if k % 4 < 2 else "Left"})
    t += 600
    k += 1
write("spring-year", years)
morphs = []
t, k = 0.0, 0
while t < end:
    morphs.append({"t_ms": t, "type": "key", "key": "Down" if k % 2 == 0 else "Up"})
    t += 500
    k += 1
write("spring-morph", morphs)
