#!/usr/bin/env bash
# Checks the C interface (run by scripts/test.sh, so by CI):
#   1. include/wheelcore.h compiles alone as C99 (-Wall -Wextra -Werror -pedantic) and as C++11,
#      and a C++ program links against libwheelcore and calls it (extern "C");
#   2. the C host's --headless run prints the same centred:/committed:/released: lines as
#      `swift run WheelExample` (the same scripted drag and fling, through the C ABI);
#   3. a Python ctypes program flings the wheel through the library and checks the committed item;
#   4. a host built against the frozen version 1 header (Tests/CAPI/v1, old_host.c) runs against
#      today's library and prints the same event lines (the ABI grows without breaking hosts);
#      the frozen header's layouts are the ones the library serves (Tests/CAPI/v1_layout.c);
#   5. Tests/CAPI/item_changes.c: after an item change no queued event and no hit test names an
#      item the wheel no longer has; the out-struct initialisers compile with -Werror;
#   6. Tests/CAPI/date_measurer.c: a date picker fits its texts with the host's measurer
#      (wheel_date_picker_set_measurer), and a garbage answer is WHEEL_ERROR_CALLBACK;
#   7. Tests/CAPI/issue46.c (ASan, UBSan): the edges the random-call fuzzer found;
#   8. Tests/CAPI/fuzz_calls.c (ASan, UBSan): the random-call fuzzer calls every exported
#      wheel_* function (checked: `nm -u` of the fuzzer against `nm -D` of the library, so a
#      new export fails here until the fuzzer calls it) on FUZZ_SEEDS seeds (6) of
#      FUZZ_CALLS calls (8000), an invariant check after each; `scripts/fuzz.sh calls` runs
#      it longer.
#   9. Tests/CAPI/date_values.c (ASan, UBSan): the date picker's value level, no trap on any
#      value (a minimum after the maximum is an error), one event per settled change.
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null 2>&1 && export PATH="/opt/swift/usr/bin:$PATH"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
header=Sources/WheelCoreC/include/wheelcore.h

echo "c-api-check: one version everywhere"
abi_major=$(sed -n 's/^#define WHEEL_ABI_MAJOR \([0-9][0-9]*\)$/\1/p' "$header")
abi_version=$(sed -n 's/^#define WHEEL_ABI_VERSION \([0-9][0-9]*\)$/\1/p' "$header")
python_version=$(sed -n 's/^version = "\(.*\)"$/\1/p' bindings/python/pyproject.toml)
if [ "$python_version" != "$abi_major.$abi_version.0" ]; then
    echo "c-api-check: bindings/python/pyproject.toml says version $python_version; the library is" \
        "$abi_major.$abi_version.0 (WHEEL_ABI_MAJOR.WHEEL_ABI_VERSION.0 of wheelcore.h): make them agree" >&2
    exit 1
fi

echo "c-api-check: header as C99 and C++"
cc -std=c99 -Wall -Wextra -Werror -pedantic -fsyntax-only -x c "$header"
c++ -std=c++11 -Wall -Wextra -Werror -pedantic -fsyntax-only -x c++ "$header"

swift build --product wheelcore >&2
swift build --product WheelExample >&2
bin=$(swift build --show-bin-path)
c++ -std=c++11 -Wall -Wextra -Werror -I Sources/WheelCoreC/include Tests/CAPI/abi_version.cpp \
    -L "$bin" -lwheelcore -Wl,-rpath,"$bin" -o "$work/abi-version"
"$work/abi-version"

echo "c-api-check: the C host's headless run against WheelExample"
host=$(C_HOST_BUILD_ONLY=1 bash scripts/c-host.sh)
"$bin/WheelExample" "$work/example.svg" | grep -E '^(centred|committed|released):' > "$work/swift.txt"
"$host" --headless | grep -E '^(centred|committed|released):' > "$work/c.txt"
if [ "$(grep -c '^committed:' "$work/swift.txt")" -lt 1 ]; then
    echo "c-api-check: WheelExample printed no committed: line" >&2
    exit 1
fi
if ! diff -u "$work/swift.txt" "$work/c.txt"; then
    echo "c-api-check: the C host's events differ from WheelExample's (- Swift, + C)" >&2
    exit 1
