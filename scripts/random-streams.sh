#!/usr/bin/env bash
# The long random-stream run: the per-scene property tests (wheel, range selector, spring
# chart) with many more seeded streams than the default test run (200 per scene).
#
#   scripts/random-streams.sh [STREAMS]      # default 100000 per scene
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
STREAMS="${1:-100000}"
[[ "$STREAMS" =~ ^[1-9][0-9]*$ ]] || { echo "random-streams: STREAMS must be a positive whole number, got $STREAMS" >&2; exit 2; }
source scripts/setup.sh --base
swift build --build-tests -c release -Xswiftc -enable-testing
RANDOM_STREAMS="$STREAMS" swift test --skip-build -c release --filter RandomStreamPropertyTests
