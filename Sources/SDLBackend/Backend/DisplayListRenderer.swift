import CSDL2
import WheelCore

/// Draws a WheelCore ``DisplayList`` (view space, points) on a ``Renderer`` (pixels).
///
/// Per frame: clear to the list's background, then walk the commands in order.
/// Consecutive shape commands are tessellated into one shared mesh (``Tessellator``, with
/// its 1-pixel anti-aliasing fringe) and sent with **one** `SDL_RenderGeometryRaw` call per
/// batch; a batch is flushed before text, before clip changes and at the end. Clips nest:
/// each `pushClip` intersects with the enclosing clip, and the renderer's own clip rect is
/// restored after the frame. Text goes through the ``TextCache``.
///
/// Hi-DPI: every coordinate is multiplied by ``scale`` (pixels per point: drawable size ÷
/// window size, 1 when headless) and by the renderer's ``Renderer/supersampling``. On SDL's
/// software renderer, which truncates vertex positions to whole pixels, vertices are
/// offset by half a pixel so that truncation rounds.
public final class DisplayListRenderer {
    /// The target.
    public let renderer: Renderer
    /// Text textures.
    public let textCache: TextCache
    /// Pixels per point; also applied to the text cache.
    public var scale: Double {
        didSet {
            textCache.scale = targetScale
            tessellator.scale = targetScale
        }
    }

    /// Geometry calls issued by the last ``render(_:)`` (for tests and diagnostics).
    public private(set) var lastBatchCount = 0
    /// Triangles drawn by the last ``render(_:)``.
    public private(set) var lastTriangleCount = 0

    private var tessellator: Tessellator
    /// Clip stack, pixel space; `nil` entries never occur (an empty clip is a zero rect).
    private var clips: [SDL_Rect] = []

    /// Creates a renderer for `renderer`, drawing text with `fonts`.
    public init(renderer: Renderer, fonts: FontSet, scale: Double = 1) {
        self.renderer = renderer
        self.scale = scale
        let k = Double(renderer.supersampling)
        let s = (scale.isFinite && scale > 0 ? scale : 1) * k
        textCache = TextCache(renderer: renderer, fonts: fonts, scale: s)
        tessellator = Tessellator(scale: s)
        tessellator.pixelOffset = renderer.isSoftware ? 0.5 : 0
    }

    /// Target pixels per point: ``scale`` (non-finite or non-positive acts as 1) times the
    /// renderer's supersampling.
    public var targetScale: Double {
        (scale.isFinite && scale > 0 ? scale : 1) * Double(renderer.supersampling)
    }

    /// Clears to `list.background` and draws every command. Does not present.
    public func render(_ list: DisplayList) throws(SDLError) {
        lastBatchCount = 0
        lastTriangleCount = 0
        let savedClip = renderer.clip
        defer {
            clips.removeAll(keepingCapacity: true)
            try? renderer.setClip(savedClip)
            textCache.endFrame()
        }
        try renderer.setClip(nil)
        try renderer.setBlendMode()
        try renderer.clear(list.background)
        tessellator.reset()
        let out = renderer.outputSize
        let viewport = SDL_Rect(x: 0, y: 0, w: Int32(clamping: out.width), h: Int32(clamping: out.height))
        for command in list.commands {
            switch command {
            case .text(let run):
                try flush()
                if !clipIsEmpty { try textCache.draw(run) }
            case .pushClip(let r):
                try flush()
                let parent = clips.last ?? viewport
                clips.append(intersect(parent, pixelRect(r)))
                try applyClip()
            case .popClip:
                try flush()
                if !clips.isEmpty { clips.removeLast() }
                try applyClip()
            default:
                if !clipIsEmpty { tessellator.add(command, points: list.points) }
            }
        }
        try flush()
    }

    private var clipIsEmpty: Bool {
        guard let c = clips.last else { return false }
        return c.w <= 0 || c.h <= 0
    }

    private func applyClip() throws(SDLError) {
        if let c = clips.last, c.w > 0, c.h > 0 {
            try renderer.setClip(c)
        } else {
            // No clip, or an empty one (nothing is drawn while it is in force).
            try renderer.setClip(nil)
        }
    }

    /// The smallest whole-pixel rectangle covering `r` (points), clamped to Int32.
    private func pixelRect(_ r: Rect) -> SDL_Rect {
        let s = targetScale
        guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else {
            return SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        }
        let lim = 1.0e9
        let x0 = min(lim, max(-lim, (r.x * s).rounded(.down)))
        let y0 = min(lim, max(-lim, (r.y * s).rounded(.down)))
        let x1 = min(lim, max(-lim, (r.maxX * s).rounded(.up)))
        let y1 = min(lim, max(-lim, (r.maxY * s).rounded(.up)))
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
    }

    private func intersect(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let x0 = max(Int64(a.x), Int64(b.x))
        let y0 = max(Int64(a.y), Int64(b.y))
        let x1 = min(Int64(a.x) + Int64(a.w), Int64(b.x) + Int64(b.w))
        let y1 = min(Int64(a.y) + Int64(a.h), Int64(b.y) + Int64(b.h))
        return SDL_Rect(
            x: Int32(clamping: x0), y: Int32(clamping: y0), w: Int32(clamping: max(0, x1 - x0)),
            h: Int32(clamping: max(0, y1 - y0)))
    }

    /// Sends the pending mesh as one geometry call and empties it.
    private func flush() throws(SDLError) {
        defer { tessellator.reset() }
        let count = tessellator.indices.count
        guard count > 0 else { return }
        let stride = Int32(MemoryLayout<TessVertex>.stride)
        let colorOffset = MemoryLayout<TessVertex>.offset(of: \TessVertex.color) ?? 8
        let vertexCount = Int32(tessellator.vertices.count)
        let status: Int32 = tessellator.vertices.withUnsafeBytes { vbytes in
            tessellator.indices.withUnsafeBytes { ibytes in
                guard let vbase = vbytes.baseAddress, let ibase = ibytes.baseAddress else { return 0 }
                // TessVertex is {x: Float, y: Float, color: Color(r, g, b, a: UInt8)}: the
                // positions are two consecutive floats and the colour has SDL_Color's layout.
                let xy = vbase.assumingMemoryBound(to: Float.self)
                let color = (vbase + colorOffset).assumingMemoryBound(to: SDL_Color.self)
                return SDL_RenderGeometryRaw(
                    renderer.handle, nil, xy, stride, color, stride, nil, 0, vertexCount,
                    ibase, Int32(count), 4)
            }
        }
        if status < 0 { throw SDLError.capture("SDL_RenderGeometryRaw") }
        lastBatchCount += 1
        lastTriangleCount += count / 3
    }
}
