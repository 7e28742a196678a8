#!/usr/bin/env bash
# Window frame timings: each scene in a real window under Xvfb (SDL picks Mesa's software
# OpenGL there), driven by a replayed drag, against the empty frame (--stats-baseline), all in
# one run: every scene run is followed by a baseline run, so that the machine's load weighs on
# both. Prints one table: median and p95 of render + present and of the interval between
# presented frames, per scene, and the ratio of the median to the empty frame's (the mean of the
# baseline runs before and after it).
# Usage: scripts/bench-window.sh [SECONDS] [BIN]   (default 4 s per run; BIN: an SDLFront to time
#        instead of this checkout's release build, e.g. main's for a before/after comparison)
# Environment: BENCH_DISPLAY (default :15), BENCH_ROUNDS (default 1: each scene once),
#   BENCH_ARGS (options added to every run, baselines included: e.g. "--rasterizer sdl" times the
#   SDL_RenderGeometry path where the default picks WheelRaster into the window framebuffer).
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
python3 "$root/scripts/lib/window-drags.py" "$work" "$seconds"
frames="$(python3 -c "print(int($seconds * 60))")"

# shellcheck source=lib/xvfb.sh
. "$root/scripts/lib/xvfb.sh"
start_xvfb "$display" "$work/xvfb.log"

results="$work/results.jsonl"
: > "$results"
run() {  # NAME ARGS...: one timed window run, its JSON summary appended to the results
    local name="$1" line
    shift
    line="$(timeout 300 "$bin" --frames "$frames" --stats "${common[@]}" "$@" | tail -n 1)"
    printf '{"name": "%s", "stats": %s}\n' "$name" "$line" >> "$results"
}
scenes=(
    "wheel fling|--scene wheel --replay $work/wheel-fling.jsonl"
    "wheel drag|--scene wheel --replay $work/wheel-drag.jsonl"
    "range body drag, bundled|--scene range --replay $work/range-body.jsonl"
    "range pan, bundled|--scene range --replay $work/range-pan.jsonl"
    "range body drag, 2e7 points|--scene range --points 20000000 --replay $work/range-body.jsonl"
    "range pan, 2e7 points|--scene range --points 20000000 --replay $work/range-pan.jsonl"
    "spring year change|--scene spring --replay $work/spring-year.jsonl"
    "spring morph|--scene spring --replay $work/spring-morph.jsonl"
)
run "empty frame" --stats-baseline
for ((round = 0; round < rounds; round++)); do
    for entry in "${scenes[@]}"; do
        name="${entry%%|*}"
        read -r -a args <<< "${entry#*|}"
        echo "running: $name" >&2
        run "$name" "${args[@]}"
        run "empty frame" --stats-baseline
    done
done

python3 - "$results" <<'PY'
import json, statistics, sys
runs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
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
print(f"renderer: {renderer}")
print("| scene (window 1024x640) | render+present median | p95 | frame interval median | p95 | x empty frame (median) |")
print("|---|---:|---:|---:|---:|---:|")
bs = [runs[j]["stats"] for j in base]
print(f"| empty frame (`--stats-baseline`, {len(bs)} runs) | {med([fmt(s, 'render_ms', 'median') for s in bs]):.2f} ms "
      f"| {med([fmt(s, 'render_ms', 'p95') for s in bs]):.2f} ms | {med([fmt(s, 'interval_ms', 'median') for s in bs]):.2f} ms "
      f"| {med([fmt(s, 'interval_ms', 'p95') for s in bs]):.2f} ms | 1.00x |")
for name, entries in rows.items():
    s = lambda key, part: med([fmt(e[0], key, part) for e in entries])
    ratio = med([fmt(e[0], "render_ms", "median") / e[1] for e in entries])
    print(f"| {name} | {s('render_ms', 'median'):.2f} ms | {s('render_ms', 'p95'):.2f} ms | {s('interval_ms', 'median'):.2f} ms "
          f"| {s('interval_ms', 'p95'):.2f} ms | {ratio:.2f}x |")
PY
