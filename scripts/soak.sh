#!/usr/bin/env bash
# Soak test in a real window: starts SDLFront under Xvfb on display :12 and drives it with
# random xdotool input in every scene (drags, flings, wheel, keys, resizes, scene switches)
# for MINUTES (default 10), sampling the process's RSS every second.
#
#   scripts/soak.sh [MINUTES]
#
# Pass: the app never crashes, its final RSS is within 10 % of the RSS after the first minute,
# and its text caches are bounded (cell-less entries <= their capacity; printed by --stats
# when the app is quit with Escape at the end). Writes soak-rss.csv (seconds, RSS KiB) and
# soak-report.txt in $SOAK_DIR (default .build/soak).
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
MINUTES="${1:-10}"
[[ "$MINUTES" =~ ^[0-9]+$ ]] && [ "$MINUTES" -ge 2 ] || { echo "soak: MINUTES must be a whole number >= 2, got $MINUTES" >&2; exit 2; }
DISPLAY_NUMBER="${SOAK_DISPLAY:-12}"
OUT="${SOAK_DIR:-.build/soak}"
mkdir -p "$OUT"
source scripts/setup.sh --base
command -v xdotool >/dev/null && command -v Xvfb >/dev/null || { echo "soak: needs xvfb and xdotool (scripts/apt-packages.txt)" >&2; exit 2; }
swift build --product SDLFront
BIN="$(swift build --show-bin-path)/SDLFront"

Xvfb ":$DISPLAY_NUMBER" -screen 0 1920x1080x24 >/dev/null 2>&1 &
XVFB=$!
APP=""
SAMPLER=""
cleanup() {
    [ -n "$SAMPLER" ] && kill "$SAMPLER" 2>/dev/null || true
    [ -n "$APP" ] && kill "$APP" 2>/dev/null || true
    kill "$XVFB" 2>/dev/null || true
}
trap cleanup EXIT
export DISPLAY=":$DISPLAY_NUMBER"
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

"$BIN" --stats --data Assets/seattle-temps-2010.csv >"$OUT/soak-stats.json" 2>"$OUT/soak-stderr.txt" &
APP=$!
WID=""
for _ in $(seq 100); do
    WID=$(xdotool search --pid "$APP" 2>/dev/null | head -1 || true)
    [ -n "$WID" ] && break
    sleep 0.1
done
[ -n "$WID" ] || { echo "soak: the app's window did not appear" >&2; exit 1; }
xdotool windowmove "$WID" 0 0 || true

# RSS every second.
(
    start=$(date +%s)
    echo "seconds,rss_kib"
    while kill -0 "$APP" 2>/dev/null; do
        rss=$(awk '/VmRSS/ {print $2}' "/proc/$APP/status" 2>/dev/null || echo "")
        [ -n "$rss" ] && echo "$(( $(date +%s) - start )),$rss"
        sleep 1
    done
) >"$OUT/soak-rss.csv" &
SAMPLER=$!

W=1024
H=640
rand() { echo $(( RANDOM % $1 )); }
drag() {  # x0 y0 x1 y1 steps pause
    xdotool mousemove "$1" "$2" mousedown 1
    local i
    for i in $(seq "$5"); do
        xdotool mousemove $(( $1 + ($3 - $1) * i / $5 )) $(( $2 + ($4 - $2) * i / $5 ))
        sleep "$6"
    done
    xdotool mouseup 1
}
KEYS=(Up Down Left Right Prior Next Home End plus minus Tab F1 F2 F3)
END=$(( $(date +%s) + MINUTES * 60 ))
actions=0
while [ "$(date +%s)" -lt "$END" ]; do
    kill -0 "$APP" 2>/dev/null || break
    case $(rand 10) in
        0|1) drag $(( 40 + $(rand $((W - 80))) )) $(( 60 + $(rand $((H - 100))) )) $(( 40 + $(rand $((W - 80))) )) $(( 60 + $(rand $((H - 100))) )) $(( 3 + $(rand 10) )) 0.02 ;;
        2) drag $(( W / 2 + $(rand 200) )) $(( H - 120 )) $(( W / 2 + $(rand 200) )) 80 4 0.005 ;;  # fling
        3) xdotool mousemove $(( $(rand W) )) $(( 50 + $(rand $((H - 60))) )) click --repeat $(( 1 + $(rand 4) )) $(( 4 + $(rand 2) )) ;;
        4|5) xdotool key "${KEYS[$(rand ${#KEYS[@]})]}" ;;
        6) xdotool mousemove $(( 12 + $(rand 460) )) 20 click 1 ;;  # a tab
        7) if [ "$(rand 4)" -eq 0 ]; then
               W=$(( 400 + $(rand 1400) )); H=$(( 300 + $(rand 700) ))
               xdotool windowsize "$WID" "$W" "$H" || true
           else
               xdotool mousemove $(( $(rand W) )) $(( $(rand H) )) click 1
           fi ;;
        8) drag $(( $(rand W) )) $(( $(rand H) )) $(( $(rand W) )) $(( $(rand H) )) 2 0.05 ;;
        *) sleep 0.$(( 1 + $(rand 5) )) ;;
    esac
    actions=$(( actions + 1 ))
done

alive=yes
kill -0 "$APP" 2>/dev/null || alive=no
if [ "$alive" = yes ]; then
    xdotool key --window "$WID" Escape || true
    for _ in $(seq 50); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
fi
set +e
wait "$APP"
status=$?
set -e
APP=""
sleep 1
kill "$SAMPLER" 2>/dev/null || true
SAMPLER=""

python3 - "$OUT" "$MINUTES" "$alive" "$status" "$actions" <<'PY'
import json, sys
out, minutes, alive, status, actions = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), sys.argv[5]
rows = [l.strip().split(",") for l in open(f"{out}/soak-rss.csv") if l[0].isdigit()]
rss = [(int(s), int(k)) for s, k in rows]
at_minute = next((k for s, k in rss if s >= 60), None)
final = rss[-1][1] if rss else None
stats = {}
try:
    stats = json.loads(open(f"{out}/soak-stats.json").read().strip().splitlines()[-1])
except Exception:
    pass
cache = stats.get("text_cache", {})
growth = (final - at_minute) / at_minute if at_minute and final else None
ok_rss = growth is not None and abs(growth) <= 0.10
ok_cache = bool(cache) and cache["lru"] <= cache["lru_capacity"]
ok = alive == "yes" and status == 0 and ok_rss and ok_cache
lines = [
    f"soak: {minutes} min, {actions} xdotool actions, {len(rss)} RSS samples",
    f"alive at the end: {alive}; exit status after Escape: {status}",
    f"RSS after 1 min: {at_minute} KiB; final: {final} KiB; change: {growth * 100:+.1f} %" if growth is not None else "RSS: not enough samples",
    f"peak RSS: {max(k for _, k in rss)} KiB" if rss else "",
    f"text cache at exit: {cache}",
    f"frames: {stats.get('frames')}",
    "PASS" if ok else "FAIL",
]
open(f"{out}/soak-report.txt", "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
sys.exit(0 if ok else 1)
PY
