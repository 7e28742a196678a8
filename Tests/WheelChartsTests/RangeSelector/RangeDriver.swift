@testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

/// Builds range-selector test fixtures and input events.
enum RangeFixture {
    /// 2010-01-01T00:00Z.
    static let t0 = 1_262_304_000.0
    static let hour = 3_600.0
    static let viewport = Rect(x: 0, y: 40, width: 1000, height: 600)

    /// `count` hourly samples of a sine-ish wave from ``t0``.
    static func hourly(_ count: Int) -> TimeSeries {
        let xs = (0..<count).map { t0 + Double($0) * hour }
        let ys = (0..<count).map { Double(($0 * 37) % 101) - 50 }
        return try! TimeSeries(xs: xs, ys: ys)
    }

    static func controller(
        points: Int = 2_000, curve: MomentumCurve = .easeOut, minimumSpan: Double = 4 * 86_400
    ) -> RangeSelectorController {
        try! RangeSelectorController(
            series: hourly(points),
            configuration: RangeSelectorConfiguration(minimumSpan: minimumSpan, momentumCurve: curve),
            viewport: viewport)
    }
}

/// Sends pointer gestures to a controller at explicit times.
extension RangeSelectorController {
    mutating func down(_ x: Double, _ y: Double, at t: Double, _ p: PointerID = .mouse) {
        handle(.pointer(.down, p, at: Point(x: x, y: y), time: t))
    }
    mutating func move(_ x: Double, _ y: Double, at t: Double, _ p: PointerID = .mouse) {
        handle(.pointer(.move, p, at: Point(x: x, y: y), time: t))
    }
    @discardableResult
    mutating func up(_ x: Double, _ y: Double, at t: Double, _ p: PointerID = .mouse) -> [RangeSelectorEvent] {
        handle(.pointer(.up, p, at: Point(x: x, y: y), time: t))
    }
    /// A drag from `x0` to `x1` at height `y` in `steps` moves of `dt` seconds, starting at `t`;
    /// returns the time of the last move.
    @discardableResult
    mutating func drag(
        from x0: Double, to x1: Double, y: Double, at t: Double, steps: Int = 10, dt: Double = 0.016,
        release: Bool = true
    ) -> Double {
        down(x0, y, at: t)
        var time = t
        for i in 1...steps {
            time += dt
            move(x0 + (x1 - x0) * Double(i) / Double(steps), y, at: time)
        }
        if release { up(x1, y, at: time) }
        return time
    }
    var overviewY: Double { geometry.overviewPlot.midY }
    var mainY: Double { geometry.mainPlot.midY }
    var span: Double { visibleRange.upperBound - visibleRange.lowerBound }
}
