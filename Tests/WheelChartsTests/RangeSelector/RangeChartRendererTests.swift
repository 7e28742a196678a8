import RealModule
import Testing

@testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

@Suite struct RangeChartRendererTests {
    typealias F = RangeFixture
    let measurer = MonospaceTextMeasurer()

    func render(_ s: TimeSeries, _ c: RangeSelectorController) -> (DisplayList, RangeChartRenderer) {
        var r = RangeChartRenderer()
        var list = DisplayList()
        r.render(c, pyramid: MinMaxPyramid(s), title: "test", into: &list, measurer: measurer)
        return (list, r)
    }

    /// The grid column of x (brute force): the `j` with `d0 + j·w <= x < d0 + (j+1)·w`.
    static func gridColumn(of x: Double, origin d0: Double, width w: Double) -> Int {
        var j = Int(((x - d0) / w).rounded(.down))
        while d0 + Double(j + 1) * w <= x { j += 1 }
        while d0 + Double(j) * w > x { j -= 1 }
        return j
    }

    /// Every grid column's min and max sample is a point of the drawn line (brute force over the
    /// grid, independent of the cache), and the line has at most four points per grid column.
    /// The grid covers the main chart's tiles that show (``MainPan``), the visible plot and beyond.
    @Test(arguments: [(20_000, 150_000), (0, 199_999), (100_000, 100_400), (199_000, 199_999)])
    func decimationKeepsEveryGridColumnsMinimumAndMaximum(from: Int, to: Int) {
        let s = SyntheticSeries.randomWalk(count: 200_000, seed: 7)
        var c = try! RangeSelectorController(series: s, viewport: F.viewport)
        c.setVisibleRange(s.xs[from]...s.xs[to])
        let (list, r) = render(s, c)
        let plot = c.geometry.mainPlot
        let axis = r.valueAxis
        func py(_ v: Double) -> Double {
            MainPan.quantized(plot.maxY - (v - axis.lowerBound) / (axis.upperBound - axis.lowerBound) * plot.height)
        }
        let cols = Int(plot.width.rounded(.up))
        let v = c.visibleRange
        let pan = MainPan(plot: plot, visible: v)
        #expect(pan.isScrolling)
        let e = pan.seriesTimes
        let exact = (e.upperBound - e.lowerBound) / Double(pan.columns)
        // w = 2^(L/2), L = floor(2·log2(exact)): 1 to √2 grid columns per pixel.
        let level = Int((2 * Double.log2(exact)).rounded(.down))
        let w = Double.pow(2, Double(level) / 2)
        #expect(w <= exact * (1 + 1e-12) && exact < w * 2.0.squareRoot() * (1 + 1e-12))
        #expect(r.grid.level == level)
        let d0 = s.xs[0]
        let jA = Int(((max(e.lowerBound, d0) - d0) / w).rounded(.down))
        let jB = Int(((min(e.upperBound, s.xs[s.count - 1]) - d0) / w).rounded(.down))
        #expect(r.grid.first <= jA && r.grid.last >= jB)
        // The main series' points, laid out once for the tiles that show (beyond the visible
        // range they may leave the plot's height).
        let drawn = r.seriesPieces.flatMap { Array(list.points[$0]) }
        #expect(drawn.count <= 4 * (r.grid.last - r.grid.first + 1) + 2)
        #expect(Double(r.grid.last - r.grid.first + 1) <= Double(pan.columns) * 2.0.squareRoot() + 2)
        var extremes: [Int: (lo: Int, hi: Int)] = [:]
        let gridWidth = r.grid.windows[r.grid.current].width
        for i in s.xs.indices {
            let j = Self.gridColumn(of: s.xs[i], origin: d0, width: gridWidth)
            guard j >= jA && j <= jB else { continue }
            let e = extremes[j] ?? (i, i)
            extremes[j] = (s.ys[i] < s.ys[e.lo] ? i : e.lo, s.ys[i] > s.ys[e.hi] ? i : e.hi)
        }
        for (j, e) in extremes {
            for i in [e.lo, e.hi] {
                let want = Point(x: pan.x(s.xs[i]), y: py(s.ys[i]))
                #expect(
                    drawn.contains { abs($0.x - want.x) < 1e-6 && abs($0.y - want.y) < 1e-6 },
                    "column \(j) (grid \(r.grid.first)...\(r.grid.last), want \(jA)...\(jB)): extreme \(i) at \(want) missing")
            }
        }
        // Per pixel column: the visible samples' values lie within the drawn points' values in
        // that pixel and its neighbours (a grid column may straddle a pixel edge).
        let visible = s.xs.firstIndex { $0 >= v.lowerBound }!..<(s.xs.firstIndex { $0 > v.upperBound } ?? s.count)
        var pixLo = [Double](repeating: .infinity, count: cols + 2)
        var pixHi = [Double](repeating: -.infinity, count: cols + 2)
        for p in drawn {
            let k = Int((p.x - plot.x).rounded(.down)) + 1
            guard k >= 0 && k < cols + 2 else { continue }
            pixLo[k] = min(pixLo[k], p.y)
            pixHi[k] = max(pixHi[k], p.y)
        }
        var worst = 0.0
        for i in visible {
            let x = pan.x(s.xs[i])
            let y = py(s.ys[i])
            let k = min(cols, max(1, Int((x - plot.x).rounded(.down)) + 1))
            let lo = pixLo[(k - 1)...(k + 1)].min()!
            let hi = pixHi[(k - 1)...(k + 1)].max()!
            worst = max(worst, lo - y, y - hi)
        }
        #expect(worst <= 1e-6, "a sample lies \(worst) pt outside the drawn line")
    }

    @Test(arguments: [51.3, -7.25, -123_456_789.5, 0, 1e-3, 987_654_321_012.5])
    func theValueLabelSitsRightOfThePlotOnTheLineAndIsNeverClipped(last: Double) throws {
        var ys = (0..<500).map { Double($0 % 17) }
        ys.append(last)
        let xs = (0..<501).map { F.t0 + Double($0) * F.hour }
        let s = try TimeSeries(xs: xs, ys: ys)
        var c = try! RangeSelectorController(series: s, viewport: F.viewport)
        c.setVisibleRange(xs[300]...xs[500])
        let (_, r) = render(s, c)
        let plot = c.geometry.mainPlot
        let box = try #require(r.annotationBox)
        let text = try #require(r.annotationText)
        #expect(r.annotation?.index == 500 && r.annotation?.y == last)
        #expect(box.width >= measurer.measure(text, style: TextStyle(size: 12, bold: true)).width)
        // A tag right of the plot (off the data) when it fits the margin, else inside at the right edge.
        if box.x >= plot.maxX {
            #expect(abs(box.x - (plot.maxX + 2)) < 1e-9)
            #expect(box.maxX <= F.viewport.maxX)
            let a = r.valueAxis
            let lineY = min(max(plot.maxY - (last - a.lowerBound) / (a.upperBound - a.lowerBound) * plot.height, plot.y), plot.maxY)
            #expect(box.y <= lineY + 1e-9 && box.maxY >= lineY - 1e-9, "the tag is not on its line")
        } else {
            #expect(abs(box.maxX - plot.maxX) < 1e-9)
        }
        #expect(box.y >= plot.y - 1e-9 && box.maxY <= plot.maxY + 1e-9)
        #expect(box.x >= F.viewport.x)
        if last < 0 { #expect(text.hasPrefix("-")) }
    }

    @Test func theLabelFollowsTheRightMostVisiblePoint() {
        let s = F.hourly(1_000)
        var c = try! RangeSelectorController(series: s, viewport: F.viewport)
        for upper in [400.0, 400.5, 777.9, 999] {
            c.setVisibleRange((F.t0 + (upper - 200) * F.hour)...(F.t0 + upper * F.hour))
            let (_, r) = render(s, c)
            #expect(r.annotation?.index == Int(upper.rounded(.down)))
        }
    }

    static func allFinite(_ list: DisplayList) -> Bool {
        for p in list.points where !p.isFinite { return false }
        for cmd in list.commands {
            let d = String(describing: cmd)
            if d.contains("nan") || d.contains("inf)") || d.contains("inf,") { return false }
        }
        return true
    }

    @Test func degenerateDataDrawsWithoutNaN() throws {
        let cases: [TimeSeries] = [
            .empty,
            try TimeSeries(xs: [F.t0], ys: [5]),
            try TimeSeries(xs: [F.t0, F.t0, F.t0], ys: [1, 2, 3]),
            try TimeSeries(xs: [F.t0, F.t0 + 10, F.t0 + 20], ys: [4, 4, 4]),
            try TimeSeries(
                xs: [F.t0, F.t0 + 10, F.t0 + 20, F.t0 + 30], ys: [.nan, .infinity, -.infinity, .nan]),
            try TimeSeries(xs: [F.t0, F.t0 + 10, F.t0 + 20], ys: [1e308, -1e308, 1e308]),
        ]
        for s in cases {
            for vp in [
                F.viewport, Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: 0, y: 0, width: 30, height: 20),
            ] {
                let c = try! RangeSelectorController(series: s, viewport: vp)
                let (list, _) = render(s, c)
                #expect(Self.allFinite(list), "series of \(s.count), viewport \(vp)")
            }
        }
    }

    @Test func gapsBreakTheLine() throws {
        let s = try TimeSeries(
            xs: (0..<10).map { F.t0 + Double($0) * F.hour }, ys: [1, 2, 3, .nan, 5, 6, 7, 8, .nan, 9])
        var c = try! RangeSelectorController(series: s, configuration: .init(minimumSpan: 1), viewport: F.viewport)
        c.setVisibleRange(c.constraint.domain)
        let (list, r) = render(s, c)
        // [1,2,3] and [5,6,7,8]; the lone 9 is a dot.
        #expect(r.seriesPieces.map(\.count) == [3, 4])
        // Each tile draws its part of each piece: no line spans a gap.
        let plot = c.geometry.mainPlot
        for case .polyline(let range, _, _) in list.commands where list.points[range.lowerBound].y < plot.maxY + 1 {
            #expect(r.seriesPieces.contains { $0.contains(range.lowerBound) && $0.contains(range.upperBound - 1) })
        }
    }

    @Test func theOverviewReductionIsCachedWhileTheWidthStays() throws {
        let s = F.hourly(5_000)
        var c = try! RangeSelectorController(series: s, viewport: F.viewport)
        var r = RangeChartRenderer()
        var list = DisplayList()
        let p = MinMaxPyramid(s)
        r.render(c, pyramid: p, title: "", into: &list, measurer: measurer)
        let key = r.overviewKey
        c.pan(by: 86_400 * 3)
        list.removeAll()
        r.render(c, pyramid: p, title: "", into: &list, measurer: measurer)
        #expect(r.overviewKey == key)
        try c.setViewport(Rect(x: 0, y: 0, width: 700, height: 500))
        r.render(c, pyramid: p, title: "", into: &list, measurer: measurer)
        #expect(r.overviewKey != key)
    }

    // MARK: - The value axis over time

    /// A rising series (a wave on a trend): a pan moves the visible values up steadily.
    static func risingController() -> (RangeSelectorController, MinMaxPyramid) {
        let n = 2_000
        let xs = (0..<n).map { F.t0 + Double($0) * F.hour }
        let ys = (0..<n).map { (i: Int) -> Double in
            let wave: Double = 10 * Double.sin(Double(i) * 2 * Double.pi / 100)
            return wave + Double(i) * 0.1
        }
        let series = try! TimeSeries(xs: xs, ys: ys)
        return (try! RangeSelectorController(series: series, viewport: F.viewport), MinMaxPyramid(series))
    }

    /// A pan of the main chart (3 points a frame at 60 Hz over a rising series) with the value
    /// axis timed (``RangeChartRenderer/advance(to:)``): the axis does not hop. It keeps its
    /// bounds while the data fits them, and when it re-fits it glides, so that no frame moves a
    /// bound by more than 6 % of the axis (a re-fit at once moves it by a whole tick step, 1/7
    /// of it here); it moves in a few glides, not at every frame, and the data is inside the
    /// axis again once a glide has landed.
    /// Renders the frame at `t` (with the gutters the value labels need) and returns the value
    /// axis drawn.
    static func renderFrame(
        _ c: inout RangeSelectorController, _ renderer: inout RangeChartRenderer, pyramid: MinMaxPyramid, at t: Double
    ) -> ClosedRange<Double> {
        let m = MonospaceTextMeasurer()
        var list = DisplayList()
        c.advance(to: t)
        renderer.advance(to: t)
        let (left, right) = renderer.valueGutters(for: c, pyramid: pyramid, measurer: m)
        c.setGutters(left: left, right: right)
        renderer.render(c, pyramid: pyramid, title: "t", into: &list, measurer: m)
        return renderer.valueAxis
    }

    @Test func theValueAxisGlidesWithHysteresisDuringAPan() {
        var (c, pyramid) = Self.risingController()
        var renderer = RangeChartRenderer()
        func frame(_ t: Double) -> ClosedRange<Double> { Self.renderFrame(&c, &renderer, pyramid: pyramid, at: t) }
        var t = 0.0
        var last = frame(t)
        let x0 = c.geometry.mainPlot.midX
        c.down(x0 + 200, c.mainY, at: t)
        var moving = 0
        var hops: [String] = []
        for k in 1...150 {
            t = Double(k) / 60
            c.move(x0 + 200 - 3 * Double(k), c.mainY, at: t)
            let axis = frame(t)
            let h = last.upperBound - last.lowerBound
            let move = max(abs(axis.lowerBound - last.lowerBound), abs(axis.upperBound - last.upperBound))
            if move > 0 { moving += 1 }
            if move > 0.06 * h { hops.append("frame \(k): \(last) -> \(axis)") }
            last = axis
        }
        c.up(x0 + 200 - 450, c.mainY, at: t + 0.2)
        #expect(hops.isEmpty, "\(hops.prefix(5))")
        #expect(moving > 0 && moving < 100, "the axis moved in \(moving) of 150 frames")
        // At rest, once the glide has landed, the axis holds the visible data and stays.
        let settled = frame(t + 1)
        #expect(!renderer.isAnimating)
        let (_, node) = RangeChartRenderer.visibleValues(pyramid: pyramid, range: c.visibleRange)
        #expect(settled.lowerBound <= node.minValue && settled.upperBound >= node.maxValue)
        #expect(frame(t + 2) == settled)
    }

    /// Without a clock the axis fits each frame at once, as before (tests and one-off renders).
    @Test func withoutAClockTheAxisFitsAtOnce() {
        var (c, pyramid) = Self.risingController()
        var renderer = RangeChartRenderer()
        var list = DisplayList()
        c.pan(by: 300 * F.hour)
        renderer.render(c, pyramid: pyramid, title: "t", into: &list, measurer: MonospaceTextMeasurer())
        let (fitted, _, _, _) = RangeChartRenderer.valueTicks(pyramid: pyramid, range: c.visibleRange, plotHeight: c.geometry.mainPlot.height)
        #expect(renderer.valueAxis == fitted.lower...fitted.upper && !renderer.isAnimating)
    }
}

