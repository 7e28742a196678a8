import WheelRendering


/// Paints the rows of one ``AnalyticShape``: solves each row's intervals in closed form and
/// writes covered runs and edge pixels.
///
/// Cost model (what this layout is for): a wheel frame has several thousand shape rows with
/// a handful of edge pixels each, so the fixed work per row matters as much as the work per
/// pixel. Most rows take one of two fast paths, which find the row's one touched interval
/// cheaply and leave out of the edge pixels every component that cannot change them
/// (``paintTwoPlaneRow(_:y:rowC:)``: lines and wedges standing across the rows;
/// ``paintRingSideRow(_:y:rowC:)``: wedges on one side of their centre). The general path
/// takes the half-planes' crossings from one vector expression per side (lanes of planes
/// bounding the other side, or parallel to the rows, are padded to ±∞ at set-up, so there is
/// no per-plane branch) and the ring's from a square root per band edge, and may find two
/// pieces (a ring's hole). Edge pixels are evaluated four at a time (``PixelQuad``) between
/// the long covered runs, which are plain stores; a covered run shorter than ``minimumRun``
/// is left to the quads (whose coverage is 1 there anyway).
struct ShapeRowPainter {
    /// Covered runs shorter than this many pixels are painted by the edge quads.
    static let minimumRun = 8
    /// Smallest ring edge radius (pixels) whose distance quads approximate from d².
    static let linearRingRadius = 16.0
    /// 1.5 · 2^52: adding it to a double in 0 ..< 2^31 leaves the value rounded to the nearest
    /// integer in the low 32 bits of the bit pattern (column conversions).
    static let columnRoundingBias = 6_755_399_441_055_744.0

    /// Planes' `ny` and `c`: per row, `rowC = ny·y + c` is each plane's distance at x = 0.
    private let ny, c: SIMD4<Double>
    /// Planes' `nx` (a quad's distances start from `nx·x + rowC` at its first column).
    private let nx: SIMD4<Double>
    /// Each plane's distance steps along a quad, `nx·(0, 1, 2, 3)`, as floats (pixel quads:
    /// lanes are columns; distances relative to the quad's first column stay small).
    private let step0, step1, step2, step3: SIMD4<Float>
    /// Whether planes 0–1 and 2–3 are used (unused slots never win; skipping saves work).
    private let lowPlanes, highPlanes: Bool
    /// `1 / nx` in the lanes of planes bounding the row on the right (`nx > 0`), else 0,
    /// and the padding that turns the other lanes into +∞.
    private let inverseRight, padRight: SIMD4<Double>
    /// The same for planes bounding the row on the left (`nx < 0`), padding −∞.
    private let inverseLeft, padLeft: SIMD4<Double>
    /// Planes parallel to the rows (|nx| ≤ 10⁻¹²): a row is outside or inside them as a whole.
    private let flat: SIMDMask<SIMD4<Int64>>
    private let hasFlat: Bool

    /// Whether the shape has a ring, its centre, and (for quads) its numbers in four lanes.
    private let hasRing: Bool
    private let cx, cy: Double
    private let ringMid, ringHalf: Double
    /// Ring band radii, squared: touched band (`|d − mid| < half + ½`) and covered band
    /// (`|d − mid| ≤ half − ½`); a band without a hole has `holeSquared` −1.
    private let outerSquared, outerHoleSquared, innerSquared, innerHoleSquared: Double
    /// Whether the ring has a covered band at all (`half > ½`).
    private let hasInnerBand: Bool
    /// Whether quads take the ring's distance from the squared distance alone (no square
    /// root), see ``ringDistance(_:dy2:)``: both edge radii at least ``linearRingRadius``.
    private let ringLinear: Bool
    /// `(d² − ro²)/(2·ro)` and `(ri² − d²)/(2·ri)` as `d²·k + c`, for quads.
    private let outerK, outerC, innerK, innerC: Float

    /// The packed colour, opaque form, alpha and blend forms.
    private let pixel, opaque, alpha: UInt32
    private let alphaScale: Float
    private let prepared: SourceOver.Prepared
    private let source: PixelQuad.Source
    /// The clip's columns.
    private let clipX0, clipX1: Double
    private let clipStart, clipEnd: Int

    /// Whether rows may take ``paintTwoPlaneRow(_:y:rowC:)``: planes 0 and 1 bound rows on
    /// opposite sides (a line's sides, the sides of a wedge across the rows) and the clip is at
    /// least a quad wide.
    private let twoPlaneRows: Bool
    /// `1/nx` of planes 0 (bounding rows on the left, `nx < 0`) and 1 (on the right); the
    /// painter swaps the two when the shape has them the other way round.
    private let inverseLeftPlane, inverseRightPlane: Double
    /// Whether rows may take ``paintRingSideRow(_:y:rowC:)``: a hollow wedge (ring radii at
    /// least ``linearRingRadius``, a covered band) whose planes 0 and 1 bound rows on opposite
    /// sides, in a clip at least a quad wide.
    private let ringSideRows: Bool
    /// Whether the shape is a line standing exactly upright (planes 0 and 1 its sides, parallel
    /// to the columns; no ring): its two-plane rows are all alike (``paint(rows:of:)``).
    private let uprightRows: Bool
    /// Whether the shape is a line lying exactly along the rows (planes 0 and 1 its sides,
    /// parallel to the rows; planes 2 and 3 its ends, parallel to the columns; no ring), in a
    /// clip at least a quad wide: between its ends a row takes one alpha
    /// (``paintLevelRow(_:_:rowC:)``).
    private let levelRows: Bool
    /// A ring's covered band shrunk by ``inactiveMargin`` (squared radii; no hole: −1): a
    /// row's columns within it are fully inside the ring in every lane of a quad.
    private let quietOuterSquared, quietHoleSquared: Double
    /// Margin (px) by which another component must be inside `sd ≤ −½` for a row to drop it:
    /// covers the quads' `Float` steps (~10⁻⁵ px) and the d² form of a ring's outer edge,
    /// which lies up to `1/(8·r)` px (r ≥ ``linearRingRadius``) above the exact distance.
    static let inactiveMargin = 0.02

