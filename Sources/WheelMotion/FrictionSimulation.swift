import RealModule
import WheelPrimitives

/// One-dimensional motion slowed by exponential (viscous) friction, in closed form.
///
/// Model: `v(t) = v0·e^(−k·t)` and `x(t) = x0 + v0/k·(1 − e^(−k·t))`, with drag
/// coefficient `k` in 1/s. Position units are the caller's (points, radians, …),
/// velocity is in those units per second, time in seconds from the start of the
/// motion. Being closed form, it is frame-rate independent: sampling at any
/// rate gives the same values at the same times.
///
/// Robustness: `t < 0` and NaN `t` are treated as `0`; negative or NaN drag as
/// `0` (no friction); results are always finite (overflow clamps to
/// `±Double.greatestFiniteMagnitude`, which also stands for "never"/"unbounded").
public struct FrictionSimulation: Hashable, Sendable {
    /// The drag coefficient `k`, in 1/s (`≥ 0`). Speed falls by a factor `e` every `1/k` seconds.
    public let drag: Double
    /// Position at `t = 0`, in the caller's units.
    public let position: Double
    /// Velocity at `t = 0`, in units per second.
    public let velocity: Double
    /// For a simulation fitted by ``through(start:end:startVelocity:endVelocity:)``:
    /// the time, in seconds, at which it reaches `end` with `endVelocity`.
    /// `nil` for simulations made with an initializer.
    public let duration: Double?

    /// UIScrollView's "normal" deceleration rate: speed multiplied by 0.998 every millisecond.
    public static let normalDecelerationRate = 0.998
    /// UIScrollView's "fast" deceleration rate: speed multiplied by 0.99 every millisecond.
    public static let fastDecelerationRate = 0.99

    /// Creates a simulation from a drag coefficient (1/s), a start position and a start velocity (units/s).
    public init(drag: Double, position: Double, velocity: Double) {
        self.init(drag: drag, position: position, velocity: velocity, duration: nil)
    }

    /// Creates a simulation from a per-millisecond deceleration rate as UIScrollView
    /// uses it (speed multiplied by `decelerationRate` each millisecond, e.g.
    /// ``normalDecelerationRate``): `k = −ln(rate)·1000`.
    public init(decelerationRate: Double, position: Double, velocity: Double) {
        self.init(drag: FrictionSimulation.drag(decelerationRate: decelerationRate), position: position, velocity: velocity)
    }

    private init(drag: Double, position: Double, velocity: Double, duration: Double?) {
        if drag.isNaN || drag < 0 {
            self.drag = 0
        } else {
            self.drag = PhysicsMath.finite(drag)
        }
        self.position = PhysicsMath.finite(position)
        self.velocity = PhysicsMath.finite(velocity)
        self.duration = duration
    }

    /// The drag coefficient (1/s) equivalent to a per-millisecond deceleration rate:
    /// `−ln(rate)·1000`. Rates `≥ 1` give `0` (no friction); rates `≤ 0` give a very
    /// large drag (stops at once); NaN uses ``normalDecelerationRate``.
    public static func drag(decelerationRate rate: Double) -> Double {
        let r = rate.isNaN ? normalDecelerationRate : rate
        if r >= 1 { return 0 }
        return -Double.log(max(r, Double.leastNormalMagnitude)) * 1000
    }

    /// `t` made safe: NaN and negative times become `0`.
    @inline(__always)
    private func clampTime(_ t: Double) -> Double {
        t > 0 ? t : 0
    }

    /// Position at time `t` (seconds).
    public func x(_ t: Double) -> Double {
        let t = clampTime(t)
        if drag == 0 { return PhysicsMath.finite(position + velocity * t) }
        // (1 − e^(−k t)) / k, accurate for small k·t.
        let travelTime = -Double.expMinusOne(-drag * t) / drag
        return PhysicsMath.finite(position + velocity * travelTime)
    }

    /// Velocity at time `t` (seconds), in units per second.
    public func dx(_ t: Double) -> Double {
        let t = clampTime(t)
        if drag == 0 || velocity == 0 { return velocity }
        return PhysicsMath.finite(velocity * Double.exp(-drag * t))
    }

