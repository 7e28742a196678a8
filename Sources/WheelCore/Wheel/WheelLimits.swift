import WheelMotion

/// The one table of the wheel's limits: the range of every configuration field. The Swift API
/// (``WheelConfiguration/validate()``), the C interface (`wheel_create`) and the demo's command
/// line check against these rows, so a field has one range everywhere; a host may read them too
/// (the ends of a settings slider, say).
public enum WheelLimits {
    /// Sectors in a full turn: at least a triangle, at most one per degree (a frame of a
    /// 360-sector wheel is about 3,000 commands).
    public static let sectorsPerTurn = Limit("sectorsPerTurn", 3...360)
    /// The hole's share of the radius.
    public static let innerRadiusFraction = Limit("innerRadiusFraction", 0...0.95)
    /// The text circle's share of the radius (also at least the inner fraction).
    public static let textRadiusFraction = Limit("textRadiusFraction", 0...1)
    /// Label column width, points.
    public static let labelColumnWidth = Limit("labelColumnWidth", 0...10_000)
    /// Gap between the rim and the label column, points.
    public static let labelColumnGap = Limit("labelColumnGap", 0...10_000)
    /// Least gap between labels, points.
    public static let minimumLabelGap = Limit("minimumLabelGap", 0...1_000)
    /// Label fade distance, points.
    public static let labelFadeDistance = Limit("labelFadeDistance", 0...1_000)
    /// Text sizes, points.
    public static let sectorTextSize = Limit("sectorTextStyle.size", 1...200)
    /// Text sizes, points.
    public static let labelTextSize = Limit("labelTextStyle.size", 1...200)
    /// Label padding, points.
    public static let labelPadding = Limit("labelPadding", 0...1_000)
    /// Dead zone around the centre, points.
    public static let dragDeadZoneRadius = Limit("dragDeadZoneRadius", 0...1_000)
    /// Tap slop, points.
    public static let tapSlop = Limit("tapSlop", 0...1_000)

    /// Fling friction, 1/s.
    public static let flingDrag = Limit("physics.flingDrag", 0.01...100)
    /// Speed cap, rad/s.
    public static let maximumAngularSpeed = Limit("physics.maximumAngularSpeed", 0.1...1_000)
    /// Least fling speed, rad/s.
    public static let minimumFlingAngularSpeed = Limit("physics.minimumFlingAngularSpeed", 0...1_000)
    /// Landing speed, sectors/s.
    public static let landingSpeed = Limit("physics.landingSpeed", 0.001...100)
    /// Impact speed cap, sectors/s.
    public static let maximumEndImpactSpeed = Limit("physics.maximumEndImpactSpeed", 0...1_000)
    /// Spring position tolerance, sectors.
    public static let positionTolerance = Limit("physics.positionTolerance", 1e-9...0.5)
    /// Spring velocity tolerance, sectors/s.
    public static let velocityTolerance = Limit("physics.velocityTolerance", 1e-9...10)
    /// Precise-scroll snap delay, seconds.
    public static let preciseScrollSnapDelay = Limit("physics.preciseScrollSnapDelay", 0...10)
    /// Centring hysteresis, sectors.
    public static let centeringHysteresis = Limit("physics.centeringHysteresis", 0...0.5)
    /// A timed animation's duration, seconds.
    public static let animationDuration = Limit("duration", 0...60)
    /// The shortest timed animation, seconds (a millisecond): a shorter duration lands at once,
    /// as 0 does.
    public static let shortestAnimation = 0.001
    /// Spring mass.
    public static let springMass = Limit("mass", 1e-6...1e6)
    /// Spring stiffness.
    public static let springStiffness = Limit("stiffness", 1e-6...1e9)
    /// Spring damping.
    public static let springDamping = Limit("damping", 0...1e9)

    /// Every field of `c` outside its range, in declaration order.
    public static func problems(of c: WheelConfiguration) -> [OutOfRange] {
        var p: [OutOfRange] = []
        sectorsPerTurn.check(c.sectorsPerTurn, into: &p)
        innerRadiusFraction.check(c.innerRadiusFraction, into: &p)
        let inner = innerRadiusFraction.allows(c.innerRadiusFraction) ? c.innerRadiusFraction : 0
        Limit(textRadiusFraction.name, inner...1).check(c.textRadiusFraction, into: &p)
        labelColumnWidth.check(c.labelColumnWidth, into: &p)
        labelColumnGap.check(c.labelColumnGap, into: &p)
        minimumLabelGap.check(c.minimumLabelGap, into: &p)
        labelFadeDistance.check(c.labelFadeDistance, into: &p)
        sectorTextSize.check(c.sectorTextStyle.size, into: &p)
        labelTextSize.check(c.labelTextStyle.size, into: &p)
        labelPadding.check(c.labelPadding, into: &p)
        dragDeadZoneRadius.check(c.dragDeadZoneRadius, into: &p)
        tapSlop.check(c.tapSlop, into: &p)
        let f = c.physics
        flingDrag.check(f.flingDrag, into: &p)
        maximumAngularSpeed.check(f.maximumAngularSpeed, into: &p)
        minimumFlingAngularSpeed.check(f.minimumFlingAngularSpeed, into: &p)
        landingSpeed.check(f.landingSpeed, into: &p)
        check(f.settleSpring, "physics.settleSpring", into: &p)
        check(f.endSpring, "physics.endSpring", into: &p)
        maximumEndImpactSpeed.check(f.maximumEndImpactSpeed, into: &p)
        positionTolerance.check(f.positionTolerance, into: &p)
        velocityTolerance.check(f.velocityTolerance, into: &p)
        preciseScrollSnapDelay.check(f.preciseScrollSnapDelay, into: &p)
        centeringHysteresis.check(f.centeringHysteresis, into: &p)
        if let drum = c.geometry.drumParameters { p += DrumLimits.problems(of: drum) }
        return p
    }

    /// The spring's mass, stiffness and damping outside their ranges.
    static func check(_ s: SpringDescription, _ name: String, into p: inout [OutOfRange]) {
        for (limit, value) in [
            (springMass, s.mass), (springStiffness, s.stiffness), (springDamping, s.damping),
        ] {
            Limit("\(name).\(limit.name)", limit.allowed).check(value, into: &p)
        }
    }

    /// The most items a wheel holds: 2⁵⁰ (about 1.1 × 10¹⁵), the reach of its rotation, which
    /// is exact to a sector up to there (`WheelPosition.limit`).
    public static let maximumItemCount = Int(WheelPosition.limit)

    /// An item count: `0 ... maximumItemCount`.
    public static func itemCount(_ n: Int) -> OutOfRange? {
        (0...maximumItemCount).contains(n)
            ? nil
            : OutOfRange(name: "items.itemCount", value: Double(n), allowed: 0...Double(maximumItemCount))
    }

    /// An item index argument: `0 ... count - 1` (none on an empty wheel: "the wheel has no
    /// items").
    public static func item(_ name: String, _ value: Int, count: Int) -> OutOfRange? {
        if value >= 0 && value < count { return nil }
        return count > 0
            ? OutOfRange(name: name, value: Double(value), allowed: 0...Double(count - 1))
            : OutOfRange(name: name, value: Double(value), allowed: 0...0, reason: "the wheel has no items")
    }
}
