import RealModule
import WheelRendering

/// A wedge (span ≤ π), a stroked or filled circle, a straight line or a filled rounded
/// rectangle, drawn by a direct scanline pass instead of being tessellated into triangles.
/// (The rounded rectangle is not an intersection of the components below: it has a painter
/// of its own, ``RoundedRectPainter``, with the same coverage model.)
///
/// Model: every pixel gets the same linear 1-pixel ramp the tessellator's alpha fringe
/// gives, `α = clamp(0.5 − sd, 0, 1) · colour alpha`, where `sd` is a signed distance in
/// pixels from the pixel centre (x + ½, y + ½) to the shape (negative inside). A shape is an
/// intersection of components and `sd` is the largest of their distances:
/// - an optional ring around (`cx`, `cy`): `|d − ringMid| − ringHalf`, d the distance to
///   the centre (a wedge's annulus, a circle stroke; a pie slice has `ringMid = ringHalf`,
///   a disc a ring from radius −1);
/// - up to four half-planes `sd = nx·x + ny·y + c` (unit normals): a wedge's two sides
///   through the centre, a line's two sides and two butt ends.
///
/// A narrow pie slice (span < 60°) also gets a cap half-plane across its apex whose
/// distance is halved (`sd = t / 2`, t the distance beyond the apex along the bisector): it
/// cuts the max-of-distances spike that would reach `0.5 / sin(span/2)` px beyond the apex
/// the way the tessellator's miter limit (2) does, so the two paths agree there.
///
/// As in the tessellator, strokes thinner than 1 px are drawn 1 px wide with their alpha
/// multiplied by the width.
///
/// Per row, the x-intervals where `sd < 0.5` (touched) and `sd ≤ −0.5` (fully covered)
/// are solved in closed form (a square root per ring radius, a multiplication by a
/// precomputed reciprocal per half-plane); long covered runs are stored (opaque) or blended
/// at one alpha, and `sd` is evaluated only for the other touched pixels, four at a time
/// (``ShapeRowPainter``; for rings of radius 16 px and more the ring distance there comes
/// from d² without a square root, within 1/128 px where the ramp is). A ring row gives up
/// to two intervals (the hole), each intersected with the half-planes' interval.
struct AnalyticShape {
    /// Pixel coordinates and lengths beyond this magnitude are left to the tessellator
    /// (which clamps them); below it every value stays exact enough and finite.
    static let coordinateLimit = 1.0e6
    /// Padding of the unused half-plane slots: a distance so negative that it never wins.
    private static let unusedPlane = -1.0e300

    /// Whether the ring component is present.
    var hasRing = false
    /// Ring centre, pixel space.
    var cx = 0.0, cy = 0.0
    /// Ring centre-line radius and half width, pixels.
    var ringMid = 0.0, ringHalf = 0.0
    /// Half-plane normals and offsets (unused slots: 0, 0, ``unusedPlane``).
    var nx = SIMD4<Double>(repeating: 0)
    var ny = SIMD4<Double>(repeating: 0)
    var c = SIMD4<Double>(repeating: AnalyticShape.unusedPlane)
    /// Number of used half-plane slots.
    var planeCount = 0
    /// Pixel-space rows that can be touched lie in `yMin ... yMax` (pixel-centre y).
    var yMin = 0.0, yMax = 0.0
    /// The colour (alpha already scaled for thin strokes).
    var color: Color
    /// A filled rounded rectangle, painted by itself (nil: the components above).
    var roundedRect: RoundedRectPainter?

    private init(color: Color) { self.color = color }

