import Testing

@testable import WheelCharts
@testable import WheelPrimitives
@testable import WheelRendering
import WheelMotion
import SeriesIO

/// The range selector marks its overview as a retained layer whose key stays put while only
/// the selection moves, and changes when the overview does.
@Suite struct SceneLayerTests {
    static func layers(_ list: DisplayList) -> [Layer] {
        list.commands.compactMap { if case .beginLayer(let l) = $0 { l } else { nil } }
    }

    static func rangeFrame(_ c: RangeSelectorController, _ pyramid: MinMaxPyramid, _ r: inout RangeChartRenderer) -> [Layer] {
        var list = DisplayList()
        r.render(c, pyramid: pyramid, title: "t", into: &list, measurer: MonospaceTextMeasurer())
        #expect(list.openLayers.isEmpty)
        return layers(list)
    }

    @Test func rangeOverviewLayerIsUnchangedWhileTheSelectionMoves() throws {
        let s = SyntheticSeries.randomWalk(count: 50_000, seed: 3)
        let pyramid = MinMaxPyramid(s)
        var c = try! RangeSelectorController(series: s, viewport: Rect(x: 0, y: 40, width: 1000, height: 600))
        _ = c.setVisibleRange(s.xs[10_000]...s.xs[20_000])
        var r = RangeChartRenderer()
        let before = Self.rangeFrame(c, pyramid, &r)
        #expect(before.count >= 2)  // the main chart's tiles, then the overview
        #expect(before.last?.isScrolling == false)
        try c.pan(bySeconds: 37)
        let after = Self.rangeFrame(c, pyramid, &r)
        #expect(after.last?.isScrolling == false)
        #expect(after.last?.key == before.last?.key)
        // A new size is a new overview.
        try c.setViewport(Rect(x: 0, y: 40, width: 900, height: 600))
        let resized = Self.rangeFrame(c, pyramid, &r)
        #expect(resized.last?.key != before.last?.key)
    }

    /// The main chart is tiled into scrolling layers: a pan keeps the key of every tile that
    /// still shows and moves its origin by the whole points panned; a zoom changes them all.
    @Test(arguments: [false, true]) func rangeMainTilesKeepTheirKeysWhilePanning(gridSized: Bool) throws {
        // 50,000 points: the column grid draws them; 800: a one-off reduction, every sample.
        let s = SyntheticSeries.randomWalk(count: gridSized ? 50_000 : 800, seed: 5)
        let pyramid = MinMaxPyramid(s)
        var c = try! RangeSelectorController(series: s, viewport: Rect(x: 0, y: 40, width: 1000, height: 600))
        let i0 = s.count / 3
        _ = c.setVisibleRange(s.xs[i0]...s.xs[i0 + s.count / 5])
        var r = RangeChartRenderer()
        let plot = c.geometry.mainPlot
        func tiles() -> [Layer] { Array(Self.rangeFrame(c, pyramid, &r).dropLast()) }
        let first = tiles()
        #expect(first.count >= 4 && first.count <= 6 && first.allSatisfy(\.isScrolling))
        // Side by side, they show the plot.
        let shown = first.map(\.bounds).sorted { $0.x < $1.x }
        #expect(abs(shown.first!.x - plot.x) < 1e-9 && abs(shown.last!.maxX - plot.maxX) < 1e-9)
        for (a, b) in zip(shown, shown.dropFirst()) { #expect(a.maxX == b.x) }
        let secondsPerPoint = (c.visibleRange.upperBound - c.visibleRange.lowerBound) / plot.width
        var previous = first
        var axis = r.valueAxis
        for step in [3.0, -7.0, 11.0, 20.0, -5.0, 150.0] {
            try c.pan(bySeconds: step * secondsPerPoint)
            let now = tiles()
            // A new value axis redraws every tile (the data in view set it).
            defer { axis = r.valueAxis }
            guard r.valueAxis == axis else { continue }
            var kept = 0
            for layer in now {
                guard let old = previous.first(where: { $0.key == layer.key }) else { continue }
                kept += 1
                let d = layer.origin.x - old.origin.x
                #expect(d == d.rounded() && abs(d + step) <= 1, "a tile moved by \(d) for a pan of \(step) points")
            }
            #expect(kept >= now.count - 2, "\(kept) of \(now.count) tiles kept after a pan of \(step) points")
            previous = now
        }
        try c.zoom(by: 0.8, aroundTime: c.visibleRange.lowerBound + secondsPerPoint * plot.width / 2)
        let zoomed = tiles()
        #expect(!zoomed.contains { z in previous.contains { $0.key == z.key } })
    }
}
