import Foundation
import SDLBackend

/// Per-frame timings for `--stats`, in milliseconds of a monotonic clock, summarised as JSON
/// at exit: the frame count and, for each part of a frame (input events, layout, rendering, the
/// accessibility tree's publication and the whole frame), the median, the 95th percentile (nearest rank) and the maximum; in a
/// window also the interval between consecutive presents (`interval_ms`, what a user sees as
/// the frame rate), the frames not drawn because nothing changed (`skipped_frames`) and the
/// renderer's name.
struct FrameStats {
    /// The parts of a frame that are timed.
    enum Part: Int, CaseIterable {
        /// Delivering input (script events or SDL events) to the scene.
        case events
        /// `scene.advance` plus building the display list.
        case layout
        /// Drawing the display list (`DisplayListRenderer.render`) and presenting.
        case render
        /// Building the semantics tree and publishing it on AT-SPI (nothing without the bridge;
        /// answering clients' requests counts in `events`).
        case publish
        /// The whole frame: the four above and the loop's own bookkeeping.
        case total
    }

    /// Milliseconds per part, one entry per frame (capacity reserved up front).
    private var samples: [[Double]] = Array(repeating: [], count: Part.allCases.count)
    /// The parts measured in the frame being built.
    private var current = [Double](repeating: 0, count: Part.allCases.count)
    /// Milliseconds between consecutive presents.
    private var intervals: [Double] = []
    /// When the last frame was presented (monotonic nanoseconds), if one was.
    private var lastPresent: UInt64?
    /// Frames whose drawing was skipped because they showed what is on screen already.
    private(set) var skipped = 0
    /// Whether the frame being built was skipped.
    private var skippedNow = false
    /// For each frame drawn only where it changed (a window framebuffer's partial frame), the
    /// share of the window's pixels drawn and presented.
    private var partialShares: [Double] = []
    /// The renderer's name (`SDL_GetRendererInfo`), printed with the summary when set.
    var rendererName: String?

    /// The monotonic clock, nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Creates the collector, reserving room for `expectedFrames` frames.
    init(expectedFrames: Int = 0) {
        let n = max(0, min(expectedFrames, 1_000_000))
        for i in samples.indices { samples[i].reserveCapacity(n) }
    }

    /// Adds the time since `start` (from ``now()``) to `part` of the current frame.
    mutating func add(_ part: Part, since start: UInt64) {
        let end = Self.now()
        current[part.rawValue] += end >= start ? Double(end - start) / 1e6 : 0
    }

    /// Records that a frame was presented now.
    mutating func presented() {
        let now = Self.now()
        if let last = lastPresent, now >= last { intervals.append(Double(now - last) / 1e6) }
        lastPresent = now
    }

    /// Records a frame that was not drawn because it showed what is on screen already: it
    /// counts in `skipped_frames`, not in the render times (which are those of drawn frames).
    mutating func skippedFrame() {
        skipped += 1
        skippedNow = true
    }

    /// Records a frame drawn and presented only in rectangles covering `share` (0...1) of the
    /// window's pixels.
    mutating func partialFrame(share: Double) { partialShares.append(share) }

    /// Ends the current frame, which took `total` since `start`.
    mutating func endFrame(since start: UInt64) {
        add(.total, since: start)
        for i in current.indices {
            if !(skippedNow && i == Part.render.rawValue) { samples[i].append(current[i]) }
            current[i] = 0
        }
        skippedNow = false
    }

    /// The number of frames recorded (drawn or skipped).
    var frames: Int { samples[Part.total.rawValue].count }

    /// The summary printed at exit (``JSONOutput``).
    func summary() -> Summary {
        func part(_ values: [Double]) -> Summary.Part {
            let s = Self.summary(values)
            return Summary.Part(median: Self.rounded(s.median), p95: Self.rounded(s.p95), max: Self.rounded(s.max))
        }
        var partials: Summary.PartialFrames?
        if !partialShares.isEmpty {
            let s = Self.summary(partialShares)
            partials = Summary.PartialFrames(count: partialShares.count, shareMedian: Self.rounded(s.median), shareP95: Self.rounded(s.p95))
        }
        return Summary(
            frames: frames, events: part(samples[Part.events.rawValue]), layout: part(samples[Part.layout.rawValue]),
            render: part(samples[Part.render.rawValue]), publish: part(samples[Part.publish.rawValue]),
            total: part(samples[Part.total.rawValue]),
            intervals: intervals.isEmpty ? nil : part(intervals), skippedFrames: skipped, partialFrames: partials,
            renderer: rendererName)
    }

    /// What `--stats` prints: the frame count and, per part of a frame, milliseconds with
    /// microsecond resolution.
    struct Summary: Encodable {
        /// Median, 95th percentile and maximum.
        struct Part: Encodable {
            var median: Double
            var p95: Double
            var max: Double
        }

        /// The frames drawn only where they changed, and the share of the window's pixels drawn.
        struct PartialFrames: Encodable {
            var count: Int
            var shareMedian: Double
            var shareP95: Double

            enum CodingKeys: String, CodingKey { case count, shareMedian = "share_median", shareP95 = "share_p95" }
        }

        var frames: Int
        var events: Part
        var layout: Part
        var render: Part
        var publish: Part
        var total: Part
        /// Between consecutive presents, in a window.
        var intervals: Part?
        var skippedFrames: Int
        var partialFrames: PartialFrames?
        var renderer: String?
        /// The window's text cache, set by the app.
        var textCache: TextCacheSummary?

        enum CodingKeys: String, CodingKey {
            case frames, events = "events_ms", layout = "layout_ms", render = "render_ms", publish = "publish_ms"
            case total = "total_ms"
            case intervals = "interval_ms", skippedFrames = "skipped_frames", partialFrames = "partial_frames", renderer
            case textCache = "text_cache"
        }
    }

    /// A text cache's cells, its least-recently-used list and its capacity, and the resources
    /// (textures, coverage masks) it created.
    struct TextCacheSummary: Encodable {
        var cells: Int
        var lru: Int
        var lruCapacity: Int
        var created: Int

        init<R>(_ cache: RenderedTextCache<R>) {
            cells = cache.cellCount
            lru = cache.lruCount
            lruCapacity = cache.lruCapacity
            created = cache.resourcesCreated
        }

        enum CodingKeys: String, CodingKey { case cells, lru, lruCapacity = "lru_capacity", created }
    }

    /// Median, 95th percentile (nearest rank) and maximum; zeros when empty.
    static func summary(_ values: [Double]) -> (median: Double, p95: Double, max: Double) {
        let v = values.filter { $0.isFinite }.sorted()
        guard !v.isEmpty else { return (0, 0, 0) }
        let n = v.count
        let median = n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2
        let rank = Int((0.95 * Double(n)).rounded(.up))
        let p95 = v[min(n, max(1, rank)) - 1]
        return (median, p95, v[n - 1])
    }

    /// A figure rounded to three decimals (milliseconds: to the microsecond); 0 if not finite.
    static func rounded(_ value: Double) -> Double {
        value.isFinite ? (value * 1000).rounded() / 1000 : 0
    }
}
