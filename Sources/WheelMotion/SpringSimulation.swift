import RealModule
import WheelPrimitives

/// A damped spring pulling a value toward a target, solved analytically.
///
/// Displacement `y = x − target` obeys `m·y'' + c·y' + k·y = 0`. With decay rate
/// `α = c/(2m)` and natural frequency `ω0 = √(k/m)`:
/// - **under-damped** (`α < ω0`): `y = e^(−αt)·(A·cos ωd·t + B·sin ωd·t)`,
///   `ωd = √(ω0² − α²)`, `A = y0`, `B = (v0 + α·y0)/ωd`;
/// - **critically damped** (`|α − ω0| ≤ 1e-9·max(α, ω0)`): `y = (A + B·t)·e^(−αt)`,
///   `A = y0`, `B = v0 + α·y0`;
/// - **over-damped** (`α > ω0`): `y = C1·e^(r1·t) + C2·e^(r2·t)`, roots
///   `r2 = −(α + s)`, `r1 = −ω0²/(α + s)` with `s = √(α² − ω0²)` (written to avoid
///   cancellation), `C2 = (v0 − r1·y0)/(r2 − r1)`, `C1 = y0 − C2`.
///
/// Time `t` is in seconds since the simulation started (`t < 0` and NaN count as
/// `0`); positions are in the caller's units, velocities in units per second.
/// There is no step-by-step integration, so values do not depend on the frame
/// rate. Positions and velocities are clamped to `±1e150` at init and every
/// output is finite.
public struct SpringSimulation: Hashable, Sendable {
    /// Which closed form applies, chosen from the sign of `α² − ω0²` (with a tolerance).
    public enum Regime: Hashable, Sendable {
        /// Oscillates around the target with a decaying envelope.
        case underDamped
        /// The fastest non-oscillating return.
        case criticallyDamped
        /// Creeps back without oscillating.
        case overDamped
    }

    /// The spring's constants (sanitized).
    public let spring: SpringDescription
    /// Position at `t = 0`.
    public let position: Double
    /// The rest position the spring pulls toward.
    public let target: Double
    /// Velocity at `t = 0`, in units per second.
    public let velocity: Double
    /// The closed form in use.
    public let regime: Regime

    /// Decay rate `α` (1/s) for under/critical damping.
    private let alpha: Double
    /// `ωd` (under-damped), or the slow root `r1` (over-damped).
    private let rate1: Double
    /// The fast root `r2` (over-damped); unused otherwise.
    private let rate2: Double
    /// `A` or `C1` (units).
    private let c1: Double
    /// `B` (units or units/s) or `C2` (units).
    private let c2: Double

    /// Largest magnitude accepted for positions and velocities.
    private static let limit = 1e150