    /// The analytic form of `command` at `scale` pixels per point, or nil when the command
    /// is something else, draws nothing, or has values (spans over π, non-finite or huge
    /// numbers, a stroke wider than its circle) left to the tessellator.
    init?(_ command: DisplayCommand, scale s: Double) {
        switch command {
        case .fillWedge(let wedge, let color):
            self.init(wedge: wedge, color: color, scale: s)
        case .strokeCircle(let center, let radius, let width, let color):
            self.init(circle: center, radius: radius, width: width, color: color, scale: s)
        case .fillCircle(let center, let radius, let color):
            self.init(disc: center, radius: radius, color: color, scale: s)
        case .fillRoundedRect(let rect, let radius, let color):
            self.init(roundedRect: rect, radius: radius, color: color, scale: s)
        case .line(let a, let b, let width, let color):
            self.init(line: a, b, width: width, color: color, scale: s)
        default:
            return nil
        }
    }

    /// Whether every value is finite and within ±``coordinateLimit`` (five lanes; a
    /// variadic list would allocate an array per shape).
    private static func inRange(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double = 0) -> Bool {
        // Each comparison is false for NaN and ±infinity.
        let l = coordinateLimit
        return abs(a) <= l && abs(b) <= l && abs(c) <= l && abs(d) <= l && abs(e) <= l
    }

    private mutating func addPlane(nx x: Double, ny y: Double, through px: Double, _ py: Double, offset: Double = 0) {
        nx[planeCount] = x
        ny[planeCount] = y
        c[planeCount] = -(x * px + y * py) + offset
        planeCount += 1
    }

    private init?(wedge: Wedge, color: Color, scale s: Double) {
        guard color.a > 0, let w = wedge.normalized else { return nil }
        let a0 = w.startAngle, a1 = w.endAngle
        let span = a1 - a0
        let ri = w.innerRadius * s, ro = w.outerRadius * s
        let x0 = w.center.x * s, y0 = w.center.y * s
        guard span <= Double.pi, ro - ri > 1e-6, Self.inRange(x0, y0, ro, a0, a1) else { return nil }
        self.init(color: color)
        hasRing = true
        cx = x0
        cy = y0
        let hollow = ri > 1e-6
        ringMid = hollow ? (ri + ro) / 2 : ro / 2
        ringHalf = hollow ? (ro - ri) / 2 : ro / 2
        let (sin0, cos0) = (Double.sin(a0), Double.cos(a0))
        let (sin1, cos1) = (Double.sin(a1), Double.cos(a1))
        // Screen angles grow clockwise (y down): inside the start side is cross(dir0, p) ≥ 0,
        // inside the end side cross(dir1, p) ≤ 0.
        addPlane(nx: sin0, ny: -cos0, through: x0, y0)
        addPlane(nx: -sin1, ny: cos1, through: x0, y0)
        if !hollow && span < Double.pi / 3 {
            let mid = (a0 + a1) / 2
            addPlane(nx: -Double.cos(mid) / 2, ny: -Double.sin(mid) / 2, through: x0, y0)
        }
        // Rows: the sector's extreme points (ends of both arcs, the centre of a pie, the
        // bottom or top of the outer arc when the span passes it), plus the fringe.
        var lo = min(y0 + ro * sin0, y0 + ro * sin1, y0 + ri * sin0, y0 + ri * sin1)
        var hi = max(y0 + ro * sin0, y0 + ro * sin1, y0 + ri * sin0, y0 + ri * sin1)
        if !hollow {
            lo = min(lo, y0)
            hi = max(hi, y0)
        }
        if Self.spans(a0, a1, Double.pi / 2) { hi = y0 + ro }
        if Self.spans(a0, a1, 3 * Double.pi / 2) { lo = y0 - ro }
        yMin = lo - 1.5
        yMax = hi + 1.5
    }

    /// Whether `angle + 2πk` lies in `a0 ... a1` for some whole k.
    private static func spans(_ a0: Double, _ a1: Double, _ angle: Double) -> Bool {
        let turn = 2 * Double.pi
        let k = ((a0 - angle) / turn).rounded(.up)
        return angle + k * turn <= a1
    }

