import CRasterSupport
import WheelRaster
import WheelRendering

/// A retained layer's pixels in main memory: a copy of its rectangle of the frame.
final class LayerImage: LayerPixels {
    let width: Int
    let height: Int
    var pixels: [UInt32]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: 0, count: width * height)
    }
}

extension SoftwareDisplayListRenderer {
    /// What a frame does with one of its top-level layers.
    struct LayerStep {
        /// The commands the step replaces: the `.beginLayer` and its `.endLayer`, with the
        /// list's `pushClip` and `popClip` around a scrolling layer.
        var begin: Int, end: Int
        /// The layer's own commands.
        var inner: Range<Int>
        /// What the layer shows of the frame, pixels.
        var area: PixelRect
        /// Copy kept pixels, or draw the layer and keep it.
        var action: Action

        /// What a copy will set in this frame: the area of a layer copied from memory or of a
        /// scrolling layer drawn into its own pixels (nil: a plain layer drawn in place).
        var copiedArea: PixelRect? {
            switch action {
            case .copy: return area
            case .keep(_, let scrolling): return scrolling ? area : nil
            }
        }

        enum Action {
            /// Copy `area` from the image, whose top-left pixel is at `at`'s.
            case copy(LayerImage, at: PixelRect)
            /// Draw the layer's pixels (a plain layer: in the frame; a scrolling one: its whole
            /// extent, in an image of its own) and keep them.
            case keep(LayerCache<LayerImage>.Ticket, scrolling: Bool)
        }
    }

    /// Draws a frame, retained layers included.
    ///
    /// A layer at the top level (outside every clip but the one the list puts around a
    /// scrolling layer) that was drawn in the previous frame with the same key is kept, then
    /// copied from memory in every frame that shows it unchanged (a scrolling layer: shifted by
    /// the whole pixels its origin moved). A plain layer is drawn once in place, with its
    /// rectangle cleared to the background and its commands clipped to it (as the GPU path
    /// draws it into a texture), and copied out; a scrolling layer is drawn over its whole
    /// extent into an image of its own. The frame is then drawn in passes: the commands before
    /// a kept layer, the layer, the commands after it. The producer's promise (``Layer``:
    /// nothing before a layer draws inside it, its commands draw only inside its extent) makes
    /// the copy exact. Frames with no kept layer are one pass, as without layers.
    func draw(_ list: DisplayList, into buffer: PixelBuffer) throws(SDLError) {
        defer { flushCopies(into: buffer) }
        let steps = layerSteps(list, buffer: buffer)
        // The areas that copies will cover, or opaque rectangles will, are not cleared first
        // (at 4K the main chart's tiles are a 23 MB copy; clearing under them too would double
        // it).
        let holes = steps.compactMap(\.copiedArea) + opaqueCover(list, in: buffer.bounds, of: buffer, steps: steps)
        guard !steps.isEmpty || !holes.isEmpty else { return try pass(list, into: buffer, clear: true) }
        var start = 0
        var cleared = false
        if !holes.isEmpty {
            let backdrop = backdropColor(of: list, in: buffer)
            fill(buffer.bounds, except: holes, with: backdrop ?? list.background, in: buffer)
            cleared = true
            if backdrop != nil { start = 1 }
        }
        for step in steps {
            if !cleared || step.begin > start {
                try framePass(sublist(list, start..<step.begin), into: buffer, clear: !cleared)
                cleared = true
            }
            switch step.action {
            case .copy(let image, let at):
                copy(image, at: at, to: step.area, in: buffer)
                lastLayerHits += 1
            case .keep(let ticket, let scrolling):
                let rect = ticket.rect
                let image = spareImage(for: ticket, buffer: buffer)
                if scrolling {
                    try drawScrolling(list, step.inner, rect: rect, into: image, layout: buffer.layout)
                    copy(image, at: rect, to: step.area, in: buffer)
                } else {
                    fill(step.area, with: list.background, in: buffer)
                    try framePass(sublist(list, step.inner, clip: step.area), into: buffer, clear: false)
                    keep(step.area, of: buffer, in: image)
                }
                layers.store(image, as: ticket)
                lastLayerBuilds += 1
            }
            start = step.end + 1
        }
        if start < list.commands.count {
            try framePass(sublist(list, start..<list.commands.count), into: buffer, clear: false)
        }
    }

