import RealModule

/// What a wheel is doing.
public enum WheelPhase: String, Hashable, Sendable {
    /// At rest on an item.
    case idle
    /// Following a pointer.
    case dragging
    /// Coasting after a fling, decelerating towards the item it will land on.
    case flinging
    /// Springing to an item (after a slow release, a tap, a key, a scroll notch or an overscroll).
    case settling
}

/// What a wheel reports to its host.
public enum WheelEvent: Hashable, Sendable {
    /// The item nearest the selection angle changed (with hysteresis), for example to play a tick.
    case centeredItemChanged(Int)
    /// The wheel came to rest on this item at the end of a gesture or animation.
    case selectionCommitted(Int)
}

/// The velocity estimated when a drag is released, before any cap or snapping.
public struct ReleaseEstimate: Hashable, Sendable {
    /// The pointer's velocity, points/s, view space.
    public var velocity: Point
    /// The corresponding angular velocity of the wheel's rotation angle, rad/s
    /// (positive = counter-clockwise on screen, the sign of ``WheelController/angle``).
    public var angularVelocity: Double
}

/// The interactive rotary wheel picker: state, gestures and layout.
///
/// Feed it timestamped input with ``handle(_:)`` and the current time with
/// ``advance(to:)``; both return the events they caused. Read ``layout`` for the cells
/// and draw with ``WheelLayout/render(into:dataSource:committedItem:style:measurer:)``. It never reads a clock.
public struct WheelController: Sendable {
    /// The configuration; change it with ``setConfiguration(_:)``.
    public internal(set) var configuration: WheelConfiguration
    /// The number of items.
    public internal(set) var itemCount: Int
    /// The viewport, view space.
    public internal(set) var viewport: Rect
    /// Where the wheel sits in the viewport.
    public internal(set) var geometry: WheelGeometry
    /// The rotation.
    public internal(set) var position: WheelPosition
    /// What the wheel is doing.
    public internal(set) var phase: WheelPhase = .idle
    /// The last time passed to ``advance(to:)`` or carried by an event, seconds.
    public internal(set) var time: Double = 0
    /// The item last committed, if any.
    public internal(set) var committedItem: Int?
    /// The item last reported by ``WheelEvent/centeredItemChanged(_:)``.
    public internal(set) var reportedCenteredItem: Int?

    /// Hysteresis for the centred-item event, in sectors beyond the half-way point.
    public var centeredHysteresis: Double = 0.08

    /// The motion constants.
    public var physics = WheelPhysics()
    /// The current angular velocity of the rotation angle, rad/s (positive = counter-clockwise on screen).
    public internal(set) var angularVelocity: Double = 0
    /// The release of the last pointer gesture, set by ``handle(_:)`` when a drag ends; the
    /// host may read and clear it (for traces).
    public var lastRelease: ReleaseEstimate?

    var drag: DragState?
    var draggingOnWheel = false
    /// The dragging pointer's last location (view space), for the angular velocity of a held drag.
    var dragLocation = Point(x: 0, y: 0)
    var reportedCenterPosition: Int = 0
    var motion: WheelMotion = .none
    var tracker = VelocityTracker()
    var pendingCommit = false
    var preciseScrollTime: Double?

    /// Sector-cell and label-cell reuse pools.
    public internal(set) var sectorPool = CellReusePool()
    /// Label-cell reuse pool.
    public internal(set) var labelPool = CellReusePool()
    /// The layout of the last ``updateLayout(measurer:)``.
    public internal(set) var layout: WheelLayout

    struct DragState: Sendable {
        var pointer: PointerID
        var lastAngle: Double?
        var downLocation: Point
        var downTime: Double
        var lastTime: Double
        var movedBeyondSlop: Bool
        /// Unclamped position that the pointer asks for (differs from `position` in overscroll).
        var rawSectors: Double
        /// The wheel was moving when touched: the touch stops it and selects nothing.
        var stoppedMotion: Bool
    }

    /// Creates a controller.
    public init(
        configuration: WheelConfiguration = WheelConfiguration(), itemCount: Int,
        viewport: Rect = Rect(x: 0, y: 0, width: 1024, height: 640), initialItem: Int = 0
    ) {
        self.configuration = configuration
        self.itemCount = max(0, itemCount)
        self.viewport = viewport
        self.geometry = WheelGeometry.fit(in: viewport, configuration: configuration)
        let start = self.itemCount == 0 ? 0 : min(max(initialItem, 0), self.itemCount - 1)
        self.position = WheelPosition(index: start)
        self.layout = WheelLayout(configuration: configuration)
        self.reportedCenterPosition = start
        self.reportedCenteredItem = self.itemCount > 0 ? start : nil
        self.committedItem = self.itemCount > 0 ? start : nil
    }

    /// The rotation angle in radians, `position × sectorAngle`; continuous and unbounded.
    /// It grows when the wheel turns counter-clockwise on screen.
    public var angle: Double { position.sectors * configuration.sectorAngle }

    /// The item nearest the selection angle (nil when there are no items).
    public var centeredItem: Int? {
        guard itemCount > 0 else { return nil }
        return item(forPosition: position.index)
    }

    /// Moves the viewport (window resize); the wheel is placed anew.
    public mutating func setViewport(_ rect: Rect) {
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else { return }
        viewport = Rect(x: rect.x, y: rect.y, width: max(0, rect.width), height: max(0, rect.height))
        geometry = WheelGeometry.fit(in: viewport, configuration: configuration)
    }

    /// Replaces the configuration (the rotation is kept).
    public mutating func setConfiguration(_ c: WheelConfiguration) {
        guard c.validationError() == nil else { return }
        configuration = c
        geometry = WheelGeometry.fit(in: viewport, configuration: configuration)
    }

    /// The item at unwrapped position `k`, clamped to the ends on a bounded wheel.
    func item(forPosition k: Int) -> Int {
        if let i = WheelLayout.item(atPosition: k, itemCount: itemCount, looping: configuration.looping) {
            return i
        }
        return min(max(k, 0), max(0, itemCount - 1))
    }

    /// Lays out the current rotation (visible sectors, shown labels, reusable slots).
    public mutating func updateLayout(measurer: some TextMeasurer) {
        layout.update(
            configuration: configuration, position: position, itemCount: itemCount, viewport: viewport,
            geometry: geometry, measurer: measurer, sectorPool: &sectorPool, labelPool: &labelPool)
    }

    /// The number of cells ever created by both pools.
    public var cellsCreated: Int { sectorPool.cellsCreated + labelPool.cellsCreated }

    // MARK: - Centred-item reporting

    mutating func reportCentered(into events: inout [WheelEvent]) {
        guard itemCount > 0 else { return }
        let off = position.offset(of: reportedCenterPosition)
        if abs(off) > 0.5 + centeredHysteresis || (abs(off) > 0.5 && phase == .idle) {
            reportedCenterPosition = position.index
        }
        let item = item(forPosition: reportedCenterPosition)
        if item != reportedCenteredItem {
            reportedCenteredItem = item
            events.append(.centeredItemChanged(item))
        }
    }
}
