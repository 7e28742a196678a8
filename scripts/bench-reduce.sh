#!/usr/bin/env bash
# The 10^7-point reduction side by side with tsdownsample's MinMax, interleaved in one run.
# Builds Benchmarks/ReduceCompare (release), writes the seeded random walk once as raw float64,
# then runs Benchmarks/Tools/tsdownsample_compare.py (in a virtual environment with
# tsdownsample and numpy from PyPI) pinned to core 0. That script keeps `ReduceCompare serve`
# running as a child (same core; it loads the file once, untimed) and, for ROUNDS rounds, times
# back to back K WheelCore one-pass reductions, K tsdownsample MinMax runs, 10·K pyramid
# queries and the floors (Swift SIMD2 sum, numpy min/max, a cache-line touch), rotating the
# order each round. It prints per-round ratios (median and spread), each side's median and
# minimum, the pyramid build (timed once per run) and a JSON summary line. MODE `cold` flushes
# the caches (an untimed pass over 1 GiB) before every timing: see the Python script's header.
# Usage: scripts/bench-reduce.sh [ROUNDS] [K] [warm|cold]   (defaults 15, 5, warm)
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
rounds="${1:-15}"
k="${2:-5}"
mode="${3:-warm}"
# shellcheck source=setup.sh
source "$root/scripts/setup.sh" --bench
venv="$root/.build-venv"
data_dir="$root/.build-bench"
mkdir -p "$data_dir"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install -q tsdownsample numpy
cd "$root/Benchmarks"
swift build -c release --product ReduceCompare
bin="$(swift build -c release --show-bin-path)/ReduceCompare"
data="$data_dir/walk-1e7.f64"
[ -f "$data" ] || "$bin" write "$data" 10000000
# One core for both sides (RAYON_NUM_THREADS=1: tsdownsample's thread pool, unused with parallel=False).
pin=(taskset -c 0)
command -v taskset >/dev/null || { echo "taskset not found: running unpinned" >&2; pin=(); }
RAYON_NUM_THREADS=1 "${pin[@]}" "$venv/bin/python" "$root/Benchmarks/Tools/tsdownsample_compare.py" \
    "$bin" "$data" "$rounds" "$k" "$mode"
