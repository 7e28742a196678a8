import WheelCore

/// One band's share of a ``DisplayListRasterizer`` render, with the scratch state it keeps
/// across frames (the tessellator's mesh buffers and the clip stack), so that bands drawn on
/// different threads share nothing mutable. A band is a rectangle of the buffer; the
/// sequential render is one band covering everything.
final class BandWorker: @unchecked Sendable {
    /// Triangles drawn by the last ``draw(_:into:band:clear:backdrop:scale:prepared:text:)``
    /// (culled ones excluded).
    private(set) var triangles = 0

    private var tessellator: Tessellator
    private var clips = ClipStack(base: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))

    /// A worker whose tessellator works at `scale` pixels per point.
    init(scale: Double) {
        tessellator = Tessellator(scale: 1, antiAliasing: true)
        tessellator.pixelOffset = 0
        tessellator.scale = scale
    }

    /// Sets the tessellator's pixels per point.
    func setScale(_ scale: Double) {
        if tessellator.scale != scale { tessellator.scale = scale }
    }

    /// Draws `list` into `buffer` inside `band` only: clears the band first when `clear` is
    /// true (to `backdrop`, the folded first command, or the list's background), then every
    /// command in order. Each text command is handed to `text` with its ordinal among the
    /// list's text commands and the clip in force (band included), when that clip is not
    /// empty.
    ///
    /// `prepared` holds each command's ``AnalyticShape``, made once for all bands by the
    /// rasteriser's first pass (nil: not a direct-path shape, tessellate it).
    func draw(
        _ list: DisplayList, into buffer: PixelBuffer, band: PixelRect, clear: Bool, backdrop: Color?,
        scale: Double, prepared: [AnalyticShape?], text: (TextRun, Int, PixelRect) -> Void
    ) {
        triangles = 0
        let area = band.intersection(buffer.bounds)
        var raster = TriangleRasterizer(buffer: buffer)
        raster.setClip(area)
        if clear { raster.clear(area, to: backdrop ?? list.background) }
        clips.reset(base: area)
        defer { clips.reset(base: area) }
        var textOrdinal = 0
        let points = list.points
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
                tessellator.reset()
                tessellator.add(command, points: points)
                triangles += raster.fill(vertices: tessellator.vertices, indices: tessellator.indices)
            }
        }
        tessellator.reset()
    }
}
