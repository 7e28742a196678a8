import WheelRendering
import PropertyBased
import RealModule
import Testing
import WheelMotion

@Suite struct FrictionSimulationTests {
    @Test func closedFormMatchesDefinition() {
        let s = FrictionSimulation(drag: 3, position: 10, velocity: 600)
        for t in stride(from: 0.0, through: 3, by: 0.25) {
            let e = Double.exp(-3 * t)
            #expect(abs(s.dx(t) - 600 * e) < 1e-9)
            #expect(abs(s.x(t) - (10 + 200 * (1 - e))) < 1e-9)
            // dx is the derivative of x (central difference).
            let h = 1e-6
            #expect(abs((s.x(t + h) - s.x(max(t - h, 0))) / (t > 0 ? 2 * h : h) - s.dx(t)) < 1e-2)
        }
        #expect(abs(s.finalPosition - 210) < 1e-12)
        #expect(abs(s.x(50) - s.finalPosition) < 1e-9)
    }

    @Test func decelerationRateMatchesUIScrollViewMeaning() {
        let k = FrictionSimulation.drag(decelerationRate: FrictionSimulation.normalDecelerationRate)
        #expect(abs(k - 2.002002670673) < 1e-9)
        let s = FrictionSimulation(decelerationRate: 0.998, position: 0, velocity: 1000)
        #expect(abs(s.dx(0.001) - 998) < 1e-9)  // ×0.998 per millisecond
        #expect(abs(s.dx(0.010) - 1000 * Double.pow(0.998, 10)) < 1e-9)
        #expect(FrictionSimulation.drag(decelerationRate: 1.5) == 0)
        #expect(FrictionSimulation.drag(decelerationRate: 0).isFinite)
        #expect(FrictionSimulation.drag(decelerationRate: .nan) == k)
    }

    @Test func timeToReachSpeedAndPosition() {
        let s = FrictionSimulation(drag: 2, position: 0, velocity: -800)
        let t = s.timeToReach(speed: 10)
        #expect(abs(abs(s.dx(t)) - 10) < 1e-9)
        #expect(s.isDone(t + 1e-9, speedTolerance: 10))
        #expect(!s.isDone(t - 1e-3, speedTolerance: 10))
        #expect(s.timeToReach(speed: 900) == 0)
        #expect(s.timeToReach(speed: 0) == .greatestFiniteMagnitude)
        let tp = s.timeToReach(position: -300)!
        #expect(abs(s.x(tp) + 300) < 1e-9)
        #expect(s.timeToReach(position: 5) == nil)  // behind the start
        #expect(s.timeToReach(position: -401) == nil)  // beyond the rest position
    }

    @Test(arguments: [
        (0.0, 120.0, 900.0, 40.0),
        (50.0, -75.0, -1500.0, -20.0),
        (1.0, 1.5, 3.0, 0.1),  // radians: a wheel landing on a sector
        (0.0, 10.0, 100.0, 100.0),  // equal speeds: zero drag
    ])
    func throughLandsExactly(start: Double, end: Double, v0: Double, v1: Double) throws {
        let s = try #require(FrictionSimulation.through(start: start, end: end, startVelocity: v0, endVelocity: v1))
        let T = try #require(s.duration)
        #expect(abs(s.x(T) - end) < 1e-9 * max(1, abs(end)))
        #expect(abs(s.dx(T) - v1) < 1e-9 * max(1, abs(v1)))
        #expect(abs(s.dx(0) - v0) < 1e-12 * abs(v0))
        #expect(s.x(0) == start)
    }

