import RealModule
import WheelMotion
import WheelPrimitives

/// Which side of the wheel carries the column of labels.
public enum LabelSide: Hashable, Sendable {
    /// Labels to the right of the wheel; the horizon is at 3 o'clock.
    case right
    /// Labels to the left of the wheel; the horizon is at 9 o'clock.
    case left

    /// The screen angle of this side's horizon, in radians (0 for right, π for left).
    var horizonAngle: Double { self == .right ? 0 : .pi }
}

/// How a wheel looks and behaves. Lengths are in points, angles in radians.
///
/// A configuration is a plain value: every field is readable and writable, and each documents
/// its range. To change one setting, copy the wheel's configuration, change the field and hand
/// it back:
///
/// ```swift
/// var c = wheel.configuration
/// c.looping.toggle()
/// try wheel.setConfiguration(c)
/// ```
///
/// It is checked where it is used: ``WheelController/init(configuration:items:viewport:initialItem:)``
/// and ``WheelController/setConfiguration(_:)`` throw a `RangeError` naming every field outside
/// its range and leave the wheel as it was. The ranges are those of the C interface and of the
/// demo's command line: one table serves all three.
public struct WheelConfiguration: Hashable, Sendable {
    /// The number of sectors in one full turn, 3...360 (need not be whole).
    public var sectorsPerTurn: Double
    /// Inner radius as a fraction of the outer radius (0 gives a full pie), 0...0.95.
    public var innerRadiusFraction: Double
    /// The radius at which sector texts sit and labels are aligned, as a fraction of the
    /// outer radius, from ``innerRadiusFraction`` to 1.
    public var textRadiusFraction: Double
    /// Which side carries the labels.
    public var labelSide: LabelSide
    /// Width of the label column, in points, 0...10,000.
    public var labelColumnWidth: Double
    /// Horizontal space between the wheel's rim and the label column, in points, 0...10,000
    /// (the leader lines cross it).
    public var labelColumnGap: Double
    /// Minimum vertical gap between two shown labels, in points, 0...1,000.
    public var minimumLabelGap: Double
    /// The vertical distance, in points (0...1,000), over which a label fades from fully opaque
    /// to hidden as its room shrinks towards the top or bottom of the wheel.
    public var labelFadeDistance: Double
    /// Whether the wheel wraps from the last item to the first.
    public var looping: Bool
    /// Style of the sector texts (size 1...200 points).
    public var sectorTextStyle: TextStyle
    /// Style of the label texts (size 1...200 points).
    public var labelTextStyle: TextStyle
    /// Whether labels have room for a second, smaller line: the item's
    /// ``WheelItem/detailText`` (drawn at 0.75 of the label size).
    public var showsDetailText: Bool
    /// Vertical padding added above and below a label's text, in points, 0...1,000.
    public var labelPadding: Double
    /// Radius, in points (0...1,000), of the zone around the centre in which pointer motion is
    /// ignored while dragging (the angle is unstable there).
    public var dragDeadZoneRadius: Double
    /// How far, in points (0...1,000), a pointer may move between press and release and still
    /// count as a tap (which brings the tapped sector or label to the selection).
    public var tapSlop: Double
    /// The motion constants: fling friction, springs, speed limits, centring hysteresis.
    public var physics: WheelPhysics
    /// How items are placed: on a rotary disc (the default) or as rows on a drum, whose
    /// parameters have the ranges ``DrumLimits`` lists.
    public var geometry: WheelGeometryKind

