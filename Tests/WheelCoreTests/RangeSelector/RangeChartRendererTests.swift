import Testing

@testable import WheelCore

@Suite struct RangeChartRendererTests {
    typealias F = RangeFixture
    let measurer = MonospaceTextMeasurer()

    func render(_ s: TimeSeries, _ c: RangeSelectorController) -> (DisplayList, RangeChartRenderer) {
        var r = RangeChartRenderer()
        var list = DisplayList()
        r.render(c, pyramid: MinMaxPyramid(s), title: "test", into: &list, measurer: measurer)
        return (list, r)
    }

    @Test func decimationKeepsEveryColumnsMinimumAndMaximum() {
        let s = SyntheticSeries.randomWalk(count: 200_000, seed: 7)
        var c = RangeSelectorController(series: s, viewport: F.viewport)
        c.setVisibleRange(s.xs[20_000]...s.xs[150_000])
        let (list, r) = render(s, c)
        let plot = c.geometry.mainPlot
        let axis = r.valueAxis
        func py(_ v: Double) -> Double {
            plot.maxY - (v - axis.lowerBound) / (axis.upperBound - axis.lowerBound) * plot.height
        }
        let cols = Int(plot.width.rounded(.up))
        var summaries: [ColumnSummary] = []
        MinMaxPyramid(s).reduce(xRange: c.visibleRange, columns: cols, into: &summaries)
        let drawn = list.points.filter { $0.y >= plot.y - 1 && $0.y <= plot.maxY + 1 }
        #expect(drawn.count <= 4 * cols + 2)
        for col in summaries where !col.isEmpty {
            for i in [col.minIndex!, col.maxIndex!] {
                let want = Point(x: c.mainX(s.xs[i]), y: py(s.ys[i]))
                #expect(
                    drawn.contains { abs($0.x - want.x) < 1e-6 && abs($0.y - want.y) < 1e-6 },
                    "column extreme \(i) missing")
            }
        }
    }

    @Test(arguments: [51.3, -7.25, -123_456_789.5, 0, 1e-3, 987_654_321_012.5])
    func theValueLabelSitsBottomRightOnTheLineAndIsNeverClipped(last: Double) throws {
        var ys = (0..<500).map { Double($0 % 17) }
        ys.append(last)
        let xs = (0..<501).map { F.t0 + Double($0) * F.hour }
        let s = try TimeSeries(xs: xs, ys: ys)
        var c = RangeSelectorController(series: s, viewport: F.viewport)
        c.setVisibleRange(xs[300]...xs[500])
        let (_, r) = render(s, c)
        let plot = c.geometry.mainPlot
        let box = try #require(r.annotationBox)
        let text = try #require(r.annotationText)
        #expect(r.annotation?.index == 500 && r.annotation?.y == last)
        #expect(box.width >= measurer.measure(text, style: TextStyle(size: 12, weight: .bold)).width)
        #expect(abs(box.maxX - plot.maxX) < 1e-9)
        #expect(box.y >= plot.y - 1e-9 && box.maxY <= plot.maxY + 1e-9)
        #expect(box.x >= F.viewport.x)
        if last < 0 { #expect(text.hasPrefix("-")) }
    }

    @Test func theLabelFollowsTheRightMostVisiblePoint() {
        let s = F.hourly(1_000)
        var c = RangeSelectorController(series: s, viewport: F.viewport)
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
                let c = RangeSelectorController(series: s, viewport: vp)
                let (list, _) = render(s, c)
                #expect(Self.allFinite(list), "series of \(s.count), viewport \(vp)")
            }
        }
    }

    @Test func gapsBreakTheLine() throws {
        let s = try TimeSeries(
            xs: (0..<10).map { F.t0 + Double($0) * F.hour }, ys: [1, 2, 3, .nan, 5, 6, 7, 8, .nan, 9])
        var c = RangeSelectorController(series: s, configuration: .init(minimumSpan: 1), viewport: F.viewport)
        c.setVisibleRange(c.constraint.domain)
        let (list, _) = render(s, c)
        let plot = c.geometry.mainPlot
        let mainLines = list.commands.filter {
            if case .polyline(let range, _, _) = $0 {
                return list.points[range.lowerBound].y < plot.maxY + 1
                    && list.points[range.lowerBound].y > plot.y - 1
            }
            return false
        }
        #expect(mainLines.count == 2)  // [1,2,3] and [5,6,7,8]; the lone 9 is a dot
    }

    @Test func theOverviewReductionIsCachedWhileTheWidthStays() {
        let s = F.hourly(5_000)
        var c = RangeSelectorController(series: s, viewport: F.viewport)
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
