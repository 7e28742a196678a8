import RealModule
import WheelPrimitives

/// One visible row of a drum (``WheelGeometryKind/drum(_:)``), in view space.
public struct DrumRowCell: Hashable, Sendable {
    /// The unwrapped position on the drum (equals ``item`` on a bounded drum).
    public internal(set) var position: Int
    /// The item index, `0 ..< itemCount`.
    public internal(set) var item: Int
    /// The reusable cell slot (stable while this position stays visible; the sector cells' pool).
    public internal(set) var slot: Int
    /// The cylinder angle of the row's centre line, radians: 0 at the selection, positive below
    /// it (later items), within ±π/2.
    public internal(set) var angle: Double
    /// The projected row, view space: from its projected top edge to its projected bottom edge,
    /// as wide as the face narrowed by the perspective at the row's angle.
    public internal(set) var frame: Rect
    /// The projection of the row's centre line, view space: its text is centred there and its
    /// label is aligned with its `y`.
    public internal(set) var center: Point
    /// The row's projected height over the height of a row at the selection, 0...1 (`cos θ`
    /// without perspective).
    public internal(set) var scale: Double
}

/// The drum's cylindrical projection in a face (view space), after Flutter's
/// `RenderListWheelViewport`: a cylinder of radius `R = faceHeight × diameterRatio / 2` about a
/// horizontal axis through the face's middle, each row's centre at the cylinder angle
/// `θ = d × itemAngle` for a row `d` items from the selection, projected with
/// `y = R sin θ / (1 + perspective · R (1 − cos θ))` and narrowed by the same depth factor
/// towards the vanishing line (``vanishingX``).
struct DrumProjection: Sendable {
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

    /// The projection of `p` in `face`.
    init(_ p: DrumParameters, face: Rect) {
        parameters = p
        self.face = face
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

    /// The drum's visible front, view space: the face's width, from the projection of the farthest
    /// rows laid out above to that of those below (a strong perspective leaves the face's top and
    /// bottom empty), with 4 points to spare.
    var front: Rect {
        let edge = min(Double.pi / 2, (rowsEachSide + 0.5) * itemAngle)
        let top = y(-edge) - 4
        return Rect(x: face.x, y: top, width: face.width, height: y(edge) + 4 - top)
    }

    /// How many rows each side of the selection the drum lays out: those of the face's height,
    /// unrolled and squeezed (Flutter's visible window), and one more for the row half in view.
    var rowsEachSide: Double {
        face.height * parameters.squeeze / (2 * parameters.itemExtent) + 0.5
    }
}

extension WheelGeometry {
    /// The widest a drum's face is drawn, points: room for a number or a short name.
    static let drumFaceMaximumWidth = 280.0

    /// Places a drum in `viewport`: its face as high as the viewport less a margin, and as wide
    /// as the width beside the label column allows (at most ``drumFaceMaximumWidth``), the face
    /// and the column centred together; `center` is the face's middle, `outerRadius` and
    /// `textRadius` the cylinder's radius.
    static func fitDrum(in viewport: Rect, configuration c: WheelConfiguration, parameters p: DrumParameters) -> WheelGeometry {
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
            column = Rect(x: face.maxX + c.labelColumnGap, y: viewport.y, width: columnWidth, height: viewport.height)
        case .left:
            column = Rect(x: left, y: viewport.y, width: columnWidth, height: viewport.height)
            face = Rect(x: column.maxX + c.labelColumnGap, y: viewport.y + margin, width: faceWidth, height: faceHeight)
        }
        let radius = DrumProjection(p, face: face).radius
        return WheelGeometry(
            center: Point(x: face.midX, y: face.midY), innerRadius: 0, outerRadius: radius, textRadius: radius,
            labelColumn: column, face: face)
    }
}
