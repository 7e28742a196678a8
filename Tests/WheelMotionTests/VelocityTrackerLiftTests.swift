import WheelRendering
import Testing
import WheelMotion

/// The lift rules of issue 13: the lift position counts only when it moved, a lift soon after
/// the last move keeps the estimate, 50 ms of stillness gives exactly zero, and in between the
/// estimate never grows with the gap. Velocities in points per second, times in seconds.
@Suite struct VelocityTrackerLiftTests {
    /// The issue's drag: `moves` moves `dt` apart, `step` points each along +y (1500 pt/s at
    /// 8 ms / 12 pt), from (700, 320); returns the tracker and the last position and time.
    static func drag(moves: Int = 8, dt: Double = 0.008, step: Double = 12) -> (
        VelocityTracker, Point, Double
    ) {
        var tracker = VelocityTracker()
        var p = Point(x: 700, y: 320)
        tracker.addSample(time: 0, position: p)
        for i in 1...moves {
            p = Point(x: 700, y: 320 + step * Double(i))
            tracker.addSample(time: Double(i) * dt, position: p)
        }
        return (tracker, p, Double(moves) * dt)
    }

    /// The estimate when the lift comes `gap` seconds after the last move, at its position.
    static func lift(gap: Double, moves: Int = 8, dt: Double = 0.008, step: Double = 12) -> Point {
        var (tracker, p, t) = drag(moves: moves, dt: dt, step: step)
        return tracker.liftVelocity(time: t + gap, position: p)
    }

    @Test func theIssuesDragKeepsItsSpeedForLiftGapsUpTo20Milliseconds() {
        let v0 = Self.lift(gap: 0)
        #expect(abs(v0.y - 1500) < 1e-6)  // exact on a constant-speed drag, pt/s
        #expect(abs(v0.x) < 1e-9)
        for gapMs in [1.0, 4, 8, 12, 16, 19, 20] {
            let v = Self.lift(gap: gapMs / 1000)
            // At most 10 % (the issue's bound); in fact unchanged within the grace.
            #expect(abs(v.y - v0.y) <= 0.10 * v0.y, "gap \(gapMs) ms: \(v.y) pt/s")
            #expect(v.y == v0.y)
        }
    }

    @Test(arguments: [30.0, 40.0])
    func aSlowStreamKeepsItsSpeedForLiftsWithinOneCadence(hz: Double) {
        // Cadence 25-33 ms > 20 ms: the grace is one cadence.
        let dt = 1 / hz
        let v0 = Self.lift(gap: 0, dt: dt, step: 900 * dt)
        #expect(abs(v0.y - 900) < 1e-6)
        let v = Self.lift(gap: 0.95 * dt, dt: dt, step: 900 * dt)
        #expect(abs(v.y - v0.y) <= 0.10 * v0.y)
    }

    @Test(arguments: [0.050, 0.0501, 0.060, 0.2, 5.0])
    func fiftyMillisecondsWithoutMotionGiveExactlyZero(gap: Double) {
        #expect(Self.lift(gap: gap) == .zero)
    }

    @Test func theEstimateNeverGrowsWithTheGap() {
        var previous = Double.infinity
        for gapTenths in 0...600 {  // 0 to 60 ms in 0.1 ms steps
            let speed = speed(Self.lift(gap: Double(gapTenths) / 10_000))
            #expect(speed <= previous, "gap \(Double(gapTenths) / 10) ms")
            previous = speed
        }
        #expect(previous == 0)
        // And it is still a real fling just before the pause (never a cliff at 20 ms).
        #expect(Self.lift(gap: 0.030).y > 0.5 * 1500)
    }

    @Test func aLiftAtTheLastPositionOrWithinJitterAddsNothing() {
        var (a, p, t) = Self.drag()
        let reference = a.velocity(at: t)
        let same = a.liftVelocity(time: t + 0.006, position: p)
        #expect(same == reference)
        #expect(a.sampleCount == 9)  // the lift was not stored
        var (b, q, u) = Self.drag()
        let nudged = b.liftVelocity(time: u + 0.006, position: Point(x: q.x + 0.6, y: q.y - 0.6))
        #expect(nudged == reference)
        #expect(b.sampleCount == 9)
    }

    @Test func aLiftThatMovedIsASample() {
        // The finger-up arrives 4 ms after the last move, 6 pt further: it continues the drag.
        var (tracker, p, t) = Self.drag()
        let v = tracker.liftVelocity(time: t + 0.004, position: Point(x: p.x, y: p.y + 6))
        #expect(tracker.sampleCount == 10)
        #expect(abs(v.y - 1500) < 1e-6)
    }

    @Test func zeroTimeStepsStayFiniteAndBounded() {
        // An xdotool burst: every move shares one millisecond stamp, then the lift too.
        var tracker = VelocityTracker()
        for i in 0..<10 { tracker.addSample(time: 0.5, position: Point(x: 10 * Double(i), y: 0)) }
        #expect(tracker.sampleCount == 1)
        let v = tracker.liftVelocity(time: 0.5, position: Point(x: 95, y: 0))
        #expect(v == .zero)  // one instant: no velocity can be known
        // Bursts of three moves per millisecond stamp, 8 ms apart, 24 pt per burst (3000 pt/s).
        var bursts = VelocityTracker()
        var x = 0.0
        for b in 0..<8 {
            for _ in 0..<3 {
                x += 8
                bursts.addSample(time: 0.1 + Double(b) * 0.008, position: Point(x: x, y: 0))
            }
        }
        let w = bursts.liftVelocity(time: 0.1 + 7 * 0.008, position: Point(x: x, y: 0))
        #expect(w.x.isFinite && w.y.isFinite)
        #expect(abs(w.x - 3000) < 0.05 * 3000)  // within 5 % of the burst rate
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func aReversalFlingsTheWayTheFingerLastMoved(hz: Double) {
        for reversed in [2, 3, 5] {
            var seed: UInt64 = 21
            var trace = VelocityTrace()
            trace.drag(hz: hz, velocity: Point(x: 1200, y: 0), count: Int(hz / 4), jitter: 0.5, seed: &seed)
            trace.drag(hz: hz, velocity: Point(x: -900, y: 0), count: reversed, jitter: 0.5, seed: &seed)
            var tracker = trace.tracker()
            let last = trace.samples.last!
            let v = tracker.liftVelocity(time: last.t + 0.008, position: last.p)
            #expect(v.x < 0, "hz \(hz), \(reversed) samples back: \(v)")
        }
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func jitterAtRestIsNeverMovement(hz: Double) {
        // A finger resting for 50 ms with ±0.5 pt of noise on each axis after a fast drag.
        var seed: UInt64 = 5
        var trace = VelocityTrace()
        trace.drag(hz: hz, velocity: Point(x: 0, y: 2000), count: Int(hz / 10), seed: &seed)
        trace.hold(hz: hz, count: Int((0.05 * hz).rounded(.up)), jitter: 0.5, seed: &seed)
        var tracker = trace.tracker()
        let last = trace.samples.last!
        #expect(tracker.liftVelocity(time: last.t + 0.001, position: last.p) == .zero)
    }
}
