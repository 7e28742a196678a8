import RealModule
import WheelMotion
import WheelPrimitives

/// The drum's cylindrical projection in a face (view space), after Flutter's
/// `RenderListWheelViewport`: a cylinder of radius `R = faceHeight × diameterRatio / 2` about a
/// horizontal axis through the face's middle, each row's centre at the cylinder angle
/// `θ = d × itemAngle` for a row `d` items from the selection, projected with
/// `y = R sin θ / (1 + perspective · R (1 − cos θ))` and narrowed by the same depth factor
/// towards the vanishing line (``vanishingX``).
///
/// The drum's projection (``WheelGeometryKind/drum(_:)``): its cells are rows, its labels sit
/// at their rows' projected centres, a vertical drag moves the rows as a list.
struct DrumProjection: WheelProjection {
    let geometry: WheelGeometry
    /// The configuration fitted for.
    let configuration: WheelConfiguration
    /// The parameters projected with.
    let parameters: DrumParameters
    /// The face, view space.
    let face: Rect
    /// The cylinder's radius, points.
    let radius: Double
    /// The cylinder angle between two neighbouring rows, radians.
    let itemAngle: Double
    /// The x the rows narrow towards (the vanishing line), view space.
    let vanishingX: Double

    /// The drum of `p` fitted to `viewport` (``WheelGeometry/fitDrum(in:configuration:parameters:)``).
    init(_ p: DrumParameters, fitting viewport: Rect, configuration c: WheelConfiguration) {
        self.init(
            p, geometry: WheelGeometry.fitDrum(in: viewport, configuration: c, parameters: p),
            configuration: c)
    }

    /// The projection of `p` in `face` alone (no label column).
    init(_ p: DrumParameters, face: Rect) {
        self.init(
            p,
            geometry: WheelGeometry(
                center: Point(x: face.midX, y: face.midY), labelColumn: .zero, face: face),
            configuration: WheelConfiguration(geometry: .drum(p)))
    }

    /// The projection of `p` in `g`'s face.
    private init(_ p: DrumParameters, geometry g: WheelGeometry, configuration c: WheelConfiguration) {
        geometry = g
        configuration = c
        parameters = p
        face = g.face
        let height = max(face.height, 1)
        radius = height * p.diameterRatio / 2
        let maxAngle = p.diameterRatio < 1 ? Double.pi / 2 : Double.asin(1 / p.diameterRatio)
        itemAngle = 2 * p.itemExtent * maxAngle / (height * p.squeeze)
        vanishingX = face.x + face.width * (0.5 - p.offAxisFraction)
    }

    /// The depth factor at cylinder angle `theta` (1 at the selection, growing away from it).
    func depth(_ theta: Double) -> Double {
        1 + parameters.perspective * radius * (1 - Double.cos(theta))
    }

    /// The view-space y of the cylinder angle `theta` (clamped to ±π/2).
    func y(_ theta: Double) -> Double {
        let t = min(max(theta, -.pi / 2), .pi / 2)
        return face.midY + radius * Double.sin(t) / depth(t)
    }

    /// The view-space x of a point at `x` on the unrolled face, on a row at angle `theta`.
    func x(_ x: Double, _ theta: Double) -> Double {
        vanishingX + (x - vanishingX) / depth(theta)
    }

    /// The projected height of a row at the selection, points.
    var centerRowHeight: Double { y(itemAngle / 2) - y(-itemAngle / 2) }

    /// The band at the selection (view space): a row high, times the magnification when the
    /// magnifier is on.
    var band: Rect {
        let m = parameters.useMagnifier ? parameters.magnification : 1
        let h = parameters.itemExtent * m
        return Rect(x: face.x, y: face.midY - h / 2, width: face.width, height: h)
    }

    /// The drum's visible front, view space: the panel its rows are drawn in and clipped to. The
    /// face's width, from the projection of the farthest rows laid out above to that of those
    /// below (a strong perspective leaves the face's top and bottom empty), with 4 points to
    /// spare, and never past the face's top or bottom.
    var front: Rect {
        let edge = min(Double.pi / 2, (rowsEachSide + 0.5) * itemAngle)
        let top = max(face.y, y(-edge) - 4)
        let bottom = min(face.maxY, y(edge) + 4)
        return Rect(x: face.x, y: top, width: face.width, height: max(0, bottom - top))
    }

    /// How many rows each side of the selection the drum lays out: those of the face's height,
    /// unrolled and squeezed (Flutter's visible window), and one more for the row half in view.
    var rowsEachSide: Double {
        face.height * parameters.squeeze / (2 * parameters.itemExtent) + 0.5
    }

    /// The rows between the selection and the face's edge.
    var pageSize: Int { max(1, Int(rowsEachSide - 0.5)) }

    var dragsAroundCenter: Bool { false }

    /// On the face.
    func isOnCells(_ point: Point) -> Bool { face.contains(point) }

    /// The row at the selection follows the pointer: it moves `R × itemAngle` points per item.
    var verticalPitch: Double { radius * itemAngle }

