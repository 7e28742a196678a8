import RealModule

/// One vertex of a tessellated triangle mesh, in **pixel space** (view-space points
/// multiplied by the tessellator's ``Tessellator/scale``; origin top-left, y down).
///
/// `Float` positions match what triangle backends (SDL_RenderGeometry, GPU vertex buffers)
/// consume; they are only produced here, never fed back into the core's `Double` models.
public struct TessVertex: Hashable, Sendable {
    /// Horizontal position, in pixels.
    public var x: Float
    /// Vertical position, in pixels (grows downwards).
    public var y: Float
    /// Straight-alpha vertex colour; it is interpolated across each triangle.
    public var color: Color

    /// Creates a vertex.
    @inlinable
    public init(x: Float, y: Float, color: Color) {
        self.x = x
        self.y = y
        self.color = color
    }
}

/// Turns the shape commands of a `DisplayList` into coloured, indexed triangles for
/// triangle-only backends.
///
/// Output is in **pixel space**: every view-space coordinate and length is multiplied by
/// ``scale``. Anti-aliasing follows the "alpha fringe" model: every outer edge of a shape
/// gets an extra strip of triangles ``fringeWidth`` (1 px) wide, centred on the exact edge,
/// whose inner vertices carry the shape colour and whose outer vertices carry alpha 0. The
/// linear alpha ramp approximates box-filtered coverage, so the coverage-weighted area of
/// the mesh equals the area of the shape.
///
/// Model and constants:
/// - Arcs are flattened into chords so that the sagitta (chord error)
///   `r·(1 − cos(θ/2))` stays below ``maxChordError`` (0.25 px): `θ = 2·acos(1 − e/r)`.
///   A full circle uses between ``minCircleSegments`` and ``maxCircleSegments`` chords.
/// - Strokes thinner than 1 px are drawn 1 px wide with their alpha multiplied by the
///   width (constant coverage per unit length).
/// - Polylines use miter joins; where the miter would be longer than ``miterLimit`` times
///   the half width (turns sharper than 120°) the join becomes a bevel.
/// - Filled outlines use clamped miter offsets for the fringe (at most ``miterLimit``).
///
/// Buffers are reused: call ``reset()`` between batches; once they are warm no call
/// allocates. Bad input (NaN, infinities, zero or negative sizes, empty polylines) emits
/// nothing rather than trapping or producing NaN vertices.
public struct Tessellator: Sendable {
    /// Largest allowed distance between a true arc and its flattening chord, in pixels.
    public static let maxChordError: Double = 0.25
    /// Fewest chords used for a full circle.
    public static let minCircleSegments = 8
    /// Farthest (pixels) a polyline point that is left out may lie from the line drawn in its
    /// place (`simplifyPath(tolerance:)`).
    public static let maxSimplifyError: Double = 0.1
    /// Most chords used for a full circle (bounds the work for huge radii).
    public static let maxCircleSegments = 1024
    /// Width of the anti-aliasing fringe, in pixels.
    public static let fringeWidth: Double = 1
    /// Longest miter, as a multiple of the offset distance, before a join is bevelled
    /// (polylines) or the miter clamped (fill outlines). 2 ↔ a 120° turn.
    public static let miterLimit: Double = 2
    /// Pixel coordinates are clamped to ±this value so that `Float` stays finite.
    public static let coordinateLimit: Double = 1.0e7

    /// Output vertices, pixel space.
    public private(set) var vertices: [TessVertex] = []
    /// Output triangle list: three indices into ``vertices`` per triangle.
    public private(set) var indices: [Int32] = []
    /// Points-to-pixels factor applied to every coordinate and length (non-finite or
    /// non-positive values act as 1).
    public var scale: Double = 1
    /// Whether to emit the 1-pixel alpha fringe. When false, the triangles cover exactly
    /// the (flattened) shape.
    public var antiAliasing: Bool = true
    /// Added to both pixel coordinates of every vertex after scaling. A backend that
    /// truncates vertex positions to whole pixels (SDL's software renderer) sets 0.5 so that
    /// truncation rounds to the nearest pixel instead; a non-zero offset also rounds every
    /// vertex down to a whole pixel here, so negative coordinates round the same way.
    public var pixelOffset: Double = 0
    /// Pixel-space point subtracted from every vertex after scaling: the top-left corner of
    /// the target a backend draws into, when that is a part of the image (a layer texture).
    public var origin = Point(x: 0, y: 0)

