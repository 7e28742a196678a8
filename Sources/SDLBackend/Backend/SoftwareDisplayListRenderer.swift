import CSDL2
import WheelRaster
import WheelRendering

/// Draws a WheelCore ``DisplayList`` (view space, points) with WheelRaster's software
/// rasteriser into a ``Renderer``'s CPU pixels (pixel space): the offscreen surface of a
/// headless renderer, or the framebuffer of a window (``Renderer/init(framebufferOf:)``),
/// without going through `SDL_RenderGeometry`.
///
/// Shapes are drawn by a ``DisplayListRasterizer`` straight into the locked surface's pixels,
/// with sub-pixel precision and a 1-pixel coverage ramp at every edge (wedges, ring strokes,
/// discs, lines and rounded rectangles row by row, everything else tessellated), so no
/// supersampling is needed.
/// Text runs are drawn in order, in the same pass and into the same locked pixels: each
/// run's coverage mask (from a ``TextMaskCache``, looked up before drawing starts) is tinted
/// with the run's colour and blended by WheelRaster inside the clip in force, visiting only
/// covered pixels (no SDL blit, no unlock/lock per run). With ``bands`` above 1, horizontal
/// bands of the surface are drawn at the same time. Screenshots work unchanged:
/// ``Screenshot`` reads the same surface (and box-filters it if the renderer is
/// supersampled).
public final class SoftwareDisplayListRenderer {
    /// The renderer whose ``Renderer/targetSurface`` is drawn into (never drawn with SDL itself).
    public let renderer: Renderer
    /// Text coverage masks.
    public let textCache: TextMaskCache
    /// Pixels per point (1 headless); multiplied by the renderer's supersampling.
    public var scale: Double {
        didSet {
            textCache.scale = targetScale
            rasterizer.scale = targetScale
            textRects.removeAll()
        }
    }
    /// Horizontal bands of each frame drawn in parallel on the threads of `BandPool.shared`
    /// (1 ... ``DisplayListRasterizer/maxBands``; default 1: on the calling thread only); the
    /// text masks are made on the calling thread first.
    public var bands: Int {
        get { rasterizer.bands }
        set {
            rasterizer.bands = newValue
            smallAreaBands = rasterizer.bands
        }
    }
    /// Bands for a pass over at least ``largeAreaPixels`` pixels, and for copying and filling
    /// that many (default 1). A window sets it to its processors: a frame every 16.7 ms finds
    /// the workers asleep, which costs more than it saves on a small frame, not on a 4K one.
    public var largeAreaBands = 1 {
        didSet { largeAreaBands = min(max(largeAreaBands, 1), DisplayListRasterizer.maxBands) }
    }
    /// The area (pixels) from which a pass uses ``largeAreaBands``.
    public var largeAreaPixels = 1_000_000
    /// ``bands`` as set.
    private var smallAreaBands = 1

    /// Triangles drawn by the last ``render(_:)``.
    package var lastTriangleCount: Int { rasterizer.lastTriangleCount }

    var rasterizer: DisplayListRasterizer
    /// The images ``DisplayCommand/image(_:in:opacity:)`` commands name (none by default: a
    /// placeholder frame is drawn).
    public var images = ImageStore(directory: nil)
    /// Retained layers' pixels, in main memory. A scrolling layer (a range chart tile) is kept
    /// once drawn in two consecutive frames, like any other, and at most a quarter of the target
    /// is kept per frame: keeping one is drawing it into an image and copying that, which pays
    /// back only when a later frame copies it again (not while a new value axis redraws the
    /// tiles every frame).
    let layers: LayerCache<LayerImage> = {
        let cache = LayerCache<LayerImage>(isEnabled: true)
        cache.keepsScrollingOnFirstSight = false
        cache.scrollingKeepShare = 0.25
        return cache
    }()

    /// Whether retained layers are kept between frames (on by default; off, every layer is
    /// drawn directly: same pixels).
    public var layerCaching: Bool {
        get { layers.isEnabled }
        set {
            layers.isEnabled = newValue
            if !newValue { layers.removeAll() }
        }
    }
    /// Layers copied from memory by the last ``render(_:)``.
    package internal(set) var lastLayerHits = 0
    /// Layers drawn and kept by the last ``render(_:)``.
    package internal(set) var lastLayerBuilds = 0
    /// Layers held.
    public var cachedLayerCount: Int { layers.count }

