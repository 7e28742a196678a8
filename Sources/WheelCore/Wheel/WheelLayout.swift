import RealModule
import WheelMotion
import WheelPrimitives

/// One visible cell of a wheel, view space: a sector of a rotary wheel, a row of a drum. The
/// fields mean the same for every geometry (``WheelGeometryKind``); only their angles are in the
/// geometry's own terms.
public struct WheelCell: Hashable, Sendable {
    /// The unwrapped position on the wheel (equals ``item`` on a bounded wheel).
    public internal(set) var position: Int
    /// The item index, `0 ..< itemCount`.
    public internal(set) var item: Int
    /// The reusable cell slot (stable while this position stays visible).
    public internal(set) var slot: Int
    /// The angle of the cell's centre line, radians, in its geometry's terms: on a rotary wheel
    /// the screen angle (clockwise from 3 o'clock); on a drum the cylinder angle from the
    /// selection (positive below it, later items), within ±π/2.
    public internal(set) var angle: Double
    /// Where the drawn cell starts, in the terms of ``angle``: a rotary sector's first edge
    /// (clipped to the seam), a drum row's top edge.
    public internal(set) var startAngle: Double
    /// Where the drawn cell ends, in the terms of ``angle``.
    public internal(set) var endAngle: Double
    /// The cell's bounding box, view space: a rotary sector's wedge, a drum row's projected
    /// rectangle (its top edge to its bottom edge, narrowed by the perspective).
    public internal(set) var frame: Rect
    /// Where the cell's text is centred, view space: on a rotary sector's centre line at the
    /// text radius, at a drum row's projected centre. Its label is aligned with its `y`.
    public internal(set) var center: Point
    /// The cell's drawn size over its size at the selection, 0...1: the share of a rotary sector
    /// left by the seam, a drum row's projected height (`cos θ` without perspective).
    public internal(set) var scale: Double
}

/// Where a label's detail text (``WheelItem/detailText``) is drawn.
package enum LabelDetailPlacement: Hashable, Sendable {
    /// No detail text (``WheelConfiguration/showsDetailText`` is off).
    case none
    /// On a second, smaller line under the name: where the sector pitch holds both lines.
    case below
    /// On the name's line, at the far edge of the label column: where two lines would not fit
    /// the pitch, so that more labels fit beside their cells.
    case beside
}

/// One shown side label of a wheel, in view space.
public struct LabelCell: Hashable, Sendable {
    /// The unwrapped position of the label's cell.
    public internal(set) var position: Int
    /// The item index.
    public internal(set) var item: Int
    /// The reusable label cell slot.
    public internal(set) var slot: Int
    /// The label's box in the label column (view space), its vertical centre level with its
    /// cell's text centre (``cellY``) at every size: where the pitch cannot hold every label,
    /// fewer are drawn rather than one moved off its cell.
    public internal(set) var frame: Rect
    /// The height of its cell's text centre (``WheelCell/center``), view-space y.
    public internal(set) var cellY: Double
    /// Opacity, 0 ... 1, continuous in the rotation.
    public internal(set) var opacity: Double
    /// Where the leader line leaves the wheel's rim (view space).
    public internal(set) var leaderStart: Point
    /// Where the leader line meets the label (view space).
    public internal(set) var leaderEnd: Point
}

