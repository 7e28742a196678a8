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
        #expect(before.count == 1)  // the overview
        _ = c.pan(by: 37)
        let after = Self.rangeFrame(c, pyramid, &r)
        #expect(after.count == 1)
        #expect(after.last?.key == before.last?.key)
        // A new size is a new overview.
        c.setViewport(Rect(x: 0, y: 40, width: 900, height: 600))
        let resized = Self.rangeFrame(c, pyramid, &r)
        #expect(resized.last?.key != before.last?.key)
    }
}