/// The value axis's re-fits: data going past the axis gets room beyond it (so a drag through
/// rising data re-fits it now and then, not a tick step at a time), data filling too little of
/// it gets a tight fit.
@Suite struct ValueAxisGlideTests {
    static func ticks(_ lo: Double, _ hi: Double) -> ValueAxisTicks { ValueAxisTicks(covering: lo, hi, targetCount: 8) }

    @Test func outgrownAxesGetRoomAndOversizedOnesATightFit() {
        var g = ValueAxisGlide(settledOn: Self.ticks(0, 10), targetCount: 8)
        // The data goes 1 past the top: the axis re-fits to the data with room, not to 0...11.
        var asked = 0
        g.update(extent: 1...11, fitted: Self.ticks(1, 11), roomy: { asked += 1; return Self.ticks(-1, 13) }, count: 8, at: 1)
        #expect(asked == 1 && g.target == Self.ticks(-1, 13) && g.isGliding(at: 1.1))
        // Inside and filling more than half: it stays.
        g.update(extent: 2...12, fitted: Self.ticks(2, 12), roomy: { Self.ticks(0, 14) }, count: 8, at: 2)
        #expect(g.target == Self.ticks(-1, 13))
        // Filling less than half: a tight fit, no room asked for.
        g.update(extent: 4...6, fitted: Self.ticks(4, 6), roomy: { Issue.record("no room when it shrinks"); return Self.ticks(0, 10) }, count: 8, at: 3)
        #expect(g.target == Self.ticks(4, 6))
        // Room that would leave the data filling less than half of the axis: the tight fit.
        g.update(extent: 4...8, fitted: Self.ticks(4, 8), roomy: { Self.ticks(-100, 100) }, count: 8, at: 4)
        #expect(g.target == Self.ticks(4, 8))
        // Another tick count (a resize): settled at once on the fit.
        g.update(extent: 0...3, fitted: Self.ticks(0, 3), roomy: { Self.ticks(-5, 8) }, count: 5, at: 5)
        #expect(g.target == Self.ticks(0, 3) && !g.isGliding(at: 5))
    }
}

