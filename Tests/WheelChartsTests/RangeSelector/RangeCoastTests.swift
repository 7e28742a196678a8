import Testing

@testable import WheelCharts
@testable import WheelPrimitives
@testable import WheelRendering
import WheelMotion
import SeriesIO

/// The range selector's fling (issue 13): the release velocity comes from the same tracker as
/// the wheel's, and the coast travels like a platform scroll view's (UIScrollView's normal
/// deceleration, 0.998 per millisecond) whatever the curve. Distances in overview points.
@Suite struct RangeCoastTests {
    typealias F = RangeFixture

    /// Drags the selection body left at `speed` points/s (8 ms moves), lifts after `gap`
    /// seconds at the last position and coasts to rest at 60 fps; returns the release
    /// velocity and the coast's travel in overview points.
    static func fling(speed: Double, gap: Double = 0, curve: MomentumCurve = .easeOut) -> (
        release: Double, travel: Double, duration: Double
    ) {
        var c = F.controller(curve: curve)
        let (l, r) = c.selectionPixels
        let x0 = (l + r) / 2
        let steps = 10
        let dx = -speed * 0.008
        c.down(x0, c.overviewY, at: 0)
        for i in 1...steps { c.move(x0 + dx * Double(i), c.overviewY, at: 0.008 * Double(i)) }
        let liftTime = 0.008 * Double(steps) + gap
        let lifted = c.up(x0 + dx * Double(steps), c.overviewY, at: liftTime)
        let release = lifted.lazy.compactMap { if case .released(let v) = $0 { v } else { nil } }.first ?? .nan
        // The release comes first, reported once, before what it causes.
        #expect(lifted.first.map { if case .released = $0 { true } else { false } } == true)
        let startLower = c.visibleRange.lowerBound
        let scale = c.constraint.domainSpan / c.geometry.overviewPlot.width  // data s per point
        var time = liftTime
        while c.isAnimating && time < liftTime + 10 {
            time += 1.0 / 60
            c.advance(to: time)
        }
        return (release, (c.visibleRange.lowerBound - startLower) / scale, time - liftTime)
    }

    @Test(arguments: [150.0, 294, 600, 800])
    func theCoastTravelsLikeAScrollViewAtTheNormalRate(speed: Double) {
        let f = Self.fling(speed: speed)
        #expect(abs(f.release + speed) < 1e-6 * speed)  // constant drag: exact, pt/s
        // Friction k = -ln(0.998)·1000 ≈ 2.002/s from the release speed down to 10 pt/s.
        let k = FrictionSimulation.drag(decelerationRate: 0.998)
        let expected = -(speed - 10) / k
        #expect(abs(f.travel - expected) < 0.5, "travel \(f.travel) pt, expected \(expected) pt")
        // The 294 pt/s release coasted 12 pt in 0.12 s; now about 142 pt in 1.5 s.
        #expect(f.duration > 1)
    }

    @Test(arguments: MomentumCurve.allCases)
    func everyCurveTravelsTheSameDistance(curve: MomentumCurve) {
        let f = Self.fling(speed: 500, curve: curve)
        let reference = Self.fling(speed: 500, curve: .decay)
        #expect(abs(f.travel - reference.travel) < 0.5)  // points
    }

    @Test func aFasterFlickCoastsFartherAndLonger() {
        let slow = Self.fling(speed: 300)
        let fast = Self.fling(speed: 800)
        #expect(fast.travel < slow.travel)  // both leftwards (negative)
        #expect(abs(fast.travel / slow.travel - (800 - 10) / (300 - 10)) < 0.01)
        #expect(fast.duration >= slow.duration)
    }

    @Test(arguments: [0.0, 0.008, 0.016])
    func theReleaseIgnoresALiftGapWithinTheGrace(gap: Double) {
        let f = Self.fling(speed: 700, gap: gap)
        #expect(abs(f.release + 700) < 1e-6 * 700)
    }

    @Test func aPauseBeforeTheLiftDoesNotCoast() {
        let f = Self.fling(speed: 700, gap: 0.05)
        #expect(f.release == 0)
        #expect(f.travel == 0)
    }

    @Test func theScrollViewCoastIsClosedForm() {
        let m = MomentumAnimation(
            curve: .easeOut, position: 0, velocity: 1000, decelerationRate: 0.998, stopSpeed: 10,
            maximumDuration: 4)
        let k = FrictionSimulation.drag(decelerationRate: 0.998)
        #expect(abs(m.finalPosition - 990 / k) < 1e-9)
        #expect(abs(m.duration - 3 * 990 / k / 1000) < 1e-12)  // ease-out travels v0·T/3
        let slow = MomentumAnimation(
            curve: .decay, position: 5, velocity: -8, decelerationRate: 0.998, stopSpeed: 10,
            maximumDuration: 4)
        #expect(slow.duration == 0 && slow.finalPosition == 5)
        let bad = MomentumAnimation(
            curve: .linear, position: 0, velocity: .nan, decelerationRate: .nan, stopSpeed: .nan,
            maximumDuration: .nan)
        #expect(bad.finalPosition.isFinite && bad.duration.isFinite)
    }
}
