import SeriesIO
import WheelMotion
import WheelPrimitives

/// Pie arithmetic: shares of the total with negative values clipped at zero.
///
/// A spring that overshoots below zero must never give a slice a negative angle, so every
/// value is first clipped to `max(0, v)` (NaN counts as 0, +∞ as the largest finite value).
/// The slices start at 12 o'clock (``startAngle``) and follow each other
/// **counter-clockwise** on screen: the first categories lie on the left half, the last on
/// the right half, like the columns they morph from, so no shape crosses another's path.
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

    /// The screen angle at which the shares summing to `before` end (counter-clockwise from
    /// ``startAngle``).
    public static func angle(after before: Double) -> Double {
        startAngle - 2 * Double.pi * min(1, max(0, before.isFinite ? before : 0))
    }

    /// The slice of share `fraction` that follows the shares summing to `before`, as a
    /// wedge of the pie at `center` with `radius` (view space). As a `Wedge` its angles
    /// still grow clockwise: `endAngle` is where the slice begins counter-clockwise.
    public static func slice(center: Point, radius: Double, before: Double, fraction: Double) -> Wedge {
        let end = angle(after: before)
        let f = min(1, max(0, fraction.isFinite ? fraction : 0))
        return Wedge(center: center, innerRadius: 0, outerRadius: max(0, radius), startAngle: end - 2 * Double.pi * f, endAngle: end)
    }
}
