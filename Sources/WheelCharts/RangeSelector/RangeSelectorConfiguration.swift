import SeriesIO
import WheelMotion
import WheelRendering

/// The constants of a range selector's behaviour. Distances are view-space points, times
/// seconds, spans data seconds.
public struct RangeSelectorConfiguration: Hashable, Sendable {
    /// The shortest visible span, seconds (4 days by default). See `RangeConstraint`.
    public var minimumSpan: Double
    /// The velocity profile of a fling's coast.
    public var momentumCurve: MomentumCurve
    /// How fast a coast slows down: the speed is multiplied by this every millisecond, as in
    /// UIKit's `UIScrollView.decelerationRate`. The default, 0.998 (UIKit's `.normal`,
    /// `FrictionSimulation.normalDecelerationRate`), makes a coast travel about half a second's
    /// worth of the release velocity, whatever the ``momentumCurve`` (see
    /// `MomentumAnimation.init(curve:position:velocity:decelerationRate:stopSpeed:maximumDuration:)`).
    public var decelerationRate: Double
    /// A coast ends when its (friction) speed would fall to this, points/s.
    public var momentumStopSpeed: Double
    /// The longest coast, seconds.
    public var maximumMomentumDuration: Double
    /// Release speeds below this (points/s) do not coast.
    public var minimumFlingSpeed: Double
    /// Left/Right pan this fraction of the visible span.
    public var keyPanFraction: Double
    /// `+`/`-` divide/multiply the span by this.
    public var keyZoomFactor: Double
    /// One wheel notch away from the user divides the span by this (towards: multiplies).
    public var wheelZoomFactor: Double
    /// Precise (trackpad) scrolling: the span is multiplied by `(1 - this)^dy` per point.
    public var preciseZoomPerPoint: Double
    /// A horizontal wheel notch pans this fraction of the visible span.
    public var wheelPanFraction: Double

    /// Four days, seconds: the default minimum span.
    public static let fourDays = 4 * 86_400.0

    /// Creates a configuration; the defaults are the demo's.
    public init(
        minimumSpan: Double = fourDays, momentumCurve: MomentumCurve = .easeOut,
        decelerationRate: Double = FrictionSimulation.normalDecelerationRate, momentumStopSpeed: Double = 10,
        maximumMomentumDuration: Double = 4,
        minimumFlingSpeed: Double = 60, keyPanFraction: Double = 0.1, keyZoomFactor: Double = 1.5,
        wheelZoomFactor: Double = 1.25, preciseZoomPerPoint: Double = 0.01, wheelPanFraction: Double = 0.1
    ) {
        self.minimumSpan = minimumSpan
        self.momentumCurve = momentumCurve
        self.decelerationRate = decelerationRate
        self.momentumStopSpeed = momentumStopSpeed
        self.maximumMomentumDuration = maximumMomentumDuration
        self.minimumFlingSpeed = minimumFlingSpeed
        self.keyPanFraction = keyPanFraction
        self.keyZoomFactor = keyZoomFactor
        self.wheelZoomFactor = wheelZoomFactor
        self.preciseZoomPerPoint = preciseZoomPerPoint
        self.wheelPanFraction = wheelPanFraction
    }
}
