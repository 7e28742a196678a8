import SeriesIO
import TestSupport
import Testing
import WheelMotion
import WheelRendering

@testable import WheelCharts

/// The charts' settings under the one error policy: a value outside its range throws a
/// `RangeError` naming it, its value and the range, instead of being clamped or ignored.
@Suite struct ChartSettingsTests {
    static func names(_ body: () throws(RangeError) -> Void) -> [String]? { rangeErrorNames(body) }

    @Test func badRangeSelectorSettingsAreErrors() {
        let viewport = Rect(x: 0, y: 0, width: 800, height: 500)
        let bad = RangeSelectorConfiguration(minimumSpan: -1, decelerationRate: .nan, keyZoomFactor: 0.5)
        #expect(
            Self.names { () throws(RangeError) in
                _ = try RangeSelectorController(
                    domain: 0...1e6, initialRange: 0...1e5, configuration: bad, viewport: viewport)
            } == ["minimumSpan", "decelerationRate", "keyZoomFactor"])
        func check(_ c: RangeSelectorConfiguration) throws(RangeError) {
            try RangeError.throwIfAny(RangeSelectorLimits.problems(of: c))
        }
        #expect(
            Self.names { () throws(RangeError) in
                try check(RangeSelectorConfiguration(minimumSpan: -.infinity))
            } == ["minimumSpan"])
        #expect(Self.names { () throws(RangeError) in try check(RangeSelectorConfiguration()) } == nil)
    }

    @Test func springParametersOutsideTheirRangeAreErrors() throws {
        var m = try SpringChartModel(
            categories: ["Q1", "Q2"], series: [ChartSeries(name: "2012", values: [1, 2])],
            viewport: Rect(x: 0, y: 0, width: 800, height: 500))
        #expect(Self.names { () throws(RangeError) in _ = try m.setBounciness(21) } == ["bounciness"])
        #expect(Self.names { () throws(RangeError) in _ = try m.setSpeed(.nan) } == ["speed"])
        #expect(Self.names { () throws(RangeError) in _ = try m.setSpeed(-1) } == ["speed"])
        #expect(
            m.bounciness == SpringChartModel.defaultBounciness && m.speed == SpringChartModel.defaultSpeed)
        #expect(try m.setSpeed(20) == [.speedChanged(20)])
        // Keys at the end of the range stay there (input clamps; only the API's values are checked).
        #expect(m.handle(.key(.plus, time: 0.1)).isEmpty)
        #expect(m.speed == 20)
    }

    @Test func badDomainsRangesAndViewportsOfTheRangeSelectorAreErrorsNamedAtOnce() throws {
        let viewport = Rect(x: 0, y: 0, width: 800, height: 500)
        #expect(
            Self.names { () throws(RangeError) in
                _ = try RangeSelectorController(
                    domain: -.infinity...1e6, initialRange: 0...Double.infinity,
                    viewport: Rect(x: .nan, y: 0, width: -1, height: 500))
            } == ["viewport.x", "viewport.width", "domain.lowerBound", "initialRange.upperBound"])
        var c = try RangeSelectorController(domain: 0...1e7, initialRange: 0...1e6, viewport: viewport)
        let before = c.geometry
        #expect(
            Self.names { () throws(RangeError) in
                try c.setViewport(Rect(x: 0, y: 0, width: .infinity, height: 10))
            }
                == ["viewport.width"])
        #expect(c.geometry == before)
        try c.setViewport(Rect(x: 0, y: 0, width: 600, height: 400))
        #expect(c.geometry != before)
    }

    @Test func badSpringChartSettingsAreErrorsNamedAtOnce() throws {
        let categories = ["Q1", "Q2"]
        let series = [ChartSeries(name: "2012", values: [1, 2]), ChartSeries(name: "2013", values: [3, 4])]
        let viewport = Rect(x: 0, y: 0, width: 800, height: 500)
        func configuration(axisMaximum: Double = 200, tickStep: Double = 50) -> SpringChartConfiguration {
            var c = SpringChartConfiguration()
            c.axisMaximum = axisMaximum
            c.tickStep = tickStep
            return c
        }
        #expect(
            Self.names { () throws(RangeError) in
                _ = try SpringChartModel(
                    categories: categories, series: series, selectedSeries: 2,
                    configuration: configuration(axisMaximum: .nan),
                    viewport: viewport, time: .infinity)
            } == ["selectedSeries", "axisMaximum", "time"])
        // A tick step that would draw more than a thousand ticks (or none) is refused, not drawn.
        #expect(
            Self.names { () throws(RangeError) in
                _ = try SpringChartModel(
                    categories: categories, series: series, configuration: configuration(tickStep: 1e-9),
                    viewport: viewport)
            } == ["tickStep"])
        #expect(
            Self.names { () throws(RangeError) in
                _ = try SpringChartModel(
                    categories: categories, series: series, configuration: configuration(tickStep: 500),
                    viewport: Rect(x: 0, y: 0, width: -5, height: 10))
            } == ["tickStep", "viewport.width"])
        #expect(
            Self.names { () throws(RangeError) in
                _ = try SpringChartModel(
                    categories: categories, series: series, selectedSeries: -1, viewport: viewport)
            } == ["selectedSeries"])

        var m = try SpringChartModel(categories: categories, series: series, viewport: viewport)
        #expect(Self.names { () throws(RangeError) in try m.selectSeries(2) } == ["selectedSeries"])
        #expect(Self.names { () throws(RangeError) in try m.selectSeries(-1) } == ["selectedSeries"])
        #expect(m.selectedSeries == 0)
        #expect(try m.selectSeries(1) == [.yearChanged(1)])
        let layout = m.layout
        #expect(
            Self.names { () throws(RangeError) in
                try m.setViewport(Rect(x: 0, y: .nan, width: 10, height: 10))
            } == ["viewport.y"])
        #expect(m.layout == layout)
        // Keys past the last series stay there (input clamps; only the API's values are checked).
        #expect(m.handle(.key(.right, time: 0.1)).isEmpty && m.selectedSeries == 1)
    }
}
