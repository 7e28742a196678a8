import WheelRendering


/// The caching policy behind ``RenderedTextCache`` (``TextCache``: textures,
/// ``TextMaskCache``: coverage masks): a rendered resource per text run, reused across frames.
///
/// - Runs with a ``ReuseKey`` are cached per slot; the entry is rebuilt only when the cell's
///   string or style changes. Cells unused for ``cellLifetime`` frames are dropped by
///   ``endFrame()`` (checked every 60 frames).
/// - Runs without a cell go to a least-recently-used cache keyed by (string, style), holding at
///   most ``lruCapacity`` entries.
struct TextRunCache<Resource> {
    /// Most entries kept for runs without a cell.
    var lruCapacity = 128
    /// Frames a cell may go unused before ``endFrame()`` drops its entry.
    var cellLifetime = 600
    /// Resources made since the cache was created.
    private(set) var created = 0
    /// Lookups served by an existing resource.
    private(set) var hits = 0

    private struct Entry {
        var string: String
        var style: TextStyle
        var resource: Resource
        var lastUsed: Int
    }

    private struct LRUKey: Hashable {
        var string: String
        var style: TextStyle
    }

    private var cells: [ReuseKey: Entry] = [:]
    private var lru: [LRUKey: Entry] = [:]
    private var frame = 0

    /// Number of cell entries held.
    var cellCount: Int { cells.count }
    /// Number of cell-less entries held.
    var lruCount: Int { lru.count }

    /// Drops every entry.
    mutating func removeAll() {
        cells.removeAll()
        lru.removeAll()
    }

    /// Marks the end of a frame; every 60 frames, drops cells unused for ``cellLifetime``.
    mutating func endFrame() {
        frame += 1
        if frame % 60 == 0 {
            let limit = frame - cellLifetime
            cells = cells.filter { $0.value.lastUsed >= limit }
        }
    }

    /// The resource for `run` (nil for an empty string): reused, or made with `make`.
    mutating func resource(
        for run: TextRun, make: (TextRun) throws(SDLError) -> Resource
    ) throws(SDLError) -> Resource? {
        guard !run.string.isEmpty else { return nil }
        // Hits update the entry in place through its index: one hash per lookup.
        if let cell = run.reuseKey {
            if let i = cells.index(forKey: cell), cells.values[i].string == run.string,
                cells.values[i].style == run.style
            {
                hits += 1
                cells.values[i].lastUsed = frame
                return cells.values[i].resource
            }
            // The cell's text changed: its old resource goes to the least-recently-used
            // entries (a slider's value label that comes back to a value finds it there), and
            // the new text may be there already.
            // (Taken out of those: the cell holds it now.)
            let r: Resource
            if let found = lru.removeValue(forKey: LRUKey(string: run.string, style: run.style)) {
                hits += 1
                r = found.resource
            } else {
                r = try make(run)
                created += 1
            }
            if let old = cells[cell] { remember(old) }
            cells[cell] = Entry(string: run.string, style: run.style, resource: r, lastUsed: frame)
            return r
        }
        let key = LRUKey(string: run.string, style: run.style)
        if let i = lru.index(forKey: key) {
            hits += 1
            lru.values[i].lastUsed = frame
            return lru.values[i].resource
        }
        let r = try make(run)
        created += 1
        remember(Entry(string: run.string, style: run.style, resource: r, lastUsed: frame))
        return r
    }

    /// Keeps `entry` among the least-recently-used ones. When they are full, the oldest
    /// quarter is dropped at once (one pass over them, not one per entry: a fling changes tens
    /// of cells a frame, each of which lands here).
    private mutating func remember(_ entry: Entry) {
        let key = LRUKey(string: entry.string, style: entry.style)
        let capacity = max(1, lruCapacity)
        if lru[key] == nil, lru.count >= capacity {
            let drop = max(1, capacity / 4)
            let oldest = lru.map { ($0.value.lastUsed, $0.key) }.sorted { $0.0 < $1.0 }.prefix(drop)
            for (_, k) in oldest { lru.removeValue(forKey: k) }
        }
        lru[key] = entry
    }

    /// The pixel-space top-left corner of `run` rendered as a `width × height` pixel image at
    /// `scale` pixels per point: the text box (size ÷ scale, points) placed by the run's anchor,
    /// snapped to whole pixels.
    static func pixelOrigin(of run: TextRun, width: Int, height: Int, scale: Double) -> (x: Double, y: Double) {
        let size = Size(width: Double(width) / scale, height: Double(height) / scale)
        let origin = run.anchor.origin(of: size, at: run.position)
        return ((origin.x * scale).rounded(), (origin.y * scale).rounded())
    }
}
