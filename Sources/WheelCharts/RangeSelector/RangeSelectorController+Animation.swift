/// A change of the visible range played over ``RangeSelectorController/rangeAnimationDuration``
/// (keys, mouse-wheel notches, a press beside the selection): a closed-form function of time,
/// easing out from the range shown when it started to its constrained target.
struct RangeAnimation: Hashable, Sendable {
    /// The range shown when the animation started and the one it ends on (epoch seconds).
    var from: ClosedRange<Double>
    var to: ClosedRange<Double>
    /// When it started, seconds.
    var start: Double

    /// The share of the way travelled at `time` (0...1): a cubic ease-out, fast at first so
    /// the change answers at once, and landing without a jolt.
    func fraction(at time: Double) -> Double {
        let u = min(max((time - start) / RangeSelectorController.rangeAnimationDuration, 0), 1)
        let v = 1 - u
        return u.isNaN ? 1 : 1 - v * v * v
    }

    /// The range shown at `time`: both ends move together from ``from`` to ``to``. Between two
    /// constrained ranges every such range is inside the domain and at least the minimum span
    /// long (both are linear in the fraction), so the animation needs no constraint of its own.
    func range(at time: Double) -> ClosedRange<Double> {
        let e = fraction(at: time)
        guard e < 1 else { return to }
        let lo = from.lowerBound + (to.lowerBound - from.lowerBound) * e
        let hi = from.upperBound + (to.upperBound - from.upperBound) * e
        return lo...max(lo, hi)
    }

    /// Whether the animation has landed at `time`.
    func isDone(at time: Double) -> Bool { !(time - start < RangeSelectorController.rangeAnimationDuration) }
}

extension RangeSelectorController {
    /// How long a discrete range change (keys, wheel notches, a press beside the selection)
    /// takes, seconds.
    static let rangeAnimationDuration = 0.25

    /// Where a discrete change starts from: the end of a running animation (so that quick key
    /// presses add up), else the visible range.
    var rangeBase: ClosedRange<Double> { rangeAnimation?.to ?? visibleRange }

    /// Shows the range a running animation has at `time`, ending it when it has landed.
    mutating func showAnimatedRange(at time: Double) -> [RangeSelectorEvent] {
        guard let a = rangeAnimation else { return [] }
        let r = time.isFinite ? a.range(at: time) : a.to
        if !time.isFinite || a.isDone(at: time) { rangeAnimation = nil }
        guard r != visibleRange else { return [] }
        visibleRange = r
        return [.rangeChanged(r)]
    }

    /// Ends a running animation where it is at `time` (a pointer takes over).
    mutating func stopRangeAnimation(at time: Double) -> [RangeSelectorEvent] {
        let events = showAnimatedRange(at: time)
        rangeAnimation = nil
        return events
    }

    /// Animates from the range shown at `time` to the constrained proposal (made from
    /// ``rangeBase``); a running animation is retargeted from where it is. A proposal that
    /// changes nothing leaves a running animation alone.
    mutating func animate(
        lower: Double, upper: Double, anchor: RangeConstraint.Anchor, at time: Double
    ) -> [RangeSelectorEvent] {
        let base = rangeBase
        let target = constraint.constrain(lower: lower, upper: upper, anchor: anchor, fallback: base)
        guard time.isFinite else { return apply(lower: target.lowerBound, upper: target.upperBound, anchor: .translate) }
        let events = showAnimatedRange(at: time)
        guard target != base else { return events }
        rangeAnimation = target == visibleRange ? nil : RangeAnimation(from: visibleRange, to: target, start: time)
        return events
    }

    /// The range `base` zoomed by `factor` about data x `anchor` (before the constraint).
    static func zoomed(_ base: ClosedRange<Double>, by factor: Double, around anchor: Double) -> (Double, Double) {
        (anchor - (anchor - base.lowerBound) * factor, anchor + (base.upperBound - anchor) * factor)
    }
}
