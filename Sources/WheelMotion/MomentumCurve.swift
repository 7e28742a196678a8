import RealModule
import WheelPrimitives

/// The shape of a momentum (coast-after-release) motion's velocity over its duration.
///
/// Each curve is a velocity profile `g(u)` over normalised time `u = t/T ∈ [0, 1]`
/// with `g(0) = 1` (the motion starts at exactly the release velocity) and, except
/// for `decay`, `g(1) = 0`. Position uses its integral `G(u) = ∫₀ᵘ g`:
/// `x(t) = x0 + v0·T·G(t/T)`.
public enum MomentumCurve: Hashable, Sendable, CaseIterable {
    /// `g = (1 − u)²`, `G = (1 − (1 − u)³)/3`: strong braking first, gentle landing. Travel `v0·T/3`.
    case easeOut
    /// Exponential friction (a ``FrictionSimulation``): `g = e^(−λu)`, stopping at `T`
    /// where the speed has fallen to the residual (`λ = ln(1/residual)`, 1 % by default).
    case decay
    /// `g = 1 − u`, `G = u − u²/2`: constant deceleration. Travel `v0·T/2`.
    case linear
    /// `g = (1 + cos πu)/2`, `G = (u + sin(πu)/π)/2`: soft start and soft landing. Travel `v0·T/2`.
    case easeInOut
    /// `g = 1 − u²`, `G = u − u³/3`: braking harder and harder. Travel `2·v0·T/3`.
    case acceleration

    /// Speed left, as a fraction of the release speed, when a `decay` motion of a
    /// given duration stops: 1 %. Its exponent is `λ = ln(100) ≈ 4.605`.
    public static let decayResidualSpeedFraction = 0.01

    /// `λ` of a `decay` motion built from a duration: `ln(1 / decayResidualSpeedFraction)`.
    public static let defaultDecayExponent = Double.log(1 / decayResidualSpeedFraction)

    /// The velocity factor `g(u)` at normalised time `u` (clamped to `0...1`; NaN → 0).
    /// `decayExponent` is `λ` for `.decay` and ignored otherwise.
    public func velocityFactor(_ u: Double, decayExponent: Double = MomentumCurve.defaultDecayExponent) -> Double {
        let u = u > 0 ? min(u, 1) : 0
        switch self {
        case .easeOut: return (1 - u) * (1 - u)
        case .decay: return Double.exp(-decayExponent * u)
        case .linear: return 1 - u
        case .easeInOut: return (1 + Double.cos(.pi * u)) / 2
        case .acceleration: return 1 - u * u
        }
    }

    /// The travel factor `G(u) = ∫₀ᵘ g`, at normalised time `u` (clamped to `0...1`; NaN → 0).
    /// `decayExponent` is `λ` for `.decay` and ignored otherwise.
    public func travelFactor(_ u: Double, decayExponent: Double = MomentumCurve.defaultDecayExponent) -> Double {
        let u = u > 0 ? min(u, 1) : 0
        switch self {
        case .easeOut:
            let r = 1 - u
            return (1 - r * r * r) / 3
        case .decay:
            return decayExponent > 0 ? -Double.expMinusOne(-decayExponent * u) / decayExponent : u
        case .linear: return u - u * u / 2
        case .easeInOut: return (u + Double.sin(.pi * u) / .pi) / 2
        case .acceleration: return u - u * u * u / 3
        }
    }
}