    /// Draws the list of `units` only inside `regions` (pixel space) over the frame in `buffer`
    /// (culled by the units' footprints), and returns
    /// the rectangles drawn: each region grown to the whole pixels of its clip as the
    /// rasteriser rounds it (at a scale that is not a power of two, a pixel more), within the
    /// buffer.
    ///
    /// Each region is filled with the background, then drawn in passes clipped to it, as
    /// ``draw(_:into:)`` draws the frame: the commands that reach it (by their `damage`
    /// footprint; clips kept), and the layers that show in it, copied from memory within it. A
    /// layer that does not show in it is passed over (it draws only inside its bounds). A
    /// scrolling layer to keep is drawn into its own pixels once and copied; a plain layer to
    /// keep is drawn directly (keeping it would draw it whole, outside the region too).
    func draw(_ units: FrameDamage.Units, into buffer: PixelBuffer, regions: [PixelRect], damage: FrameDamage)
        throws(SDLError) -> [PixelRect]
    {
        let list = units.list
        defer { flushCopies(into: buffer) }
        var steps = layerSteps(list, buffer: buffer).filter {
            if case .keep(_, scrolling: false) = $0.action { return false }
            return true
        }
        guard !regions.isEmpty else { return [] }
        let commands = list.commands
        let s = targetScale
        var drawn: [PixelRect] = []
        let covers = opaqueCover(list, in: buffer.bounds, of: buffer, steps: steps)
        for asked in regions {
            let clip = Rect(
                x: Double(asked.x0) / s, y: Double(asked.y0) / s, width: Double(asked.width) / s,
                height: Double(asked.height) / s)
            let region = rasterizer.pixelRect(clip).intersection(buffer.bounds)
            guard !region.isEmpty else { continue }
            drawn.append(region)
            let backdrop = backdropColor(of: list, in: buffer)
            let copied = steps.compactMap { $0.copiedArea?.intersection(region) }.filter { !$0.isEmpty }
            let covered = covers.map { $0.intersection(region) }.filter {
                $0.width >= Self.minimumOpaqueCover && $0.height >= Self.minimumOpaqueCover
            }
            fill(region, except: copied + covered, with: backdrop ?? list.background, in: buffer)
            var ranges: [Range<Int>] = []
            func flush() throws(SDLError) {
                if ranges.isEmpty { return }
                let out = regionList(units, ranges, clip: clip, region: region, damage: damage)
                ranges.removeAll()
                if out.commands.count > 2 { try framePass(out, into: buffer, clear: false, region: region) }
            }
            var start = backdrop != nil ? 1 : 0
            for k in steps.indices {
                let step = steps[k]
                if step.begin > start { ranges.append(start..<step.begin) }
                start = step.end + 1
                let shown = step.area.intersection(region)
                if shown.isEmpty { continue }  // the layer draws nothing here
                try flush()
                switch step.action {
                case .copy(let image, let at):
                    copy(image, at: at, to: shown, in: buffer)
                    lastLayerHits += 1
                case .keep(let ticket, _):
                    let rect = ticket.rect
                    let image = spareImage(for: ticket, buffer: buffer)
                    try drawScrolling(list, step.inner, rect: rect, into: image, layout: buffer.layout)
                    layers.store(image, as: ticket)
                    lastLayerBuilds += 1
                    steps[k].action = .copy(image, at: rect)
                    copy(image, at: rect, to: shown, in: buffer)
                }
            }
            if start < commands.count { ranges.append(start..<commands.count) }
            try flush()
        }
        return drawn
    }

