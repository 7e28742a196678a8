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
#   scripts/fuzz.sh calls [SEEDS [CALLS]] # the C interface's random-call fuzzer
#                                       # (Tests/CAPI/fuzz_calls.c, ASan and UBSan) on seeds
#                                       # 1 ... SEEDS (default 200) of CALLS calls each (default
#                                       # 50000); c-api-check.sh runs 6 of 8000
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
kind=inputs
if [ "${1:-}" = calls ]; then
    shift
    seeds="${1:-200}"
    per_seed="${2:-50000}"
    for n in "$seeds" "$per_seed"; do
        [[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz: SEEDS and CALLS must be positive whole numbers, got '$n'" >&2; exit 2; }
    done
    [ $# -le 2 ] || { echo "fuzz: unexpected argument '$3' (usage: fuzz.sh calls [SEEDS [CALLS]])" >&2; exit 2; }
    source scripts/setup.sh --base
    swift build --product wheelcore >&2
    bin=$(swift build --show-bin-path)
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    cc -std=c11 -Wall -Wextra -Werror -pedantic -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=undefined \
        -I Sources/WheelCoreC/include Tests/CAPI/fuzz_calls.c -L "$bin" -lwheelcore -Wl,-rpath,"$bin" -lm -o "$work/fuzz-calls"
    start=$SECONDS
    "$work/fuzz-calls" 1 "$seeds" "$per_seed" | tail -1
    echo "fuzz: $((SECONDS - start)) s"
    exit 0
fi
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