    /// Creates a spring motion starting at `position` with `velocity` (units/s) at
    /// time 0, pulled toward `target`.
    public init(spring: SpringDescription, position: Double, target: Double, velocity: Double) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -Self.limit), Self.limit) }
        let s = spring.sanitized
        self.spring = s
        self.position = clamp(position)
        self.target = clamp(target)
        self.velocity = clamp(velocity)
        let y0 = self.position - self.target
        let v0 = self.velocity
        let alpha = s.damping / (2 * s.mass)
        let omega0 = (s.stiffness / s.mass).squareRoot()
        self.alpha = alpha
        if abs(alpha - omega0) <= 1e-9 * max(alpha, omega0) {
            regime = .criticallyDamped
            rate1 = 0
            rate2 = 0
            c1 = y0
            c2 = v0 + alpha * y0
        } else if alpha < omega0 {
            regime = .underDamped
            let omegaD = ((omega0 - alpha) * (omega0 + alpha)).squareRoot()
            rate1 = omegaD
            rate2 = 0
            c1 = y0
            c2 = (v0 + alpha * y0) / omegaD
        } else {
            regime = .overDamped
            let root = ((alpha - omega0) * (alpha + omega0)).squareRoot()
            let fast = -(alpha + root)
            let slow = -(omega0 * omega0) / (alpha + root)
            rate1 = slow
            rate2 = fast
            let second = (v0 - slow * y0) / (fast - slow)
            c2 = second
            c1 = y0 - second
        }
    }

    /// `t` made safe: NaN and negative times become `0`.
    @inline(__always)
    private func clampTime(_ t: Double) -> Double { t > 0 ? t : 0 }

    /// Displacement from the target at time `t` (seconds).
    private func displacement(_ t: Double) -> Double {
        switch regime {
        case .underDamped:
            let e = Double.exp(-alpha * t)
            return e == 0 ? 0 : e * (c1 * Double.cos(rate1 * t) + c2 * Double.sin(rate1 * t))
        case .criticallyDamped:
            let e = Double.exp(-alpha * t)
            return alpha > 0 && e == 0 ? 0 : (c1 + c2 * t) * e
        case .overDamped:
            return c1 * Double.exp(rate1 * t) + c2 * Double.exp(rate2 * t)
        }
    }

    /// Position at time `t` (seconds).
    public func x(_ t: Double) -> Double {
        PhysicsMath.finite(target + displacement(clampTime(t)))
    }

    /// Velocity at time `t` (seconds), in units per second.
    public func dx(_ t: Double) -> Double {
        let t = clampTime(t)
        let v: Double
        switch regime {
        case .underDamped:
            let e = Double.exp(-alpha * t)
            if e == 0 { return 0 }
            let sinPart = c1 * rate1 + alpha * c2
            v = e * (velocity * Double.cos(rate1 * t) - sinPart * Double.sin(rate1 * t))
        case .criticallyDamped:
            let e = Double.exp(-alpha * t)
            if alpha > 0 && e == 0 { return 0 }
            v = (c2 - alpha * (c1 + c2 * t)) * e
        case .overDamped:
            v = rate1 * c1 * Double.exp(rate1 * t) + rate2 * c2 * Double.exp(rate2 * t)
        }
        return PhysicsMath.finite(v)
    }

    /// Whether, at `t` (seconds), the value is within `positionTolerance` of the
    /// target and moving slower than `velocityTolerance` (units/s).
    public func isDone(_ t: Double, positionTolerance: Double, velocityTolerance: Double) -> Bool {
        abs(x(t) - target) <= positionTolerance && abs(dx(t)) <= velocityTolerance
    }

    /// A time (seconds) after which the motion is guaranteed to stay within both
    /// tolerances: an upper bound from the exponential envelope, not the first
    /// moment ``isDone(_:positionTolerance:velocityTolerance:)`` becomes true.
    /// `0` if already settled for good; `greatestFiniteMagnitude` if it never settles
    /// (no stiffness or no damping, or non-positive tolerances with motion left).
    public func settleTime(positionTolerance: Double, velocityTolerance: Double) -> Double {
        let p = positionTolerance.isNaN ? 0 : positionTolerance
        let v = velocityTolerance.isNaN ? 0 : velocityTolerance
        switch regime {
        case .underDamped:
            // |y| ≤ e^(−αt)·√(A² + B²); |y'| ≤ e^(−αt)·√(v0² + (A·ωd + α·B)²).
            let ry = Double.hypot(c1, c2)
            let rv = Double.hypot(velocity, c1 * rate1 + alpha * c2)
            return PhysicsMath.finite(max(Self.decayTime(ry, p, alpha), Self.decayTime(rv, v, alpha)))
        case .criticallyDamped:
            // (|a| + |b|·t)·e^(−αt) ≤ (|a| + 2|b|/(e·α))·e^(−αt/2), since t·e^(−αt/2) ≤ 2/(e·α).
            if alpha == 0 {
                return (velocity == 0 && abs(c1) <= p) ? 0 : .greatestFiniteMagnitude
            }
            let ey = abs(c1) + 2 * abs(c2) / (2.718281828459045 * alpha)
            let a1 = c2 - alpha * c1
            let b1 = -alpha * c2
            let ev = abs(a1) + 2 * abs(b1) / (2.718281828459045 * alpha)
            if abs(c2) == 0 {  // pure exponential: the tighter rate applies
                return PhysicsMath.finite(max(Self.decayTime(abs(c1), p, alpha), Self.decayTime(abs(a1), v, alpha)))
            }
            return PhysicsMath.finite(max(Self.decayTime(ey, p, alpha / 2), Self.decayTime(ev, v, alpha / 2)))
        case .overDamped:
            // |y| ≤ |C1|·e^(r1·t) + |C2|·e^(r2·t), r2 < r1 ≤ 0.
            let ty = Self.twoExponentialTime(abs(c1), rate1, abs(c2), rate2, p)
            let tv = Self.twoExponentialTime(abs(rate1 * c1), rate1, abs(rate2 * c2), rate2, v)
            return PhysicsMath.finite(max(ty, tv))
        }
    }

    /// The time at which `amplitude·e^(−rate·t)` falls to `tolerance`.
    private static func decayTime(_ amplitude: Double, _ tolerance: Double, _ rate: Double) -> Double {
        if amplitude <= tolerance { return 0 }
        guard tolerance > 0, rate > 0 else { return .greatestFiniteMagnitude }
        return Double.log(amplitude / tolerance) / rate
    }

    /// A time after which `a1·e^(r1·t) + a2·e^(r2·t) ≤ tolerance` (with `r2 < r1 ≤ 0`).
    private static func twoExponentialTime(_ a1: Double, _ r1: Double, _ a2: Double, _ r2: Double, _ tolerance: Double) -> Double {
        if a1 + a2 <= tolerance { return 0 }
        if r1 < 0 { return decayTime(a1 + a2, tolerance, -r1) }
        // r1 == 0: the slow term never decays; settle only if it is already small enough.
        guard a1 < tolerance else { return .greatestFiniteMagnitude }
        return decayTime(a2, tolerance - a1, -r2)
    }

    /// A new simulation toward `newTarget` that starts from this one's position and
    /// velocity at `t` (seconds): position and velocity are continuous. Its time 0
    /// corresponds to `t` on this simulation.
    public func retargeted(to newTarget: Double, at t: Double) -> SpringSimulation {
        SpringSimulation(spring: spring, position: x(t), target: newTarget.isNaN ? target : newTarget, velocity: dx(t))
    }
}
