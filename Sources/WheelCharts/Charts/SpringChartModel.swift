import SeriesIO
import WheelMotion
import WheelPrimitives

/// A chart of several series over fixed categories (quarterly sales per year) whose values
/// move with springs: the controller behind the spring scene.
///
/// State: the selected series ("year"), the chart kind (columns or pie) with a morph
/// progress (0 = columns, 1 = pie) moved by its own spring, and the spring's bounciness and
/// speed (pop/Rebound scale 0...20, defaults 4 and 12). Every category's shown value has its
/// own spring (a `SpringValueAnimator`); picking another year retargets them all from
/// where they are, at the speed they have. Moving a slider changes the spring of the values
/// in flight, again continuously.
///
/// It has the wheel controller's shape: it never reads a clock (time comes in through
/// ``advance(to:)`` and the input events' times, and methods from code act at ``time``),
/// ``handle(_:)`` and ``advance(to:)`` return the ``SpringChartEvent`` values they cause, and
/// ``render(into:style:measurer:parts:)`` draws a frame. A frame
/// (``advance(to:)``) only updates the animators' arrays in place; the data, the layout and
/// the arrays are built once (and the layout again only when the viewport changes).
///
/// Geometry (``layout``) is in view space (points, origin top-left, y down). What the host
/// hands in it can read back (``categories``, ``series``, ``axisMaximum``, ``tickStep``,
/// ``time``); what the model knows is readable state (``selectedSeries``, ``kind``,
/// ``bounciness``, ``speed``, ``values``, ``morphProgress``, ``layout``), and events say
/// what changed.
public struct SpringChartModel: Sendable {
    /// Default bounciness (pop's default).
    package static let defaultBounciness = 4.0
    /// Default speed (pop's default).
    package static let defaultSpeed = 12.0
    /// The slider range of bounciness and speed.
    package static let parameterRange: ClosedRange<Double> = SpringChartLimits.speed.allowed
    /// The spring of the column ↔ pie morph at the default speed (see ``morphSpring(speed:)``).
    package static let morphSpring = morphSpring(speed: defaultSpeed)

    /// The spring of the column ↔ pie morph at a Speed setting (0...20): critically damped (an
    /// overshooting morph would show a column past its baseline or a pie past its circle), with a
    /// natural frequency of `0.925 · (speed + 4)` rad/s, so that it comes within 1 % of its end
    /// in `7.2 / (speed + 4)` s: 0.45 s at the default speed 12, 0.3 s at 20, 1.8 s at 0.
    package static func morphSpring(speed: Double) -> SpringDescription {
        let s = speed.isFinite ? min(max(speed, parameterRange.lowerBound), parameterRange.upperBound) : defaultSpeed
        let omega = 0.925 * (s + 4)
        return SpringDescription(stiffness: omega * omega, dampingRatio: 1)
    }
    /// How far a key press moves a slider.
    package static let keyStep = 1.0

    /// The category names (for example `Q1`…`Q4`).
    public let categories: [String]
    /// The series (for example one per year), each with one value per category.
    public let series: [ChartSeries]
    /// The chart's title.
    public var title: String
    /// Title of the value axis.
    public var valueAxisTitle: String
    /// Title of the category axis.
    public var categoryAxisTitle: String
    /// The value axis runs from 0 to this (fixed, so that changes are comparable).
    public let axisMaximum: Double
    /// Distance between value-axis ticks.
    public let tickStep: Double
    /// The selected series' index.
    public private(set) var selectedSeries: Int
    /// The chosen chart kind (the morph may still be on its way to it).
    public private(set) var kind: ChartKind
    /// Spring bounciness, 0...20.
    public private(set) var bounciness: Double
    /// Spring speed, 0...20.
    public private(set) var speed: Double
    /// The shown value of each category (`values.values`), moving toward the selected series'
    /// values, with their targets and velocities.
    public private(set) var values: SpringValueAnimator
    /// The morph progress (one value: 0 = columns, 1 = pie).
    package private(set) var morph: SpringValueAnimator
    /// The current layout, view space.
    public private(set) var layout: SpringChartLayout
    /// The chart's time, seconds: the latest time passed to ``advance(to:)`` or carried by an
    /// input event (or given to a method that takes one).
    public private(set) var time: Double

    /// The pointer being tracked and the control it went down on.
    var press: (pointer: PointerID, control: ChartControl)?
    /// The control under the mouse while no button is down (drawn lighter), if any.
    package internal(set) var hoveredControl: ChartControl?
    /// Whether the last frame was animating (to report ``SpringChartEvent/settled`` once).
    var wasAnimating = false

