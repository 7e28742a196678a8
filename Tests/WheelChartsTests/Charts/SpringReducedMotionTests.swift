import Testing

@testable import WheelCharts
import WheelRendering

/// Reduced motion: the spring chart's values glide to their targets and never pass them, at
/// any bounciness, however quickly the year changes.
@Suite struct SpringReducedMotionTests {
    /// The spring scene's data (2012-2014), as the morph's design tests use it.
    static let categories = SpringMorphDesignTests.categories
    static let series = SpringMorphDesignTests.series

    /// The largest distance any value went past its target (0 when none did), over frames
    /// 1/60 s apart, switching the year at each of `switches` (seconds).
    static func overshoot(reduced: Bool, bounciness: Double, switches: [(Double, Int)]) throws -> Double {
        var m = try SpringChartModel(
            categories: categories, series: series, viewport: Rect(x: 0, y: 0, width: 1024, height: 640))
        try m.setBounciness(bounciness)
        m.setReducesMotion(reduced)
        var worst = 0.0
        var pending = switches
        var start = m.values.values
        for frame in 0...240 {
            let t = Double(frame) / 60
            while let (at, year) = pending.first, at <= t {
                pending.removeFirst()
                _ = m.advance(to: at)
                start = m.values.values
                try m.selectSeries(year)
            }
            _ = m.advance(to: t)
            for i in m.values.values.indices {
                let target = m.values.targets[i]
                let x = m.values.values[i]
                // Past the target: on the other side of it from where the glide began.
                let past = start[i] <= target ? x - target : target - x
                worst = max(worst, past)
            }
        }
        return worst
    }

    @Test(arguments: [0.0, 4, 20])
    func valuesNeverPassTheirTargets(bounciness: Double) throws {
        // One change, then quick changes mid-flight (2013, 2014, back to 2012).
        let one = try Self.overshoot(reduced: true, bounciness: bounciness, switches: [(0.05, 2)])
        let quick = try Self.overshoot(
            reduced: true, bounciness: bounciness, switches: [(0.05, 1), (0.15, 2), (0.22, 0), (0.3, 1)])
        #expect(one < 1e-9 && quick < 1e-9, "overshoot \(one), \(quick)")
    }

    /// The same changes overshoot without reduced motion (at pop's default bounciness 4): the
    /// check above can fail.
    @Test func withoutReducedMotionTheyOvershoot() throws {
        #expect(try Self.overshoot(reduced: false, bounciness: 4, switches: [(0.05, 2)]) > 0.5)
    }

    @Test func theSpringIsCriticallyDampedAtTheSameSpeed() throws {
        var m = try SpringChartModel(
            categories: Self.categories, series: Self.series, viewport: Rect(x: 0, y: 0, width: 1024, height: 640))
        let bouncy = m.spring
        m.setReducesMotion(true)
        #expect(m.reducesMotion)
        #expect(abs(m.spring.dampingRatio - 1) < 1e-12)
        #expect(m.spring.stiffness == bouncy.stiffness)
        m.setReducesMotion(false)
        #expect(m.spring == bouncy)
    }
}
