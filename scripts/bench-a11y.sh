#!/usr/bin/env bash
# Window frame times with and without an accessibility bus, alternating: each scene runs in a
# window under Xvfb (the replays of scripts/bench-window.sh) once with no bus (the bridge is not
# started) and once on a private D-Bus session with the AT-SPI bus and a listening client (a
# pyatspi script that hears every object event and reads the source's name and value, as a
# screen reader does), in turn, ROUNDS times. Prints the median over rounds of each run's median
# and p95 total frame time (events, layout, render, the tree's publication), the publication's
# own p95 and maximum (`publish_ms`: building the tree and pushing it; most frames publish
# nothing, the tree being unchanged or held back while something moves) and the interval.
# Usage: scripts/bench-a11y.sh [SECONDS] [BIN]    (default 4 s per run; BIN default: release build)
# Environment: BENCH_DISPLAY (default :16), BENCH_ROUNDS (default 3).
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-4}"
bin="${2:-}"
display="${BENCH_DISPLAY:-:16}"
rounds="${BENCH_ROUNDS:-3}"
cd "$root"
if [ -z "$bin" ]; then
    swift build -c release --product SDLFront >&2
    bin="$(swift build -c release --show-bin-path)/SDLFront"
fi
work="$root/.build-bench/a11y"
mkdir -p -m 700 "$work/runtime"  # a private XDG_RUNTIME_DIR: the bus launcher's socket is not shared
mkdir -p "$work"
python3 "$root/scripts/lib/window-drags.py" "$work" "$seconds"
frames="$(python3 -c "print(int($seconds * 60))")"
. "$root/scripts/lib/xvfb.sh"
start_xvfb "$display" "$work/xvfb.log"

cat > "$work/listener.py" << 'PY'
import signal, sys, time, pyatspi
from gi.repository import GLib
heard = 0
def stop(*_):
    print(heard, file=sys.stderr)
    sys.exit(0)
signal.signal(signal.SIGTERM, stop)
def on_event(e):
    global heard
    heard += 1
    try:
        e.source.name; e.source.queryValue().currentValue
    except Exception:
        pass
for t in ("object:property-change", "object:state-changed", "object:children-changed", "object:value-changed", "focus:"):
    pyatspi.Registry.registerEventListener(on_event, t)
ctx = GLib.MainContext.default()
end = time.monotonic() + float(sys.argv[1])
while time.monotonic() < end:
    while ctx.iteration(False):
        pass
    time.sleep(0.002)
print(heard, file=sys.stderr)
PY
cat > "$work/session.sh" << 'SESSION'
/usr/libexec/at-spi-bus-launcher --launch-immediately > /dev/null 2>&1 &
launcher=$!
sleep 0.5
/usr/bin/python3 "$1/listener.py" "$2" 2> "$1/heard.txt" &
listener=$!
shift 2
timeout 300 "$@" | tail -n 1
kill $listener $launcher 2> /dev/null
SESSION

results="$work/results.jsonl"
: > "$results"
scenes=(
    "wheel fling|--scene wheel --replay $work/wheel-fling.jsonl"
    "range body drag|--scene range --replay $work/range-body.jsonl"
    "spring morph|--scene spring --replay $work/spring-morph.jsonl"
)
for ((round = 0; round < rounds; round++)); do
    for entry in "${scenes[@]}"; do
        name="${entry%%|*}"
        read -r -a args <<< "${entry#*|}"
        echo "round $round: $name" >&2
        line="$(env -u DBUS_SESSION_BUS_ADDRESS -u AT_SPI_BUS_ADDRESS timeout 300 "$bin" --frames "$frames" --stats "${args[@]}" | tail -n 1)"
        printf '{"name": "%s", "bus": false, "stats": %s}\n' "$name" "$line" >> "$results"
        line="$(timeout 330 env XDG_RUNTIME_DIR="$work/runtime" dbus-run-session -- bash "$work/session.sh" "$work" "$((seconds + 30))" "$bin" --frames "$frames" --stats "${args[@]}" 2> /dev/null)"
        printf '{"name": "%s", "bus": true, "heard": %s, "stats": %s}\n' "$name" "$(cat "$work/heard.txt" 2> /dev/null || echo 0)" "$line" >> "$results"
    done
done

python3 - "$results" << 'PY'
import json, statistics, sys
runs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
print("| scene (window 1024x640) | bus | total median | total p95 | publish p95 | publish max | interval median | interval p95 | events heard |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
for name in dict.fromkeys(r["name"] for r in runs):
    for bus in (False, True):
        rs = [r for r in runs if r["name"] == name and r["bus"] == bus]
        m = lambda k, p: statistics.median(r["stats"][k][p] for r in rs)
        heard = statistics.median(r.get("heard", 0) for r in rs) if bus else "-"
        print(f"| {name} | {'AT-SPI + client' if bus else 'none'} | {m('total_ms', 'median'):.2f} ms | {m('total_ms', 'p95'):.2f} ms "
              f"| {m('publish_ms', 'p95'):.3f} ms | {m('publish_ms', 'max'):.3f} ms "
              f"| {m('interval_ms', 'median'):.2f} ms | {m('interval_ms', 'p95'):.2f} ms | {heard} |")
PY