    /// The commands `ranges` of the list of `units` that reach `region` (pixels; by their
    /// footprints, found once per frame and most of them by the diff already: those of the
    /// layers copied or kept, a range chart's tiles of thousands of points, are never asked
    /// for), with every clip and without layer markers, inside a clip to `clip` (points;
    /// `region` as the rasteriser rounds it).
    private func regionList(
        _ units: FrameDamage.Units, _ ranges: [Range<Int>], clip: Rect, region: PixelRect, damage: FrameDamage
    ) -> DisplayList {
        let list = units.list
        func reaches(_ i: Int) -> Bool { !units.footprint(i, in: damage).intersection(region).isEmpty }
        var out = DisplayList()
        out.background = list.background
        out.append(.pushClip(clip))
        for range in ranges {
            for i in range {
                let command = list.commands[i]
                switch command {
                case .pushClip, .popClip:
                    out.append(command)
                case .beginLayer, .endLayer:
                    continue
                case .polyline(let r, let width, let color):
                    guard reaches(i) else { continue }
                    let start = out.beginPolyline()
                    for p in list.points[r.clamped(to: list.points.indices)] { out.addPoint(p) }
                    out.endPolyline(start: start, width: width, color: color)
                case .fillPolygon(let r, let color):
                    guard reaches(i) else { continue }
                    let start = out.beginPolyline()
                    for p in list.points[r.clamped(to: list.points.indices)] { out.addPoint(p) }
                    out.endPolygon(start: start, color: color)
                default:
                    guard reaches(i) else { continue }
                    out.append(command)
                }
            }
        }
        out.append(.popClip)
        return out
    }

    /// The top-level layers of `list` that are copied or kept in this frame.
    private func layerSteps(_ list: DisplayList, buffer: PixelBuffer) -> [LayerStep] {
        guard layers.isEnabled else { return [] }
        var steps: [LayerStep] = []
        var depth = 0
        var i = 0
        let commands = list.commands
        let s = targetScale
        while i < commands.count {
            // A scrolling layer comes inside the list's own clip to its bounds.
            let begin = i
            var command = commands[i]
            if depth == 0, case .pushClip(let clip) = command, i + 1 < commands.count,
                case .beginLayer(let layer) = commands[i + 1], layer.isScrolling, layer.bounds == clip
            {
                i += 1
                command = commands[i]
            } else if case .beginLayer(let layer) = command, layer.isScrolling {
                command = .endLayer  // not where the list puts it: drawn directly
            }
            switch command {
            case .pushClip: depth += 1
            case .popClip: depth = max(0, depth - 1)
            case .beginLayer(let layer) where depth == 0:
                guard let end = list.layerEnd(from: i) else { break }
                var last = end
                if layer.isScrolling {
                    guard end + 1 < commands.count, case .popClip = commands[end + 1] else { break }
                    last = end + 1
                }
                let area = pixelRect(layer.bounds).intersection(buffer.bounds)
                let inner = (i + 1)..<end
                switch layers.use(
                    layer, shown: area, scale: s, background: list.background, targetArea: buffer.width * buffer.height)
                {
                case .copy(let image, let at):
                    steps.append(LayerStep(begin: begin, end: last, inner: inner, area: area, action: .copy(image, at: at)))
                case .keep(let ticket):
                    let action = LayerStep.Action.keep(ticket, scrolling: layer.isScrolling)
                    steps.append(LayerStep(begin: begin, end: last, inner: inner, area: area, action: action))
                case .drawDirectly: break
                }
                i = last  // nested layers are drawn with their parent
            default: break
            }
            i += 1
        }
        return steps
    }

