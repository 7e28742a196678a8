import CSDL2
import WheelCore
import WheelRaster

/// Rendered-text **coverage masks** (main memory, pixel space) for the software path, reused
/// across frames: the WheelRaster counterpart of ``TextCache``, with the same policy
/// (``TextRunCache``).
///
/// Text is rendered once with `TTF_RenderUTF8_Blended` in white; its alpha channel becomes an
/// ``AlphaMask`` and the surface is dropped. Drawing tints the mask with the run's colour and
/// blends it straight into a ``PixelBuffer`` (``PixelBuffer/blend(_:color:x:y:clip:)``), so
/// colour changes never rebuild it and no SDL blit is involved. Runs with a ``CellKey`` are
/// cached per cell and rebuilt only when the cell's string or style changes; cells unused for
/// ``cellLifetime`` frames are dropped by ``endFrame()``. Runs without a cell go to a
/// least-recently-used cache of at most ``lruCapacity``.
public final class TextMaskCache {
    /// The fonts.
    public let fonts: FontSet
    /// Pixels per point. Changing it drops every cached mask.
    public var scale: Double {
        didSet { if scale != oldValue { removeAll() } }
    }
    /// Most masks kept for runs without a cell.
    public var lruCapacity: Int {
        get { runs.lruCapacity }
        set { runs.lruCapacity = newValue }
    }
    /// Frames a cell may go unused before ``endFrame()`` drops its mask.
    public var cellLifetime: Int {
        get { runs.cellLifetime }
        set { runs.cellLifetime = newValue }
    }
    /// Masks rendered since the cache was made (for tests and diagnostics).
    public var masksCreated: Int { runs.created }
    /// Draws served by an existing mask.
    public var cacheHits: Int { runs.hits }

    private var runs = TextRunCache<AlphaMask>()

    /// Creates an empty cache.
    public init(fonts: FontSet, scale: Double = 1) {
        self.fonts = fonts
        self.scale = scale
    }

    /// The effective scale (non-finite or non-positive values act as 1).
    var pixelScale: Double { scale.isFinite && scale > 0 ? scale : 1 }

    /// Number of cell masks held.
    public var cellCount: Int { runs.cellCount }
    /// Number of cell-less masks held.
    public var lruCount: Int { runs.lruCount }

    /// Drops every mask.
    public func removeAll() { runs.removeAll() }

    /// Marks the end of a frame; every 60 frames, drops cells unused for ``cellLifetime``.
    public func endFrame() { runs.endFrame() }

    /// The coverage mask of `run` (nil for an empty string), made or reused.
    public func mask(for run: TextRun) throws(SDLError) -> AlphaMask? {
        try runs.resource(for: run, make: make)
    }

    private func make(_ run: TextRun) throws(SDLError) -> AlphaMask {
        let font = try fonts.font(
            pixelSize: FontSet.pixelSize(for: run.style, scale: pixelScale), weight: run.style.weight)
        let surface = try font.renderBlended(run.string)
        guard let mask = AlphaMask(alphaOf: surface) else {
            throw SDLError(call: "TextMaskCache", message: "cannot read the rendered text of \"\(run.string)\"")
        }
        return mask
    }

    /// Where the top-left pixel of `run` drawn with a `width × height` pixel mask lands, pixel
    /// space: the text box (size ÷ scale, points) placed by the run's anchor, snapped to whole
    /// pixels (as ``TextCache/destination(of:texture:)``). Nil when the position is not finite
    /// or lies beyond ±10^9 pixels.
    public func origin(of run: TextRun, width: Int, height: Int) -> (x: Int, y: Int)? {
        let (x, y) = TextRunCache<AlphaMask>.pixelOrigin(of: run, width: width, height: height, scale: pixelScale)
        let lim = 1.0e9
        guard x.isFinite, y.isFinite, abs(x) < lim, abs(y) < lim else { return nil }
        return (Int(x), Int(y))
    }

    /// Blends `run`, tinted with its colour, into `buffer` inside `clip` (pixel space).
    /// Empty strings, transparent colours and non-finite positions draw nothing.
    public func draw(_ run: TextRun, into buffer: PixelBuffer, clip: PixelRect) throws(SDLError) {
        guard run.color.a > 0, run.position.isFinite, let mask = try mask(for: run),
            let o = origin(of: run, width: mask.width, height: mask.height)
        else { return }
        buffer.blend(mask, color: run.color, x: o.x, y: o.y, clip: clip)
    }
}
