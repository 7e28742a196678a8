import WheelCore

/// Fills coloured triangles (``TessVertex``, **pixel space**) into a ``PixelBuffer``, with
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
        guard !clip.isEmpty else { return 0 }
        let n = vertices.count
        var drawn = 0
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { idx in
                var k = 0
                while k + 2 < idx.count {
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

    /// The x where the edge from `top` to `bottom` (top.y < bottom.y) crosses the row
    /// centre `cy`. Every triangle sharing the edge calls this with the same arguments.
    @inline(__always)
    private static func edgeX(_ tx: Double, _ ty: Double, _ slope: Double, _ cy: Double) -> Double {
        tx + (cy - ty) * slope
    }

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
        let rowLo = max(Double(clip.y0), (y0 - 0.5).rounded(.up))
        let rowHi = min(Double(clip.y1), (y2 - 0.5).rounded(.up))
        guard rowLo < rowHi else { return false }
        // Cull by x as well.
        let minX = min(x0, x1, x2)
        let maxX = max(x0, x1, x2)
        guard maxX >= Double(clip.x0), minX <= Double(clip.x1) else { return false }
        let area2 = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0)
        guard area2 != 0, area2.isFinite else { return false }

        let s02 = (x2 - x0) / (y2 - y0)  // y2 > y0 here (rowLo < rowHi)
        let s01 = y1 > y0 ? (x1 - x0) / (y1 - y0) : 0
        let s12 = y2 > y1 ? (x2 - x1) / (y2 - y1) : 0
        let span = Spans(
            x0: x0, y0: y0, x1: x1, y1: y1, s01: s01, s02: s02, s12: s12,
            clipX0: Double(clip.x0), clipX1: Double(clip.x1), rowLo: Int(rowLo), rowHi: Int(rowHi))

        let layout = buffer.layout
        let p0 = layout.pack(v0.color)
        let p1 = layout.pack(v1.color)
        let p2 = layout.pack(v2.color)
        if p0 == p1 && p1 == p2 {
            fillConstant(span, pixel: p0, alpha: UInt32(v0.color.a))
            return true
        }
        // Gradient of an attribute f over the plane through the three vertices.
        let inv = 1 / area2
        let ex1 = x1 - x0, ey1 = y1 - y0, ex2 = x2 - x0, ey2 = y2 - y0
        func gradient(_ f0: UInt8, _ f1: UInt8, _ f2: UInt8) -> Plane {
            let d1 = Double(f1) - Double(f0)
            let d2 = Double(f2) - Double(f0)
            let dx = (d1 * ey2 - d2 * ey1) * inv
            let dy = (d2 * ex1 - d1 * ex2) * inv
            return Plane(f0: Double(f0), dx: dx, dy: dy, x0: x0, y0: y0)
        }
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

    /// Geometry of a y-sorted triangle for span iteration.
    private struct Spans {
        var x0, y0, x1, y1, s01, s02, s12: Double
        var clipX0, clipX1: Double
        var rowLo, rowHi: Int

        /// The pixel columns `lo ..< hi` of row `j` whose centres are inside, clipped.
        @inline(__always)
        func columns(_ j: Int) -> (lo: Int, hi: Int) {
            let cy = Double(j) + 0.5
            let long = TriangleRasterizer.edgeX(x0, y0, s02, cy)
            let short =
                cy < y1 ? TriangleRasterizer.edgeX(x0, y0, s01, cy) : TriangleRasterizer.edgeX(x1, y1, s12, cy)
            let left = min(long, short)
            let right = max(long, short)
            // Centre i + ½ is inside when left ≤ i + ½ < right.
            let lo = max(clipX0, (left - 0.5).rounded(.up))
            let hi = min(clipX1, (right - 0.5).rounded(.up))
            guard lo < hi else { return (0, 0) }
            return (Int(lo), Int(hi))
        }
    }

    /// A linear attribute over pixel space: f(x, y) = f0 + dx·(x − x0) + dy·(y − y0).
    private struct Plane {
        var f0, dx, dy, x0, y0: Double

        /// 16.16 fixed-point value at pixel centre (i + ½, j + ½) and step per pixel,
        /// clamped so that conversion never traps.
        @inline(__always)
        func fixed(_ i: Int, _ j: Int) -> (value: Int, step: Int) {
            let v = f0 + dx * (Double(i) + 0.5 - x0) + dy * (Double(j) + 0.5 - y0)
            let lim = 1.0e6
            let value = Int((min(lim, max(-lim, v.isNaN ? 0 : v)) * 65536).rounded())
            let step = Int((min(lim, max(-lim, dx.isNaN ? 0 : dx)) * 65536).rounded())
            return (value, step)
        }
    }

    @inline(__always)
    private static func channel(_ fixed: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: min(255, max(0, (fixed &+ 0x8000) >> 16)))
    }

    private func fillConstant(_ s: Spans, pixel: UInt32, alpha: UInt32) {
        guard alpha > 0 else { return }
        let stride = buffer.rowStride
        let base = buffer.base
        if alpha == 255 {
            for j in s.rowLo..<s.rowHi {
                let (lo, hi) = s.columns(j)
                if lo < hi { (base + j * stride + lo).update(repeating: pixel, count: hi - lo) }
            }
            return
        }
        let prepared = SourceOver.Prepared(pixel: pixel, alpha: alpha)
        for j in s.rowLo..<s.rowHi {
            let (lo, hi) = s.columns(j)
            guard lo < hi else { continue }
            let row = base + j * stride
            for i in lo..<hi { row[i] = SourceOver.blend(prepared, over: row[i]) }
        }
    }

    private func fillAlphaGradient(_ s: Spans, pixel: UInt32, alpha: Plane) {
        let stride = buffer.rowStride
        let base = buffer.base
        let opaque = pixel | 0xFF00_0000
        for j in s.rowLo..<s.rowHi {
            let (lo, hi) = s.columns(j)
            guard lo < hi else { continue }
            let row = base + j * stride
            var (a, da) = alpha.fixed(lo, j)
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
        for j in s.rowLo..<s.rowHi {
            let (lo, hi) = s.columns(j)
            guard lo < hi else { continue }
            let row = base + j * stride
            var (rv, dr) = r.fixed(lo, j)
            var (gv, dg) = g.fixed(lo, j)
            var (bv, db) = b.fixed(lo, j)
            var (av, da) = a.fixed(lo, j)
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
