#!/usr/bin/env bash
# Writes a contact sheet of PNGs: every scene at the layout matrix of window sizes (the minimum
# 480x360, 640x480, 800x600, 1024x640, 600x1000, 1920x1080, and 480x360 and 1024x640 at scale 2),
# at rest and mid-animation (wheel fling, range momentum and minimum span, the range readout,
# spring year change, column -> pie morph; the drum at rest and mid-fling, the date picker at rest and turning), drawn by the headless app with --screenshot. The same matrix is checked
# by the tests (Tests/SDLFrontTests/Layout).
#
#   scripts/screenshots.sh [OUT_DIR]          default OUT_DIR: out/screenshots
#   scripts/screenshots.sh --docs [OUT_DIR]   also copies the 1024x640 ones into Docs/
#   BIN=/path/to/SDLFront scripts/screenshots.sh OUT_DIR   draws with that binary, no build
#                                             (a before/after comparison of a change)
#
# Files are named SCENE-STATE-WxH[@2x].png.
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
docs=0
if [ "${1:-}" = "--docs" ]; then docs=1; shift; fi
out="${1:-out/screenshots}"
mkdir -p "$out"
source scripts/setup.sh --base
bin="${BIN:-}"
if [ -z "$bin" ]; then
    swift build --product SDLFront >&2
    bin=.build/debug/SDLFront
fi
export SDL_VIDEODRIVER=dummy
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# run NAME W H SCALE ARGS...: one headless run, its last frame written to OUT/NAME-WxH[@2x].png.
run() {
    local name="$1" w="$2" h="$3" s="$4"
    shift 4
    local suffix=""
    [ "$s" = "1" ] || suffix="@${s}x"
    timeout 120 "$bin" --headless --width "$w" --height "$h" --scale "$s" "$@" \
        --screenshot "$out/$name-${w}x${h}$suffix.png"
}

# layout W H SCENE [ARGS...]: the scene's layout line of the trace (JSON), for placing gestures.
layout() {
    timeout 60 "$bin" --headless --frames 1 --width "$1" --height "$2" --scene "$3" "${@:4}" --trace "$tmp/trace.jsonl"
    head -1 "$tmp/trace.jsonl"
}

for size in 480x360:1 640x480:1 800x600:1 1024x640:1 600x1000:1 1920x1080:1 480x360:2 1024x640:2; do
    wh="${size%%:*}"
    s="${size##*:}"
    w="${wh%x*}"
    h="${wh#*x}"
    echo "screenshots: ${wh} at scale $s" >&2

    # Wheel: at rest, mid-fling (a fast upward drag across the right of the wheel), and a
    # looping wheel of 10^7 items.
    run wheel-rest "$w" "$h" "$s" --frames 1 --select 25
    layout "$w" "$h" wheel | python3 -c '
import json, math, sys
g = json.loads(sys.stdin.read())["wheel"]
cx, cy = g["center"]
r = (g["inner_radius"] + g["outer_radius"]) / 2
pts = [(cx + r * math.cos(0.5 - 0.16 * k), cy + r * math.sin(0.5 - 0.16 * k)) for k in range(6)]
t = 0
for k, (x, y) in enumerate(pts):
    kind = "down" if k == 0 else "move"
    print(json.dumps({"t_ms": t, "type": kind, "x": round(x, 1), "y": round(y, 1)}))
    t += 12
print(json.dumps({"t_ms": t, "type": "up", "x": round(pts[-1][0], 1), "y": round(pts[-1][1], 1)}))
' > "$tmp/fling.jsonl"
    run wheel-fling-100ms "$w" "$h" "$s" --frames 12 --select 25 --replay "$tmp/fling.jsonl"
    run wheel-fling-400ms "$w" "$h" "$s" --frames 30 --select 25 --replay "$tmp/fling.jsonl"
    run wheel-10M-items "$w" "$h" "$s" --frames 1 --items 10000000 --looping --select 9999990
    # The drum: at rest and mid-fling (a fast upward stroke on its face).
    run wheel-drum-rest "$w" "$h" "$s" --frames 1 --select 25 --geometry drum
    layout "$w" "$h" wheel --geometry drum | python3 -c '
import json, sys
x, y, fw, fh = json.loads(sys.stdin.read())["wheel"]["face"]
cx, cy = x + fw / 2, y + fh / 2 + 60
print(json.dumps({"t_ms": 0, "type": "down", "x": cx, "y": cy}))
for k in range(1, 6):
    print(json.dumps({"t_ms": 12 * k, "type": "move", "x": cx, "y": cy - 24 * k}))
