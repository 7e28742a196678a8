#!/usr/bin/env bash
# Keeps the public API honest: lists the public declarations (and conformances) of every
# library product's module from `swift package dump-symbol-graph` and compares them with the
# committed API/<Module>.txt files. Fails with the diff when they differ or when a public
# declaration in our sources has no /// summary. The surface is reviewed, not counted: a change
# that adds or removes public API says why in its commit (the counts printed are for reading).
#
#     scripts/api-check.sh            # check (run by scripts/test.sh, so by CI)
#     scripts/api-check.sh --update   # rewrite API/*.txt after an intended change; review the diff
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null 2>&1 && export PATH="/opt/swift/usr/bin:$PATH"

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
