import Testing

@testable import WheelCore

/// The charts mark their static parts as retained layers whose keys stay put while only
/// other parts move, and change when those parts change.
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

    @Test func springAxesAndControlsLayersHoldStillDuringAYearChange() throws {
        var m = try SpringChartModel(
            categories: ["Q1", "Q2"], series: [ChartSeries(name: "A", values: [1, 2]), ChartSeries(name: "B", values: [3, 1])],
            axisMaximum: 4, tickStep: 1, viewport: Rect(x: 0, y: 40, width: 1024, height: 600))
        _ = m.selectSeries(1, at: 0)
        func frame(_ t: Double) -> [Layer] {
            _ = m.advance(to: t)
            var list = DisplayList()
            m.render(into: &list, measurer: MonospaceTextMeasurer())
            return Self.layers(list)
        }
        let a = frame(0.05)
        let b = frame(0.10)
        #expect(m.isAnimating)
        #expect(a.count == 2 && a == b)
        // Switching to the pie fades the axes out: their layer changes; the controls show the new kind.
        _ = m.setKind(.pie, at: 0.10)
        let c = frame(0.15)
        #expect(c[0].key != b[0].key && c[1].key != b[1].key)
    }
}
