import SeriesIO
import WheelMotion
import WheelPrimitives

/// The model of a linked-chart range selector: a main chart showing a visible range of a time
/// series, and an overview of the whole domain with a draggable, resizable selection that
/// equals that visible range.
///
/// There is one source of truth, ``visibleRange`` (epoch seconds); the main chart's scale and
/// the overview's selection are both derived from it, so the two charts always agree. Every
/// change goes through `constraint` (domain bounds and minimum span, see
/// `RangeConstraint`), whichever path it comes from: pointer drags of the selection body,
/// handles or main chart, pinch and scroll zoom, keys, momentum, or the code API
/// (``setVisibleRange(_:)``, ``zoom(by:around:)``, ``pan(by:)``).
///
/// Like `WheelController` it never reads a clock: events carry their time and
/// ``advance(to:)`` moves momentum to a given time (seconds). Geometry (``geometry``) is in
/// view space (points, y down).
public struct RangeSelectorController: Sendable {
    /// The behaviour constants; change one by copying it, changing the field and handing it to
    /// ``setConfiguration(_:)``, which checks it.
    public private(set) var configuration: RangeSelectorConfiguration
    /// Domain and minimum span; every range change goes through it.
    package private(set) var constraint: RangeConstraint
    /// The selector's time, seconds: the latest time passed to ``advance(to:)`` or carried by
    /// an input event.
    public internal(set) var time: Double = 0
    /// The range shown by the main chart and selected in the overview (epoch seconds).
    public internal(set) var visibleRange: ClosedRange<Double>
    /// What the selector is doing.
    public internal(set) var phase: RangeSelectorPhase = .idle
    /// The layout of the charts (view space). Its plots' side margins fit the value labels and
    /// the value tag at each ``render(into:style:measurer:)`` (see `fitGutters(measurer:)`).
    public private(set) var geometry: RangeSelectorGeometry
    /// What the charts draw: the series' min/max pyramid (an empty series when the selector was
    /// made from a domain alone).
    public private(set) var pyramid: MinMaxPyramid
    /// The header's title.
    public var title: String
    /// The drawing state kept from frame to frame (column caches, the value axis's glide); nil
    /// only while ``render(into:style:measurer:)`` draws with it.
    var drawing: RangeChartRenderer? = RangeChartRenderer()

    /// The pointer driving the current drag, if any.
    var activePointer: PointerID?
    /// Body drag: data x under the pointer minus the range's lower bound at grab time.
    /// Handle drag: pointer x minus the handle's x at grab time (points).
    var grabOffset = 0.0
    /// Panning: the last pointer x (points).
    var lastPointerX = 0.0
    /// The fingers down, for a pinch (view space).
    var touches: [PointerID: Point] = [:]
    /// Pinch state: data x held under the fingers' midpoint, span and finger distance at start.
    var pinchAnchor = 0.0
    var pinchStartSpan = 0.0
    var pinchStartDistance = 1.0
    /// Release velocity estimation (view-space points per second).
    var tracker = VelocityTracker()
    /// The running coast: points travelled since release, mapped to data seconds by
    /// ``momentumScale`` (data seconds per point) from ``momentumOrigin`` (the lower bound at release).
    var momentum: MomentumAnimation?
    var momentumStart = 0.0
    var momentumOrigin = 0.0
    var momentumScale = 0.0
    /// The running animation of a discrete range change, if any.
    var rangeAnimation: RangeAnimation?
    /// The main plot's view-space x whose nearest sample the main chart reads out (a hairline,
    /// a dot and a tag with its time and value): where the mouse hovers over the plot, or
    /// where a finger tapped it. Nil: no readout.
    package internal(set) var readoutX: Double?
    /// What is under the mouse while no button is down (`.none` when it is elsewhere or has
    /// left): a hovered handle or selection is drawn lit.
    package internal(set) var hoveredTarget: RangeHitTarget = .none
    /// Where a finger went down on the main chart, while it has not moved beyond
    /// ``readoutTapSlop``: lifted there, it is a tap that shows or hides the readout.
    var readoutTap: (pointer: PointerID, at: Point)?

