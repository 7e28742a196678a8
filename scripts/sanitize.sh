#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer, and the rasteriser's band and band-thread tests
# and the app's headless runs under ThreadSanitizer. Exits non-zero on any sanitizer report or
# failure.
#
#   scripts/sanitize.sh            # both
#   scripts/sanitize.sh address    # ASan only
#   scripts/sanitize.sh thread     # TSan only
#
# Each sanitizer builds into its own directory (.build-asan, .build-tsan), so the normal
# .build stays as it is. The command-line tests run the sanitised SDLFront (SDLFRONT_BINARY).
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh --base
WHICH="${1:-all}"
case "$WHICH" in all|address|thread) ;; *) echo "sanitize: expected address, thread or nothing, got $WHICH" >&2; exit 2 ;; esac
export SDL_VIDEODRIVER=dummy

if [ "$WHICH" != thread ]; then
    echo "== AddressSanitizer: the whole test suite"
    swift build --build-tests --sanitize=address --build-path .build-asan
    export SDLFRONT_BINARY="$(swift build --sanitize=address --build-path .build-asan --show-bin-path)/SDLFront"
    # Leaks in system libraries (fontconfig, Mesa) are not ours; errors still stop the run.
    ASAN_OPTIONS="halt_on_error=1:detect_leaks=0" swift test --skip-build --sanitize=address --build-path .build-asan
    unset SDLFRONT_BINARY
fi

if [ "$WHICH" != address ]; then
    echo "== ThreadSanitizer: the rasteriser's band tests and the app's headless runs"
    swift build --build-tests --sanitize=thread --build-path .build-tsan
    TSAN_OPTIONS="halt_on_error=1" swift test --skip-build --sanitize=thread --build-path .build-tsan --filter "BandTests|FastRowTests|BandPoolTests"
    BIN="$(swift build --sanitize=thread --build-path .build-tsan --show-bin-path)/SDLFront"
    OUT="$(mktemp -d)"
    trap 'rm -rf "$OUT"' EXIT
    printf '%s\n' \
        '{"t_ms": 0, "type": "down", "x": 600, "y": 450}' \
        '{"t_ms": 16, "type": "move", "x": 600, "y": 350}' \
        '{"t_ms": 32, "type": "up", "x": 600, "y": 250}' \
        '{"t_ms": 500, "type": "key", "key": "F2"}' \
        '{"t_ms": 600, "type": "wheel", "dx": 0, "dy": -2, "x": 500, "y": 300}' \
        '{"t_ms": 700, "type": "resize", "w": 900, "h": 700}' \
        '{"t_ms": 800, "type": "key", "key": "F3"}' >"$OUT/run.jsonl"
    for args in \
        "--frames 30 --raster-bands 16 --stats" \
        "--frames 20 --scene range --raster-bands 8 --stats --screenshot $OUT/range.png" \
        "--frames 20 --scene spring --scale 2 --raster-bands 16 --screenshot $OUT/spring.png" \
        "--replay $OUT/run.jsonl --raster-bands 16 --screenshot $OUT/replay.png --trace $OUT/replay.jsonl"; do
        echo "-- SDLFront --headless $args"
        # shellcheck disable=SC2086
        TSAN_OPTIONS="halt_on_error=1" "$BIN" --headless $args >/dev/null
    done
fi
echo "sanitize: clean"
