import RealModule
import WheelPrimitives

/// Small numeric guards shared by the physics models (internal).
///
/// Every public physics output goes through `finite(_:)` so that bad input or
/// overflow can never leak a NaN or an infinity to a renderer.
package enum PhysicsMath {
    /// The zero vector (no velocity).
    static let still = Point(x: 0, y: 0)
    /// Whether both coordinates of `p` are finite numbers.
    static func isFinite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }

    /// `x` itself when finite; `0` for NaN; `±greatestFiniteMagnitude` for `±infinity`.
    @inline(__always)
    package static func finite(_ x: Double) -> Double {
        if x.isFinite { return x }
        if x.isNaN { return 0 }
        return x > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    }

    /// A smooth 0 → 1 ramp over `0 ... 1` (clamped), C¹-continuous; `+inf` gives 1, NaN and
    /// `-inf` give 0. Used for fades (opacity) by the wheel and the charts.
    @inline(__always)
    package static func smoothstep(_ x: Double) -> Double {
        guard x.isFinite else { return x > 0 ? 1 : 0 }
        let t = min(1, max(0, x))
        return t * t * (3 - 2 * t)
    }

    /// `x` when finite, otherwise `fallback`.
    @inline(__always)
    package static func orDefault(_ x: Double, _ fallback: Double) -> Double {
        x.isFinite ? x : fallback
    }

    /// `x` when finite and `>= 0`, otherwise `fallback` (for rates, times and thresholds).
    @inline(__always)
    package static func nonNegative(_ x: Double, _ fallback: Double) -> Double {
        (x.isFinite && x >= 0) ? x : fallback
    }

    /// The sign of `x` as `-1`, `0` or `1` (`0` for NaN).
    @inline(__always)
    package static func sign(_ x: Double) -> Double {
        x > 0 ? 1 : (x < 0 ? -1 : 0)
    }

    /// Euclidean length of `(x, y)` without intermediate overflow.
    @inline(__always)
    package static func length(_ x: Double, _ y: Double) -> Double {
        Double.hypot(x, y)
    }
}
