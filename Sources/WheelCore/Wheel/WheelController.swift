import RealModule
import WheelMotion
import WheelRendering

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

/// What a wheel reports to its host, returned by ``WheelController/handle(_:)``,
/// ``WheelController/advance(to:)`` and the item-change methods (effects are values: there
/// are no delegates and no side channels to poll).
public enum WheelEvent: Hashable, Sendable {
    /// The item nearest the selection angle changed (with hysteresis), for example to play a
    /// tick; the index is in `0 ..< itemCount`.
    case centeredItemChanged(Int)
    /// The wheel came to rest on this item (index in `0 ..< itemCount`) at the end of a
    /// gesture, an animation, a jump, or an item change that moved the selection.
    case selectionCommitted(Int)
    /// The pointer holding the wheel was lifted (or cancelled): the velocity the tracker
    /// estimated at that moment, before any cap or snapping. Reported before the events the
    /// release itself causes.
    case released(ReleaseEstimate)
}

/// The velocity estimated when a drag is released, before any cap or snapping
/// (zero for a cancelled pointer and for a press that began off the wheel's disc).
public struct ReleaseEstimate: Hashable, Sendable {
    /// The pointer's velocity, points/s, view space.
    public var velocity: Point
    /// The corresponding angular velocity of the wheel's rotation angle, rad/s
    /// (positive = counter-clockwise on screen, the sign of ``WheelController/angle``).
    public var angularVelocity: Double
}

/// The interactive rotary wheel picker: state, gestures, item source, layout and drawing.
///
/// Create it with a configuration and an item source, feed it timestamped input with
/// ``handle(_:)`` and the current time with ``advance(to:)`` (both return the events they
/// caused), and draw each frame with ``render(into:style:measurer:)``. Move it from code
/// with ``jump(toItem:)`` and ``animate(toItem:)``; change its items while it runs with
/// ``reloadItems(_:)``, ``insertItems(at:count:items:)`` and ``removeItems(at:count:items:)``.
/// It never reads a clock: every time is an argument, in seconds.
public struct WheelController: Sendable {
    /// The configuration; change it with ``setConfiguration(_:)``.
    public internal(set) var configuration: WheelConfiguration
    /// The item source (texts of the visible items are asked for at render time).
    public internal(set) var items: any WheelDataSource
    /// The number of items, as the item source reported at creation or at the last item change.
    public internal(set) var itemCount: Int
    /// The viewport the wheel and its labels fit in, view space (points); change it with
    /// ``setViewport(_:)``.
    public internal(set) var viewport: Rect
    /// Where the wheel sits in the viewport (view space).
    public internal(set) var geometry: WheelGeometry
    /// The rotation.
    var position: WheelPosition
    /// What the wheel is doing (dragged, coasting, settling or at rest).
    public internal(set) var phase: WheelPhase = .idle
    /// The last time passed to ``advance(to:)`` or carried by an event, seconds.
    public internal(set) var time: Double = 0
    /// The item last committed (index in `0 ..< itemCount`), if any.
    public internal(set) var committedItem: Int?
    /// The item last reported by ``WheelEvent/centeredItemChanged(_:)``.
    var reportedCenteredItem: Int?

    /// Hysteresis for the centred-item event, in sectors beyond the half-way point between
    /// two items (0.08 by default), so that the event does not chatter at a boundary.
    public var centeredHysteresis: Double = 0.08

    /// The motion constants (fling friction, springs, speed limits; radians and seconds).
    public var physics = WheelPhysics()
    /// The current angular velocity of the rotation angle, rad/s (positive = counter-clockwise on screen).
    public internal(set) var angularVelocity: Double = 0
    /// The release of the pointer gesture being handled, set when a drag ends; ``handle(_:)``
    /// turns it into a ``WheelEvent/released(_:)`` event and clears it.
    var lastRelease: ReleaseEstimate?

    var drag: DragState?
    var draggingOnWheel = false
    /// The dragging pointer's last location (view space), for the angular velocity of a held drag.
    var dragLocation = Point(x: 0, y: 0)
    var reportedCenterPosition: Int = 0
    var motion: WheelMovement = .none
    var tracker = VelocityTracker()
    var pendingCommit = false
    var preciseScrollTime: Double?

    /// Sector-cell reuse pool.
    var sectorPool = CellReusePool()
    /// Label-cell reuse pool.
    var labelPool = CellReusePool()
    /// The layout of the last ``render(into:style:measurer:)`` (or ``updateLayout(measurer:)``):
    /// the visible sectors and shown labels with their slots, view space.
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

    /// Creates a wheel resting on `initialItem` (clamped to the items), committed to it.
    ///
    /// - Parameters:
    ///   - configuration: geometry, labels and looping; check a configuration built from
    ///     user input with ``WheelConfiguration/validationError()`` first.
    ///   - items: the item source; its ``WheelDataSource/itemCount`` is read now and at each
    ///     item change, never per frame.
    ///   - viewport: the rectangle the wheel and its labels fit in, view space (points).
    ///   - initialItem: the item at the selection angle, index in `0 ..< itemCount`.
    public init(
        configuration: WheelConfiguration = WheelConfiguration(), items: any WheelDataSource,
        viewport: Rect = Rect(x: 0, y: 0, width: 1024, height: 640), initialItem: Int = 0
    ) {
        self.configuration = configuration
        self.items = items
        self.itemCount = max(0, items.itemCount)
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

    /// Lays out the current rotation (visible sectors, shown labels, reusable slots) into
    /// ``layout`` without drawing, for a host that hit-tests or measures before its first
    /// frame; ``render(into:style:measurer:)`` does this itself.
    ///
    /// - Parameter measurer: measures the label height (the same measurer the renderer uses).
    public mutating func updateLayout(measurer: some TextMeasurer) {
        layout.update(
            configuration: configuration, position: position, itemCount: itemCount, viewport: viewport,
            geometry: geometry, measurer: measurer, sectorPool: &sectorPool, labelPool: &labelPool)
    }

    /// Lays out the current rotation and appends its drawing to `list` (view space): sectors,
    /// sector texts, leader lines, labels (the committed item's emphasised) and the
    /// selection marker. Text runs carry their cell slot, so a renderer may cache a texture
    /// per slot. `list.background` is left to the host.
    ///
    /// - Parameters:
    ///   - list: the frame's display list; commands are appended.
    ///   - style: colours.
    ///   - measurer: measures label heights and fits sector texts; pass the measurer whose
    ///     metrics the renderer draws text with (there is no default, so the layout never
    ///     fits text with other metrics than those drawn).
    /// - Complexity: O(visible cells), independent of the item count.
    public mutating func render(
        into list: inout DisplayList, style: WheelStyle, measurer: some TextMeasurer
    ) {
        updateLayout(measurer: measurer)
        layout.render(
            into: &list, dataSource: items, committedItem: committedItem, style: style, measurer: measurer)
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
