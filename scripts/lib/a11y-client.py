"""The assistive client of scripts/a11y-check.sh (run with Debian's /usr/bin/python3, which has
pyatspi): finds SDLFront on the accessibility bus, checks that focusing its window activates
the frame (window:activate, the active state) and focuses the wheel, reads the wheel, a range
handle and a spring slider (values, `valuetext` attributes, action descriptions, radio buttons'
positions and group), changes each by a key press (xdotool) and by an AT-SPI action or value
set, and checks that the tree and the events it heard agree; then quits the app with Escape and
checks its --trace against what was done.

    a11y-client.py TRACE_FILE APP_PID

Every wait has a deadline; a failure prints what was expected and exits 1.
"""

import json
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import Atspi, GLib

TRACE, APP_PID = sys.argv[1], int(sys.argv[2])
events = []  # (type, source name, detail)
failures = []


def log(msg):
    print("a11y-client: " + msg, flush=True)


def check(ok, msg):
    if not ok:
        failures.append(msg)
        log("FAIL " + msg)
    else:
        log("ok   " + msg)
    return ok


def pump(seconds):
    """Lets the bus deliver events for `seconds`."""
    ctx = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while ctx.iteration(False):
            pass
        time.sleep(0.01)


def until(what, probe, timeout=15.0):
    """Waits (pumping events) until probe() is truthy; returns its value or None. The deadline
    is generous: under a loaded CI machine the app and the bus answer late, never wrongly."""
    end = time.monotonic() + timeout
    while True:
        try:
            v = probe()
        except Exception:  # a defunct object while the tree changes: ask again
            v = None
        if v:
            return v
        if time.monotonic() > end:
            log("timed out waiting for " + what)
            return None
        pump(0.05)


def on_event(e):
    try:
        name = e.source.name if e.source else ""
    except Exception:
        name = "?"
    detail = e.any_data if isinstance(e.any_data, (str, int, float)) else ""
    events.append((e.type, name, detail, e.detail1))


for t in ("object:property-change:accessible-value", "object:value-changed", "object:state-changed:focused",
          "object:state-changed:checked", "object:property-change:accessible-description",
          "object:children-changed", "window:activate", "window:deactivate"):
    pyatspi.Registry.registerEventListener(on_event, t)


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        a = desktop.getChildAtIndex(i)
        if a is not None and a.name == "SDLFront":
            return a
    return None


def find(root, role, name, depth=8):
    """The first descendant with this role name and name (breadth-first)."""
    level = [root]
    for _ in range(depth):
        nxt = []
        for o in level:
            for i in range(o.childCount):
                c = o.getChildAtIndex(i)
                if c is None:
                    continue
                if c.getRoleName() == role and c.name == name:
                    return c
                nxt.append(c)
        level = nxt
    return None


def value(o):
    v = o.queryValue()
    return v.currentValue, Atspi.Value.get_text(o)


def attributes(o):
    return dict(a.split(":", 1) for a in o.getAttributes())


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=True, timeout=10)


def key(k):
    xdotool("key", "--clearmodifiers", k)


def heard(kind, name, since):
    return [e for e in events[since:] if e[0].startswith(kind) and e[1] == name]


def value_events(name, since):
    """Value changes of `name` heard since event `since` (AT-SPI sends them as a property
    change of accessible-value, and newer bridges also as object:value-changed)."""
    return heard("object:property-change:accessible-value", name, since) or heard("object:value-changed", name, since)


app = until("SDLFront on the accessibility bus", find_app, timeout=20)
if not app:
    log("SDLFront never appeared on the bus")
    sys.exit(1)
frame = until("the window", lambda: find(app, "frame", "Wheel picker – Wheel", 1))
check(frame is not None, "the application holds the frame 'Wheel picker – Wheel' (the window's title)")
window = subprocess.run(["xdotool", "search", "--sync", "--name", "^Wheel picker"], capture_output=True, text=True,
                        timeout=20).stdout.split()
n = len(events)
if window:
    xdotool("windowfocus", "--sync", window[0])

# --- The window's activation, as a toolkit's ---
check(until("window:activate", lambda: heard("window:activate", "Wheel picker – Wheel", n)),
      "focusing the window sends window:activate for the frame")
check(until("the frame active", lambda: frame.getState().contains(pyatspi.STATE_ACTIVE)), "the frame is active")

# --- The wheel: a spin button on Carbon (--select 5) ---
wheel = until("the wheel", lambda: find(frame, "spin button", "Element"))
check(wheel is not None, "the wheel is a spin button named 'Element'")
check(until("the wheel focused", lambda: heard("object:state-changed:focused", "Element", n)
            and wheel.getState().contains(pyatspi.STATE_FOCUSED)),
      "the wheel, the focused control, gets a focus event on activation")
check(value(wheel) == (6.0, "Carbon, 6 of 118"), "the wheel reads 6, 'Carbon, 6 of 118': %r" % (value(wheel),))
check(attributes(wheel).get("valuetext") == "Carbon, 6 of 118", "its valuetext attribute says the same")
check(wheel.queryValue().minimumValue == 1 and wheel.queryValue().maximumValue == 118, "its range is 1...118")
n = len(events)
key("Down")
check(until("Nitrogen", lambda: value(wheel)[0] == 7), "Down moves the wheel to 7: %r" % (value(wheel),))
check(until("a value event for the wheel", lambda: value_events("Element", n)),
      "a value-changed event for 'Element' was heard after Down")
