import WheelCore
import WheelCharts
import WheelMotion
import WheelRendering

/// Frames of 1/60 s: the benchmarks step simulated time, they never read a clock.
let frameInterval = 1.0 / 60

/// State of a wheel-layout benchmark: one ``WheelController`` (with its layout and pools),
/// reused across iterations like a real host does, so that only the per-frame work is measured:
/// the layout of the turned wheel and its display list, through the public API a host uses.
final class LayoutRig: @unchecked Sendable {
    let measurer = MonospaceTextMeasurer()
    let style = WheelStyle()
    var wheel: WheelController
    var list = DisplayList()
    /// How far the wheel has turned from the middle item, sectors; it moves 0.37 sector per
    /// iteration (a precise scroll, which never snaps: the rig never advances time) so that
    /// cells enter and leave.
    var offset = 0.0

    init(itemCount: Int) {
        wheel = try! WheelController(items: NumberedItems(count: itemCount), initialItem: itemCount / 2)
        for _ in 0..<100 { _ = step() }  // grow every buffer to its steady size
    }

    /// Lays out and draws the next rotation; returns the command count (to keep the work alive).
    @inline(never)
    func step() -> Int {
        var delta = 0.37
        offset += delta
        if offset > 20 {
            delta -= offset
            offset = 0
        }
        // Precise scrolling turns the wheel by -dy sectors.
        _ = wheel.handle(.scroll(dy: -delta, isPrecise: true, time: 0))
        list.removeAll()
        wheel.render(into: &list, style: style, measurer: measurer)
        return list.commands.count
    }
}

/// A wheel coasting after a fling, drawn frame after frame: `advance(to:)` and
/// `render(into:style:measurer:)`, exactly as a host's frame does (minus rasterising).
final class FlingRig: @unchecked Sendable {
    var wheel: WheelController
    let measurer = MonospaceTextMeasurer()
    let style = WheelStyle()
    var list = DisplayList()
    var time = 0.0
    /// Fling frames drawn since the last release.
    var framesSinceRelease = 0
    /// Frames of the fling measured before it is thrown again (the fling lasts longer, so every
    /// measured frame is a steady coasting frame, never the landing one).
    static let framesPerFling = 90

    init(itemCount: Int, looping: Bool = false) {
        wheel = try! WheelController(
            configuration: WheelConfiguration(looping: looping), items: NumberedItems(count: itemCount),
            initialItem: itemCount / 2)
        wheel.render(into: &list, style: style, measurer: measurer)
        throwFling()
        for _ in 0..<200 { _ = frame() }  // steady sizes for every buffer
    }

    /// Throws the wheel with a fast tangential drag at 3 o'clock (not measured).
    func throwFling() {
        let g = wheel.geometry
        let r = (g.innerRadius + g.outerRadius) / 2
        var p = Point(x: g.center.x + r, y: g.center.y)
        time += 1
        _ = wheel.handle(.pointer(.down, at: p, time: time))
        for _ in 0..<6 {
            time += 0.008
            p = Point(x: p.x, y: p.y + 40)
            _ = wheel.handle(.pointer(.move, at: p, time: time))
        }
        time += 0.008
        _ = wheel.handle(.pointer(.up, at: p, time: time))
        framesSinceRelease = 0
    }

    /// Throws again when the fling has run `framesPerFling` frames or stopped (not measured).
    func prepare() {
        if framesSinceRelease >= Self.framesPerFling || wheel.phase != .flinging { throwFling() }
    }

    /// One frame; returns a number derived from its output.
    @inline(never)
    func frame() -> Int {
        time += frameInterval
        framesSinceRelease += 1
        // The events of a frame: an empty array (no allocation) on most coasting frames.
        let events = wheel.advance(to: time)
        list.removeAll()
        wheel.render(into: &list, style: style, measurer: measurer)
        return events.count + list.commands.count
    }
}

/// `count` numbered items ("1", "Item 1", ...), generated on demand (the main package's
/// numbered source is package API).
struct NumberedItems: WheelDataSource {
    var itemCount: Int
    init(count: Int) { itemCount = count }
    func item(at index: Int) -> WheelItem {
        let number = String(index + 1)
        return WheelItem(sectorText: number, labelText: "Item " + number)
    }
}

/// A steady fling frame of the date picker: its five drums (year, month, day, hour, minute),
/// each flung by its own finger, advanced and drawn through the public API.
final class PickerFlingRig: @unchecked Sendable {
    var picker: PickerController
    let measurer = MonospaceTextMeasurer()
    let style = WheelStyle()
    var list = DisplayList()
    var time = 0.0
    var framesSinceRelease = 0

    init() {
        let model = try! DatePickerModel()
        picker = try! PickerController(
            components: model.components(showing: .dateTime(DateTimeValue(year: 2024, month: 6, day: 15, hour: 12, minute: 30))),
            model: model, viewport: Rect(x: 0, y: 0, width: 1024, height: 640))
        picker.render(into: &list, style: style, measurer: measurer)
        throwFlings()
        for _ in 0..<200 { _ = frame() }  // steady sizes for every buffer
    }

    /// Flings every drum upwards at once, one finger each: down, six moves 24 points up 8 ms
    /// apart, up (not measured).
    func throwFlings() {
        time += 1
        for k in 0...7 {
            let phase: PointerPhase = k == 0 ? .down : k == 7 ? .up : .move
            if k > 0 && k < 7 { time += 0.008 }
            for (i, w) in picker.wheels.enumerated() {
                let f = w.geometry.face
                let y = f.midY + 60 - 24 * Double(min(k, 6))
                _ = picker.handle(.pointer(phase, .touch(i + 1), at: Point(x: f.midX, y: y), time: time))
            }
        }
        framesSinceRelease = 0
    }

    /// Throws again when the flings have run `FlingRig.framesPerFling` frames or stopped.
    func prepare() {
        if framesSinceRelease >= FlingRig.framesPerFling || !picker.wheels.contains(where: { $0.phase == .flinging }) {
            throwFlings()
        }
    }

    /// One frame; returns a number derived from its output.
    @inline(never)
    func frame() -> Int {
        time += frameInterval
        framesSinceRelease += 1
        let events = picker.advance(to: time)
        list.removeAll()
        picker.render(into: &list, style: style, measurer: measurer)
        return events.count + list.commands.count
    }
}
