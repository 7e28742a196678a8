import Foundation
import RealModule
import Testing

@testable import SeriesIO
@testable import WheelCharts
@testable import WheelCore
@testable import WheelPrimitives
@testable import WheelRendering
@testable import WheelMotion

/// Seeded random input streams in every scene's model, with strong invariants checked after
/// every event and every frame (issue 14, "make it stay fixed"). `RANDOM_STREAMS=100000
/// scripts/fuzz.sh streams` runs the long version.
@Suite struct RandomStreamPropertyTests {
    static let frameRate = 60.0
    /// A label's centre may differ from its sector's centre height by this much, points.
    static let labelTolerance = 0.5
    /// Relative tolerance of range comparisons (a fraction of the domain span).
    static let rangeTolerance = 1e-9

    // MARK: - Wheel

    /// The phase changes one event or frame may make. Settling never turns into flinging and
    /// an idle wheel never flings: a fling only starts from a drag.
    static let legalWheelTransitions: Set<String> = [
        "idle>idle", "idle>dragging", "idle>settling",
        "dragging>dragging", "dragging>idle", "dragging>settling", "dragging>flinging",
        "flinging>flinging", "flinging>dragging", "flinging>settling", "flinging>idle",
        "settling>settling", "settling>dragging", "settling>idle",
    ]

    struct WheelHost {
        var wheel: WheelController
        var time = 0.0
        var down: [PointerID: Point] = [:]
        var list = DisplayList()
        let measurer = MonospaceTextMeasurer()
        let dataSource: NumberedWheelDataSource

        init(seed: UInt64) {
            var r = Xoshiro256StarStar(seed: seed ^ 0x5EED)
            var config = WheelConfiguration()
            config.looping = r.next() % 3 == 0
            config.labelSide = r.next() % 2 == 0 ? .right : .left
            let counts = [1, 2, 7, 118, 10_000, 10_000_000]
            let n = counts[Int(r.next() % UInt64(counts.count))]
            dataSource = NumberedWheelDataSource(count: n)
            wheel = try! WheelController(
                configuration: config, items: dataSource, viewport: Rect(x: 0, y: 40, width: 1024, height: 600),
                initialItem: Int(r.next() % UInt64(n)))
            wheel.updateLayout(measurer: measurer)
        }
    }

