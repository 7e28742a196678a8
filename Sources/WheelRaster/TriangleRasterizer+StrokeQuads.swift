import WheelRendering

extension TriangleRasterizer {
    /// Fills the straight pieces `quads[range]` of tessellated strokes (`Tessellator.strokeQuads`)
    /// whose cross-sections are in `vertices`, each in one pass over its rows, with the pixels and
    /// alphas (within a unit of rounding) of the triangles the tessellator would have made of it.
    ///
    /// A thin stroke's pieces are a few pixels wide and many rows tall; as six triangles (a core
    /// and two fringes, each a quad split in two) every row of a piece was walked six times for
    /// a pixel or two each. Here the piece is one convex polygon, the outline of the two
    /// cross-sections, walked once: its rows from its outline's edges (the triangles' outer edges,
    /// stepped alike, so neighbouring pieces and triangles share their boundary pixels exactly),
    /// its alpha the smaller of the two fringes' planes, clamped to the core's alpha. A piece
    /// that is not a convex quadrilateral (a segment shorter than its miters are long) or whose
    /// fringes are not planes falls back to its triangles.
    /// Returns the number of pieces drawn (not culled).
    @discardableResult
    public func fill(vertices: [TessVertex], strokeQuads quads: [StrokeQuad], in range: Range<Int>) -> Int {
        guard !clip.isEmpty else { return 0 }
        let end = min(max(range.upperBound, 0), quads.count)
        var drawn = 0
        vertices.withUnsafeBufferPointer { v in
            for k in min(max(range.lowerBound, 0), end)..<end {
                let q = quads[k]
                let size = Int(q.size)
                let a = Int(q.first)
                let b = Int(q.second)
                guard size == 3 || size == 4, a >= 0, b >= 0, a + size <= v.count, b + size <= v.count else { continue }
                if fillStrokeQuad(v, a, b, size) {
                    drawn += 1
                } else {
                    // The triangles `Tessellator.connect` makes.
                    for j in 0..<(size - 1) {
                        if fill(v[a + j], v[a + j + 1], v[b + j + 1]) { drawn += 1 }
                        if fill(v[a + j], v[b + j + 1], v[b + j]) { drawn += 1 }
                    }
                }
            }
        }
        return drawn
    }

