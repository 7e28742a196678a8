#!/usr/bin/env bash
# Headless frame timings of SDLFront (--stats): the wheel scene versus the empty-frame
# baseline (--stats-baseline: clear and present only), at supersampling 2 (default) and 1,
# 1024x640, release build. Each line is SDLFront's JSON summary (milliseconds).
# Usage: scripts/bench-stats.sh [FRAMES]   (default 600)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
frames="${1:-600}"
cd "$root"
swift build -c release --product SDLFront
bin="$(swift build -c release --show-bin-path)/SDLFront"
fling="$root/.build-bench/fling.jsonl"
mkdir -p "$root/.build-bench"
# A fling every 2 s so that the wheel keeps moving (a frame that changes is the one that matters).
: > "$fling"
for ((k = 0; k < frames / 120 + 1; k++)); do
    t=$((k * 2000))
    printf '{"t_ms": %d, "type": "down", "x": 560, "y": 250}\n' "$t" >> "$fling"
    for i in 1 2 3 4 5 6; do
        printf '{"t_ms": %d, "type": "move", "x": 560, "y": %d}\n' "$((t + 8 * i))" "$((250 + 40 * i))" >> "$fling"
    done
    printf '{"t_ms": %d, "type": "up", "x": 560, "y": 490}\n' "$((t + 56))" >> "$fling"
done
for ss in 2 1; do
    for mode in wheel baseline wheel-10M; do
        case "$mode" in
            wheel) extra=(--replay "$fling") ;;
            baseline) extra=(--stats-baseline) ;;
            wheel-10M) extra=(--replay "$fling" --items 10000000) ;;
        esac
        printf 'supersampling %s  %-9s ' "$ss" "$mode"
        SDL_VIDEODRIVER=dummy "$bin" --headless --frames "$frames" --width 1024 --height 640 \
            --supersampling "$ss" --stats "${extra[@]}"
    done
done