    /// The rows within the face's window and a right angle of the selection.
    func layOutCells(_ l: inout WheelLayout) {
        let delta = itemAngle
        guard delta > 0, delta.isFinite, face.height > 0 else { return }
        let c = configuration
        let n = l.itemCount
        let position = l.position
        let each = min(rowsEachSide, (Double.pi / 2) / delta + 0.5)
        var kLo = position.index + Int((position.fraction - each).rounded(.down))
        var kHi = position.index + Int((position.fraction + each).rounded(.up))
        if !c.looping {
            kLo = max(kLo, 0)
            kHi = min(kHi, n - 1)
        }
        guard kLo <= kHi else { return }
        let unit = centerRowHeight
        for k in kLo...kHi {
            let theta = position.offset(of: k) * delta
            guard abs(theta) < .pi / 2 else { continue }
            let top = y(theta - delta / 2)
            let bottom = y(theta + delta / 2)
            guard bottom > top else { continue }
            let left = x(face.x, theta)
            let right = x(face.maxX, theta)
            l.keyBuffer.append(k)
            l.cells.append(
                WheelCell(
                    position: k, item: WheelLayout.item(atPosition: k, itemCount: n, looping: c.looping) ?? 0,
                    slot: -1,
                    angle: theta, startAngle: theta - delta / 2, endAngle: theta + delta / 2,
                    frame: Rect(x: left, y: top, width: right - left, height: bottom - top),
                    center: Point(x: x(face.midX, theta), y: y(theta)),
                    scale: unit > 0 ? min(1, (bottom - top) / unit) : 0))
        }
    }

    /// A detail line goes under the name where two rows off the selection hold both.
    func prepareLabels(_ l: inout WheelLayout, fade: Double) {
        let c = configuration
        let delta = itemAngle
        let pitchAtTwo = y(2.5 * delta) - y(1.5 * delta)
        if c.showsDetailText, l.labelHeight + l.detailLineHeight + c.minimumLabelGap + fade <= pitchAtTwo {
            l.labelHeight += l.detailLineHeight
            l.detailPlacement = .below
        }
    }

    /// The projected distance between the row at the selection and the row `stride` away.
    func labelPitch(stride: Int) -> Double { y(Double(stride) * itemAngle) - y(0) }

    /// At its row's projected centre (the seed's rule: a label's y is its row's); its room is
    /// the distance to the row a stride nearer the selection, and it fades as its row turns away.
    func labelAnchor(for cell: WheelCell, stride: Int, in _: WheelLayout) -> LabelAnchor? {
        let theta = cell.angle
        let step = Double(stride) * itemAngle
        let inward = theta >= 0 ? theta - step : theta + step
        let y = cell.center.y
        return LabelAnchor(
            y: y, room: abs(y - self.y(inward)),
            turnOpacity: PhysicsMath.smoothstep((Double.cos(theta) - 0.15) / 0.35),
            leaderStart: Point(
                x: configuration.labelSide == .right ? cell.frame.maxX + 3 : cell.frame.x - 3, y: y))
    }

    /// On the face, the row whose projected frame holds `point` (rows do not overlap: the
    /// projection is monotonic).
    func hitCell(at point: Point, in l: WheelLayout) -> CellHit {
        guard face.contains(point) else { return .outside }
        for r in l.cells where r.frame.contains(point) { return .cell(r) }
        return .none
    }
}

extension WheelGeometry {
    /// The widest a drum's face is drawn, points: room for a number or a short name.
    static let drumFaceMaximumWidth = 280.0

    /// Places a drum in `viewport`: its face as high as the viewport less a margin, and as wide
    /// as the width beside the label column allows (at most ``drumFaceMaximumWidth``), the face
    /// and the column centred together; `center` is the face's middle (a drum has no disc: its
    /// radii are 0).
    static func fitDrum(in viewport: Rect, configuration c: WheelConfiguration, parameters p: DrumParameters)
        -> WheelGeometry
    {
        let margin = max(8, min(viewport.width, viewport.height) * 0.04)
        let columnWidth = min(c.labelColumnWidth, max(0, viewport.width * 0.45))
        let side = max(1, viewport.width - columnWidth - c.labelColumnGap - 2 * margin)
        let faceWidth = min(side, drumFaceMaximumWidth)
        let faceHeight = max(1, viewport.height - 2 * margin)
        let total = faceWidth + c.labelColumnGap + columnWidth
        let left = viewport.x + max(margin, (viewport.width - total) / 2)
        let face: Rect
        let column: Rect
        switch c.labelSide {
        case .right:
            face = Rect(x: left, y: viewport.y + margin, width: faceWidth, height: faceHeight)
            column = Rect(
                x: face.maxX + c.labelColumnGap, y: viewport.y, width: columnWidth, height: viewport.height)
        case .left:
            column = Rect(x: left, y: viewport.y, width: columnWidth, height: viewport.height)
            face = Rect(
                x: column.maxX + c.labelColumnGap, y: viewport.y + margin, width: faceWidth,
                height: faceHeight)
        }
        return WheelGeometry(center: Point(x: face.midX, y: face.midY), labelColumn: column, face: face)
    }
}
