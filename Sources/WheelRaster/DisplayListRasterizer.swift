import WheelRendering

/// Draws the shapes of a WheelCore `DisplayList` (view space, points) into a caller-owned
/// ``PixelBuffer`` (pixel space), anti-aliased, without any window system.
///
/// Per frame: the whole buffer is cleared to the list's background (optional), then the
/// commands are drawn in order, painter's style. When the list starts with an opaque
/// rectangle covering the whole buffer (a scene's own background), the clear uses that
/// rectangle's colour and the rectangle is not drawn again: the same pixels, one pass
/// instead of two. Wedges spanning at most π, circle strokes, discs, lines and rounded
/// rectangles are drawn directly, row by row, by `AnalyticShape` (the same linear 1-pixel
/// coverage ramp, computed from the exact geometry). Every other shape is tessellated by WheelCore's
/// shared `Tessellator` (the same mesh, with its 1-pixel alpha fringe, that the SDL
/// geometry path draws; no half-pixel offset, because vertices keep sub-pixel precision
/// here) and its triangles are filled at once by a ``TriangleRasterizer``, except the
/// straight pieces of strokes, each filled whole in one pass over its rows (the same pixels
/// as its six triangles, walked once: a thin line's rows are a pixel or two wide). Clips nest:
/// each `pushClip` intersects the enclosing clip with the smallest whole-pixel rectangle
/// covering its rect; an unbalanced `popClip` is ignored.
///
/// Text is drawn in one of two ways. ``render(_:into:clear:text:)`` hands each `.text`
/// command, in order, to the caller's `text` closure together with the clip in force (pixel
/// space), so a backend can draw its own glyph images (runs under an empty clip are not
/// handed over). ``render(_:into:clear:images:)`` asks the caller for each run's coverage
/// mask up front and blends the masks itself, which lets it draw horizontal ``bands`` of
/// the buffer on several threads at once.
///
/// Buffers (prepared commands, mesh, clip stacks) are reused across frames: steady frames do not
/// allocate (with more than one band, the thread hand-off is the system's).
public struct DisplayListRasterizer {
    /// Pixels per point applied to every coordinate and length (non-finite or
    /// non-positive values act as 1).
    public var scale: Double
    /// Triangles drawn by the last render (culled ones excluded; shapes drawn directly and
    /// strokes' straight pieces filled whole add none; summed over bands, so a triangle
    /// crossing a band edge counts once per band).
    public private(set) var lastTriangleCount = 0
    /// Shape commands drawn by the last render (a folded backdrop counts as drawn).
    public private(set) var lastShapeCount = 0
    /// Whether the last render folded its leading backdrop rectangle into the clear.
    public private(set) var lastClearFolded = false

    /// Whether wedges spanning at most π, circle strokes, discs, lines and rounded rectangles
    /// are drawn by the direct scanline path (``AnalyticShape``, the same coverage model
    /// without triangles) rather than tessellated, and the straight pieces of other strokes
    /// filled whole (`Tessellator.strokeQuads`) rather than as triangles. Tests turn it off
    /// to compare with the triangle path.
    var usesAnalyticShapes = true

    /// Horizontal bands that ``render(_:into:clear:images:)`` draws in parallel (clamped to
    /// 1 ... ``maxBands``; 1, the default, draws on the calling thread only). The bands are
    /// handed to the rasteriser's own band threads (`BandPool`: as many threads as processors,
    /// the calling thread included), each taking the next band when it finishes one; a few
    /// bands per processor even out bands of unequal work and a processor that is busy
    /// elsewhere.
    public var bands: Int {
        get { bandSetting }
        set { bandSetting = min(max(newValue, 1), Self.maxBands) }
    }
    /// The most bands accepted.
    public static let maxBands = 16
    /// Fewest rows a band gets (fewer bands are used on short buffers).
    public static let minimumBandHeight = 32

