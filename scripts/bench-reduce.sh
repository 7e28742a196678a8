#!/usr/bin/env bash
# The 10^7-point reduction side by side with tsdownsample's MinMax, in one run:
# builds Benchmarks/ReduceCompare (release), writes the seeded random walk once as raw
# float64, times WheelCore (pyramid build, pyramid query, one-pass reduction without a pyramid) and then
# tsdownsample (in a virtual environment, from PyPI) on the same file; prints both and the ratios.
# Usage: scripts/bench-reduce.sh [REPEATS]   (default 20)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
repeats="${1:-20}"
venv="$root/.build-venv"
data_dir="$root/.build-bench"
mkdir -p "$data_dir"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" || { apt-get install -y python3-venv && python3 -m venv "$venv"; }
fi
"$venv/bin/pip" install -q tsdownsample numpy
cd "$root/Benchmarks"
swift build -c release --product ReduceCompare
bin="$(swift build -c release --show-bin-path)/ReduceCompare"
data="$data_dir/walk-1e7.f64"
[ -f "$data" ] || "$bin" write "$data" 10000000
# One core for both sides.
swift_json="$(taskset -c 0 "$bin" time "$data" "$repeats" 2>/dev/null || "$bin" time "$data" "$repeats")"
echo "$swift_json"
RAYON_NUM_THREADS=1 taskset -c 0 "$venv/bin/python" "$root/Benchmarks/scripts/tsdownsample_compare.py" "$data" "$swift_json" "$repeats" \
    || RAYON_NUM_THREADS=1 "$venv/bin/python" "$root/Benchmarks/scripts/tsdownsample_compare.py" "$data" "$swift_json" "$repeats"
