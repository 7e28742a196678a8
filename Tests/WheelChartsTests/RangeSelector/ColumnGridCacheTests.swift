import PropertyBased
import SeriesIO
import Testing
import WheelMotion
import WheelRendering

@testable import WheelCharts

/// The main chart's column grid cache: levels, merges, reuse, and that a renderer with a warm
/// cache draws exactly what a fresh renderer draws.
@Suite struct ColumnGridCacheTests {
    typealias F = RangeFixture
    let measurer = MonospaceTextMeasurer()

    /// Draws `c` with `renderer` (kept) and with a fresh renderer; both lists must be equal.
    func expectSameAsFresh(
        _ c: RangeSelectorController, _ p: MinMaxPyramid, _ renderer: inout RangeChartRenderer,
        _ note: @autoclosure () -> String
    ) {
        var warm = DisplayList()
        renderer.render(c, pyramid: p, title: "t", into: &warm, measurer: measurer)
        var fresh = RangeChartRenderer()
        var cold = DisplayList()
        fresh.render(c, pyramid: p, title: "t", into: &cold, measurer: measurer)
        #expect(warm.commands == cold.commands, "\(note())")
        #expect(warm.points == cold.points, "\(note())")
        #expect(renderer.valueAxis == fresh.valueAxis, "\(note())")
    }

    @Test func levelsGiveOneToSqrt2ColumnsPerPixel() async {
        await propertyCheck(count: 300, input: Gen.double(in: -40...40)) { e in
            let exact = Double.pow(2, e)
            let level = ColumnGridCache.level(forPixelWidth: exact)
            let w = ColumnGridCache.width(ofLevel: level)
            #expect(w <= exact * (1 + 1e-15))
            #expect(exact < w * 2.0.squareRoot() * (1 + 1e-15))
            #expect(ColumnGridCache.width(ofLevel: level + 2) == 2 * w)
        }
        #expect(ColumnGridCache.width(ofLevel: 0) == 1)
        #expect(ColumnGridCache.width(ofLevel: 2) == 2)
        #expect(ColumnGridCache.width(ofLevel: -2) == 0.5)
        #expect(ColumnGridCache.width(ofLevel: 1) == 2.0.squareRoot())
        #expect(ColumnGridCache.width(ofLevel: 5_000) == 0)
        #expect(ColumnGridCache.ceilDiv2(-3) == -1 && ColumnGridCache.floorDiv2(-3) == -2)
        #expect(ColumnGridCache.ceilDiv2(3) == 2 && ColumnGridCache.floorDiv2(3) == 1)
    }

