import WheelPrimitives

extension SpringDescription {
    /// Creates a spring from Facebook pop / Rebound style *bounciness* and *speed*.
    ///
    /// Both are on a `0...20` scale (clamped; NaN → pop's defaults 4 and 12).
    /// The conversion is Rebound's `BouncyConversion` followed by
    /// `OrigamiValueConverter`, with mass 1:
    /// - `b = bounciness / 1.7 / 20 · 0.8`, `s = speed / 1.7 / 20`
    /// - `bouncyTension = 0.5 + s · 199.5`
    /// - `bouncyFriction = quadOut(b, from: noBounce(bouncyTension), to: 0.01)`,
    ///   where `quadOut(t, a, z) = a + (2t − t²)(z − a)` and `noBounce` is a
    ///   piecewise cubic fit (breaks at tension 18 and 44) of the friction that
    ///   gives no bounce.
    /// - `stiffness = (bouncyTension − 30)·3.62 + 194`, `damping = (bouncyFriction − 8)·3 + 25`.
    ///
    /// Bounciness 0 is (nearly) critically damped for speeds above ~4
    /// (damping ratio 0.93-1.0); more bounciness lowers the damping ratio (more
    /// overshoot); more speed raises the stiffness (faster settling).
    public init(bounciness: Double, speed: Double) {
        let bounciness = bounciness.isNaN ? 4 : min(max(bounciness, 0), 20)
        let speed = speed.isNaN ? 12 : min(max(speed, 0), 20)
        let b = BouncyConversion.projectNormal(BouncyConversion.normalize(bounciness / 1.7, 0, 20), 0, 0.8)
        let s = BouncyConversion.normalize(speed / 1.7, 0, 20)
        let tension = BouncyConversion.projectNormal(s, 0.5, 200)
        let friction = BouncyConversion.quadraticOut(b, BouncyConversion.noBounceFriction(tension: tension), 0.01)
        self.init(
            mass: 1,
            stiffness: BouncyConversion.tension(fromOrigami: tension),
            damping: BouncyConversion.friction(fromOrigami: friction))
    }

    /// Creates a spring from Origami (Quartz Composer) tension and friction values,
    /// as Rebound's `SpringConfig.fromOrigamiTensionAndFriction` does (mass 1).
    public static func origami(tension: Double, friction: Double) -> SpringDescription {
        SpringDescription(
            mass: 1,
            stiffness: BouncyConversion.tension(fromOrigami: tension),
            damping: BouncyConversion.friction(fromOrigami: friction))
    }
}
