import PropertyBased
import Testing

@testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

/// The main chart's readout: the mouse hovering over the plot (or a finger's tap) reads out the
/// sample nearest in time, drawn as a hairline, a dot and a tag, and reported in the trace.
@Suite struct RangeReadoutTests {
    typealias F = RangeFixture

    /// The reference: the visible finite sample with the smallest |x - t| (the later of two as near).
    static func linearNearest(_ s: TimeSeries, _ t: Double, _ visible: ClosedRange<Double>) -> ValueAnnotation? {
        var best: Int?
        for i in 0..<s.count where visible.contains(s.xs[i]) && s.ys[i].isFinite {
            if let b = best, abs(s.xs[i] - t) > abs(s.xs[b] - t) { continue }
            best = i
        }
        return best.map { ValueAnnotation(index: $0, x: s.xs[$0], y: s.ys[$0]) }
    }

    @Test func theNearestVisibleSampleMatchesALinearScan() async {
        await propertyCheck(
            count: 200, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...300), Gen.double(in: -0.1...1.1),
            Gen.double(in: 0...1)
        ) { seed, n, f, g in
            let s = randomSeries(seed: seed, count: n, gapPercent: 20)
            let lo = s.xs.first ?? 0
            let hi = s.xs.last ?? 1
            let a = lo + (hi - lo) * min(f, g)
            let b = lo + (hi - lo) * max(f, g)
            let t = lo + (hi - lo) * f
            let found = RangeChartRenderer.readoutSample(in: s, near: t, visible: a...b)
            let expected = Self.linearNearest(s, t, a...b)
            // Equal times may pick different indices of the same time; the distance must agree.
            #expect(found.map { abs($0.x - t) } == expected.map { abs($0.x - t) }, "t \(t) in \(a)...\(b)")
            if let found { #expect(s.ys[found.index].isFinite && (a...b).contains(found.x) && found.y == s.ys[found.index]) }
        }
    }

    @Test func theMouseReadsOutWhileItHoversOverThePlotOnly() {
        var c = F.controller()
        let plot = c.geometry.mainPlot
        #expect(c.readoutX == nil)
        c.move(plot.midX, plot.midY, at: 0)
        #expect(c.readoutX == plot.midX)
        c.move(plot.midX, c.overviewY, at: 0.1)  // over the overview
        #expect(c.readoutX == nil)
        c.move(plot.x + 10, plot.y + 5, at: 0.2)
        #expect(c.readoutX == plot.x + 10)
        // A press hides it for the pan, the release shows it where the mouse is.
        c.down(plot.x + 10, plot.midY, at: 0.3)
        #expect(c.readoutX == nil)
        c.move(plot.x + 60, plot.midY, at: 0.35)
        #expect(c.readoutX == nil && c.phase == .panning)
        c.up(plot.x + 60, plot.midY, at: 0.4)
        #expect(c.readoutX == plot.x + 60)
        // A cancel without a press: the mouse left the window.
        c.handle(.pointer(.cancel, .mouse, at: Point(x: plot.x + 60, y: plot.midY), time: 0.5))
        #expect(c.readoutX == nil)
        // Hovering changes nothing else.
        let range = c.visibleRange
        c.move(plot.midX, plot.midY, at: 0.6)
        #expect(c.visibleRange == range && c.phase == .idle)
    }

    @Test func aFingerTapsTheReadoutOnAndOffAndADragHidesIt() {
        var c = F.controller()
        let plot = c.geometry.mainPlot
        let finger = PointerID.touch(1)
        c.move(plot.midX, plot.midY, at: 0, finger)  // a finger never hovers
        #expect(c.readoutX == nil)
        c.down(plot.midX, plot.midY, at: 0.1, finger)
        c.up(plot.midX + 3, plot.midY, at: 0.2, finger)
        #expect(c.readoutX == plot.midX)
        c.down(plot.x + 40, plot.midY, at: 0.3, finger)
        c.up(plot.x + 40, plot.midY, at: 0.4, finger)
        #expect(c.readoutX == plot.x + 40, "a tap elsewhere moves it")
        c.down(plot.x + 45, plot.midY, at: 0.5, finger)
        c.up(plot.x + 45, plot.midY, at: 0.6, finger)
        #expect(c.readoutX == nil, "a tap on it hides it")
        c.down(plot.midX, plot.midY, at: 0.7, finger)
        c.up(plot.midX, plot.midY, at: 0.8, finger)
        #expect(c.readoutX == plot.midX)
        c.down(plot.midX, plot.midY, at: 1.0, finger)
        c.move(plot.midX - 30, plot.midY, at: 1.05, finger)
        #expect(c.readoutX == nil, "a pan hides it")
        c.up(plot.midX - 30, plot.midY, at: 1.1, finger)
        #expect(c.readoutX == nil)
    }

