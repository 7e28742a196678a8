#!/usr/bin/env bash
# End-to-end accessibility check with a real AT-SPI client: Xvfb, a private D-Bus session
# (dbus-run-session) with the accessibility bus (at-spi-bus-launcher --launch-immediately), the
# app in a window, and scripts/lib/a11y-client.py (pyatspi, Debian's /usr/bin/python3) reading
# and driving the wheel, a range handle and a spring slider by key presses (xdotool) and by
# AT-SPI actions, checking the tree, the events heard and the app's --trace agree. Then the app
# runs with --no-accessibility on the bus (not published), and without a bus, with a bogus bus
# address, with NO_AT_BRIDGE=1 and with a session or accessibility bus that never answers: it
# must start, draw and quit as before (with at most one note).
#
#     scripts/a11y-check.sh [PATH_TO_SDLFront]     # default: the debug build
#
# Bounded in time: every step has a timeout (about 1 minute in all); it never waits on a hang.
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/a11y-prepare.sh
a11y_prepare a11y-check "${1:-}" 1920x1080
work="$WORK"
trap 'kill "$XVFB_PID" 2> /dev/null || true; rm -rf "$work"' EXIT

# 1. With a bus: the client reads and drives the app.
cat > "$work/session.sh" << 'SESSION'
set -u
app="$1" work="$2" client="$3"
/usr/libexec/at-spi-bus-launcher --launch-immediately > "$work/launcher.log" 2>&1 &
launcher=$!
timeout 60 "$app" --select 5 --trace "$work/trace.jsonl" > "$work/app.out" 2> "$work/app.err" &
app_pid=$!
timeout 50 /usr/bin/python3 "$client" "$work/trace.jsonl" "$app_pid"
rc=$?
kill "$app_pid" 2> /dev/null
wait "$app_pid" 2> /dev/null
# --no-accessibility on the same bus: the app runs and publishes nothing.
timeout 20 "$app" --no-accessibility --frames 180 > /dev/null 2> "$work/optout.err" &
optout=$!
sleep 1.5
if timeout 10 /usr/bin/python3 -c '
import pyatspi, sys
d = pyatspi.Registry.getDesktop(0)
names = [d.getChildAtIndex(i).name for i in range(d.childCount) if d.getChildAtIndex(i) is not None]
sys.exit(1 if "SDLFront" in names else 0)'; then
    echo "a11y-client: ok   with --no-accessibility the app is not on the bus"
else
    echo "a11y-client: FAIL with --no-accessibility the app is on the bus"
    rc=1
fi
wait "$optout" || rc=1
kill "$launcher" 2> /dev/null
exit $rc
SESSION
echo "a11y-check: the client drives the app on a private accessibility bus"
if ! timeout 90 env XDG_RUNTIME_DIR="$work/runtime" dbus-run-session -- bash "$work/session.sh" "$APP" "$work" scripts/lib/a11y-client.py 2> "$work/session.err"; then
    echo "a11y-check: FAILED; the app's stderr:" >&2
    cat "$work/app.err" >&2 || true
    grep -v "fd limit" "$work/session.err" >&2 || true
    exit 1
fi
if [ -s "$work/app.err" ]; then
    echo "a11y-check: FAILED: the app wrote to stderr with a working bus:" >&2
    cat "$work/app.err" >&2
    exit 1
fi

# 2. Without a bus, and with a bogus one: the app runs as before (at most one note), never hangs.
check_without() {
    local what="$1"; shift
    local started=$SECONDS
    if ! env "$@" timeout 20 "$APP" --frames 30 --trace "$work/nobus.jsonl" > /dev/null 2> "$work/nobus.err"; then
        echo "a11y-check: FAILED: the app did not run $what:" >&2
        cat "$work/nobus.err" >&2
        exit 1
    fi
    local notes
    notes=$(wc -l < "$work/nobus.err")
    if [ "$notes" -gt 1 ] || [ "$(grep -c '"type":"frame"' "$work/nobus.jsonl")" -ne 30 ]; then
        echo "a11y-check: FAILED $what: $notes lines on stderr (at most 1), or not 30 frames:" >&2
        cat "$work/nobus.err" >&2
        exit 1
    fi
    echo "a11y-check: ok   the app runs $what ($((SECONDS - started)) s, stderr: $(cat "$work/nobus.err"))"
}
check_without "without a session bus" -u DBUS_SESSION_BUS_ADDRESS -u AT_SPI_BUS_ADDRESS
check_without "with a bogus bus address" -u AT_SPI_BUS_ADDRESS DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent/bus
check_without "with NO_AT_BRIDGE=1" NO_AT_BRIDGE=1 DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent/bus
# 3. A bus that accepts connections and never answers (a hung bus): without a guard, SDL's own
# D-Bus connection at start-up waits forever and the bridge 25 s per call; the app must start
# within its few seconds' patience, with one note.
hung="$work/hung.sock"
python3 -c '
import socket, sys, time
s = socket.socket(socket.AF_UNIX)
s.bind(sys.argv[1])
s.listen(64)
time.sleep(120)
' "$hung" &
hung_pid=$!
for _ in $(seq 50); do [ -S "$hung" ] && break; sleep 0.1; done
check_without "with a session bus that never answers" -u AT_SPI_BUS_ADDRESS DBUS_SESSION_BUS_ADDRESS="unix:path=$hung"
check_without "with an accessibility bus that never answers" AT_SPI_BUS_ADDRESS="unix:path=$hung" DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent/bus
if ! env -u AT_SPI_BUS_ADDRESS DBUS_SESSION_BUS_ADDRESS="unix:path=$hung" timeout 20 "$APP" --headless --frames 5 > /dev/null 2> "$work/headless.err" || [ "$(wc -l < "$work/headless.err")" -gt 1 ]; then
    echo "a11y-check: FAILED: headless with a session bus that never answers" >&2
    cat "$work/headless.err" >&2
    exit 1
fi
echo "a11y-check: ok   headless with a session bus that never answers ($(cat "$work/headless.err"))"
kill "$hung_pid" 2>/dev/null || true
if ! env -u DBUS_SESSION_BUS_ADDRESS timeout 20 "$APP" --headless --frames 5 > /dev/null 2> "$work/headless.err" || [ -s "$work/headless.err" ]; then
    echo "a11y-check: FAILED: headless without a bus" >&2
    cat "$work/headless.err" >&2
    exit 1
fi
echo "a11y-check: ok   headless without a bus"
echo "a11y-check: passed"
