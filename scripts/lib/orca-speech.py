"""What Orca spoke, key by key: the checks of scripts/orca-check.sh.

    orca-speech.py ORCA_DEBUG_LOG STEPS_FILE [RECORDING]

ORCA_DEBUG_LOG is Orca's --debug-file: each utterance is a line `HH:MM:SS.ffffff - SPEECH
OUTPUT: '...'`, and each event Orca handles starts with `vvvvv PROCESS OBJECT EVENT type vvvvv`
(one event's speech may be several lines, one per voice). STEPS_FILE has a line `label
HH:MM:SS.ffffff` per key press (written just before it) and `end TIME`. The utterances between
two steps belong to the first; an utterance made while Orca handled a value change
(object:property-change:accessible-value or object:value-changed) is a value utterance. Prints
every step's speech and checks what scripts/orca-check.sh lists; exits 1 on a failure.
RECORDING is the app's --record file (JSON lines, one per input event the app acted on).
"""

import json
import re
import sys

LOG, STEPS = sys.argv[1], sys.argv[2]
RECORDING = sys.argv[3] if len(sys.argv) > 3 else None
DATE = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d")
failures = []


def log(msg):
    print("orca-speech: " + msg, flush=True)


def seconds(stamp):
    h, m, s = stamp.split(":")
    return int(h) * 3600 + int(m) * 60 + float(s)


try:
    steps = [(label, seconds(t)) for label, t in (line.split() for line in open(STEPS) if line.strip())]
except FileNotFoundError:
    steps = []
try:
    lines = open(LOG, errors="replace").read().splitlines()
except FileNotFoundError:
    lines = []

# (time, text, event number, event type) for every utterance.
spoken = []
event, kind = 0, ""
stamped = re.compile(r"^(\d\d:\d\d:\d\d\.\d{6}) - (.*)$")
for line in lines:
    if line.startswith("vvvvv PROCESS OBJECT EVENT "):
        event += 1
        kind = line.split()[4]
        continue
    if line.startswith("KEYBOARD_EVENT:"):  # key echo and Orca's commands speak here
        event += 1
        kind = "keyboard"
        continue
    m = stamped.match(line)
    if m and m.group(2).startswith("SPEECH OUTPUT: '"):
        # The text, then its voice: "' voice=NAME" and "' {'established': ...}" may follow.
        rest = m.group(2)[len("SPEECH OUTPUT: '"):]
        ends = [i for i in (rest.find("'{'"), rest.find("' {'"), rest.find("' voice=")) if i >= 0]
        text = (rest[: min(ends)] if ends else rest[: rest.rfind("'")]).strip()
        spoken.append((seconds(m.group(1)), text, event, kind))

if not steps or not lines:
    log("FAIL no steps or no Orca log (%d steps, %d log lines)" % (len(steps), len(lines)))
    sys.exit(1)

# Steps that press several keys (value utterances are checked otherwise).
SEVERAL_KEYS = {"spring-quick"}
by_step = {}
for i, (label, start) in enumerate(steps):
    if label == "end":
        continue
    end = steps[i + 1][1] if i + 1 < len(steps) else float("inf")
    said = [u for u in spoken if start <= u[0] < end]
    by_step[label] = said
    value_events = {u[2] for u in said if u[3] in ("object:property-change:accessible-value", "object:value-changed")}
    log("%-17s %s%s" % (label, " | ".join(repr(u[1]) for u in said) or "(nothing)",
                         "  [%d value utterances]" % len(value_events) if value_events else ""))
    if len(value_events) > 1 and label not in SEVERAL_KEYS:
        failures.append("%s: %d value utterances for one key press" % (label, len(value_events)))


def text(label):
    return " ".join(u[1] for u in by_step.get(label, []))


def check(ok, msg):
    log(("ok   " if ok else "FAIL ") + msg)
    if not ok:
        failures.append(msg)


def utterances(label):
    return len({u[2] for u in by_step.get(label, [])})


check("Hydrogen, 1 of 118" in text("focus"), "on window focus Orca speaks the wheel's item 'Hydrogen, 1 of 118'")
check("Helium" in text("wheel-down"), "after Down it speaks 'Helium'")
keyboard_events = sum(1 for line in lines if line.startswith("KEYBOARD_EVENT"))
check(keyboard_events > 0, "Orca hears the app's key events (%d KEYBOARD_EVENT entries)" % keyboard_events)
where = text("wheel-where-am-i")
check("Helium" in where and "spin button" in where, "'Where am I' (KP_Enter) speaks the focused control, 'Helium'")
if RECORDING is not None:
    try:
        keys = [e.get("key") for e in (json.loads(l) for l in open(RECORDING) if l.strip()) if e.get("type") == "key"]
    except (OSError, ValueError) as error:
        keys = ["unreadable: %s" % error]
    check("Down" in keys and not any(k in ("Enter", "Keypad Enter", "Return") for k in keys),
          "the app acted on Down but never on the KP_Enter Orca consumed (recorded keys: %s)" % keys[:12])
check("Data point" in text("range-tab1"), "the first Tab in the range scene moves on from the chart: 'Data point'")
handle = text("range-tab2")
check(("Start" in handle or "End" in handle) and "slider" in handle and DATE.search(handle) is not None,
      "after Tabs in the range scene it speaks a handle, a slider, with its date")
check("none" not in handle, "Tab away from the Data point does not speak its reset ('none')")
for label in ("range-left1", "range-left2"):
    check(utterances(label) == 1 and DATE.search(text(label)) is not None,
          "%s on the handle: one utterance, its new date" % label)
check(utterances("range-chart-left") <= 1, "Left on the chart (an animated pan): at most one utterance")
radio = text("spring-tab1")
check("2012" in radio and "selected radio button" in radio and "1 of 3" in radio,
      "after Tabs in the spring scene it speaks '2012' as a selected radio button, 1 of 3")
check("Year panel" in radio and radio.index("Year panel") < radio.index("2012"),
      "entering the year group speaks its name first: 'Year panel'")
check("Year panel" not in text("spring-right"), "moving within the group does not repeat its name")
check("2013" in text("spring-right"), "Right on the radio button chooses and speaks '2013'")
slider = text("spring-tab3")
check("Bounciness" in slider and "slider" in slider and re.search(r"\b4\b", slider) is not None,
      "more Tabs reach 'Bounciness', a slider, with its value 4")
check(re.search(r"\b5\b", text("spring-right2")) is not None and utterances("spring-right2") == 1,
      "Right on Bounciness speaks its new value 5, once")
quick = [int(n) for u in by_step.get("spring-quick", []) for n in re.findall(r"^\d+$", u[1])]
check(len(quick) >= 1 and quick == sorted(set(quick)) and quick[-1] == 15,
      "three quick Rights on Speed (12) speak increasing values ending on 15, or 15 alone: %s" % quick)
for label, scene in (("range", "Range selector"), ("spring", "Spring chart"), ("date", "Date")):
    check("Wheel picker – " + scene in text(label), "switching to the %s scene speaks its name" % scene)
drum = text("date")
check("spin button" in drum and " of " in drum, "the date scene (F4) speaks its focused drum, a spin button, with its value")
check("Year" in drum and "2024" in drum, "F4 opens the date scene on the year drum: 'Year 2024'")
check("Month" in text("date-right") and "February" in text("date-right"), "Right moves to the month drum: 'February'")
check("March" in text("date-down") and utterances("date-down") == 1, "Down on the month speaks 'March', once")

log("%d checks failed" % len(failures) if failures else "all checks passed")
sys.exit(1 if failures else 0)
