import SeriesIO
import Testing
import WheelCharts
import WheelRendering

/// Values in, state out, for the charts: a host reads the configuration it handed over, changes
/// one field and hands it back (checked then); the controllers answer their time and selection.
@Suite struct ChartReadableStateTests {
    static let t0 = 1_262_304_000.0
    static let day = 86_400.0
    static let viewport = Rect(x: 0, y: 0, width: 1000, height: 600)

    @Test func theRangeSelectorTakesBackAConfigurationWithOneFieldChanged() throws {
        var c = try RangeSelectorController(
            domain: Self.t0...(Self.t0 + 100 * Self.day),
            initialRange: (Self.t0 + 10 * Self.day)...(Self.t0 + 12 * Self.day),
            configuration: RangeSelectorConfiguration(keyPanFraction: 0.25), viewport: Self.viewport)
        #expect(c.domain == Self.t0...(Self.t0 + 100 * Self.day))
        #expect(c.visibleSpan == 4 * Self.day && c.effectiveMinimumSpan == 4 * Self.day)
        var config = c.configuration
        config.minimumSpan = 8 * Self.day
        let events = try c.setConfiguration(config)
        #expect(c.configuration.minimumSpan == 8 * Self.day && c.configuration.keyPanFraction == 0.25)
        // The new minimum applies at once, about the centre (11 days in).
        #expect(c.visibleRange == (Self.t0 + 7 * Self.day)...(Self.t0 + 15 * Self.day))
        #expect(events == [.rangeChanged(c.visibleRange)])

        var bad = c.configuration
        bad.keyZoomFactor = .nan
        bad.minimumSpan = 0
        #expect(throws: RangeError.self) { try c.setConfiguration(bad) }
        #expect(c.configuration == config && c.visibleSpan == 8 * Self.day)
    }

    @Test func theRangeSelectorAnswersItsTime() throws {
        var c = try RangeSelectorController(
            domain: Self.t0...(Self.t0 + 100 * Self.day), initialRange: Self.t0...(Self.t0 + 10 * Self.day),
            viewport: Self.viewport)
        #expect(c.time == 0)
        _ = c.advance(to: 2.5)
        #expect(c.time == 2.5)
        _ = c.handle(.key(.right, time: 3))
        #expect(c.time == 3)
        _ = c.advance(to: .nan)
        #expect(c.time == 3)
    }

    @Test func theSpringChartAnswersWhatItWasGivenAndWhatItShows() throws {
        let series = [ChartSeries(name: "2012", values: [1, 2]), ChartSeries(name: "2013", values: [3, 4])]
        var m = try SpringChartModel(
            categories: ["A", "B"], series: series,
            configuration: {
                var c = SpringChartConfiguration()
                c.axisMaximum = 10
                c.tickStep = 5
                return c
            }(),
            viewport: Self.viewport, time: 1)
        #expect(m.categories == ["A", "B"] && m.series == series && m.axisMaximum == 10 && m.tickStep == 5)
        #expect(m.time == 1 && m.selectedSeries == 0 && m.values.values == [1, 2])
        _ = m.advance(to: 2)
        _ = try m.selectSeries(1)
        #expect(m.selectedSeries == 1)
        for k in 1...240 { _ = m.advance(to: 2 + Double(k) / 60) }
        #expect(m.time == 6 && !m.isAnimating)
        #expect(m.values.values.enumerated().allSatisfy { abs($0.element - [3.0, 4][$0.offset]) < 1e-3 })  // value units
    }
}

/// One shape for the controllers: the range selector draws itself with the wheel's call shape,
/// and fitting its plots' margins is its own layout (no renderer writes into it).
@Suite struct RangeSelectorRenderTests {
    @Test func theSelectorFitsItsMarginsAndDrawsItsTitle() throws {
        let t0 = 1_262_304_000.0
        let series = try TimeSeries(
            xs: (0..<2000).map { t0 + Double($0) * 3600 }, ys: (0..<2000).map { 123_456_789 + Double($0) })
        var c = try RangeSelectorController(
            series: series, title: "Counts", viewport: Rect(x: 0, y: 0, width: 1000, height: 600))
        let before = c.geometry.mainPlot
        var list = DisplayList()
        c.render(into: &list, style: RangeChartStyle(), measurer: MonospaceTextMeasurer())
        // Nine-digit value labels need a wider left margin than the default.
        #expect(c.geometry.mainPlot.x > before.x && c.geometry.mainPlot.width < before.width)
        #expect(list.commands.contains { if case .text(let t) = $0 { t.string == "Counts" } else { false } })
        #expect(c.chart.annotation != nil && c.pyramid.series.count == 2000)
        // A second frame at rest keeps the margins.
        let fitted = c.geometry
        list.removeAll()
        c.render(into: &list, style: RangeChartStyle(), measurer: MonospaceTextMeasurer())
        #expect(c.geometry == fitted)
    }
}
