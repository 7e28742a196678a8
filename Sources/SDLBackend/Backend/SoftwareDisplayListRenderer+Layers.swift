import WheelCore
import WheelRaster

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
    private struct LayerStep {
        /// The `.beginLayer` and its `.endLayer`.
        var begin: Int, end: Int
        var area: PixelRect
        /// Copy kept pixels, or draw the layer and keep it.
        var action: Action

        enum Action {
            case copy(LayerImage)
            case keep(LayerKey)
        }
    }

    /// Draws a frame, retained layers included.
    ///
    /// A layer at the top level (outside every clip) that was drawn in the previous frame with
    /// the same key is kept: drawn once, with its rectangle cleared to the background and its
    /// commands clipped to it (as the GPU path draws it into a texture), then copied from
    /// memory in every frame that shows it unchanged. The frame is then drawn in passes:
    /// the commands before a kept layer, the layer, the commands after it. The producer's
    /// promise (``DisplayList/beginLayer(bounds:)``: nothing before a layer draws inside it,
    /// its commands draw only inside it) makes the copy exact. Frames with no kept layer are
    /// one pass, as without layers.
    func draw(_ list: DisplayList, into buffer: PixelBuffer) throws(SDLError) {
        let steps = layerSteps(list, buffer: buffer)
        guard !steps.isEmpty else { return try pass(list, into: buffer, clear: true) }
        var start = 0
        var cleared = false
        for step in steps {
            if !cleared || step.begin > start {
                try pass(sublist(list, start..<step.begin), into: buffer, clear: !cleared)
                cleared = true
            }
            switch step.action {
            case .copy(let image):
                copy(image, to: step.area, in: buffer)
                lastLayerHits += 1
            case .keep(let key):
                let layer = sublist(list, (step.begin + 1)..<step.end, clip: step.area)
                fill(step.area, with: list.background, in: buffer)
                try pass(layer, into: buffer, clear: false)
                let image = layers.takeSpare(for: key) ?? LayerImage(width: step.area.width, height: step.area.height)
                keep(step.area, of: buffer, in: image)
                layers.store(image, for: key)
                lastLayerBuilds += 1
            }
            start = step.end + 1
        }
        if start < list.commands.count {
            try pass(sublist(list, start..<list.commands.count), into: buffer, clear: false)
        }
    }

    /// The top-level layers of `list` that are copied or kept in this frame.
    private func layerSteps(_ list: DisplayList, buffer: PixelBuffer) -> [LayerStep] {
        guard layers.isEnabled else { return [] }
        var steps: [LayerStep] = []
        var depth = 0
        var i = 0
        let commands = list.commands
        while i < commands.count {
            switch commands[i] {
            case .pushClip: depth += 1
            case .popClip: depth = max(0, depth - 1)
            case .beginLayer(let layer) where depth == 0:
                guard let end = list.layerEnd(from: i) else { break }
                let area = pixelRect(layer.bounds).intersection(buffer.bounds)
                if area.width > 0 && area.height > 0 {
                    let use = layers.use(
                        content: layer.key, x: area.x0, y: area.y0, width: area.width, height: area.height,
                        scale: targetScale, background: list.background, targetArea: buffer.width * buffer.height)
                    switch use {
                    case .copy(let image): steps.append(LayerStep(begin: i, end: end, area: area, action: .copy(image)))
                    case .keep(let key): steps.append(LayerStep(begin: i, end: end, area: area, action: .keep(key)))
                    case .drawDirectly: break
                    }
                }
                i = end  // nested layers are drawn with their parent
            default: break
            }
            i += 1
        }
        return steps
    }

    /// The commands `range` of `list` as a list of their own (same background), clipped to
    /// `clip` (pixels) if given.
    private func sublist(_ list: DisplayList, _ range: Range<Int>, clip: PixelRect? = nil) -> DisplayList {
        var out = DisplayList()
        out.background = list.background
        let s = targetScale
        if let clip {
            out.append(.pushClip(Rect(
                x: Double(clip.x0) / s, y: Double(clip.y0) / s, width: Double(clip.width) / s,
                height: Double(clip.height) / s)))
        }
        for command in list.commands[range] {
            switch command {
            case .polyline(let r, let width, let color):
                out.appendPolyline(list.points[r.clamped(to: list.points.indices)], width: width, color: color)
            case .fillPolygon(let r, let color):
                let start = out.beginPolyline()
                for p in list.points[r.clamped(to: list.points.indices)] { out.addPoint(p) }
                out.endPolygon(start: start, color: color)
            default:
                out.append(command)
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

    private func copy(_ image: LayerImage, to area: PixelRect, in buffer: PixelBuffer) {
        image.pixels.withUnsafeBufferPointer { src in
            for row in 0..<area.height {
                let dst = buffer.base + (area.y0 + row) * buffer.rowStride + area.x0
                dst.update(from: src.baseAddress! + row * image.width, count: area.width)
            }
        }
    }

    private func keep(_ area: PixelRect, of buffer: PixelBuffer, in image: LayerImage) {
        image.pixels.withUnsafeMutableBufferPointer { dst in
            for row in 0..<area.height {
                let src = buffer.base + (area.y0 + row) * buffer.rowStride + area.x0
                (dst.baseAddress! + row * image.width).update(from: src, count: area.width)
            }
        }
    }

    private func fill(_ area: PixelRect, with color: Color, in buffer: PixelBuffer) {
        let value = buffer.layout.pack(color)
        for row in 0..<area.height {
            (buffer.base + (area.y0 + row) * buffer.rowStride + area.x0).update(repeating: value, count: area.width)
        }
    }
}

