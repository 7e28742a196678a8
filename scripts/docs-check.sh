#!/usr/bin/env bash
# Keeps the house tidy (run by scripts/test.sh, so by CI):
#   1. BENCHMARKS.md holds current figures only: at most 300 lines, and no dated log (no
#      heading with a date, no "sixth session", "this session" or "branch NAME"); what was
#      tried and left out goes in commit bodies, the history in git.
#   2. Commit subjects follow CONTRIBUTING.md: every commit since the convention began (after
#      306e1e2) has a subject of at most 72 characters. Skipped where git or that commit is
#      not there (an export without history).
#
#     scripts/docs-check.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
status=0
lines=$(wc -l < BENCHMARKS.md)
if [ "$lines" -gt 300 ]; then
    echo "docs-check: BENCHMARKS.md has $lines lines, at most 300 allowed: keep current figures, move the story to a commit body" >&2
    status=1
fi
logs=$(grep -n -i -E '^#+ .*[0-9]{4}-[0-9]{2}-[0-9]{2}|\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|this|last|next|previous|earlier|the day.s) session\b|\bbranch [a-z0-9_-]+[ ,)]' BENCHMARKS.md || true)
if [ -n "$logs" ]; then
    echo "docs-check: BENCHMARKS.md has dated logs (put them in a commit body):" >&2
    echo "$logs" | sed 's/^/  BENCHMARKS.md:/' >&2
    status=1
fi
if git rev-parse --git-dir > /dev/null 2>&1 && git cat-file -e 306e1e2^{commit} 2> /dev/null; then
    long=$(git log --no-merges --format='%h %s' 306e1e2..HEAD | python3 -c '
import sys
for line in sys.stdin.read().splitlines():
    sha, _, subject = line.partition(" ")
    if len(subject) > 72:
        print(f"  {sha} ({len(subject)} characters): {subject[:60]}...")')
    if [ -n "$long" ]; then
        echo "docs-check: commit subjects over 72 characters (CONTRIBUTING.md; the detail goes in the body):" >&2
        echo "$long" >&2
        status=1
    fi
fi
[ "$status" -eq 0 ] && echo "docs-check: ok (BENCHMARKS.md $lines lines)"
exit "$status"
