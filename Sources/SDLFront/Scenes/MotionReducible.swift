import WheelCore
import WheelMotion

/// A scene that can move less (`--reduce-motion`): no flings or coasts, short settles.
protocol MotionReducible: Scene {
    func reduceMotion()
}

enum MotionReduction {
    /// A critically damped settle that lands in about 0.2 s.
    static let settleSpring = SpringDescription(mass: 1, stiffness: 600, damping: 2 * 600.0.squareRoot())
}

extension App {
    /// Applies `--reduce-motion` to a newly made scene.
    func reduceMotionIfAsked(_ s: Scene) {
        if options.reduceMotion { (s as? MotionReducible)?.reduceMotion() }
    }
}
