import WheelRendering


/// Fills coloured triangles (`TessVertex`, **pixel space**) into a ``PixelBuffer``, with
/// sub-pixel vertex precision, inside a clip rectangle, blending source-over.
///
/// Sampling model: a pixel (x, y) belongs to a triangle when its centre (x + ½, y + ½) is
/// inside it. Ties follow a top-left rule, so that triangles sharing an edge (the
/// triangles of one tessellated shape) cover every pixel along it exactly once: a centre
/// exactly on a left edge or on a top (horizontal) edge is inside, one on a right or bottom
/// edge is outside. Each edge's crossing with a row is computed from its endpoints ordered
/// by y with the same arithmetic in every triangle that shares it, so neighbours agree
/// bit for bit.
///
/// Colours: a triangle whose three vertex colours are equal is filled with plain stores
/// (opaque) or one blend per pixel (translucent). Otherwise its colour is interpolated
/// linearly (Gouraud) at each pixel centre: only the alpha when the vertices share their
/// RGB (the tessellator's anti-aliasing fringe), all four channels otherwise. Interpolated
/// values use 16.16 fixed point along each span.
///
/// Anti-aliasing is not done here: it comes from the tessellator's 1-pixel alpha fringe,
/// whose linear alpha ramp centred on the true edge is the box-filtered coverage of that
/// edge, sampled at pixel centres with sub-pixel accuracy.
///
/// Bad input never traps: triangles with non-finite vertices, zero area or out-of-range
/// indices are skipped, and huge coordinates are clamped to the clip before any integer
/// conversion.
public struct TriangleRasterizer {
    /// The target.
    public let buffer: PixelBuffer
    /// Pixels outside this rectangle (pixel space; already intersected with the buffer)
    /// are never written.
    public private(set) var clip: PixelRect

    /// Creates a rasteriser drawing into `buffer`, restricted to `clip` (default: the
    /// whole buffer).
    public init(buffer: PixelBuffer, clip: PixelRect? = nil) {
        self.buffer = buffer
        self.clip = (clip ?? buffer.bounds).intersection(buffer.bounds)
    }

    /// Restricts drawing to `rect ∩ buffer` (pixel space).
    public mutating func setClip(_ rect: PixelRect) {
        clip = rect.intersection(buffer.bounds)
    }

