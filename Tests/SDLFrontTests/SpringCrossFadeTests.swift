import Testing
import WheelCharts
import WheelRendering

@testable import SDLFront

/// `--reduce-motion`'s spring chart (``SpringCrossFade``): a frame at rest draws what the model
/// draws whole, and draws each part once (keeping what a cross-fade needs costs no second chart).
@Suite struct SpringCrossFadeTests {
    /// Counts the measurements asked of it: one per text a frame lays out.
    final class CountingMeasurer: TextMeasurer {
        private(set) var calls = 0
        private let metrics = MonospaceTextMeasurer()
        func measure(_ text: String, style: TextStyle) -> Size {
            calls += 1
            return metrics.measure(text, style: style)
        }
    }

    @Test(arguments: [(1024.0, 640.0), (480, 360), (1920, 1080)])
    func aFrameAtRestDrawsEachPartOnceAsTheModelDrawsItWhole(width: Double, height: Double) throws {
        var model = try SpringChartModel(
            categories: SpringScene.categories, series: SpringScene.series,
            viewport: Rect(x: 0, y: 0, width: width, height: height))
        let style = SpringChartStyle()
        var fade = SpringCrossFade()
        _ = try model.selectSeries(1)
        // Mid-spring, then at rest: three frames 1/60 s apart from 0.1 s, then one at 10 s.
        for time in [0.1, 0.1 + 1.0 / 60, 0.1 + 2.0 / 60, 10] {
            _ = model.advance(to: time)
            fade.advance(to: time)
            let whole = CountingMeasurer()
            var expected = DisplayList()
            model.render(into: &expected, style: style, measurer: whole)
            let parts = CountingMeasurer()
            var list = DisplayList()
            fade.render(model, style: style, into: &list, measurer: parts)
            #expect(list.commands == expected.commands, "at \(time) s")
            #expect(list.points == expected.points, "at \(time) s")
            #expect(list.background == expected.background)
            #expect(whole.calls > 0)
            #expect(parts.calls == whole.calls, "measurements at \(time) s: the chart drawn twice?")
        }
    }
}
