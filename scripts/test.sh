#!/usr/bin/env bash
# Sets everything up and runs the whole test suite (unit, property, pixel and command-line tests),
# then checks the C interface (scripts/c-api-check.sh), the Python binding (scripts/python-check.sh) and the public API against API/*.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build --product SDLFront
swift test "$@"
# The C interface: header as C99/C++, the C host's headless run equals WheelExample's, Python ctypes.
bash scripts/c-api-check.sh
# The Python binding: pip-installed, its pytest suite (events, pictures, errors) on the debug library.
bash scripts/python-check.sh
# The public API of every library module matches the committed API/*.txt (see the script).
bash scripts/api-check.sh
# The install: a temporary prefix, the installed app and C host run without the toolchain.
bash scripts/install-check.sh
