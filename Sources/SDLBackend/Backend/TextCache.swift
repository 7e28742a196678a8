import CSDL2
import WheelCore

/// Rendered-text textures, reused across frames.
///
/// Text is rendered once with `TTF_RenderUTF8_Blended` in **white** and tinted at draw time
/// with the texture colour and alpha modulation, so colour and opacity changes (fades) never
/// rebuild a texture.
///
/// - Runs with a ``CellKey`` are cached per cell; the cell's texture is rebuilt only when its
///   string or style changes (or the scale does). Cells unused for ``cellLifetime`` frames are
///   dropped by ``endFrame()``.
/// - Runs without a cell go to a least-recently-used cache keyed by (string, style), holding
///   at most ``lruCapacity`` textures.
///
/// Fonts are opened at `size × scale` pixels so text is crisp on hi-DPI targets; positions
/// are in view-space points and converted with `scale`, then snapped to whole pixels.
public final class TextCache {
    /// The renderer textures are made for.
    public let renderer: Renderer
    /// The fonts.
    public let fonts: FontSet
    /// Pixels per point. Changing it drops every cached texture.
    public var scale: Double {
        didSet {
            if scale != oldValue { removeAll() }
        }
    }
    /// Most textures kept for runs without a cell.
    public var lruCapacity: Int {
        get { runs.lruCapacity }
        set { runs.lruCapacity = newValue }
    }
    /// Frames a cell may go unused before ``endFrame()`` drops its texture.
    public var cellLifetime: Int {
        get { runs.cellLifetime }
        set { runs.cellLifetime = newValue }
    }

    /// Textures created since the cache was made (for tests and diagnostics).
    public var texturesCreated: Int { runs.created }
    /// Draws served by an existing texture.
    public var cacheHits: Int { runs.hits }

    private var runs = TextRunCache<Texture>()

    /// Creates an empty cache.
    public init(renderer: Renderer, fonts: FontSet, scale: Double = 1) {
        self.renderer = renderer
        self.fonts = fonts
        self.scale = scale
    }

    /// The effective scale (non-finite or non-positive values act as 1).
    var pixelScale: Double { scale.isFinite && scale > 0 ? scale : 1 }

    /// Number of cell textures held.
    public var cellCount: Int { runs.cellCount }
    /// Number of cell-less textures held.
    public var lruCount: Int { runs.lruCount }

    /// Drops every texture.
    public func removeAll() { runs.removeAll() }

    /// Marks the end of a frame and drops cell textures unused for ``cellLifetime`` frames.
    public func endFrame() { runs.endFrame() }

    /// The white texture for `run` (nil for an empty string), made or reused.
    public func texture(for run: TextRun) throws(SDLError) -> Texture? {
        try runs.resource(for: run, make: makeTexture)
    }

    private func makeTexture(_ run: TextRun) throws(SDLError) -> Texture {
        let font = try fonts.font(
            pixelSize: FontSet.pixelSize(for: run.style, scale: pixelScale), weight: run.style.weight)
        let surface = try font.renderBlended(run.string)
        return try Texture(renderer: renderer, surface: surface)
    }

    /// The pixel-space destination of `run` drawn with `texture`: the text box (texture size
    /// ÷ scale, in points) placed by the run's anchor, scaled to pixels, origin snapped to
    /// whole pixels.
    public func destination(of run: TextRun, texture: Texture) -> SDL_FRect {
        let o = TextRunCache<Texture>.pixelOrigin(
            of: run, width: texture.width, height: texture.height, scale: pixelScale)
        return SDL_FRect(x: Float(o.x), y: Float(o.y), w: Float(texture.width), h: Float(texture.height))
    }

    /// Draws `run` tinted with its colour. Empty strings, transparent colours and non-finite
    /// positions draw nothing.
    public func draw(_ run: TextRun) throws(SDLError) {
        guard run.color.a > 0, run.position.isFinite, let t = try texture(for: run) else { return }
        var dst = destination(of: run, texture: t)
        try check(SDL_SetTextureColorMod(t.handle, run.color.r, run.color.g, run.color.b), "SDL_SetTextureColorMod")
        try check(SDL_SetTextureAlphaMod(t.handle, run.color.a), "SDL_SetTextureAlphaMod")
        try check(SDL_RenderCopyF(renderer.handle, t.handle, nil, &dst), "SDL_RenderCopyF")
    }
}
