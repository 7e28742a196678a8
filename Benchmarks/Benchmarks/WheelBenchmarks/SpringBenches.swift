import Benchmark
import SeriesIO
import WheelCharts
import WheelMotion
import WheelRendering

/// One frame of the spring chart while its values animate: `advance(to:)` plus the display list.
final class SpringRig: @unchecked Sendable {
    var model: SpringChartModel
    var list = DisplayList()
    let measurer = MonospaceTextMeasurer()
    var time = 0.0
    var year = 0
    /// The number of series (years) the model was given.
    let seriesCount: Int

    init() {
        let series = [
            ChartSeries(name: "2012", values: [120, 140, 50, 120]),
            ChartSeries(name: "2013", values: [10, 60, 110, 40]),
            ChartSeries(name: "2014", values: [150, 120, 160, 100]),
        ]
        seriesCount = series.count
        // The inputs are valid, so this cannot throw.
        model = try! SpringChartModel(
            categories: ["Q1", "Q2", "Q3", "Q4"], series: series,
            viewport: Rect(x: 0, y: 36, width: 1024, height: 604))
        for _ in 0..<200 {
            prepare()
            _ = frame()
        }
    }

    /// Starts the next year's animation when the last one has settled (not measured).
    func prepare() {
        guard !model.isAnimating else { return }
        year = (year + 1) % seriesCount
        // `year` is below the series count, so this cannot throw.
        _ = try! model.selectSeries(year)
    }

    /// One animation frame; returns a number derived from its output.
    @inline(never)
    func frame() -> Int {
        time += frameInterval
        let events = model.advance(to: time)
        list.removeAll()
        model.render(into: &list, style: SpringChartStyle(), measurer: measurer)
        return events.count + list.count
    }
}

/// The spring scene's animation frame.
func registerSpringBenchmarks() {
    let rig = SpringRig()
    Benchmark("Spring chart, one animation frame (advance+display list)") { benchmark in
        blackHole(rig.frame())
        benchmark.stopMeasurement()
        rig.prepare()
    }
}