/// The value axis never leaves data outside the plot while it glides (issue 50): a fast drag
/// into higher or lower values, or any walk of the data, is drawn inside the bounds shown in
/// every frame.
@Suite struct ValueAxisHoldsTheDataTests {
    static func ticks(_ lo: Double, _ hi: Double) -> ValueAxisTicks { ValueAxisTicks(covering: lo, hi, targetCount: 8) }

    @Test func everyFrameHoldsTheDataOfItsUpdate() {
        var rng = Xoshiro256StarStar(seed: 50)
        for _ in 0..<200 {
            var g = ValueAxisGlide(settledOn: Self.ticks(0, 10), targetCount: 8)
            var lo = 2.0
            var hi = 8.0
            for frame in 1...120 {
                let t = Double(frame) / 60
                // Drifts, jumps (a fast drag: up to 30 a frame) and spans that grow and shrink.
                let jump = Double(rng.next() % 1000) / 1000 < 0.1 ? 30.0 : 3.0
                let shift = (Double(rng.next() % 2001) / 1000 - 1) * jump
                let span = max(0.5, (hi - lo) * (0.8 + Double(rng.next() % 401) / 1000))
                lo += shift
                hi = lo + span
                let extent = lo...hi
                g.update(
                    extent: extent, fitted: Self.ticks(lo, hi), roomy: { Self.ticks(lo - 0.2 * span, hi + 0.2 * span) },
                    count: 8, at: t)
                let shown = g.shown(at: t)
                #expect(shown.lowerBound <= lo && shown.upperBound >= hi, "frame \(frame): \(extent) outside \(shown)")
                if shown.lowerBound > lo || shown.upperBound < hi { return }
            }
        }
    }

