import WheelPrimitives

/// A coasting motion after release: starts at exactly the release velocity and
/// comes to rest after a fixed duration, following a ``MomentumCurve``.
///
/// `v(t) = v0·g(t/T)` and `x(t) = x0 + v0·T·G(t/T)` for `0 ≤ t ≤ T`; after `T`
/// the position stays at ``finalPosition`` and the velocity is `0`. Positions are
/// in the caller's units (e.g. chart data units or points), velocities in units
/// per second, times in seconds since release (`t < 0` and NaN count as `0`).
/// The `.decay` curve is a ``FrictionSimulation`` cut off at `T`, when its speed
/// has fallen to a small residual (so its velocity drops from that residual to 0
/// at `T`; the position is continuous). Closed form throughout: frame-rate
/// independent, no allocation.
public struct MomentumAnimation: Hashable, Sendable {
    /// The velocity profile.
    public let curve: MomentumCurve
    /// Position at release (`t = 0`).
    public let position: Double
    /// Velocity at release, in units per second.
    public let velocity: Double
    /// Time until rest, in seconds (`0...maximumDuration`).
    public let duration: Double
    /// The friction behind a `.decay` motion (`nil` for other curves).
    public let friction: FrictionSimulation?

    /// Longest duration accepted, in seconds (longer ones are clamped): 1e9.
    public static let maximumDuration = 1e9

    /// Creates a momentum motion with an explicit duration `T` (seconds).
    ///
    /// For `.decay`, the drag is chosen so that the speed at `T` is
    /// ``MomentumCurve/decayResidualSpeedFraction`` of the release speed:
    /// `k = ln(100)/T`. A zero duration is an immediate stop.
    public init(curve: MomentumCurve, position: Double, velocity: Double, duration: Double) {
        let x0 = PhysicsMath.finite(position)
        let v0 = PhysicsMath.finite(velocity)
        let t = duration.isNaN ? 0 : min(max(duration, 0), Self.maximumDuration)
        var friction: FrictionSimulation?
        if curve == .decay, t > 0 {
            friction = FrictionSimulation(drag: MomentumCurve.defaultDecayExponent / t, position: x0, velocity: v0)
        }
        self.init(curve: curve, position: x0, velocity: v0, duration: t, friction: friction)
    }

    /// Creates a momentum motion whose duration follows from an average
    /// `deceleration` (units/s², the speed lost per second on average):
    /// `T = |v0| / deceleration`, capped at `maximumDuration` seconds. For
    /// `.linear` this is exactly a constant deceleration. A non-positive or NaN
    /// deceleration gives `maximumDuration`.
    public init(curve: MomentumCurve, position: Double, velocity: Double, deceleration: Double, maximumDuration: Double = 3) {
        let cap = maximumDuration.isNaN ? 3 : min(max(maximumDuration, 0), Self.maximumDuration)
        let v0 = PhysicsMath.finite(velocity)
        let t = deceleration > 0 ? min(abs(v0) / deceleration, cap) : cap
        self.init(curve: curve, position: position, velocity: v0, duration: t.isNaN ? 0 : t)
    }

    /// A coast that travels as far as a platform scroll view's: the distance of an exponential
    /// friction whose speed is multiplied by `decelerationRate` every millisecond, from
    /// `velocity` (units/s) down to `stopSpeed` (units/s), i.e. `(|v0| − stopSpeed)/k` with
    /// `k = −ln(rate)·1000` 1/s; ``FrictionSimulation/normalDecelerationRate`` (0.998, UIKit's
    /// `UIScrollView.DecelerationRate.normal`) gives `k ≈ 2.0/s`, so a coast travels about half
    /// a second's worth of the release velocity.
    ///
    /// `.decay` is that friction itself, stopping at `stopSpeed`; every other curve gets the
    /// duration that makes it travel the same distance (`T = distance / (|v0|·G(1))`). The
    /// duration is capped at `maximumDuration` seconds. A release at or below `stopSpeed`
    /// does not move.
    public init(
        curve: MomentumCurve, position: Double, velocity: Double, decelerationRate: Double,
        stopSpeed: Double, maximumDuration: Double
    ) {
        let v0 = PhysicsMath.finite(velocity)
        let stop = PhysicsMath.nonNegative(stopSpeed, 0)
        let drag = FrictionSimulation.drag(decelerationRate: decelerationRate)
        guard abs(v0) > stop, drag > 0, drag.isFinite else {
            self.init(curve: curve, position: position, velocity: v0, duration: abs(v0) > stop ? maximumDuration : 0)
            return
        }
        if curve == .decay {
            self = .decay(position: position, velocity: v0, drag: drag, stopSpeed: stop, maximumDuration: maximumDuration)
            return
        }
        let distance = (abs(v0) - stop) / drag
        let travel = curve.travelFactor(1)
        let t = travel > 0 ? distance / (abs(v0) * travel) : 0
        let cap = maximumDuration.isNaN ? 3 : min(max(maximumDuration, 0), Self.maximumDuration)
        self.init(curve: curve, position: position, velocity: v0, duration: min(t.isFinite ? t : 0, cap))
    }

    /// A `.decay` motion with a given friction `drag` (1/s, see ``FrictionSimulation``)
    /// that stops when its speed falls to `stopSpeed` (units/s); the duration is
    /// that time, capped at `maximumDuration` seconds.
    public static func decay(position: Double, velocity: Double, drag: Double, stopSpeed: Double, maximumDuration: Double = 3) -> MomentumAnimation {
        let friction = FrictionSimulation(drag: drag, position: position, velocity: velocity)
        let cap = maximumDuration.isNaN ? 3 : min(max(maximumDuration, 0), Self.maximumDuration)
        let t = min(friction.timeToReach(speed: stopSpeed.isNaN ? 0 : stopSpeed), cap)
        return MomentumAnimation(curve: .decay, position: friction.position, velocity: friction.velocity, duration: t, friction: friction)
    }

    private init(curve: MomentumCurve, position: Double, velocity: Double, duration: Double, friction: FrictionSimulation?) {
        self.curve = curve
        self.position = position
        self.velocity = velocity
        self.duration = duration
        self.friction = friction
    }

    /// `t` clamped to `0...duration` (NaN → 0).
    @inline(__always)
    private func clampTime(_ t: Double) -> Double {
        t > 0 ? min(t, duration) : 0
    }

    /// Position at time `t` (seconds since release).
    public func x(_ t: Double) -> Double {
        guard duration > 0 else { return position }
        let t = clampTime(t)
        if let friction { return friction.x(t) }
        return PhysicsMath.finite(position + velocity * duration * curve.travelFactor(t / duration))
    }

    /// Velocity at time `t` (seconds since release), in units per second; `0` from `duration` on.
    public func dx(_ t: Double) -> Double {
        guard duration > 0, !(t >= duration) else { return 0 }
        let t = clampTime(t)
        if let friction { return friction.dx(t) }
        return PhysicsMath.finite(velocity * curve.velocityFactor(t / duration))
    }

    /// Where the motion comes to rest: `x(duration)`.
    public var finalPosition: Double { x(duration) }

    /// Whether the motion has ended at `t` (seconds since release): `t ≥ duration`.
    public func isDone(_ t: Double) -> Bool { t >= duration }
}
