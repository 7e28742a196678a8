import CSDL2
import WheelRendering

/// An owned `SDL_Renderer`, drawing in **pixel space** (origin top-left, y down).
///
/// It keeps its target (window or surface) alive; textures keep their renderer alive.
public final class Renderer {
    /// The `SDL_Renderer*`. Valid for the lifetime of this object.
    public let handle: OpaquePointer
    /// The window drawn into, if any.
    public let window: Window?
    /// The offscreen surface drawn into, for a software renderer made with
    /// ``init(surface:)``.
    public let surface: Surface?
    /// Whether this is SDL's software renderer.
    public let isSoftware: Bool
    /// Target pixels per output pixel along each axis (1, or the factor of a supersampled
    /// offscreen renderer). ``DisplayListRenderer`` multiplies its scale by it and
    /// ``Screenshot`` box-filters the target back down by it.
    public let supersampling: Int
    /// The SDL driver's name (`SDL_GetRendererInfo`), e.g. `"opengl"` or `"software"`, and
    /// for an OpenGL driver the GL renderer string after a comma (e.g. `"opengl, llvmpipe
    /// (LLVM 15.0.6, 256 bits)"`, Mesa's software rasteriser).
    public let name: String

    /// A renderer for a window: accelerated (with vsync if asked) when available, else the
    /// software renderer.
    public init(window: Window, vsync: Bool = true) throws(SDLError) {
        var flags = SDL_RENDERER_ACCELERATED.rawValue
        if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        var r = SDL_CreateRenderer(window.handle, -1, flags)
        var software = false
        if r == nil {
            SDL_ClearError()
            r = SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_SOFTWARE.rawValue)
            software = true
        }
        guard let r else { throw SDLError.capture("SDL_CreateRenderer") }
        var info = SDL_RendererInfo()
        var driver = "unknown"
        if SDL_GetRendererInfo(r, &info) == 0 {
            software = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
            if let n = info.name { driver = String(cString: n) }
        }
        if driver.hasPrefix("opengl"), let gl = Self.glRendererString() { driver += ", " + gl }
        name = driver
        handle = r
        self.window = window
        surface = nil
        isSoftware = software
        supersampling = 1
        try? setBlendMode()
    }

    /// A renderer that shows frames drawn on the CPU: SDL's software renderer on the window's
    /// own framebuffer (``targetSurface``), presented with `SDL_UpdateWindowSurface`.
    ///
    /// The framebuffer is the display server's shared-memory image (X11: MIT-SHM), not SDL's
    /// default "texture framebuffer", which on a machine without a GPU would upload every frame
    /// through the software OpenGL it is meant to avoid: `SDL_HINT_FRAMEBUFFER_ACCELERATION` is
    /// set to 0 before the surface is made. Frames are drawn into ``targetSurface`` (by
    /// ``SoftwareDisplayListRenderer``) and shown by ``present()``.
    /// `instead` names the GPU renderer this one replaces, for ``name``.
    public init(framebufferOf window: Window, instead: String? = nil) throws(SDLError) {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard let r = SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw SDLError.capture("SDL_CreateRenderer(software, window framebuffer)")
        }
        handle = r
        self.window = window
        surface = nil
        isSoftware = true
        supersampling = 1
        isWindowFramebuffer = true
        name = "window framebuffer" + (instead.map { " (instead of \($0))" } ?? "")
        try? setBlendMode()
    }

    /// Whether this renderer shows the window's framebuffer (``init(framebufferOf:)``).
    public private(set) var isWindowFramebuffer = false

    /// The pixels frames are drawn into on the CPU: the offscreen ``surface``, or the window's
    /// framebuffer surface for ``init(framebufferOf:)`` (remade by SDL when the window is
    /// resized: fetch it for every frame). Nil for a GPU renderer.
    public var targetSurface: UnsafeMutablePointer<SDL_Surface>? {
        if let surface { return surface.pointer }
        if isWindowFramebuffer, let window { return SDL_GetWindowSurface(window.handle) }
        return nil
    }

    /// Whether OpenGL renders in software here: the driver's renderer string names one of
    /// Mesa's CPU rasterisers (llvmpipe, softpipe, swrast) or SDL found no accelerated renderer.
    public var isSoftwareRasterizer: Bool {
        if isSoftware { return true }
        return Self.namesSoftwareRasterizer(name)
    }

    /// Whether a renderer name (see ``name``) names a CPU rasteriser behind OpenGL.
    public static func namesSoftwareRasterizer(_ name: String) -> Bool {
        let n = name.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer", "lavapipe"].contains { n.contains($0) }
    }

    /// A software renderer drawing into `surface` (headless: needs no display server).
    /// `supersampling` declares that the surface is that many times larger than the image
    /// it stands for (see ``offscreen(width:height:supersampling:)``).
    public init(surface: Surface, supersampling: Int = 1) throws(SDLError) {
        guard let r = SDL_CreateSoftwareRenderer(surface.pointer) else {
            throw SDLError.capture("SDL_CreateSoftwareRenderer")
        }
        handle = r
        name = "software"
        window = nil
        self.surface = surface
        isSoftware = true
        self.supersampling = max(1, supersampling)
        try? setBlendMode()
    }

    /// A headless software renderer for a `width × height` pixel image.
    ///
    /// SDL's software renderer snaps triangle vertices to whole pixels, which defeats the
    /// tessellator's sub-pixel alpha fringe. So by default the target surface is
    /// `supersampling` (2) times larger on each axis and ``Screenshot/capture(_:)``
    /// box-filters it down: edges get real coverage anti-aliasing. Pass 1 for a plain
    /// surface.
    public static func offscreen(width: Int, height: Int, supersampling: Int = 2) throws(SDLError)
        -> Renderer
    {
        let k = min(8, max(1, supersampling))
        return try Renderer(
            surface: Surface(width: max(1, width) * k, height: max(1, height) * k), supersampling: k)
    }

    /// `glGetString(GL_RENDERER)` of the current OpenGL context (the renderer's, just made).
    private static func glRendererString() -> String? {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard let f = SDL_GL_GetProcAddress("glGetString") else { return nil }
        let glRenderer: UInt32 = 0x1F01
        return unsafeBitCast(f, to: GetString.self)(glRenderer).map { String(cString: $0) }
    }

    deinit { SDL_DestroyRenderer(handle) }

    /// Size of the render target, in pixels.
    public var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        if SDL_GetRendererOutputSize(handle, &w, &h) != 0 {
            SDL_ClearError()
            if let surface { return (surface.width, surface.height) }
        }
        return (Int(w), Int(h))
    }

    /// Size of the image the target stands for, in pixels: ``outputSize`` ÷
    /// ``supersampling``.
    public var imageSize: (width: Int, height: Int) {
        let o = outputSize
        return (o.width / supersampling, o.height / supersampling)
    }

    /// Sets alpha blending for subsequent primitive drawing.
    public func setBlendMode() throws(SDLError) {
        try check(SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
    }

    /// Fills the whole target with `color` (ignores the clip rectangle).
    public func clear(_ color: Color) throws(SDLError) {
        try check(SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a), "SDL_SetRenderDrawColor")
        try check(SDL_RenderClear(handle), "SDL_RenderClear")
    }

    /// Sets the clip rectangle, in pixels; nil disables clipping.
    public func setClip(_ rect: SDL_Rect?) throws(SDLError) {
        if var r = rect {
            try check(SDL_RenderSetClipRect(handle, &r), "SDL_RenderSetClipRect")
        } else {
            try check(SDL_RenderSetClipRect(handle, nil), "SDL_RenderSetClipRect(nil)")
        }
    }

    /// The current clip rectangle in pixels, or nil when clipping is off.
    public var clip: SDL_Rect? {
        guard SDL_RenderIsClipEnabled(handle) == SDL_TRUE else { return nil }
        var r = SDL_Rect()
        SDL_RenderGetClipRect(handle, &r)
        return r
    }

    /// Shows the frame (windows only; a no-op for an offscreen surface).
    public func present() {
        SDL_RenderPresent(handle)
    }

    /// Shows only `rects` (pixels) of a window framebuffer's frame, the rest of the window
    /// keeping what it shows (`SDL_UpdateWindowSurfaceRects`: on X11 one shared-memory put per
    /// rectangle); nothing when `rects` is empty. Any other renderer presents the whole frame.
    public func present(_ rects: [SDL_Rect]) {
        guard isWindowFramebuffer, let window else { return present() }
        guard !rects.isEmpty else { return }
        let ok = rects.withUnsafeBufferPointer { SDL_UpdateWindowSurfaceRects(window.handle, $0.baseAddress, Int32($0.count)) }
        if ok != 0 {
            SDL_ClearError()
            present()
        }
    }
}
