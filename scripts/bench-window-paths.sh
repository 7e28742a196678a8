#!/usr/bin/env bash
# What a window frame costs on each presentation path under Xvfb, shape by shape: SDL's OpenGL
# renderer (Mesa's llvmpipe here) and the window framebuffer (Benchmarks/Tools/WindowPaths).
# Usage: scripts/bench-window-paths.sh   Environment: BENCH_DISPLAY (default :16)
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
display="${BENCH_DISPLAY:-:16}"
# shellcheck source=setup.sh
source "$root/scripts/setup.sh" --bench
work="$root/.build-bench/window-paths"
mkdir -p "$work"
cc -O2 -Wall -Wextra -o "$work/window_paths" "$root/Benchmarks/Tools/WindowPaths/window_paths.c" \
    $(pkg-config --cflags --libs sdl2) -lm
# shellcheck source=lib/xvfb.sh
. "$root/scripts/lib/xvfb.sh"
start_xvfb "$display" "$work/xvfb.log"
"$work/window_paths" gl
"$work/window_paths" fb
"$work/window_paths" fb-texture
