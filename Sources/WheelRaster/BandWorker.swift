import WheelRendering


/// One command of a render as the rasteriser's first pass prepared it for every band.
struct PreparedCommand {
    /// The direct-path shape (nil: text, a clip, a shape left to the tessellator, or one
    /// under an empty clip).
    var shape: AnalyticShape?
    /// The tessellated shape's triangles: indices into the render's shared mesh (empty: none).
    var triangles: Range<Int> = 0..<0
    /// The tessellated stroke's straight pieces: indices into the shared mesh's
    /// `strokeQuads` (empty: none).
    var quads: Range<Int> = 0..<0
    /// The text run's image (nil: not text, nothing to draw, or text handed to a closure).
    var image: TextImage?
    /// The rows the command can touch.
    var rows = CommandRows.all
}

/// The pixel rows a command of a render can touch, from the first pass: a band whose rows
/// miss them skips the command without looking at it.
struct CommandRows {
    /// Lowest and highest y (pixel space) the command's pixels reach, with a pixel's margin.
    var lo: Float, hi: Float

    /// Every row (clip commands, and commands whose extent is not known).
    static let all = CommandRows(raw: -Float.infinity, Float.infinity)
    /// No row (a command that draws nothing).
    static let none = CommandRows(raw: Float.infinity, -Float.infinity)

    /// Rows from `lo` to `hi` (pixel-centre bounds), widened by one pixel each way; NaN
    /// bounds give ``all``.
    init(lo: Double, hi: Double) {
        guard !lo.isNaN, !hi.isNaN else {
            self = .all
            return
        }
        self.lo = Float(lo) - 1
        self.hi = Float(hi) + 1
    }

    private init(raw lo: Float, _ hi: Float) {
        self.lo = lo
        self.hi = hi
    }

    /// Whether rows `y0 ..< y1` may be touched.
    @inline(__always)
    func meet(_ y0: Int, _ y1: Int) -> Bool { hi >= Float(y0) && lo <= Float(y1) }
}

/// One band's share of a ``DisplayListRasterizer`` render, with the scratch state it keeps
/// across frames (the clip stack), so that bands drawn on different threads share nothing
/// mutable. A band is a rectangle of the buffer; the sequential render is one band covering
/// everything.
final class BandWorker: @unchecked Sendable {
    /// Triangles drawn by the last ``draw(_:into:band:clear:backdrop:scale:prepared:mesh:text:)``
    /// (culled ones excluded).
    private(set) var triangles = 0

    private var clips = ClipStack(base: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))

    init() {}

    /// Draws `list` into `buffer` inside `band` only: clears the band first when `clear` is
    /// true (to `backdrop`, the folded first command, or the list's background), then every
    /// command in order. Each text command is handed to `text` with its index in the list and
    /// the clip in force (band included), when that clip is not empty.
    ///
    /// `prepared` holds what the rasteriser's first pass made of each command once for all
    /// bands (its direct-path shape, its triangles in `mesh`, the rows it can touch):
    /// commands outside the band are passed over unread.
    func draw(
        _ list: DisplayList, into buffer: PixelBuffer, band: PixelRect, clear: Bool, backdrop: Color?,
        scale: Double, prepared: [PreparedCommand], mesh: Tessellator, text: (Int, PixelRect) -> Void
    ) {
        triangles = 0
        let area = band.intersection(buffer.bounds)
        var raster = TriangleRasterizer(buffer: buffer)
        raster.setClip(area)
        if clear { raster.clear(area, to: backdrop ?? list.background) }
        clips.reset(base: area)
        defer { clips.reset(base: area) }
        let commands = list.commands
        for index in commands.indices {
            if index == 0 && backdrop != nil { continue }
            guard prepared[index].rows.meet(area.y0, area.y1) else { continue }
            switch commands[index] {
            case .text:
                if !clips.current.isEmpty { text(index, clips.current) }
            case .pushClip(let r):
                clips.push(DisplayListRasterizer.pixelRect(r, scale: scale))
                raster.setClip(clips.current)
            case .popClip:
                clips.pop()
                raster.setClip(clips.current)
            default:
                let clip = clips.current
                guard !clip.isEmpty else { continue }
                if let shape = prepared[index].shape {
                    shape.fill(buffer, clip: clip)
                    continue
                }
                let range = prepared[index].triangles
                if !range.isEmpty {
                    triangles += raster.fill(vertices: mesh.vertices, indices: mesh.indices, in: range)
                }
                let quads = prepared[index].quads
                if !quads.isEmpty {
                    raster.fill(vertices: mesh.vertices, strokeQuads: mesh.strokeQuads, in: quads)
                }
            }
        }
    }
}