    /// Creates a selector over `domain` (epoch seconds) showing `initialRange`, constrained:
    /// shifted into the domain and widened to the minimum span.
    ///
    /// Bounds beyond ±8.9×10³⁰⁷ are brought within it, so that every span is finite.
    ///
    /// - Throws: a `RangeError` naming every value outside its range, all at once: the
    ///   configuration's fields, the domain's and the initial range's bounds (finite), the
    ///   viewport's (finite, size not negative).
    public init(
        domain: ClosedRange<Double>, initialRange: ClosedRange<Double>,
        configuration: RangeSelectorConfiguration = .init(), viewport: Rect
    ) throws(RangeError) {
        var problems = RangeSelectorLimits.problems(of: configuration) + Limit.problems(ofViewport: viewport)
        let m = Double.greatestFiniteMagnitude
        for (name, v) in [
            ("domain.lowerBound", domain.lowerBound), ("domain.upperBound", domain.upperBound),
            ("initialRange.lowerBound", initialRange.lowerBound), ("initialRange.upperBound", initialRange.upperBound),
        ] {
            Limit(name, -m...m).check(v, into: &problems)
        }
        try RangeError.throwIfAny(problems)
        self.configuration = configuration
        pyramid = MinMaxPyramid(.empty)
        title = ""
        let c = RangeConstraint(domain: domain, minimumSpan: configuration.minimumSpan)
        constraint = c
        visibleRange = c.constrain(
            lower: initialRange.lowerBound, upper: initialRange.upperBound, anchor: .translate,
            fallback: c.domain)
        geometry = RangeSelectorGeometry(viewport: viewport)
    }

    /// Creates a selector for a series: domain ``domain(of:)``, initial range
    /// ``initialRange(of:)``; it draws the series (its ``MinMaxPyramid``, built here in O(n))
    /// under `title`.
    ///
    /// - Throws: a `RangeError` naming every configuration field and viewport value outside its
    ///   range.
    public init(
        series: TimeSeries, title: String = "", configuration: RangeSelectorConfiguration = .init(), viewport: Rect
    ) throws(RangeError) {
        try self.init(pyramid: MinMaxPyramid(series), title: title, configuration: configuration, viewport: viewport)
    }

    /// Creates a selector for the series of a pyramid the host has built (for example on a
    /// background thread): domain ``domain(of:)``, initial range ``initialRange(of:)``.
    ///
    /// - Throws: a `RangeError` naming every configuration field and viewport value outside its
    ///   range.
    public init(
        pyramid: MinMaxPyramid, title: String = "", configuration: RangeSelectorConfiguration = .init(),
        viewport: Rect
    ) throws(RangeError) {
        try self.init(
            domain: Self.domain(of: pyramid.series), initialRange: Self.initialRange(of: pyramid.series),
            configuration: configuration, viewport: viewport)
        self.pyramid = pyramid
        self.title = title
    }

    /// Half an hour, seconds: the padding on each side of a domain that has no extent.
    package static let degenerateDomainPadding = 1_800.0
    /// 2010-01-01T00:00:00Z ... one day later: the domain of an empty series.
    package static let emptyDomain: ClosedRange<Double> = 1_262_304_000...1_262_390_400

    /// The domain of a series: its first...last x. A single timestamp (one point, or all equal)
    /// is padded by `degenerateDomainPadding` each side; an empty series gets `emptyDomain`.
    public static func domain(of series: TimeSeries) -> ClosedRange<Double> {
        guard let d = series.domain else { return emptyDomain }
        if d.upperBound > d.lowerBound { return d }
        return (d.lowerBound - degenerateDomainPadding)...(d.upperBound + degenerateDomainPadding)
    }

    /// The initial visible range: from the sample at 60 % of the series to the one at 80 %
    /// (by index). The whole domain for an empty series.
    public static func initialRange(of series: TimeSeries) -> ClosedRange<Double> {
        guard series.count > 1 else { return domain(of: series) }
        let last = Double(series.count - 1)
        let i0 = Int((0.6 * last).rounded())
        let i1 = Int((0.8 * last).rounded())
        return series.xs[i0]...series.xs[max(i0, i1)]
    }

    // MARK: - Scales

    /// The whole time span the selector moves in (epoch seconds): the overview shows it, and the
    /// visible range stays inside it.
    public var domain: ClosedRange<Double> { constraint.domain }

    /// The shortest visible span the selector keeps to, seconds: the configuration's
    /// ``RangeSelectorConfiguration/minimumSpan``, or the whole domain when it is shorter.
    public var effectiveMinimumSpan: Double { constraint.effectiveMinimumSpan }

    /// The visible span, seconds.
    @inlinable public var visibleSpan: Double { visibleRange.upperBound - visibleRange.lowerBound }

