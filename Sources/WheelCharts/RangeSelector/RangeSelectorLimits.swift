import WheelMotion
import WheelPrimitives

/// The one table of the range selector's limits: the range of every configuration field. The
/// Swift API (the controller's initialisers) and the demo's command line (`--min-span-hours`)
/// check against these rows.
public enum RangeSelectorLimits {
    /// The least span the selection may have, seconds (0: none), at most 10⁹ hours.
    public static let minimumSpan = Limit("minimumSpan", 0...3.6e12)
    /// The coast's deceleration per millisecond.
    public static let decelerationRate = Limit("decelerationRate", 0.9...0.9999)
    /// Speed under which a coast stops, points/s.
    public static let momentumStopSpeed = Limit("momentumStopSpeed", 0.01...10_000)
    /// Longest coast, seconds.
    public static let maximumMomentumDuration = Limit("maximumMomentumDuration", 0.01...60)
    /// Least release speed that coasts, points/s.
    public static let minimumFlingSpeed = Limit("minimumFlingSpeed", 0...10_000)
    /// Share of the span a key pans.
    public static let keyPanFraction = Limit("keyPanFraction", 0.001...1)
    /// Zoom factor of a key.
    public static let keyZoomFactor = Limit("keyZoomFactor", 1.001...100)
    /// Zoom factor of a wheel notch.
    public static let wheelZoomFactor = Limit("wheelZoomFactor", 1.001...100)
    /// Zoom per point of precise scrolling.
    public static let preciseZoomPerPoint = Limit("preciseZoomPerPoint", 0.0001...1)
    /// Share of the span a horizontal wheel notch pans.
    public static let wheelPanFraction = Limit("wheelPanFraction", 0.001...1)

    /// Every field of `c` outside its range, in declaration order.
    public static func problems(of c: RangeSelectorConfiguration) -> [OutOfRange] {
        var p: [OutOfRange] = []
        minimumSpan.check(c.minimumSpan, into: &p)
        decelerationRate.check(c.decelerationRate, into: &p)
        momentumStopSpeed.check(c.momentumStopSpeed, into: &p)
        maximumMomentumDuration.check(c.maximumMomentumDuration, into: &p)
        minimumFlingSpeed.check(c.minimumFlingSpeed, into: &p)
        keyPanFraction.check(c.keyPanFraction, into: &p)
        keyZoomFactor.check(c.keyZoomFactor, into: &p)
        wheelZoomFactor.check(c.wheelZoomFactor, into: &p)
        preciseZoomPerPoint.check(c.preciseZoomPerPoint, into: &p)
        wheelPanFraction.check(c.wheelPanFraction, into: &p)
        do {
            try c.locale.validate()
        } catch {
            p += error.values.map { v in
                var named = v
                named.name = "locale." + v.name
                return named
            }
        }
        return p
    }
}

/// The spring chart's limits: its two spring parameters (pop's), shared by the model's setters
/// and its sliders, and the values it is created with.
public enum SpringChartLimits {
    /// Bounciness, 0...20.
    public static let bounciness = Limit("bounciness", 0...20)
    /// Speed, 0...20.
    public static let speed = Limit("speed", 0...20)
    /// The top of the value axis, 10⁻⁹...10¹⁵.
    public static let axisMaximum = Limit("axisMaximum", 1e-9...1e15)
    /// The distance between value-axis ticks: at most a thousand ticks, at least one.
    public static func tickStep(axisMaximum: Double) -> Limit { Limit("tickStep", axisMaximum / 1000...axisMaximum) }
    /// The time a chart is created at, seconds on the host's clock (finite; later calls treat a
    /// non-finite time as "now", as every controller does).
    public static let time = Limit("time", -1e15...1e15)

    /// Every value of a spring chart's creation outside its range, in parameter order
    /// (`seriesCount` is at least 1).
    public static func problems(
        seriesCount: Int, selectedSeries: Int, axisMaximum: Double, tickStep: Double, viewport: Rect, time: Double
    ) -> [OutOfRange] {
        var p: [OutOfRange] = []
        Limit.check("selectedSeries", selectedSeries, in: 0...(seriesCount - 1), into: &p)
        self.axisMaximum.check(axisMaximum, into: &p)
        if self.axisMaximum.allows(axisMaximum) { self.tickStep(axisMaximum: axisMaximum).check(tickStep, into: &p) }
        p += Limit.problems(ofViewport: viewport)
        self.time.check(time, into: &p)
        return p
    }
}

