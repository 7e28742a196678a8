#!/usr/bin/env bash
# Headless frame timings of SDLFront (--stats): the wheel scene versus the empty-frame
# baseline (--stats-baseline: clear and present only), 1024x640, release build, for the
# WheelRaster rasteriser (default, supersampling 1) and SDL's geometry path at supersampling
# 2 and 1. Each line is SDLFront's JSON summary (milliseconds).
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
for config in "wheel 1" "sdl 2" "sdl 1"; do
    read -r raster ss <<< "$config"
    for mode in wheel baseline wheel-10M; do
        case "$mode" in
            wheel) extra=(--replay "$fling") ;;
            baseline) extra=(--stats-baseline) ;;
            wheel-10M) extra=(--replay "$fling" --items 10000000) ;;
        esac
        printf '%-5s supersampling %s  %-9s ' "$raster" "$ss" "$mode"
        SDL_VIDEODRIVER=dummy "$bin" --headless --frames "$frames" --width 1024 --height 640 \
            --rasterizer "$raster" --supersampling "$ss" --stats "${extra[@]}"
    done
done
