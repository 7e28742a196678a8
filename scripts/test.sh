#!/usr/bin/env bash
# Sets everything up (scripts/setup.sh) and runs the whole test suite (unit, property, pixel and
# command-line tests), then the checks: the C interface (scripts/c-api-check.sh), accessibility
# with a real AT-SPI client (scripts/a11y-check.sh) and with the Orca screen reader
# (scripts/orca-check.sh), the Python binding (scripts/python-check.sh), the public API against
# API/*.txt (scripts/api-check.sh), no back doors (scripts/package-access-check.sh), the
# documents (scripts/docs-check.sh),
# Docs/command-line.md against SDLFront --help (scripts/cli-reference.sh --check), the install
# (scripts/install-check.sh), a WheelCore-only dependent package (scripts/dependent-check.sh),
# the DocC documentation (scripts/docc-check.sh) and the benchmark package's build. This is
# what CI runs.
#
#     scripts/test.sh [ARGS]            # everything; ARGS go to `swift test` (e.g. --filter X)
#     scripts/test.sh --quick [ARGS]    # the edit loop: unit and property tests only (no suite
#                                       # that starts the app or opens a window, no checks; the
#                                       # random streams and fuzz inputs cut to a tenth)
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
quick=0
if [ "${1:-}" = "--quick" ]; then quick=1; shift; fi
source scripts/setup.sh --base
if [ "$quick" -eq 1 ]; then
    # SDLFrontTests start the app (about a hundred runs, windows among them): the full run's.
    swift build --build-tests
    # The random-stream, fuzz and triangle-path comparisons with fewer inputs (CI runs them all).
    WHEELPICKER_QUICK_TESTS=1 RANDOM_STREAMS="${RANDOM_STREAMS:-20}" FUZZ_ITERATIONS="${FUZZ_ITERATIONS:-300}" \
        exec swift test --skip-build --skip '^SDLFrontTests\.' "$@"
fi
swift build --product SDLFront
swift test "$@"
# The C interface: header as C99/C++, the C host's headless run equals WheelExample's, Python ctypes.
bash scripts/c-api-check.sh
# Accessibility end to end: a pyatspi client reads and drives the app in a window on a private
# AT-SPI bus; the app without a bus runs as before.
bash scripts/a11y-check.sh
bash scripts/orca-check.sh  # what Orca, the screen reader, speaks key by key (Docs/accessibility.md)
# The Python binding: pip-installed, its pytest suite (events, pictures, errors) on the debug library.
bash scripts/python-check.sh
# The public API of every library module matches the committed API/*.txt (see the script).
bash scripts/api-check.sh
# No back doors: the app, the C bridge and the renderers build on the libraries' public API alone.
bash scripts/package-access-check.sh
# BENCHMARKS.md current and short, commit subjects short (CONTRIBUTING.md).
bash scripts/docs-check.sh
# The command-line reference is what the binary prints.
BIN="$(swift build --show-bin-path)/SDLFront" bash scripts/cli-reference.sh --check
# The install: a temporary prefix, the installed app and C host run without the toolchain.
bash scripts/install-check.sh
# A package that uses only WheelCore: builds without warnings, fetches only swift-numerics.
bash scripts/dependent-check.sh
# Every library module's DocC documentation builds without a warning.
bash scripts/docc-check.sh
# The benchmark programs (their own package, Benchmarks/) still build on the public API.
(cd Benchmarks && swift build)

