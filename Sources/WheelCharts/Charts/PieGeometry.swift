import SeriesIO
import WheelMotion
import WheelPrimitives

/// Pie arithmetic: shares of the total with negative values clipped at zero.
///
/// A spring that overshoots below zero must never give a slice a negative angle, so every
/// value is first clipped to `max(0, v)` (NaN counts as 0, +∞ as the largest finite value).
/// The slices start at 12 o'clock (``startAngle``) and follow each other **clockwise** on
/// screen, as people read a pie: the first category begins right of the top. Percentage labels
/// are rounded by the largest remainder (``percentages(of:)``), so that they add up to 100.
package enum PieGeometry {
    /// Screen angle of the first slice's start: 12 o'clock (−π/2; angles grow clockwise).
    package static let startAngle = -Double.pi / 2

    /// A value as it enters the pie: negative and NaN → 0, infinite → the largest finite value.
    @inlinable
    public static func clipped(_ v: Double) -> Double {
        v > 0 ? min(v, .greatestFiniteMagnitude) : 0
    }

    /// Writes each value's share of the clipped total into `fractions` (resized to match,
    /// in place when it already has the right count) and returns the clipped total.
    /// All shares are 0 when the total is 0 (the empty state); otherwise they sum to 1.
    @discardableResult
    public static func fractions(of values: [Double], into fractions: inout [Double]) -> Double {
        if fractions.count != values.count {
            fractions.removeAll(keepingCapacity: true)
            fractions.append(contentsOf: repeatElement(0, count: values.count))
        }
        // Scale down first so that a sum of huge values cannot overflow.
        var largest = 0.0
        for v in values { largest = max(largest, clipped(v)) }
        guard largest > 0 else {
            for i in fractions.indices { fractions[i] = 0 }
            return 0
        }
        var total = 0.0
        for v in values { total += clipped(v) / largest }
        for i in values.indices { fractions[i] = clipped(values[i]) / largest / total }
        return min(total * largest, .greatestFiniteMagnitude)
    }

    /// The screen angle at which the shares summing to `before` end (clockwise from
    /// ``startAngle``).
    public static func angle(after before: Double) -> Double {
        startAngle + 2 * Double.pi * min(1, max(0, before.isFinite ? before : 0))
    }

    /// The slice of share `fraction` that follows the shares summing to `before`, as a
    /// wedge of the pie at `center` with `radius` (view space): from `startAngle`, where the
    /// shares before it end, clockwise.
    public static func slice(center: Point, radius: Double, before: Double, fraction: Double) -> Wedge {
        let start = angle(after: before)
        let f = min(1, max(0, fraction.isFinite ? fraction : 0))
        return Wedge(center: center, innerRadius: 0, outerRadius: max(0, radius), startAngle: start, endAngle: start + 2 * Double.pi * f)
    }

    /// Whole percentages of `fractions` (shares of 1, as ``fractions(of:into:)`` gives) that add
    /// up to exactly 100, by the largest-remainder method: each share's percentage rounded
    /// down, then one more to the shares with the largest remainders (the earlier one first on
    /// a tie) until the sum is 100. All zero when the shares are (the empty pie); a share that
    /// is not finite counts as 0.
    public static func percentages(of fractions: [Double]) -> [Int] {
        let exact = fractions.map { $0.isFinite ? min(100, max(0, $0 * 100)) : 0 }
        var whole = exact.map { Int($0.rounded(.down)) }
        let sum = exact.reduce(0, +)
        guard sum > 0 else { return whole }
        // Shares that sum to 1 up to rounding: the remainders make up the rest of 100.
        let missing = max(0, 100 - whole.reduce(0, +))
        let byRemainder = exact.indices.sorted { a, b in
            let ra = exact[a] - Double(whole[a])
            let rb = exact[b] - Double(whole[b])
            return ra != rb ? ra > rb : a < b
        }
        for i in byRemainder.prefix(missing) where exact[i] > 0 { whole[i] += 1 }
        return whole
    }
}
