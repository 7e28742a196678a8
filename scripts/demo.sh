#!/usr/bin/env bash
# Sets everything up (system packages only, through scripts/setup.sh) and runs the demo in a
# window. Extra arguments go to SDLFront (for example: scripts/demo.sh --scene wheel --items
# 10000000). Without a display it draws one frame headless to out/demo.png (out/ is ignored by
# git) and says so.
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh --base
swift build -c release --product SDLFront
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    mkdir -p out
    echo "demo: no display found; drawing one frame headless to $PWD/out/demo.png instead" >&2
    .build/release/SDLFront --headless --frames 1 --screenshot out/demo.png "$@"
    echo "demo: wrote $PWD/out/demo.png" >&2
    exit 0
fi
exec .build/release/SDLFront "$@"
