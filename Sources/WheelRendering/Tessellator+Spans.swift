extension Tessellator {
    /// Polylines with at least this many points per column of the view (on average; a
    /// column a point wide, at most a pixel) are drawn as column spans. Counted in points
    /// because charts reduce their series per point: at scale 2 an M4-reduced series has
    /// about 2.6 points per pixel column where it has 5.3 at scale 1, and counted per pixel
    /// it would be stroked there, joins and all, 12 triangles a segment where a column needs 6.
    /// Turns stay counted per pixel (``strokedTurnsPerColumn``).
    static let denseColumnRatio = 3.0
    /// Widest stroke (pixels) drawn as column spans; wider strokes keep their joins.
    static let maxSpanStrokeWidth = 3.0
    /// Turns (changes between rising and falling) per pixel column, on average, of polylines
    /// that are stroked even when dense: an oscillation 1.3 to 8 pixels long (a daily cycle at
    /// an 8-month span is about 4 pixels) is a row of steep strokes, and as spans each would be
    /// snapped to a whole pixel column without horizontal anti-aliasing, so that their spacing
    /// (3 or 4 pixels, alternating) beats with the pixel grid: moiré. Stroked, they keep their
    /// sub-pixel places. Lines that turn less (flat or smooth runs) are drawn alike either way,
    /// and lines that turn more zigzag inside their columns, as an M4 reduction of many samples
    /// per pixel does, so that a column's span is what its strokes cover.
    static let strokedTurnsPerColumn = 0.25..<1.5

    /// Draws the scratch path (pixels), a polyline of `width` pixels, as one vertical span per
    /// pixel column when it is dense: x never decreases, it has at least
    /// ``denseColumnRatio`` points per point column and it does not turn as often as
    /// ``strokedTurnsPerColumn`` says. Returns false (drawing nothing) otherwise.
    ///
    /// A column's span covers every y the centre line takes inside the column, widened by
    /// (w − 1) / 2 pixels to each side (the segments are clipped to that window), and by half
    /// the stroke width above and below, with the usual 1-pixel alpha fringe on its top and
    /// bottom edges; neighbouring columns abut on whole-pixel edges, so no fringe is needed
    /// between them. This is what a stroked M4 series (first, min, max, last per column)
    /// covers, in 6 triangles per column instead of 6 to 12 per segment and joins that
    /// overlap, and with no join spikes at its turns.
    /// Strokes thinner than 1 pixel are drawn 1 pixel tall with their alpha scaled by the
    /// width, as ``strokePath`` does.
    ///
    /// - Complexity: O(points + columns).
    mutating func strokeDenseColumns(width: Double, _ color: Color) -> Bool {
        let n = path.count
        guard antiAliasing, n >= 4, width.isFinite, width > 0, width <= Self.maxSpanStrokeWidth,
            let first = path.first, let last = path.last
        else { return false }
        let x0 = first.x.rounded(.down)
        let columns = Int(last.x.rounded(.down) - x0) + 1
        // Points per point column: at most per pixel column (a scale under 1 counts per pixel).
        guard columns >= 1, Double(n) * max(1, pixelScale) >= Self.denseColumnRatio * Double(columns), columns <= 1 << 20
        else { return false }
        for i in 1..<n where path[i].x < path[i - 1].x { return false }
        var turns = 0
        var rising: Bool? = nil
        for i in 1..<n where path[i].y != path[i - 1].y {
            let up = path[i].y > path[i - 1].y
            if let r = rising, r != up { turns += 1 }
            rising = up
        }
        guard !Self.strokedTurnsPerColumn.contains(Double(turns) / Double(columns)) else { return false }
        let coreColor = width < 1 ? color.withOpacity(width) : color
        guard coreColor.a > 0 else { return true }
        let clear = Color(r: color.r, g: color.g, b: color.b, a: 0)
        let half = max(width, 1) / 2
        let fringe = Self.fringeWidth / 2

        func emitColumn(_ t: inout Tessellator, _ c: Double, _ lo: Double, _ hi: Double) {
            let top = lo - half
            let bottom = hi + half
            let base = t.vertices.count
            let x1 = c + 1
            t.emit(c, top - fringe, clear)
            t.emit(x1, top - fringe, clear)
            t.emit(c, top + fringe, coreColor)
            t.emit(x1, top + fringe, coreColor)
            t.emit(c, bottom - fringe, coreColor)
            t.emit(x1, bottom - fringe, coreColor)
            t.emit(c, bottom + fringe, clear)
            t.emit(x1, bottom + fringe, clear)
            for k in stride(from: 0, to: 6, by: 2) {
                t.triangle(base + k, base + k + 1, base + k + 3)
                t.triangle(base + k, base + k + 3, base + k + 2)
            }
        }
        // The window of column c is [c − e, c + 1 + e]: a stroke w pixels wide reaches (w − 1) / 2
        // into its neighbours, so the spans weigh as much as the stroke (a steep stretch is w
        // pixels wide on average), while they never overlap.
        let e = max(0, max(width, 1) - 1) / 2
        var k = 0  // first point with x >= the window's left edge
        func y(at x: Double, between i: Int) -> Double {  // the centre line at x, on segment i-1 → i
            let p = path[i - 1]
            let q = path[i]
            return q.x > p.x ? p.y + (q.y - p.y) * (x - p.x) / (q.x - p.x) : q.y
        }
        var c = x0
        let cLast = last.x.rounded(.down)
        while c <= cLast {
            let a = c - e
            let b = c + 1 + e
            while k < n - 1 && path[k].x < a { k += 1 }
            var lo = Double.infinity
            var hi = -Double.infinity
            if k > 0 && path[k].x >= a {
                let ya = y(at: a, between: k)
                lo = ya
                hi = ya
            }
            var j = k
            while j < n && path[j].x <= b {
                lo = min(lo, path[j].y)
                hi = max(hi, path[j].y)
                j += 1
            }
            if j < n && j > 0 {
                let yb = y(at: b, between: j)
                lo = min(lo, yb)
                hi = max(hi, yb)
            }
            if lo <= hi { emitColumn(&self, c, lo, hi) }
            c += 1
        }
        return true
    }
}

