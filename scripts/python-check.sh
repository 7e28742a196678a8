#!/usr/bin/env bash
# The Python binding (bindings/python) against a libwheelcore (run by scripts/test.sh and, on the
# installed library, by scripts/install-check.sh). It builds what the tests need (the library,
# WheelExample, SDLFront) and runs them in the project's virtual environment (.venv, made by
# scripts/lib/python-env.sh), never in the user's Python:
#   1. `pip install` of bindings/python into a temporary directory (it installs like a package);
#   2. its pytest suite from that install: same events as WheelExample for the same fling, the
#      cairo picture of a frame equal to SDLFront's headless screenshot within a small per-pixel
#      tolerance, the pygame host headless to a PNG, bad calls raising clear exceptions.
#
#     scripts/python-check.sh [LIBRARY]     # default: the debug build's libwheelcore.so
#
# With LIBRARY "pkg-config", the library is found the way an installed one is (PKG_CONFIG_PATH).
# pytest's exit code 5 (no tests collected) counts as a failure.
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/lib/python-env.sh
[ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null 2>&1 && export PATH="/opt/swift/usr/bin:$PATH"

swift build --product wheelcore >&2
swift build --product WheelExample >&2
swift build --product SDLFront >&2
bin=$(swift build --show-bin-path)
library=${1:-$bin/libwheelcore.so}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Installed from the checkout as a user would (`pip install ./bindings/python`): the build backend
# builds on a copy, so no build/ or *.egg-info may appear in the checkout.
before=$(find bindings/python -maxdepth 1 \( -name build -o -name '*.egg-info' \) | sort)
"$PYTHON" -m pip install --quiet --disable-pip-version-check --no-build-isolation --no-deps --target "$work/site" \
    ./bindings/python >&2
after=$(find bindings/python -maxdepth 1 \( -name build -o -name '*.egg-info' \) | sort)
if [ "$before" != "$after" ]; then
    echo "python-check: pip install wrote into the checkout: $(comm -13 <(echo "$before") <(echo "$after"))" >&2
    exit 1
fi

export PYTHONPATH="$work/site" WHEELPICKER_ROOT="$PWD" WHEELCORE_EXAMPLE="$bin/WheelExample" \
    WHEELCORE_SDLFRONT="$bin/SDLFront" SDL_AUDIODRIVER=dummy
if [ "$library" = pkg-config ]; then
    unset WHEELCORE_LIBRARY
    echo "python-check: the library pkg-config names ($(pkg-config --variable=libdir wheelcore))"
else
    export WHEELCORE_LIBRARY="$library"
    echo "python-check: $library"
fi
# Run from the temporary directory, so that `import wheelcore` is the installed package.
status=0
(cd "$work" && "$PYTHON" -m pytest -q -p no:cacheprovider "$OLDPWD/bindings/python/tests") || status=$?
if [ "$status" -eq 5 ]; then
    echo "python-check: pytest collected no tests" >&2
    exit 1
fi
[ "$status" -eq 0 ] || { echo "python-check: pytest failed (exit $status)" >&2; exit 1; }
echo "python-check: ok"