    /// Checks every wheel invariant; `context` names the stream and step for the failure.
    static func checkWheel(_ h: inout WheelHost, previous: WheelPhase, frame: Bool = false, _ context: @autoclosure () -> String) {
        let w = h.wheel
        let pair = "\(previous)>\(w.phase)"
        #expect(legalWheelTransitions.contains(pair), "illegal transition \(pair) at \(context())")
        #expect((w.phase == .dragging) == (w.drag != nil), "phase \(w.phase) with drag \(w.drag != nil) at \(context())")
        #expect(w.angle.isFinite && w.angularVelocity.isFinite, "non-finite angle at \(context())")
        let n = w.itemCount
        if let c = w.centeredItem { #expect((0..<n).contains(c), "centred \(c) of \(n) at \(context())") }
        if let c = w.committedItem { #expect((0..<n).contains(c), "committed \(c) of \(n) at \(context())") }
        if w.phase == .idle {
            #expect(w.position.fraction == 0, "idle off an item (fraction \(w.position.fraction)) at \(context())")
            #expect(w.angularVelocity == 0, "idle with \(w.angularVelocity) rad/s at \(context())")
            if !w.configuration.looping && n > 0 {
                #expect((0..<n).contains(w.position.index), "idle at position \(w.position.index) of \(n) at \(context())")
            }
        }
        // Layout and display list: what a host builds each frame.
        guard frame else { return }
        h.wheel.updateLayout(measurer: h.measurer)
        let g = h.wheel.geometry
        let a = h.wheel.configuration.sectorAngle
        let sel = h.wheel.configuration.selectionAngle
        for label in h.wheel.layout.labels {
            let expected = g.center.y + g.textRadius * .sin(sel + h.wheel.position.offset(of: label.position) * a)
            #expect(
                abs(label.frame.midY - expected) <= labelTolerance,
                "label \(label.item) at y \(label.frame.midY), its sector at \(expected) at \(context())")
            #expect((0..<n).contains(label.item), "label item \(label.item) of \(n) at \(context())")
        }
        h.list.removeAll()
        var layout = h.wheel.layout
        layout.render(
            into: &h.list, dataSource: h.dataSource, selectedItem: layout.centeredItem, style: WheelStyle(), measurer: h.measurer)
        if let bad = DisplayListCheck.firstNonFinite(h.list) { Issue.record("non-finite command \(bad) at \(context())") }
    }

    @Test func wheelRandomStreams() {
        for seed in 0..<UInt64(RandomStream.streamCount) {
            var stream = RandomStream(seed: seed)
            var h = WheelHost(seed: seed)
            var last = Point(x: 600, y: 300)
            for step in 0..<RandomStream.eventsPerStream {
                let before = h.wheel.phase
                let s = stream.next(near: last)
                let context = "seed \(seed) step \(step) \(s)"
                func advanceFrames(until end: Double) {
                    while h.time < end {
                        h.time += 1 / Self.frameRate
                        let p = h.wheel.phase
                        _ = h.wheel.advance(to: h.time)
                        let where_ = context + " frame t=\(h.time)"
                        Self.checkWheel(&h, previous: p, frame: true, where_)
                    }
                }
                switch s {
                case .pointer(let phase, let id, let p):
                    h.time += 0.004
                    last = p
                    _ = h.wheel.handle(.pointer(phase, id, at: p, time: h.time))
                    if phase == .down { h.down[id] = p } else if phase == .up || phase == .cancel { h.down[id] = nil }
                case .scroll(let dx, let dy, let precise, let at):
                    _ = h.wheel.handle(.scroll(dx: dx, dy: dy, isPrecise: precise, location: at, time: h.time))
                case .key(let k):
                    _ = h.wheel.handle(.key(k, time: h.time))
                case .resize(let r):
                    try? h.wheel.setViewport(r)
                case .frames(let dt):
                    advanceFrames(until: h.time + dt)
                    continue
                case .sceneSwitch(let away):
                    for (id, p) in h.down.sorted(by: { ($0.key.isTouch ? 1 : 0, $0.key.number) < ($1.key.isTouch ? 1 : 0, $1.key.number) }) {
                        let b = h.wheel.phase
                        _ = h.wheel.handle(.pointer(.cancel, id, at: p, time: h.time))
                        Self.checkWheel(&h, previous: b, context + " cancel")
                    }
                    h.down.removeAll()
                    // While away the scene is not advanced; on return it catches up in one step.
                    h.time += away
                    let b = h.wheel.phase
                    _ = h.wheel.advance(to: h.time)
                    Self.checkWheel(&h, previous: b, frame: true, context + " return")
                    #expect(h.wheel.phase != .dragging, "dragging after a scene switch at \(context)")
                    continue
                }
                Self.checkWheel(&h, previous: before, context)
            }
            // End of stream: release everything and let it come to rest on an item.
            for (id, p) in h.down { _ = h.wheel.handle(.pointer(.cancel, id, at: p, time: h.time)) }
            var frames = 0
            while h.wheel.phase != .idle && frames < 60 * 60 {
                h.time += 1 / Self.frameRate
                let p = h.wheel.phase
                _ = h.wheel.advance(to: h.time)
                Self.checkWheel(&h, previous: p, frame: true, "seed \(seed) settle")
                frames += 1
            }
            #expect(h.wheel.phase == .idle && h.wheel.position.fraction == 0, "seed \(seed) never came to rest")
        }
    }

    // MARK: - Range selector

    static func checkRange(
        _ c: RangeSelectorController, _ list: inout DisplayList, renderer: inout RangeChartRenderer, pyramid: MinMaxPyramid,
        frame: Bool = false, _ context: @autoclosure () -> String
    ) {
        let r = c.visibleRange
        let d = c.constraint.domain
        let total = c.constraint.domainSpan
        let tol = rangeTolerance * max(total, 1)
        #expect(r.lowerBound.isFinite && r.upperBound.isFinite, "non-finite range at \(context())")
        #expect(r.lowerBound >= d.lowerBound - tol && r.upperBound <= d.upperBound + tol, "range \(r) outside \(d) at \(context())")
        #expect(r.upperBound - r.lowerBound >= c.constraint.effectiveMinimumSpan - tol, "span below minimum at \(context())")
        let (l, rt) = c.selectionPixels
        #expect(l.isFinite && rt.isFinite && l <= rt, "selection_px \(l), \(rt) at \(context())")
        let p = c.geometry.overviewPlot
        if total > 0 {
            let el = p.x + (r.lowerBound - d.lowerBound) / total * p.width
            let er = p.x + (r.upperBound - d.lowerBound) / total * p.width
            #expect(abs(el - l) <= 1e-6 * max(1, p.width) && abs(er - rt) <= 1e-6 * max(1, p.width), "selection_px disagrees at \(context())")
        }
        guard frame else { return }
        list.removeAll()
        renderer.render(c, pyramid: pyramid, title: "t", into: &list, measurer: MonospaceTextMeasurer())
        if let bad = DisplayListCheck.firstNonFinite(list) { Issue.record("non-finite command \(bad) at \(context())") }
    }

    /// Series with ordinary and extreme extents (one point, the years 1 and 9999, ±1e308).
    static func rangeSeries(_ seed: UInt64) -> TimeSeries {
        var r = Xoshiro256StarStar(seed: seed ^ 0xA5A5)
        switch r.next() % 6 {
        case 0: return try! TimeSeries(xs: [1_262_304_000], ys: [1])
        case 1: return try! TimeSeries(xs: [-62_135_596_800, 253_402_300_799], ys: [1, 2])
        case 2: return try! TimeSeries(xs: [-1e308, 1e308], ys: [1, 2])
        default:
            let n = 2 + Int(r.next() % 3000)
            var x = 1_262_304_000.0
            var xs: [Double] = []
            var ys: [Double] = []
            for _ in 0..<n {
                x += 60 + r.nextUnit() * 7200
                xs.append(x)
                ys.append(r.next() % 17 == 0 ? .nan : (r.nextUnit() - 0.5) * 100)
            }
            return try! TimeSeries(xs: xs, ys: ys)
        }
    }

    @Test func rangeRandomStreams() {
        for seed in 0..<UInt64(RandomStream.streamCount) {
            var stream = RandomStream(seed: seed &+ 1_000_000)
            let series = Self.rangeSeries(seed)
            let pyramid = MinMaxPyramid(series)
            let minSpan: Double = [0.0, 3600, 4 * 86_400, 1e12][Int(seed % 4)]
            var c = try! RangeSelectorController(
                series: series, configuration: RangeSelectorConfiguration(minimumSpan: minSpan),
                viewport: Rect(x: 0, y: 40, width: 1024, height: 600))
            var renderer = RangeChartRenderer()
            var list = DisplayList()
            var time = 0.0
            var down: [PointerID: Point] = [:]
            var last = Point(x: 500, y: 560)
            for step in 0..<RandomStream.eventsPerStream {
                let s = stream.next(near: last)
                let context = "seed \(seed) step \(step) \(s)"
                switch s {
                case .pointer(let phase, let id, let p):
                    time += 0.004
                    last = p
                    c.handle(.pointer(phase, id, at: p, time: time))
                    if phase == .down { down[id] = p } else if phase == .up || phase == .cancel { down[id] = nil }
                case .scroll(let dx, let dy, let precise, let at):
                    c.handle(.scroll(dx: dx, dy: dy, isPrecise: precise, location: at, time: time))
                case .key(let k):
                    c.handle(.key(k, time: time))
                case .resize(let r):
                    do { try c.setViewport(r) } catch { Issue.record("a window's viewport was refused: \(error)") }
                case .frames(let dt):
                    let end = time + dt
                    while time < end {
                        time += 1 / Self.frameRate
                        c.advance(to: time)
                        Self.checkRange(c, &list, renderer: &renderer, pyramid: pyramid, frame: true, context + " frame")
                    }
                    continue
                case .sceneSwitch(let away):
                    for (id, p) in down { c.handle(.pointer(.cancel, id, at: p, time: time)) }
                    down.removeAll()
                    #expect(c.phase == .idle || c.phase == .momentum, "\(c.phase) after cancelling at \(context)")
                    time += away
                    c.advance(to: time)
                }
                Self.checkRange(c, &list, renderer: &renderer, pyramid: pyramid, context)
            }
        }
    }

    // MARK: - Spring chart

    @Test func springRandomStreams() throws {
        for seed in 0..<UInt64(RandomStream.streamCount) {
            var stream = RandomStream(seed: seed &+ 2_000_000)
            var m = try SpringChartModel(
                categories: ["Q1", "Q2", "Q3", "Q4"],
                series: [
                    ChartSeries(name: "2012", values: [120, 140, 50, 120]),
                    ChartSeries(name: "2013", values: [10, 60, 110, 40]),
                    ChartSeries(name: "2014", values: [150, 120, 160, 100]),
                ], viewport: Rect(x: 0, y: 40, width: 1024, height: 600))
            var list = DisplayList()
            var time = 0.0
            var last = Point(x: 500, y: 100)
            var down: [PointerID: Point] = [:]
            func check(_ context: String, frame: Bool = false) {
                let v = m.values
                #expect(v.values.allSatisfy(\.isFinite) && v.velocities.allSatisfy(\.isFinite) && v.targets.allSatisfy(\.isFinite), "non-finite spring at \(context)")
                #expect(m.morphProgress.isFinite && m.bounciness.isFinite && m.speed.isFinite, "non-finite controls at \(context)")
                guard frame else { return }
                list.removeAll()
                m.render(into: &list, measurer: MonospaceTextMeasurer())
                if let bad = DisplayListCheck.firstNonFinite(list) { Issue.record("non-finite command \(bad) at \(context)") }
            }
            for step in 0..<RandomStream.eventsPerStream {
                let s = stream.next(near: last)
                let context = "seed \(seed) step \(step) \(s)"
                switch s {
                case .pointer(let phase, let id, let p):
                    time += 0.004
                    last = p
                    _ = m.handle(.pointer(phase, id, at: p, time: time))
                    if phase == .down { down[id] = p } else if phase == .up || phase == .cancel { down[id] = nil }
                case .scroll(let dx, let dy, let precise, let at):
                    _ = m.handle(.scroll(dx: dx, dy: dy, isPrecise: precise, location: at, time: time))
                case .key(let k):
                    _ = m.handle(.key(k, time: time))
                case .resize(let r):
                    do { try m.setViewport(r) } catch { Issue.record("a window's viewport was refused: \(error)") }
                case .frames(let dt):
                    let end = time + dt
                    while time < end {
                        time += 1 / Self.frameRate
                        _ = m.advance(to: time)
                        check(context + " frame", frame: true)
                    }
                    continue
                case .sceneSwitch(let away):
                    for (id, p) in down { _ = m.handle(.pointer(.cancel, id, at: p, time: time)) }
                    down.removeAll()
                    #expect(m.pressedControl == nil, "a control still pressed after cancel at \(context)")
                    time += away
                    _ = m.advance(to: time)
                }
                check(context)
            }
        }
    }
}
