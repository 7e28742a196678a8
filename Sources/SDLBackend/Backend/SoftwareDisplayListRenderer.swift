import CSDL2
import WheelCore
import WheelRaster

/// Draws a WheelCore ``DisplayList`` (view space, points) into the offscreen surface of a
/// headless ``Renderer`` (pixel space) with WheelRaster's software rasteriser, without
/// going through `SDL_RenderGeometry`.
///
/// Shapes are drawn by a ``DisplayListRasterizer`` straight into the locked surface's pixels,
/// with sub-pixel precision and a 1-pixel coverage ramp at every edge (wedges, ring strokes
/// and lines row by row, everything else tessellated), so no supersampling is needed.
/// Text runs are drawn in order, in the same pass and into the same locked pixels: each
/// run's coverage mask (from a ``TextMaskCache``, looked up before drawing starts) is tinted
/// with the run's colour and blended by WheelRaster inside the clip in force, visiting only
/// covered pixels (no SDL blit, no unlock/lock per run). With ``bands`` above 1, horizontal
/// bands of the surface are drawn at the same time. Screenshots work unchanged:
/// ``Screenshot`` reads the same surface (and box-filters it if the renderer is
/// supersampled).
public final class SoftwareDisplayListRenderer {
    /// The headless renderer whose surface is drawn into (never drawn with SDL itself).
    public let renderer: Renderer
    /// The target surface (the renderer's).
    public let surface: Surface
    /// Text coverage masks.
    public let textCache: TextMaskCache
    /// Pixels per point (1 headless); multiplied by the renderer's supersampling.
    public var scale: Double {
        didSet {
            textCache.scale = targetScale
            rasterizer.scale = targetScale
        }
    }
    /// Horizontal bands of each frame drawn in parallel by the system's worker threads
    /// (1 ... ``DisplayListRasterizer/maxBands``; default 1: on the calling thread only); the
    /// text masks are made on the calling thread first.
    public var bands: Int {
        get { rasterizer.bands }
        set { rasterizer.bands = newValue }
    }

    /// Triangles drawn by the last ``render(_:)``.
    public var lastTriangleCount: Int { rasterizer.lastTriangleCount }

    private var rasterizer: DisplayListRasterizer

    /// Creates a renderer for the offscreen `renderer` (see ``Renderer/offscreen(width:height:supersampling:)``);
    /// throws if it has no surface or the surface is not 32-bit ARGB/ABGR.
    public init(renderer: Renderer, fonts: FontSet, scale: Double = 1) throws(SDLError) {
        guard let surface = renderer.surface else {
            throw SDLError(call: "SoftwareDisplayListRenderer", message: "the renderer has no offscreen surface")
        }
        guard Self.layout(of: surface) != nil else {
            throw SDLError(call: "SoftwareDisplayListRenderer", message: "the surface is not ARGB8888 or ABGR8888")
        }
        self.renderer = renderer
        self.surface = surface
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

    /// The rasteriser's channel layout for a surface's pixel format, if supported.
    static func layout(of surface: Surface) -> PixelLayout? {
        switch surface.format {
        case SDL_PIXELFORMAT_ARGB8888.rawValue: .argb8888
        case SDL_PIXELFORMAT_ABGR8888.rawValue: .abgr8888
        default: nil
        }
    }

    /// Clears the surface to `list.background` and draws every command.
    public func render(_ list: DisplayList) throws(SDLError) {
        defer { textCache.endFrame() }
        let target = surface.pointer
        let mustLock = (target.pointee.flags & UInt32(SDL_RLEACCEL)) != 0
        if mustLock { try check(SDL_LockSurface(target), "SDL_LockSurface") }
        defer { if mustLock { SDL_UnlockSurface(target) } }
        guard let pixels = target.pointee.pixels, let layout = Self.layout(of: surface),
            let buffer = PixelBuffer(
                pixels: pixels, width: Int(target.pointee.w), height: Int(target.pointee.h),
                pitch: Int(target.pointee.pitch), layout: layout)
        else { throw SDLError(call: "SoftwareDisplayListRenderer.render", message: "no pixel buffer") }
        let cache = textCache
        try rasterizer.render(list, into: buffer) { run throws(SDLError) in try cache.image(of: run) }
    }
}
