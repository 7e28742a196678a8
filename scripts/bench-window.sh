#!/usr/bin/env bash
# Window frame timings: each scene in a real window under Xvfb (SDL picks Mesa's software
# OpenGL there), driven by a replayed drag, against the empty frame (--stats-baseline), all in
# one run: every scene run is followed by a baseline run, so that the machine's load weighs on
# both. Prints one table per window size: median and p95 of render + present and of the interval
# between presented frames, per scene, the ratio of the median to the empty frame's (the mean of
# the baseline runs before and after it), and the frames drawn only where they changed (partial
# frames: how many, and the median share of the window they drew). The empty frame is always a
# whole frame (clear and present everything).
# Usage: scripts/bench-window.sh [SECONDS] [BIN]   (default 4 s per run; BIN: an SDLFront to time
#        instead of this checkout's release build, e.g. main's for a before/after comparison)
# Environment: BENCH_DISPLAY (default :15), BENCH_ROUNDS (default 1: each scene once), BENCH_SCENES
#   (a bash regular expression: only the scene rows whose name matches, e.g. "fling"),
#   BENCH_SIZES (default "1024x640 3840x2160 1920x1080@2": window sizes in points, @S for --scale S,
#   the gestures placed on each size's layout), BENCH_ARGS (options added to every run, baselines
#   included: e.g. "--rasterizer sdl" times the SDL_RenderGeometry path where the default picks
#   WheelRaster into the window framebuffer; "--no-partial-frames" draws every frame whole).
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-4}"
bin="${2:-}"
display="${BENCH_DISPLAY:-:15}"
rounds="${BENCH_ROUNDS:-1}"
# shellcheck source=setup.sh
source "$root/scripts/setup.sh" --bench
read -r -a common <<< "${BENCH_ARGS:-}"
cd "$root"
if [ -z "$bin" ]; then
    swift build -c release --product SDLFront >&2
    bin="$(swift build -c release --show-bin-path)/SDLFront"
fi
work="$root/.build-bench/window"
mkdir -p "$work"
frames="$(python3 -c "print(int($seconds * 60))")"
read -r -a sizes <<< "${BENCH_SIZES:-1024x640 3840x2160 1920x1080@2}"

# shellcheck source=lib/xvfb.sh
. "$root/scripts/lib/xvfb.sh"
start_xvfb "$display" "$work/xvfb.log" 3840x2160

for size in "${sizes[@]}"; do
    wh="${size%@*}"
    scale=1
    if [[ "$size" == *@* ]]; then scale="${size#*@}"; fi
    width="${wh%x*}"
    height="${wh#*x}"
    dir="$work/$size"
    mkdir -p "$dir"
    for scene in wheel range spring date; do
        "$bin" --headless --scene "$scene" --width "$width" --height "$height" --frames 1 --trace - | head -n 1
    done > "$dir/layout.jsonl"
    "$bin" --headless --geometry drum --width "$width" --height "$height" --frames 1 --trace - | head -n 1 > "$dir/drum-layout.jsonl"
    python3 "$root/scripts/lib/window-drags.py" "$dir" "$seconds" "$dir/layout.jsonl" "$dir/drum-layout.jsonl"
    results="$dir/results.jsonl"
    : > "$results"
    run() {  # NAME ARGS...: one timed window run, its JSON summary appended to the results
        local name="$1" line
        shift
        line="$(timeout 300 "$bin" --frames "$frames" --stats --width "$width" --height "$height" --scale "$scale" \
            "${common[@]}" "$@" | tail -n 1)"
        printf '{"name": "%s", "stats": %s}\n' "$name" "$line" >> "$results"
    }
    scenes=(
        "wheel fling|--scene wheel --replay $dir/wheel-fling.jsonl"
        "wheel drag|--scene wheel --replay $dir/wheel-drag.jsonl"
        "drum fling (one drum)|--scene wheel --geometry drum --replay $dir/drum-fling.jsonl"
        "date picker fling (five drums)|--scene date --replay $dir/date-fling.jsonl"
        "range body drag, bundled|--scene range --replay $dir/range-body.jsonl"
        "range pan, bundled|--scene range --replay $dir/range-pan.jsonl"
        "range body drag, 2e7 points|--scene range --points 20000000 --replay $dir/range-body.jsonl"
        "range pan, 2e7 points|--scene range --points 20000000 --replay $dir/range-pan.jsonl"
        "spring year change|--scene spring --replay $dir/spring-year.jsonl"
        "spring morph|--scene spring --replay $dir/spring-morph.jsonl"
        "spring slider (small change)|--scene spring --replay $dir/spring-slider.jsonl"
        "tab hover (small change)|--scene wheel --replay $dir/tab-hover.jsonl"
        "range readout (small change)|--scene range --replay $dir/range-hover.jsonl"
    )
    run "empty frame" --stats-baseline
    for ((round = 0; round < rounds; round++)); do
        for entry in "${scenes[@]}"; do
            name="${entry%%|*}"
            if [[ -n "${BENCH_SCENES:-}" && ! "$name" =~ $BENCH_SCENES ]]; then continue; fi
            read -r -a args <<< "${entry#*|}"
            echo "running ($size): $name" >&2
            run "$name" "${args[@]}"
            run "empty frame" --stats-baseline
        done
    done

    python3 - "$results" "$size" <<'PY'
import json, statistics, sys
runs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
size = sys.argv[2]
renderer = next((r["stats"].get("renderer") for r in runs if r["stats"].get("renderer")), "?")
base = [i for i, r in enumerate(runs) if r["name"] == "empty frame"]
def med(values): return statistics.median(values) if values else float("nan")
rows = {}
for i, r in enumerate(runs):
    if r["name"] == "empty frame":
        continue
    before = max(j for j in base if j < i)
    after = min((j for j in base if j > i), default=before)
    b = (runs[before]["stats"]["render_ms"]["median"] + runs[after]["stats"]["render_ms"]["median"]) / 2
    rows.setdefault(r["name"], []).append((r["stats"], b))
def fmt(s, key, part): return s.get(key, {}).get(part, float("nan"))
def partial(s):
    p = s.get("partial_frames")
    drawn = s["frames"] - s.get("skipped_frames", 0)
    return f"{p['count']}/{drawn}, {100 * p['share_median']:.1f} %" if p else f"0/{drawn}"
print(f"\nrenderer: {renderer}")
print(f"| scene (window {size}) | render+present median | p95 | frame interval median | p95 | x empty frame (median) | partial frames, median share |")
print("|---|---:|---:|---:|---:|---:|---:|")
bs = [runs[j]["stats"] for j in base]
print(f"| empty frame (`--stats-baseline`, {len(bs)} runs) | {med([fmt(s, 'render_ms', 'median') for s in bs]):.2f} ms "
      f"| {med([fmt(s, 'render_ms', 'p95') for s in bs]):.2f} ms | {med([fmt(s, 'interval_ms', 'median') for s in bs]):.2f} ms "
      f"| {med([fmt(s, 'interval_ms', 'p95') for s in bs]):.2f} ms | 1.00x | whole |")
for name, entries in rows.items():
    s = lambda key, part: med([fmt(e[0], key, part) for e in entries])
    ratio = med([fmt(e[0], "render_ms", "median") / e[1] for e in entries])
    print(f"| {name} | {s('render_ms', 'median'):.2f} ms | {s('render_ms', 'p95'):.2f} ms | {s('interval_ms', 'median'):.2f} ms "
          f"| {s('interval_ms', 'p95'):.2f} ms | {ratio:.2f}x | {partial(entries[-1][0])} |")
PY
done
