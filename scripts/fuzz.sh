#!/usr/bin/env bash
# The long fuzz run of the CSV reader and the replay parser: random and mutated inputs, each
# of which must give data or an error naming its file and line (never a trap or a hang).
#
#   scripts/fuzz.sh [INPUTS]       # default 1000000 per target
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
INPUTS="${1:-1000000}"
[[ "$INPUTS" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz: INPUTS must be a positive whole number, got $INPUTS" >&2; exit 2; }
source scripts/setup.sh --base
swift build --build-tests -c release -Xswiftc -enable-testing
FUZZ_ITERATIONS="$INPUTS" swift test --skip-build -c release --filter "CSVReaderFuzzTests|ReplayParserFuzzTests"