    /// The frame in the target's pixels, for ``renderChanges(_:)``: its list, the surface it
    /// was drawn into and that surface's size and scale then (nil: unknown, the next frame is
    /// drawn whole).
    var shown: ShownFrame?
    /// The rectangles the last ``renderChanges(_:)`` drew (pixel space), nil if it drew the
    /// whole frame.
    var lastDamage: [PixelRect]?
    /// Frames ``renderChanges(_:)`` still draws whole without a diff, after a diff found most of
    /// the frame changed (a drag that moves everything keeps doing so; the diff is not free).
    var wholeFramesAhead = 0
    /// Where recent text runs land (pixel space), for the diff: a run of the frame on screen is
    /// looked up here, not in ``textCache``, where it might have been dropped and be rendered
    /// again only to be measured.
    var textRects: [TextRun: PixelRect] = [:]
    /// Layer copies queued for ``flushCopies(into:)``.
    var pendingCopies: [PendingCopy] = []

    /// Creates a renderer for an offscreen `renderer` (see ``Renderer/offscreen(width:height:supersampling:)``)
    /// or a window framebuffer (``Renderer/init(framebufferOf:)``); throws if it has no CPU
    /// pixels or they are not 32-bit ARGB/ABGR (or, in a window, XRGB/XBGR).
    public init(renderer: Renderer, fonts: FontSet, scale: Double = 1) throws(SDLError) {
        guard let surface = renderer.targetSurface else {
            throw SDLError.capture("SoftwareDisplayListRenderer: the renderer has no CPU pixels")
        }
        guard Self.layout(of: surface, in: renderer) != nil else {
            let name = String(cString: SDL_GetPixelFormatName(surface.pointee.format.pointee.format))
            throw SDLError(call: "SoftwareDisplayListRenderer", message: "the surface's pixel format \(name) is not 32-bit ARGB or ABGR")
        }
        self.renderer = renderer
        self.scale = scale
        let s = (scale.isFinite && scale > 0 ? scale : 1) * Double(renderer.supersampling)
        textCache = TextMaskCache(fonts: fonts, scale: s)
        rasterizer = DisplayListRasterizer(scale: s)
    }

    /// Target pixels per point: ``scale`` (non-finite or non-positive acts as 1) times the
    /// renderer's supersampling.
    public var targetScale: Double {
        (scale.isFinite && scale > 0 ? scale : 1) * Double(renderer.supersampling)
    }

    /// Whether WheelRaster can draw into `renderer`'s CPU pixels: it has some
    /// (``Renderer/targetSurface``) and they are 32-bit ARGB or ABGR (or, in a window, XRGB or
    /// XBGR). A 16-bit display's framebuffer is not.
    public static func canDraw(into renderer: Renderer) -> Bool {
        renderer.targetSurface.flatMap { layout(of: $0, in: renderer) } != nil
    }

    /// The rasteriser's channel layout for `renderer`'s target `surface`, if supported. A
    /// window's framebuffer, whose fourth byte the display ignores, may also be XRGB8888 or
    /// XBGR8888: same byte order, the rasteriser's alpha lands in the unused byte.
    static func layout(of surface: UnsafeMutablePointer<SDL_Surface>, in renderer: Renderer) -> PixelLayout? {
        let opaque = renderer.isWindowFramebuffer
        switch surface.pointee.format.pointee.format {
        case SDL_PIXELFORMAT_ARGB8888.rawValue: return .argb8888
        case SDL_PIXELFORMAT_ABGR8888.rawValue: return .abgr8888
        case SDL_PIXELFORMAT_RGB888.rawValue where opaque: return .argb8888
        case SDL_PIXELFORMAT_BGR888.rawValue where opaque: return .abgr8888
        default: return nil
        }
    }

    /// Clears the surface to `list.background` and draws every command.
    public func render(_ list: DisplayList) throws(SDLError) {
        defer {
            textCache.endFrame()
            layers.endFrame()
        }
        lastLayerHits = 0
        lastLayerBuilds = 0
        guard let target = renderer.targetSurface else {
            // A window without a framebuffer for now (SDL could not remake it after a
            // resize): nothing to draw into this frame; the next one tries again.
            if renderer.isWindowFramebuffer { return SDL_ClearError() }
            throw SDLError.capture("SoftwareDisplayListRenderer.render: the renderer has no CPU pixels")
        }
        // Placeholders are shapes: the rasteriser draws them in order with the rest.
        var shapes = list
        let hasImages = Self.hasImages(list)
        if hasImages {
            shapes.replaceImages { key in images.surface(for: key) == nil }
        }
        shown = nil
        lastDamage = nil
        try withBuffer(of: target) { (buffer) throws(SDLError) in try draw(shapes, into: buffer) }
        if hasImages { try compositeImages(of: shapes, onto: target) }
        shown = ShownFrame(
            list: list, target: target, width: Int(target.pointee.w), height: Int(target.pointee.h), scale: targetScale,
            hasImages: hasImages)
    }

