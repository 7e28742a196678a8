import WheelPrimitives

/// The pop/Rebound bounciness-speed arithmetic (internal). Constants are Rebound's.
enum BouncyConversion {
    /// Where `value` lies between `start` and `end`, as a fraction.
    static func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double {
        (value - start) / (end - start)
    }

    /// The value at fraction `n` between `start` and `end`.
    static func projectNormal(_ n: Double, _ start: Double, _ end: Double) -> Double {
        start + n * (end - start)
    }

    /// Quadratic ease-out interpolation from `start` to `end` at `t`.
    static func quadraticOut(_ t: Double, _ start: Double, _ end: Double) -> Double {
        projectNormal(2 * t - t * t, start, end)
    }

    /// Friction (Origami scale) that gives no bounce at `tension`: a piecewise cubic fit.
    static func noBounceFriction(tension x: Double) -> Double {
        if x <= 18 {
            return 0.0007 * x * x * x - 0.031 * x * x + 0.64 * x + 1.28
        } else if x <= 44 {
            return 0.000044 * x * x * x - 0.006 * x * x + 0.36 * x + 2
        } else {
            return 0.00000045 * x * x * x - 0.000332 * x * x + 0.1078 * x + 5.84
        }
    }

    /// Origami tension → spring stiffness (`0` stays `0`).
    static func tension(fromOrigami value: Double) -> Double {
        value == 0 ? 0 : (value - 30) * 3.62 + 194
    }

    /// Origami friction → spring damping (`0` stays `0`).
    static func friction(fromOrigami value: Double) -> Double {
        value == 0 ? 0 : (value - 8) * 3 + 25
    }
}
