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
    package static let defaultBounciness = SpringChartConfiguration().bounciness
    /// Default speed (pop's default).
    package static let defaultSpeed = SpringChartConfiguration().speed
    /// The slider range of bounciness and speed.
    package static let parameterRange: ClosedRange<Double> = SpringChartLimits.speed.allowed
    /// The spring of the column ↔ pie morph at the default speed (see ``morphSpring(speed:)``).
    package static let morphSpring = morphSpring(speed: defaultSpeed)

    /// The spring of the column ↔ pie morph at a Speed setting (0...20): critically damped (an
    /// overshooting morph would show a column past its baseline or a pie past its circle), with a
    /// natural frequency of `0.925 · (speed + 4)` rad/s, so that it comes within 1 % of its end
    /// in `7.2 / (speed + 4)` s: 0.45 s at the default speed 12, 0.3 s at 20, 1.8 s at 0.
    package static func morphSpring(speed: Double) -> SpringDescription {
        let s =
            speed.isFinite
            ? min(max(speed, parameterRange.lowerBound), parameterRange.upperBound) : defaultSpeed
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
    /// The axis scale and the springs' settings (checked when set).
    public private(set) var configuration: SpringChartConfiguration
    /// The value axis runs from 0 to this (``SpringChartConfiguration/axisMaximum``).
    public var axisMaximum: Double { configuration.axisMaximum }
    /// Distance between value-axis ticks (``SpringChartConfiguration/tickStep``).
    public var tickStep: Double { configuration.tickStep }
    /// The selected series' index.
    public private(set) var selectedSeries: Int
    /// The chosen chart kind (the morph may still be on its way to it).
    public private(set) var kind: ChartKind
    /// Spring bounciness, 0...20 (``SpringChartConfiguration/bounciness``).
    public var bounciness: Double { configuration.bounciness }
    /// Spring speed, 0...20 (``SpringChartConfiguration/speed``).
    public var speed: Double { configuration.speed }
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
    ///   - series: The series, at least one, each with one finite value per category.
    ///   - selectedSeries: The series shown first, `0 ..< series.count`.
    ///   - kind: Columns or pie.
    ///   - configuration: The axis scale and the springs' settings.
    ///   - viewport: Where the chart is laid out, view space (finite, size not negative).
    ///   - time: The time now on the host's clock, seconds (finite).
    ///   - title: The chart's title.
    ///   - valueAxisTitle: Title of the value axis.
    ///   - categoryAxisTitle: Title of the category axis.
    /// - Throws: a `RangeError` naming every value outside its range, all at once: no
    ///   categories (`categories.count`) or no series (`series.count`), a series without exactly
    ///   one value per category (`series[i].values.count`), a value that is not finite
    ///   (`series[i].values[j]`), the selected series, the configuration's fields, the
    ///   viewport's values and the time.
    public init(
        categories: [String], series: [ChartSeries], selectedSeries: Int = 0, kind: ChartKind = .column,
        configuration: SpringChartConfiguration = SpringChartConfiguration(), viewport: Rect,
        time: Double = 0,
        title: String = "", valueAxisTitle: String = "", categoryAxisTitle: String = ""
    ) throws(RangeError) {
        var problems = SpringChartLimits.problems(categories: categories, series: series)
        if !series.isEmpty {
            Limit.check("selectedSeries", selectedSeries, in: 0...(series.count - 1), into: &problems)
        }
        problems += configuration.problems() + Limit.problems(ofViewport: viewport)
        SpringChartLimits.time.check(time, into: &problems)
        try RangeError.throwIfAny(problems)
        self.categories = categories
        self.series = series
        self.title = title
        self.valueAxisTitle = valueAxisTitle
        self.categoryAxisTitle = categoryAxisTitle
        self.selectedSeries = selectedSeries
        self.kind = kind
        let c = Self.rounded(configuration)
        self.configuration = c
        values = SpringValueAnimator(
            values: series[selectedSeries].values,
            spring: SpringDescription(bounciness: c.bounciness, speed: c.speed),
            time: time)
        morph = SpringValueAnimator(
            values: [kind.morphProgress], spring: Self.morphSpring(speed: c.speed), time: time,
            positionTolerance: 1e-4,
            velocityTolerance: 1e-3)
        layout = SpringChartLayout(
            viewport: viewport, categoryCount: categories.count, seriesCount: series.count)
        self.time = time
    }

    /// `c` with bounciness and speed rounded to a tenth, as the sliders step.
    static func rounded(_ c: SpringChartConfiguration) -> SpringChartConfiguration {
        var r = c
        r.bounciness = clampParameter(c.bounciness)
        r.speed = clampParameter(c.speed)
        return r
    }

    /// Replaces the configuration at the model's ``time``: values in flight continue from their
    /// current state with the new springs; a new axis scale shows at the next frame.
    ///
    /// - Returns: ``SpringChartEvent/bouncinessChanged(_:)`` and
    ///   ``SpringChartEvent/speedChanged(_:)`` for the settings that changed.
    /// - Throws: a `RangeError` naming every field outside its range; the chart keeps its
    ///   configuration then.
    @discardableResult
    public mutating func setConfiguration(_ c: SpringChartConfiguration) throws(RangeError)
        -> [SpringChartEvent]
    {
        try RangeError.throwIfAny(c.problems())
        configuration.axisMaximum = c.axisMaximum
        configuration.tickStep = c.tickStep
        return changeBounciness(c.bounciness, at: time) + changeSpeed(c.speed, at: time)
    }

    /// Where the chart is laid out, view space (points).
    public var viewport: Rect { layout.viewport }

    /// What the chart is doing: a control held, values or the morph springing, or at rest.
    public var phase: SpringChartPhase { press != nil ? .pressing : isAnimating ? .animating : .idle }

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
        values.retarget(targets, at: time)
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
        // Counts were checked in init: the targets are set (a mismatch would leave them).
        values.retarget(series[i].values, at: t)
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
        configuration.bounciness = v
        values.setSpring(spring, at: time.isFinite ? time : self.time)
        return [.bouncinessChanged(v)]
    }

    /// The speed set by input (keys and sliders), clamped to 0...20 (NaN ignored).
    mutating func changeSpeed(_ value: Double, at time: Double) -> [SpringChartEvent] {
        guard !value.isNaN else { return [] }
        let v = Self.clampParameter(value)
        guard v != speed else { return [] }
        configuration.speed = v
        values.setSpring(spring, at: time.isFinite ? time : self.time)
        morph.setSpring(Self.morphSpring(speed: v), at: time.isFinite ? time : self.time)
        return [.speedChanged(v)]
    }

    /// Sends the shown values toward `newValues` at the model's ``time`` without changing the
    /// series or the selection (for data that changes outside the series list).
    ///
    /// - Throws: a `RangeError` naming `values.count` unless there is exactly one value per
    ///   category, and every value that is not finite (`values[j]`); nothing changes then.
    public mutating func animate(to newValues: [Double]) throws(RangeError) {
        var problems: [OutOfRange] = []
        Limit.check("values.count", newValues.count, in: categories.count...categories.count, into: &problems)
        for (j, v) in newValues.enumerated() {
            Limit("values[\(j)]", SpringChartLimits.value.allowed).check(v, into: &problems)
        }
        try RangeError.throwIfAny(problems)
        if reducesMotion { values = SpringValueAnimator(values: values.values, spring: spring, time: time) }
        values.retarget(newValues, at: time)
    }

    /// Moves every animation to `time` (seconds; a time before ``time`` or not finite moves
    /// nothing back), updating the values in place. Returns ``SpringChartEvent/settled`` on the
    /// frame where everything comes to rest.
    public mutating func advance(to time: Double) -> [SpringChartEvent] {
        let t = time.isFinite ? max(time, self.time) : self.time
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