    /// How far outside a plot a mapped x may lie, points: data far off screen maps to this
    /// distance, so view-space coordinates stay finite however large the data values are.
    package static let offscreenLimit = 1e7

    /// `start + (x - lower) / span * width`, computed without overflow and clamped to
    /// ``offscreenLimit`` points outside `start...start + width`; a NaN `x` maps to `start`.
    static func mapped(_ x: Double, lower: Double, span: Double, start: Double, width: Double) -> Double {
        var f = (x - lower) / span
        if !f.isFinite { f = x / span - lower / span }
        let v = start + f * width
        if v.isNaN { return start }
        return min(max(v, start - offscreenLimit), start + width + offscreenLimit)
    }

    /// The main plot's x (view space) of data x (always finite).
    public func mainX(_ x: Double) -> Double {
        let p = geometry.mainPlot
        let span = visibleSpan
        guard span > 0 else { return p.midX }
        return Self.mapped(x, lower: visibleRange.lowerBound, span: span, start: p.x, width: p.width)
    }

    /// The data x at the main plot's view-space x.
    public func mainData(_ px: Double) -> Double {
        let p = geometry.mainPlot
        guard p.width > 0 else { return visibleRange.lowerBound + visibleSpan / 2 }
        return visibleRange.lowerBound + (px - p.x) / p.width * visibleSpan
    }

    /// The overview plot's x (view space) of data x (always finite).
    public func overviewX(_ x: Double) -> Double {
        let p = geometry.overviewPlot
        let d = constraint.domain
        let span = constraint.domainSpan
        guard span > 0 else { return p.midX }
        return Self.mapped(x, lower: d.lowerBound, span: span, start: p.x, width: p.width)
    }

    /// The data x at the overview's view-space x.
    public func overviewData(_ px: Double) -> Double {
        let p = geometry.overviewPlot
        let d = constraint.domain
        guard p.width > 0 else { return d.lowerBound + constraint.domainSpan / 2 }
        return d.lowerBound + (px - p.x) / p.width * constraint.domainSpan
    }

    /// The selection's left and right edges on the overview (view-space x).
    public var selectionPixels: (left: Double, right: Double) {
        (overviewX(visibleRange.lowerBound), overviewX(visibleRange.upperBound))
    }

    /// Whether frames are needed without input: a coast or a range change is running, or the
    /// main chart's value axis is gliding to new bounds.
    public var isAnimating: Bool { phase == .momentum || rangeAnimation != nil || chart.isAnimating }

    /// The drawing state and what the last frame drew (its value annotation and readout).
    public var chart: RangeChartRenderer { drawing ?? RangeChartRenderer() }

    /// Lays the charts out for this frame and draws them into `list` (view space): first the
    /// plots' side margins fit the widest value label and value tag of the visible range (a
    /// margin grows at once and shrinks only at rest, so the plots do not change width under
    /// the pointer), then the header with ``title``, the main chart, the overview and the value
    /// annotation. Sets `list.background` to the style's background.
    ///
    /// - Parameters:
    ///   - list: the frame's display list; commands are appended.
    ///   - style: colours, sizes and fonts.
    ///   - measurer: measures the labels (the measurer the renderer draws text with).
    public mutating func render(into list: inout DisplayList, style: RangeChartStyle, measurer: some TextMeasurer) {
        var d = drawing.take() ?? RangeChartRenderer()
        defer { drawing = d }
        d.style = style
        let (left, right) = d.valueGutters(for: self, pyramid: pyramid, measurer: measurer)
        if left != geometry.leftGutter || right != geometry.rightGutter { setGutters(left: left, right: right) }
        d.render(self, pyramid: pyramid, title: title, into: &list, measurer: measurer)
    }

    // MARK: - Code API (all constrained)

    /// Lays the charts out in a new viewport (view space). The visible range is kept.
    ///
    /// - Throws: a `RangeError` naming the viewport's values that are not finite or a negative
    ///   size; the selector is unchanged then.
    public mutating func setViewport(_ viewport: Rect) throws(RangeError) {
        try RangeError.throwIfAny(Limit.problems(ofViewport: viewport))
        geometry = RangeSelectorGeometry(
            viewport: viewport, gutters: (geometry.leftGutter, geometry.rightGutter))
    }