    /// A fast drag of the selection body in the overview (200 points left in 64 ms, as 700 ->
    /// 500) over a rising series, rendered at 60 Hz: in every frame the visible data's lowest
    /// and highest values are inside the value axis drawn.
    @Test func aFastBodyDragNeverDrawsDataOutsideTheAxis() {
        var (c, pyramid) = RangeChartRendererTests.risingController()
        var renderer = RangeChartRenderer()
        var outside: [String] = []
        func frame(_ t: Double) {
            let axis = RangeChartRendererTests.renderFrame(&c, &renderer, pyramid: pyramid, at: t)
            let (_, node) = RangeChartRenderer.visibleValues(pyramid: pyramid, range: c.visibleRange)
            if node.minValue < axis.lowerBound - 1e-9 || node.maxValue > axis.upperBound + 1e-9 {
                outside.append("t \(t): \(node.minValue)...\(node.maxValue) outside \(axis)")
            }
        }
        // Start at the end of the data, where the values are highest, and drag toward the start.
        c.pan(by: 1e9)
        var t = 0.0
        frame(t)
        let (l, r) = c.selectionPixels
        let x0 = (l + r) / 2
        c.down(x0, c.overviewY, at: t)
        for k in 1...8 {
            c.move(x0 - 25 * Double(k), c.overviewY, at: t + 0.008 * Double(k))
            if k % 2 == 0 { frame(t + 0.008 * Double(k)) }
        }
        t += 0.064
        c.up(x0 - 200, c.overviewY, at: t)
        for k in 1...60 { frame(t + Double(k) / 60) }
        #expect(outside.isEmpty, "\(outside.prefix(4))")
    }
}
