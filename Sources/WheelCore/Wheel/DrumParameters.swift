import WheelMotion

/// How a wheel places its items: on the sectors of a rotary disc, or as rows on a drum (a
/// cylinder about a horizontal axis, seen in perspective, like Flutter's `ListWheelScrollView`
/// and UIKit's `UIPickerView`).
///
/// The geometry is a projection over one core: the rotation (``WheelController/angle``), the
/// reusable cells (``WheelCell``), the physics, snapping, hit testing, keys, semantics and the
/// side labels aligned with their cells are the same for both; only where a position puts each
/// cell differs (each kind makes its own projection, one type each).
public enum WheelGeometryKind: Hashable, Sendable {
    /// Items on the sectors of a disc (``WheelConfiguration/sectorsPerTurn`` a turn).
    case rotary
    /// Items as rows on a drum, with these parameters.
    case drum(DrumParameters)

    /// The drum's parameters, or nil for a rotary wheel.
    public var drumParameters: DrumParameters? {
        if case .drum(let p) = self { return p }
        return nil
    }
}

/// The shape of a drum (``WheelGeometryKind/drum(_:)``): Flutter's `RenderListWheelViewport`
/// parameters, with the same meanings. Lengths are in points.
///
/// Rows lie on a cylinder whose diameter is ``diameterRatio`` times the height of the drum's
/// face; an item `d` rows from the selection sits at the cylinder angle
/// `θ = d · 2 · itemExtent · maxAngle / (faceHeight · squeeze)` (with `maxAngle = asin(1 /
/// diameterRatio)`, or π/2 below a ratio of 1), and its centre is drawn at
/// `y = R sin θ / (1 + perspective · R (1 − cos θ))` from the face's middle, R the cylinder's radius.
/// So rows shrink with the cosine as they turn away, symmetrically about the selection.
public struct DrumParameters: Hashable, Sendable {
    /// The cylinder's diameter as a multiple of the face's height, 0.5...10 (Flutter's default 2:
    /// angles up to ±30° are visible).
    public var diameterRatio: Double
    /// The strength of the perspective, 0...0.01 (Flutter's default 0.003; 0 looks from
    /// infinitely far): rows nearer the top and bottom are drawn narrower.
    public var perspective: Double
    /// How far the vanishing line sits off the face's centre, as a fraction of its width,
    /// −1...1 (0 looks at the drum head-on; positive values curve the edges to the left).
    public var offAxisFraction: Double
    /// Whether the band at the selection shows its row magnified (by ``magnification``).
    public var useMagnifier: Bool
    /// The magnifier's scale, 1...3 (1 changes nothing): the band at the selection is
    /// `itemExtent × magnification` high, and the row in it is drawn that much larger.
    public var magnification: Double
    /// The opacity of the rows above and below the selection band, 0...1 (1 dims nothing).
    public var overAndUnderCenterOpacity: Double
    /// How tightly rows are packed on the cylinder, 0.25...4 (1: a row's arc is as long as
    /// ``itemExtent`` stretched to the cylinder; more packs more rows in the same face).
    public var squeeze: Double
    /// The height of one row on the list before it is wrapped round the cylinder (Flutter's
    /// `itemExtent`), points, 8...1,000; also the selection band's height before magnification.
    /// A row at the selection is drawn `diameterRatio · asin(1 / diameterRatio) / squeeze`
    /// times as high (about 1.05 times with the defaults).
    public var itemExtent: Double

    /// Creates drum parameters; each parameter sets the field of the same name (see each field
    /// for its meaning and range). The defaults are Flutter's, with a slight magnifier and a
    /// row of 36 points.
    public init(
        diameterRatio: Double = 2, perspective: Double = 0.003, offAxisFraction: Double = 0,
        useMagnifier: Bool = true, magnification: Double = 1.1, overAndUnderCenterOpacity: Double = 0.85,
        squeeze: Double = 1, itemExtent: Double = 36
    ) {
        self.diameterRatio = diameterRatio
        self.perspective = perspective
        self.offAxisFraction = offAxisFraction
        self.useMagnifier = useMagnifier
        self.magnification = magnification
        self.overAndUnderCenterOpacity = overAndUnderCenterOpacity
        self.squeeze = squeeze
        self.itemExtent = itemExtent
    }
}

/// The ranges of ``DrumParameters``' fields (rows of the same table as ``WheelLimits``).
public enum DrumLimits {
    /// Diameter as a multiple of the face height.
    public static let diameterRatio = Limit("geometry.diameterRatio", 0.5...10)
    /// Perspective strength.
    public static let perspective = Limit("geometry.perspective", 0...0.01)
    /// Off-axis fraction of the face width.
    public static let offAxisFraction = Limit("geometry.offAxisFraction", -1...1)
    /// Magnifier scale.
    public static let magnification = Limit("geometry.magnification", 1...3)
    /// Opacity of the rows off the selection band.
    public static let overAndUnderCenterOpacity = Limit("geometry.overAndUnderCenterOpacity", 0...1)
    /// Row packing.
    public static let squeeze = Limit("geometry.squeeze", 0.25...4)
    /// Row height, points.
    public static let itemExtent = Limit("geometry.itemExtent", 8...1_000)

    /// Every field of `p` outside its range, in declaration order.
    public static func problems(of p: DrumParameters) -> [OutOfRange] {
        var out: [OutOfRange] = []
        diameterRatio.check(p.diameterRatio, into: &out)
        perspective.check(p.perspective, into: &out)
        offAxisFraction.check(p.offAxisFraction, into: &out)
        magnification.check(p.magnification, into: &out)
        overAndUnderCenterOpacity.check(p.overAndUnderCenterOpacity, into: &out)
        squeeze.check(p.squeeze, into: &out)
        itemExtent.check(p.itemExtent, into: &out)
        return out
    }
}
