/// Identifies one pointer: the mouse, or one finger on a touch screen.
public enum PointerID: Hashable, Sendable {
    /// The mouse (or a trackpad's click-drag).
    case mouse
    /// The finger with this id (as the platform numbers the touches).
    case touch(Int)
}

extension PointerID {
    /// Whether the pointer is a finger.
    package var isTouch: Bool { if case .touch = self { true } else { false } }
    /// The finger's id, 0 for the mouse.
    package var number: Int { if case .touch(let n) = self { n } else { 0 } }
}

/// What happened to a pointer.
public enum PointerPhase: Hashable, Sendable, CaseIterable {
    /// The pointer touched down or the button was pressed.
    case down
    /// The pointer moved.
    case move
    /// The pointer lifted or the button was released.
    case up
    /// The system took the pointer away; no selection, no fling.
    case cancel
}

/// Keys that the controllers understand.
public enum NavigationKey: Hashable, Sendable, CaseIterable {
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Plus (zoom in).
    case plus
    /// Minus (zoom out).
    case minus
}

/// Any input a controller handles: a pointer, a scroll or a key, each with its time in seconds
/// on the caller's clock (one clock for every event and for `advance(to:)`).
public enum InputEvent: Hashable, Sendable {
    /// A pointer went down, moved, lifted or was cancelled: which pointer (the mouse unless
    /// given), where in view space (points), and when.
    case pointer(PointerPhase, PointerID = .mouse, at: Point, time: Double)
    /// A scroll-wheel or trackpad scroll: `dx`/`dy` in notches for a wheel (positive `dy` away
    /// from the user, "up"), in points for precise (trackpad) scrolling; the pointer position
    /// when known (view space).
    case scroll(dx: Double = 0, dy: Double, isPrecise: Bool = false, location: Point? = nil, time: Double)
    /// A key press.
    case key(NavigationKey, time: Double)

    /// The event's time, seconds.
    public var time: Double {
        switch self {
        case .pointer(_, _, _, let t), .scroll(_, _, _, _, let t), .key(_, let t): t
        }
    }

    /// Checks that every number of the event is finite (its location, scroll amounts and time)
    /// and throws a `RangeError` naming each one that is not, as the C interface refuses it
    /// ("location.y must be a finite number, got NaN"). The controllers' `handle(_:)` refuse
    /// such an event the same way, silently: it changes nothing and causes no event (a NaN taken
    /// for 0 would fling a wheel); call this to report it.
    public func validate() throws(RangeError) {
        var problems: [OutOfRange] = []
        func finite(_ name: String, _ v: Double) {
            if !v.isFinite { problems.append(OutOfRange(name: name, value: v, allowed: OutOfRange.finite)) }
        }
        switch self {
        case let .pointer(_, _, location, t):
            finite("location.x", location.x)
            finite("location.y", location.y)
            finite("time", t)
        case let .scroll(dx, dy, _, location, t):
            finite("dx", dx)
            finite("dy", dy)
            if let location {
                finite("location.x", location.x)
                finite("location.y", location.y)
            }
            finite("time", t)
        case let .key(_, t):
            finite("time", t)
        }
        if !problems.isEmpty { throw RangeError(problems) }
    }

    /// Whether ``validate()`` passes: every number of the event is finite.
    package var isValid: Bool { (try? validate()) != nil }
}

/// A pointer event as one value, for the controllers' internals (hosts send
/// ``InputEvent/pointer(_:_:at:time:)``).
package struct PointerEvent: Hashable, Sendable {
    /// What happened.
    package typealias Phase = PointerPhase

    /// What happened.
    package var phase: Phase
    /// Which pointer.
    package var pointer: PointerID
    /// Where, in view space (points).
    package var location: Point
    /// When, in seconds on the caller's clock.
    package var time: Double

    /// Creates a pointer event.
    package init(_ phase: Phase, _ pointer: PointerID = .mouse, at location: Point, time: Double) {
        self.phase = phase
        self.pointer = pointer
        self.location = location
        self.time = time
    }
}

/// A scroll as one value, for the controllers' internals.
package struct ScrollEvent: Hashable, Sendable {
    /// Horizontal amount: notches for a wheel, points for precise scrolling.
    package var dx: Double
    /// Vertical amount: notches (positive = "up"), or points for precise scrolling.
    package var dy: Double
    /// True for continuous (trackpad) scrolling, false for wheel notches.
    package var isPrecise: Bool
    /// The pointer position when known (view space).
    package var location: Point?
    /// When, in seconds.
    package var time: Double

    /// Creates a scroll event.
    package init(dx: Double = 0, dy: Double, isPrecise: Bool = false, location: Point? = nil, time: Double) {
        self.dx = dx
        self.dy = dy
        self.isPrecise = isPrecise
        self.location = location
        self.time = time
    }
}

/// A key press as one value, for the controllers' internals.
package struct KeyEvent: Hashable, Sendable {
    /// The key.
    package var key: NavigationKey
    /// When, in seconds.
    package var time: Double

    /// Creates a key event.
    package init(_ key: NavigationKey, time: Double) {
        self.key = key
        self.time = time
    }
}

extension InputEvent {
    /// The event's parts as one value each, for a controller's `switch`.
    package enum Parts {
        case pointer(PointerEvent)
        case scroll(ScrollEvent)
        case key(KeyEvent)
    }

    /// The event's parts as one value.
    package var parts: Parts {
        switch self {
        case let .pointer(phase, pointer, location, time): .pointer(PointerEvent(phase, pointer, at: location, time: time))
        case let .scroll(dx, dy, isPrecise, location, time):
            .scroll(ScrollEvent(dx: dx, dy: dy, isPrecise: isPrecise, location: location, time: time))
        case let .key(key, time): .key(KeyEvent(key, time: time))
        }
    }

    /// The event of a pointer event value.
    package init(_ e: PointerEvent) { self = .pointer(e.phase, e.pointer, at: e.location, time: e.time) }
}
