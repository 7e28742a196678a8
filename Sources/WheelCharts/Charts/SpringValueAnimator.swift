import SeriesIO
import WheelMotion
import WheelPrimitives

/// N values, each pulled toward its own target by its own analytic spring.
///
/// Model: value `i` follows a `SpringSimulation` started at `startTimes[i]` (seconds on the
/// caller's clock) from the position and velocity it had then. Setting new targets, or a new
/// spring, restarts every simulation *from its current position and velocity* at that time,
/// so the motion is continuous (C¹) through a retarget. Positions are closed-form functions of
/// time, never integrated per frame: the same inputs give the same values at any frame rate.
///
/// A value counts as settled from `startTime + settleTime` on, where `settleTime` is the
/// simulation's guaranteed bound for ``positionTolerance`` and ``velocityTolerance``; from
/// then on it is exactly its target with velocity 0. Because that instant is fixed when the
/// simulation starts, snapping does not depend on the frame rate either.
///
/// ``advance(to:)`` writes ``values`` and ``velocities`` in place and does not allocate.
/// Bad input never traps or yields NaN: NaN or infinite times are ignored (the last time is
/// used), NaN targets keep the previous target, and NaN initial values become 0.
public struct SpringValueAnimator: Sendable {
    /// Default settling tolerance on positions, in the values' units.
    public static let defaultPositionTolerance = 1e-3
    /// Default settling tolerance on velocities, in units per second.
    public static let defaultVelocityTolerance = 1e-2

    /// The spring every value uses.
    public private(set) var spring: SpringDescription
    /// Current values, as of ``time`` (updated in place by ``advance(to:)``).
    public private(set) var values: [Double]
    /// Current velocities (units per second), as of ``time``.
    public private(set) var velocities: [Double]
    /// The values the springs pull toward.
    public private(set) var targets: [Double]
    /// The time (seconds) of the last ``advance(to:)``, ``setTargets(_:at:)`` or ``setSpring(_:at:)``.
    public private(set) var time: Double
    /// A value within this distance of its target (and slow enough) is at rest.
    public let positionTolerance: Double
    /// A value slower than this (units/s, and close enough) is at rest.
    public let velocityTolerance: Double

    /// One simulation per value; its time 0 is `startTimes[i]`.
    private var simulations: [SpringSimulation]
    /// When each simulation started (seconds).
    private var startTimes: [Double]
    /// When each value is snapped to its target (seconds, absolute).
    private var settleTimes: [Double]

    /// Creates an animator at rest: every value sits on its own target.
    ///
    /// - Parameters:
    ///   - values: initial values (also the targets); NaN becomes 0.
    ///   - spring: the spring for every value, e.g. `SpringDescription(bounciness: 4, speed: 12)`.
    ///   - time: the current time, seconds (non-finite → 0).
    ///   - positionTolerance: distance from its target under which a value counts as settled.
    ///   - velocityTolerance: speed, per second, under which a value counts as settled.
    public init(
        values: [Double], spring: SpringDescription, time: Double = 0,
        positionTolerance: Double = SpringValueAnimator.defaultPositionTolerance,
        velocityTolerance: Double = SpringValueAnimator.defaultVelocityTolerance
    ) {
        let clean = values.map { $0.isNaN ? 0 : min(max($0, -1e150), 1e150) }
        let t = time.isFinite ? time : 0
        self.spring = spring
        self.values = clean
        self.velocities = Array(repeating: 0, count: clean.count)
        self.targets = clean
        self.time = t
        self.positionTolerance = positionTolerance.isFinite && positionTolerance > 0 ? positionTolerance : Self.defaultPositionTolerance
        self.velocityTolerance = velocityTolerance.isFinite && velocityTolerance > 0 ? velocityTolerance : Self.defaultVelocityTolerance
        self.simulations = clean.map { SpringSimulation(spring: spring, position: $0, target: $0, velocity: 0) }
        self.startTimes = Array(repeating: t, count: clean.count)
        self.settleTimes = Array(repeating: t, count: clean.count)
    }

    /// The number of values.
    public var count: Int { values.count }

    /// Whether any value is still moving as of ``time``.
    public var isAnimating: Bool {
        for s in settleTimes where time < s { return true }
        return false
    }

    /// `t` when finite, otherwise the last known time.
    private func sanitized(_ t: Double) -> Double { t.isFinite ? t : time }

    /// Position and velocity of value `i` at time `t` (seconds).
    public func state(of i: Int, at t: Double) -> (position: Double, velocity: Double) {
        guard simulations.indices.contains(i) else { return (0, 0) }
        let t = sanitized(t)
        let sim = simulations[i]
        if t >= settleTimes[i] { return (sim.target, 0) }
        let dt = t - startTimes[i]
        return (sim.x(dt), sim.dx(dt))
    }

    /// Restarts value `i` at `t` from its current state toward `target` with `spring`.
    private mutating func restart(_ i: Int, target: Double, spring: SpringDescription, at t: Double) {
        let (x, v) = state(of: i, at: t)
        let sim = SpringSimulation(spring: spring, position: x, target: target.isNaN ? targets[i] : target, velocity: v)
        simulations[i] = sim
        startTimes[i] = t
        let settle = sim.settleTime(positionTolerance: positionTolerance, velocityTolerance: velocityTolerance)
        settleTimes[i] = t + settle
        targets[i] = sim.target
        values[i] = x
        velocities[i] = v
    }

    /// Sends every value toward its new target from where it is at `time`, at the speed it
    /// has: no jump in position or velocity.
    ///
    /// - Throws: ``ChartValueError/valueCountMismatch(expected:got:series:)`` when
    ///   `newTargets` does not hold exactly one value per animated value; nothing changes then.
    public mutating func setTargets(_ newTargets: [Double], at time: Double) throws(ChartValueError) {
        guard newTargets.count == values.count else {
            throw .valueCountMismatch(expected: values.count, got: newTargets.count, series: nil)
        }
        let t = sanitized(time)
        for i in newTargets.indices { restart(i, target: newTargets[i], spring: spring, at: t) }
        self.time = t
    }

    /// Sends value `i` alone toward `target` from its current state at `time`.
    /// An index out of range is ignored.
    public mutating func setTarget(_ target: Double, of i: Int, at time: Double) {
        guard values.indices.contains(i) else { return }
        let t = sanitized(time)
        restart(i, target: target, spring: spring, at: t)
        self.time = t
    }

    /// Changes the spring at `time`: every value continues from its current position and
    /// velocity toward the same target, with the new spring.
    public mutating func setSpring(_ newSpring: SpringDescription, at time: Double) {
        let t = sanitized(time)
        spring = newSpring
        for i in values.indices { restart(i, target: targets[i], spring: newSpring, at: t) }
        self.time = t
    }

    /// Moves every value to `time` (seconds), writing ``values`` and ``velocities`` in place.
    public mutating func advance(to time: Double) {
        let t = sanitized(time)
        self.time = t
        for i in values.indices {
            let (x, v) = state(of: i, at: t)
            values[i] = x
            velocities[i] = v
        }
    }
}
