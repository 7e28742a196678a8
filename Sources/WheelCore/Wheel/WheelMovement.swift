import WheelMotion
import WheelPrimitives

/// The wheel's motion after a gesture: closed-form functions of time, in sectors relative to
/// a base position (so that precision does not depend on how far the wheel has turned).
enum WheelMovement: Sendable {
    /// No motion.
    case none
    /// A fling decelerating by exponential friction, re-fitted to end exactly on an item
    /// (`end`, sectors from `base`) at `start + sim.duration`.
    case fling(base: WheelPosition, start: Double, sim: FrictionSimulation, end: Double, duration: Double)
    /// A fling of a bounded wheel that will cross an end: natural friction until it reaches
    /// the end item (`end`, at `start + hitTime`), then a spring (the rubber band) back to it.
    case flingToEnd(base: WheelPosition, start: Double, sim: FrictionSimulation, end: Double, hitTime: Double)
    /// A spring towards an item (`sim` target, sectors from `base`).
    case spring(base: WheelPosition, start: Double, sim: SpringSimulation)
    /// A timed animation to the item at `base`, starting `from` sectors away from it and
    /// landing on it exactly at `start + duration`, its progress shaped by `curve`.
    case timed(base: WheelPosition, start: Double, from: Double, duration: Double, curve: WheelAnimationCurve)
}

extension WheelAnimationCurve {
    /// The share of the way done at `u` (0...1 of the duration), and its derivative in `u`.
    func progress(_ u: Double) -> (value: Double, slope: Double) {
        let u = min(max(u, 0), 1)
        switch self {
        case .linear: return (u, 1)
        case .easeOut: return (1 - (1 - u) * (1 - u), 2 * (1 - u))
        case .easeInOut: return (u * u * (3 - 2 * u), 6 * u * (1 - u))
        }
    }
}