    /// Where the motion comes to rest: `x0 + v0/k`. With zero drag and a non-zero
    /// velocity it never does: `±greatestFiniteMagnitude`.
    public var finalPosition: Double {
        if velocity == 0 { return position }
        if drag == 0 { return velocity > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude }
        return PhysicsMath.finite(position + velocity / drag)
    }

    /// The time (seconds) at which the speed `|v|` has dropped to `speed` (units/s):
    /// `ln(|v0| / speed) / k`. `0` if it starts at or below it;
    /// `greatestFiniteMagnitude` if it never gets there (zero drag, or `speed ≤ 0`).
    public func timeToReach(speed: Double) -> Double {
        let v0 = abs(velocity)
        if v0 <= speed { return 0 }
        guard speed > 0, drag > 0 else { return .greatestFiniteMagnitude }
        return PhysicsMath.finite(Double.log(v0 / speed) / drag)
    }

    /// The time (seconds) at which the motion passes `position`, or `nil` if it
    /// never does (behind the start, or beyond ``finalPosition``).
    public func timeToReach(position target: Double) -> Double? {
        guard target.isFinite else { return nil }
        let distance = target - position
        if distance == 0 { return 0 }
        guard velocity != 0, PhysicsMath.sign(distance) == PhysicsMath.sign(velocity) else { return nil }
        if drag == 0 { return PhysicsMath.finite(distance / velocity) }
        let fraction = distance * drag / velocity  // share of the total travel v0/k
        guard fraction < 1 else { return nil }
        let t = -Double.log(onePlus: -fraction) / drag
        return t.isFinite ? t : nil
    }

    /// Whether the speed at `t` (seconds) is at most `speedTolerance` (units/s).
    public func isDone(_ t: Double, speedTolerance: Double) -> Bool {
        abs(dx(t)) <= (speedTolerance.isNaN ? 0 : speedTolerance)
    }

    /// Re-fits the drag so that a motion starting at `start` with `startVelocity`
    /// arrives at `end` exactly when its velocity has fallen to `endVelocity`.
    ///
    /// Used to land a fling exactly on a detent: pick the detent nearest the free
    /// motion's ``finalPosition``, then fit through it. Since `x(T) − x0 = (v0 − v1)/k`,
    /// the drag is `k = (v0 − v1)/(end − start)` and the arrival time
    /// `T = ln(v0/v1)/k` (exposed as ``duration``). Equal speeds fit with `k = 0`
    /// (`T = (end − start)/v0`). `endVelocity = 0` is only reached asymptotically:
    /// `duration` is then `greatestFiniteMagnitude`, so prefer a small non-zero end speed.
    /// After `duration` the simulation keeps decelerating past `end` (by `v1/k`);
    /// callers stop or hand over at `duration`.
    ///
    /// - Returns: `nil` when no such motion exists: `end` behind `start` (relative
    ///   to the velocity's direction), `startVelocity` zero while `end ≠ start`,
    ///   `endVelocity` of the opposite sign or faster than `startVelocity`, or
    ///   non-finite input. `start == end` with both velocities zero gives a
    ///   motion at rest with `duration = 0`.
    public static func through(start: Double, end: Double, startVelocity: Double, endVelocity: Double) -> FrictionSimulation? {
        guard start.isFinite, end.isFinite, startVelocity.isFinite, endVelocity.isFinite else { return nil }
        let distance = end - start
        if distance == 0, startVelocity == 0, endVelocity == 0 {
            return FrictionSimulation(drag: 0, position: start, velocity: 0, duration: 0)
        }
        guard distance.isFinite, distance != 0, startVelocity != 0,
              PhysicsMath.sign(distance) == PhysicsMath.sign(startVelocity),
              endVelocity == 0 || PhysicsMath.sign(endVelocity) == PhysicsMath.sign(startVelocity),
              abs(endVelocity) <= abs(startVelocity)
        else { return nil }
        if endVelocity == startVelocity {
            let t = distance / startVelocity
            guard t.isFinite else { return nil }
            return FrictionSimulation(drag: 0, position: start, velocity: startVelocity, duration: t)
        }
        let drag = (startVelocity - endVelocity) / distance
        guard drag.isFinite, drag > 0 else { return nil }
        let t = endVelocity == 0
            ? Double.greatestFiniteMagnitude
            : PhysicsMath.finite(Double.log(startVelocity / endVelocity) / drag)
        return FrictionSimulation(drag: drag, position: start, velocity: startVelocity, duration: t)
    }
}
