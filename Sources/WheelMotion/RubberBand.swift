import WheelPrimitives

/// iOS-style rubber-band resistance for dragging past a content edge.
///
/// With overscroll `x` (how far the finger went past the edge), dimension `d`
/// (the viewport's extent along the drag, same units) and coefficient `c`:
/// `offset = (1 − 1/(|x|·c/d + 1))·d`, with the sign of `x`. It starts with slope
/// `c` (the content follows at 55 % of the finger for the default) and
/// approaches `d` asymptotically, never reaching it.
public enum RubberBand {
    /// UIScrollView's coefficient: 0.55.
    public static let defaultCoefficient = 0.55

    /// The displayed offset for a raw `overscroll` (same units as `dimension`).
    ///
    /// `|offset| < dimension`. Returns `0` for a non-positive or NaN dimension,
    /// a non-positive or NaN coefficient, or a NaN overscroll; an infinite
    /// overscroll gives `±dimension`; an infinite dimension gives `c·x`.
    public static func offset(overscroll x: Double, dimension d: Double, coefficient c: Double = defaultCoefficient) -> Double {
        guard !x.isNaN, d > 0, c > 0 else { return 0 }
        let sign: Double = x < 0 ? -1 : 1
        if d == .infinity { return PhysicsMath.finite(c * x) }
        let u = abs(x) * c / d  // (1 − 1/(u + 1)) = u/(u + 1), without cancellation
        if u == .infinity { return sign * d }
        return PhysicsMath.finite(sign * (u / (u + 1)) * d)
    }

    /// The inverse of ``offset(overscroll:dimension:coefficient:)``: the raw
    /// overscroll that displays as `offset`. `|x| = |y|·d / (c·(d − |y|))`.
    ///
    /// Offsets at or beyond `±dimension` are unreachable and map to
    /// `±greatestFiniteMagnitude`; a zero dimension or coefficient maps every
    /// non-zero offset there too; NaN gives `0`.
    public static func overscroll(offset y: Double, dimension d: Double, coefficient c: Double = defaultCoefficient) -> Double {
        guard !y.isNaN, !d.isNaN, !c.isNaN, y != 0 else { return 0 }
        let sign: Double = y < 0 ? -1 : 1
        let m = abs(y)
        guard d > 0, c > 0, m < d else { return sign * .greatestFiniteMagnitude }
        if d == .infinity { return PhysicsMath.finite(y / c) }
        return PhysicsMath.finite(sign * m * d / (c * (d - m)))
    }
}
