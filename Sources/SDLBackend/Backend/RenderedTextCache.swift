import WheelRendering


/// A per-run cache of rendered text (`Resource`: a texture, a coverage mask), reused across
/// frames: the public face of the ``TextRunCache`` policy shared by ``TextCache`` and
/// ``TextMaskCache``.
///
/// Each resource is made once from the run's font at ``pixelScale`` (``FontSet/pixelSize(for:scale:)``)
/// by the subclass's `render` function, which renders in **white**: colour and opacity are
/// applied at draw time, so fades never rebuild anything.
///
/// - Runs with a ``ReuseKey`` are cached per slot; the entry is rebuilt only when the cell's
///   string or style changes (or the scale does). Cells unused for ``cellLifetime`` frames
///   are dropped by ``endFrame()``.
/// - Runs without a cell go to a least-recently-used cache keyed by (string, style), holding
///   at most ``lruCapacity`` entries.
public class RenderedTextCache<Resource> {
    /// Makes the resource of a string with the face opened at the right pixel size.
    typealias Render = (_ face: TextFace, _ string: String) throws(SDLError) -> Resource

    /// The fonts.
    public let fonts: FontSet
    /// Pixels per point. Changing it drops every cached resource.
    public var scale: Double {
        didSet { if scale != oldValue { removeAll() } }
    }
    /// Most resources kept for runs without a cell.
    public var lruCapacity: Int {
        get { runs.lruCapacity }
        set { runs.lruCapacity = newValue }
    }
    /// Frames a cell may go unused before ``endFrame()`` drops its resource.
    public var cellLifetime: Int {
        get { runs.cellLifetime }
        set { runs.cellLifetime = newValue }
    }
    /// Resources rendered since the cache was made (for tests and diagnostics).
    public var resourcesCreated: Int { runs.created }
    /// Lookups served by an existing resource.
    public var cacheHits: Int { runs.hits }
    /// Number of cell resources held.
    public var cellCount: Int { runs.cellCount }
    /// Number of cell-less resources held.
    public var lruCount: Int { runs.lruCount }

    private var runs = TextRunCache<Resource>()
    private let render: Render

    /// Creates an empty cache that makes resources with `render`.
    init(fonts: FontSet, scale: Double, render: @escaping Render) {
        self.fonts = fonts
        self.scale = scale
        self.render = render
    }

    /// The effective scale (non-finite or non-positive values act as 1).
    var pixelScale: Double { scale.isFinite && scale > 0 ? scale : 1 }

    /// Drops every resource.
    public func removeAll() { runs.removeAll() }

    /// Marks the end of a frame; every 60 frames, drops cells unused for ``cellLifetime``.
    public func endFrame() { runs.endFrame() }

    /// The resource for `run` (nil for an empty string), made or reused.
    func resource(for run: TextRun) throws(SDLError) -> Resource? {
        try runs.resource(for: run) { run throws(SDLError) in
            let face = try fonts.face(
                pixelSize: FontSet.pixelSize(for: run.style, scale: pixelScale), bold: run.style.bold)
            return try render(face, run.string)
        }
    }

    /// The pixel-space top-left corner of `run` drawn as a `width × height` pixel image: the
    /// text box (size ÷ scale, points) placed by the run's anchor, snapped to whole pixels.
    func pixelOrigin(of run: TextRun, width: Int, height: Int) -> (x: Double, y: Double) {
        TextRunCache<Resource>.pixelOrigin(of: run, width: width, height: height, scale: pixelScale)
    }
}
