import WheelMotion

/// Tunable constants of a wheel's motion (``WheelConfiguration/physics``), beside the wheel they
/// configure: an embedder that keeps the defaults never names them; one that replaces a spring
/// imports WheelMotion for `SpringDescription`. Angular quantities are in radians and seconds.
public struct WheelPhysics: Hashable, Sendable {
    /// Exponential friction of a fling, 1/s: speed decays as e^(−drag·t).
    /// The default is UIScrollView's "normal" deceleration rate of 0.998 per millisecond.
    public var flingDrag: Double = FrictionSimulation.drag(
        decelerationRate: FrictionSimulation.normalDecelerationRate)
    /// The fastest a release may spin the wheel, rad/s (6 turns per second).
    public var maximumAngularSpeed: Double = 12 * .pi
    /// Below this release speed, rad/s, a release is not a fling: the wheel springs to the nearest item.
    public var minimumFlingAngularSpeed: Double = 0.3
    /// The speed, in sectors per second, at which a re-fitted fling reaches its item and stops
    /// (about 17 pt/s at the text radius of a 36-sector wheel: too slow to see the stop, as
    /// Flutter's scroll tolerance).
    public var landingSpeed: Double = 0.4
    /// The spring that settles the wheel on an item (slow releases, taps, keys, scroll notches,
    /// overscroll). Nearly critically damped (ratio 0.98): no visible bounce, settles in about 0.5 s.
    public var settleSpring = SpringDescription(mass: 1, stiffness: 250, damping: 31)
    /// The stiffer spring of the rubber band at the ends of a bounded wheel.
    public var endSpring = SpringDescription(mass: 1, stiffness: 320, damping: 36)
    /// The largest speed, sectors/s, with which a fling may run into an end (limits the overscroll).
    public var maximumEndImpactSpeed: Double = 12
    /// Position tolerance, sectors, under which a spring counts as settled.
    public var positionTolerance: Double = 2e-3
    /// Velocity tolerance, sectors/s, under which a spring counts as settled.
    public var velocityTolerance: Double = 1e-2
    /// How long, seconds, precise (trackpad) scrolling must pause before the wheel snaps.
    public var preciseScrollSnapDelay: Double = 0.12
    /// Hysteresis of the wheel's centred-item event (``WheelEvent/centeredItemChanged(_:)``), in sectors beyond the half-way
    /// point between two items (0...0.5), so that the event does not chatter at a boundary.
    public var centeringHysteresis: Double = 0.08

    /// The default constants.
    public init() {}
}