    /// Fills one piece: the polygon a0 … a(n−1), b(n−1) … b0. Returns false, drawing nothing,
    /// when it is not strictly convex, not finite or its colours are not one colour's
    /// alphas; true when it is drawn or lies outside the clip.
    private func fillStrokeQuad(_ v: UnsafeBufferPointer<TessVertex>, _ a: Int, _ b: Int, _ size: Int) -> Bool {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 16) { xy in
            fillStrokeQuad(v, a, b, size, outline: xy.baseAddress!)
        }
    }

    /// ``fillStrokeQuad(_:_:_:_:)`` with room for the outline's 2 × 8 coordinates.
    @inline(__always)
    private func fillStrokeQuad(
        _ v: UnsafeBufferPointer<TessVertex>, _ a: Int, _ b: Int, _ size: Int, outline xy: UnsafeMutablePointer<Double>
    ) -> Bool {
        // The outline, as the triangles' outer edges run (x at 2i, y at 2i + 1), and its colours.
        let n = 2 * size
        let core = v[a + 1].color
        var top = 0
        var bottom = 0
        var minX = Double.infinity, maxX = -Double.infinity
        for i in 0..<n {
            let p = i < size ? v[a + i] : v[b + (n - 1 - i)]
            guard p.x.isFinite, p.y.isFinite else { return false }
            let x = Double(p.x), y = Double(p.y)
            xy[2 * i] = x
            xy[2 * i + 1] = y
            if y < xy[2 * top + 1] { top = i }
            if y >= xy[2 * bottom + 1] { bottom = i }
            minX = min(minX, x)
            maxX = max(maxX, x)
            // One colour: clear at both ends of a cross-section, the core's alpha inside.
            let ends = i == 0 || i == size - 1 || i == size || i == n - 1
            let c = p.color
            guard c.r == core.r, c.g == core.g, c.b == core.b, c.a == (ends ? 0 : core.a) else { return false }
        }
        // Strictly convex at the four corners a0, a(n-1), b(n-1), b0, one orientation.
        @inline(__always) func turn(_ p: Int, _ q: Int, _ r: Int) -> Double {
            (xy[2 * q] - xy[2 * p]) * (xy[2 * r + 1] - xy[2 * q + 1])
                - (xy[2 * q + 1] - xy[2 * p + 1]) * (xy[2 * r] - xy[2 * q])
        }
        let t0 = turn(n - 1, 0, size - 1)
        let t1 = turn(0, size - 1, size)
        let t2 = turn(size - 1, size, n - 1)
        let t3 = turn(size, n - 1, 0)
        guard (t0 > 0 && t1 > 0 && t2 > 0 && t3 > 0) || (t0 < 0 && t1 < 0 && t2 < 0 && t3 < 0) else { return false }
        guard core.a > 0 else { return true }
        guard maxX >= Double(clip.x0), minX <= Double(clip.x1) else { return true }
        // Planes stepped from the piece's top left pixel, whatever the clip (a band of the
        // buffer draws the same alphas as the whole).
        let limit = 1_073_741_824.0  // 2^30
        let anchorX = Int(max(-limit, min(minX.rounded(.down), limit)))
        let anchorY = Int(max(-limit, min(xy[2 * top + 1].rounded(.down), limit)))
        // The fringes' planes: the first and the last triangle `connect` makes.
        func fringe(_ p0: TessVertex, _ p1: TessVertex, _ p2: TessVertex) -> FixedPlane? {
            PlaneBasis(p0, p1, p2).flatMap { FixedPlane($0.plane(p0.color.a, p1.color.a, p2.color.a), at: anchorX, anchorY) }
        }
        guard let left = fringe(v[a], v[a + 1], v[b + 1]),
            let right = fringe(v[a + size - 2], v[a + size - 1], v[b + size - 1])
        else { return false }

        // Rows whose centre is inside: from the top vertex down both sides to the bottom one.
        let outline = Outline(xy: xy, count: n, bottom: bottom, clipY0: Double(clip.y0), clipY1: Double(clip.y1))
        let rowLo = Self.ceilClamped(xy[2 * top + 1] - 0.5, outline.clipY0, outline.clipY1)
        let rowHi = Self.ceilClamped(xy[2 * bottom + 1] - 0.5, outline.clipY0, outline.clipY1)
        guard rowLo < rowHi else { return true }

        var sideA = OutlineSide(vertex: top, step: 1)
        var sideB = OutlineSide(vertex: top, step: n - 1)
        let stride = buffer.rowStride
        let base = buffer.base
        let coreAlpha = Int(core.a) << 16
        let pixel = buffer.layout.pack(core)
        let opaque = pixel | 0xFF00_0000
        let solid = core.a == 255
        let daL = left.dx, daR = right.dx
        let x0 = clip.x0, x1 = clip.x1
        for j in rowLo..<rowHi {
            if j >= sideA.end { sideA.advance(to: j, outline) }
            if j >= sideB.end { sideB.advance(to: j, outline) }
            guard j < sideA.end, j < sideB.end else { continue }
            let xa = sideA.edge.x, xb = sideB.edge.x
            sideA.edge.x &+= sideA.edge.step
            sideB.edge.x &+= sideB.edge.step
            let l = Stepper(fixed: min(xa, xb), step: 0).column(clampedTo: x0, x1)
            let r = Stepper(fixed: max(xa, xb), step: 0).column(clampedTo: x0, x1)
            guard l < r else { continue }
            let row = base + j * stride
            var fl = left.value(l, j)
            var fr = right.value(l, j)
            for i in l..<r {
                let f = min(fl, fr, coreAlpha)
                fl &+= daL
                fr &+= daR
                let ai = Self.channel(f)
                if ai == 0 { continue }
                row[i] = ai == 255 && solid ? opaque : SourceOver.blend(pixel, alpha: ai, over: row[i])
            }
        }
        return true
    }

    /// A fringe's ``Plane`` in 16.16 fixed point from a pixel near a piece: the value at a pixel
    /// centre is two multiplications away, and it differs from ``Plane/fixedValue(_:_:)`` by
    /// at most 2^−17 of a unit per pixel between them (a hundredth of a unit a thousand
    /// pixels away; a piece is a few pixels across, or a few hundred).
    struct FixedPlane {
        /// The pixel the values are stepped from, the value at its centre, and the steps per
        /// column and per row.
        let i0: Int, j0: Int, origin: Int, dx: Int, dy: Int

        /// Nil when a step is steeper than 2^20 units a pixel or the value at pixel (i0, j0) is
        /// past 2^40 (a stroke's fringe ramps by at most 255 a pixel).
        init?(_ p: Plane, at i0: Int, _ j0: Int) {
            let o = p.f0 + p.dx * (Double(i0) + 0.5 - p.x0) + p.dy * (Double(j0) + 0.5 - p.y0)
            guard abs(p.dx) < 1_048_576, abs(p.dy) < 1_048_576, abs(o) < 1_099_511_627_776 else { return nil }
            self.i0 = i0
            self.j0 = j0
            origin = Int((o * 65536).rounded())
            dx = Int((p.dx * 65536).rounded())
            dy = Int((p.dy * 65536).rounded())
        }

        /// The value at the centre of pixel (i, j).
        @inline(__always)
        func value(_ i: Int, _ j: Int) -> Int { origin &+ (i &- i0) &* dx &+ (j &- j0) &* dy }
    }

    /// A stroke piece's outline (at most 8 vertices, pixel space: x at 2i, y at 2i + 1) and the
    /// clip's rows.
    struct Outline {
        var xy: UnsafeMutablePointer<Double>
        var count: Int
        var bottom: Int
        var clipY0: Double
        var clipY1: Double
    }

    /// One side of an ``Outline``, walked down from its top vertex to its bottom one, each edge
    /// stepped from its first row as the triangle path steps it.
    struct OutlineSide {
        /// The vertex the current edge ends at.
        var vertex: Int
        /// The next vertex's offset (1, or count − 1 for the other way round).
        let step: Int
        var edge = Stepper(fixed: 0, step: 0)
        /// The row after the current edge's last.
        var end = Int.min

        init(vertex: Int, step: Int) {
            self.vertex = vertex
            self.step = step
        }

        /// Moves to the edge that covers `row`, if the side has one.
        @inline(__always)
        mutating func advance(to row: Int, _ o: Outline) {
            while row >= end && vertex != o.bottom {
                let from = vertex
                var to = from + step
                if to >= o.count { to -= o.count }
                vertex = to
                let fy = o.xy[2 * from + 1], ty = o.xy[2 * to + 1]
                guard fy < ty else { continue }
                let r0 = TriangleRasterizer.ceilClamped(fy - 0.5, o.clipY0, o.clipY1)
                let r1 = TriangleRasterizer.ceilClamped(ty - 0.5, o.clipY0, o.clipY1)
                guard r0 < r1, row < r1 else { continue }
                let fx = o.xy[2 * from]
                edge = Stepper(Edge(x: fx, y: fy, slope: (o.xy[2 * to] - fx) / (ty - fy)), row: r0)
                // A side that went up by a rounding error starts its next edge late.
                if row > r0 { edge.x &+= edge.step &* (row - r0) }
                end = r1
            }
        }
    }
}
