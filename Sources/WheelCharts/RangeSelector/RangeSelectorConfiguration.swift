import SeriesIO
import WheelMotion
import WheelPrimitives

/// The constants of a range selector's behaviour. Distances are view-space points, times
/// seconds, spans data seconds.
///
/// A configuration is a plain value whose every field is readable and writable; each documents
/// its range. The controller checks it where it is handed over (its initialisers and
/// ``RangeSelectorController/setConfiguration(_:)`` throw a `RangeError` naming every field
/// outside its range and keep what they had); ``RangeSelectorController/configuration`` answers
/// it back, so a host changes one setting by copying it, changing the field and handing it back.
public struct RangeSelectorConfiguration: Hashable, Sendable {
    /// The shortest visible span, seconds, 0...3.6×10¹² (4 days by default): every input path
    /// and `setVisibleRange` keep to it. See `RangeConstraint`.
    public var minimumSpan: Double
    /// The velocity profile of a fling's coast.
    public var momentumCurve: MomentumCurve
    /// How fast a coast slows down, 0.9...0.9999: the speed is multiplied by this every
    /// millisecond, as in UIKit's `UIScrollView.decelerationRate`. The default, 0.998 (UIKit's
    /// `.normal`, `FrictionSimulation.normalDecelerationRate`), makes a coast travel about half a
    /// second's worth of the release velocity, whatever the ``momentumCurve`` (see
    /// `MomentumAnimation.init(curve:position:velocity:decelerationRate:stopSpeed:maximumDuration:)`).
    public var decelerationRate: Double
    /// A coast ends when its (friction) speed would fall to this, points/s, 0.01...10,000.
    public var momentumStopSpeed: Double
    /// The longest coast, seconds, 0.01...60.
    public var maximumMomentumDuration: Double
    /// Release speeds below this (points/s, 0...10,000) do not coast.
    public var minimumFlingSpeed: Double
    /// Left/Right pan this fraction of the visible span, 0.001...1.
    public var keyPanFraction: Double
    /// `+`/`-` divide/multiply the span by this, 1.001...100.
    public var keyZoomFactor: Double
    /// One wheel notch away from the user divides the span by this (towards: multiplies),
    /// 1.001...100.
    public var wheelZoomFactor: Double
    /// Precise (trackpad) scrolling: the span is multiplied by `(1 - this)^dy` per point,
    /// 0.0001...1.
    public var preciseZoomPerPoint: Double
    /// A horizontal wheel notch pans this fraction of the visible span, 0.001...1.
    public var wheelPanFraction: Double
    /// The names, order, clock and digits of the time axis, the readouts and the accessible
    /// values (`DateLocale.iso`: "Mar 5", "14:00", "2010-03-05 14:00"); checked with
    /// `DateLocale.validate()`.
    public var locale: DateLocale

    /// Four days, seconds: the default minimum span.
    public static let fourDays = 4 * 86_400.0

    /// Creates a configuration; each parameter sets the field of the same name (see each field
    /// for its meaning and range) and defaults to the demo's value.
    public init(
        minimumSpan: Double = fourDays, momentumCurve: MomentumCurve = .easeOut,
        decelerationRate: Double = FrictionSimulation.normalDecelerationRate, momentumStopSpeed: Double = 10,
        maximumMomentumDuration: Double = 4,
        minimumFlingSpeed: Double = 60, keyPanFraction: Double = 0.1, keyZoomFactor: Double = 1.5,
        wheelZoomFactor: Double = 1.25, preciseZoomPerPoint: Double = 0.01, wheelPanFraction: Double = 0.1,
        locale: DateLocale = .iso
    ) {
        self.locale = locale
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