actions = wheel.queryAction()
names = [actions.getName(i) for i in range(actions.nActions)]
check(names == ["increment", "decrement"], "the wheel's actions are %r" % names)
described = [actions.getDescription(i) for i in range(actions.nActions)]
check("next item" in described[0] and "previous item" in described[1], "described as they act: %r" % described)
n = len(events)
actions.doAction(names.index("increment"))
check(until("Oxygen", lambda: value(wheel) == (8.0, "Oxygen, 8 of 118")), "the increment action moves it to 'Oxygen, 8 of 118'")
check(until("the wheel at rest", lambda: not wheel.getState().contains(pyatspi.STATE_BUSY)), "the wheel comes to rest (not busy)")
wheel.queryValue().currentValue = 20
check(until("Calcium", lambda: value(wheel) == (20.0, "Calcium, 20 of 118")), "setting the value 20 jumps to 'Calcium, 20 of 118'")
check(until("events", lambda: len(value_events("Element", n)) >= 2), "both changes were heard as events")

# --- The range selector: the tab's click action switches scenes ---
tab = find(frame, "page tab", "Range selector")
tab.queryAction().doAction(0)
start = until("the range's Start handle", lambda: find(frame, "slider", "Start"))
check(start is not None, "the range scene shows a slider 'Start'")
check(until("the tab's state", lambda: tab.getState().contains(pyatspi.STATE_SELECTED)), "its tab is selected")
check(tab.getState().contains(pyatspi.STATE_FOCUSABLE) and tab.parent.getRole() == pyatspi.ROLE_PAGE_TAB_LIST,
      "a focusable page tab in a page tab list")
check(until("the frame's name", lambda: frame.name == "Wheel picker – Range selector"), "the frame is renamed with the window")
end = find(frame, "slider", "End")
chart = find(frame, "image", "Seattle hourly temperature, 2010 (°F)")
check(chart is not None and "lowest" in chart.description, "the chart is described: %r" % (chart.description if chart else None))
table = find(frame, "table", "Visible data")
check(table is not None and table.childCount > 2, "the visible data is a table of %d rows" % (table.childCount if table else 0))
check(table is not None and table.parent.getRole() != pyatspi.ROLE_IMAGE, "outside the chart's image")
grid = table.queryTable() if table else None
check(grid is not None and grid.nRows == table.childCount - 1 and grid.nColumns == 2,
      "it is an AT-SPI Table of %s rows x %s columns (the header row apart)" % (grid and grid.nRows, grid and grid.nColumns))
header = grid.getColumnHeader(1) if grid else None
check(header is not None and header.name == "Value", "column 1's header reads %r" % (header.name if header else None))
cell = grid.getAccessibleAt(0, 1) if grid else None
first = table.getChildAtIndex(1).getChildAtIndex(1) if table else None
check(cell is not None and first is not None and cell.name == first.name and grid.getRowAtIndex(grid.getIndexAt(0, 1)) == 0,
      "cell (0, 1) is the first data row's value %r" % (cell.name if cell else None))
lo0, text0 = value(start)
hi0, _ = value(end)
step = start.queryValue().minimumIncrement
check(step > 0 and text0[:2] == "20", "Start reads %r, step %r s" % (text0, step))
check(attributes(start).get("valuetext") == text0, "its valuetext attribute is its date")
start.queryComponent().grabFocus()
check(until("focus on Start", lambda: start.getState().contains(pyatspi.STATE_FOCUSED)), "grabFocus focuses the Start handle")
n = len(events)
key("Left")
check(until("Start moved", lambda: abs(value(start)[0] - (lo0 - step)) < 1), "Left on the focused handle moves Start one step earlier")
check(until("its event", lambda: value_events("Start", n)), "and a value-changed event for 'Start' was heard")
check(abs(value(end)[0] - hi0) < 1e-6, "End stays where it was")
end.queryValue().currentValue = hi0 - 86400
check(until("End moved", lambda: abs(value(end)[0] - (hi0 - 86400)) < 1), "setting End's value moves the end a day earlier")
range_after = (value(start)[0], value(end)[0])
point = find(frame, "slider", "Data point")
check(point is not None and point.getIndexInParent() == chart.getIndexInParent() + 1,
      "a slider 'Data point' (the chart's readout) follows the chart")
if point is not None:
    check(value(point)[0] == 0 and value(point)[1].startswith("none"), "it reads 0, none: %r" % (value(point),))
    point.queryValue().currentValue = 1
    check(until("the first visible sample read out", lambda: value(point)[0] == 1 and value(point)[1][:2] == "20"),
          "setting it to 1 reads out the first visible sample: %r" % (value(point),))

