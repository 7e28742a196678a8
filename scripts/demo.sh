#!/usr/bin/env bash
# Sets everything up and runs the demo in a window. Extra arguments go to SDLFront
# (for example: scripts/demo.sh --scene wheel --items 10000000).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh --base
swift build -c release --product SDLFront
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "demo: no display found; drawing one frame headless to demo.png instead" >&2
    exec .build/release/SDLFront --headless --frames 1 --screenshot demo.png "$@"
fi
exec .build/release/SDLFront "$@"
