import WheelPrimitives

/// How a geometry maps the rotation to each cell's place, size and clip, view space: the one
/// thing the rotary wheel (``RotaryProjection``) and the drum (``DrumProjection``) do
/// differently, after Flutter's `RenderListWheelViewport`, which keeps the same split between a
/// scroll position and the transform of each child.
///
/// Everything else is the shared core the projection runs on: the rotation
/// (``WheelController/angle``, in units of ``itemAngle``), the reusable-cell pools, the physics,
/// snapping, the keys, the semantics and the side labels aligned with their cells
/// (``WheelLayout``). A third geometry (a horizontal wheel, a flat list) is one type conforming
/// to this protocol, a case of ``WheelGeometryKind`` that makes it, and its tests; the
/// projection contract tests (`ProjectionContractTests`) run over every geometry.
///
/// A projection is a value made for one viewport and configuration (``WheelGeometryKind/projection(fitting:configuration:)``);
/// it never holds the rotation or the items.
protocol WheelProjection: Sendable {
    /// Where the cells and the label column sit in the viewport (view space).
    var geometry: WheelGeometry { get }

    /// The rotation of one item, radians: the physics (speed caps, fling threshold) and
    /// ``WheelController/angle`` are measured with it.
    var itemAngle: Double { get }

    /// Items in one page (Page Up/Page Down), at least 1.
    var pageSize: Int { get }

    /// Whether a drag on the cells turns them around ``WheelGeometry/center`` (a rotary disc)
    /// rather than moving them along the vertical as a list (a drum; and the label column of
    /// every geometry).
    var dragsAroundCenter: Bool { get }

    /// The cells' drawn extent, view space: what a focus ring surrounds and the semantics node's
    /// bounds cover (with the label column).
    var front: Rect { get }

    /// Whether `point` (view space, finite) is on the cells: where a press starts a drag of them.
    func isOnCells(_ point: Point) -> Bool

    /// The distance, points, the cell at the selection moves along the vertical per item turned,
    /// its sign the label column's: what a vertical drag of the labels (and of a drum's rows) is
    /// measured by.
    var verticalPitch: Double { get }

    /// Appends the visible cells of `layout` (its rotation, item count and viewport are set, its
    /// cell list empty) to ``WheelLayout/cells`` in ascending position, and their positions to
    /// its key buffer, with slot −1 (the shared core assigns the slots). Appends nothing where
    /// the geometry has no room.
    ///
    /// - Complexity: O(visible cells), independent of the item count.
    func layOutCells(_ layout: inout WheelLayout)

    /// Chooses where the detail line of `layout`'s labels goes (``WheelLayout/detailPlacement``,
    /// and the label height with it); its label and detail line heights are set.
    func prepareLabels(_ layout: inout WheelLayout, fade: Double)

    /// The vertical room, points, between the labels of cells `stride` items apart near the
    /// selection (where labels are read): the shared layout labels every `stride`-th cell, the
    /// least stride whose room holds a label, its gap and its fade.
    func labelPitch(stride: Int) -> Double

    /// Where the label of `cell` goes (level with ``WheelCell/center``), with its room to the
    /// label `stride` items nearer the selection, or nil when the cell shows none (it faces away
    /// from the label side).
    func labelAnchor(for cell: WheelCell, stride: Int, in layout: WheelLayout) -> LabelAnchor?

    /// What is under `point` (view space, finite) among the cells of `layout`.
    func hitCell(at point: Point, in layout: WheelLayout) -> CellHit

    /// Appends the drawing of `layout` to `list`: the cells, then the labels through
    /// ``WheelLayout/renderLabels(into:dataSource:selectedItem:style:measurer:)`` (shared), then
    /// any selection marker. `layout.cellItems` holds the items of its cells.
    func render(
        _ layout: inout WheelLayout, into list: inout DisplayList, dataSource: some WheelDataSource,
        selectedItem: Int?,
        style: WheelStyle, measurer: some TextMeasurer)
}

/// Where a projection puts one cell's side label (``WheelProjection/labelAnchor(for:in:)``).
struct LabelAnchor: Sendable {
    /// The label's vertical centre, view space: its cell's text centre's y.
    var y: Double
    /// The vertical room to the label of the labelled cell nearer the selection (a stride away),
    /// points: the label fades out as the room falls below a label height and the gap.
    var room: Double
    /// How much the cell faces the label side, 0...1 (fading as it turns away).
    var turnOpacity: Double
    /// Where the leader line leaves the cell (view space).
    var leaderStart: Point
}

/// What a projection finds under a point (``WheelProjection/hitCell(at:in:)``).
enum CellHit: Sendable {
    /// This cell answers.
    case cell(WheelCell)
    /// The point is on the cells' area, but no cell answers there (a rotary wheel's seam).
    case none
    /// The point is off the cells: the labels may answer.
    case outside
}

extension WheelGeometryKind {
    /// The projection of this geometry fitted to `viewport` for `configuration`: the one place
    /// a geometry kind is matched to its projection type.
    func projection(fitting viewport: Rect, configuration c: WheelConfiguration) -> any WheelProjection {
        switch self {
        case .rotary: RotaryProjection(fitting: viewport, configuration: c)
        case .drum(let p): DrumProjection(p, fitting: viewport, configuration: c)
        }
    }
}