    /// A painter; `fastRows` false keeps every row on the general path (tests compare the
    /// two). For a shape made of a ring and half-planes: a rounded rectangle has its own
    /// painter (``AnalyticShape/roundedRect``), which ``AnalyticShape/fill(_:clip:fastRows:)``
    /// takes instead.
    init(shape: AnalyticShape, pixel: UInt32, clip: PixelRect, fastRows: Bool = true) {
        precondition(shape.roundedRect == nil, "a rounded rectangle is painted by its RoundedRectPainter")
        var s = shape
        if s.planeCount >= 2 && s.nx.x > 0 && s.nx.y < 0 {
            // Plane 0 on the left (the distance is the largest of the planes', in any order).
            s.nx = SIMD4(s.nx.y, s.nx.x, s.nx.z, s.nx.w)
            s.ny = SIMD4(s.ny.y, s.ny.x, s.ny.z, s.ny.w)
            s.c = SIMD4(s.c.y, s.c.x, s.c.z, s.c.w)
        }
        ny = s.ny
        c = s.c
        nx = s.nx
        let lanes = SIMD4<Float>(0, 1, 2, 3)
        step0 = Float(s.nx.x) * lanes
        step1 = Float(s.nx.y) * lanes
        step2 = Float(s.nx.z) * lanes
        step3 = Float(s.nx.w) * lanes
        lowPlanes = s.planeCount > 0
        highPlanes = s.planeCount > 2
        var invR = SIMD4<Double>(repeating: 0), padR = SIMD4<Double>(repeating: .infinity)
        var invL = SIMD4<Double>(repeating: 0), padL = SIMD4<Double>(repeating: -.infinity)
        var flatLanes = SIMDMask<SIMD4<Int64>>(repeating: false)
        for k in 0..<s.planeCount {
            let a = s.nx[k]
            if a > 1e-12 {
                invR[k] = 1 / a
                padR[k] = 0
            } else if a < -1e-12 {
                invL[k] = 1 / a
                padL[k] = 0
            } else {
                flatLanes[k] = true
            }
        }
        inverseRight = invR
        padRight = padR
        inverseLeft = invL
        padLeft = padL
        flat = flatLanes
        hasFlat = any(flatLanes)

        hasRing = s.hasRing
        cx = s.cx
        cy = s.cy
        ringMid = s.ringMid
        ringHalf = s.ringHalf
        func squared(_ r: Double) -> Double { r > 0 ? r * r : -1 }
        outerSquared = squared(s.ringMid + s.ringHalf + 0.5)
        outerHoleSquared = squared(s.ringMid - s.ringHalf - 0.5)
        hasInnerBand = s.ringHalf > 0.5
        innerSquared = squared(s.ringMid + s.ringHalf - 0.5)
        innerHoleSquared = squared(s.ringMid - s.ringHalf + 0.5)
        let ro = s.ringMid + s.ringHalf, ri = s.ringMid - s.ringHalf
        ringLinear = s.hasRing && ri >= Self.linearRingRadius
        outerK = Float(ringLinear ? 1 / (2 * ro) : 0)
        outerC = Float(-ro / 2)
        innerK = Float(ringLinear ? -1 / (2 * ri) : 0)
        innerC = Float(ri / 2)

        self.pixel = pixel
        opaque = pixel | 0xFF00_0000
        alpha = UInt32(s.color.a)
        alphaScale = Float(s.color.a)
        prepared = SourceOver.Prepared(pixel: pixel, alpha: alpha)
        source = PixelQuad.Source(pixel: pixel)
        clipX0 = Double(clip.x0)
        clipX1 = Double(clip.x1)
        clipStart = clip.x0
        clipEnd = clip.x1

        let n0 = s.nx.x, n1 = s.nx.y
        let opposite = s.planeCount >= 2 && n0 <= -1e-3 && n1 >= 1e-3
        twoPlaneRows = fastRows && opposite && clip.x1 - clip.x0 >= 4 && (!s.hasRing || s.ringHalf > 0.5)
        inverseLeftPlane = opposite ? 1 / n0 : 0
        inverseRightPlane = opposite ? 1 / n1 : 0
        ringSideRows = twoPlaneRows && s.hasRing && s.planeCount == 2 && ringLinear && hasInnerBand
        uprightRows = twoPlaneRows && !s.hasRing && s.ny.x == 0 && s.ny.y == 0
        levelRows =
            fastRows && !s.hasRing && s.planeCount == 4 && flatLanes[0] && flatLanes[1] && !flatLanes[2]
            && !flatLanes[3] && s.ny.z == 0 && s.ny.w == 0 && clip.x1 - clip.x0 >= 4
        let m = Self.inactiveMargin
        quietOuterSquared = squared(s.ringMid + s.ringHalf - 0.5 - m)
        quietHoleSquared = squared(s.ringMid - s.ringHalf + 0.5 + m)
    }

