import CSDL2
import WheelCore

/// Rendered-text **surfaces** (main memory, pixel space) for the software path, reused
/// across frames: the surface counterpart of ``TextCache``, with the same policy.
///
/// Text is rendered once with `TTF_RenderUTF8_Blended` in white and tinted at blit time
/// with the surface's colour and alpha modulation, so colour changes never rebuild it.
/// Runs with a ``CellKey`` are cached per cell and rebuilt only when the cell's string or
/// style changes; cells unused for ``cellLifetime`` frames are dropped by ``endFrame()``.
/// Runs without a cell go to a least-recently-used cache of at most ``lruCapacity``.
public final class TextSurfaceCache {
    /// The fonts.
    public let fonts: FontSet
    /// Pixels per point. Changing it drops every cached surface.
    public var scale: Double {
        didSet { if scale != oldValue { removeAll() } }
    }
    /// Most surfaces kept for runs without a cell.
    public var lruCapacity: Int {
        get { runs.lruCapacity }
        set { runs.lruCapacity = newValue }
    }
    /// Frames a cell may go unused before ``endFrame()`` drops its surface.
    public var cellLifetime: Int {
        get { runs.cellLifetime }
        set { runs.cellLifetime = newValue }
    }
    /// Surfaces rendered since the cache was made (for tests and diagnostics).
    public var surfacesCreated: Int { runs.created }
    /// Blits served by an existing surface.
    public var cacheHits: Int { runs.hits }

    private var runs = TextRunCache<Surface>()

    /// Creates an empty cache.
    public init(fonts: FontSet, scale: Double = 1) {
        self.fonts = fonts
        self.scale = scale
    }

    /// The effective scale (non-finite or non-positive values act as 1).
    var pixelScale: Double { scale.isFinite && scale > 0 ? scale : 1 }

    /// Number of cell surfaces held.
    public var cellCount: Int { runs.cellCount }
    /// Number of cell-less surfaces held.
    public var lruCount: Int { runs.lruCount }

    /// Drops every surface.
    public func removeAll() { runs.removeAll() }

    /// Marks the end of a frame; every 60 frames, drops cells unused for ``cellLifetime``.
    public func endFrame() { runs.endFrame() }

    /// The white surface for `run` (nil for an empty string), made or reused.
    public func surface(for run: TextRun) throws(SDLError) -> Surface? {
        try runs.resource(for: run, make: make)
    }

    private func make(_ run: TextRun) throws(SDLError) -> Surface {
        let font = try fonts.font(
            pixelSize: FontSet.pixelSize(for: run.style, scale: pixelScale), weight: run.style.weight)
        let s = try font.renderBlended(run.string)
        try check(SDL_SetSurfaceBlendMode(s.pointer, SDL_BLENDMODE_BLEND), "SDL_SetSurfaceBlendMode")
        return s
    }

    /// Where `run` drawn with a `width × height` pixel surface lands, pixel space: the text
    /// box (size ÷ scale, points) placed by the run's anchor, origin snapped to whole pixels
    /// (as ``TextCache/destination(of:texture:)``). Nil when the position is not finite.
    public func destination(of run: TextRun, width: Int, height: Int) -> SDL_Rect? {
        let (x, y) = TextRunCache<Surface>.pixelOrigin(of: run, width: width, height: height, scale: pixelScale)
        let lim = 1.0e9
        guard x.isFinite, y.isFinite, abs(x) < lim, abs(y) < lim else { return nil }
        return SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(clamping: width), h: Int32(clamping: height))
    }

    /// Blits `run`, tinted with its colour, onto `target` inside `clip` (pixel space).
    /// Empty strings, transparent colours and non-finite positions draw nothing.
    public func draw(_ run: TextRun, onto target: Surface, clip: SDL_Rect) throws(SDLError) {
        guard run.color.a > 0, run.position.isFinite, let s = try surface(for: run),
            var dst = destination(of: run, width: s.width, height: s.height)
        else { return }
        try check(SDL_SetSurfaceColorMod(s.pointer, run.color.r, run.color.g, run.color.b), "SDL_SetSurfaceColorMod")
        try check(SDL_SetSurfaceAlphaMod(s.pointer, run.color.a), "SDL_SetSurfaceAlphaMod")
        var c = clip
        _ = SDL_SetClipRect(target.pointer, &c)
        defer { SDL_SetClipRect(target.pointer, nil) }
        try check(SDL_UpperBlit(s.pointer, nil, target.pointer, &dst), "SDL_BlitSurface")
    }
}
