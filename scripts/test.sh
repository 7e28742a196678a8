#!/usr/bin/env bash
# Sets everything up and runs the whole test suite (unit, property, pixel and command-line tests),
# then checks the C interface (scripts/c-api-check.sh), accessibility with a real AT-SPI client
# (scripts/a11y-check.sh) and the public API against API/*.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build --product SDLFront
swift test "$@"
# The C interface: header as C99/C++, the C host's headless run equals WheelExample's, Python ctypes.
bash scripts/c-api-check.sh
# Accessibility end to end: a pyatspi client reads and drives the app in a window on a private
# AT-SPI bus; the app without a bus runs as before.
bash scripts/a11y-check.sh
# The public API of every library module matches the committed API/*.txt (see the script).
bash scripts/api-check.sh
