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

    @Test func theOverviewReductionIsCachedWhileTheWidthStays() {
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
        c.setViewport(Rect(x: 0, y: 0, width: 700, height: 500))
        r.render(c, pyramid: p, title: "", into: &list, measurer: measurer)
        #expect(r.overviewKey != key)
    }
}
