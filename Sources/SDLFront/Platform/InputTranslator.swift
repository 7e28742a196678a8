import CSDL2
import WheelCore
import WheelRendering

/// Turns SDL events into the app's script events (window points, ms from the start).
///
/// - Mouse events that SDL synthesises from touches (`which == SDL_TOUCH_MOUSEID`) and touch
///   events it synthesises from the mouse (`touchId == SDL_MOUSE_TOUCHID`) are dropped, so a
///   gesture is never counted twice.
/// - Finger coordinates (normalised 0...1) become window points; mouse positions and window
///   sizes, in SDL's window units (pixels on X11), are divided by ``unitsPerPoint``.
/// - SDL's integer-millisecond timestamps are kept: the velocity tracker copes with dt = 0.
struct InputTranslator {
    /// The window size in points, for finger coordinates.
    var windowSize: (width: Double, height: Double)
    /// SDL ticks (ms) at the app's time zero.
    var startTicks: Double
    /// SDL window units per point (the window's scale where SDL does not apply it: X11).
    var unitsPerPoint: Double
    private var fingerIDs: [Int64: Int] = [:]
    /// The last position of each finger down (by app id), window points.
    private var fingerPositions: [Int: (x: Double, y: Double)] = [:]
    private var mouseButtonDown = false
    /// The mouse's last position, window points.
    private var mousePosition = (x: 0.0, y: 0.0)
    /// Whether a mouse motion was seen since the mouse last left the window.
    private var mouseInWindow = false
    private var preciseUntil: Double = -1

    init(windowSize: (width: Double, height: Double), startTicks: Double, unitsPerPoint: Double = 1) {
        self.windowSize = windowSize
        self.startTicks = startTicks
        self.unitsPerPoint = unitsPerPoint.isFinite && unitsPerPoint > 0 ? unitsPerPoint : 1
    }

    /// A position or length in window units, in points.
    private func points(_ v: Int32) -> Double { Double(v) / unitsPerPoint }

    static let touchMouseID = UInt32(bitPattern: -1)  // SDL_TOUCH_MOUSEID
    static let mouseTouchID = Int64(-1)  // SDL_MOUSE_TOUCHID

