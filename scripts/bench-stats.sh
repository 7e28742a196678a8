#!/usr/bin/env bash
# Headless frame timings of SDLFront (--stats): the wheel scene versus the empty-frame
# baseline (--stats-baseline: clear and present only), 1024x640, release build, for the
# WheelRaster rasteriser (default, supersampling 1; on one thread, then in the default bands)
# and SDL's geometry path at supersampling 2 and 1. Each line is SDLFront's JSON summary (milliseconds).
# Usage: scripts/bench-stats.sh [FRAMES]   (default 600)
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
frames="${1:-600}"
# shellcheck source=setup.sh
source "$root/scripts/setup.sh" --bench
cd "$root"
swift build -c release --product SDLFront
bin="$(swift build -c release --show-bin-path)/SDLFront"
fling="$root/.build-bench/fling.jsonl"
# shellcheck source=lib/fling.sh
source "$root/scripts/lib/fling.sh"
write_fling "$fling" "$frames"
# WheelRaster on the main thread only (1 band) and in the default bands (4 per processor), then SDL.
for config in "wheel 1 1" "wheel 1 0" "sdl 2 1" "sdl 1 1"; do
    read -r raster ss threads <<< "$config"  # threads: bands (0: the default)
    threading=()
    [ "$raster" = wheel ] && [ "$threads" != 0 ] && threading=(--raster-bands "$threads")
    for mode in wheel baseline wheel-10M; do
        case "$mode" in
            wheel) extra=(--replay "$fling") ;;
            baseline) extra=(--stats-baseline) ;;
            wheel-10M) extra=(--replay "$fling" --items 10000000) ;;
        esac
        printf '%-5s supersampling %s bands %-7s %-9s ' "$raster" "$ss" "${threads/#0/default}" "$mode"
        SDL_VIDEODRIVER=dummy "$bin" --headless --frames "$frames" --width 1024 --height 640 \
            --rasterizer "$raster" --supersampling "$ss" --stats "${threading[@]}" "${extra[@]}"
    done
done
