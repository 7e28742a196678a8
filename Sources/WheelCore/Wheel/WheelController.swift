import RealModule
import WheelMotion
import WheelPrimitives

/// What a wheel is doing.
public enum WheelPhase: Hashable, Sendable {
    /// At rest on an item.
    case idle
    /// Following a pointer.
    case dragging
    /// Coasting after a fling, decelerating towards the item it will land on.
    case flinging
    /// Moving to an item on its own: a spring (after a slow release, a tap, a key, a scroll
    /// notch, an overscroll or ``WheelController/animate(toItem:duration:curve:)`` without a
    /// duration) or a timed animation.
    case settling
}

/// What a wheel reports to its host, returned by ``WheelController/handle(_:)``,
/// ``WheelController/advance(to:)`` and the methods that move it or change its items (effects
/// are values: there are no delegates and no side channels to poll).
public enum WheelEvent: Hashable, Sendable {
    /// The item nearest the selection angle changed (with hysteresis), for example to play a
    /// tick; the index is in `0 ..< itemCount`. Also reported when an item change moves the
    /// centred item to another index.
    case centeredItemChanged(Int)
    /// The wheel came to rest on this item (index in `0 ..< itemCount`) at the end of a
    /// gesture, a key or scroll step, an animation or a jump: a choice the user (or the host's
    /// call) made. Item changes never report it (they update ``WheelController/committedItem``),
    /// and neither does coming back to rest on the item already committed.
    case selectionCommitted(Int)
    /// The pointer holding the wheel was lifted or cancelled after a drag: the angular velocity
    /// of the rotation angle, rad/s, and the pointer's velocity, points/s in view space, that
    /// the tracker estimated then, before any cap or snapping (zero for a cancelled pointer).
    /// Reported before the events the release itself causes; a tap reports none.
    case released(angularVelocity: Double, velocity: Point)
}

/// How a timed animation (``WheelController/animate(toItem:duration:curve:)``) spreads its
/// motion over its duration.
public enum WheelAnimationCurve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Starts fast and slows to a stop (1 − (1 − u)²).
    case easeOut
    /// Starts and ends slowly (u²(3 − 2u)).
    case easeInOut
}

/// The interactive rotary wheel picker: state, gestures, item source, layout and drawing.
///
/// Create it with a configuration and an item source, feed it timestamped input with
/// ``handle(_:)`` and the current time with ``advance(to:)`` (both return the events they
/// caused), and draw each frame with ``render(into:style:measurer:)``. Move it from code
/// with ``jump(toItem:)`` and ``animate(toItem:duration:curve:)``; change its items while it
/// runs with ``reloadItems(_:)``, ``insertItems(at:count:items:)`` and
/// ``removeItems(at:count:items:)``. It never reads a clock: every time is an argument, in
/// seconds.
///
/// Values in, state out, events between: what the host hands in it can read back
/// (``configuration``, ``itemCount`` and ``item(at:)``, ``viewport``, ``time``), and what the
/// wheel knows is readable state (``centeredItem``, ``committedItem``, ``phase``, ``angle``,
/// ``angularVelocity``, ``geometry``, ``hitTest(_:)``), the same set the C interface's
/// `wheel_get_state` and the Python binding answer. Events say what happened (for a tick, a
/// commit, a release); they never replace the state, so a host need keep no copy of it. The
/// style is not state: it is an argument of each ``render(into:style:measurer:)``.
///
/// Mistakes are errors, not clamps: a configuration field, an item index or a count outside
/// its range throws a `RangeError` naming it, its value and the range allowed.
public struct WheelController: Sendable {
    /// The configuration the wheel uses. To change a setting, copy it, change the field and hand
    /// it to ``setConfiguration(_:)``, which checks it.
    public internal(set) var configuration: WheelConfiguration
    /// The item source (texts of the visible items are asked for at render time; read one
    /// with ``item(at:)``).
    package internal(set) var items: any WheelDataSource
    /// The number of items, as the item source reported at creation or at the last item change
    /// (``reloadItems(_:)``, ``insertItems(at:count:items:)``, ``removeItems(at:count:items:)``).
    public internal(set) var itemCount: Int
    /// The viewport the wheel and its labels fit in, view space (points); set with
    /// ``setViewport(_:)``.
    public internal(set) var viewport: Rect
    /// Where the wheel and its label column sit in the viewport (view space), for a host that
    /// places something over the wheel or drives it with synthetic pointer events.
    public var geometry: WheelGeometry { projection.geometry }
    /// The geometry's projection, fitted to the viewport and configuration (made anew when
    /// either changes).
    var projection: any WheelProjection
    /// The rotation.
    var position: WheelPosition
    /// What the wheel is doing (dragged, coasting, settling or at rest).
    public internal(set) var phase: WheelPhase = .idle
    /// The wheel's time, seconds: the latest time passed to ``advance(to:)`` or carried by an
    /// input event (it never goes back). ``animate(toItem:duration:curve:)`` starts then.
    public internal(set) var time: Double = 0
    /// The item last committed (index in `0 ..< itemCount`), if any.
    public internal(set) var committedItem: Int?
    /// The item last reported by ``WheelEvent/centeredItemChanged(_:)``.
    var reportedCenteredItem: Int?

