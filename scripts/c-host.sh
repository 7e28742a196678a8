#!/usr/bin/env bash
# Builds the C interface (libwheelcore.so, `swift build --product wheelcore`) and the C host in
# Examples/CHost (with cc, against the library and pkg-config's sdl2 and SDL2_ttf), then runs it.
#
#     scripts/c-host.sh                # the element wheel in a window (drag, fling, mouse wheel, keys)
#     scripts/c-host.sh --headless     # WheelExample's scripted drag and fling, printed
#
# Other arguments go to the host (--frames N, --screenshot FILE.bmp, --assets DIR).
# C_HOST_BUILD_ONLY=1 builds without running and prints the executable's path.
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh --base

swift build --product wheelcore >&2
lib=$(swift build --show-bin-path)
out="$lib/c-host"
# shellcheck disable=SC2046
cc -std=c99 -Wall -Wextra -Werror -O2 \
    -I Sources/WheelCoreC/include $(pkg-config --cflags sdl2 SDL2_ttf) \
    Examples/CHost/*.c \
    -L "$lib" -lwheelcore -Wl,-rpath,"$lib" $(pkg-config --libs sdl2 SDL2_ttf) -lm \
    -o "$out"
if [ "${C_HOST_BUILD_ONLY:-0}" = 1 ]; then
    echo "$out"
    exit 0
fi
exec "$out" "$@"