    /// Draws the commands `inner` of `list` (a scrolling layer) into `image`, whose pixels are
    /// the frame's pixels `rect`: cleared to the background, the commands moved by `rect`'s
    /// top-left corner.
    private func drawScrolling(
        _ list: DisplayList, _ inner: Range<Int>, rect: PixelRect, into image: LayerImage, layout: PixelLayout
    ) throws(SDLError) {
        let s = targetScale
        let out = sublist(list, inner, shift: Point(x: -Double(rect.x0) / s, y: -Double(rect.y0) / s))
        try image.pixels.withUnsafeMutableBufferPointer { (pixels) throws(SDLError) in
            guard let buffer = PixelBuffer(pixels, width: image.width, height: image.height, layout: layout) else {
                throw SDLError(call: "SoftwareDisplayListRenderer", message: "layer image \(image.width)x\(image.height)")
            }
            try pass(out, into: buffer, clear: true)
        }
    }

    /// The commands `range` of `list` as a list of their own (same background), clipped to
    /// `clip` (pixels) if given, moved by `shift` (points).
    private func sublist(_ list: DisplayList, _ range: Range<Int>, clip: PixelRect? = nil, shift: Point = .zero)
        -> DisplayList
    {
        var out = DisplayList()
        out.background = list.background
        let s = targetScale
        if let clip {
            out.append(.pushClip(Rect(
                x: Double(clip.x0) / s, y: Double(clip.y0) / s, width: Double(clip.width) / s,
                height: Double(clip.height) / s)))
        }
        let moved = shift != .zero
        for command in list.commands[range] {
            switch command {
            case .polyline(let r, let width, let color):
                let start = out.beginPolyline()
                for p in list.points[r.clamped(to: list.points.indices)] {
                    out.addPoint(moved ? Point(x: p.x + shift.x, y: p.y + shift.y) : p)
                }
                out.endPolyline(start: start, width: width, color: color)
            case .fillPolygon(let r, let color):
                let start = out.beginPolyline()
                for p in list.points[r.clamped(to: list.points.indices)] {
                    out.addPoint(moved ? Point(x: p.x + shift.x, y: p.y + shift.y) : p)
                }
                out.endPolygon(start: start, color: color)
            default:
                out.append(moved ? command.translated(by: shift) : command)
            }
        }
        if clip != nil { out.append(.popClip) }
        return out
    }

    /// The smallest whole-pixel rectangle covering `r` (points).
    private func pixelRect(_ r: Rect) -> PixelRect {
        let s = targetScale
        return PixelRect.covering(x0: r.x * s, y0: r.y * s, x1: r.maxX * s, y1: r.maxY * s)
    }

    /// Runs `body` on the rows `0 ..< height` of an area of `pixels` pixels of `buffer`: in
    /// ``largeAreaBands`` parts at once when the area is large (``largeAreaPixels``, or
    /// ``largeFillPixels`` in a buffer of ``largeAreaPixels`` or more, whose passes keep the
    /// workers busy), else on the calling thread.
    private func rows(_ height: Int, pixels: Int, of buffer: PixelBuffer, _ body: @Sendable (Range<Int>) -> Void) {
        let large = buffer.width * buffer.height >= largeAreaPixels ? Self.largeFillPixels : largeAreaPixels
        let parts = pixels >= large ? min(largeAreaBands, height) : 1
        if parts <= 1 { return body(0..<height) }
        BandPool.shared.perform(parts) { k in body(height * k / parts..<height * (k + 1) / parts) }
    }

    /// The area (pixels) from which a fill or a copy in a large buffer uses ``largeAreaBands``:
    /// a quarter of ``largeAreaPixels``: stores are bound by one core's bandwidth, and a 4K
    /// wheel's damaged rectangles are a few hundred thousand pixels each. In a small window
    /// (1024 × 640) waking the workers costs more.
    static let largeFillPixels = 250_000

    /// Copies `area` of the frame from `image`, whose top-left pixel is at `at`'s: queued, and
    /// done with the copies queued after it by ``flushCopies(into:)``, which every fill, pass
    /// over the frame (``framePass``) and read of the frame's pixels calls first.
    private func copy(_ image: LayerImage, at: PixelRect, to area: PixelRect, in buffer: PixelBuffer) {
        guard !area.isEmpty else { return }
        pendingCopies.append(PendingCopy(image: image, at: at, area: area))
    }