    /// Replaces the configuration. A new minimum span applies at once: the visible range widens
    /// about its centre when it is shorter. A running coast stops.
    ///
    /// - Returns: ``RangeSelectorEvent/rangeChanged(_:)`` when the visible range changed.
    /// - Throws: a `RangeError` naming every field outside its range; the selector keeps its
    ///   configuration then.
    @discardableResult
    public mutating func setConfiguration(_ c: RangeSelectorConfiguration) throws(RangeError) -> [RangeSelectorEvent] {
        try RangeError.throwIfAny(RangeSelectorLimits.problems(of: c))
        stopMomentum()
        configuration = c
        constraint = RangeConstraint(domain: constraint.domain, minimumSpan: c.minimumSpan)
        return apply(lower: visibleRange.lowerBound, upper: visibleRange.upperBound, anchor: .translate)
    }

    /// Widens (or narrows back) the plots' left and right margins, points (never below the
    /// defaults): room for the value labels and the value tag (see
    /// ``render(into:style:measurer:)``). The visible range is kept.
    mutating func setGutters(left: Double, right: Double) {
        geometry = RangeSelectorGeometry(viewport: geometry.viewport, gutters: (left, right))
    }

    /// Shows `range` (epoch seconds), constrained: shifted into the domain and widened about
    /// its centre to the minimum span. Stops a running coast or animation.
    @discardableResult
    public mutating func setVisibleRange(_ range: ClosedRange<Double>) -> [RangeSelectorEvent] {
        stopMomentum()
        return apply(lower: range.lowerBound, upper: range.upperBound, anchor: .translate)
    }

    /// Multiplies the visible span by `factor` (< 1 zooms in) keeping data x `x` at its place,
    /// constrained. Non-finite or non-positive factors are ignored. Stops a running coast.
    @discardableResult
    public mutating func zoom(by factor: Double, around x: Double) -> [RangeSelectorEvent] {
        stopMomentum()
        return zoomKeepingCoast(by: factor, around: x)
    }

    /// Moves the visible range by `dx` seconds (positive: later), constrained. Stops a coast.
    @discardableResult
    public mutating func pan(by dx: Double) -> [RangeSelectorEvent] {
        stopMomentum()
        guard dx.isFinite else { return [] }
        return apply(
            lower: visibleRange.lowerBound + dx, upper: visibleRange.upperBound + dx, anchor: .translate)
    }

    /// The zoom itself (shared by the code API, scroll, keys and pinch).
    mutating func zoomKeepingCoast(by factor: Double, around x: Double) -> [RangeSelectorEvent] {
        guard factor.isFinite, factor > 0 else { return [] }
        let lo = visibleRange.lowerBound
        let hi = visibleRange.upperBound
        let anchor = x.isFinite ? x : lo / 2 + hi / 2
        return apply(
            lower: anchor - (anchor - lo) * factor, upper: anchor + (hi - anchor) * factor,
            anchor: .around(anchor))
    }

    // MARK: - Time

    /// Moves a running coast or range animation to `time` (seconds). The coast stops when its
    /// curve ends or when it reaches a domain edge; the animation when it lands.
    @discardableResult
    public mutating func advance(to time: Double) -> [RangeSelectorEvent] {
        if time.isFinite { self.time = max(self.time, time) }
        drawing?.advance(to: time)
        if rangeAnimation != nil, time.isFinite { return showAnimatedRange(at: time) }
        guard phase == .momentum, let m = momentum, time.isFinite else { return [] }
        let elapsed = max(0, time - momentumStart)
        let proposed = momentumOrigin + m.x(elapsed) * momentumScale
        let span = visibleSpan
        let events = apply(lower: proposed, upper: proposed + span, anchor: .translate)
        let atEdge = abs(visibleRange.lowerBound - proposed) > max(1e-9 * abs(proposed), 1e-6)
        if atEdge || m.isDone(elapsed) { stopMomentum() }
        return events
    }

    /// Ends a coast at once (the range stays where it is).
    public mutating func stopMomentum() {
        momentum = nil
        if phase == .momentum { phase = .idle }
    }

    /// Sets the range to the constrained proposal; reports a change.
    mutating func apply(lower: Double, upper: Double, anchor: RangeConstraint.Anchor) -> [RangeSelectorEvent]
    {
        rangeAnimation = nil
        let r = constraint.constrain(lower: lower, upper: upper, anchor: anchor, fallback: visibleRange)
        guard r != visibleRange else { return [] }
        visibleRange = r
        return [.rangeChanged(r)]
    }
}
