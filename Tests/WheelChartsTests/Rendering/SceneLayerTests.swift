import Testing

@testable import WheelCharts
@testable import WheelPrimitives

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

    @Test func rangeOverviewLayerIsUnchangedWhileTheSelectionMoves() {
        let s = SyntheticSeries.randomWalk(count: 50_000, seed: 3)
        let pyramid = MinMaxPyramid(s)
        var c = RangeSelectorController(series: s, viewport: Rect(x: 0, y: 40, width: 1000, height: 600))
        _ = c.setVisibleRange(s.xs[10_000]...s.xs[20_000])
        var r = RangeChartRenderer()
        let before = Self.rangeFrame(c, pyramid, &r)
        #expect(before.count == 2)  // the main chart, then the overview
        #expect(before.last?.isScrolling == false)
        _ = c.pan(by: 37)
        let after = Self.rangeFrame(c, pyramid, &r)
        #expect(after.count == 2)
        #expect(after.last?.key == before.last?.key)
        // A new size is a new overview.
        c.setViewport(Rect(x: 0, y: 40, width: 900, height: 600))
        let resized = Self.rangeFrame(c, pyramid, &r)
        #expect(resized.last?.key != before.last?.key)
    }

    /// The main chart is a scrolling layer: a pan within its extent keeps the key and moves the
    /// origin by the whole points panned; a pan past it, a zoom or new data change the key.
    @Test(arguments: [false, true]) func rangeMainLayerKeepsItsKeyWhilePanning(gridSized: Bool) throws {
        // 50,000 points: the column grid draws them; 800: a one-off reduction, every sample.
        let s = SyntheticSeries.randomWalk(count: gridSized ? 50_000 : 800, seed: 5)
        let pyramid = MinMaxPyramid(s)
        var c = RangeSelectorController(series: s, viewport: Rect(x: 0, y: 40, width: 1000, height: 600))
        let i0 = s.count / 3
        _ = c.setVisibleRange(s.xs[i0]...s.xs[i0 + s.count / 5])
        var r = RangeChartRenderer()
        let first = try #require(Self.rangeFrame(c, pyramid, &r).first)
        #expect(first.isScrolling)
        #expect(first.extent.x < first.bounds.x && first.extent.maxX > first.bounds.maxX)
        let plot = c.geometry.mainPlot
        let secondsPerPoint = (c.visibleRange.upperBound - c.visibleRange.lowerBound) / plot.width
        var moved = 0.0
        var sameKey = 0
        for step in [3.0, -7.0, 11.0, 20.0, -5.0] {
            _ = c.pan(by: step * secondsPerPoint)
            moved += step
            let layer = try #require(Self.rangeFrame(c, pyramid, &r).first)
            #expect(layer.extent.x <= layer.bounds.x && layer.extent.maxX >= layer.bounds.maxX)
            if layer.key == first.key {
                sameKey += 1
                // The content moved by whole points: exactly the pan, give or take the
                // rounding of the window's start to a whole point.
                let d = layer.origin.x - first.origin.x
                #expect(d == d.rounded() && abs(d + moved) <= 1, "origin moved by \(d) for a pan of \(moved) points")
            }
        }
        #expect(sameKey >= 4)  // small pans stay within the extent (rarely one crosses a tile)
        // Far away: another extent.
        _ = c.pan(by: 3 * plot.width * secondsPerPoint)
        #expect(Self.rangeFrame(c, pyramid, &r).first?.key != first.key)
        // A zoom is another scale.
        _ = c.zoom(by: 0.8, around: c.visibleRange.lowerBound + secondsPerPoint * plot.width / 2)
        let zoomed = Self.rangeFrame(c, pyramid, &r).first
        #expect(zoomed?.key != first.key)
    }
}