# --- The spring chart: Ctrl+Tab twice from the wheel would be two scenes; from the range one ---
key("ctrl+Tab")
bounciness = until("the Bounciness slider", lambda: find(frame, "slider", "Bounciness"))
check(bounciness is not None, "Ctrl+Tab shows the spring chart, with a slider 'Bounciness'")
check(value(bounciness) == (4.0, "4"), "Bounciness reads 4: %r" % (value(bounciness),))
bounciness.queryComponent().grabFocus()
check(until("focus", lambda: bounciness.getState().contains(pyatspi.STATE_FOCUSED)), "grabFocus focuses Bounciness")
n = len(events)
key("Right")
check(until("5", lambda: value(bounciness)[0] == 5), "Right on the focused slider makes it 5")
bounciness.queryValue().currentValue = 7.6
check(until("8", lambda: value(bounciness) == (8.0, "8")), "setting the value 7.6 lands on the step 8")
check(until("events", lambda: len(value_events("Bounciness", n)) >= 2), "both changes were heard")
year = find(frame, "radio button", "2013")
check(attributes(year).get("posinset") == "2" and attributes(year).get("setsize") == "3", "'2013' is 2 of 3")
member = [r for r in year.getRelationSet() if r.getRelationType() == pyatspi.RELATION_MEMBER_OF]
check(bool(member) and member[0].getTarget(0).name == "Year" and year.getState().contains(pyatspi.STATE_FOCUSABLE),
      "a focusable radio button, member of the group 'Year'")
year.queryAction().doAction(0)
check(until("2013 checked", lambda: year.getState().contains(pyatspi.STATE_CHECKED)), "clicking the radio button '2013' checks it")
group = find(frame, "panel", "Year")
check(until("the group's value", lambda: group.description == "2013"), "the 'Year' group reads 2013")

# --- The date picker: Ctrl+Tab from the spring chart; each drum a spin button named by its role ---
key("ctrl+Tab")
month = until("the Month drum", lambda: find(frame, "spin button", "Month"))
check(month is not None, "Ctrl+Tab shows the date picker, with a spin button 'Month'")
day = find(frame, "spin button", "Day")
roles = [find(frame, "spin button", r) is not None for r in ("Year", "Month", "Day", "Hour", "Minute")]
check(all(roles), "the drums Year, Month, Day, Hour, Minute are spin buttons: %r" % roles)
if month is not None and day is not None:
    check(value(month)[1].startswith("February") and value(day)[1].startswith("29"),
          "Month and Day read %r and %r (29 February 2024)" % (value(month)[1], value(day)[1]))
    n = len(events)
    month.queryAction().doAction(0)  # increment
    check(until("March", lambda: value(month)[1] == "March, 3 of 12"), "increment on Month reads 'March, 3 of 12': %r" % (value(month),))
    check(until("the 29th of March", lambda: value(day)[1] == "29, 29 of 31"), "and Day reads '29, 29 of 31': %r" % (value(day),))
    check(until("its event", lambda: value_events("Month", n)), "a value-changed event for 'Month' was heard")

# --- Quit, then the trace must say the same ---
key("Escape")
deadline = time.monotonic() + 10
while time.monotonic() < deadline:
    try:
        os.kill(APP_PID, 0)
    except ProcessLookupError:
        break
    time.sleep(0.05)
else:
    check(False, "the app quit on Escape")

lines = [json.loads(line) for line in open(TRACE)]
evs = [e for line in lines if line.get("type") == "frame" for e in line.get("events", [])]
committed = [e["index"] for e in evs if e.get("type") == "committed"]
check(committed == [6, 7, 19], "the trace commits items 6, 7, 19 (Down, increment, set 20): %r" % committed)
a11y = [(e["action"], e.get("value")) for e in evs if e.get("type") == "a11y_action"]
check(("increment", None) in a11y and ("set_value", 20) in a11y and ("set_value", 7.6) in a11y and ("focus", None) in a11y,
      "the trace has the clients' actions: %r" % a11y)
visible = [e["visible"] for e in evs if e.get("type") == "range_changed"]
check(bool(visible) and abs(visible[-1][0] - range_after[0]) < 1 and abs(visible[-1][1] - range_after[1]) < 1,
      "the trace's last range %r is the handles' values %r" % (visible[-1] if visible else None, range_after))
bounce = [e["value"] for e in evs if e.get("type") == "bounciness"]
check(bounce == [5, 8], "the trace's bounciness changes are 5, 8: %r" % bounce)
years = [e["year"] for e in evs if e.get("type") == "year"]
check(years == [2013], "the trace's year changes are 2013: %r" % years)
focus = [e["name"] for e in evs if e.get("type") == "focus"]
check(focus == ["Start", "Bounciness"], "the trace's focus moves are Start, Bounciness: %r" % focus)
last_spring = [line["spring"] for line in lines if line.get("type") == "frame" and "spring" in line][-1]
check(last_spring["bounciness"] == 8 and last_spring["year"] == 2013, "the last frame's spring state agrees")
dates = [e["value"] for e in evs if e.get("type") == "date_changed"]
check(dates == ["2024-03-29T09:41"], "the trace's date changes are 2024-03-29T09:41: %r" % dates)

log("%d checks failed" % len(failures) if failures else "all checks passed")
sys.exit(1 if failures else 0)