    /// Creates the chart at rest on `selectedSeries`.
    ///
    /// - Parameters:
    ///   - categories: The category names (for example `Q1`…`Q4`), at least one.
    ///   - series: The series (for example one per year), at least one, each with one value per
    ///     category.
    ///   - selectedSeries: The series shown first, `0 ..< series.count`.
    ///   - kind: Columns or pie.
    ///   - axisMaximum: The value axis runs from 0 to this (fixed, so that changes are
    ///     comparable), 10⁻⁹...10¹⁵.
    ///   - tickStep: Distance between value-axis ticks, from a thousandth of `axisMaximum` to
    ///     `axisMaximum`.
    ///   - viewport: Where the chart is laid out, view space (finite, size not negative).
    ///   - time: The time now on the host's clock, seconds (finite).
    ///   - title: The chart's title.
    ///   - valueAxisTitle: Title of the value axis.
    ///   - categoryAxisTitle: Title of the category axis.
    /// - Throws: ``ChartValueError`` when there are no categories or no series, when a series
    ///   does not have exactly one value per category, or (``ChartValueError/outOfRange(_:)``)
    ///   naming every setting outside its range.
    public init(
        categories: [String], series: [ChartSeries], selectedSeries: Int = 0, kind: ChartKind = .column,
        axisMaximum: Double = 200, tickStep: Double = 50, viewport: Rect, time: Double = 0,
        title: String = "Quarterly sales", valueAxisTitle: String = "Sales", categoryAxisTitle: String = "Quarter"
    ) throws(ChartValueError) {
        guard !categories.isEmpty else { throw .noCategories }
        guard !series.isEmpty else { throw .noSeries }
        for s in series where s.values.count != categories.count {
            throw .valueCountMismatch(expected: categories.count, got: s.values.count, series: s.name)
        }
        let problems = SpringChartLimits.problems(
            seriesCount: series.count, selectedSeries: selectedSeries, axisMaximum: axisMaximum, tickStep: tickStep,
            viewport: viewport, time: time)
        guard problems.isEmpty else { throw .outOfRange(RangeError(problems)) }
        self.categories = categories
        self.series = series
        self.title = title
        self.valueAxisTitle = valueAxisTitle
        self.categoryAxisTitle = categoryAxisTitle
        self.axisMaximum = axisMaximum
        self.tickStep = tickStep
        self.selectedSeries = selectedSeries
        self.kind = kind
        bounciness = Self.defaultBounciness
        speed = Self.defaultSpeed
        values = SpringValueAnimator(
            values: series[selectedSeries].values,
            spring: SpringDescription(bounciness: Self.defaultBounciness, speed: Self.defaultSpeed), time: time)
        morph = SpringValueAnimator(
            values: [kind.morphProgress], spring: Self.morphSpring, time: time, positionTolerance: 1e-4,
            velocityTolerance: 1e-3)
        layout = SpringChartLayout(viewport: viewport, categoryCount: categories.count, seriesCount: series.count)
        self.time = time
    }

    /// Whether the values move without overshoot, for a host that reduces motion: their spring
    /// is critically damped (the speed's stiffness, damping ratio 1, whatever the bounciness)
    /// and every new target starts them from rest where they are, so that no value passes its
    /// target. Off by default; see ``setReducesMotion(_:)``.
    public private(set) var reducesMotion = false

    /// The spring the values use now (critically damped while ``reducesMotion``).
    public var spring: SpringDescription {
        let s = SpringDescription(bounciness: bounciness, speed: speed)
        return reducesMotion ? SpringDescription(mass: s.mass, stiffness: s.stiffness, dampingRatio: 1) : s
    }

    /// Turns reduced motion on or off (``reducesMotion``) at the model's ``time``: values in
    /// flight continue toward their targets with the new spring, from rest when it is on.
    public mutating func setReducesMotion(_ on: Bool) {
        guard on != reducesMotion else { return }
        reducesMotion = on
        guard on else { return values.setSpring(spring, at: time) }
        let targets = values.targets
        values = SpringValueAnimator(values: values.values, spring: spring, time: time)
        // As many targets as values, so this cannot throw.
        try? values.setTargets(targets, at: time)
    }

    /// The morph progress shown now, clamped to `0...1` (0 = columns, 1 = pie).
    public var morphProgress: Double { min(1, max(0, morph.values[0])) }

    /// Whether a value or the morph is still moving.
    public var isAnimating: Bool { values.isAnimating || morph.isAnimating }

    /// The control the pointer is pressing, if any (for drawing it pressed).
    public var pressedControl: ChartControl? { press?.control }

    /// Lays the chart out again for a new viewport (view space).
    ///
    /// - Throws: a `RangeError` naming the viewport's values that are not finite or a negative
    ///   size; the chart is unchanged then.
    public mutating func setViewport(_ rect: Rect) throws(RangeError) {
        try RangeError.throwIfAny(Limit.problems(ofViewport: rect))
        layout = SpringChartLayout(viewport: rect, categoryCount: categories.count, seriesCount: series.count)
    }

    /// Selects series `index` at the model's ``time`` (set by ``advance(to:)`` and input, as
    /// for the wheel): every value springs toward its new target.
    ///
    /// - Throws: a `RangeError` when `index` is outside `0 ..< series.count`; nothing changes
    ///   then.
    @discardableResult
    public mutating func selectSeries(_ index: Int) throws(RangeError) -> [SpringChartEvent] {
        var problems: [OutOfRange] = []
        Limit.check("selectedSeries", index, in: 0...(series.count - 1), into: &problems)
        try RangeError.throwIfAny(problems)
        return moveToSeries(index, at: time)
    }

