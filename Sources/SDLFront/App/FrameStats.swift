import Foundation

/// Per-frame timings for `--stats`, in milliseconds of a monotonic clock, summarised as JSON
/// at exit: the frame count and, for each part of a frame (input events, layout, rendering and
/// the whole frame), the median, the 95th percentile (nearest rank) and the maximum; in a
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
        /// The whole frame: the three above and the loop's own bookkeeping.
        case total

        /// The JSON key of this part.
        var key: String {
            switch self {
            case .events: return "events_ms"
            case .layout: return "layout_ms"
            case .render: return "render_ms"
            case .total: return "total_ms"
            }
        }
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

    /// The JSON summary (one line).
    func json() -> String {
        var parts = ["\"frames\": \(frames)"]
        for part in Part.allCases {
            let s = Self.summary(samples[part.rawValue])
            parts.append(
                "\"\(part.key)\": {\"median\": \(Self.format(s.median)), \"p95\": \(Self.format(s.p95)), \"max\": \(Self.format(s.max))}")
        }
        if !intervals.isEmpty {
            let s = Self.summary(intervals)
            parts.append(
                "\"interval_ms\": {\"median\": \(Self.format(s.median)), \"p95\": \(Self.format(s.p95)), \"max\": \(Self.format(s.max))}")
        }
        parts.append("\"skipped_frames\": \(skipped)")
        if !partialShares.isEmpty {
            let s = Self.summary(partialShares)
            parts.append(
                "\"partial_frames\": {\"count\": \(partialShares.count), \"share_median\": \(Self.format(s.median)), \"share_p95\": \(Self.format(s.p95))}")
        }
        if let rendererName { parts.append("\"renderer\": \(JSON.string(rendererName))") }
        return "{" + parts.joined(separator: ", ") + "}"
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

    /// A millisecond figure with microsecond resolution.
    static func format(_ ms: Double) -> String {
        String(format: "%.3f", ms.isFinite ? ms : 0)
    }
}