    /// The script events for one SDL event (usually zero or one).
    mutating func translate(_ e: SDL_Event) -> [TimedScriptEvent] {
        let type = SDL_EventType(rawValue: e.type)
        let t = Double(e.common.timestamp) - startTicks
        func one(_ ev: ScriptEvent) -> [TimedScriptEvent] { [TimedScriptEvent(tMs: max(0, t), event: ev, line: 0)] }
        switch type {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = e.button
            guard b.which != Self.touchMouseID, b.button == UInt8(SDL_BUTTON_LEFT) else { return [] }
            let down = type == SDL_MOUSEBUTTONDOWN
            mouseButtonDown = down
            mousePosition = (points(b.x), points(b.y))
            return one(.pointer(down ? .down : .up, .mouse, id: 0, x: mousePosition.x, y: mousePosition.y))
        case SDL_MOUSEMOTION:
            let m = e.motion
            // With or without the button: a move without a press is a hover (the tabs light, the
            // range chart reads out the sample under the pointer).
            guard m.which != Self.touchMouseID else { return [] }
            mousePosition = (points(m.x), points(m.y))
            mouseInWindow = true
            return one(.pointer(.move, .mouse, id: 0, x: mousePosition.x, y: mousePosition.y))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return finger(e.tfinger, type: type).map(one) ?? []
        case SDL_MOUSEWHEEL:
            let w = e.wheel
            guard w.which != Self.touchMouseID else { return [] }
            let flip: Double = w.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            let py = Double(w.preciseY) * flip
            let px = Double(w.preciseX) * flip
            // A fractional amount can only come from a precise device (trackpad); keep treating
            // that device as precise for a moment, since it also sends whole values.
            if py != py.rounded() || px != px.rounded() { preciseUntil = t + 400 }
            let precise = t <= preciseUntil
            let dy = precise ? py : Double(w.y) * flip
            guard dy != 0 || px != 0 else { return [] }
            return one(.wheel(dx: px, dy: dy, precise: precise, x: points(w.mouseX), y: points(w.mouseY)))
        case SDL_KEYDOWN:
            let k = e.key
            // The modifiers the key was pressed with (the live state may have moved on by now).
            let mod = UInt32(k.keysym.mod)
            return one(
                .key(
                    KeyNames.name(k.keysym.sym), shift: mod & KMOD_SHIFT.rawValue != 0,
                    ctrl: mod & KMOD_CTRL.rawValue != 0))
        case SDL_WINDOWEVENT:
            if e.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) { return cancelAll(atMs: max(0, t)) }
            return windowEvent(e.window).map(one) ?? []
        default:
            return []
        }
    }

    /// A finger's event of `type` as a touch pointer's, its id the least free one (from 1)
    /// while it is down; nil for a touch SDL synthesised from the mouse, or a finger not seen
    /// going down.
    private mutating func finger(_ f: SDL_TouchFingerEvent, type: SDL_EventType) -> ScriptEvent? {
        guard f.touchId != Self.mouseTouchID else { return nil }
        let id: Int
        if let known = fingerIDs[f.fingerId] {
            id = known
        } else {
            guard type == SDL_FINGERDOWN else { return nil }
            var next = 1
            while fingerIDs.values.contains(next) { next += 1 }
            id = next
            fingerIDs[f.fingerId] = id
        }
        let x = Double(f.x) * windowSize.width
        let y = Double(f.y) * windowSize.height
        if type == SDL_FINGERUP {
            fingerIDs[f.fingerId] = nil
            fingerPositions[id] = nil
        } else {
            fingerPositions[id] = (x, y)
        }
        let phase: PointerPhase = type == SDL_FINGERDOWN ? .down : type == SDL_FINGERUP ? .up : .move
        return .pointer(phase, .touch, id: id, x: x, y: y)
    }

    /// A resize, or the mouse leaving the window, as a script event; nil for other window events.
    private mutating func windowEvent(_ w: SDL_WindowEvent) -> ScriptEvent? {
        if w.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) {
            windowSize = (points(w.data1), points(w.data2))
            // Recorded within the replay's resize limits, so that the recording replays.
            let l = Options.sizeLimits
            let u = unitsPerPoint
            let clamp = { (v: Int32) in min(max(Double(v) / u, Double(l.lowerBound)), Double(l.upperBound)) }
            return .resize(w: clamp(w.data1), h: clamp(w.data2))
        }
        // The mouse left the window with no button down (a press keeps it captured): a
        // cancel without a press ends its hover where it was last seen.
        if w.event == UInt8(SDL_WINDOWEVENT_LEAVE.rawValue), !mouseButtonDown, mouseInWindow {
            mouseInWindow = false
            return .pointer(.cancel, .mouse, id: 0, x: mousePosition.x, y: mousePosition.y)
        }
        return nil
    }

    /// Cancels for every pointer still down (the window lost focus: their releases may never
    /// come), at their last positions; the translator forgets them.
    mutating func cancelAll(atMs t: Double) -> [TimedScriptEvent] {
        var out: [TimedScriptEvent] = []
        if mouseButtonDown {
            mouseButtonDown = false
            out.append(TimedScriptEvent(tMs: t, event: .pointer(.cancel, .mouse, id: 0, x: mousePosition.x, y: mousePosition.y), line: 0))
        }
        for (id, p) in fingerPositions.sorted(by: { $0.key < $1.key }) {
            out.append(TimedScriptEvent(tMs: t, event: .pointer(.cancel, .touch, id: id, x: p.x, y: p.y), line: 0))
        }
        fingerPositions.removeAll()
        fingerIDs.removeAll()
        return out
    }
}
