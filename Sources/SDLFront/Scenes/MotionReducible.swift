import WheelCore
import WheelMotion

/// A scene that can move less (`--reduce-motion`): no flings or coasts, short settles.
protocol MotionReducible: Scene {
    func reduceMotion()
}

enum MotionReduction {
    /// A critically damped settle that lands in about 0.2 s.
    static let settleSpring = SpringDescription(mass: 1, stiffness: 600, damping: 2 * 600.0.squareRoot())

    /// Reduces a wheel's (or a drum's) motion: a release never flings (the least fling speed at
    /// its limit, far above the speed cap) and it settles on the nearest item, critically damped,
    /// in about a fifth of a second.
    static func apply(to c: inout WheelConfiguration) {
        c.physics.minimumFlingAngularSpeed = WheelLimits.minimumFlingAngularSpeed.allowed.upperBound
        c.physics.settleSpring = settleSpring
    }
}

extension App {
    /// Applies `--reduce-motion` to a newly made scene.
    func reduceMotionIfAsked(_ s: Scene) {
        if options.reduceMotion { (s as? MotionReducible)?.reduceMotion() }
    }
}