    /// Creates a configuration; each parameter sets the field of the same name (see each field
    /// for its meaning and range) and defaults to the demo's value.
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
        showsDetailText: Bool = false,
        labelPadding: Double = 2,
        dragDeadZoneRadius: Double = 12,
        tapSlop: Double = 8,
        physics: WheelPhysics = WheelPhysics(),
        geometry: WheelGeometryKind = .rotary
    ) {
        self.sectorsPerTurn = sectorsPerTurn
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
        self.showsDetailText = showsDetailText
        self.labelPadding = labelPadding
        self.dragDeadZoneRadius = dragDeadZoneRadius
        self.tapSlop = tapSlop
        self.physics = physics
        self.geometry = geometry
    }

    /// The style of the detail line: 0.75 of the label size, regular, never below the legible
    /// minimum (10 points).
    package var detailTextStyle: TextStyle {
        TextStyle(size: max(TextStyle.legibleMinimumSize, (labelTextStyle.size * 0.75).rounded()))
    }

    /// The angle one sector (one item) spans, in radians (`2π / sectorsPerTurn`).
    public var sectorAngle: Double { 2 * .pi / sectorsPerTurn }

    /// The screen angle at which the selected item sits, in radians: facing the labels
    /// (0 = 3 o'clock for labels on the right, π = 9 o'clock for labels on the left).
    public var selectionAngle: Double { labelSide.horizonAngle }

    /// Checks every field against its range and throws a `RangeError` naming each one outside
    /// it (NaN and infinities are always outside): what ``WheelController/setConfiguration(_:)``
    /// does before it takes a configuration.
    public func validate() throws(RangeError) {
        try RangeError.throwIfAny(WheelLimits.problems(of: self))
    }
}

/// Where a wheel sits in its viewport, view space (points): its cells' face and centre, its
/// label column, and a rotary wheel's radii.
public struct WheelGeometry: Hashable, Sendable {
    /// The middle of the wheel's cells, view space: a rotary disc's centre, a drum face's middle.
    public internal(set) var center: Point
    /// A rotary wheel's inner radius (the hole), points; 0 on a geometry without a disc (a drum).
    public internal(set) var innerRadius: Double
    /// A rotary wheel's outer radius, points; 0 on a geometry without a disc (a drum).
    public internal(set) var outerRadius: Double
    /// The radius at which a rotary wheel's sector texts sit, points; 0 on a geometry without a
    /// disc (a drum).
    public internal(set) var textRadius: Double
    /// The label column, view space.
    public internal(set) var labelColumn: Rect
    /// The face the wheel's cells are drawn in, view space: a drum's front rectangle (its rows
    /// lie inside it), a rotary wheel's disc's bounding square.
    public internal(set) var face: Rect

    /// Creates a geometry from explicit values (`face` nil: the disc's bounding square).
    package init(
        center: Point, innerRadius: Double = 0, outerRadius: Double = 0, textRadius: Double = 0, labelColumn: Rect,
        face: Rect? = nil
    ) {
        self.center = center
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.textRadius = textRadius
        self.labelColumn = labelColumn
        self.face =
            face ?? Rect(x: center.x - outerRadius, y: center.y - outerRadius, width: 2 * outerRadius, height: 2 * outerRadius)
    }

    /// The smallest share of the wheel's diameter that stays inside the viewport when the wheel
    /// is cut by the edge opposite the labels (a fraction, 0.6 = 60 %).
    static let minimumVisibleDiameterShare = 0.5

    /// Places a rotary wheel in `viewport`, sized from its width **and** height (a drum is placed
    /// by ``fitDrum(in:configuration:parameters:)``).
    ///
    /// The label column (``WheelConfiguration/labelColumnWidth``, at most 45 % of the width) goes
    /// on the configured side. The wheel is as large as the height allows; when the width left
    /// beside the column cannot hold the whole wheel at 80 % of that radius (narrow or portrait
    /// windows), the wheel grows past the viewport's far edge instead, keeping at least
    /// ``minimumVisibleDiameterShare`` of its diameter (and its selection side) visible, so that
    /// the sectors near the selection stay large enough for their labels. Otherwise the whole
    /// wheel and the column are centred horizontally. The wheel is centred vertically.
    package static func fit(in viewport: Rect, configuration c: WheelConfiguration) -> WheelGeometry {
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
