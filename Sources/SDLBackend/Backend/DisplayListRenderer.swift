import CSDL2
import WheelRaster
import WheelRendering

/// Draws a WheelCore ``DisplayList`` (view space, points) on a ``Renderer`` (pixels).
///
/// Per frame: clear to the list's background, then walk the commands in order.
/// Consecutive shape commands are tessellated into one shared mesh (``Tessellator``, with
/// its 1-pixel anti-aliasing fringe) and sent with **one** `SDL_RenderGeometryRaw` call per
/// batch; a batch is flushed before text, before clip changes and at the end. Clips nest:
/// each `pushClip` intersects with the enclosing clip, and the renderer's own clip rect is
/// restored after the frame. Text goes through the ``TextCache``. Retained layers are kept in
/// render-target textures (see ``render(_:)``).
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
    package private(set) var lastBatchCount = 0
    /// Triangles drawn by the last ``render(_:)``.
    package private(set) var lastTriangleCount = 0

    /// The images ``DisplayCommand/image(_:in:opacity:)`` commands name (none by default: a
    /// placeholder frame is drawn).
    public var images = ImageStore(directory: nil) {
        didSet { imageTextures.removeAll() }
    }
    /// Textures of ``images``, by key.
    private var imageTextures: [String: Texture] = [:]

    private var tessellator: Tessellator
    /// Clip stack, pixels of the current target; `nil` entries never occur (an empty clip is
    /// a zero rect).
    private var clips: [SDL_Rect] = []
    /// The current target's rectangle, its own pixels (the whole output, or a layer texture).
    private var viewport = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    /// The image pixel at the current target's top-left corner (non-zero inside a layer).
    private var origin: (x: Int, y: Int) = (0, 0)
    /// Whether a layer is being drawn into its texture.
    private var drawingLayer = false
    private let layers: LayerCache<Texture>

    /// Creates a renderer for `renderer`, drawing text with `fonts`.
    public init(renderer: Renderer, fonts: FontSet, scale: Double = 1) {
        self.renderer = renderer
        self.scale = scale
        let k = Double(renderer.supersampling)
        let s = (scale.isFinite && scale > 0 ? scale : 1) * k
        textCache = TextCache(renderer: renderer, fonts: fonts, scale: s)
        tessellator = Tessellator(scale: s)
        tessellator.pixelOffset = renderer.isSoftware ? 0.5 : 0
        layers = LayerCache(isEnabled: SDL_RenderTargetSupported(renderer.handle) == SDL_TRUE)
    }

    /// Target pixels per point: ``scale`` (non-finite or non-positive acts as 1) times the
    /// renderer's supersampling.
    public var targetScale: Double {
        (scale.isFinite && scale > 0 ? scale : 1) * Double(renderer.supersampling)
    }

    /// Clears to `list.background` and draws every command. Does not present.
    ///
    /// Retained layers (``Layer``) are kept in render-target textures (``LayerCache``) when
    /// ``layerCaching`` is on and the renderer supports targets: a layer whose key was drawn
    /// in the previous frame is drawn once into a texture of its pixel rectangle (cleared to
    /// the background) and from then on copied, until its key, rectangle, scale or the
    /// background changes. Copies are exact: the texture has the target's pixel grid.
    public func render(_ list: DisplayList) throws(SDLError) {
        lastBatchCount = 0
        lastTriangleCount = 0
        lastLayerHits = 0
        lastLayerBuilds = 0
        let savedClip = renderer.clip
        defer {
            clips.removeAll(keepingCapacity: true)
            origin = (0, 0)
            tessellator.origin = .zero
            try? renderer.setClip(savedClip)
            textCache.endFrame()
            layers.endFrame()
        }
        try renderer.setClip(nil)
        try renderer.setBlendMode()
        try renderer.clear(list.background)
        tessellator.reset()
        let out = renderer.outputSize
        viewport = SDL_Rect(x: 0, y: 0, w: Int32(clamping: out.width), h: Int32(clamping: out.height))
        try draw(list, 0..<list.commands.count)
        try flush()
    }

    /// Whether retained layers are kept in textures (on by default where the renderer
    /// supports render targets; off, every layer is drawn directly: same pixels).
    public var layerCaching: Bool {
        get { layers.isEnabled }
        set { layers.isEnabled = newValue && SDL_RenderTargetSupported(renderer.handle) == SDL_TRUE }
    }
    /// Layers copied from their texture by the last ``render(_:)``.
    package private(set) var lastLayerHits = 0
    /// Layers drawn into a new texture by the last ``render(_:)``.
    package private(set) var lastLayerBuilds = 0
    /// Layer textures held.
    public var cachedLayerCount: Int { layers.count }

    /// Forgets every layer texture: call it when the renderer's targets or device were reset
    /// (`SDL_RENDER_TARGETS_RESET`, `SDL_RENDER_DEVICE_RESET`), whose contents are then lost.
    public func invalidateLayers() { layers.removeAll() }

    /// Draws `range` of `list.commands` on the current target (the window, or a layer texture
    /// whose top-left image pixel is ``origin``).
    private func draw(_ list: DisplayList, _ range: Range<Int>) throws(SDLError) {
        var i = range.lowerBound
        while i < range.upperBound {
            switch list.commands[i] {
            case .text(let run):
                try flush()
                if !clipIsEmpty { try textCache.draw(run, origin: origin) }
            case .pushClip(let r):
                try flush()
                let parent = clips.last ?? viewport
                var p = pixelRect(r)
                p.x = Int32(clamping: Int64(p.x) - Int64(origin.x))
                p.y = Int32(clamping: Int64(p.y) - Int64(origin.y))
                clips.append(intersect(parent, p))
                try applyClip()
            case .popClip:
                try flush()
                if !clips.isEmpty { clips.removeLast() }
                try applyClip()
            case .beginLayer(let layer):
                // Inside a layer's texture, nested layers are drawn with their parent.
                if !drawingLayer, layers.isEnabled, let end = list.layerEnd(from: i), end < range.upperBound,
                    try drawLayer(layer, list, (i + 1)..<end)
                {
                    i = end
                }
            case .endLayer:
                break
            case .image(let key, let r, let opacity):
                try flush()
                if !clipIsEmpty { try drawImage(key, in: r, opacity: opacity) }
            case let command:
                if !clipIsEmpty { tessellator.add(command, points: list.points) }
            }
            i += 1
        }
    }

    /// Draws the image of `key` stretched over `r` (points) at `opacity`, from a texture made
    /// once from the ``images`` store's surface; a placeholder frame when there is none.
    private func drawImage(_ key: String, in r: Rect, opacity: Double) throws(SDLError) {
        guard opacity.isFinite, opacity > 0 else { return }
        var texture = imageTextures[key]
        if texture == nil, let surface = images.surface(for: key) {
            texture = try Texture(renderer: renderer, surface: surface)
            imageTextures[key] = texture
        }
        guard let texture else {
            tessellator.add(ImageStore.placeholder(r, opacity: opacity), points: [])
            return try flush()
        }
        let s = targetScale
        var dst = SDL_FRect(
            x: Float(r.x * s - Double(origin.x)), y: Float(r.y * s - Double(origin.y)),
            w: Float(r.width * s), h: Float(r.height * s))
        try check(SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode")
        try check(SDL_SetTextureAlphaMod(texture.handle, UInt8((min(1, opacity) * 255).rounded())), "SDL_SetTextureAlphaMod")
        try check(SDL_RenderCopyF(renderer.handle, texture.handle, nil, &dst), "SDL_RenderCopyF")
    }

    /// Draws a layer from (or into) its texture; false when it is to be drawn directly. A plain
    /// layer's texture holds what it shows; a scrolling layer's holds its whole extent, copied
    /// shifted by the whole pixels its origin moved since it was drawn.
    private func drawLayer(_ layer: Layer, _ list: DisplayList, _ inner: Range<Int>) throws(SDLError) -> Bool {
        let area = intersect(viewport, pixelRect(layer.bounds))
        // Nothing of it can show: skip its commands.
        if area.w <= 0 || area.h <= 0 || clipIsEmpty { return true }
        let ticket: LayerCache<Texture>.Ticket
        switch layers.use(
            layer, shown: Self.pixelRect(area), scale: targetScale, background: list.background,
            targetArea: Int(viewport.w) * Int(viewport.h))
        {
        case .copy(let texture, let at):
            try flush()
            try copy(texture, to: Self.sdlRect(at))
            lastLayerHits += 1
            return true
        case .keep(let t): ticket = t
        case .drawDirectly: return false
        }
        let rect = Self.sdlRect(ticket.rect)
        guard Int(rect.w) <= maxTextureSide && Int(rect.h) <= maxTextureSide else { return false }
        try flush()
        let texture: Texture
        do {
            texture = try layers.makeTexture(for: ticket, renderer: renderer)
        } catch {
            return false  // out of texture memory: draw it directly
        }
        guard SDL_SetRenderTarget(renderer.handle, texture.handle) == 0 else {
            SDL_ClearError()
            layers.isEnabled = false  // targets do not work here after all
            return false
        }
        let saved = (clips, viewport)
        self.origin = (Int(rect.x), Int(rect.y))
        tessellator.origin = Point(x: Double(rect.x), y: Double(rect.y))
        viewport = SDL_Rect(x: 0, y: 0, w: rect.w, h: rect.h)
        clips.removeAll(keepingCapacity: true)
        drawingLayer = true
        var failure: SDLError?
        do {
            try renderer.setClip(nil)
            try renderer.clear(list.background)
            try draw(list, inner)
            try flush()
        } catch {
            failure = error
        }
        drawingLayer = false
        self.origin = (0, 0)
        tessellator.origin = .zero
        (clips, viewport) = saved
        let restored = SDL_SetRenderTarget(renderer.handle, nil)
        if restored < 0 { throw SDLError.capture("SDL_SetRenderTarget(nil)") }
        try applyClip()
        if let failure { throw failure }
        layers.store(texture, as: ticket)
        try copy(texture, to: rect)
        lastLayerBuilds += 1
        return true
    }

    /// The longest texture side the renderer takes (SDL_RendererInfo; unlimited when it says 0).
    private lazy var maxTextureSide: Int = {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer.handle, &info) == 0 else { return 4096 }
        let side = Int(min(info.max_texture_width, info.max_texture_height))
        return side > 0 ? side : Int(Int32.max)
    }()

    static func pixelRect(_ r: SDL_Rect) -> PixelRect {
        PixelRect(x0: Int(r.x), y0: Int(r.y), x1: Int(r.x) + Int(r.w), y1: Int(r.y) + Int(r.h))
    }

    static func sdlRect(_ r: PixelRect) -> SDL_Rect {
        SDL_Rect(x: Int32(clamping: r.x0), y: Int32(clamping: r.y0), w: Int32(clamping: r.width), h: Int32(clamping: r.height))
    }

    /// Copies a layer texture to the pixel rectangle `area` (no blending) under the current clip.
    private func copy(_ texture: Texture, to area: SDL_Rect) throws(SDLError) {
        var dst = area
        try check(SDL_RenderCopy(renderer.handle, texture.handle, nil, &dst), "SDL_RenderCopy(layer)")
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

    /// The smallest whole-pixel rectangle covering `r` (points), image pixels: WheelRaster's
    /// rounding (``PixelRect/covering(x0:y0:x1:y1:)``), so both paths give a layer or a clip
    /// the same pixels.
    private func pixelRect(_ r: Rect) -> SDL_Rect {
        let s = targetScale
        let p = PixelRect.covering(x0: r.x * s, y0: r.y * s, x1: r.maxX * s, y1: r.maxY * s)
        return SDL_Rect(
            x: Int32(clamping: p.x0), y: Int32(clamping: p.y0), w: Int32(clamping: p.width), h: Int32(clamping: p.height))
    }

    /// The pixels in both rectangles (WheelRaster's `PixelRect.intersection`, the one
    /// rectangle intersection of the renderers).
    private func intersect(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        Self.sdlRect(Self.pixelRect(a).intersection(Self.pixelRect(b)))
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
