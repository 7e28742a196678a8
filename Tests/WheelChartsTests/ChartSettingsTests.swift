import Testing

@testable import WheelCharts
import SeriesIO
import TestSupport
import WheelMotion
import WheelRendering

/// The charts' settings under the one error policy: a value outside its range throws a
/// `RangeError` naming it, its value and the range, instead of being clamped or ignored.
@Suite struct ChartSettingsTests {
    static func names(_ body: () throws(RangeError) -> Void) -> [String]? { rangeErrorNames(body) }

    @Test func badRangeSelectorSettingsAreErrors() {
        let viewport = Rect(x: 0, y: 0, width: 800, height: 500)
        let bad = RangeSelectorConfiguration(minimumSpan: -1, decelerationRate: .nan, keyZoomFactor: 0.5)
        #expect(Self.names { () throws(RangeError) in
            _ = try RangeSelectorController(domain: 0...1e6, initialRange: 0...1e5, configuration: bad, viewport: viewport)
        } == ["minimumSpan", "decelerationRate", "keyZoomFactor"])
        #expect(Self.names { () throws(RangeError) in try RangeSelectorConfiguration(minimumSpan: -.infinity).validate() } == ["minimumSpan"])
        #expect(Self.names { () throws(RangeError) in try RangeSelectorConfiguration().validate() } == nil)
    }

    @Test func springParametersOutsideTheirRangeAreErrors() throws {
        var m = try SpringChartModel(
            categories: ["Q1", "Q2"], series: [ChartSeries(name: "2012", values: [1, 2])],
            viewport: Rect(x: 0, y: 0, width: 800, height: 500))
        #expect(Self.names { () throws(RangeError) in _ = try m.setBounciness(21, at: 0) } == ["bounciness"])
        #expect(Self.names { () throws(RangeError) in _ = try m.setSpeed(.nan, at: 0) } == ["speed"])
        #expect(Self.names { () throws(RangeError) in _ = try m.setSpeed(-1, at: 0) } == ["speed"])
        #expect(m.bounciness == SpringChartModel.defaultBounciness && m.speed == SpringChartModel.defaultSpeed)
        #expect(try m.setSpeed(20, at: 0) == [.speedChanged(20)])
        // Keys at the end of the range stay there (input clamps; only the API's values are checked).
        #expect(m.handle(.key(.plus, time: 0.1)).isEmpty)
        #expect(m.speed == 20)
    }
}