fi
echo "c-api-check: same $(wc -l < "$work/c.txt") event lines"

echo "c-api-check: Python ctypes (a version 1 host)"
python3 Tests/CAPI/smoke_ctypes.py "$bin/libwheelcore.so"

echo "c-api-check: a host built against the version 1 header, on today's library"
cc -std=c11 -Wall -Wextra -Werror -pedantic -I Tests/CAPI/v1 -c Tests/CAPI/v1_layout.c -o "$work/v1_layout.o"
cc -std=c99 -Wall -Wextra -Werror -pedantic -I Tests/CAPI/v1 Tests/CAPI/old_host.c Examples/CHost/elements.c \
    -L "$bin" -lwheelcore -Wl,-rpath,"$bin" -lm -o "$work/old-host"
"$work/old-host" Assets/elements.csv | grep -E '^(centred|committed|released):' > "$work/old.txt"
if ! diff -u "$work/swift.txt" "$work/old.txt"; then
    echo "c-api-check: the version 1 host's events differ from WheelExample's (- Swift, + old host)" >&2
    exit 1
fi
echo "c-api-check: the version 1 host printed the same $(wc -l < "$work/old.txt") event lines"
echo "c-api-check: item changes (no stale item), the out-struct initialisers (-Wall -Wextra -Werror)"
cc -std=c99 -Wall -Wextra -Werror -pedantic -I Sources/WheelCoreC/include Tests/CAPI/item_changes.c \
    -L "$bin" -lwheelcore -Wl,-rpath,"$bin" -lm -o "$work/item-changes"
"$work/item-changes"
echo "c-api-check: a date picker measured by the host (-Wall -Wextra -Werror)"
cc -std=c99 -Wall -Wextra -Werror -pedantic -I Sources/WheelCoreC/include Tests/CAPI/date_measurer.c \
    -L "$bin" -lwheelcore -Wl,-rpath,"$bin" -lm -o "$work/date-measurer"
"$work/date-measurer"
echo "c-api-check: the date picker's value level (ABI 7), under ASan and UBSan (-Wall -Wextra -Werror)"
cc -std=c99 -Wall -Wextra -Werror -pedantic -fsanitize=address,undefined -fno-sanitize-recover=all -g \
    -I Sources/WheelCoreC/include Tests/CAPI/date_values.c -L "$bin" -lwheelcore -Wl,-rpath,"$bin" -lm \
    -o "$work/date-values"
ASAN_OPTIONS="detect_leaks=0" "$work/date-values"

sanitize="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
echo "c-api-check: issue 46's edges (-Wall -Wextra -Werror, ASan, UBSan)"
# shellcheck disable=SC2086 # the flags are words
cc -std=c99 -Wall -Wextra -Werror -pedantic -g -O1 $sanitize -I Sources/WheelCoreC/include Tests/CAPI/issue46.c \
    -L "$bin" -lwheelcore -Wl,-rpath,"$bin" -lm -o "$work/issue46"
"$work/issue46"
echo "c-api-check: the random-call fuzzer (-Wall -Wextra -Werror, ASan, UBSan)"
# shellcheck disable=SC2086
cc -std=c11 -Wall -Wextra -Werror -pedantic -g -O1 $sanitize -I Sources/WheelCoreC/include Tests/CAPI/fuzz_calls.c \
    -L "$bin" -lwheelcore -Wl,-rpath,"$bin" -lm -o "$work/fuzz-calls"
exports=$(nm -D --defined-only "$bin/libwheelcore.so" | awk '$2 == "T" && $3 ~ /^wheel_/ { print $3 }' | sort -u)
called=$(nm -u "$work/fuzz-calls" | awk '$2 ~ /^wheel_/ { print $2 }' | sort -u)
missing=$(comm -23 <(echo "$exports") <(echo "$called"))
if [ -n "$missing" ]; then
    echo "c-api-check: Tests/CAPI/fuzz_calls.c does not call these exported functions (add them):" >&2
    echo "$missing" >&2
    exit 1
fi
echo "c-api-check: the fuzzer calls all $(echo "$exports" | wc -l) exported wheel_* functions"
"$work/fuzz-calls" 1 "${FUZZ_SEEDS:-6}" "${FUZZ_CALLS:-8000}" | tail -1

echo "c-api-check: ok"