    private var bandSetting = 1
    /// The rows that ``render(_:into:clear:images:)`` splits into bands (nil: the whole
    /// buffer): a caller that draws only inside a clip to some rows (a damaged rectangle) gives
    /// every band a share of them, so that no band is left idle. Nothing is drawn or cleared
    /// outside them. Rows outside the buffer are ignored.
    public var bandRows: Range<Int>?
    /// Per-band scratch state (clip stack), reused across frames.
    private var workers: [BandWorker] = []
    /// What the first pass made of each command of the current render, reused.
    private var prepared: [PreparedCommand] = []
    /// The triangles of every tessellated command of the current render, reused.
    private var mesh = Tessellator(scale: 1, antiAliasing: true)
    /// The clip stack of the first pass, reused.
    private var prepassClips = ClipStack(base: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))

    /// Creates a rasteriser with `scale` pixels per point.
    public init(scale: Double = 1) {
        self.scale = scale
    }

    /// The effective pixels per point.
    public var pixelScale: Double { scale.isFinite && scale > 0 ? scale : 1 }

    /// The clip rectangle, pixel space, for a view-space rect: outward-rounded.
    public func pixelRect(_ r: Rect) -> PixelRect { Self.pixelRect(r, scale: pixelScale) }

    /// The clip rectangle, pixel space, for a view-space rect at `scale`: outward-rounded.
    static func pixelRect(_ r: Rect, scale s: Double) -> PixelRect {
        PixelRect.covering(x0: r.x * s, y0: r.y * s, x1: r.maxX * s, y1: r.maxY * s)
    }

    /// Draws `list` into `buffer`: clears it to `list.background` first when `clear` is
    /// true, then draws every shape and hands every text run to `text` with the pixel-space
    /// clip in force (never empty; the whole buffer when no clip is pushed). Runs on the
    /// calling thread (``bands`` applies to ``render(_:into:clear:images:)`` only).
    public mutating func render(
        _ list: DisplayList, into buffer: PixelBuffer, clear: Bool = true,
        text: (TextRun, PixelRect) -> Void = { _, _ in }
    ) {
        let backdrop = clear ? backdropColor(list.commands.first, buffer: buffer) : nil
        lastClearFolded = backdrop != nil
        lastShapeCount = prepare(list, buffer: buffer, backdrop: backdrop) { _ in nil }
        let worker = worker(0)
        worker.draw(
            list, into: buffer, band: buffer.bounds, clear: clear, backdrop: backdrop, scale: pixelScale,
            prepared: prepared, mesh: mesh
        ) { index, clip in
            if case .text(let run) = list.commands[index] { text(run, clip) }
        }
        lastTriangleCount = worker.triangles
    }

    /// Draws `list` into `buffer` like ``render(_:into:clear:text:)``, text included, in
    /// ``bands`` horizontal bands drawn in parallel.
    ///
    /// First, on the calling thread and in list order, `image` turns each text run drawn
    /// under a non-empty clip into its coverage mask and position (nil: nothing to draw; an
    /// error stops the render before any pixel changes), and every shape is prepared once
    /// (direct-path shapes, the triangles of the others, the rows each command reaches). Then
    /// every band clears its rows and draws, in list order and clipped to itself, the
    /// commands that reach them, masks blended by ``PixelBuffer/blend(_:color:x:y:clip:)``,
    /// on whichever worker thread takes it. Bands touch disjoint rows and each keeps its own
    /// scratch state, so the pixels are exactly those of one band drawing everything.
    public mutating func render<Failure: Error>(
        _ list: DisplayList, into buffer: PixelBuffer, clear: Bool = true,
        images image: (TextRun) throws(Failure) -> TextImage?
    ) throws(Failure) {
        let backdrop = clear ? backdropColor(list.commands.first, buffer: buffer) : nil
        lastClearFolded = backdrop != nil
        lastShapeCount = try prepare(list, buffer: buffer, backdrop: backdrop, image: image)
        let scale = pixelScale
        let span = (bandRows ?? 0..<buffer.height).clamped(to: 0..<buffer.height)
        let top = span.lowerBound
        let height = span.count
        let count = bandCount(height: height)
        worker(count - 1)
        let pool = workers
        let prepared = prepared
        let mesh = mesh
        @Sendable func draw(_ k: Int) {
            let rows = PixelRect(
                x0: 0, y0: top + height * k / count, x1: buffer.width, y1: top + height * (k + 1) / count)
            pool[k].draw(
                list, into: buffer, band: rows, clear: clear, backdrop: backdrop, scale: scale,
                prepared: prepared,
                mesh: mesh
            ) { index, clip in
                if let t = prepared[index].image {
                    buffer.blend(t.mask, color: t.color, x: t.x, y: t.y, clip: clip)
                }
            }
        }
        if count == 1 {
            draw(0)
        } else {
            BandPool.shared.perform(count, draw)
        }
        lastTriangleCount = pool[0..<count].reduce(0) { $0 + $1.triangles }
    }

    /// The first pass of a render, on the calling thread and in list order, made once for
    /// every band (``prepared``): each command's direct-path shape (none for text, clips,
    /// shapes left to the tessellator and shapes under an empty clip), the triangles of every
    /// other shape (in ``mesh``), each text run's image from `image` (none under an empty
    /// clip), and the rows each command can touch. Returns how many shape commands the list
    /// draws (a folded backdrop counts as drawn).
    private mutating func prepare<Failure: Error>(
        _ list: DisplayList, buffer: PixelBuffer, backdrop: Color?,
        image: (TextRun) throws(Failure) -> TextImage?
    ) throws(Failure) -> Int {
        prepared.removeAll(keepingCapacity: true)
        mesh.reset()
        prepassClips.reset(base: buffer.bounds)
        let scale = pixelScale
        if mesh.scale != scale { mesh.scale = scale }
        mesh.collectsStrokeQuads = usesAnalyticShapes
        var shapes = 0
        for (index, command) in list.commands.enumerated() {
            var entry = PreparedCommand()
            switch command {
            case .pushClip(let r): prepassClips.push(pixelRect(r))
            case .popClip: prepassClips.pop()
            case .text(let run):
                entry.image = prepassClips.current.isEmpty ? nil : try image(run)
                // Text handed to a closure (no image) keeps every row.
                if let t = entry.image {
                    entry.rows = CommandRows(lo: Double(t.y), hi: Double(t.y + t.mask.height))
                }
            default:
                let visible = !prepassClips.current.isEmpty
                if visible || (index == 0 && backdrop != nil) { shapes += 1 }
                if usesAnalyticShapes && visible { entry.shape = AnalyticShape(command, scale: scale) }
                if let shape = entry.shape {
                    entry.rows = CommandRows(lo: shape.yMin, hi: shape.yMax)
                } else if visible && !(index == 0 && backdrop != nil) {
                    (entry.triangles, entry.quads, entry.rows) = tessellate(command, points: list.points)
                } else {
                    entry.rows = .none
                }
            }
            prepared.append(entry)
        }
        return shapes
    }

    /// Appends `command`'s triangles and stroke pieces to ``mesh`` and returns their indices and
    /// the rows their vertices span.
    private mutating func tessellate(_ command: DisplayCommand, points: [Point]) -> (
        Range<Int>, Range<Int>, CommandRows
    ) {
        let firstVertex = mesh.vertices.count
        let start = mesh.indices.count
        let firstQuad = mesh.strokeQuads.count
        mesh.add(command, points: points)
        var lo = Float.infinity
        var hi = -Float.infinity
        mesh.vertices.withUnsafeBufferPointer { v in
            for k in firstVertex..<v.count {
                // Comparisons skip NaN (the triangle rasteriser skips such triangles anyway).
                if v[k].y < lo { lo = v[k].y }
                if v[k].y > hi { hi = v[k].y }
            }
        }
        return (
            start..<mesh.indices.count, firstQuad..<mesh.strokeQuads.count,
            lo <= hi ? CommandRows(lo: Double(lo), hi: Double(hi)) : .none
        )
    }

    /// Bands for a buffer `height` rows tall: ``bands``, but at least ``minimumBandHeight``
    /// rows each (threads cost more than they save on a few rows).
    func bandCount(height: Int) -> Int {
        max(1, min(bands, height / Self.minimumBandHeight))
    }

    /// The scratch state of band `k` (and of every band before it), made on first use. A
    /// worker shared with a copy of this rasteriser
    /// is replaced by a fresh one first, so copies keep value semantics: two copies may
    /// render at the same time on different threads.
    @discardableResult
    private mutating func worker(_ k: Int) -> BandWorker {
        while workers.count <= k { workers.append(BandWorker()) }
        for i in 0...k where !isKnownUniquelyReferenced(&workers[i]) { workers[i] = BandWorker() }
        return workers[k]
    }

    /// The colour of `first` when it is an opaque `fillRect` covering every pixel of
    /// `buffer` (so clearing to it paints exactly what drawing it would), else nil.
    func backdropColor(_ first: DisplayCommand?, buffer: PixelBuffer) -> Color? {
        guard case .fillRect(let r, let c)? = first, c.a == 255 else { return nil }
        let s = pixelScale
        let covers =
            r.x * s <= 0 && r.y * s <= 0 && r.maxX * s >= Double(buffer.width)
            && r.maxY * s >= Double(buffer.height)
        return covers ? c : nil
    }
}