    /// Does the queued copies, their rows shared among the bands of one dispatch (a 4K range
    /// chart copies five tiles and six overview strips a frame: one wake-up of the workers
    /// instead of eleven).
    func flushCopies(into buffer: PixelBuffer) {
        guard !pendingCopies.isEmpty else { return }
        let jobs = pendingCopies
        pendingCopies.removeAll(keepingCapacity: true)
        let pixels = jobs.reduce(0) { $0 + $1.area.width * $1.area.height }
        let tallest = jobs.reduce(0) { max($0, $1.area.height) }
        let streaming = pixels >= Self.streamingCopyPixels
        rows(tallest, pixels: pixels, of: buffer) { band in
            for job in jobs {
                let area = job.area
                let dx = area.x0 - job.at.x0
                let dy = area.y0 - job.at.y0
                let width = job.image.width
                let first = area.height * band.lowerBound / tallest
                let last = area.height * band.upperBound / tallest
                guard first < last else { continue }
                job.image.pixels.withUnsafeBufferPointer { src in
                    let source = src.baseAddress!
                    for row in first..<last {
                        let dst = buffer.base + (area.y0 + row) * buffer.rowStride + area.x0
                        if streaming {
                            wheel_pixel_copy_streaming(dst, source + (dy + row) * width + dx, area.width)
                        } else {
                            dst.update(from: source + (dy + row) * width + dx, count: area.width)
                        }
                    }
                }
            }
            if streaming { wheel_pixel_copy_fence() }
        }
    }

    /// A pass of `list` over the frame in `buffer` (``pass(_:into:clear:region:)``), after the
    /// queued copies it may draw over.
    private func framePass(_ list: DisplayList, into buffer: PixelBuffer, clear: Bool, region: PixelRect? = nil)
        throws(SDLError)
    {
        flushCopies(into: buffer)
        try pass(list, into: buffer, clear: clear, region: region)
    }

    /// Pixels to draw a kept layer's `ticket` into (the cache's spare or stale ones, or new):
    /// the copies queued first when one of them reads that image.
    private func spareImage(for ticket: LayerCache<LayerImage>.Ticket, buffer: PixelBuffer) -> LayerImage {
        guard let image = layers.takeSpare(for: ticket) else {
            return LayerImage(width: ticket.rect.width, height: ticket.rect.height)
        }
        if pendingCopies.contains(where: { $0.image === image }) { flushCopies(into: buffer) }
        return image
    }

    /// The pixels from which a frame's copies stream past the cache (8 MB): a 4K range chart's
    /// tiles (6 million pixels) copy faster so, and the present reads them from memory anyway;
    /// a 1024×640 frame's (half a million) stay cached, where the commands drawn over them and
    /// the present read them again.
    static let streamingCopyPixels = 2_000_000

    private func keep(_ area: PixelRect, of buffer: PixelBuffer, in image: LayerImage) {
        flushCopies(into: buffer)
        image.pixels.withUnsafeMutableBufferPointer { dst in
            for row in 0..<area.height {
                let src = buffer.base + (area.y0 + row) * buffer.rowStride + area.x0
                (dst.baseAddress! + row * image.width).update(from: src, count: area.width)
            }
        }
    }

