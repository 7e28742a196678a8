#!/usr/bin/env bash
# Checks the install as a user of the installed library would (run by scripts/test.sh, so by CI):
#   1. scripts/install.sh into a temporary prefix;
#   2. the installed SDLFront, run from / with no environment variable and with the Swift
#      toolchain hidden (a private mount over /opt/swift), draws a headless frame to a PNG;
#   3. libwheelcore.so needs no Swift library (ldd) and exports only wheel_* symbols;
#   4. Examples/CHost builds with the README's line, `cc ... $(pkg-config --cflags --libs
#      wheelcore sdl2 SDL2_ttf)` and no rpath of its own (the .pc carries it for a prefix outside
#      /usr and /usr/local), and, with the toolchain hidden, prints the same events as WheelExample;
#   5. a host built against the frozen version 1 header (Tests/CAPI/old_host.c) runs against the
#      installed library, toolchain hidden, and prints the same events;
#   6. the Python binding's tests (scripts/python-check.sh) with the library pkg-config names;
#   7. scripts/uninstall.sh removes every installed file and leaves the prefix empty.
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh --base

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
fail() { echo "install-check: $*" >&2; exit 1; }

bash scripts/install.sh --prefix "$prefix"

# Runs a command with the toolchain out of reach where a private mount namespace can be had
# (root, as in CI); elsewhere with a bare environment only.
toolchain=/opt/swift
hidden() {
    if [ "$(id -u)" -eq 0 ] && [ -d "$toolchain" ] && command -v unshare >/dev/null \
        && unshare -m true 2>/dev/null; then
        unshare -m sh -c 'mount -t tmpfs none "$0" && cd / && exec env -i PATH=/usr/bin:/bin "$@"' "$toolchain" "$@"
    else
        (cd / && exec env -i PATH=/usr/bin:/bin "$@")
    fi
}

echo "install-check: the installed SDLFront from / without the toolchain"
hidden "$prefix/bin/SDLFront" --headless --frames 2 --screenshot "$work/shot.png"
[ -s "$work/shot.png" ] || fail "the installed SDLFront wrote no screenshot"
head -c 8 "$work/shot.png" | od -An -c | grep -q 'P   N   G' || fail "the screenshot is not a PNG"

echo "install-check: libwheelcore.so stands alone"
lib="$prefix/lib/libwheelcore.so"
[ "$(readlink "$lib")" = libwheelcore.so.1 ] || fail "lib/libwheelcore.so does not point at the soname"
readelf -d "$lib" | grep -q 'SONAME.*libwheelcore\.so\.1' || fail "no soname libwheelcore.so.1"
if ldd "$lib" | grep -E 'libswift|not found'; then fail "libwheelcore.so needs the libraries above"; fi
exported=$(nm -D --defined-only --extern-only "$lib" | awk '$2 != "A" { print $3 }')
[ -n "$exported" ] || fail "libwheelcore.so exports nothing"
if echo "$exported" | grep -v '^wheel_'; then fail "libwheelcore.so exports the symbols above"; fi
echo "install-check: $(echo "$exported" | wc -l) symbols exported, all wheel_*"

echo "install-check: the C host through pkg-config"
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
datadir=$(pkg-config --variable=datadir wheelcore)
# shellcheck disable=SC2046
cc -std=c99 -Wall -Wextra -Werror -O2 Examples/CHost/*.c \
    $(pkg-config --cflags --libs wheelcore sdl2 SDL2_ttf) -lm -o "$work/c-host"
swift build --product WheelExample >&2
"$(swift build --show-bin-path)/WheelExample" "$work/example.svg" | grep -E '^(centred|committed|released):' > "$work/swift.txt"
hidden "$work/c-host" --headless --assets "$datadir" | grep -E '^(centred|committed|released):' > "$work/c.txt"
[ -s "$work/swift.txt" ] || fail "WheelExample printed no events"
diff -u "$work/swift.txt" "$work/c.txt" || fail "the installed C host's events differ from WheelExample's (- Swift, + C)"

echo "install-check: a host built against the version 1 header, on the installed library"
cc -std=c99 -Wall -Wextra -Werror -O2 -I Tests/CAPI/v1 Tests/CAPI/old_host.c Examples/CHost/elements.c \
    -L "$prefix/lib" -lwheelcore -Wl,-rpath,"$prefix/lib" -lm -o "$work/old-host"
hidden "$work/old-host" "$datadir/elements.csv" | grep -E '^(centred|committed|released):' > "$work/old.txt"
diff -u "$work/swift.txt" "$work/old.txt" || fail "the version 1 host's events differ from WheelExample's (- Swift, + old host)"

echo "install-check: the Python binding on the installed library (found through pkg-config)"
bash scripts/python-check.sh pkg-config

echo "install-check: uninstall"
bash scripts/uninstall.sh --prefix "$prefix"
left=$(find "$prefix" -mindepth 1 | head)
[ -z "$left" ] || fail "files left after uninstall: $left"
echo "install-check: ok"