    @Test func theReadoutIsDrawnAtTheNearestSampleOverTheTiles() throws {
        var c = F.controller()
        let plot = c.geometry.mainPlot
        let s = F.hourly(2_000)
        let pyramid = MinMaxPyramid(s)
        var r = RangeChartRenderer()
        var plain = DisplayList()
        r.render(c, pyramid: pyramid, title: "T", into: &plain, measurer: MonospaceTextMeasurer())
        #expect(r.readout == nil)
        c.move(plot.x + plot.width * 0.37, plot.midY, at: 0)
        var shown = DisplayList()
        r.render(c, pyramid: pyramid, title: "T", into: &shown, measurer: MonospaceTextMeasurer())
        let a = try #require(r.readout)
        let t = c.mainData(plot.x + plot.width * 0.37)
        #expect(abs(a.x - t) <= F.hour / 2 && a.y == s.ys[a.index])
        // The same list with a few commands more, over the plot's tiles: a hairline at the
        // sample's time, the dot, and the tag with its time and value.
        let n = shown.commands.count - plain.commands.count
        #expect(n >= 3)
        let k = zip(shown.commands, plain.commands).prefix { $0 == $1 }.count
        let sameAround = Array(shown.commands.suffix(from: k + n)) == Array(plain.commands.suffix(from: k))
        #expect(sameAround, "the readout's commands are inserted in one place")
        let extra = shown.commands[k..<(k + n)]
        let x = c.mainX(a.x)  // the tiles' grid places it within half a point
        #expect(extra.contains { if case .line(let p, let q, _, _) = $0 { abs(p.x - x) < 0.5 && p.x == q.x && p.y == plot.y && q.y == plot.maxY } else { false } }, "\(Array(extra)) x \(x) plot \(plot)")
        #expect(extra.contains { if case .text(let run) = $0 { run.string.hasPrefix(RangeChartRenderer.dateTime(a.x)) } else { false } })
    }

    /// A handle under the mouse, or dragged, is drawn two points wider and lighter; the
    /// selection under the mouse gets a stronger fill; leaving ends it.
    @Test func hoveredAndDraggedPartsAreLit() {
        var c = F.controller()
        let y = c.overviewY
        let (l, r) = c.selectionPixels
        func pills() -> [Double] {
            var r = RangeChartRenderer()
            var list = DisplayList()
            r.render(c, pyramid: MinMaxPyramid(F.hourly(2_000)), title: "T", into: &list, measurer: MonospaceTextMeasurer())
            return list.commands.compactMap { if case .fillRoundedRect(let rect, _, _) = $0, rect.height > 20 { rect.width } else { nil } }
        }
        let plain = pills()
        #expect(plain.count == 2 && plain[0] == plain[1])
        c.move(l, y, at: 0)
        #expect(c.litTarget == .lowerHandle && pills() == [plain[0] + 2, plain[1]])
        c.move((l + r) / 2, y, at: 0.1)
        #expect(c.litTarget == .body && pills() == plain)
        c.down(r, y, at: 0.2)
        c.move(r + 10, y, at: 0.25)
        c.move(r + 80, c.mainY, at: 0.3)  // dragged far off its zone, it stays lit
        #expect(c.litTarget == .upperHandle && pills() == [plain[0], plain[1] + 2])
        c.up(r + 80, c.mainY, at: 0.35)
        #expect(c.litTarget == .mainChart)
        c.handle(.pointer(.cancel, .mouse, at: Point(x: -1, y: -1), time: 0.4))
        #expect(c.litTarget == RangeHitTarget.none && pills() == plain)
    }
}
