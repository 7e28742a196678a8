#!/usr/bin/env bash
# Re-measures the benchmarks' p90s and compares them with the committed ones in
# Benchmarks/Thresholds: a changed allocation count (mallocCountTotal) is a failure (exit 1);
# wall-clock p90s more than 25 % slower are listed as warnings (this VM's noise is ±20 %).
# `swift package benchmark thresholds check` cannot do it with ordo-one/benchmark 1.38.1:
# its reader looks for files named after the raw benchmark name, while `thresholds update`
# writes names with spaces replaced by underscores, so no file is ever found.
# Usage: scripts/bench-thresholds.sh [FILTER]   (a regex matching whole benchmark names, e.g.
# 'Raster.*'; default all)
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
filter=("--filter" "${1:-.*}")
# shellcheck source=setup.sh
source "$root/scripts/setup.sh" --bench
fresh="$(mktemp -d)"
trap 'rm -rf "$fresh"' EXIT
cd "$root/Benchmarks"
swift package --disable-sandbox --allow-writing-to-package-directory benchmark thresholds update \
    --path "$fresh" "${filter[@]}" > "$fresh/log" 2>&1 || { tail -20 "$fresh/log"; exit 2; }
python3 - "$root/Benchmarks/Thresholds" "$fresh" <<'PY'
import json, pathlib, sys
committed, fresh = map(pathlib.Path, sys.argv[1:3])
failures = 0
measured = sorted(fresh.glob("*.p90.json"))
if not measured:
    # The filter is matched against whole names ("Raster.*", not "Raster").
    print("no benchmark matched the filter (it must match a whole name, e.g. 'Raster.*')")
    sys.exit(2)
for new in measured:
    old = committed / new.name
    name = new.name.removesuffix(".p90.json").replace("_", " ")
    now = json.loads(new.read_text())
    if not old.exists():
        print(f"NEW       {name}: {now} (no committed thresholds; add them with thresholds update)")
        continue
    then = json.loads(old.read_text())
    if now.get("mallocCountTotal") != then.get("mallocCountTotal"):
        failures += 1
        print(f"ALLOCS    {name}: {then.get('mallocCountTotal')} -> {now.get('mallocCountTotal')}")
    elif now.get("wallClock", 0) > 1.25 * then.get("wallClock", 0):
        print(f"SLOWER    {name}: p90 {then['wallClock']} -> {now['wallClock']} ns")
    else:
        print(f"ok        {name}: allocations {now.get('mallocCountTotal')}, p90 {now.get('wallClock')} ns (committed {then.get('wallClock')})")
sys.exit(1 if failures else 0)
PY