    // MARK: - Rows

    /// Paints rows `rows` of `buffer` (each as ``paint(row:y:)`` does). A line standing
    /// upright paints the same pixels on every row away from its ends: its sides' distances do
    /// not depend on y, so neither do a two-plane row's interval, columns and quad alphas
    /// (``paintTwoPlaneRow(_:y:rowC:)``). They are worked out once and blended on each such
    /// row; the rows near its ends take the usual paths. A vertical grid line at 4K is two
    /// thousand rows of one or two quads each.
    func paint(rows: Range<Int>, of buffer: PixelBuffer) {
        if uprightRows && paintUprightRows(rows, of: buffer) { return }
        for j in rows { paint(row: buffer.base + j * buffer.rowStride, y: Double(j) + 0.5) }
    }

    /// Most quads of an upright line's row that ``paintUprightRows(_:of:)`` keeps.
    static let uprightQuads = 8

    /// ``paint(rows:of:)`` for a line standing upright; false (nothing painted) when its rows
    /// have more than ``uprightQuads`` quads.
    private func paintUprightRows(_ rows: Range<Int>, of buffer: PixelBuffer) -> Bool {
        guard !rows.isEmpty else { return true }
        // Lanes x and y of `ny · y + c` are `c`'s on every row (ny = ±0 there).
        let first = ny * (Double(rows.lowerBound) + 0.5) + c
        let ends = planeCrossings(first)
        let xl = ends.x, xr = ends.y
        // Nothing on any row (as in the two-plane path).
        guard xl < xr else { return true }
        let columns = columns(ends)
        let lo = Int(columns.x), hi = Int(columns.y)
        let coveredLo = Int(columns.z), coveredHi = Int(columns.w)
        let longRun = coveredHi - coveredLo >= Self.minimumRun
        return withUnsafeTemporaryAllocation(of: (Int, SIMD4<UInt32>).self, capacity: Self.uprightQuads) { kept in
            // The quads of ``paintInterval(_:_:alphas:)``: the same columns and alphas.
            var count = 0
            let lanes = SIMD4<Int32>(0, 1, 2, 3)
            for piece in 0..<2 {
                // Left of the covered run and right of it, or the whole interval.
                let a = piece == 0 ? lo : (longRun ? coveredHi : hi)
                let b = piece == 0 ? (longRun ? coveredLo : hi) : hi
                let end = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: b))
                var i = a
                while i < b {
                    guard count < Self.uprightQuads else { return false }
                    let q = Swift.min(i, clipEnd - 4)
                    let columns = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: q)) &+ lanes
                    let start = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: i))
                    let skipped = (columns .< start) .| (columns .>= end)
                    let alphas = componentAlphas(
                        q, rowC: first, dy2: 0, plane0: true, plane1: true, outer: false, inner: false)
                    kept[count] = (q, alphas.replacing(with: 0, where: skipped))
                    count += 1
                    i = q + 4
                }
            }
            let quiet = -0.5 - Self.inactiveMargin
            for j in rows {
                let row = buffer.base + j * buffer.rowStride
                let y = Double(j) + 0.5
                if highPlanes {
                    // Near an end: the end's plane matters (the rows of ``paint(row:y:)``).
                    let rowC = ny * y + c
                    let atLeft = nx * xl + rowC, atRight = nx * xr + rowC
                    guard Swift.max(Swift.max(atLeft.z, atLeft.w), Swift.max(atRight.z, atRight.w)) <= quiet else {
                        paint(row: row, y: y)
                        continue
                    }
                }
                if longRun { run(row, coveredLo, coveredHi) }
                for k in 0..<count {
                    let p = row + kept[k].0
                    PixelQuad.store(PixelQuad.blend(source, alphas: kept[k].1, over: PixelQuad.load(p)), p)
                }
            }
            return true
        }
    }

    /// Paints one row whose pixel centres are at height `y`.
    @inline(__always)
    func paint(row: UnsafeMutablePointer<UInt32>, y: Double) {
        let rowC = ny * y + c
        if paintFastRow(row, y: y, rowC: rowC) != .general { return }
        var innerBlocked = false
        if hasFlat {
            // A plane parallel to the rows: the row is beyond it, or not fully inside it.
            if any(flat .& (rowC .>= 0.5)) { return }
            innerBlocked = any(flat .& (rowC .> -0.5))
        }
        // Where each plane's distance crosses +½ (touched) and −½ (covered); without planes
        // (a circle stroke), the clip.
        var outer = SIMD4<Double>(clipX0, clipX1, .infinity, -.infinity)
        var inner = outer
        if lowPlanes {
            let touch = 0.5 - rowC
            let cover = -0.5 - rowC
            outer.x = Swift.max(clipX0, Self.largest(touch * inverseLeft + padLeft))
            outer.y = Swift.min(clipX1, Self.smallest(touch * inverseRight + padRight))
            guard outer.x < outer.y else { return }
            inner.x = Swift.max(clipX0, Self.largest(cover * inverseLeft + padLeft))
            inner.y = innerBlocked ? -.infinity : Swift.min(clipX1, Self.smallest(cover * inverseRight + padRight))
        }
        var dy2 = 0.0
        if hasRing {
            let dy = y - cy
            dy2 = dy * dy
            guard dy2 < outerSquared else { return }
            outer = Self.band(outer, cx, dy2, outerSquared, outerHoleSquared)
            inner =
                hasInnerBand && dy2 < innerSquared
                ? Self.band(inner, cx, dy2, innerSquared, innerHoleSquared) : SIMD4(.infinity, -.infinity, .infinity, -.infinity)
        }
        let o = columns(outer)
        if levelRows && innerBlocked && paintLevelRow(row, o, rowC: rowC) { return }
        let i = columns(inner)
        span(row, o, i, rowC: rowC, dy2: dy2)
    }

    /// Paints a row of a line lying along the rows that its sides do not cover whole (the
    /// general path would blend every touched pixel by quads), and returns true; false (nothing
    /// painted) when no quad lies between its ends.
    ///
    /// The sides' distances are the same at every column (their `nx` is ±0), so where both
    /// ends are inside `sd ≤ −½` by ``inactiveMargin`` a pixel's distance is the sides' and
    /// every quad there gets the alphas of the first such quad. Those quads (on the general
    /// path's quad grid, from the row's first touched column) are blended at those alphas; the
    /// quads at the ends as the general path blends them: the same pixels, bit for bit. A
    /// horizontal grid line at 4K is two rows of a thousand quads.
    @inline(__always)
    private func paintLevelRow(_ row: UnsafeMutablePointer<UInt32>, _ o: SIMD4<Int64>, rowC: SIMD4<Double>) -> Bool {
        let lo = Int(o.x), hi = Int(o.y)
        guard lo < hi else { return false }
        // Where the ends' distances reach the quiet level (the sides' lanes give ∓∞).
        let quiet = SIMD4<Double>(repeating: -0.5 - Self.inactiveMargin) - rowC
        let xa = Self.largest(quiet * inverseLeft + padLeft)
        let xb = Self.smallest(quiet * inverseRight + padRight)
        guard xa.isFinite, xb.isFinite, xb - xa >= 8 else { return false }
        // The first quad whose first centre is at or right of xa, the last whose last centre
        // is at or left of xb.
        let first = ((xa - 0.5 - Double(lo)) / 4).rounded(.up)
        let last = ((xb - 3.5 - Double(lo)) / 4).rounded(.down)
        guard first >= 0, first <= last else { return false }
        let a = lo + 4 * Int(first)
        let b = Swift.min(lo + 4 * (Int(last) + 1), hi)
        guard a < b, (b - lo) % 4 == 0 else { return false }
        quads(row, lo, a) { quadAlphas($0, rowC: rowC, dy2: 0) }
        let alphas = quadAlphas(a, rowC: rowC, dy2: 0)
        var q = a
        while q < b {
            let p = row + q
            PixelQuad.store(PixelQuad.blend(source, alphas: alphas, over: PixelQuad.load(p)), p)
            q += 4
        }
        quads(row, b, hi) { quadAlphas($0, rowC: rowC, dy2: 0) }
        return true
    }

    /// The ways a row can be painted (for tests).
    enum RowPath {
        case twoPlanes, ringSide, general
    }

    /// Which path paints the row at height `y` (painting it into `row` when it is one of the
    /// fast ones). For tests.
    func path(_ row: UnsafeMutablePointer<UInt32>, y: Double) -> RowPath {
        paintFastRow(row, y: y, rowC: ny * y + c)
    }

    /// Paints the row on the first fast path that takes it and says which; `.general` when
    /// none did (nothing painted).
    @inline(__always)
    private func paintFastRow(_ row: UnsafeMutablePointer<UInt32>, y: Double, rowC: SIMD4<Double>) -> RowPath {
        if twoPlaneRows && paintTwoPlaneRow(row, y: y, rowC: rowC) { return .twoPlanes }
        if ringSideRows && paintRingSideRow(row, y: y, rowC: rowC) { return .ringSide }
        return .general
    }

    /// Where planes 0 (left) and 1 (right) put the row's touched interval (x, y) and covered
    /// interval (z, w), centre coordinates.
    @inline(__always)
    private func planeCrossings(_ rowC: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(0.5 - rowC.x, 0.5 - rowC.y, -0.5 - rowC.x, -0.5 - rowC.y)
            * SIMD4(inverseLeftPlane, inverseRightPlane, inverseLeftPlane, inverseRightPlane)
    }

    /// The largest and smallest squared distance to the ring's centre over `xl ... xr` on the
    /// row at squared offset `dy2` (for the ring's quiet checks).
    @inline(__always)
    private func ringReach(_ xl: Double, _ xr: Double, dy2: Double) -> (farthest: Double, nearest: Double) {
        let dl = xl - cx, dr = xr - cx
        let nearest = dl < 0 && dr > 0 ? 0 : Swift.min(dl * dl, dr * dr)
        return (Swift.max(dl * dl, dr * dr) + dy2, nearest + dy2)
    }

    /// Paints one row interval: `interval` holds the touched (x, y) and covered (z, w) ends,
    /// centre coordinates; the covered run, when at least ``minimumRun`` long, is stored or
    /// blended as a run and the rest blended by quads at `alphas`.
    @_transparent
    private func paintInterval(
        _ row: UnsafeMutablePointer<UInt32>, _ interval: SIMD4<Double>, alphas: (Int) -> SIMD4<UInt32>
    ) {
        let columns = columns(interval)
        let lo = Int(columns.x), hi = Int(columns.y)
        let coveredLo = Int(columns.z), coveredHi = Int(columns.w)
        if coveredHi - coveredLo >= Self.minimumRun {
            run(row, coveredLo, coveredHi)
            quads(row, lo, coveredLo, alphas: alphas)
            quads(row, coveredHi, hi, alphas: alphas)
        } else {
            quads(row, lo, hi, alphas: alphas)
        }
    }

    /// Paints a row that only planes 0 and 1 shape, and returns true; or returns false, having
    /// painted nothing, when another component matters on it.
    ///
    /// Planes 0 and 1 bound the row on opposite sides, so their crossings give one touched
    /// interval and one covered interval (two multiplications each). Every other component
    /// (a line's ends, a wedge's ring) is checked over the touched interval: a plane at both
    /// ends, a ring by the squared distances of the ends and of the point nearest the
    /// centre. When each is inside `sd ≤ −½` by ``inactiveMargin``, it changes no pixel of the
    /// row (the coverage saturates at 1 either way), so the quads evaluate planes 0 and 1
    /// only: the pixels are those of the general path. This is most rows of a line and the
    /// middle rows of a wedge that stands across the rows.
    @inline(__always)
    private func paintTwoPlaneRow(_ row: UnsafeMutablePointer<UInt32>, y: Double, rowC: SIMD4<Double>) -> Bool {
        let ends = planeCrossings(rowC)
        let xl = ends.x, xr = ends.y
        // Nothing of the shape on this row: the planes alone leave no room.
        guard xl < xr else { return true }
        let quiet = -0.5 - Self.inactiveMargin
        if highPlanes {
            let atLeft = nx * xl + rowC, atRight = nx * xr + rowC
            guard Swift.max(Swift.max(atLeft.z, atLeft.w), Swift.max(atRight.z, atRight.w)) <= quiet else {
                return false
            }
        }
        if hasRing {
            let dy = y - cy
            let reach = ringReach(xl, xr, dy2: dy * dy)
            guard reach.farthest <= quietOuterSquared, reach.nearest >= quietHoleSquared else { return false }
        }
        paintInterval(row, ends) {
            componentAlphas($0, rowC: rowC, dy2: 0, plane0: true, plane1: true, outer: false, inner: false)
        }
        return true
    }

    /// Paints a row of a hollow wedge that lies on one side of the ring's centre, and returns
    /// true; or returns false, having painted nothing, when the wedge's planes straddle the
    /// centre on this row (the general path then paints it).
    ///
    /// On one side of the centre the ring meets the row in one piece, so the row's touched
    /// and covered intervals are each one interval: the planes' crossings clipped by the
    /// ring's chords (a square root per edge radius, as in the general path, and the same
    /// numbers). Each of the four components (plane 0, plane 1, the ring's outer and inner
    /// edge) is then checked quiet over the touched interval as in
    /// ``paintTwoPlaneRow(_:y:rowC:)`` — a plane at the end where its distance is largest,
    /// an edge by the squared distances of the ends and of the point nearest the centre — and
    /// the quads evaluate only the others: mostly one plane and one edge (a wedge lying
    /// along the rows, a row crossing an arc). The pixels are those of the general path.
    @inline(__always)
    private func paintRingSideRow(_ row: UnsafeMutablePointer<UInt32>, y: Double, rowC: SIMD4<Double>) -> Bool {
        let dy = y - cy
        let dy2 = dy * dy
        // Below or above the ring: nothing on this row (as in the general path).
        guard dy2 < outerSquared else { return true }
        let ends = planeCrossings(rowC)
        guard ends.x < ends.y else { return true }
        let right = ends.x >= cx
        guard right || ends.y <= cx else { return false }
        // The ring's chords on this row: touched out to `reach`, from `hole` (0: no hole), and
        // covered from `coveredHole` out to `coveredReach` (none when the row misses the band).
        let reach = (outerSquared - dy2).squareRoot()
        let hole = dy2 < outerHoleSquared ? (outerHoleSquared - dy2).squareRoot() : 0
        let coveredReach = dy2 < innerSquared ? (innerSquared - dy2).squareRoot() : -Double.infinity
        let coveredHole = dy2 < innerHoleSquared ? (innerHoleSquared - dy2).squareRoot() : 0
        var interval: SIMD4<Double>
        if right {
            interval = SIMD4(
                Swift.max(ends.x, cx + hole), Swift.min(ends.y, cx + reach), Swift.max(ends.z, cx + coveredHole),
                Swift.min(ends.w, cx + coveredReach))
        } else {
            interval = SIMD4(
                Swift.max(ends.x, cx - reach), Swift.min(ends.y, cx - hole), Swift.max(ends.z, cx - coveredReach),
                Swift.min(ends.w, cx - coveredHole))
        }
        let xl = interval.x, xr = interval.y
        guard xl < xr else { return true }
        // Which components matter on [xl, xr].
        let quiet = -0.5 - Self.inactiveMargin
        let plane0 = nx.x * xl + rowC.x > quiet
        let plane1 = nx.y * xr + rowC.y > quiet
        let extent = ringReach(xl, xr, dy2: dy2)
        let outerEdge = extent.farthest > quietOuterSquared
        let innerEdge = extent.nearest < quietHoleSquared
        paintInterval(row, interval) {
            componentAlphas($0, rowC: rowC, dy2: dy2, plane0: plane0, plane1: plane1, outer: outerEdge, inner: innerEdge)
        }
        return true
    }

    /// ``quadAlphas(_:rowC:dy2:)`` from the components that matter only: planes 0 and 1, the
    /// ring's outer and inner edge (in their d² form: ``ringLinear``); none gives full
    /// coverage. Constant flags at a call site drop the code of the others.
    @_transparent
    private func componentAlphas(
        _ q: Int, rowC: SIMD4<Double>, dy2: Double, plane0: Bool, plane1: Bool, outer: Bool, inner: Bool
    ) -> SIMD4<UInt32> {
        let x = Double(q) + 0.5
        // The largest of the chosen distances (each taken only where chosen, so that no lane
        // pays a maximum with −∞).
        var sd = SIMD4<Float>(repeating: -.infinity)
        if plane0 || plane1 {
            let base = SIMD4<Float>(nx * x + rowC)
            let d0 = SIMD4(repeating: base.x) + step0, d1 = SIMD4(repeating: base.y) + step1
            sd = plane0 && plane1 ? Self.maxLanes(d0, d1) : plane0 ? d0 : d1
        }
        if outer || inner {
            let dx = SIMD4<Float>(repeating: Float(x - cx)) + SIMD4(0, 1, 2, 3)
            let squared = dx * dx + Float(dy2)
            let dOuter = squared * outerK + outerC, dInner = squared * innerK + innerC
            let edges = outer && inner ? Self.maxLanes(dOuter, dInner) : outer ? dOuter : dInner
            sd = plane0 || plane1 ? Self.maxLanes(sd, edges) : edges
        }
        return PixelQuad.alphas(cover: 0.5 - sd, alpha: alphaScale)
    }

    /// Blends columns `a ..< b` four at a time at the alphas `alphas(q)` gives for the quad
    /// starting at column `q`, in a row whose clip is at least a quad wide; lanes outside
    /// `a ..< b` get alpha 0.
    @_transparent
    private func quads(
        _ row: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int, alphas: (Int) -> SIMD4<UInt32>
    ) {
        let lanes = SIMD4<Int32>(0, 1, 2, 3)
        let end = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: b))
        var i = a
        while i < b {
            let q = Swift.min(i, clipEnd - 4)
            let columns = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: q)) &+ lanes
            let start = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: i))
            let skipped = (columns .< start) .| (columns .>= end)
            let p = row + q
            let owned = alphas(q).replacing(with: 0, where: skipped)
            PixelQuad.store(PixelQuad.blend(source, alphas: owned, over: PixelQuad.load(p)), p)
            i = q + 4
        }
    }

    /// `interval` (lo, hi, ·, ·) intersected with the ring band `hole < d² < radius²` on the
    /// row at squared offset `dy2` (below `radiusSquared`): one piece, or two around the hole
    /// (left, right). Empty pieces are (+∞, −∞).
    @inline(__always)
    private static func band(
        _ interval: SIMD4<Double>, _ cx: Double, _ dy2: Double, _ radiusSquared: Double, _ holeSquared: Double
    ) -> SIMD4<Double> {
        let a = (radiusSquared - dy2).squareRoot()
        let ends: SIMD4<Double>
        if dy2 < holeSquared {
            let b = (holeSquared - dy2).squareRoot()
            ends = SIMD4(cx - a, cx - b, cx + b, cx + a)
        } else {
            ends = SIMD4(cx - a, cx + a, .infinity, -.infinity)
        }
        // Each piece's lo is the larger of the two, its hi the smaller.
        let lo = interval.x, hi = interval.y
        return SIMD4(
            ends.x > lo ? ends.x : lo, ends.y < hi ? ends.y : hi, ends.z > lo ? ends.z : lo,
            ends.w < hi ? ends.w : hi)
    }

    /// The columns of pixel centres in each interval of `v` (lo, hi, lo, hi; centre
    /// coordinates): `ceil(x − ½)` clamped to the clip, NaN and −∞ to its left edge, +∞ to
    /// its right. Branch-free and without libm: ``columnRoundingBias`` rounds to the
    /// nearest whole number, and one is added where that fell below (the sign bit of the
    /// negated difference: SSE2 has no 64-bit compare).
    @inline(__always)
    private func columns(_ v: SIMD4<Double>) -> SIMD4<Int64> {
        var x = v - 0.5
        x.replace(with: clipX0, where: .!(x .> clipX0))
        x.replace(with: clipX1, where: x .> clipX1)
        let bias = Self.columnRoundingBias
        let r = (x + bias) - bias
        let below = (0 &- unsafeBitCast(x - r, to: SIMD4<UInt64>.self)) &>> 63
        // Whole numbers in 0 ... 2^31: the low 32 bits of the biased pattern.
        let bits = unsafeBitCast(r + bias, to: SIMD4<UInt64>.self) & 0xFFFF_FFFF
        return SIMD4<Int64>(truncatingIfNeeded: bits &+ below)
    }

    /// Fills columns `a ..< b` at the full colour.
    @inline(__always)
    private func run(_ row: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int) {
        var i = a
        if alpha == 255 {
            let v = SIMD4<UInt32>(repeating: opaque)
            while i + 8 <= b {
                PixelQuad.store(v, row + i)
                PixelQuad.store(v, row + i + 4)
                i += 8
            }
            if b - a >= 4 {
                // The rest in at most two stores, the last one ending at b (overlapping
                // pixels get the same value again).
                if i + 4 <= b { PixelQuad.store(v, row + i) }
                if i < b { PixelQuad.store(v, row + b - 4) }
                return
            }
            while i < b {
                row[i] = opaque
                i += 1
            }
            return
        }
        PixelQuad.blendRun(row, a, b, source: source, alphas: SIMD4<UInt32>(repeating: alpha), prepared: prepared)
    }

    // MARK: - Edge pixels

    /// Paints one row: the touched columns `o` (lo, hi, lo, hi: one or two pieces, left to
    /// right) with the covered runs of `inner` (same form) that are at least ``minimumRun``
    /// long stored or blended as runs, and every other touched column blended at its own
    /// coverage, four at a time (``PixelQuad``).
    ///
    /// Each piece is cut at its long runs into segments of edge columns, and each segment
    /// is a run of quads with nothing to skip inside it (the runs and the gap between the
    /// pieces, a ring's inside, lie between segments). A covered run always lies inside one
    /// piece, but both runs may lie in the first one (a row through the hole of the covered
    /// band but not of the touched band). A quad starts at the next column to paint, or
    /// further left when that would cross the clip's right edge; lanes outside its segment
    /// get alpha 0, which leaves those pixels as they are. Only a clip narrower than four
    /// pixels takes the scalar path. No value is NaN here: the shape's numbers were checked
    /// finite.
    @inline(__always)
    private func span(
        _ row: UnsafeMutablePointer<UInt32>, _ o: SIMD4<Int64>, _ inner: SIMD4<Int64>, rowC: SIMD4<Double>,
        dy2: Double
    ) {
        let firstPiece = o.x < o.y, secondPiece = o.z < o.w
        guard firstPiece || secondPiece else { return }
        // The long covered runs, left to right (a short or empty one as an empty range).
        var runs = SIMD4<Int>(truncatingIfNeeded: inner)
        if runs.y - runs.x < Self.minimumRun { runs.y = runs.x }
        if runs.w - runs.z < Self.minimumRun { runs.w = runs.z }
        guard clipEnd - clipStart >= 4 else {
            spanNarrow(row, o, runs, rowC: rowC, dy2: dy2)
            return
        }
        if firstPiece { piece(row, Int(o.x), Int(o.y), runs, rowC: rowC, dy2: dy2) }
        if secondPiece { piece(row, Int(o.z), Int(o.w), runs, rowC: rowC, dy2: dy2) }
    }

    /// One piece `lo ..< hi` of a row: the long covered runs inside it (`runs`: lo, hi, lo, hi,
    /// left to right) stored or blended as runs, the columns between them blended by quads.
    @inline(__always)
    private func piece(
        _ row: UnsafeMutablePointer<UInt32>, _ lo: Int, _ hi: Int, _ runs: SIMD4<Int>, rowC: SIMD4<Double>,
        dy2: Double
    ) {
        var cursor = lo
        if runs.x < runs.y && runs.x >= lo && runs.y <= hi {
            quads(row, cursor, runs.x) { quadAlphas($0, rowC: rowC, dy2: dy2) }
            run(row, runs.x, runs.y)
            cursor = runs.y
        }
        if runs.z < runs.w && runs.z >= lo && runs.w <= hi {
            quads(row, cursor, runs.z) { quadAlphas($0, rowC: rowC, dy2: dy2) }
            run(row, runs.z, runs.w)
            cursor = runs.w
        }
        quads(row, cursor, hi) { quadAlphas($0, rowC: rowC, dy2: dy2) }
    }

    /// ``span(_:_:_:rowC:dy2:)`` for a clip narrower than a quad: runs, then the other
    /// touched columns one at a time.
    private func spanNarrow(
        _ row: UnsafeMutablePointer<UInt32>, _ o: SIMD4<Int64>, _ runs: SIMD4<Int>, rowC: SIMD4<Double>, dy2: Double
    ) {
        let firstPiece = o.x < o.y, secondPiece = o.z < o.w
        let lo = Int(firstPiece ? o.x : o.z), hi = Int(secondPiece ? o.w : o.y)
        var holes = Holes()
        if runs.x < runs.y {
            run(row, runs.x, runs.y)
            holes.run0 = runs.x..<runs.y
        }
        if firstPiece && secondPiece { holes.gap = Int(o.y)..<Int(o.z) }
        if runs.z < runs.w {
            run(row, runs.z, runs.w)
            holes.run1 = runs.z..<runs.w
        }
        spanScalar(row, lo, hi, holes, rowC: rowC, dy2: dy2)
    }

    /// The column ranges a one-pixel-at-a-time pass jumps over (``spanNarrow(_:_:_:rowC:dy2:)``):
    /// the long runs and the gap between the pieces, left to right, disjoint; empty ones are
    /// `0 ..< 0`.
    struct Holes {
        var run0 = 0..<0
        var gap = 0..<0
        var run1 = 0..<0

        /// `i`, or the end of the hole it falls in.
        @inline(__always)
        func skip(_ i: Int) -> Int {
            var j = i
            if j >= run0.lowerBound && j < run0.upperBound { j = run0.upperBound }
            if j >= gap.lowerBound && j < gap.upperBound { j = gap.upperBound }
            if j >= run1.lowerBound && j < run1.upperBound { j = run1.upperBound }
            return j
        }
    }

    /// The alphas of the four columns `q ..< q + 4` of the row whose half-plane distances at
    /// x = 0 are `rowC` and whose squared offset from the ring's centre is `dy2`.
    ///
    /// Lanes are columns, in `Float`: each distance is taken at the quad's first pixel centre
    /// in `Double` and stepped across the lanes in `Float` (distances near an edge are a few
    /// pixels, where a float is exact to ~10⁻⁶ px), so every operation is one SSE register.
    /// Unused plane slots (offset −10³⁰⁰) become −∞ and never win.
    ///
    /// `@_transparent` rather than `@inline(__always)`: with the latter the optimiser kept this
    /// a called function in the quad loop.
    @_transparent
    private func quadAlphas(_ q: Int, rowC: SIMD4<Double>, dy2: Double) -> SIMD4<UInt32> {
        let x = Double(q) + 0.5
        var sd = SIMD4<Float>(repeating: -.infinity)
        if lowPlanes {
            let base = SIMD4<Float>(nx * x + rowC)
            sd = Self.maxLanes(SIMD4(repeating: base.x) + step0, SIMD4(repeating: base.y) + step1)
            if highPlanes {
                sd = Self.maxLanes(
                    sd, Self.maxLanes(SIMD4(repeating: base.z) + step2, SIMD4(repeating: base.w) + step3))
            }
        }
        if hasRing { sd = Self.maxLanes(sd, ringDistance(x, dy2: dy2)) }
        return PixelQuad.alphas(cover: 0.5 - sd, alpha: alphaScale)
    }

    /// The ring's signed distance `|d − mid| − half` at the four columns from pixel centre
    /// `x` on the row at squared offset `dy2`, d the distance to the centre.
    ///
    /// With both edge radii (ro = mid + half, ri = mid − half) at least
    /// ``linearRingRadius``, each edge's distance `d − r` is taken as `(d² − r²)/(2r)`:
    /// linear in d², so no square root (SSE2 code would take four scalar ones with libm
    /// fallbacks). Signs are exact; the error `(d − r)²/(2r)` is at most 1/128 px where the
    /// coverage ramp is (|d − r| ≤ ½), under 2/255 of alpha; d² is formed in `Float` from the
    /// offset to the quad's first column (taken in `Double`), ~10⁻⁵ px more for a 300-px
    /// ring. Elsewhere (pies, small rings) the exact distance, in `Double`.
    @inline(__always)
    private func ringDistance(_ x: Double, dy2: Double) -> SIMD4<Float> {
        let dx0 = x - cx
        if ringLinear {
            let dx = SIMD4<Float>(repeating: Float(dx0)) + SIMD4(0, 1, 2, 3)
            let squared = dx * dx + Float(dy2)
            return Self.maxLanes(squared * outerK + outerC, squared * innerK + innerC)
        }
        let dx = SIMD4<Double>(repeating: dx0) + SIMD4(0, 1, 2, 3)
        let squared = dx * dx + dy2
        let d = SIMD4(
            squared.x.squareRoot(), squared.y.squareRoot(), squared.z.squareRoot(), squared.w.squareRoot())
        let ring = SIMD4<Double>(repeating: -ringHalf) + Self.maxLanes(d - ringMid, ringMid - d)
        return SIMD4<Float>(ring)
    }

    /// ``span(_:_:_:rowC:dy2:)`` one pixel at a time (lane 0 of ``quadAlphas(_:rowC:dy2:)``:
    /// the same arithmetic) from column `a` to `b`, skipping the holes, for clips narrower
    /// than a quad.
    private func spanScalar(
        _ row: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int, _ holes: Holes, rowC: SIMD4<Double>, dy2: Double
    ) {
        var i = holes.skip(a)
        while i < b {
            let ai = quadAlphas(i, rowC: rowC, dy2: dy2).x
            row[i] = SourceOver.blend(pixel, alpha: ai, over: row[i])
            i = holes.skip(i + 1)
        }
    }

    // MARK: - Lane helpers

    /// Lane-wise maximum in select form (`maxpd`; no NaN reaches it).
    @inline(__always)
    private static func maxLanes(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
        a.replacing(with: b, where: b .> a)
    }

    /// Lane-wise maximum in select form (`maxps`; no NaN reaches it).
    @inline(__always)
    private static func maxLanes(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
        a.replacing(with: b, where: b .> a)
    }

    /// The smallest lane (±∞ allowed, no NaN).
    @inline(__always)
    private static func smallest(_ v: SIMD4<Double>) -> Double {
        let a = v.x < v.y ? v.x : v.y
        let b = v.z < v.w ? v.z : v.w
        return a < b ? a : b
    }

    /// The largest lane (±∞ allowed, no NaN).
    @inline(__always)
    private static func largest(_ v: SIMD4<Double>) -> Double {
        let a = v.x > v.y ? v.x : v.y
        let b = v.z > v.w ? v.z : v.w
        return a > b ? a : b
    }
}
