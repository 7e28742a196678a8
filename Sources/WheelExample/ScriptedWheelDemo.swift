import RealModule
import WheelCore
import WheelSVG
import WheelRendering

/// A complete, renderer-free run of the element wheel: a scripted drag and fling fed with
/// its own clock at a fixed frame rate, then the last frame as a display list and as SVG.
///
/// This is the `WheelExample` executable's logic, kept apart from `main.swift` so that tests
/// run exactly the same flow. It is also the shortest complete example of embedding
/// WheelCore: a host owns a `WheelController` made from a configuration and an item source,
/// delivers timestamped `InputEvent`s with `handle(_:)`, moves it to each frame's time with
/// `advance(to:)` (both return `WheelEvent`s), draws each frame with
/// `render(into:style:measurer:)` and changes the items while it runs
/// (``removeFirstElements(_:from:)``).
///
/// Times are seconds on the demo's own clock: frame *k* is at `k / fps` exactly, and the
/// script's events carry their own times (which need not fall on frames).
public struct ScriptedWheelDemo {
    /// The viewport, in points.
    public var viewport: Size
    /// Frames per second of the simulated clock (non-finite or non-positive acts as 60).
    public var fps: Double
    /// Measures text for the layout and the SVG.
    public var measurer: any TextMeasurer
    /// The longest simulated time, in seconds, before the run stops even if the wheel still
    /// moves (it never does with the built-in script).
    public var maximumDuration: Double

    /// The outcome of ``run()``.
    public struct Result {
        /// The item the wheel committed to last (nil only for an empty wheel).
        public var committedItem: Int?
        /// Its label text (an element name).
        public var committedLabel: String?
        /// Every event the wheel reported, in order.
        public var events: [WheelEvent]
        /// The wheel at the end of the run, at rest (for further item changes).
        public var wheel: WheelController
        /// The number of frames drawn.
        public var frameCount: Int
        /// The time of the last frame, seconds.
        public var endTime: Double
        /// The last frame's display list (view space).
        public var displayList: DisplayList
        /// The last frame as an SVG document.
        public var svg: String
    }

    /// Creates a demo of the 118-element wheel in a viewport of `viewport` points.
    public init(
        viewport: Size = Size(width: 800, height: 480), fps: Double = 60,
        measurer: any TextMeasurer = DejaVuSansMetrics(), maximumDuration: Double = 20
    ) {
        self.viewport = viewport
        self.fps = fps
        self.measurer = measurer
        self.maximumDuration = maximumDuration
    }

    private var frameRate: Double { fps.isFinite && fps > 0 ? fps : 60 }

    /// A point on the wheel of `geometry` at screen angle `angle` (radians, clockwise from
    /// 3 o'clock), `fraction` of the way from the inner to the outer radius.
    public static func point(on geometry: WheelGeometry, angle: Double, fraction: Double = 0.7) -> Point {
        let r = geometry.innerRadius + (geometry.outerRadius - geometry.innerRadius) * fraction
        return Point(
            x: geometry.center.x + r * Double.cos(angle), y: geometry.center.y + r * Double.sin(angle))
    }

    /// The scripted gesture for a wheel placed at `geometry`: the mouse goes down at
    /// t = 0.25 s just below the selection (3 o'clock), drags 0.8 rad upwards along the rim
    /// (counter-clockwise, towards later items) in 0.1 s with a sample every 1/120 s, and is
    /// released there while still moving, which flings the wheel.
    public static func script(for geometry: WheelGeometry) -> [InputEvent] {
        let start = 0.25
        let duration = 0.1
        let steps = 12
        let from = 0.4
        let to = -0.4
        var events: [InputEvent] = [
            .pointer(.down, at: point(on: geometry, angle: from), time: start)
        ]
        for k in 1...steps {
            let u = Double(k) / Double(steps)
            let p = point(on: geometry, angle: from + (to - from) * u)
            events.append(.pointer(.move, at: p, time: start + duration * u))
        }
        events.append(.pointer(.up, at: point(on: geometry, angle: to), time: start + duration))
        return events
    }

    /// Runs the script frame by frame until the wheel rests (or ``maximumDuration``), then
    /// renders the last frame.
    public func run() throws(RangeError) -> Result {
        let source = SampleElements.items
        let view = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        let style = WheelStyle()
        var wheel = try WheelController(items: source, viewport: view)
        var list = DisplayList()
        let script = Self.script(for: wheel.geometry)
        let lastEventTime = script.last?.time ?? 0
        var events: [WheelEvent] = []
        var cursor = 0
        var frame = 0
        var time = 0.0
        while true {
            time = Double(frame) / frameRate
            // Deliver every event due by this frame, each with its own timestamp.
            while cursor < script.count && script[cursor].time <= time {
                events += wheel.handle(script[cursor])
                cursor += 1
            }
            events += wheel.advance(to: time)
            // Draw the frame (a real host would hand `list` to its renderer here).
            list.removeAll()
            wheel.render(into: &list, style: style, measurer: measurer)
            frame += 1
            let done = cursor == script.count && time >= lastEventTime && wheel.phase == .idle
            if done || time >= maximumDuration { break }
        }
        let svg = SVGRenderer(size: viewport, measurer: measurer).render(list)
        return Result(
            committedItem: wheel.committedItem,
            committedLabel: wheel.committedItem.flatMap { try? wheel.item(at: $0).labelText },
            events: events, wheel: wheel, frameCount: frame, endTime: time, displayList: list, svg: svg)
    }

    /// An item change while the wheel runs: the first `count` items (clamped to those left)
    /// are removed from the host's `items`, and the wheel is told with the new list. The wheel
    /// keeps the element it rests on at the selection (its index drops by `count`), or, if that
    /// element was removed, selects the one that takes its place.
    ///
    /// - Returns: the events of the change (the centred item's new index; the committed index
    ///   follows without an event, read it from `wheel.committedItem`).
    public static func removeFirstItems(
        _ count: Int, of items: inout [WheelItem], from wheel: inout WheelController
    ) throws(RangeError) -> [WheelEvent] {
        let n = min(max(count, 0), items.count)
        items.removeFirst(n)
        return try wheel.removeItems(at: 0, count: n, items: items)
    }
}
