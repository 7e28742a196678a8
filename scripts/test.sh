#!/usr/bin/env bash
# Sets everything up and runs the whole test suite (unit, property, pixel and command-line tests).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build --product SDLFront
swift test "$@"
