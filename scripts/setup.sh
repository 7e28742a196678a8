#!/usr/bin/env bash
# The one installer: installs the system packages of scripts/apt-packages.txt that are missing
# (apt-get, as root or with sudo) and checks that Swift 6 is there (/opt/swift or PATH).
#
#     scripts/setup.sh            # what building, the demo and the tests need (group base)
#     scripts/setup.sh --bench    # also what the benchmarks need (group bench)
#
# Other scripts source it (`source scripts/setup.sh --base`) so that Swift is on their PATH
# too. Pass the group explicitly when sourcing: a sourced script without arguments sees the
# caller's. Works from any directory, run or sourced. It installs nothing into any Python: the
# Python binding's checks keep their packages in the project's .venv (scripts/lib/python-env.sh).
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
fi
wheelpicker_setup() {
    local root list groups=(base) missing=() p sudo=""
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    list="$root/scripts/apt-packages.txt"
    case "${1:-}" in
        "" | --base) ;;
        --bench) groups+=(bench) ;;
        *) echo "setup: unknown argument '$1' (expected --base, --bench or nothing)" >&2; return 2 ;;
    esac
    local packages
    packages="$(awk -v want=" ${groups[*]} " '!/^#/ && NF > 1 && index(want, " " $1 " ") { for (i = 2; i <= NF; i++) print $i }' "$list")"
    for p in $packages; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        [ "$(id -u)" -ne 0 ] && sudo="sudo"
        # Everything on stderr: a caller's standard output may be captured (scripts/c-host.sh).
        echo "setup: installing ${missing[*]}" >&2
        $sudo apt-get update -q >&2 || return 1
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}" >&2 || return 1
    fi
    if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
        export PATH="/opt/swift/usr/bin:$PATH"
    fi
    command -v swift >/dev/null 2>&1 || { echo "setup: Swift 6 is needed (swift not found at /opt/swift or on PATH)" >&2; return 1; }
}
wheelpicker_setup_status=0
wheelpicker_setup "$@" || wheelpicker_setup_status=$?
unset -f wheelpicker_setup
if [ "$wheelpicker_setup_status" -ne 0 ]; then
    if [ "${BASH_SOURCE[0]}" != "$0" ]; then return "$wheelpicker_setup_status"; fi
    exit "$wheelpicker_setup_status"
fi
unset wheelpicker_setup_status
