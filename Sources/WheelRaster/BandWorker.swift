import WheelCore

/// The triangles of one tessellated command in the render's shared mesh: its run of
/// indices and the pixel rows its vertices span (a band outside them skips it).
struct MeshPart {
    /// Indices `start ..< end` of the mesh's index array.
    var start = 0, end = 0
    /// Smallest and largest vertex y, pixel space.
    var yMin: Float = 0, yMax: Float = 0

    /// No triangles.
    static let none = MeshPart()
}

/// One band's share of a ``DisplayListRasterizer`` render, with the scratch state it keeps
/// across frames (the clip stack), so that bands drawn on different threads share nothing
/// mutable. A band is a rectangle of the buffer; the sequential render is one band covering
/// everything.
final class BandWorker: @unchecked Sendable {
    /// Triangles drawn by the last ``draw(_:into:band:clear:backdrop:scale:prepared:mesh:parts:text:)``
    /// (culled ones excluded).
    private(set) var triangles = 0

    private var clips = ClipStack(base: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))

    init() {}

    /// Draws `list` into `buffer` inside `band` only: clears the band first when `clear` is
    /// true (to `backdrop`, the folded first command, or the list's background), then every
    /// command in order. Each text command is handed to `text` with its ordinal among the
    /// list's text commands and the clip in force (band included), when that clip is not
    /// empty.
    ///
    /// The rasteriser's first pass made every shape once for all bands: `prepared` holds each
    /// command's ``AnalyticShape`` (nil: not a direct-path shape), `parts` each tessellated
    /// command's triangles in `mesh` (``MeshPart/none``: not tessellated).
    func draw(
        _ list: DisplayList, into buffer: PixelBuffer, band: PixelRect, clear: Bool, backdrop: Color?,
        scale: Double, prepared: [AnalyticShape?], mesh: Tessellator, parts: [MeshPart],
        text: (TextRun, Int, PixelRect) -> Void
    ) {
        triangles = 0
        let area = band.intersection(buffer.bounds)
        var raster = TriangleRasterizer(buffer: buffer)
        raster.setClip(area)
        if clear { raster.clear(area, to: backdrop ?? list.background) }
        clips.reset(base: area)
        defer { clips.reset(base: area) }
        var textOrdinal = 0
        for (index, command) in list.commands.enumerated() {
            if index == 0 && backdrop != nil { continue }
            switch command {
            case .text(let run):
                if !clips.current.isEmpty { text(run, textOrdinal, clips.current) }
                textOrdinal += 1
            case .pushClip(let r):
                clips.push(DisplayListRasterizer.pixelRect(r, scale: scale))
                raster.setClip(clips.current)
            case .popClip:
                clips.pop()
                raster.setClip(clips.current)
            default:
                let clip = clips.current
                guard !clip.isEmpty else { continue }
                if let shape = prepared[index] {
                    shape.fill(buffer, clip: clip)
                    continue
                }
                let part = parts[index]
                // Rows with centres in [yMin, yMax) at most: skip a part wholly above or below.
                guard part.end > part.start, Double(part.yMax) > Double(clip.y0),
                    Double(part.yMin) < Double(clip.y1)
                else { continue }
                triangles += raster.fill(vertices: mesh.vertices, indices: mesh.indices, in: part.start..<part.end)
            }
        }
    }
}
