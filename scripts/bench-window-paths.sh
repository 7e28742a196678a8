#!/usr/bin/env bash
# What a window frame costs on each presentation path under Xvfb, shape by shape: SDL's OpenGL
# renderer (Mesa's llvmpipe here) and the window framebuffer (Benchmarks/Tools/WindowPaths).
# Usage: scripts/bench-window-paths.sh   Environment: BENCH_DISPLAY (default :16)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
display="${BENCH_DISPLAY:-:16}"
work="$root/.build-bench/window-paths"
mkdir -p "$work"
cc -O2 -Wall -Wextra -o "$work/window_paths" "$root/Benchmarks/Tools/WindowPaths/window_paths.c" \
    $(pkg-config --cflags --libs sdl2) -lm
Xvfb "$display" -screen 0 1920x1080x24 -nolisten tcp > "$work/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2> /dev/null || true' EXIT
for _ in $(seq 50); do
    [ -e "/tmp/.X11-unix/X${display#:}" ] && break
    sleep 0.1
done
export DISPLAY="$display"
"$work/window_paths" gl
"$work/window_paths" fb
"$work/window_paths" fb-texture
