#!/usr/bin/env bash
# The headless-frame target, measured in alternating rounds: each round runs SDLFront
# --headless --stats for the wheel scene (a fling through the items every 2 s, the same script
# as bench-stats.sh) and for the empty frame (--stats-baseline), back to back, once with one band
# (main thread only) and once with the default bands (the fling: scripts/lib/fling.sh); the ratio wheel/empty of each round is
# taken within the round, so slow minutes on this shared machine affect both sides alike.
# Prints every round and, per configuration, the medians and the median per-round ratio.
# Usage: scripts/bench-ratio.sh [ROUNDS] [FRAMES]   (defaults 9 and 600)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
rounds="${1:-9}"
frames="${2:-600}"
cd "$root"
swift build -c release --product SDLFront > /dev/null
bin="$(swift build -c release --show-bin-path)/SDLFront"
fling="$root/.build-bench/fling.jsonl"
# shellcheck source=lib/fling.sh
source "$root/scripts/lib/fling.sh"
write_fling "$fling" "$frames"
total() {  # the total p50 (ms) of one run
    SDL_VIDEODRIVER=dummy "$bin" --headless --frames "$frames" --width 1024 --height 640 --stats "$@" |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["total_ms"]["median"])'
}
results="$(mktemp)"
trap 'rm -f "$results"' EXIT
for ((r = 1; r <= rounds; r++)); do
    for bands in 1 default; do
        opts=()
        [ "$bands" = 1 ] && opts=(--raster-bands 1)
        wheel="$(total "${opts[@]}" --replay "$fling")"
        empty="$(total "${opts[@]}" --stats-baseline)"
        echo "round $r  bands $bands  wheel $wheel  empty $empty" | tee -a "$results"
    done
done
python3 - "$results" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
for bands in ("1", "default"):
    r = [(float(x[5]), float(x[7])) for x in rows if x[3] == bands]
    ratios = sorted(w / e for w, e in r)
    print(f"bands {bands:7}  wheel p50 {statistics.median(w for w, _ in r):.3f} ms  "
          f"empty p50 {statistics.median(e for _, e in r):.3f} ms  "
          f"ratio median {statistics.median(ratios):.2f} (rounds {ratios[0]:.2f}-{ratios[-1]:.2f}; target <= 3)")
PY
