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

/// A pointer going down, moving, lifting or being cancelled (view space, seconds).
public struct PointerEvent: Hashable, Sendable {
    /// What happened.
    public enum Phase: String, Hashable, Sendable {
        /// The pointer touched down or the button was pressed.
        case down
        /// The pointer moved.
        case move
        /// The pointer lifted or the button was released.
        case up
        /// The system took the pointer away; no selection, no fling.
        case cancel
    }

    /// What happened.
    public var phase: Phase
    /// Which pointer.
    public var pointer: PointerID
    /// Where, in view space (points).
    public var location: Point
    /// When, in seconds on the caller's clock.
    public var time: Double

    /// Creates a pointer event.
    public init(_ phase: Phase, _ pointer: PointerID = .mouse, at location: Point, time: Double) {
        self.phase = phase
        self.pointer = pointer
        self.location = location
        self.time = time
    }
}

/// A scroll-wheel or trackpad scroll.
public struct ScrollEvent: Hashable, Sendable {
    /// Horizontal amount: notches for a wheel, points for precise scrolling.
    public var dx: Double
    /// Vertical amount: notches for a wheel (positive = away from the user, "up"),
    /// points for precise scrolling.
    public var dy: Double
    /// True for continuous (trackpad) scrolling, false for wheel notches.
    public var isPrecise: Bool
    /// The pointer position when known (view space).
    public var location: Point?
    /// When, in seconds.
    public var time: Double

    /// Creates a scroll event.
    public init(dx: Double = 0, dy: Double, isPrecise: Bool = false, location: Point? = nil, time: Double) {
        self.dx = dx
        self.dy = dy
        self.isPrecise = isPrecise
        self.location = location
        self.time = time
    }
}

/// Keys that the controllers understand.
public enum NavigationKey: String, Hashable, Sendable, CaseIterable {
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

/// A key press.
public struct KeyEvent: Hashable, Sendable {
    /// The key.
    public var key: NavigationKey
    /// When, in seconds.
    public var time: Double

    /// Creates a key event.
    public init(_ key: NavigationKey, time: Double) {
        self.key = key
        self.time = time
    }
}

/// Any input a controller handles.
public enum InputEvent: Hashable, Sendable {
    /// A pointer event.
    case pointer(PointerEvent)
    /// A scroll event.
    case scroll(ScrollEvent)
    /// A key press.
    case key(KeyEvent)

    /// The event's time, seconds.
    public var time: Double {
        switch self {
        case .pointer(let e): e.time
        case .scroll(let e): e.time
        case .key(let e): e.time
        }
    }
}
