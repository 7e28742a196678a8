import RealModule
import WheelMotion
import WheelRendering

/// Which side of the wheel carries the column of labels.
public enum LabelSide: String, Hashable, Sendable {
    /// Labels to the right of the wheel; the horizon is at 3 o'clock.
    case right
    /// Labels to the left of the wheel; the horizon is at 9 o'clock.
    case left

    /// The screen angle of this side's horizon, in radians (0 for right, π for left).
    public var horizonAngle: Double { self == .right ? 0 : .pi }
}

/// How a wheel looks and behaves. Lengths are in points, angles in radians.
///
/// The wheel's centre and radii are placed in the viewport by ``WheelGeometry/fit(in:configuration:)``
/// unless given explicitly.
public struct WheelConfiguration: Hashable, Sendable {
    /// The angle one sector spans, in radians (`2π / sectorsPerTurn`). Must be positive.
    public var sectorAngle: Double
    /// Inner radius as a fraction of the outer radius (0 gives a full pie), `0 ..< 1`.
    public var innerRadiusFraction: Double
    /// The radius at which sector texts sit and labels are aligned, as a fraction of the
    /// outer radius, between the inner fraction and 1.
    public var textRadiusFraction: Double
    /// Which side carries the labels.
    public var labelSide: LabelSide
    /// Width of the label column, in points.
    public var labelColumnWidth: Double
    /// Horizontal space between the wheel's rim and the label column, in points
    /// (the leader lines cross it).
    public var labelColumnGap: Double
    /// Minimum vertical gap between two shown labels, in points.
    public var minimumLabelGap: Double
    /// The vertical distance, in points, over which a label fades from fully opaque to
    /// hidden as its room shrinks towards the top or bottom of the wheel.
    public var labelFadeDistance: Double
    /// Whether the wheel wraps from the last item to the first.
    public var looping: Bool
    /// Style of the sector texts.
    public var sectorTextStyle: TextStyle
    /// Style of the label texts.
    public var labelTextStyle: TextStyle
    /// Vertical padding added above and below a label's text, in points.
    public var labelPadding: Double
    /// Radius, in points, of the zone around the centre in which pointer motion is ignored
    /// while dragging (the angle is unstable there).
    public var dragDeadZoneRadius: Double

    /// Creates a configuration. `sectorsPerTurn` sets ``sectorAngle`` to `2π / sectorsPerTurn`.
    public init(
        sectorsPerTurn: Double = 36,
        innerRadiusFraction: Double = 0.42,
        textRadiusFraction: Double = 0.86,
        labelSide: LabelSide = .right,
        labelColumnWidth: Double = 260,
        labelColumnGap: Double = 36,
        minimumLabelGap: Double = 2,
        labelFadeDistance: Double = 8,
        looping: Bool = false,
        sectorTextStyle: TextStyle = TextStyle(size: 15, bold: true),
        labelTextStyle: TextStyle = TextStyle(size: 16),
        labelPadding: Double = 2,
        dragDeadZoneRadius: Double = 12
    ) {
        let n = sectorsPerTurn.isFinite && sectorsPerTurn >= 1 ? sectorsPerTurn : 36
        self.sectorAngle = 2 * .pi / n
        self.innerRadiusFraction = innerRadiusFraction
        self.textRadiusFraction = textRadiusFraction
        self.labelSide = labelSide
        self.labelColumnWidth = labelColumnWidth
        self.labelColumnGap = labelColumnGap
        self.minimumLabelGap = minimumLabelGap
        self.labelFadeDistance = labelFadeDistance
        self.looping = looping
        self.sectorTextStyle = sectorTextStyle
        self.labelTextStyle = labelTextStyle
        self.labelPadding = labelPadding
        self.dragDeadZoneRadius = dragDeadZoneRadius
    }

    /// The number of sectors in one full turn, `2π / sectorAngle`.
    public var sectorsPerTurn: Double { 2 * .pi / sectorAngle }

    /// The screen angle at which the selected item sits: facing the labels
    /// (0 = 3 o'clock for labels on the right, π = 9 o'clock for labels on the left).
    public var selectionAngle: Double { labelSide.horizonAngle }