    /// Selects series `index` (clamped: a key at the first or last series does nothing) at
    /// `time`, for input.
    mutating func moveToSeries(_ index: Int, at time: Double) -> [SpringChartEvent] {
        let i = min(max(index, 0), series.count - 1)
        guard i != selectedSeries else { return [] }
        selectedSeries = i
        let t = time.isFinite ? time : self.time
        // Reduced motion: from rest where the values are, so that none overshoots.
        if reducesMotion { values = SpringValueAnimator(values: values.values, spring: spring, time: t) }
        // Counts were checked in init, so this cannot throw.
        try? values.setTargets(series[i].values, at: t)
        self.time = max(self.time, t)
        return [.yearChanged(i)]
    }

    /// Chooses the chart kind at the model's ``time``; the morph springs toward it from where
    /// it is.
    @discardableResult
    public mutating func setKind(_ newKind: ChartKind) -> [SpringChartEvent] {
        changeKind(newKind, at: time)
    }

    /// The chart kind chosen by input at `time`.
    mutating func changeKind(_ newKind: ChartKind, at time: Double) -> [SpringChartEvent] {
        guard newKind != kind else { return [] }
        kind = newKind
        let t = time.isFinite ? time : self.time
        morph.setTarget(newKind.morphProgress, of: 0, at: t)
        self.time = max(self.time, t)
        return [.kindChanged(newKind)]
    }

    /// Ends the morph at once on the current kind (no spring), for a host that reduces motion
    /// and cross-fades between the two pictures itself.
    public mutating func finishMorph() {
        morph = SpringValueAnimator(values: [kind.morphProgress], spring: morph.spring, time: time)
    }

    /// Sets the bounciness (0...20, rounded to a tenth) at the model's ``time``; values in
    /// flight continue from their current state with the new spring.
    ///
    /// - Throws: a `RangeError` when `value` is outside 0...20 or NaN; nothing changes then.
    @discardableResult
    public mutating func setBounciness(_ value: Double) throws(RangeError) -> [SpringChartEvent] {
        try SpringChartLimits.bounciness.check(value)
        return changeBounciness(value, at: time)
    }

    /// Sets the speed (0...20, rounded to a tenth) at the model's ``time``; values in flight
    /// continue from their current state with the new spring.
    ///
    /// - Throws: a `RangeError` when `value` is outside 0...20 or NaN; nothing changes then.
    @discardableResult
    public mutating func setSpeed(_ value: Double) throws(RangeError) -> [SpringChartEvent] {
        try SpringChartLimits.speed.check(value)
        return changeSpeed(value, at: time)
    }

    /// The bounciness set by input (keys and sliders), clamped to 0...20 (NaN ignored).
    mutating func changeBounciness(_ value: Double, at time: Double) -> [SpringChartEvent] {
        guard !value.isNaN else { return [] }
        let v = Self.clampParameter(value)
        guard v != bounciness else { return [] }
        bounciness = v
        values.setSpring(spring, at: time.isFinite ? time : self.time)
        return [.bouncinessChanged(v)]
    }

    /// The speed set by input (keys and sliders), clamped to 0...20 (NaN ignored).
    mutating func changeSpeed(_ value: Double, at time: Double) -> [SpringChartEvent] {
        guard !value.isNaN else { return [] }
        let v = Self.clampParameter(value)
        guard v != speed else { return [] }
        speed = v
        values.setSpring(spring, at: time.isFinite ? time : self.time)
        morph.setSpring(Self.morphSpring(speed: v), at: time.isFinite ? time : self.time)
        return [.speedChanged(v)]
    }

    /// Sends the shown values toward `newValues` at the model's ``time`` without changing the
    /// series or the selection (for data that changes outside the series list).
    ///
    /// - Throws: ``ChartValueError/valueCountMismatch(expected:got:series:)`` unless there is
    ///   exactly one value per category.
    public mutating func animate(to newValues: [Double]) throws(ChartValueError) {
        guard newValues.count == categories.count else {
            throw .valueCountMismatch(expected: categories.count, got: newValues.count, series: nil)
        }
        if reducesMotion { values = SpringValueAnimator(values: values.values, spring: spring, time: time) }
        try values.setTargets(newValues, at: time)
    }

    /// Moves every animation to `time` (seconds), updating the values in place. Returns
    /// ``SpringChartEvent/settled`` on the frame where everything comes to rest.
    public mutating func advance(to time: Double) -> [SpringChartEvent] {
        let t = time.isFinite ? time : self.time
        self.time = t
        values.advance(to: t)
        morph.advance(to: t)
        let animating = isAnimating
        defer { wasAnimating = animating }
        return wasAnimating && !animating ? [.settled] : []
    }

    /// Each category's share of the pie now (negative values clipped at 0; all 0 when the
    /// total is 0), written into `out`.
    public func pieFractions(into out: inout [Double]) {
        PieGeometry.fractions(of: values.values, into: &out)
    }

    /// A slider value rounded to a tenth and clamped to 0...20.
    static func clampParameter(_ v: Double) -> Double {
        let c = min(max(v, parameterRange.lowerBound), parameterRange.upperBound)
        return (c * 10).rounded() / 10
    }
}
