import RealModule
import WheelCore

/// A wedge (span ≤ π), a stroked circle or a straight line, drawn by a direct scanline pass
/// instead of being tessellated into triangles.
///
/// Model: every pixel gets the same linear 1-pixel ramp the tessellator's alpha fringe
/// gives, `α = clamp(0.5 − sd, 0, 1) · colour alpha`, where `sd` is a signed distance in
/// pixels from the pixel centre (x + ½, y + ½) to the shape (negative inside). A shape is an
/// intersection of components and `sd` is the largest of their distances:
/// - an optional ring around (`cx`, `cy`): `|d − ringMid| − ringHalf`, d the distance to
///   the centre (a wedge's annulus, a circle stroke; a pie slice has `ringMid = ringHalf`);
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
/// are solved in closed form (a square root per ring radius, a division per half-plane);
/// covered runs are stored (opaque) or blended at one alpha, and `sd` is evaluated per
/// pixel only in between. A ring row gives up to two intervals (the hole), each
/// intersected with the half-planes' interval.
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
    func fill(_ buffer: PixelBuffer, clip: PixelRect) {
        guard !clip.isEmpty else { return }
        let rowLo = TriangleRasterizer.ceilClamped(yMin - 0.5, Double(clip.y0), Double(clip.y1))
        let rowHi = TriangleRasterizer.ceilClamped(yMax - 0.5, Double(clip.y0), Double(clip.y1))
        guard rowLo < rowHi else { return }
        let pixel = buffer.layout.pack(color)
        let painter = RowPainter(shape: self, pixel: pixel, alpha: UInt32(color.a), clip: clip)
        for j in rowLo..<rowHi {
            painter.paint(row: buffer.base + j * buffer.rowStride, y: Double(j) + 0.5)
        }
    }
}

/// Paints the rows of one ``AnalyticShape``: solves each row's intervals and writes runs
/// and edge pixels.
private struct RowPainter {
    let shape: AnalyticShape
    let pixel: UInt32
    let opaque: UInt32
    let alpha: UInt32
    let prepared: SourceOver.Prepared
    let clipX0, clipX1: Double

    /// `1 / nx` per plane (0 where |nx| ≤ 10⁻¹², a plane parallel to the rows).
    let inverseNX: SIMD4<Double>

    init(shape: AnalyticShape, pixel: UInt32, alpha: UInt32, clip: PixelRect) {
        self.shape = shape
        var inverse = SIMD4<Double>(repeating: 0)
        for k in 0..<4 where abs(shape.nx[k]) > 1e-12 { inverse[k] = 1 / shape.nx[k] }
        inverseNX = inverse
        self.pixel = pixel
        opaque = pixel | 0xFF00_0000
        self.alpha = alpha
        prepared = SourceOver.Prepared(pixel: pixel, alpha: alpha)
        clipX0 = Double(clip.x0)
        clipX1 = Double(clip.x1)
    }

    /// Pixel columns whose centres lie in `lo ..< hi` (centre coordinates), clipped.
    @inline(__always)
    private func columns(_ lo: Double, _ hi: Double) -> (Int, Int) {
        (
            TriangleRasterizer.ceilClamped(lo - 0.5, clipX0, clipX1),
            TriangleRasterizer.ceilClamped(hi - 0.5, clipX0, clipX1)
        )
    }

    /// Paints one row whose pixel centres are at height `y`.
    @inline(__always)
    func paint(row: UnsafeMutablePointer<UInt32>, y: Double) {
        let s = shape
        let rowC = s.ny * y + s.c
        // Half-planes: x-interval where every sd < 0.5 (outer) and ≤ −0.5 (inner).
        var oLo = clipX0, oHi = clipX1, iLo = clipX0, iHi = clipX1
        // Where each plane's distance crosses ±½: (±½ − r) / a, with the reciprocals of the
        // normals' x components computed once per shape (a division per plane and row was
        // most of a thin line's cost).
        let outerX = (0.5 - rowC) * inverseNX
        let innerX = (-0.5 - rowC) * inverseNX
        for k in 0..<s.planeCount {
            let a = s.nx[k], r = rowC[k]
            if a > 1e-12 {
                oHi = min(oHi, outerX[k])
                iHi = min(iHi, innerX[k])
            } else if a < -1e-12 {
                oLo = max(oLo, outerX[k])
                iLo = max(iLo, innerX[k])
            } else {
                if r >= 0.5 { return }
                if r > -0.5 { iHi = -Double.infinity }
            }
        }
        guard oLo < oHi else { return }
        var dy2 = 0.0
        // Ring: up to two intervals each for outer (|d − m| < h + ½) and inner (≤ h − ½).
        var outer = (oLo, oHi, Double.infinity, -Double.infinity)
        var inner = (iLo, iHi, Double.infinity, -Double.infinity)
        if s.hasRing {
            let dy = y - s.cy
            dy2 = dy * dy
            guard let o = Self.annulus(s.cx, dy2, s.ringMid - s.ringHalf - 0.5, s.ringMid + s.ringHalf + 0.5)
            else { return }
            outer = (max(oLo, o.0), min(oHi, o.1), max(oLo, o.2), min(oHi, o.3))
            if s.ringHalf > 0.5,
                let i = Self.annulus(s.cx, dy2, s.ringMid - s.ringHalf + 0.5, s.ringMid + s.ringHalf - 0.5)
            {
                inner = (max(iLo, i.0), min(iHi, i.1), max(iLo, i.2), min(iHi, i.3))
            } else {
                inner = (0, -1, 0, -1)
            }
        }
        let in0 = inner.0 < inner.1 ? columns(inner.0, inner.1) : (0, 0)
        let in1 = inner.2 < inner.3 ? columns(inner.2, inner.3) : (0, 0)
        if outer.0 < outer.1 {
            let (a, b) = columns(outer.0, outer.1)
            span(row, a, b, in0, in1, y: y, rowC: rowC, dy2: dy2)
        }
        if outer.2 < outer.3 {
            let (a, b) = columns(outer.2, outer.3)
            span(row, a, b, in0, in1, y: y, rowC: rowC, dy2: dy2)
        }
    }

