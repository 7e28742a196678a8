#!/usr/bin/env bash
# The long randomised runs (release build), of which `swift test` runs a short version:
#
#   scripts/fuzz.sh [INPUTS]            # the CSV reader and the replay parser: random and mutated
#                                       # inputs (default 1000000 each), each of which must give
#                                       # data or an error naming its file and line, never a
#                                       # trap or a hang
#   scripts/fuzz.sh streams [STREAMS]   # the per-scene property tests (wheel, range selector,
#                                       # spring chart) on seeded random event streams (default
#                                       # 100000 per scene; the test run has 200)
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
kind=inputs
if [ "${1:-}" = streams ] || [ "${1:-}" = inputs ]; then kind=$1; shift; fi
if [ "$kind" = streams ]; then count="${1:-100000}"; else count="${1:-1000000}"; fi
[[ "$count" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz: the count must be a positive whole number, got '$count'" >&2; exit 2; }
[ $# -le 1 ] || { echo "fuzz: unexpected argument '$2' (usage: fuzz.sh [inputs|streams] [COUNT])" >&2; exit 2; }
source scripts/setup.sh --base
swift build --build-tests -c release -Xswiftc -enable-testing
if [ "$kind" = streams ]; then
    RANDOM_STREAMS="$count" swift test --skip-build -c release --filter RandomStreamPropertyTests
else
    FUZZ_ITERATIONS="$count" swift test --skip-build -c release --filter "CSVReaderFuzzTests|ReplayParserFuzzTests"
fi