    /// Overwrites every pixel of `rect ∩ clip` with `color` (no blending, like a clear).
    public func clear(_ rect: PixelRect, to color: Color) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        let v = buffer.layout.pack(color)
        for y in r.y0..<r.y1 {
            (buffer.base + y * buffer.rowStride + r.x0).update(repeating: v, count: r.x1 - r.x0)
        }
    }

    /// Fills the triangles `indices[3k], indices[3k+1], indices[3k+2]` of `vertices`.
    /// Triples with an index out of range are skipped; a trailing partial triple is ignored.
    /// Returns the number of triangles drawn (not culled or skipped).
    @discardableResult
    public func fill(vertices: [TessVertex], indices: [Int32]) -> Int {
        fill(vertices: vertices, indices: indices, in: 0..<indices.count)
    }

    /// Fills the triangles of `indices[range]` (three indices each, from the range's start;
    /// the range is clamped to the array) of `vertices`, like ``fill(vertices:indices:)``.
    @discardableResult
    public func fill(vertices: [TessVertex], indices: [Int32], in range: Range<Int>) -> Int {
        guard !clip.isEmpty else { return 0 }
        let n = vertices.count
        let end = min(max(range.upperBound, 0), indices.count)
        var drawn = 0
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { idx in
                var k = min(max(range.lowerBound, 0), end)
                while k + 2 < end {
                    let i0 = Int(idx[k])
                    let i1 = Int(idx[k + 1])
                    let i2 = Int(idx[k + 2])
                    k += 3
                    guard i0 >= 0, i1 >= 0, i2 >= 0, i0 < n, i1 < n, i2 < n else { continue }
                    if fillTriangle(v[i0], v[i1], v[i2]) { drawn += 1 }
                }
            }
        }
        return drawn
    }

    /// Fills one triangle (any winding). Returns false when nothing was drawn because it
    /// was degenerate, non-finite or entirely outside the clip.
    @discardableResult
    public func fill(_ a: TessVertex, _ b: TessVertex, _ c: TessVertex) -> Bool {
        guard !clip.isEmpty else { return false }
        return fillTriangle(a, b, c)
    }

    // MARK: - Core

    @inline(__always)
    private func fillTriangle(_ a: TessVertex, _ b: TessVertex, _ c: TessVertex) -> Bool {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, c.x.isFinite, c.y.isFinite else {
            return false
        }
        // Sort by y: v0 top, v2 bottom.
        var v0 = a
        var v1 = b
        var v2 = c
        if v1.y < v0.y { swap(&v0, &v1) }
        if v2.y < v1.y { swap(&v1, &v2) }
        if v1.y < v0.y { swap(&v0, &v1) }
        let x0 = Double(v0.x), y0 = Double(v0.y)
        let x1 = Double(v1.x), y1 = Double(v1.y)
        let x2 = Double(v2.x), y2 = Double(v2.y)
        // Rows whose centre lies in [y0, y2), clamped to the clip.
        let rowLo = Self.ceilClamped(y0 - 0.5, Double(clip.y0), Double(clip.y1))
        let rowHi = Self.ceilClamped(y2 - 0.5, Double(clip.y0), Double(clip.y1))
        guard rowLo < rowHi else { return false }
        // Cull by x as well.
        let minX = min(x0, x1, x2)
        let maxX = max(x0, x1, x2)
        guard maxX >= Double(clip.x0), minX <= Double(clip.x1) else { return false }
        let area2 = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0)
        guard area2 != 0, area2.isFinite else { return false }

        let s02 = (x2 - x0) / (y2 - y0)  // y2 > y0 here (rowLo < rowHi)
        let long = Edge(x: x0, y: y0, slope: s02)
        let upper = Edge(x: x0, y: y0, slope: y1 > y0 ? (x1 - x0) / (y1 - y0) : 0)
        let lower = Edge(x: x1, y: y1, slope: y2 > y1 ? (x2 - x1) / (y2 - y1) : 0)
        // The short edges are on the left when the middle vertex is left of the long edge.
        let shortLeft = x1 < long.x(at: y1)
        let span = Spans(
            long: long, upper: upper, lower: lower, shortLeft: shortLeft,
            clipX0: clip.x0, clipX1: clip.x1, rowLo: rowLo,
            rowMid: Self.ceilClamped(y1 - 0.5, Double(rowLo), Double(rowHi)), rowHi: rowHi)

        let layout = buffer.layout
        let p0 = layout.pack(v0.color)
        let p1 = layout.pack(v1.color)
        let p2 = layout.pack(v2.color)
        if p0 == p1 && p1 == p2 {
            fillConstant(span, pixel: p0, alpha: UInt32(v0.color.a))
            return true
        }
        // Gradient of an attribute f over the plane through the three vertices.
        let planes = PlaneBasis(x0: x0, y0: y0, ex1: x1 - x0, ey1: y1 - y0, ex2: x2 - x0, ey2: y2 - y0, area2: area2)
        func gradient(_ f0: UInt8, _ f1: UInt8, _ f2: UInt8) -> Plane { planes.plane(f0, f1, f2) }
        let alpha = gradient(v0.color.a, v1.color.a, v2.color.a)
        let rgbMask: UInt32 = 0x00FF_FFFF
        if p0 & rgbMask == p1 & rgbMask && p1 & rgbMask == p2 & rgbMask {
            fillAlphaGradient(span, pixel: p0, alpha: alpha)
        } else {
            fillColorGradient(
                span, r: gradient(v0.color.r, v1.color.r, v2.color.r), g: gradient(v0.color.g, v1.color.g, v2.color.g),
                b: gradient(v0.color.b, v1.color.b, v2.color.b), a: alpha)
        }
        return true
    }

    /// A non-horizontal triangle edge, from its top endpoint (x, y) with `slope` = dx/dy.
    /// Every triangle sharing the edge builds it from the same endpoints, so its crossings
    /// agree bit for bit.
    struct Edge {
        var x, y, slope: Double

        /// The x where the edge crosses the horizontal line at `cy`.
        @inline(__always)
        func x(at cy: Double) -> Double { x + (cy - y) * slope }
    }

    /// An edge being stepped down the rows in 32.32 fixed point: `x` is the crossing with
    /// the current row's centre line, `step` the change per row.
    struct Stepper {
        var x: Int
        var step: Int

        /// One in 32.32 fixed point.
        static let one = 1 << 32

        /// Starts `edge` at row `row`. Both values are clamped to ±2^26 px (NaN → 0) so
        /// the conversions cannot trap; stepping wraps instead of trapping, and columns
        /// are clamped to the clip afterwards, so absurd input stays in bounds.
        @inline(__always)
        init(_ edge: Edge, row: Int) {
            let lim = 67_108_864.0  // 2^26
            let x = edge.x(at: Double(row) + 0.5)
            let xc = x > -lim ? (x < lim ? x : lim) : (x.isNaN ? 0 : -lim)
            let s = edge.slope
            let sc = s > -lim ? (s < lim ? s : lim) : (s.isNaN ? 0 : -lim)
            self.x = Int(xc * 4_294_967_296.0)
            step = Int(sc * 4_294_967_296.0)
        }

        /// A stepper at `x` (32.32 fixed point) moving by `step` a row.
        @inline(__always)
        init(fixed x: Int, step: Int) {
            self.x = x
            self.step = step
        }

        /// The first column whose centre is at or right of the crossing, `ceil(x − ½)`,
        /// clamped to `lo...hi`.
        @inline(__always)
        func column(clampedTo lo: Int, _ hi: Int) -> Int {
            let c = (x &+ (Stepper.one / 2 - 1)) >> 32
            return c < lo ? lo : (c > hi ? hi : c)
        }
    }

    /// The spans of a y-sorted triangle: rows `rowLo ..< rowMid` lie between the long edge
    /// and the upper edge (above the middle vertex), rows `rowMid ..< rowHi` between the
    /// long edge and the lower one.
    ///
    /// Edges are stepped from their first row (their top, or the clip's top row) in fixed
    /// point; a triangle sharing an edge starts it at the same row from the same
    /// endpoints, so both get the same crossings.
    private struct Spans {
        var long, upper, lower: Edge
        var shortLeft: Bool
        var clipX0, clipX1: Int
        var rowLo, rowMid, rowHi: Int

        /// Every row with a non-empty run of pixel columns `lo ..< hi` whose centres are inside
        /// (left ≤ x + ½ < right), clipped, one at a time without a closure: the fill loops
        /// below run inline (a thin stroke's triangles are a hundred rows of a pixel or two,
        /// where a call per row weighed as much as the pixels).
        @inline(__always)
        func walker() -> Walker {
            let longEdge = Stepper(long, row: rowLo)
            let short = Stepper(upper, row: rowLo)
            return Walker(spans: self, l: shortLeft ? short : longEdge, r: shortLeft ? longEdge : short, j: rowLo)
        }
    }

    /// The rows of a triangle's ``Spans``, top to bottom: each edge stepped from its first row
    /// in fixed point, the short edge switching from upper to lower at the middle vertex's row.
    private struct Walker {
        let spans: Spans
        var l, r: Stepper
        var j: Int

        /// The next row with a non-empty run of columns `lo ..< hi`, or nil after the last.
        @inline(__always)
        mutating func next() -> (row: Int, lo: Int, hi: Int)? {
            while j < spans.rowHi {
                if j == spans.rowMid {
                    let short = Stepper(spans.lower, row: spans.rowMid)
                    if spans.shortLeft { l = short } else { r = short }
                }
                let lo = l.column(clampedTo: spans.clipX0, spans.clipX1)
                let hi = r.column(clampedTo: spans.clipX0, spans.clipX1)
                let row = j
                l.x &+= l.step
                r.x &+= r.step
                j += 1
                if lo < hi { return (row, lo, hi) }
            }
            return nil
        }
    }

    /// The planes through three points: an attribute's values at them give its ``Plane``.
    struct PlaneBasis {
        let x0, y0, ex1, ey1, ex2, ey2, inv: Double

        /// The points (x0, y0), (x0 + ex1, y0 + ey1), (x0 + ex2, y0 + ey2), whose doubled signed
        /// area `area2` (ex1·ey2 − ex2·ey1) is not zero.
        @inline(__always)
        init(x0: Double, y0: Double, ex1: Double, ey1: Double, ex2: Double, ey2: Double, area2: Double) {
            self.x0 = x0
            self.y0 = y0
            self.ex1 = ex1
            self.ey1 = ey1
            self.ex2 = ex2
            self.ey2 = ey2
            inv = 1 / area2
        }

        /// The plane through the three vertices, nil when they have no area.
        init?(_ p0: TessVertex, _ p1: TessVertex, _ p2: TessVertex) {
            let x0 = Double(p0.x), y0 = Double(p0.y)
            let ex1 = Double(p1.x) - x0, ey1 = Double(p1.y) - y0
            let ex2 = Double(p2.x) - x0, ey2 = Double(p2.y) - y0
            let area2 = ex1 * ey2 - ex2 * ey1
            guard area2 != 0, area2.isFinite else { return nil }
            self.init(x0: x0, y0: y0, ex1: ex1, ey1: ey1, ex2: ex2, ey2: ey2, area2: area2)
        }

        /// The attribute with values `f0`, `f1`, `f2` at the three points.
        @inline(__always)
        func plane(_ f0: UInt8, _ f1: UInt8, _ f2: UInt8) -> Plane {
            let d1 = Double(f1) - Double(f0)
            let d2 = Double(f2) - Double(f0)
            let dx = (d1 * ey2 - d2 * ey1) * inv
            let dy = (d2 * ex1 - d1 * ex2) * inv
            return Plane(f0: Double(f0), dx: dx, dy: dy, x0: x0, y0: y0)
        }
    }

    /// A linear attribute over pixel space: f(x, y) = f0 + dx·(x − x0) + dy·(y − y0).
    struct Plane {
        var f0, dx, dy, x0, y0: Double

        /// The step per pixel along a row, 16.16 fixed point, clamped so that the conversion
        /// never traps (NaN gives 0).
        @inline(__always)
        var fixedStep: Int {
            let lim = 1.0e6
            let dc = dx > -lim ? (dx < lim ? dx : lim) : (dx.isNaN ? 0 : -lim)
            return Int(dc * 65536)
        }

        /// The 16.16 fixed-point value at pixel centre (i + ½, j + ½), clamped likewise.
        @inline(__always)
        func fixedValue(_ i: Int, _ j: Int) -> Int {
            let v = f0 + dx * (Double(i) + 0.5 - x0) + dy * (Double(j) + 0.5 - y0)
            let lim = 1.0e6
            let vc = v > -lim ? (v < lim ? v : lim) : (v.isNaN ? 0 : -lim)
            return Int(vc * 65536 + 0.5)
        }
    }

    /// `ceil(v)` clamped to `lo...hi` (whole numbers within ±2^31), without a libm call:
    /// the clamp makes the truncating conversion safe; NaN gives `lo`.
    @inline(__always)
    static func ceilClamped(_ v: Double, _ lo: Double, _ hi: Double) -> Int {
        let c = v > lo ? (v < hi ? v : hi) : lo
        let t = Int(c)  // truncates towards zero: the ceiling for c ≤ 0
        return Double(t) < c ? t + 1 : t
    }

    @inline(__always)
    static func channel(_ fixed: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: min(255, max(0, (fixed &+ 0x8000) >> 16)))
    }

    private func fillConstant(_ s: Spans, pixel: UInt32, alpha: UInt32) {
        guard alpha > 0 else { return }
        let stride = buffer.rowStride
        let base = buffer.base
        var rows = s.walker()
        if alpha == 255 {
            while let (j, lo, hi) = rows.next() {
                var p = base + (j * stride + lo)
                let end = p + (hi - lo)
                while p < end {
                    p.pointee = pixel
                    p += 1
                }
            }
            return
        }
        // Four pixels at a time where the run allows (``PixelQuad``: the same blend).
        let prepared = SourceOver.Prepared(pixel: pixel, alpha: alpha)
        let source = PixelQuad.Source(pixel: pixel)
        let alphas = SIMD4<UInt32>(repeating: alpha)
        while let (j, lo, hi) = rows.next() {
            PixelQuad.blendRun(base + j * stride, lo, hi, source: source, alphas: alphas, prepared: prepared)
        }
    }

    private func fillAlphaGradient(_ s: Spans, pixel: UInt32, alpha: Plane) {
        let stride = buffer.rowStride
        let base = buffer.base
        let opaque = pixel | 0xFF00_0000
        let da = alpha.fixedStep
        var rows = s.walker()
        while let (j, lo, hi) = rows.next() {
            let row = base + j * stride
            var a = alpha.fixedValue(lo, j)
            for i in lo..<hi {
                let ai = Self.channel(a)
                a &+= da
                if ai == 0 { continue }
                row[i] = ai == 255 ? opaque : SourceOver.blend(pixel, alpha: ai, over: row[i])
            }
        }
    }

    private func fillColorGradient(_ s: Spans, r: Plane, g: Plane, b: Plane, a: Plane) {
        let stride = buffer.rowStride
        let base = buffer.base
        let layout = buffer.layout
        let (dr, dg, db, da) = (r.fixedStep, g.fixedStep, b.fixedStep, a.fixedStep)
        var rows = s.walker()
        while let (j, lo, hi) = rows.next() {
            let row = base + j * stride
            var (rv, gv, bv, av) = (r.fixedValue(lo, j), g.fixedValue(lo, j), b.fixedValue(lo, j), a.fixedValue(lo, j))
            for i in lo..<hi {
                let ai = Self.channel(av)
                let color = Color(
                    r: UInt8(Self.channel(rv)), g: UInt8(Self.channel(gv)), b: UInt8(Self.channel(bv)), a: 255)
                rv &+= dr
                gv &+= dg
                bv &+= db
                av &+= da
                if ai == 0 { continue }
                let p = layout.pack(color)
                row[i] = ai == 255 ? p : SourceOver.blend(p, alpha: ai, over: row[i])
            }
        }
    }
}
