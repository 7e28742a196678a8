#!/usr/bin/env bash
# Removes exactly what scripts/install.sh installed under a prefix, from its manifest
# (PREFIX/share/wheelpicker/install-manifest.txt), and the directories that became empty.
#
#     scripts/uninstall.sh [--prefix DIR]    # default /usr/local
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
prefix=/usr/local
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "uninstall: --prefix needs a directory" >&2; exit 2; }; prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        *) echo "uninstall: unknown argument '$1' (expected --prefix DIR)" >&2; exit 2 ;;
    esac
done
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
manifest="$prefix/share/wheelpicker/install-manifest.txt"
[ -f "$manifest" ] || { echo "uninstall: no install manifest at $manifest" >&2; exit 1; }
count=0
while IFS= read -r f; do
    case "$f" in "$prefix"/*) ;; *) echo "uninstall: skipping '$f' (outside $prefix)" >&2; continue ;; esac
    if [ -e "$f" ] || [ -L "$f" ]; then rm -f "$f"; count=$((count + 1)); fi
    d=$(dirname "$f")
    while [ "$d" != "$prefix" ] && rmdir "$d" 2>/dev/null; do d=$(dirname "$d"); done
done < "$manifest"
echo "uninstall: removed $count files from $prefix"
