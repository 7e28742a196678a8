#!/usr/bin/env python3
"""Drives flicks on the wheel of a running SDLFront window with xdotool (issue 13).

Usage: DISPLAY=:N scripts/xdotool-flicks.py WINDOW_X WINDOW_Y PLAN [REPEATS]

WINDOW_X/Y: the window's top-left corner on the screen (xdotool getwindowgeometry).
PLAN: `issue` - the issue's flick (8 moves 8 ms apart, 12 points each, straight up through
the ring at 3 o'clock), released at once and 16 ms after the last move, REPEATS times each;
`corpus` - minimum-jerk flicks of several lengths and durations, straight and around the
wheel, sampled every 8 ms, for the recorded half of the gesture corpus.
After each flick it waits for the wheel to settle and presses Home to go back to item 0.
The wheel's centre and ring radius are those of the default 1024x640 window.
"""
import math
import subprocess
import sys
import time

CX, CY, R = 364, 340, 220  # wheel centre and a ring radius, window points


def run(args):
    subprocess.run(["xdotool"] + [str(a) for a in args], check=True)


def flick(ox, oy, points, step_s, gap_s):
    """One press-move-release with `step_s` seconds between moves and `gap_s` before the up."""
    args = ["mousemove", ox + points[0][0], oy + points[0][1], "mousedown", 1]
    for x, y in points[1:]:
        args += ["sleep", f"{step_s:.4f}", "mousemove", ox + round(x), oy + round(y)]
    if gap_s > 0:
        args += ["sleep", f"{gap_s:.4f}"]
    args += ["mouseup", 1]
    run(args)


def reset():
    time.sleep(4.5)
    run(["key", "Home"])
    time.sleep(2.0)


def min_jerk(u):
    return u * u * u * (10 - 15 * u + 6 * u * u)


def usage(message):
    sys.stderr.write(f"xdotool-flicks.py: {message}\nusage: xdotool-flicks.py WINDOW_X WINDOW_Y issue|corpus [REPEATS]\n")
    sys.exit(2)


def main():
    if len(sys.argv) not in (4, 5):
        usage(f"expected 3 or 4 arguments, got {len(sys.argv) - 1}")
    try:
        ox, oy = int(sys.argv[1]), int(sys.argv[2])
        repeats = int(sys.argv[4]) if len(sys.argv) > 4 else 4
    except ValueError as e:
        usage(f"WINDOW_X, WINDOW_Y and REPEATS must be integers ({e})")
    plan = sys.argv[3]
    if repeats < 1:
        usage(f"REPEATS must be at least 1, got {repeats}")
    if plan == "issue":
        points = [(CX + R, CY + 48 - 12 * i) for i in range(9)]
        for gap in (0.0, 0.016):
            for _ in range(repeats):
                flick(ox, oy, points, 0.008, gap)
                reset()
    elif plan == "corpus":
        for distance, duration, lift in [(160, 0.12, 0.7), (260, 0.16, 0.6), (360, 0.2, 0.75), (220, 0.1, 0.5)]:
            n = max(3, round(duration * lift / 0.008))
            straight = [(CX + R, CY + 120 - distance * min_jerk(i * lift / n)) for i in range(n + 1)]
            flick(ox, oy, straight, 0.008, 0.0)
            reset()
            sweep = distance / R  # radians around the wheel, counter-clockwise on screen
            around = [
                (CX + R * math.cos(0.6 - sweep * min_jerk(i * lift / n)), CY + R * math.sin(0.6 - sweep * min_jerk(i * lift / n)))
                for i in range(n + 1)
            ]
            flick(ox, oy, around, 0.008, 0.0)
            reset()
    else:
        usage(f"unknown plan {plan!r}: issue or corpus")


if __name__ == "__main__":
    main()
