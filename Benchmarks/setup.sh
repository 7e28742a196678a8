#!/usr/bin/env bash
# System packages the benchmarks need (Debian/Ubuntu, as root or with sudo).
# ordo-one/benchmark 1.38.1 counts allocations with its own malloc interposer (the
# "MallocInterposer" trait) on Swift 6.3, so jemalloc is not required; libjemalloc-dev is
# installed anyway for older toolchains, where the plugin's malloc metrics use jemalloc.
# The SDL packages are those of the main package (scripts/bench-stats.sh runs SDLFront).
set -euo pipefail
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
$sudo apt-get install -y -qq libjemalloc-dev python3-venv libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev >/dev/null
echo "benchmark prerequisites installed"
