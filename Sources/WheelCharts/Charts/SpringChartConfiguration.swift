import WheelMotion
import WheelPrimitives

/// How a spring chart scales its value axis and moves its values: a plain value a host reads
/// from ``SpringChartModel/configuration``, changes one field of and hands back with
/// ``SpringChartModel/setConfiguration(_:)``, which checks it (``SpringChartLimits``).
public struct SpringChartConfiguration: Hashable, Sendable {
    /// The value axis runs from 0 to this, in the data's units (fixed, so that changes are
    /// comparable), 10⁻⁹...10¹⁵.
    public var axisMaximum: Double = 200
    /// Distance between value-axis ticks, data units, from a thousandth of ``axisMaximum`` to
    /// ``axisMaximum``.
    public var tickStep: Double = 50
    /// Spring bounciness (pop/Rebound's scale), 0...20, rounded to a tenth when set.
    public var bounciness: Double = 4
    /// Spring speed (pop/Rebound's scale), 0...20, rounded to a tenth when set; it also sets
    /// the column ↔ pie morph's spring.
    public var speed: Double = 12

    /// The defaults: an axis of 0...200 with a tick every 50, bounciness 4 and speed 12 (pop's
    /// defaults).
    public init() {}

    /// Every field outside its range, in declaration order.
    func problems() -> [OutOfRange] {
        var p: [OutOfRange] = []
        SpringChartLimits.axisMaximum.check(axisMaximum, into: &p)
        if SpringChartLimits.axisMaximum.allows(axisMaximum) {
            SpringChartLimits.tickStep(axisMaximum: axisMaximum).check(tickStep, into: &p)
        }
        SpringChartLimits.bounciness.check(bounciness, into: &p)
        SpringChartLimits.speed.check(speed, into: &p)
        return p
    }
}

/// What a spring chart is doing.
public enum SpringChartPhase: Hashable, Sendable {
    /// At rest: no value or morph moves and no control is held.
    case idle
    /// A pointer holds one of its controls (a slider being dragged, a segment pressed).
    case pressing
    /// Values or the column ↔ pie morph are springing toward their targets.
    case animating
}