/// The layout of a wheel for one frame: the visible cells and the shown labels, view space
/// (``WheelController/layout``), for a host that places its own chrome by them (a highlight over
/// a label, a tooltip beside a cell) or traces them.
///
/// Layout is a function of the configuration, the rotation, the viewport and the text
/// measurer; the geometry's projection places the cells, the reuse pools only decide which slot
/// id each visible cell gets, and the side labels are laid out the same way for every geometry.
/// Reuse one value across frames so that its arrays keep their storage.
///
/// - Complexity: O(visible cells), independent of the item count.
public struct WheelLayout: Sendable {
    /// Where the wheel sits (view space).
    public private(set) var geometry: WheelGeometry
    /// The projection laid out with (nil before the first layout).
    private(set) var projection: (any WheelProjection)?
    /// The rotation laid out.
    private(set) var position: WheelPosition
    /// The visible cells (a rotary wheel's sectors, a drum's rows), by ascending position.
    public internal(set) var cells: [WheelCell] = []
    /// The shown labels (opacity > 0), by ascending position.
    public internal(set) var labels: [LabelCell] = []
    /// The items of `cells`, in their order, as `render` asked them of the data source this
    /// frame (a buffer kept from frame to frame: no allocation once it has grown).
    var cellItems: [WheelItem] = []
    /// The item nearest the selection, or nil when the wheel has no items.
    private(set) var centeredItem: Int?
    /// The unwrapped position of the centred item.
    private(set) var centeredPosition: Int = 0
    /// The height of every label box, points.
    package internal(set) var labelHeight: Double = 0
    /// The height of a label's name line (the label style's line), points.
    package private(set) var labelLineHeight: Double = 0
    /// The height of a label's detail line (the detail style's line), points; 0 without details.
    package private(set) var detailLineHeight: Double = 0
    /// Every how many items a cell shows its text this frame: 1 on any wheel whose cells hold a
    /// number; more (2, 5, 10, ...) on very thin rotary sectors, like a ruler's marks.
    package internal(set) var cellTextStride = 1
    /// Where each label's detail text goes this frame (``LabelDetailPlacement``).
    package internal(set) var detailPlacement: LabelDetailPlacement = .none
    /// Every how many cells a label is drawn this frame (besides the selected cell's, always
    /// drawn): 1 where the pitch near the selection holds a label, its gap and its fade; else
    /// the least of ``labelStrides`` that does (every 2nd, 5th, 10th ... position), the other
    /// cells named by their numbers on the wheel.
    package internal(set) var labelStride = 1
    /// The viewport laid out in (view space); cell texts and labels stay inside it.
    private(set) var viewport: Rect = .zero
    /// The number of items laid out from.
    private(set) var itemCount: Int = 0
    /// The configuration laid out with.
    private(set) var configuration: WheelConfiguration

    /// Scratch for the reuse pools' keys and slots (kept from frame to frame).
    var keyBuffer: [Int] = []
    var slotBuffer: [Int] = []

    /// Creates an empty layout.
    init(configuration: WheelConfiguration = WheelConfiguration()) {
        self.configuration = configuration
        self.geometry = WheelGeometry(
            center: .zero, innerRadius: 0, outerRadius: 0, textRadius: 0, labelColumn: .zero)
        self.position = WheelPosition()
    }

    /// The item shown at unwrapped position `k`, or nil if there is none.
    static func item(atPosition k: Int, itemCount n: Int, looping: Bool) -> Int? {
        guard n > 0 else { return nil }
        if looping {
            let m = k % n
            return m < 0 ? m + n : m
        }
        return k >= 0 && k < n ? k : nil
    }

    /// Lays the wheel out.
    ///
    /// - Parameters:
    ///   - c: the wheel's configuration.
    ///   - position: the rotation.
    ///   - itemCount: number of items (negative counts as 0).
    ///   - viewport: the visible rectangle (view space); cells wholly outside it are skipped.
    ///   - projection: the geometry's projection, fitted to the viewport
    ///     (``WheelGeometryKind/projection(fitting:configuration:)``).
    ///   - measurer: measures the label text height.
    ///   - cellPool: hands out cell slots.
    ///   - labelPool: hands out label cell slots.
    mutating func update(
        configuration c: WheelConfiguration, position: WheelPosition, itemCount: Int, viewport: Rect,
        projection: any WheelProjection, measurer: some TextMeasurer,
        cellPool: inout CellReusePool, labelPool: inout CellReusePool
    ) {
        configuration = c
        self.position = position
        self.projection = projection
        self.geometry = projection.geometry
        let n = max(0, itemCount)
        self.itemCount = n
        self.viewport = viewport
        cells.removeAll(keepingCapacity: true)
        labels.removeAll(keepingCapacity: true)
        labelLineHeight = measurer.measure("Ag", style: c.labelTextStyle).height
        detailLineHeight = c.showsDetailText ? measurer.measure("Ag", style: c.detailTextStyle).height : 0
        labelHeight = labelLineHeight + 2 * c.labelPadding
        detailPlacement = c.showsDetailText ? .beside : .none
        labelStride = 1
        centeredPosition = position.index
        centeredItem = Self.item(atPosition: position.index, itemCount: n, looping: c.looping)
        if centeredItem == nil && n > 0 {
            centeredPosition = min(max(position.index, 0), n - 1)
            centeredItem = centeredPosition
        }
        keyBuffer.removeAll(keepingCapacity: true)
        if n > 0 { projection.layOutCells(&self) }
        cellPool.assign(keys: keyBuffer, slots: &slotBuffer)
        for i in cells.indices { cells[i].slot = slotBuffer[i] }
        keyBuffer.removeAll(keepingCapacity: true)
        if n > 0 { layOutLabels(projection) }
        labelPool.assign(keys: keyBuffer, slots: &slotBuffer)
        for i in labels.indices { labels[i].slot = slotBuffer[i] }
    }