    private init?(circle center: Point, radius: Double, width: Double, color: Color, scale s: Double) {
        let r = radius * s, w = width * s
        guard color.a > 0, radius > 0, width > 0, width / 2 < radius,
            Self.inRange(center.x * s, center.y * s, r, w)
        else { return nil }
        // Thinner than a pixel: 1 px wide, alpha scaled by the width (the tessellator's rule).
        self.init(color: w < 1 ? color.withOpacity(w) : color)
        guard self.color.a > 0 else { return nil }
        hasRing = true
        cx = center.x * s
        cy = center.y * s
        ringMid = r
        ringHalf = max(w, 1) / 2
        yMin = cy - r - ringHalf - 1
        yMax = cy + r + ringHalf + 1
    }

    private init?(disc center: Point, radius: Double, color: Color, scale s: Double) {
        let r = radius * s
        guard color.a > 0, radius > 0, Self.inRange(center.x * s, center.y * s, r, 0) else { return nil }
        self.init(color: color)
        hasRing = true
        cx = center.x * s
        cy = center.y * s
        // A ring from a radius of −1 out: |d − mid| − half is d − r outside its middle, and at
        // most −1 inside it (from radius 0, as a pie's ring, the centre would be an edge).
        ringMid = (r - 1) / 2
        ringHalf = (r + 1) / 2
        yMin = cy - r - 1
        yMax = cy + r + 1
    }

    private init?(roundedRect r: Rect, radius: Double, color: Color, scale s: Double) {
        let x0 = r.x * s, y0 = r.y * s, x1 = r.maxX * s, y1 = r.maxY * s
        guard color.a > 0, r.width > 0, r.height > 0, Self.inRange(x0, y0, x1, y1) else { return nil }
        self.init(color: color)
        // A radius that is not a number draws square corners, as the tessellator does.
        let painter = RoundedRectPainter(x0: x0, y0: y0, x1: x1, y1: y1, radius: radius.isFinite ? radius * s : 0)
        roundedRect = painter
        yMin = painter.cy - painter.hy - 1
        yMax = painter.cy + painter.hy + 1
    }

    private init?(line a: Point, _ b: Point, width: Double, color: Color, scale s: Double) {
        let ax = a.x * s, ay = a.y * s, bx = b.x * s, by = b.y * s, w = width * s
        guard color.a > 0, width > 0, Self.inRange(ax, ay, bx, by, w) else { return nil }
        let dx = bx - ax, dy = by - ay
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0.01 else { return nil }
        self.init(color: w < 1 ? color.withOpacity(w) : color)
        guard self.color.a > 0 else { return nil }
        let half = max(w, 1) / 2
        let tx = dx / length, ty = dy / length
        // u = (p − a)·t along the line, v = (p − a)·n across it; sd = max(|v| − half, −u, u − L).
        addPlane(nx: -ty, ny: tx, through: ax, ay, offset: -half)
        addPlane(nx: ty, ny: -tx, through: ax, ay, offset: -half)
        addPlane(nx: -tx, ny: -ty, through: ax, ay)
        addPlane(nx: tx, ny: ty, through: bx, by)
        yMin = min(ay, by) - half - 1
        yMax = max(ay, by) + half + 1
    }

    // MARK: - Drawing

    /// Draws the shape into `buffer`, touching only pixels inside `clip` (already
    /// intersected with the buffer).
    /// `fastRows` false keeps every row on the general path (tests compare the two).
    func fill(_ buffer: PixelBuffer, clip: PixelRect, fastRows: Bool = true) {
        guard !clip.isEmpty else { return }
        let rowLo = TriangleRasterizer.ceilClamped(yMin - 0.5, Double(clip.y0), Double(clip.y1))
        let rowHi = TriangleRasterizer.ceilClamped(yMax - 0.5, Double(clip.y0), Double(clip.y1))
        guard rowLo < rowHi else { return }
        let pixel = buffer.layout.pack(color)
        if let roundedRect {
            return roundedRect.paint(rows: rowLo..<rowHi, of: buffer, clip: clip, pixel: pixel, alpha: UInt32(color.a))
        }
        let painter = ShapeRowPainter(shape: self, pixel: pixel, clip: clip, fastRows: fastRows)
        painter.paint(rows: rowLo..<rowHi, of: buffer)
    }
}