    /// The x-intervals (centre coordinates) of the row at squared offset `dy2` from the
    /// centre `cx` where `r0 < d < r1`: (left lo, left hi, right lo, right hi); the two
    /// merge into one (the second empty) when the row misses the hole. Nil when empty.
    @inline(__always)
    private static func annulus(_ cx: Double, _ dy2: Double, _ r0: Double, _ r1: Double)
        -> (Double, Double, Double, Double)?
    {
        guard r1 > 0, dy2 < r1 * r1 else { return nil }
        let a = (r1 * r1 - dy2).squareRoot()
        guard r0 > 0, dy2 < r0 * r0 else {
            return (cx - a, cx + a, Double.infinity, -Double.infinity)
        }
        let b = (r0 * r0 - dy2).squareRoot()
        return (cx - a, cx - b, cx + b, cx + a)
    }

    /// Paints columns `a ..< b`: the parts inside the covered column ranges `in0`, `in1`
    /// as runs, the rest pixel by pixel.
    @inline(__always)
    private func span(
        _ row: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int, _ in0: (Int, Int), _ in1: (Int, Int),
        y: Double, rowC: SIMD4<Double>, dy2: Double
    ) {
        var cursor = a
        covered(row, &cursor, b, in0, rowC: rowC, dy2: dy2)
        covered(row, &cursor, b, in1, rowC: rowC, dy2: dy2)
        edge(row, cursor, b, rowC: rowC, dy2: dy2)
    }

    /// Paints the edge pixels from `cursor` up to the covered range `r` (clamped to
    /// `cursor ..< b`), then that range as a run, and moves `cursor` past it.
    @inline(__always)
    private func covered(
        _ row: UnsafeMutablePointer<UInt32>, _ cursor: inout Int, _ b: Int, _ r: (Int, Int),
        rowC: SIMD4<Double>, dy2: Double
    ) {
        let lo = min(max(r.0, cursor), b)
        let hi = min(r.1, b)
        guard lo < hi else { return }
        edge(row, cursor, lo, rowC: rowC, dy2: dy2)
        run(row, lo, hi)
        cursor = hi
    }

    /// Fills columns `a ..< b` at the full colour.
    @inline(__always)
    private func run(_ row: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int) {
        if alpha == 255 {
            (row + a).update(repeating: opaque, count: b - a)
        } else {
            for i in a..<b { row[i] = SourceOver.blend(prepared, over: row[i]) }
        }
    }

    /// Blends columns `a ..< b` at their own coverage.
    ///
    /// The half-plane distances are linear along the row: they start at column `a` and step
    /// by the normals' x components, and their maximum is taken with plain comparisons (no
    /// value is NaN here: the shape's numbers were checked finite).
    @inline(__always)
    private func edge(_ row: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int, rowC: SIMD4<Double>, dy2: Double) {
        guard a < b else { return }
        let s = shape
        let scale = Double(alpha)
        var h = s.nx * (Double(a) + 0.5) + rowC
        let step = s.nx
        var dx = Double(a) + 0.5 - s.cx
        for i in a..<b {
            let m01 = h.x > h.y ? h.x : h.y
            let m23 = h.z > h.w ? h.z : h.w
            var sd = m01 > m23 ? m01 : m23
            if s.hasRing {
                let d = (dx * dx + dy2).squareRoot()
                let ring = abs(d - s.ringMid) - s.ringHalf
                sd = ring > sd ? ring : sd
            }
            h += step
            dx += 1
            let cover = 0.5 - sd
            guard cover > 0 else { continue }
            let ai = cover >= 1 ? alpha : UInt32(cover * scale + 0.5)
            if ai == 0 { continue }
            row[i] = ai == 255 ? opaque : SourceOver.blend(pixel, alpha: ai, over: row[i])
        }
    }
}