    /// The pixels of `area` that an opaque rectangle of `list` sets whatever was under it
    /// (two pixels in from its edges, inside the clip in force; a few large ones), drawn in a
    /// pass: outside the layers `steps` copies, and not the backdrop (which is the fill).
    /// Filling them with the background first would be wasted: the tiles of the range chart
    /// fill the chart's plot.
    func opaqueCover(_ list: DisplayList, in area: PixelRect, of buffer: PixelBuffer, steps: [LayerStep]) -> [PixelRect] {
        let s = targetScale
        let limit = 1.0e6  // pixels: far inside the rasteriser's exact range
        var clips = ClipTracker(bounds: PixelRect(x0: -(1 << 30), y0: -(1 << 30), x1: 1 << 30, y1: 1 << 30), scale: s)
        var out: [PixelRect] = []
        var copied = steps.compactMap { step -> Range<Int>? in
            if case .copy = step.action { return step.inner }
            return nil
        }.makeIterator()
        var next = copied.next()
        let commands = list.commands
        let first = backdropColor(of: list, in: buffer) == nil ? 0 : 1
        var i = first
        while i < commands.count {
            if let r = next, i >= r.lowerBound {
                i = max(i, r.upperBound)
                next = copied.next()
                continue
            }
            let command = commands[i]
            clips.apply(command)
            if case .fillRect(let r, let c) = command, c.a == 255,
                abs(r.x * s) < limit, abs(r.y * s) < limit, abs(r.maxX * s) < limit, abs(r.maxY * s) < limit
            {
                let cover = FrameDamage.interior(r, scale: s).intersection(clips.current).intersection(area)
                if cover.width >= Self.minimumOpaqueCover && cover.height >= Self.minimumOpaqueCover { out.append(cover) }
            }
            i += 1
        }
        return out.count <= 8 ? out : Array(out.sorted { $0.area > $1.area }.prefix(8))
    }

    /// Sides (pixels) under which an opaque rectangle is filled under anyway (cutting the fill
    /// around it costs more than it saves).
    static let minimumOpaqueCover = 32

    /// The colour of `list`'s first command when it is an opaque rectangle over every pixel of
    /// `buffer` (a scene's backdrop, which the rasteriser folds into its clear): filling with it
    /// and leaving the command out draws the same pixels.
    func backdropColor(of list: DisplayList, in buffer: PixelBuffer) -> Color? {
        guard case .fillRect(let r, let c)? = list.commands.first, c.a == 255 else { return nil }
        let s = targetScale
        let covers = r.x * s <= 0 && r.y * s <= 0 && r.maxX * s >= Double(buffer.width) && r.maxY * s >= Double(buffer.height)
        return covers ? c : nil
    }

    /// Fills `area` except the rectangles `holes` (whose pixels a copy will set).
    private func fill(_ area: PixelRect, except holes: [PixelRect], with color: Color, in buffer: PixelBuffer) {
        let cut = holes.map { $0.intersection(area) }.filter { !$0.isEmpty }
        guard !cut.isEmpty else { return fill(area, with: color, in: buffer) }
        // Horizontal slabs between the holes' top and bottom edges: in each, the same columns
        // are covered on every row.
        var ys = [area.y0, area.y1]
        for c in cut {
            ys.append(c.y0)
            ys.append(c.y1)
        }
        ys.sort()  // equal neighbours make empty slabs, passed over
        for (y0, y1) in zip(ys, ys.dropFirst()) where y1 > y0 {
            let spans = cut.filter { $0.y0 <= y0 && $0.y1 >= y1 }.map { ($0.x0, $0.x1) }.sorted { $0.0 < $1.0 }
            var x = area.x0
            for (a, b) in spans {
                if a > x { fill(PixelRect(x0: x, y0: y0, x1: a, y1: y1), with: color, in: buffer) }
                x = max(x, b)
            }
            if x < area.x1 { fill(PixelRect(x0: x, y0: y0, x1: area.x1, y1: y1), with: color, in: buffer) }
        }
    }

    private func fill(_ area: PixelRect, with color: Color, in buffer: PixelBuffer) {
        flushCopies(into: buffer)
        let value = buffer.layout.pack(color)
        rows(area.height, pixels: area.width * area.height, of: buffer) { range in
            for row in range {
                (buffer.base + (area.y0 + row) * buffer.rowStride + area.x0).update(repeating: value, count: area.width)
            }
        }
    }
}

/// A copy of a kept layer's pixels into the frame, queued (``SoftwareDisplayListRenderer/flushCopies(into:)``).
struct PendingCopy: @unchecked Sendable {
    let image: LayerImage
    let at: PixelRect
    let area: PixelRect
}
