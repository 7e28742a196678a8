import WheelPrimitives

/// The physical constants of a damped spring: `m·x'' = −k·(x − target) − c·x'`.
///
/// Units are consistent but abstract: with mass 1, `stiffness` is in 1/s² and
/// `damping` in 1/s. Positions are in the caller's units (points, radians, …).
/// Values are clamped when a ``SpringSimulation`` is built: mass to
/// `1e-12...1e12` (NaN → 1), stiffness and damping to `0...1e12` (NaN → 0).
public struct SpringDescription: Hashable, Sendable {
    /// The moving mass (`> 0`).
    public var mass: Double
    /// The spring constant `k` (`≥ 0`): restoring force per unit of displacement.
    public var stiffness: Double
    /// The damping coefficient `c` (`≥ 0`): resisting force per unit of velocity.
    public var damping: Double

    /// Creates a spring from its mass, stiffness and damping coefficient.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Creates a spring from a damping ratio `ζ` (`1` = critically damped, `< 1` bouncy)
    /// and a stiffness: `damping = 2ζ·√(k·m)`.
    public init(mass: Double = 1, stiffness: Double, dampingRatio: Double) {
        let m = mass > 0 ? mass : 1
        let k = stiffness > 0 ? stiffness : 0
        self.init(mass: m, stiffness: k, damping: 2 * max(dampingRatio, 0) * (k * m).squareRoot())
    }

    /// The damping ratio `ζ = c / (2·√(k·m))`: `< 1` under-damped (oscillates),
    /// `1` critical, `> 1` over-damped. Infinite when the stiffness is zero.
    public var dampingRatio: Double {
        let d = 2 * (stiffness * mass).squareRoot()
        return d > 0 ? damping / d : .infinity
    }

    /// The undamped angular frequency `ω0 = √(k/m)`, in radians per second.
    public var naturalFrequency: Double {
        mass > 0 ? (stiffness / mass).squareRoot() : 0
    }

    /// This description with every constant clamped to its safe range (see the type's documentation).
    var sanitized: SpringDescription {
        func clamp(_ x: Double, _ lo: Double, _ nanValue: Double) -> Double {
            x.isNaN ? nanValue : min(max(x, lo), 1e12)
        }
        return SpringDescription(
            mass: clamp(mass, 1e-12, 1),
            stiffness: clamp(stiffness, 0, 0),
            damping: clamp(damping, 0, 0))
    }
}