    /// The strides a wheel's labels may take where the pitch cannot hold every label.
    static let labelStrides = [1, 2, 5, 10, 20, 50, 100]

    /// The distance, in items, over which an off-stride selected cell's label hands over with
    /// the labelled cells beside it, before another cell becomes the selected one (half an item
    /// off the selection): nearer the selection than `0.5 − selectedLabelFade` it is whole.
    static let selectedLabelFade = 0.2

    /// The labels in the label column, the same for every geometry: each level with its cell's
    /// text centre (``WheelProjection/labelAnchor(for:stride:in:)``) at every size. Every
    /// ``labelStride``-th position is labelled, and the selected cell always: a labelled cell
    /// beside an off-stride selected one gives way to it where the two would touch (as a cell
    /// reaches the selection, the labels in its way fade out over a tenth of an item, then its
    /// label fades in over the next tenth: continuous, and never two on one line). Each fades
    /// where the labelled cell a stride nearer the selection comes too close, where its cell
    /// turns away and before the viewport's edge (never cut). The projection first chooses where
    /// the detail line goes. Leaves the shown labels' positions in `keyBuffer`.
    private mutating func layOutLabels(_ projection: any WheelProjection) {
        let c = configuration
        let g = geometry
        // A wheel without a label column (a component of a picker) shows no labels.
        guard g.labelColumn.width > 0 else { return }
        let fade = max(c.labelFadeDistance, 1e-6)
        projection.prepareLabels(&self, fade: fade)
        let need = labelHeight + c.minimumLabelGap
        labelStride = Self.labelStrides.last ?? 1
        for k in Self.labelStrides {
            let pitch = projection.labelPitch(stride: k)
            if need + fade <= pitch || !pitch.isFinite {
                labelStride = k
                break
            }
        }
        let k = labelStride
        // The selected cell's label, where the selected position is off the stride: whole from
        // `0.5 − selectedLabelFade` items off the selection in, gone half an item away (where
        // another cell becomes the selected one). The labels in its way go first.
        let handOver =
            centeredPosition.isMultiple(of: k)
            ? 0 : min(max((0.5 - abs(position.offset(of: centeredPosition))) / Self.selectedLabelFade, 0), 1)
        let givingWay = PhysicsMath.smoothstep(2 * handOver)
        let selectedShare = PhysicsMath.smoothstep(2 * handOver - 1)
        let selectedY = handOver > 0 ? cells.first { $0.position == centeredPosition }?.center.y : nil
        let endX = c.labelSide == .right ? g.labelColumn.x - 6 : g.labelColumn.maxX + 6
        for cell in cells {
            let onStride = cell.position.isMultiple(of: k)
            guard onStride || cell.position == centeredPosition,
                let anchor = projection.labelAnchor(for: cell, stride: k, in: self)
            else { continue }
            var share = 1.0
            var roomOpacity = 1.0
            if !onStride {
                share = selectedShare
            } else {
                roomOpacity = PhysicsMath.smoothstep((anchor.room - need) / fade)
                if let selectedY, cell.position != centeredPosition {
                    // Give way to the selected cell's label where the two would touch.
                    let apart = PhysicsMath.smoothstep((abs(anchor.y - selectedY) - need) / fade)
                    share = 1 - givingWay * (1 - apart)
                }
            }
            let frame = Rect(
                x: g.labelColumn.x, y: anchor.y - labelHeight / 2, width: g.labelColumn.width,
                height: labelHeight)
            // Fade out before touching the top or bottom of the viewport (never cut).
            let inside = min(frame.y - viewport.y, viewport.maxY - frame.maxY)
            let opacity = roomOpacity * anchor.turnOpacity * PhysicsMath.smoothstep(inside / fade) * share
            guard opacity > 0.002 else { continue }
            keyBuffer.append(cell.position)
            labels.append(
                LabelCell(
                    position: cell.position, item: cell.item, slot: -1, frame: frame, cellY: cell.center.y,
                    opacity: opacity, leaderStart: anchor.leaderStart, leaderEnd: Point(x: endX, y: anchor.y))
            )
        }
    }
}