    /// Merging two adjacent columns equals summarising their union directly.
    @Test func mergedColumnsEqualDirectSummaries() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let s = randomSeries(seed: seed, count: 300, gapPercent: 15)
            let p = MinMaxPyramid(s, leafSize: 4)
            var rng = Xoshiro256StarStar(seed: seed ^ 0x5EED)
            let a = Int(rng.next() % 300)
            let b = a + Int(rng.next() % UInt64(301 - a))
            let c = b + Int(rng.next() % UInt64(301 - b))
            s.xs.withUnsafeBufferPointer { xs in
                s.ys.withUnsafeBufferPointer { ys in
                    let l = GridColumn.make(a, b, pyramid: p, xs: xs, ys: ys)
                    let r = GridColumn.make(b, c, pyramid: p, xs: xs, ys: ys)
                    let direct = GridColumn.make(a, c, pyramid: p, xs: xs, ys: ys)
                    // Compared by description: a gap's NaN is never == itself.
                    #expect(String(describing: GridColumn.merged(l, r)) == String(describing: direct))
                }
            }
        }
    }

    /// After any sequence of pans, zooms, jumps and resizes, the warm renderer draws exactly
    /// what a fresh one draws (gaps, repeated timestamps and ties included).
    @Test func warmCacheDrawsWhatAFreshRendererDraws() async throws {
        await propertyCheck(count: 40, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...2)) {
            seed, kind in
            var rng = Xoshiro256StarStar(seed: seed)
            let s: TimeSeries =
                switch kind {
                case 0: randomSeries(seed: seed, count: 5_000, gapPercent: 5)
                case 1: SyntheticSeries.randomWalk(count: 20_000, seed: seed)
                default: randomSeries(seed: seed, count: 400, gapPercent: 30)
                }
            let p = MinMaxPyramid(s)
            var c = try! RangeSelectorController(
                series: s, configuration: .init(minimumSpan: 1), viewport: F.viewport)
            var r = RangeChartRenderer()
            for step in 0..<30 {
                let span = c.visibleSpan
                let mid = c.visibleRange.lowerBound + span / 2
                switch rng.next() % 6 {
                case 0, 1: try c.pan(bySeconds: (rng.nextUnit() - 0.5) * span * 0.4)
                case 2:
                    try c.zoom(by: 1 / 1.25, aroundTime: c.visibleRange.lowerBound + rng.nextUnit() * span)
                case 3: try c.zoom(by: 1.25 + rng.nextUnit(), aroundTime: mid)
                case 4:
                    let d = c.constraint.domain
                    let a = d.lowerBound + rng.nextUnit() * (d.upperBound - d.lowerBound)
                    c.setVisibleRange(a...(a + rng.nextUnit() * (d.upperBound - a)))
                default:
                    try c.setViewport(Rect(x: 0, y: 40, width: 300 + rng.nextUnit() * 900, height: 500))
                }
                expectSameAsFresh(c, p, &r, "seed \(seed) kind \(kind) step \(step)")
            }
        }
    }

    /// Zooming in then out through many levels: every level is computed once, zooming out
    /// merges finer columns, the way back reuses the windows, and the rings stop growing.
    @Test func zoomingThroughLevelsMergesAndReuses() throws {
        let s = SyntheticSeries.randomWalk(count: 100_000, seed: 3)
        let p = MinMaxPyramid(s)
        var c = try! RangeSelectorController(
            series: s, configuration: .init(minimumSpan: 1), viewport: F.viewport)
        let anchor = c.visibleRange.lowerBound + c.visibleSpan * 0.37
        var r = RangeChartRenderer()
        var levels = Set<Int>()
        func cycle() throws {
            for _ in 0..<20 {
                try c.zoom(by: 1 / 1.25, aroundTime: anchor)
                expectSameAsFresh(c, p, &r, "zoom in")
                levels.insert(r.grid.level)
            }
            for _ in 0..<20 {
                try c.zoom(by: 1.25, aroundTime: anchor)
                expectSameAsFresh(c, p, &r, "zoom out")
                levels.insert(r.grid.level)
            }
        }
        try cycle()
        #expect(levels.count >= 12)
        #expect(r.grid.mergedColumns > 0)
        let slots = r.grid.allocatedSlots
        #expect(slots <= ColumnGridCache.maxWindows * r.grid.capacity)
        #expect(r.grid.windowLimit == ColumnGridCache.maxWindows)
        let computed = r.grid.computedColumns
        try cycle()
        try cycle()
        #expect(r.grid.allocatedSlots == slots)
        // The second and third cycles revisit the same ranges: (almost) nothing is recomputed.
        #expect(r.grid.computedColumns - computed < 200, "\(r.grid.computedColumns - computed) recomputed")
    }

    /// Panning back and forth by less than a plot width is served from the ring; panning far
    /// computes only the columns that came into view, and the rings keep their capacity.
    @Test func panningReusesColumns() throws {
        let s = SyntheticSeries.randomWalk(count: 200_000, seed: 9)
        let p = MinMaxPyramid(s)
        var c = try! RangeSelectorController(series: s, viewport: F.viewport)
        var r = RangeChartRenderer()
        expectSameAsFresh(c, p, &r, "first")
        let first = r.grid.computedColumns
        let columns = r.grid.last - r.grid.first + 1
        #expect(first == columns)
        let span = c.visibleSpan
        for k in 0..<40 {
            try c.pan(bySeconds: (k % 20 < 10 ? 1 : -1) * span * 0.02)
            expectSameAsFresh(c, p, &r, "pan \(k)")
        }
        // 10 steps of 2 % forward: about 20 % of the columns were new, then all were cached.
        #expect(r.grid.computedColumns - first <= columns / 4)
        let slots = r.grid.allocatedSlots
        let before = r.grid.computedColumns
        try c.pan(bySeconds: span * 0.5)
        expectSameAsFresh(c, p, &r, "far")
        let added = r.grid.computedColumns - before
        #expect(added > 0 && added <= columns * 6 / 10)
        #expect(r.grid.allocatedSlots == slots)
    }

    /// A very wide plot keeps fewer levels, within the slot budget.
    @Test func widePlotsStayWithinTheSlotBudget() throws {
        let s = SyntheticSeries.randomWalk(count: 50_000, seed: 5)
        let p = MinMaxPyramid(s)
        var c = try! RangeSelectorController(
            series: s, configuration: .init(minimumSpan: 1),
            viewport: Rect(x: 0, y: 0, width: 8_000, height: 600))
        var r = RangeChartRenderer()
        for _ in 0..<30 {
            try c.zoom(by: 1 / 1.25, aroundTime: c.visibleRange.lowerBound + c.visibleSpan / 3)
            expectSameAsFresh(c, p, &r, "wide zoom")
        }
        #expect(r.grid.windowLimit < ColumnGridCache.maxWindows && r.grid.windowLimit >= 2)
        #expect(r.grid.allocatedSlots <= max(ColumnGridCache.slotBudget, 2 * r.grid.capacity))
    }

    /// The domain's edges and degenerate ranges: same as fresh, first/last samples drawn.
    @Test func domainEdgesAndDegenerateRanges() throws {
        let s = F.hourly(3_000)
        let p = MinMaxPyramid(s)
        var c = try! RangeSelectorController(
            series: s, configuration: .init(minimumSpan: 1), viewport: F.viewport)
        var r = RangeChartRenderer()
        let d = c.constraint.domain
        for range in [
            d, d.lowerBound...(d.lowerBound + 5 * F.hour), (d.upperBound - 5 * F.hour)...d.upperBound,
            d.lowerBound...(d.lowerBound + 1), (d.upperBound - 0.5)...d.upperBound,
        ] {
            c.setVisibleRange(range)
            expectSameAsFresh(c, p, &r, "\(range)")
            #expect(r.grid.current >= 0)
        }
        // The whole domain: the very first and last samples are in the drawn line.
        c.setVisibleRange(d)
        var list = DisplayList()
        r.render(c, pyramid: p, title: "", into: &list, measurer: measurer)
        let plot = c.geometry.mainPlot
        #expect(list.points.contains { abs($0.x - plot.x) < 1e-9 })
        #expect(list.points.contains { abs($0.x - plot.maxX) < 1e-9 })
        // Unusable grids fall back to a direct reduction.
        var g = ColumnGridCache()
        var ok = [Bool]()
        ok.append(g.update(pyramid: p, visible: d.lowerBound...d.lowerBound, pixelColumns: 100))
        ok.append(g.update(pyramid: p, visible: d, pixelColumns: 0))
        ok.append(g.update(pyramid: p, visible: -Double.infinity...d.upperBound, pixelColumns: 100))
        ok.append(g.update(pyramid: MinMaxPyramid(.empty), visible: d, pixelColumns: 100))
        ok.append(
            g.update(
                pyramid: p, visible: (d.lowerBound + 1e15)...(d.lowerBound + 1e15 + 1e-3), pixelColumns: 100))
        #expect(ok == [false, false, false, false, false])
        let usable = g.update(pyramid: p, visible: d, pixelColumns: 100)
        #expect(usable)
    }

    /// Gaps in big and small columns break the line exactly as a fresh computation does, and a
    /// new series (same count and domain, other values) is not drawn from the old cache.
    @Test func gapsAndSeriesChanges() throws {
        var ys = (0..<50_000).map { Double(($0 * 7919) % 1000) }
        for i in stride(from: 100, to: 50_000, by: 997) { ys[i] = .nan }
        let xs = (0..<50_000).map { F.t0 + Double($0) * 60 }
        let s = try TimeSeries(xs: xs, ys: ys)
        let p = MinMaxPyramid(s)
        var c = try! RangeSelectorController(
            series: s, configuration: .init(minimumSpan: 1), viewport: F.viewport)
        var r = RangeChartRenderer()
        let lower: Double = F.t0 + 60_000
        let spans: [Double] = [2_940_000, 300_000, 30_000, 3_600]
        for span in spans {
            c.setVisibleRange(lower...(lower + span))
            expectSameAsFresh(c, p, &r, "span \(span)")
            var list = DisplayList()
            r.render(c, pyramid: p, title: "", into: &list, measurer: measurer)
            let lines = list.commands.filter { if case .polyline = $0 { true } else { false } }
            #expect(lines.count > 2, "the gaps split the line (span \(span))")
        }
        let other = try TimeSeries(xs: xs, ys: ys.map { -$0 })
        expectSameAsFresh(c, MinMaxPyramid(other), &r, "other series")
    }
}
