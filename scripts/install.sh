#!/usr/bin/env bash
# Builds in release and installs the demo and the C library like any library:
#
#     scripts/install.sh [--prefix DIR]      # default /usr/local
#
#   DIR/bin/SDLFront                      the demo (Swift runtime linked in; finds its assets in
#                                         DIR/share/wheelpicker from any working directory)
#   DIR/lib/libwheelcore.so.1.N.0         the C interface (N: WHEEL_ABI_VERSION of wheelcore.h), soname
#   DIR/lib/libwheelcore.so.1, .so        libwheelcore.so.1, with the Swift runtime linked in and only
#                                         the wheel_* symbols exported
#   DIR/include/wheelcore.h
#   DIR/lib/pkgconfig/wheelcore.pc        cc host.c $(pkg-config --cflags --libs wheelcore); outside
#                                         /usr and /usr/local its --libs carry -Wl,-rpath,DIR/lib, so
#                                         the host finds libwheelcore.so.1 without LD_LIBRARY_PATH
#   DIR/share/wheelpicker/                fonts (with their licence) and data
#   DIR/share/wheelpicker/install-manifest.txt   every file installed; scripts/uninstall.sh reads it
#
# The build lives in .build-install/ so that it does not disturb the debug build.
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

prefix=/usr/local
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a directory" >&2; exit 2; }; prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        -h|--help) source scripts/lib/help.sh --help ;;
        *) echo "install: unknown argument '$1' (expected --prefix DIR)" >&2; exit 2 ;;
    esac
done
[ -n "$prefix" ] || { echo "install: --prefix is empty" >&2; exit 2; }
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
source scripts/setup.sh --base

# The library's version: MAJOR.ABI.0, the soname's major number (WHEEL_ABI_MAJOR, changed only
# when compatibility breaks) and the header's compatible revision (WHEEL_ABI_VERSION).
abi=$(sed -n 's/^#define WHEEL_ABI_MAJOR \([0-9][0-9]*\)$/\1/p' Sources/WheelCoreC/include/wheelcore.h)
revision=$(sed -n 's/^#define WHEEL_ABI_VERSION \([0-9][0-9]*\)$/\1/p' Sources/WheelCoreC/include/wheelcore.h)
[ -n "$abi" ] && [ -n "$revision" ] || { echo "install: WHEEL_ABI_MAJOR/VERSION not found in wheelcore.h" >&2; exit 1; }
version="$abi.$revision.0"

scratch=.build-install
# -static-stdlib links the Swift runtime into the binaries, so they run without the toolchain.
swift build -c release --scratch-path "$scratch" --product SDLFront --static-swift-stdlib -Xswiftc -static-stdlib >&2
swift build -c release --scratch-path "$scratch" --product wheelcore -Xswiftc -static-stdlib \
    -Xlinker "--version-script=$PWD/scripts/lib/wheelcore.map" -Xlinker "-soname=libwheelcore.so.$abi" >&2
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)

# Refuse to install a library that still needs the toolchain or exports Swift symbols.
if readelf -d "$bin/libwheelcore.so" | grep -q 'NEEDED.*libswift'; then
    echo "install: libwheelcore.so still needs the Swift runtime:" >&2
    readelf -d "$bin/libwheelcore.so" | grep NEEDED >&2
    exit 1
fi
extra=$(nm -D --defined-only --extern-only "$bin/libwheelcore.so" | awk '$3 !~ /^wheel_/ && $2 != "A"' || true)
if [ -n "$extra" ]; then
    echo "install: libwheelcore.so exports symbols outside the C interface:" >&2
    echo "$extra" | head >&2
    exit 1
fi

share="$prefix/share/wheelpicker"
manifest_files=()
put() { # put MODE SOURCE DEST
    install -D -m "$1" "$2" "$3"
    manifest_files+=("$3")
}
put 755 "$bin/SDLFront" "$prefix/bin/SDLFront"
put 755 "$bin/libwheelcore.so" "$prefix/lib/libwheelcore.so.$version"
ln -sfn "libwheelcore.so.$version" "$prefix/lib/libwheelcore.so.$abi"
ln -sfn "libwheelcore.so.$abi" "$prefix/lib/libwheelcore.so"
manifest_files+=("$prefix/lib/libwheelcore.so.$abi" "$prefix/lib/libwheelcore.so")
put 644 Sources/WheelCoreC/include/wheelcore.h "$prefix/include/wheelcore.h"
pc=$(mktemp)
# A prefix the dynamic linker does not search gets an rpath in --libs: a host built with the
# README's one line then runs from there (the system prefixes need none, and ldconfig below).
case "$prefix" in
    /usr|/usr/local) rpath="" ;;
    *) rpath='-Wl,-rpath,${libdir} ' ;;
esac
sed -e "s|@PREFIX@|$prefix|" -e "s|@VERSION@|$version|" -e "s|@RPATH@|$rpath|" scripts/lib/wheelcore.pc.in > "$pc"
put 644 "$pc" "$prefix/lib/pkgconfig/wheelcore.pc"
rm -f "$pc"
for f in Assets/fonts/* Assets/*.csv; do
    put 644 "$f" "$share/${f#Assets/}"
done
manifest="$share/install-manifest.txt"
manifest_files+=("$manifest")
printf '%s\n' "${manifest_files[@]}" > "$manifest"
chmod 644 "$manifest"
# Let the dynamic linker find the library in a system prefix.
if [ "$(id -u)" -eq 0 ] && command -v ldconfig >/dev/null && grep -qs "^$prefix/lib\$" /etc/ld.so.conf /etc/ld.so.conf.d/*.conf; then
    ldconfig
fi
echo "install: installed ${#manifest_files[@]} files under $prefix (list: $manifest)"