    /// Checks the values and returns a description of the first problem, or nil.
    public func validationError() -> String? {
        if !(sectorAngle.isFinite && sectorAngle > 0 && sectorAngle <= 2 * .pi) {
            return "sector angle must be in (0, 2π], got \(sectorAngle)"
        }
        if !(innerRadiusFraction >= 0 && innerRadiusFraction < 1) {
            return "inner radius fraction must be in [0, 1), got \(innerRadiusFraction)"
        }
        if !(textRadiusFraction >= innerRadiusFraction && textRadiusFraction <= 1) {
            return "text radius fraction must be between the inner fraction and 1, got \(textRadiusFraction)"
        }
        for (name, v) in [
            ("label column width", labelColumnWidth), ("label column gap", labelColumnGap),
            ("minimum label gap", minimumLabelGap), ("label fade distance", labelFadeDistance),
            ("label padding", labelPadding), ("drag dead zone radius", dragDeadZoneRadius),
        ] where !(v.isFinite && v >= 0) {
            return "\(name) must be a finite number ≥ 0, got \(v)"
        }
        if !(sectorTextStyle.size.isFinite && sectorTextStyle.size > 0
            && labelTextStyle.size.isFinite && labelTextStyle.size > 0)
        {
            return "text sizes must be positive"
        }
        return nil
    }
}

/// Where a wheel sits in its viewport: centre and radii in view space (points).
public struct WheelGeometry: Hashable, Sendable {
    /// The wheel's centre, view space.
    public var center: Point
    /// Inner radius (the hole), points.
    public var innerRadius: Double
    /// Outer radius, points.
    public var outerRadius: Double
    /// Radius at which sector texts sit and to which labels are aligned, points.
    public var textRadius: Double
    /// The label column, view space.
    public var labelColumn: Rect

    /// Creates a geometry from explicit values.
    public init(center: Point, innerRadius: Double, outerRadius: Double, textRadius: Double, labelColumn: Rect) {
        self.center = center
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.textRadius = textRadius
        self.labelColumn = labelColumn
    }

    /// The smallest share of the wheel's diameter that stays inside the viewport when the wheel
    /// is cut by the edge opposite the labels (a fraction, 0.6 = 60 %).
    static let minimumVisibleDiameterShare = 0.5

    /// Places the wheel in `viewport`, sized from its width **and** height.
    ///
    /// The label column (``WheelConfiguration/labelColumnWidth``, at most 45 % of the width) goes
    /// on the configured side. The wheel is as large as the height allows; when the width left
    /// beside the column cannot hold the whole wheel at 80 % of that radius (narrow or portrait
    /// windows), the wheel grows past the viewport's far edge instead, keeping at least
    /// ``minimumVisibleDiameterShare`` of its diameter (and its selection side) visible, so that
    /// the sectors near the selection stay large enough for their labels. Otherwise the whole
    /// wheel and the column are centred horizontally. The wheel is centred vertically.
    public static func fit(in viewport: Rect, configuration c: WheelConfiguration) -> WheelGeometry {
        let margin = max(8, min(viewport.width, viewport.height) * 0.04)
        let columnWidth = min(c.labelColumnWidth, max(0, viewport.width * 0.45))
        // Width beside the column and gap, less the margin on the column's outer side.
        let side = max(0, viewport.width - columnWidth - c.labelColumnGap - margin)
        let heightLimit = max(1, (viewport.height - 2 * margin) / 2)
        let whole = max(1, min(heightLimit, (side - margin) / 2))
        let cut = whole < 0.8 * heightLimit
        let r = cut ? max(1, min(heightLimit, side / (2 * Self.minimumVisibleDiameterShare))) : whole
        let cy = viewport.midY
        let cx: Double
        let column: Rect
        if cut {
            // The rim on the selection side sits `side` from the far edge.
            switch c.labelSide {
            case .right:
                cx = viewport.x + side - r
                column = Rect(x: cx + r + c.labelColumnGap, y: viewport.y, width: columnWidth, height: viewport.height)
            case .left:
                cx = viewport.maxX - side + r
                column = Rect(x: cx - r - c.labelColumnGap - columnWidth, y: viewport.y, width: columnWidth, height: viewport.height)
            }
        } else {
            let total = 2 * r + c.labelColumnGap + columnWidth
            let left = viewport.x + max(margin, (viewport.width - total) / 2)
            switch c.labelSide {
            case .right:
                cx = left + r
                column = Rect(x: cx + r + c.labelColumnGap, y: viewport.y, width: columnWidth, height: viewport.height)
            case .left:
                cx = left + columnWidth + c.labelColumnGap + r
                column = Rect(x: left, y: viewport.y, width: columnWidth, height: viewport.height)
            }
        }
        return WheelGeometry(
            center: Point(x: cx, y: cy), innerRadius: r * c.innerRadiusFraction, outerRadius: r,
            textRadius: r * c.textRadiusFraction, labelColumn: column)
    }
}
