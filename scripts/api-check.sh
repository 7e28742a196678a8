#!/usr/bin/env bash
# Keeps the public API honest: lists the public declarations (and conformances) of every
# library product's module from `swift package dump-symbol-graph` and compares them with the
# committed API/<Module>.txt files. Fails with the diff when they differ, when a public
# declaration in our sources has no /// summary, or when what `import WheelCore` or
# `import WheelCharts` brings (the module plus every module it re-exports) exceeds its budget of
# public declarations (see BUDGETS below).
#
#     scripts/api-check.sh            # check (run by scripts/test.sh, so by CI)
#     scripts/api-check.sh --update   # rewrite API/*.txt after an intended change; review the diff
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null 2>&1 && export PATH="/opt/swift/usr/bin:$PATH"

# Budgets of public declarations (every symbol but conformance lines) that `import <Module>`
# brings, re-exports included; a module must stay under its budget. Issue 28 asked for under 150
# for WheelCore. The rule that keeps it there: what a host hands the wheel (configuration,
# style, items, viewport, time) it builds with an initialiser and keeps, so those values have no
# public properties; what the engine makes (display-list payloads, reuse keys) renderers read
# and do not build. What makes up the count:
#  - WheelCore (149 = 50 + WheelPrimitives' 99): the controller (18: init, the 11 methods that
#    move it, change its items and settings, draw and hit-test, committed item, phase and
#    geometry, the semantics tree and action entry points), its configuration (2: built, then
#    checked where it is used), style (2), the data source (3: count and `item(at:)`) with
#    `[WheelItem]` as one (2) and WheelItem (2), geometry (5), events, phase, curve, label side
#    (16); the primitives: input events as enum cases and their time (24, the charts' keys
#    included), display list and command values with the text measurer (47; a layer marker is
#    an opaque caching hint, a reuse key an opaque hashable slot), geometry and colour (20),
#    RangeError/OutOfRange (8). The motion constants (WheelPhysics) are WheelMotion's, imported
#    by the embedders who tune them.
#  - WheelCharts (263 = 164 + the same primitives), under the same rule: two controllers (range
#    selector, spring chart) with their configurations and styles (built, not read back),
#    events, phases, hit targets, geometry and layout, semantics parts, the renderer and the
#    min/max pyramid it draws from. Ticks, number formatting, animators, control layouts and
#    tuning constants are package API; the reduction the benchmarks time is SPI
#    (`@_spi(Benchmarks) import WheelCharts`), outside the public surface.
BUDGETS="WheelCore=150 WheelCharts=265"
update=0
case "${1:-}" in
    "") ;;
    --update) update=1 ;;
    *) echo "api-check: unknown argument '$1' (expected --update or nothing)" >&2; exit 2 ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift package describe --type json > "$work/package.json"
log="$work/dump.log"
if ! swift package dump-symbol-graph --skip-synthesized-members > "$log" 2>&1; then
    cat "$log" >&2
    echo "api-check: swift package dump-symbol-graph failed" >&2
    exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -1)
[ -d "$graphs" ] || { cat "$log" >&2; echo "api-check: no symbol graph directory in the output above" >&2; exit 1; }

mkdir -p "$work/API"
status=0
swift scripts/api-surface.swift "$work/package.json" "$graphs" "$work/API" > "$work/counts.txt" || status=$?
[ "$status" -le 1 ] || exit "$status"
[ "$status" -eq 0 ] || echo "api-check: the public declarations above need a /// summary" >&2

for entry in $BUDGETS; do
    module=${entry%%=*} budget=${entry#*=}
    count=$(awk -v m="$module" '$1 == m { print $3 }' "$work/counts.txt")
    if [ -z "$count" ] || [ "$count" -ge "$budget" ]; then
        echo "api-check: import $module brings ${count:-no} public declarations (re-exports included); the budget is under $budget" >&2
        status=1
    fi
done

if [ "$update" -eq 1 ]; then
    mkdir -p API
    rm -f API/*.txt
    cp "$work"/API/*.txt API/
    echo "api-check: wrote $(ls API/*.txt | tr '\n' ' ')"
    cat "$work/counts.txt"
    exit "$status"
fi

if ! diff -ru API "$work/API" > "$work/api.diff"; then
    sed "s|$work/API|(built)|g" "$work/api.diff" >&2
    echo "api-check: the public API differs from API/*.txt (lines with + are in the build, - only in API/)." >&2
    echo "api-check: if the change is intended, run scripts/api-check.sh --update and commit API/." >&2
    status=1
fi
[ "$status" -ne 0 ] || echo "api-check: public API matches API/*.txt; declarations (own, with re-exports): $(awk '{ printf "%s %s %s; ", $1, $2, $3 }' "$work/counts.txt")"
exit "$status"