extension Tessellator {
    /// Most points one straight run of ``simplifyPath(tolerance:)`` replaces (bounds its cost).
    static let maxSimplifyRun = 32

    /// Leaves out the points of the scratch path (pixels, an open polyline) that lie within
    /// `tolerance` pixels of the straight line drawn in their place, so that a long polyline is
    /// stroked with fewer segments and looks the same: an anti-aliased edge moves by at most
    /// `tolerance` of a pixel.
    ///
    /// Greedy, from the first point: a run from an anchor is extended point by point while
    /// every point it skips lies within `tolerance` of the chord from the anchor to the run's
    /// end *and* projects inside that chord (so a spike that turns back along the line is
    /// kept), up to ``maxSimplifyRun`` points; the run's last point becomes the next anchor.
    /// The first and last points are always kept.
    ///
    /// - Complexity: O(points × ``maxSimplifyRun``).
    mutating func simplifyPath(tolerance: Double) {
        let n = path.count
        guard n > 2, tolerance > 0, tolerance.isFinite else { return }
        let tol2 = tolerance * tolerance
        var out = 1  // path[0..<out] is the simplified path; path[out - 1] is the anchor
        var anchor = 0
        var end = 2  // candidate end of the run from `anchor`
        func fits(_ path: [Point], _ a: Int, _ b: Int) -> Bool {
            let ax = path[a].x
            let ay = path[a].y
            let dx = path[b].x - ax
            let dy = path[b].y - ay
            let len2 = dx * dx + dy * dy
            guard len2 > 1e-12 else { return false }
            for k in (a + 1)..<b {
                let px = path[k].x - ax
                let py = path[k].y - ay
                let along = px * dx + py * dy
                guard along >= 0, along <= len2 else { return false }
                let cross = px * dy - py * dx
                if cross * cross > tol2 * len2 { return false }
            }
            return true
        }
        while end < n {
            if end - anchor < Self.maxSimplifyRun && fits(path, anchor, end) {
                end += 1
                continue
            }
            // The run anchor ... end - 1 fits: keep its last point.
            anchor = end - 1
            path[out] = path[anchor]
            out += 1
            end = anchor + 2
        }
        path[out] = path[n - 1]
        out += 1
        path.removeLast(n - out)
    }
}
