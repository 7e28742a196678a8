import WheelCore

/// Frames of 1/60 s: the benchmarks step simulated time, they never read a clock.
let frameInterval = 1.0 / 60

/// State of a wheel-layout benchmark: one ``WheelLayout`` and its pools, reused across
/// iterations like a real host does, so that only the per-frame work is measured.
final class LayoutRig: @unchecked Sendable {
    let itemCount: Int
    let configuration = WheelConfiguration()
    let viewport = Rect(x: 0, y: 0, width: 1024, height: 640)
    let geometry: WheelGeometry
    let measurer = MonospaceTextMeasurer()
    var layout: WheelLayout
    var sectorPool = CellReusePool()
    var labelPool = CellReusePool()
    /// The rotation laid out, sectors; moves 0.37 sector per iteration so that cells enter and leave.
    var sectors: Double
    let base: Double

    init(itemCount: Int) {
        self.itemCount = itemCount
        geometry = WheelGeometry.fit(in: viewport, configuration: configuration)
        layout = WheelLayout(configuration: configuration)
        base = Double(itemCount / 2)
        sectors = base
        for _ in 0..<100 { _ = step() }  // grow every buffer to its steady size
    }

    /// Lays out the next rotation; returns the visible cell count (to keep the work alive).
    @inline(never)
    func step() -> Int {
        sectors += 0.37
        if sectors > base + 20 { sectors = base }
        layout.update(
            configuration: configuration, position: WheelPosition(sectors: sectors), itemCount: itemCount,
            viewport: viewport, geometry: geometry, measurer: measurer, sectorPool: &sectorPool, labelPool: &labelPool)
        return layout.sectors.count + layout.labels.count
    }
}

/// A wheel coasting after a fling, drawn frame after frame: `advance(to:)`, `updateLayout`,
/// and the display list, exactly as a host's frame does (minus rasterising).
final class FlingRig: @unchecked Sendable {
    var wheel: WheelController
    let dataSource: NumberedWheelDataSource
    let measurer = MonospaceTextMeasurer()
    var list = DisplayList()
    /// The events of a frame, emptied (keeping its storage) every frame.
    var events: [WheelEvent] = []
    /// Whether frames use `advance(to:)`, which returns a new array, instead of the buffer.
    let returnsEvents: Bool
    var time = 0.0
    /// Fling frames drawn since the last release.
    var framesSinceRelease = 0
    /// Frames of the fling measured before it is thrown again (the fling lasts longer, so every
    /// measured frame is a steady coasting frame, never the landing one).
    static let framesPerFling = 90

    init(itemCount: Int, looping: Bool = false, returnsEvents: Bool = false) {
        dataSource = NumberedWheelDataSource(count: itemCount)
        self.returnsEvents = returnsEvents
        events.reserveCapacity(8)
        wheel = WheelController(
            configuration: WheelConfiguration(looping: looping), itemCount: itemCount, initialItem: itemCount / 2)
        wheel.updateLayout(measurer: measurer)
        throwFling()
        for _ in 0..<200 { _ = frame() }  // steady sizes for every buffer
    }

    /// Throws the wheel with a fast tangential drag at 3 o'clock (not measured).
    func throwFling() {
        let g = wheel.geometry
        let r = (g.innerRadius + g.outerRadius) / 2
        var p = Point(x: g.center.x + r, y: g.center.y)
        time += 1
        _ = wheel.handle(.pointer(PointerEvent(.down, at: p, time: time)))
        for _ in 0..<6 {
            time += 0.008
            p = Point(x: p.x, y: p.y + 40)
            _ = wheel.handle(.pointer(PointerEvent(.move, at: p, time: time)))
        }
        time += 0.008
        _ = wheel.handle(.pointer(PointerEvent(.up, at: p, time: time)))
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
        if returnsEvents {
            events = wheel.advance(to: time)
        } else {
            events.removeAll(keepingCapacity: true)
            wheel.advance(to: time, appendingEventsTo: &events)
        }
        wheel.updateLayout(measurer: measurer)
        list.removeAll()
        wheel.layout.render(into: &list, dataSource: dataSource, committedItem: wheel.committedItem)
        return events.count + list.count
    }
}