    /// Whether strokes hand their straight pieces to ``strokeQuads`` instead of triangulating
    /// them (a rasteriser that fills them whole sets it; triangle backends leave it off).
    public var collectsStrokeQuads = false
    /// With ``collectsStrokeQuads``: the straight pieces of the strokes added since
    /// ``reset()``, each joining two cross-sections whose vertices are in ``vertices``; the
    /// joins' bevels and the end caps stay triangles in ``indices``.
    public private(set) var strokeQuads: [StrokeQuad] = []

    // Scratch buffers, pixel space.
    var path: [Point] = []
    private var normals: [Point] = []

    /// Creates an empty tessellator.
    public init(scale: Double = 1, antiAliasing: Bool = true) {
        self.scale = scale
        self.antiAliasing = antiAliasing
    }

    /// Removes every vertex and index, keeping the storage.
    public mutating func reset() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        strokeQuads.removeAll(keepingCapacity: true)
    }

    /// Whether `command` draws a shape that ``add(_:points:)`` tessellates (as opposed to
    /// text and clip commands).
    public static func isShape(_ command: DisplayCommand) -> Bool {
        switch command {
        case .text, .image, .pushClip, .popClip, .beginLayer, .endLayer: false
        default: true
        }
    }

    /// Appends the triangles of one shape command. `points` is the display list's point
    /// buffer (`DisplayList.points`), used by `.polyline` and `.fillPolygon`. Returns false (and appends
    /// nothing) for non-shape commands.
    @discardableResult
    public mutating func add(_ command: DisplayCommand, points: [Point]) -> Bool {
        switch command {
        case .fillRect(let r, let c):
            addRect(r, c)
        case .fillRoundedRect(let r, let radius, let c):
            addRoundedRect(r, radius: radius, c)
        case .strokeRect(let r, let w, let c):
            addStrokeRect(r, width: w, c)
        case .fillWedge(let w, let c):
            addWedge(w, c)
        case .strokeCircle(let center, let radius, let w, let c):
            addStrokeCircle(center: center, radius: radius, width: w, c)
        case .fillCircle(let center, let radius, let c):
            addDisc(center: center, radius: radius, c)
        case .line(let a, let b, let w, let c):
            guard c.a > 0 else { return true }
            path.removeAll(keepingCapacity: true)
            appendPathPoint(a)
            appendPathPoint(b)
            strokePath(width: w * pixelScale, closed: false, c)
        case .polyline(let range, let w, let c):
            guard c.a > 0 else { return true }
            let lo = max(0, min(range.lowerBound, points.count))
            let hi = max(lo, min(range.upperBound, points.count))
            path.removeAll(keepingCapacity: true)
            for i in lo..<hi { appendPathPoint(points[i]) }
            if !strokeDenseColumns(width: w * pixelScale, c) {
                simplifyPath(tolerance: Self.maxSimplifyError)
                strokePath(width: w * pixelScale, closed: false, c)
            }
        case .fillTriangle(let a, let b, let c, let color):
            guard color.a > 0, a.isFinite, b.isFinite, c.isFinite else { return true }
            path.removeAll(keepingCapacity: true)
            path.append(px(a))
            path.append(px(b))
            path.append(px(c))
            fillOutline(color, bridge: false)
        case .fillPolygon(let range, let c):
            guard c.a > 0 else { return true }
            let lo = max(0, min(range.lowerBound, points.count))
            let hi = max(lo, min(range.upperBound, points.count))
            path.removeAll(keepingCapacity: true)
            for i in lo..<hi { appendPathPoint(points[i]) }
            // The closing edge may repeat the first point: drop the duplicate.
            if path.count >= 2, let first = path.first, let last = path.last,
                abs(first.x - last.x) < 1e-3 && abs(first.y - last.y) < 1e-3
            {
                path.removeLast()
            }
            fillOutline(c, bridge: false, fanFromCentroid: true)
        case .text, .image, .pushClip, .popClip, .beginLayer, .endLayer:
            return false
        }
        return true
    }

    // MARK: - Scale and segment counts

    /// The effective points-to-pixels factor.
    var pixelScale: Double {
        scale.isFinite && scale > 0 ? scale : 1
    }

    /// Converts a view-space point to pixel space.
    private func px(_ p: Point) -> Point {
        Point(x: p.x * pixelScale, y: p.y * pixelScale)
    }

    /// Appends `p` (view space) to the scratch path in pixels, skipping non-finite points
    /// and points closer than 1/1000 px to the previous one.
    private mutating func appendPathPoint(_ p: Point) {
        guard p.isFinite else { return }
        let q = px(p)
        if let last = path.last, abs(last.x - q.x) < 1e-3 && abs(last.y - q.y) < 1e-3 { return }
        path.append(q)
    }

    /// Number of chords for an arc of `radius` pixels spanning `span` radians, so that the
    /// chord error stays below ``maxChordError``.
    static func arcSegments(radius: Double, span: Double) -> Int {
        guard radius.isFinite, span.isFinite, radius > 0, span > 0 else { return 1 }
        let fullTurn = 2 * Double.pi
        let full: Int
        if radius <= maxChordError {
            full = minCircleSegments
        } else {
            let step = 2 * Double.acos(1 - maxChordError / radius)
            let n = step > 0 ? (fullTurn / step).rounded(.up) : Double(maxCircleSegments)
            full = Int(min(Double(maxCircleSegments), max(Double(minCircleSegments), n)))
        }
        let n = (Double(full) * min(span, fullTurn) / fullTurn).rounded(.up)
        return max(1, Int(n))
    }

    // MARK: - Vertex emission

    /// Appends one vertex (pixel space), clamping coordinates to keep `Float` finite.
    @inline(__always)
    mutating func emit(_ x: Double, _ y: Double, _ c: Color) {
        let lim = Self.coordinateLimit
        let o = pixelOffset.isFinite ? pixelOffset : 0
        let ox = origin.x.isFinite ? origin.x : 0
        let oy = origin.y.isFinite ? origin.y : 0
        var cx = x.isNaN ? 0 : min(lim, max(-lim, x + o - ox))
        var cy = y.isNaN ? 0 : min(lim, max(-lim, y + o - oy))
        if o != 0 {
            // The backend truncates: do it here, downwards, so that a vertex left of or above a
            // layer texture (negative coordinates) lands where it does on the screen.
            cx.round(.down)
            cy.round(.down)
        }
        vertices.append(TessVertex(x: Float(cx), y: Float(cy), color: c))
    }

    @inline(__always)
    mutating func triangle(_ a: Int, _ b: Int, _ c: Int) {
        indices.append(Int32(truncatingIfNeeded: a))
        indices.append(Int32(truncatingIfNeeded: b))
        indices.append(Int32(truncatingIfNeeded: c))
    }

    // MARK: - Filled outlines

    /// Fills the closed outline in `path` (pixel space).
    ///
    /// - `bridge == false`: the outline is star-shaped from its first vertex (convex
    ///   polygons, pie slices); the interior is a fan from vertex 0.
    /// - `bridge == true`: the outline is an annular sector, `m` outer-arc points followed by
    ///   `m` inner-arc points in reverse order; the interior is a strip of quads joining
    ///   outer point `k` with inner point `count − 1 − k`.
    /// - `fanFromCentroid == true` (overrides `bridge`): the outline is star-shaped about the
    ///   centroid of its vertices; the interior is a fan from an extra vertex there.
    private mutating func fillOutline(_ color: Color, bridge: Bool, fanFromCentroid: Bool = false) {
        let n = path.count
        guard n >= 3, color.a > 0 else { return }
        // Signed area (shoelace) gives the orientation, hence which normal side is outside.
        var area2 = 0.0
        for i in 0..<n {
            let p = path[i]
            let q = path[(i + 1) % n]
            area2 += p.x * q.y - q.x * p.y
        }
        guard area2.isFinite, abs(area2) > 1e-9 else { return }
        let base = vertices.count
        if !antiAliasing {
            for p in path { emit(p.x, p.y, color) }
            if fanFromCentroid {
                centroidFan(base: base, stride: 1, count: n, color)
            } else {
                interior(base: base, stride: 1, count: n, bridge: bridge)
            }
            return
        }
        let sign: Double = area2 > 0 ? 1 : -1
        // Outward unit normal of each edge i -> i+1 (the orientation gives the outer side).
        computeNormals(edges: n, wrap: n, side: -sign)
        let h = Self.fringeWidth / 2
        let clear = Color(r: color.r, g: color.g, b: color.b, a: 0)
        for i in 0..<n {
            let m = Self.miter(normals[(i + n - 1) % n], normals[i], limit: Self.miterLimit)
            let p = path[i]
            emit(p.x - m.x * h, p.y - m.y * h, color)  // inner edge, base + 2i
            emit(p.x + m.x * h, p.y + m.y * h, clear)  // outer fringe, base + 2i + 1
        }
        // Fringe quads along every edge.
        for i in 0..<n {
            let j = (i + 1) % n
            let ii = base + 2 * i
            let ij = base + 2 * j
            triangle(ii, ij, ij + 1)
            triangle(ii, ij + 1, ii + 1)
        }
        if fanFromCentroid {
            centroidFan(base: base, stride: 2, count: n, color)
        } else {
            interior(base: base, stride: 2, count: n, bridge: bridge)
        }
    }

    /// Emits a vertex at the centroid of the scratch path's vertices and a fan of triangles
    /// from it to every edge of the outline whose vertex `k` is `base + stride·k`.
    private mutating func centroidFan(base: Int, stride: Int, count n: Int, _ color: Color) {
        var cx = 0.0
        var cy = 0.0
        for p in path {
            cx += p.x
            cy += p.y
        }
        let center = vertices.count
        emit(cx / Double(n), cy / Double(n), color)
        for k in 0..<n {
            triangle(center, base + stride * k, base + stride * ((k + 1) % n))
        }
    }

    /// Emits the interior triangles of an outline whose vertex `k` is `base + stride·k`.
    private mutating func interior(base: Int, stride: Int, count n: Int, bridge: Bool) {
        if bridge {
            let m = n / 2
            guard m >= 2 else { return }
            for k in 0..<(m - 1) {
                let o0 = base + stride * k
                let o1 = base + stride * (k + 1)
                let i1 = base + stride * (n - 2 - k)
                let i0 = base + stride * (n - 1 - k)
                triangle(o0, o1, i1)
                triangle(o0, i1, i0)
            }
        } else {
            for k in 1..<(n - 1) {
                triangle(base, base + stride * k, base + stride * (k + 1))
            }
        }
    }

    /// The miter offset vector at a vertex joining edges with unit normals `a` and `b`
    /// (either may be zero): the averaged normal scaled so that both edges are offset by 1,
    /// its length clamped to `limit`.
    static func miter(_ a: Point, _ b: Point, limit: Double) -> Point {
        let aZero = a.x == 0 && a.y == 0
        let bZero = b.x == 0 && b.y == 0
        if aZero { return b }
        if bZero { return a }
        let mx = (a.x + b.x) / 2
        let my = (a.y + b.y) / 2
        let d2 = mx * mx + my * my
        guard d2 > 1e-12 else { return .zero }
        var inv = 1 / d2
        // |m| = 1/sqrt(d2); clamp it to `limit`.
        if inv > limit * limit { inv = limit * limit }
        return Point(x: mx * inv, y: my * inv)
    }

    // MARK: - Shapes

    private mutating func addRect(_ r: Rect, _ c: Color) {
        guard c.a > 0, r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite,
            r.width > 0, r.height > 0
        else { return }
        path.removeAll(keepingCapacity: true)
        path.append(px(Point(x: r.x, y: r.y)))
        path.append(px(Point(x: r.maxX, y: r.y)))
        path.append(px(Point(x: r.maxX, y: r.maxY)))
        path.append(px(Point(x: r.x, y: r.maxY)))
        fillOutline(c, bridge: false)
    }

    private mutating func addRoundedRect(_ r: Rect, radius: Double, _ c: Color) {
        guard c.a > 0, r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite,
            r.width > 0, r.height > 0
        else { return }
        let rad = radius.isFinite ? min(max(0, radius), min(r.width, r.height) / 2) : 0
        guard rad * pixelScale > 0.1 else { return addRect(r, c) }
        let s = pixelScale
        let segs = Self.arcSegments(radius: rad * s, span: Double.pi / 2)
        path.removeAll(keepingCapacity: true)
        // Corners clockwise on screen: top-right, bottom-right, bottom-left, top-left,
        // each a quarter arc; screen angles grow clockwise.
        for corner in 0..<4 {
            let cx = corner == 0 || corner == 1 ? r.maxX - rad : r.x + rad
            let cy = corner == 1 || corner == 2 ? r.maxY - rad : r.y + rad
            let a0 = Double.pi / 2 * Double(corner - 1)
            for k in 0...segs {
                let a = a0 + Double.pi / 2 * Double(k) / Double(segs)
                path.append(Point(x: (cx + rad * Double.cos(a)) * s, y: (cy + rad * Double.sin(a)) * s))
            }
        }
        fillOutline(c, bridge: false)
    }

    private mutating func addStrokeRect(_ r: Rect, width: Double, _ c: Color) {
        guard c.a > 0, r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite,
            width.isFinite, width > 0, r.width > 0, r.height > 0
        else { return }
        // The stroke lies inside the rectangle: its centre line is inset by width/2.
        if 2 * width >= min(r.width, r.height) { return addRect(r, c) }
        let h = width / 2
        path.removeAll(keepingCapacity: true)
        appendPathPoint(Point(x: r.x + h, y: r.y + h))
        appendPathPoint(Point(x: r.maxX - h, y: r.y + h))
        appendPathPoint(Point(x: r.maxX - h, y: r.maxY - h))
        appendPathPoint(Point(x: r.x + h, y: r.maxY - h))
        strokePath(width: width * pixelScale, closed: true, c)
    }

    private mutating func addDisc(center: Point, radius: Double, _ c: Color) {
        guard c.a > 0, center.isFinite, radius.isFinite, radius > 0 else { return }
        let s = pixelScale
        let r = radius * s
        let n = max(Self.minCircleSegments, Self.arcSegments(radius: r, span: 2 * Double.pi))
        path.removeAll(keepingCapacity: true)
        appendCircle(cx: center.x * s, cy: center.y * s, r: r, n: n)
        fillOutline(c, bridge: false)
    }

    /// Appends `n` points of a circle (pixel space) to the scratch path.
    private mutating func appendCircle(cx: Double, cy: Double, r: Double, n: Int) {
        for k in 0..<n {
            let a = 2 * Double.pi * Double(k) / Double(n)
            path.append(Point(x: cx + r * Double.cos(a), y: cy + r * Double.sin(a)))
        }
    }

    private mutating func addStrokeCircle(center: Point, radius: Double, width: Double, _ c: Color)
    {
        guard c.a > 0, center.isFinite, radius.isFinite, width.isFinite, radius > 0, width > 0
        else { return }
        // The stroke is centred on the circle; if it reaches the centre it is a disc.
        if width / 2 >= radius { return addDisc(center: center, radius: radius + width / 2, c) }
        let s = pixelScale
        let n = max(
            Self.minCircleSegments, Self.arcSegments(radius: (radius + width / 2) * s, span: 2 * Double.pi))
        path.removeAll(keepingCapacity: true)
        appendCircle(cx: center.x * s, cy: center.y * s, r: radius * s, n: n)
        strokePath(width: width * s, closed: true, c)
    }

    private mutating func addWedge(_ wedge: Wedge, _ c: Color) {
        guard c.a > 0, let w = wedge.normalized else { return }
        let ri = w.innerRadius
        let ro = w.outerRadius
        let a0 = w.startAngle
        let a1 = w.endAngle
        let span = a1 - a0
        let s = pixelScale
        guard ro - ri > 0, span > 0, (ro - ri) * s > 1e-6 else { return }
        let cx = w.center.x * s
        let cy = w.center.y * s
        let ros = ro * s
        let ris = ri * s
        let hollow = ris > 1e-6
        if span >= 2 * Double.pi - 1e-9 {
            // A span of a full turn or more is clamped to a full ring (or disc).
            if !hollow { return addDisc(center: w.center, radius: ro, c) }
            let n = max(Self.minCircleSegments, Self.arcSegments(radius: ros, span: 2 * Double.pi))
            path.removeAll(keepingCapacity: true)
            appendCircle(cx: cx, cy: cy, r: (ros + ris) / 2, n: n)
            strokePath(width: ros - ris, closed: true, c)
            return
        }
        let n = Self.arcSegments(radius: ros, span: span)
        path.removeAll(keepingCapacity: true)
        if !hollow { path.append(Point(x: cx, y: cy)) }
        for k in 0...n {
            let a = a0 + span * Double(k) / Double(n)
            path.append(Point(x: cx + ros * Double.cos(a), y: cy + ros * Double.sin(a)))
        }
        if hollow {
            for k in stride(from: n, through: 0, by: -1) {
                let a = a0 + span * Double(k) / Double(n)
                path.append(Point(x: cx + ris * Double.cos(a), y: cy + ris * Double.sin(a)))
            }
        }
        fillOutline(c, bridge: hollow)
    }

    // MARK: - Strokes

    /// Strokes the polyline in `path` (pixel space, consecutive duplicates already removed)
    /// with a line `width` pixels wide: miter joins (bevelled past ``miterLimit``), butt
    /// ends, and an alpha fringe on both sides and at the ends.
    private mutating func strokePath(width: Double, closed: Bool, _ color: Color) {
        guard width.isFinite, width > 0, color.a > 0 else { return }
        var count = path.count
        if closed, count >= 2, path[0].distance(to: path[count - 1]) < 1e-3 { count -= 1 }
        guard count >= 2 else { return }
        let isClosed = closed && count >= 3
        let segCount = isClosed ? count : count - 1
        // Unit left-hand normal of each segment.
        computeNormals(edges: segCount, wrap: count, side: 1)
        // Cross-section: offsets along the normal and alphas, from one side to the other.
        let thin = width < 1 && antiAliasing
        let fringe = antiAliasing ? Self.fringeWidth / 2 : 0
        let half = thin ? 0 : width / 2
        let coreColor = thin ? color.withOpacity(width) : color
        let clear = Color(r: color.r, g: color.g, b: color.b, a: 0)
        guard coreColor.a > 0 else { return }

        var firstSet = -1
        var prevSet = -1
        var setSize = 0
        // Emits one cross-section at p along offset vector v; connects it to the previous.
        // `straight`: this section and the previous one are the two ends of one segment of the
        // path (not a bevel's two sections at one point, not an end cap and its neighbour).
        func section(_ t: inout Tessellator, _ p: Point, _ v: Point, allClear: Bool, straight: Bool = true) {
            let base = t.vertices.count
            let core = allClear ? clear : coreColor
            if thin {
                t.emit(p.x + v.x * Self.fringeWidth, p.y + v.y * Self.fringeWidth, clear)
                t.emit(p.x, p.y, core)
                t.emit(p.x - v.x * Self.fringeWidth, p.y - v.y * Self.fringeWidth, clear)
            } else if t.antiAliasing {
                let o = half + fringe
                let e = max(0, half - fringe)
                t.emit(p.x + v.x * o, p.y + v.y * o, clear)
                t.emit(p.x + v.x * e, p.y + v.y * e, core)
                t.emit(p.x - v.x * e, p.y - v.y * e, core)
                t.emit(p.x - v.x * o, p.y - v.y * o, clear)
            } else {
                t.emit(p.x + v.x * half, p.y + v.y * half, core)
                t.emit(p.x - v.x * half, p.y - v.y * half, core)
            }
            setSize = t.vertices.count - base
            if prevSet >= 0 {
                if straight && t.collectsStrokeQuads && setSize >= 3 {
                    t.strokeQuads.append(
                        StrokeQuad(
                            first: Int32(truncatingIfNeeded: prevSet), second: Int32(truncatingIfNeeded: base),
                            size: Int32(setSize)))
                } else {
                    t.connect(prevSet, base, size: setSize)
                }
            }
            if firstSet < 0 { firstSet = base }
            prevSet = base
        }

        for i in 0..<count {
            let p = path[i]
            let hasIn = isClosed || i > 0
            let hasOut = isClosed || i < count - 1
            let nIn = hasIn ? normals[(i + segCount - 1) % segCount] : .zero
            let nOut = hasOut ? normals[i % segCount] : .zero
            if !hasIn || !hasOut {
                // Butt end: pull the opaque core in by half the fringe, add a clear cap.
                let n = hasIn ? nIn : nOut
                let tangent = Point(x: n.y, y: -n.x)  // direction along the segment
                let dir: Double = hasIn ? 1 : -1  // outward along the line at this end
                let segLen = hasIn ? p.distance(to: path[i - 1]) : p.distance(to: path[i + 1])
                let pull = antiAliasing ? min(fringe, segLen / 2) : 0
                let inner = Point(x: p.x - tangent.x * dir * pull, y: p.y - tangent.y * dir * pull)
                if antiAliasing && !hasIn {
                    let cap = Point(x: p.x + tangent.x * dir * fringe, y: p.y + tangent.y * dir * fringe)
                    section(&self, cap, n, allClear: true, straight: false)
                }
                section(&self, inner, n, allClear: false, straight: hasIn)
                if antiAliasing && hasIn {
                    let cap = Point(x: p.x + tangent.x * dir * fringe, y: p.y + tangent.y * dir * fringe)
                    section(&self, cap, n, allClear: true, straight: false)
                }
                continue
            }
            let m = Self.miter(nIn, nOut, limit: .infinity)
            let m2 = m.x * m.x + m.y * m.y
            if m2 > 0 && m2 <= Self.miterLimit * Self.miterLimit {
                section(&self, p, m, allClear: false)
            } else {
                // Bevel: one section per adjacent segment; the pair fills the outer gap.
                section(&self, p, nIn, allClear: false)
                section(&self, p, nOut, allClear: false, straight: false)
            }
        }
        if isClosed, firstSet >= 0, prevSet != firstSet {
            connect(prevSet, firstSet, size: setSize)
        }
    }

    /// Fills ``normals`` with the unit normal of each edge `i → (i + 1) % wrap` of the scratch
    /// path, `i < edges`: turned left of the edge's direction and multiplied by `side` (1 or −1);
    /// zero for a zero-length edge.
    private mutating func computeNormals(edges: Int, wrap: Int, side: Double) {
        normals.removeAll(keepingCapacity: true)
        for i in 0..<edges {
            let p = path[i]
            let q = path[(i + 1) % wrap]
            let dx = q.x - p.x
            let dy = q.y - p.y
            let len = (dx * dx + dy * dy).squareRoot()
            normals.append(len > 1e-9 ? Point(x: side * -dy / len, y: side * dx / len) : .zero)
        }
    }

    /// Joins two cross-sections of `size` vertices each with a strip of quads.
    private mutating func connect(_ a: Int, _ b: Int, size: Int) {
        guard size >= 2 else { return }
        for k in 0..<(size - 1) {
            triangle(a + k, a + k + 1, b + k + 1)
            triangle(a + k, b + k + 1, b + k)
        }
    }
}

/// A straight piece of a tessellated stroke: the quadrilateral between two cross-sections of
/// ``size`` vertices each (``Tessellator/vertices`` from ``first`` and from ``second``), the
/// vertices of each in a line across the stroke, clear at both ends (alpha 0) and the stroke's
/// colour inside. Across the piece the alpha is a tent (thin strokes: 3 vertices) or a
/// trapezoid (4 vertices) of the distance from its centre line, as the triangles
/// `connect` would make of it interpolate it.
public struct StrokeQuad: Hashable, Sendable {
    /// The first vertex of the first cross-section.
    public var first: Int32
    /// The first vertex of the second cross-section.
    public var second: Int32
    /// Vertices per cross-section (3 or 4).
    public var size: Int32
}