print(json.dumps({"t_ms": 60, "type": "up", "x": cx, "y": cy - 120}))
' > "$tmp/drum.jsonl"
    run wheel-drum-fling-200ms "$w" "$h" "$s" --frames 16 --select 25 --geometry drum --replay "$tmp/drum.jsonl"

    # Range selector: at rest, mid-momentum (a fast pan of the main chart), the minimum span
    # (zoomed in all the way) and the minimum span at the end of the data.
    run range-rest "$w" "$h" "$s" --frames 1 --scene range
    layout "$w" "$h" range | python3 -c '
import json, sys
x, y, pw, ph = json.loads(sys.stdin.read())["range"]["main_plot"]
cx, cy = x + pw / 2, y + ph / 2
print(json.dumps({"t_ms": 0, "type": "down", "x": cx, "y": cy}))
for k in range(1, 6):
    print(json.dumps({"t_ms": 12 * k, "type": "move", "x": cx - 30 * k, "y": cy}))
print(json.dumps({"t_ms": 60, "type": "up", "x": cx - 150, "y": cy}))
' > "$tmp/pan.jsonl"
    run range-momentum-150ms "$w" "$h" "$s" --frames 13 --scene range --replay "$tmp/pan.jsonl"
    : > "$tmp/zoom.jsonl"
    for k in $(seq 0 13); do printf '{"t_ms": %d, "type": "key", "key": "+"}\n' "$((k * 10))" >> "$tmp/zoom.jsonl"; done
    run range-min-span "$w" "$h" "$s" --scene range --replay "$tmp/zoom.jsonl"
    cp "$tmp/zoom.jsonl" "$tmp/zoom-end.jsonl"
    printf '{"t_ms": 200, "type": "key", "key": "End"}\n' >> "$tmp/zoom-end.jsonl"
    run range-min-span-end "$w" "$h" "$s" --scene range --replay "$tmp/zoom-end.jsonl"
    # The readout: the mouse resting over the main chart at 40 % of its width.
    layout "$w" "$h" range | python3 -c '
import json, sys
x, y, pw, ph = json.loads(sys.stdin.read())["range"]["main_plot"]
print(json.dumps({"t_ms": 0, "type": "move", "x": round(x + 0.4 * pw, 1), "y": round(y + ph / 2, 1)}))
' > "$tmp/hover.jsonl"
    run range-readout "$w" "$h" "$s" --frames 3 --scene range --replay "$tmp/hover.jsonl"

    # Date: at rest, and mid-animation after one Up on the year from 29 February 2024 (the
    # year turning at 300 ms, the day turning back from the dimmed 29th at 760 ms).
    run date-rest "$w" "$h" "$s" --frames 1 --scene date
    echo '{"t_ms": 100, "type": "key", "key": "Up"}' > "$tmp/date-up.jsonl"
    run date-year-300ms "$w" "$h" "$s" --frames 19 --scene date --date 2024-02-29 --replay "$tmp/date-up.jsonl"
    run date-clamp-760ms "$w" "$h" "$s" --frames 46 --scene date --date 2024-02-29 --replay "$tmp/date-up.jsonl"

    # Spring chart: at rest, mid year change, mid morph (columns sinking, pie sweeping open).
    run spring-rest "$w" "$h" "$s" --frames 1 --scene spring
    echo '{"t_ms": 0, "type": "key", "key": "Right"}' > "$tmp/year.jsonl"
    run spring-year-100ms "$w" "$h" "$s" --frames 7 --scene spring --replay "$tmp/year.jsonl"
    echo '{"t_ms": 0, "type": "key", "key": "Down"}' > "$tmp/morph.jsonl"
    run spring-morph-100ms "$w" "$h" "$s" --frames 7 --scene spring --replay "$tmp/morph.jsonl"
    run spring-morph-200ms "$w" "$h" "$s" --frames 13 --scene spring --replay "$tmp/morph.jsonl"
    run spring-pie "$w" "$h" "$s" --scene spring --replay "$tmp/morph.jsonl"
done

if [ "$docs" = 1 ]; then
    cp "$out/wheel-rest-1024x640.png" Docs/wheel.png
    cp "$out/wheel-fling-100ms-1024x640.png" Docs/wheel-fling.png
    cp "$out/wheel-drum-fling-200ms-1024x640.png" Docs/wheel-drum.png
    cp "$out/range-rest-1024x640.png" Docs/range.png
    cp "$out/range-min-span-end-1024x640.png" Docs/range-min-span.png
    cp "$out/range-readout-1024x640.png" Docs/range-readout.png
    cp "$out/date-clamp-760ms-1024x640.png" Docs/date-clamp.png
    cp "$out/spring-rest-1024x640.png" Docs/spring.png
    cp "$out/spring-morph-200ms-1024x640.png" Docs/spring-morph.png
    cp "$out/spring-pie-1024x640.png" Docs/spring-pie.png
    echo "screenshots: copied the 1024x640 ones into Docs/" >&2
fi
echo "screenshots: $(ls "$out" | wc -l) PNGs in $out" >&2