    /// The motion constants (``WheelConfiguration/physics``).
    var physics: WheelPhysics { configuration.physics }
    /// The rate of ``angle``, radians per second (positive: counter-clockwise on screen), at
    /// ``time``: what a host needs to animate its own chrome with the wheel (0 at rest).
    public internal(set) var angularVelocity: Double = 0

    var drag: DragState?
    var draggingOnWheel = false
    /// The dragging pointer's last location (view space), for the angular velocity of a held drag.
    var dragLocation = Point(x: 0, y: 0)
    var reportedCenterPosition: Int = 0
    var motion: WheelMovement = .none
    var tracker = VelocityTracker()
    var pendingCommit = false
    var preciseScrollTime: Double?

    /// Cell reuse pool (a rotary wheel's sectors, a drum's rows).
    var cellPool = CellReusePool()
    /// Label-cell reuse pool.
    var labelPool = CellReusePool()
    /// The last layout: of the last ``render(into:style:measurer:)`` or
    /// ``updateLayout(measurer:)``, or of the last item, viewport or configuration change
    /// (laid out with the last frame's label heights, monospace ones before the first frame,
    /// so that hit tests work from creation): the visible sectors and shown labels with their
    /// slots, view space.
    public internal(set) var layout: WheelLayout

    /// The label heights the last render's measurer gave, so that a layout made between frames
    /// (after an item change, a viewport or configuration change) has the frame's label boxes;
    /// monospace metrics before the first render.
    var labelMetrics = RememberedLabelMetrics()

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
        /// A drag over the label column: the pointer's last height (view-space y).
        var lastLabelY: Double
    }

    /// Creates a wheel resting on `initialItem`, committed to it.
    ///
    /// - Parameters:
    ///   - configuration: geometry, labels, looping and physics.
    ///   - items: the item source; its ``WheelDataSource/itemCount`` is read now and at each
    ///     item change, never per frame.
    ///   - viewport: the rectangle the wheel and its labels fit in, view space (points); its
    ///     values must be finite and its size not negative.
    ///   - initialItem: the item at the selection angle, index in `0 ..< itemCount` (0 for an
    ///     empty wheel).
    /// - Throws: a `RangeError` naming every configuration field, viewport value, the item
    ///   count (0 to 2⁵⁰) or `initialItem` outside its range.
    public init(
        configuration: WheelConfiguration = WheelConfiguration(), items: any WheelDataSource,
        viewport: Rect = Rect(x: 0, y: 0, width: 1024, height: 640), initialItem: Int = 0
    ) throws(RangeError) {
        let count = items.itemCount
        var problems = WheelLimits.problems(of: configuration) + Limit.problems(ofViewport: viewport)
        if let bad = WheelLimits.itemCount(count) {
            problems.append(bad)
        } else if let bad = WheelLimits.item("initialItem", initialItem, count: max(1, count)) {
            problems.append(bad)
        }
        try RangeError.throwIfAny(problems)
        self.configuration = configuration
        self.items = items
        self.itemCount = count
        self.viewport = viewport
        self.projection = configuration.geometry.projection(fitting: viewport, configuration: configuration)
        let start = count == 0 ? 0 : initialItem
        self.position = WheelPosition(index: start)
        self.layout = WheelLayout(configuration: configuration)
        self.reportedCenterPosition = start
        self.reportedCenteredItem = count > 0 ? start : nil
        self.committedItem = count > 0 ? start : nil
        rebaseLoopingTurns()
        layOut(measurer: labelMetrics)
    }

    /// The rotation angle, radians: 0 with item 0 at the selection, growing when the wheel
    /// turns counter-clockwise on screen or a drum rolls up (by ``itemAngle`` per item);
    /// continuous and unbounded (a looping wheel's angle keeps growing with each turn).
    public var angle: Double { position.sectors * itemAngle }

    /// The item nearest the selection angle now (nil when there are no items).
    /// ``WheelEvent/centeredItemChanged(_:)`` reports changes of it with hysteresis while the
    /// wheel moves (for ticks); at rest the item last reported is this one.
    public var centeredItem: Int? {
        guard itemCount > 0 else { return nil }
        return item(forPosition: position.index)
    }

    /// The item at `index`, as the item source answers it now.
    ///
    /// - Throws: a `RangeError` when `index` is not in `0 ..< itemCount` (always on an empty
    ///   wheel).
    public func item(at index: Int) throws(RangeError) -> WheelItem {
        if let bad = WheelLimits.item("index", index, count: itemCount) { throw RangeError([bad]) }
        return items.item(at: index)
    }

    /// Moves the viewport (window resize); the wheel is placed anew.
    ///
    /// - Throws: a `RangeError` naming the values that are not finite or a negative size;
    ///   the wheel is unchanged then.
    public mutating func setViewport(_ rect: Rect) throws(RangeError) {
        try RangeError.throwIfAny(Limit.problems(ofViewport: rect))
        viewport = rect
        projection = configuration.geometry.projection(fitting: viewport, configuration: configuration)
        layOut(measurer: labelMetrics)
    }

    /// Replaces the configuration (the rotation is kept).
    ///
    /// A looping wheel that stops looping is brought back to its first turn by whole turns, so
    /// it still shows (and centres) the same item; a motion that would end beyond the items
    /// springs to the nearest end instead, and its events follow from ``advance(to:)``.
    ///
    /// - Returns: ``WheelEvent/centeredItemChanged(_:)`` when the centred item changed (a
    ///   rotation that lay between the last item and the first of the next turn).
    /// - Throws: a `RangeError` naming every field outside its range; the wheel keeps its
    ///   configuration then.
    @discardableResult
    public mutating func setConfiguration(_ c: WheelConfiguration) throws(RangeError) -> [WheelEvent] {
        try c.validate()
        let stopsLooping = configuration.looping && !c.looping
        configuration = c
        projection = configuration.geometry.projection(fitting: viewport, configuration: configuration)
        var events: [WheelEvent] = []
        if stopsLooping && itemCount > 0 {
            // The item shown at position k of a looping wheel is k mod n: move back by the
            // whole turns so that the same item sits in 0 ..< n, where a bounded wheel shows it.
            let k = position.index
            let shown = WheelLayout.item(atPosition: k, itemCount: itemCount, looping: true) ?? 0
            shiftPositions(bySectors: shown - k)
            keepMotionWithinItems()
            reportCentered(into: &events)
        }
        layOut(measurer: labelMetrics)
        return events
    }

    /// The item at unwrapped position `k`, clamped to the ends on a bounded wheel.
    func item(forPosition k: Int) -> Int {
        if let i = WheelLayout.item(atPosition: k, itemCount: itemCount, looping: configuration.looping) {
            return i
        }
        return min(max(k, 0), max(0, itemCount - 1))
    }

    /// Lays out the current rotation (visible sectors, shown labels, reusable slots) without
    /// drawing, so that ``hitTest(_:)`` and ``hit(at:)`` answer for the wheel as it is now
    /// rather than as the last frame drew it (after ``jump(toItem:)``, say, before the next
    /// frame). ``render(into:style:measurer:)`` does this itself, and so does every item,
    /// viewport or configuration change (with the label heights of the last frame).
    ///
    /// - Parameter measurer: measures the label height (the measurer the renderer uses).
    public mutating func updateLayout(measurer: some TextMeasurer) {
        layOut(measurer: measurer)
        labelMetrics.remember(configuration, from: measurer)
    }

    /// Lays out the current rotation into ``layout``.
    mutating func layOut(measurer: some TextMeasurer) {
        layout.update(
            configuration: configuration, position: position, itemCount: itemCount, viewport: viewport,
            projection: projection, measurer: measurer, cellPool: &cellPool, labelPool: &labelPool)
    }

    /// Lays out the current rotation and appends its drawing to `list` (view space): sectors,
    /// sector texts, leader lines, labels (the one of the item in the selection band emphasised,
    /// at rest the committed item; during a drag, a fling or a settle the item passing the
    /// marker, as the highlighted sector) and the selection marker. Text runs carry their cell
    /// slot, so a renderer may cache a texture per slot. Sets `list.background` to the style's
    /// background (a host that draws the wheel over a background of its own sets it after).
    ///
    /// - Parameters:
    ///   - list: the frame's display list; commands are appended, the background set.
    ///   - style: colours.
    ///   - measurer: measures label heights and fits sector texts; pass the measurer whose
    ///     metrics the renderer draws text with (there is no default, so the layout never
    ///     fits text with other metrics than those drawn).
    /// - Complexity: O(visible cells), independent of the item count.
    public mutating func render(
        into list: inout DisplayList, style: WheelStyle, measurer: some TextMeasurer
    ) {
        updateLayout(measurer: measurer)
        list.background = style.background
        // A source that shrank without telling the wheel is asked only for the indices it still
        // has (its count now, O(1)); the others draw empty until the host reports the change.
        let source = ShrinkGuard(base: items, count: min(itemCount, items.itemCount))
        layout.render(
            into: &list, dataSource: source, selectedItem: layout.centeredItem, style: style,
            measurer: measurer)
    }

    /// The number of cells ever created by both reuse pools (cells and label cells): a pool
    /// metric that stays small however far the wheel turns.
    public var cellsCreated: Int { cellPool.cellsCreated + labelPool.cellsCreated }

    /// On a looping wheel whose rotation lies more than 2⁴⁹ sectors from item 0 (only a wheel of
    /// more than 2⁴⁹ items gets there), moves every position back by whole turns to within half
    /// a turn of it: the item shown stays the same, and the next move (at most half a turn the
    /// shortest way) stays within ``WheelPosition/limit``, where positions would clamp and stop
    /// naming the item they show.
    mutating func rebaseLoopingTurns() {
        let half = Int(WheelPosition.limit) / 2
        guard configuration.looping, itemCount > 0, abs(position.index) > half else { return }
        let k = position.index
        var m = k % itemCount
        if m > itemCount / 2 { m -= itemCount } else if m < -(itemCount / 2) { m += itemCount }
        shiftPositions(bySectors: m - k)
    }

    // MARK: - Centred-item reporting

    mutating func reportCentered(into events: inout [WheelEvent]) {
        guard itemCount > 0 else { return }
        rebaseLoopingTurns()
        let off = position.offset(of: reportedCenterPosition)
        if abs(off) > 0.5 + physics.centeringHysteresis || (abs(off) > 0.5 && phase == .idle) {
            reportedCenterPosition = position.index
        }
        let item = item(forPosition: reportedCenterPosition)
        if item != reportedCenteredItem {
            reportedCenteredItem = item
            events.append(.centeredItemChanged(item))
        }
    }
}

/// The sizes a measurer gave the label styles' sample text ("Ag", all the layout measures), kept
/// so that a layout made between frames measures labels as the last frame did; other texts and
/// styles are measured as monospace text.
struct RememberedLabelMetrics: TextMeasurer, Sendable {
    /// The remembered sizes by style.
    private var sizes: [TextStyle: Size] = [:]

    /// Remembers what `measurer` says of the label and detail styles of `c`.
    mutating func remember(_ c: WheelConfiguration, from measurer: some TextMeasurer) {
        sizes.removeAll(keepingCapacity: true)
        sizes[c.labelTextStyle] = measurer.measure("Ag", style: c.labelTextStyle)
        if c.showsDetailText { sizes[c.detailTextStyle] = measurer.measure("Ag", style: c.detailTextStyle) }
    }

    func measure(_ text: String, style: TextStyle) -> Size {
        text == "Ag"
            ? sizes[style] ?? MonospaceTextMeasurer().measure(text, style: style)
            : MonospaceTextMeasurer().measure(text, style: style)
    }
}
