#!/usr/bin/env bash
# What a blind user hears: Debian's Orca screen reader drives the app in a window and this
# checks what it speaks. Xvfb, a private D-Bus session (dbus-run-session) with a private
# XDG_RUNTIME_DIR, the accessibility bus (at-spi-bus-launcher --launch-immediately), then
# `orca --replace -u FRESH_DIR --debug-file LOG` (speech on through a silent speech server,
# scripts/lib/orca_silent_speech.py, so that no speech server or audio can hang it and Orca's
# messages are heard too; Orca writes every utterance as `SPEECH OUTPUT: '...'` in LOG; a fresh
# settings folder each run, with "speak object position" on, as a user turns it on), then the app; the
# window is focused with xdotool and keys go through XTEST (`xdotool key`). Orca's log is
# written when Orca exits, so the keys are paced and the log is read at the end:
# scripts/lib/orca-speech.py splits the utterances by key press and checks them, in key order:
#
#   - on window focus, the wheel's item ("Hydrogen, 1 of 118"); after Down, "Helium";
#   - Orca hears the app's keys (KEYBOARD_EVENT in its log, as for a GTK app): "Where am I"
#     (KP_Enter) speaks the focused control, and the key stays Orca's (the app's recording,
#     --record, has no Enter: a consumed key never reaches it);
#   - in the range scene (F2), the Data point at the first Tab (which moves on from the chart),
#     a handle with its date after the next; each Left on it, one value;
#     Left on the chart (an animated pan), at most one utterance;
#   - in the range scene, Right on the Data point reads a sample; Tab away from it speaks the
#     handle and not the readout's reset ("none");
#   - in the spring scene (F3), the group "Year" (a panel) on entering it, then "2012" as a
#     selected radio button "1 of 3" after Tab, "2013"
#     after Right, and "Bounciness" with its value after more Tabs, then its new value after Right;
#   - switching scenes speaks the scene's name (the window's title, "Wheel picker – Date");
#   - three Rights 30 ms apart on Speed (12) speak increasing values ending on 15, or 15 alone;
#   - in the date scene (F4), the year drum "2024" (the focus starts on it), the month "February"
#     after Right, "March" after Down;
#   - at most one value utterance per key press.
#
#     scripts/orca-check.sh [PATH_TO_SDLFront]     # default: the debug build
#     ORCA_CHECK_KEEP=FILE scripts/orca-check.sh   # also keep Orca's debug log in FILE
#
# Bounded in time: every step has a timeout (about 1 minute in all). Orca's --replace ends any
# other Orca of this user (Orca allows one per user), so two runs at once cannot both pass.
# The speech server Orca starts outlives the D-Bus session; it is ended by its pid.
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/a11y-prepare.sh
a11y_prepare orca-check "${1:-}" 1280x800 dbus-send orca
work="$WORK"
mkdir "$work/orca-home"
# Ends what this run started, by pid: Xvfb, and the speech server (its pid file is under the
# private runtime folder).
cleanup() {
    local pidfile
    for pidfile in "$work"/runtime/speech-dispatcher/pid/*.pid; do
        [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2> /dev/null || true
    done
    kill "$XVFB_PID" 2> /dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
cat > "$work/orca-home/user-settings.conf" << 'SETTINGS'
{"general": {"enablePositionSpeaking": true, "enableSpeech": true, "speechServerFactory": "orca_silent_speech",
             "speechServerInfo": null},
 "profiles": {"default": {"profile": ["Default", "default"], "pronunciations": {}, "keybindings": {}}},
 "pronunciations": {}, "keybindings": {}}
SETTINGS

cat > "$work/session.sh" << 'SESSION'
set -u
app="$1" work="$2" lib="$3"
steps="$work/steps.txt"
/usr/libexec/at-spi-bus-launcher --launch-immediately > "$work/launcher.log" 2>&1 &
launcher=$!
for _ in $(seq 50); do
    timeout 2 dbus-send --session --dest=org.a11y.Bus --print-reply /org/a11y/bus org.a11y.Bus.GetAddress \
        > /dev/null 2>&1 && break
    sleep 0.1
done
PYTHONPATH="$lib${PYTHONPATH:+:$PYTHONPATH}" orca --replace -u "$work/orca-home" --debug-file "$work/orca.log" \
    > "$work/orca.out" 2>&1 &
orca=$!
# Orca is ready when it is on the accessibility bus.
timeout 30 /usr/bin/python3 -c '
import pyatspi, time
for _ in range(250):
    d = pyatspi.Registry.getDesktop(0)
    if any(d.getChildAtIndex(i) is not None and d.getChildAtIndex(i).name == "orca" for i in range(d.childCount)):
        break
    time.sleep(0.1)
' || echo "orca-check: Orca did not appear on the bus" >&2
sleep 1
timeout 90 "$app" --select 0 --mute --width 1024 --height 640 --record "$work/keys.jsonl" \
    > "$work/app.out" 2> "$work/app.err" &
app_pid=$!
window=$(timeout 20 xdotool search --sync --name '^Wheel picker' | head -1)
# Orca handles events one by one, slowly on a busy machine (a tenth of a second each, or more):
# after a key it is given SECONDS, then until it is idle (it used less than 30 ms of processor
# time in the last half second), at most 10 s more, so that what it speaks belongs to the key.
orca_cpu() { awk '{ print $14 + $15 }' "/proc/$orca/stat" 2> /dev/null || echo 0; }
wait_idle() {
    local before after
    for _ in $(seq 20); do
        before=$(orca_cpu)
        sleep 0.5
        after=$(orca_cpu)
        [ $((after - before)) -lt 3 ] && return
    done
}
# step LABEL KEY SECONDS: press KEY (or focus the window), then wait as above.
step() {
    echo "$1 $(date +%H:%M:%S.%6N)" >> "$steps"
    if [ "$2" = focus ]; then
        timeout 10 xdotool windowfocus --sync "$window"
    else
        # KEY may be several keys with xdotool's options: "--delay 60 Right Right Right".
        # shellcheck disable=SC2086
        timeout 10 xdotool key $2
    fi
    sleep "$3"
    wait_idle
}
if [ -n "$window" ]; then
    # Focused as soon as it is shown: the start-up case, while the registry may not have told
    # Orca of the app yet.
    step focus focus 1.5
    step wheel-down Down 0.6
    step wheel-where-am-i KP_Enter 1
    step range F2 1
    step range-tab1 Tab 0.4
    step range-read Right 0.6
    step range-tab2 Tab 0.4
    step range-left1 Left 0.4
    step range-left2 Left 0.4
    step range-back1 shift+Tab 0.4
    step range-back2 shift+Tab 0.4
    step range-chart-left Left 0.6
    # The first Tab moves on from the plot, which has the focus from the start.
    step spring F3 1
    step spring-tab1 Tab 0.4
    step spring-right Right 0.6
    step spring-tab2 Tab 0.4
    step spring-tab3 Tab 0.4
    step spring-right2 Right 0.6
    step spring-tab4 Tab 0.4
    step spring-quick "--delay 30 Right Right Right" 1
    step date F4 1
    step date-right Right 0.6
    step date-down Down 1
    echo "end $(date +%H:%M:%S.%6N)" >> "$steps"
else
    echo "orca-check: the app's window never appeared" >&2
fi
timeout 5 xdotool key Escape 2> /dev/null
for _ in $(seq 50); do kill -0 "$app_pid" 2> /dev/null || break; sleep 0.1; done
kill "$app_pid" 2> /dev/null
# Orca writes its log as it exits (SIGTERM shuts it down cleanly).
kill "$orca" 2> /dev/null
for _ in $(seq 100); do kill -0 "$orca" 2> /dev/null || break; sleep 0.1; done
kill -9 "$orca" 2> /dev/null
kill "$launcher" 2> /dev/null
exit 0
SESSION
echo "orca-check: Orca listens to the app on a private accessibility bus"
timeout 120 env XDG_RUNTIME_DIR="$work/runtime" dbus-run-session -- bash "$work/session.sh" "$APP" "$work" "$PWD/scripts/lib" \
    2> "$work/session.err" || true
# ORCA_CHECK_KEEP=FILE keeps Orca's debug log there.
[ -n "${ORCA_CHECK_KEEP:-}" ] && cp "$work/orca.log" "$ORCA_CHECK_KEEP" 2> /dev/null && echo "orca-check: Orca's log is in $ORCA_CHECK_KEEP"
if ! /usr/bin/python3 scripts/lib/orca-speech.py "$work/orca.log" "$work/steps.txt" "$work/keys.jsonl"; then
    echo "orca-check: FAILED; the app's stderr:" >&2
    cat "$work/app.err" >&2 || true
    grep -v "fd limit\|Activat" "$work/session.err" >&2 || true
    exit 1
fi
echo "orca-check: passed"
