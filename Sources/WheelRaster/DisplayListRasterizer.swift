import WheelCore

/// Draws the shapes of a WheelCore ``DisplayList`` (view space, points) into a caller-owned
/// ``PixelBuffer`` (pixel space), anti-aliased, without any window system.
///
/// Per frame: the whole buffer is cleared to the list's background (optional), then the
/// commands are drawn in order, painter's style. When the list starts with an opaque
/// rectangle covering the whole buffer (a scene's own background), the clear uses that
/// rectangle's colour and the rectangle is not drawn again: the same pixels, one pass
/// instead of two. Wedges spanning at most π, circle strokes and lines are drawn directly,
/// row by row, by ``AnalyticShape`` (the same linear 1-pixel coverage ramp, computed from
/// the exact geometry). Every other shape is tessellated by WheelCore's
/// shared ``Tessellator`` (the same mesh, with its 1-pixel alpha fringe, that the SDL
/// geometry path draws; no half-pixel offset, because vertices keep sub-pixel precision
/// here) and its triangles are filled at once by a ``TriangleRasterizer``. Clips nest:
/// each `pushClip` intersects the enclosing clip with the smallest whole-pixel rectangle
/// covering its rect; an unbalanced `popClip` is ignored.
///
/// Text is not drawn here: each `.text` command is handed, in order, to the caller's
/// `text` closure together with the clip in force (pixel space), so a backend can blit its
/// own glyph images. Runs under an empty clip are not handed over.
///
/// Buffers (mesh, clip stack) are reused across frames: steady frames do not allocate.
public struct DisplayListRasterizer {
    /// Pixels per point applied to every coordinate and length (non-finite or
    /// non-positive values act as 1).
    public var scale: Double {
        didSet { tessellator.scale = pixelScale }
    }
    /// Triangles drawn by the last ``render(_:into:clear:text:)`` (culled ones excluded;
    /// shapes drawn directly add none).
    public private(set) var lastTriangleCount = 0
    /// Shape commands drawn by the last render (a folded backdrop counts as drawn).
    public private(set) var lastShapeCount = 0
    /// Whether the last render folded its leading backdrop rectangle into the clear.
    public private(set) var lastClearFolded = false

    /// Whether wedges spanning at most π, circle strokes and lines are drawn by the direct
    /// scanline path (``AnalyticShape``, the same coverage model without triangles) rather
    /// than tessellated. Tests turn it off to compare with the triangle path.
    var usesAnalyticShapes = true

    private var tessellator: Tessellator
    private var clips: [PixelRect] = []

    /// Creates a rasteriser with `scale` pixels per point.
    public init(scale: Double = 1) {
        self.scale = scale
        tessellator = Tessellator(scale: 1, antiAliasing: true)
        tessellator.pixelOffset = 0
        tessellator.scale = pixelScale
    }

    /// The effective pixels per point.
    public var pixelScale: Double { scale.isFinite && scale > 0 ? scale : 1 }

    /// The clip rectangle, pixel space, for a view-space rect: outward-rounded.
    public func pixelRect(_ r: Rect) -> PixelRect {
        let s = pixelScale
        return PixelRect.covering(x0: r.x * s, y0: r.y * s, x1: r.maxX * s, y1: r.maxY * s)
    }

    /// Draws `list` into `buffer`: clears it to `list.background` first when `clear` is
    /// true, then draws every shape and hands every text run to `text` with the pixel-space
    /// clip in force (never empty; the whole buffer when no clip is pushed).
    public mutating func render(
        _ list: DisplayList, into buffer: PixelBuffer, clear: Bool = true,
        text: (TextRun, PixelRect) -> Void = { _, _ in }
    ) {
        lastTriangleCount = 0
        lastShapeCount = 0
        var raster = TriangleRasterizer(buffer: buffer)
        let backdrop = clear ? backdropColor(list.commands.first, buffer: buffer) : nil
        lastClearFolded = backdrop != nil
        if clear { raster.clear(buffer.bounds, to: backdrop ?? list.background) }
        clips.removeAll(keepingCapacity: true)
        defer { clips.removeAll(keepingCapacity: true) }
        let points = list.points
        for (index, command) in list.commands.enumerated() {
            if index == 0 && backdrop != nil {
                lastShapeCount += 1
                continue
            }
            switch command {
            case .text(let run):
                if !raster.clip.isEmpty { text(run, raster.clip) }
            case .pushClip(let r):
                let parent = clips.last ?? buffer.bounds
                let c = parent.intersection(pixelRect(r))
                clips.append(c)
                raster.setClip(c)
            case .popClip:
                if !clips.isEmpty { clips.removeLast() }
                raster.setClip(clips.last ?? buffer.bounds)
            default:
                guard !raster.clip.isEmpty else { continue }
                if usesAnalyticShapes, let shape = AnalyticShape(command, scale: pixelScale) {
                    shape.fill(buffer, clip: raster.clip)
                    lastShapeCount += 1
                    continue
                }
                tessellator.reset()
                tessellator.add(command, points: points)
                lastShapeCount += 1
                lastTriangleCount += raster.fill(vertices: tessellator.vertices, indices: tessellator.indices)
            }
        }
        tessellator.reset()
    }

    /// The colour of `first` when it is an opaque `fillRect` covering every pixel of
    /// `buffer` (so clearing to it paints exactly what drawing it would), else nil.
    func backdropColor(_ first: DisplayCommand?, buffer: PixelBuffer) -> Color? {
        guard case .fillRect(let r, let c)? = first, c.a == 255 else { return nil }
        let s = pixelScale
        let covers = r.x * s <= 0 && r.y * s <= 0 && r.maxX * s >= Double(buffer.width)
            && r.maxY * s >= Double(buffer.height)
        return covers ? c : nil
    }
}