    /// Whether `list` has an image command (drawn over the rasterised frame, so such a frame is
    /// always drawn whole).
    static func hasImages(_ list: DisplayList) -> Bool {
        list.commands.contains(where: { if case .image = $0 { true } else { false } })
    }

    /// Blits the SDL_image surface of each image command over the drawn frame, scaled to its
    /// rectangle (points × ``targetScale``) at its opacity and clipped to the clip in force at
    /// the command. Images go on top of the rasterised frame, in list order: the same picture as
    /// painter's order wherever nothing later in the list overlaps an image (as with the wheel's
    /// label images, which sit beside their own text).
    func compositeImages(of list: DisplayList, onto target: UnsafeMutablePointer<SDL_Surface>) throws(SDLError) {
        var clips: [PixelRect] = []
        let s = targetScale
        func pixels(_ r: Rect) -> PixelRect {
            PixelRect.covering(x0: r.x * s, y0: r.y * s, x1: (r.x + r.width) * s, y1: (r.y + r.height) * s)
        }
        for command in list.commands {
            switch command {
            case .pushClip(let r):
                clips.append(clips.last.map { $0.intersection(pixels(r)) } ?? pixels(r))
            case .popClip:
                _ = clips.popLast()
            case .image(let key, let r, let opacity):
                guard opacity.isFinite, opacity > 0, let image = images.surface(for: key) else { continue }
                var dst = SDL_Rect(
                    x: Int32(clamping: Int((r.x * s).rounded())), y: Int32(clamping: Int((r.y * s).rounded())),
                    w: Int32(clamping: Int((r.width * s).rounded())), h: Int32(clamping: Int((r.height * s).rounded())))
                if let c = clips.last {
                    var clip = SDL_Rect(x: Int32(clamping: c.x0), y: Int32(clamping: c.y0), w: Int32(clamping: c.width), h: Int32(clamping: c.height))
                    SDL_SetClipRect(target, &clip)
                } else {
                    SDL_SetClipRect(target, nil)
                }
                SDL_SetSurfaceBlendMode(image.pointer, SDL_BLENDMODE_BLEND)
                SDL_SetSurfaceAlphaMod(image.pointer, UInt8((min(1, opacity) * 255).rounded()))
                try check(SDL_UpperBlitScaled(image.pointer, nil, target, &dst), "SDL_UpperBlitScaled(\(key))")
            default:
                continue
            }
        }
        SDL_SetClipRect(target, nil)
    }

    /// Runs `body` on `target`'s pixels, locked if need be.
    func withBuffer(
        of target: UnsafeMutablePointer<SDL_Surface>, _ body: (PixelBuffer) throws(SDLError) -> Void
    ) throws(SDLError) {
        let mustLock = (target.pointee.flags & UInt32(SDL_RLEACCEL)) != 0
        if mustLock { try check(SDL_LockSurface(target), "SDL_LockSurface") }
        defer { if mustLock { SDL_UnlockSurface(target) } }
        guard let pixels = target.pointee.pixels,
            let layout = Self.layout(of: target, in: renderer),
            let buffer = PixelBuffer(
                pixels: pixels, width: Int(target.pointee.w), height: Int(target.pointee.h),
                pitch: Int(target.pointee.pitch), layout: layout)
        else { throw SDLError(call: "SoftwareDisplayListRenderer.render", message: "no pixel buffer") }
        try body(buffer)
    }

    /// Draws `list` into `buffer`, clearing it to the list's background first when `clear`:
    /// one pass of the rasteriser, its bands in parallel.
    /// With `region`, the list draws only inside it (a clip to it): the bands share its rows.
    func pass(_ list: DisplayList, into buffer: PixelBuffer, clear: Bool, region: PixelRect? = nil) throws(SDLError) {
        let cache = textCache
        let pixels = region.map { $0.width * $0.height } ?? buffer.width * buffer.height
        rasterizer.bands = pixels >= largeAreaPixels ? largeAreaBands : smallAreaBands
        rasterizer.bandRows = region.map { $0.y0..<$0.y1 }
        defer { rasterizer.bandRows = nil }
        try rasterizer.render(list, into: buffer, clear: clear) { run throws(SDLError) in try cache.image(of: run) }
    }
}
