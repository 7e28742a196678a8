#!/usr/bin/env bash
# Builds the DocC documentation of every library module (swift-docc-plugin) and fails when any
# of them prints a warning: a broken symbol link, a link to a symbol of another module (write
# those in code font), a missing article. Run by scripts/test.sh, so by CI.
#
#     scripts/docc-check.sh [MODULE...]   # default: every library module of Package.swift
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null 2>&1 && export PATH="/opt/swift/usr/bin:$PATH"
modules=("$@")
[ "${#modules[@]}" -gt 0 ] || modules=(WheelPrimitives WheelRendering WheelMotion WheelSemantics WheelCore WheelCharts SeriesIO WheelLocale WheelSVG WheelRaster)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
failed=0
for module in "${modules[@]}"; do
    if ! swift package --disable-sandbox generate-documentation --target "$module" > "$log" 2>&1; then
        cat "$log" >&2
        echo "docc-check: the documentation of $module does not build" >&2
        failed=1
        continue
    fi
    if grep -q "^warning:" "$log"; then
        grep -A2 "^warning:" "$log" >&2
        echo "docc-check: $module's documentation has $(grep -c '^warning:' "$log") warnings (above)" >&2
        failed=1
    fi
done
[ "$failed" -eq 0 ] || exit 1
echo "docc-check: ${#modules[@]} modules documented without a warning (${modules[*]})"
