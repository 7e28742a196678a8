#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine (Swift itself is expected at
# /opt/swift or on PATH) and builds the package. Safe to run again: installs only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

read -r -a PACKAGES < scripts/apt-packages.txt
missing=()
for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    echo "setup: installing ${missing[*]}"
    $SUDO apt-get update -q
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${missing[@]}"
fi

if ! command -v swift >/dev/null 2>&1; then
    [ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"
fi
command -v swift >/dev/null 2>&1 || { echo "setup: Swift 6 is needed (swift not found on PATH)" >&2; exit 1; }

# The Python binding's hosts and tests (pygame-ce, pycairo: built against libcairo2-dev, pytest).
if ! python3 -c 'import pygame, cairo, pytest, wheel' >/dev/null 2>&1; then
    echo "setup: installing bindings/python/requirements-dev.txt"
    python3 -m pip install -q -r bindings/python/requirements-dev.txt
fi