    @Test func throughRejectsImpossibleFits() {
        #expect(FrictionSimulation.through(start: 0, end: -10, startVelocity: 100, endVelocity: 1) == nil)
        #expect(FrictionSimulation.through(start: 0, end: 10, startVelocity: 100, endVelocity: -1) == nil)
        #expect(FrictionSimulation.through(start: 0, end: 10, startVelocity: 100, endVelocity: 200) == nil)
        #expect(FrictionSimulation.through(start: 0, end: 10, startVelocity: 0, endVelocity: 0) == nil)
        #expect(FrictionSimulation.through(start: 0, end: 0, startVelocity: 5, endVelocity: 1) == nil)
        #expect(FrictionSimulation.through(start: .nan, end: 10, startVelocity: 100, endVelocity: 1) == nil)
        let rest = FrictionSimulation.through(start: 3, end: 3, startVelocity: 0, endVelocity: 0)
        #expect(rest?.duration == 0)
        // End speed zero: reached only asymptotically.
        let asymptotic = FrictionSimulation.through(start: 0, end: 10, startVelocity: 100, endVelocity: 0)
        #expect(asymptotic?.duration == .greatestFiniteMagnitude)
        #expect(abs((asymptotic?.finalPosition ?? 0) - 10) < 1e-12)
    }

    @Test func degenerateInputStaysFinite() {
        let still = FrictionSimulation(drag: 0, position: 5, velocity: 0)
        #expect(still.x(10) == 5 && still.dx(10) == 0 && still.finalPosition == 5)
        #expect(still.timeToReach(speed: 1) == 0)
        let free = FrictionSimulation(drag: 0, position: 0, velocity: 10)
        #expect(free.x(2) == 20 && free.finalPosition == .greatestFiniteMagnitude)
        #expect(free.timeToReach(speed: 1) == .greatestFiniteMagnitude)
        let huge = FrictionSimulation(drag: 1e-300, position: 1e308, velocity: 1e308)
        for t in [0.0, 1, 1e10, .infinity, .nan, -5] {
            #expect(huge.x(t).isFinite && huge.dx(t).isFinite)
        }
        #expect(huge.finalPosition.isFinite)
        let bad = FrictionSimulation(drag: .nan, position: .nan, velocity: .infinity)
        #expect(bad.x(1).isFinite && bad.dx(1).isFinite && bad.finalPosition.isFinite)
        let instant = FrictionSimulation(drag: .infinity, position: 1, velocity: 100)
        #expect(instant.x(0) == 1 && instant.x(1) == 1 && instant.dx(1) == 0)
        // Negative time is the start.
        #expect(FrictionSimulation(drag: 2, position: 1, velocity: 3).x(-1) == 1)
    }

    @Test func frameRateIndependent() {
        let s = FrictionSimulation(drag: 4, position: -2, velocity: 333)
        var values: [[Double]] = []
        for hz in [30.0, 60, 120, 144] {
            // Sample every frame from a fixed origin, keep the common times (every 1/6 s).
            var common: [Double] = []
            let frames = Int(hz * 2)
            let step = Int(hz / 6)
            for frame in 0...frames where frame % step == 0 {
                common.append(s.x(Double(frame) / hz))
            }
            values.append(common)
        }
        for v in values.dropFirst() {
            for (a, b) in zip(v, values[0]) { #expect(abs(a - b) < 1e-9) }
        }
    }

    @Test func throughFitsAreExactWhenTheyExist() async {
        await propertyCheck(
            count: 200,
            input: Gen.double(in: -1000...1000), Gen.double(in: -1000...1000),
            Gen.double(in: -5000...5000), Gen.double(in: 0...1)
        ) { start, end, v0, fraction in
            let v1 = v0 * fraction
            guard let s = FrictionSimulation.through(start: start, end: end, startVelocity: v0, endVelocity: v1) else {
                #expect((end - start) * v0 <= 0)
                return
            }
            let T = s.duration ?? -1
            #expect(T >= 0 && T.isFinite)
            #expect(abs(s.x(T) - end) < 1e-7 * max(1, abs(end), abs(start)))
            #expect(s.x(T / 2).isFinite && s.dx(T / 2).isFinite)
        }
    }
}
