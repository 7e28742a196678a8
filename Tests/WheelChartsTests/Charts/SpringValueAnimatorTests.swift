import PropertyBased
import SeriesIO
import Testing
import WheelMotion
import WheelRendering

@testable import WheelCharts

/// Fine fixed-step RK4 of one value under `spring`, with retargets at given times (test only).
private func integrate(
    _ spring: SpringDescription, start: Double, targets: [(time: Double, target: Double)], until end: Double,
    step h: Double
) -> (x: Double, v: Double) {
    var x = start
    var v = 0.0
    var target = start
    var t = 0.0
    var next = 0
    func accel(_ x: Double, _ v: Double, _ target: Double) -> Double {
        -(spring.stiffness * (x - target) + spring.damping * v) / spring.mass
    }
    let steps = Int((end / h).rounded())
    for _ in 0..<steps {
        while next < targets.count && targets[next].time <= t + h / 2 {
            target = targets[next].target
            next += 1
        }
        let k1x = v
        let k1v = accel(x, v, target)
        let k2x = v + h / 2 * k1v
        let k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v, target)
        let k3x = v + h / 2 * k2v
        let k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v, target)
        let k4x = v + h * k3v
        let k4v = accel(x + h * k3x, v + h * k3v, target)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += h
    }
    return (x, v)
}

@Suite struct SpringValueAnimatorTests {
    static let springs = [
        SpringDescription(bounciness: 4, speed: 12), SpringDescription(bounciness: 20, speed: 20),
        SpringDescription(bounciness: 0, speed: 0), SpringDescription(bounciness: 12, speed: 3),
    ]

    @Test(arguments: springs)
    func closedFormMatchesFineIntegrationThroughRetargets(spring: SpringDescription) throws {
        let starts = [120.0, 140, 50, 120]
        let first = [10.0, 60, 110, 40]
        let second = [150.0, 120, 160, 100]
        for end in [0.05, 0.2, 0.35, 0.6, 1.0] {
            // Time only moves forward: replay the retargets that are due by `end`.
            var a = SpringValueAnimator(values: starts, spring: spring)
            if end >= 0.1 { try a.setTargets(first, at: 0.1) }
            if end >= 0.23 { try a.setTargets(second, at: 0.23) }  // mid-flight
            a.advance(to: end)
            for i in 0..<4 {
                let ref = integrate(
                    spring, start: starts[i], targets: [(0.1, first[i]), (0.23, second[i])], until: end,
                    step: 1e-5)
                #expect(abs(a.values[i] - ref.x) < 1e-6, "value \(i) at \(end)")
                #expect(abs(a.velocities[i] - ref.v) < 1e-5, "velocity \(i) at \(end)")
            }
        }
    }

    @Test func retargetingKeepsPositionAndVelocityContinuous() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: 0.001...1.5), Gen.double(in: -300...300), Gen.int(in: 0...20)
        ) {
            t, newTarget, b in
            var a = SpringValueAnimator(
                values: [0, 50], spring: SpringDescription(bounciness: Double(b), speed: 12))
            try? a.setTargets([100, -20], at: 0)
            let before0 = a.state(of: 0, at: t)
            let before1 = a.state(of: 1, at: t)
            try? a.setTargets([newTarget, newTarget], at: t)
            let after0 = a.state(of: 0, at: t)
            let after1 = a.state(of: 1, at: t)
            #expect(abs(after0.position - before0.position) < 1e-9)
            #expect(abs(after0.velocity - before0.velocity) < 1e-7)
            #expect(abs(after1.position - before1.position) < 1e-9)
            #expect(abs(after1.velocity - before1.velocity) < 1e-7)
            // Just after the retarget the motion has not jumped either.
            let soon = a.state(of: 0, at: t + 1e-6)
            #expect(abs(soon.position - before0.position) < 1e-2)
        }
    }

    @Test func changingTheSpringMidFlightIsContinuous() throws {
        var a = SpringValueAnimator(values: [0], spring: SpringDescription(bounciness: 4, speed: 12))
        try a.setTargets([100], at: 0)
        let before = a.state(of: 0, at: 0.07)
        a.setSpring(SpringDescription(bounciness: 18, speed: 2), at: 0.07)
        let after = a.state(of: 0, at: 0.07)
        #expect(abs(after.position - before.position) < 1e-9)
        #expect(abs(after.velocity - before.velocity) < 1e-7)
        #expect(a.targets == [100])
        #expect(a.isAnimating)
    }

    @Test func sameAnimationAt30And144FramesPerSecond() throws {
        func run(fps: Double) throws -> [Double: [Double]] {
            var a = SpringValueAnimator(
                values: [120, 140, 50, 120], spring: SpringDescription(bounciness: 10, speed: 8))
            var samples: [Double: [Double]] = [:]
            var retargeted = false
            var respringed = false
            for k in 0...(Int(fps) * 3) {
                let t = Double(k) / fps
                // Events at their own times, delivered before the first frame at or after them.
                if !retargeted && t >= 0.25 {
                    try a.setTargets([10, 60, 110, 40], at: 0.25)
                    retargeted = true
                }
                if !respringed && t >= 0.6 {
                    a.setSpring(SpringDescription(bounciness: 15, speed: 14), at: 0.6)
                    respringed = true
                }
                a.advance(to: t)
                // 30 and 144 fps share a frame every 1/6 s.
                if k % Int(fps / 6) == 0 { samples[Double(k / Int(fps / 6))] = a.values }
            }
            return samples
        }
        let slow = try run(fps: 30)
        let fast = try run(fps: 144)
        #expect(slow.count == fast.count)
        for (key, values) in slow {
            let other = try #require(fast[key])
            for i in values.indices { #expect(abs(values[i] - other[i]) < 1e-9, "sample \(key) value \(i)") }
        }
    }

    @Test func countMismatchIsAnErrorWithAClearMessage() {
        var a = SpringValueAnimator(
            values: [1, 2, 3, 4], spring: SpringDescription(bounciness: 4, speed: 12))
        #expect(throws: RangeError([OutOfRange(name: "targets.count", value: 3, allowed: 4...4)])) {
            try a.setTargets([1, 2, 3], at: 0)
        }
        do {
            try a.setTargets([1, 2, 3], at: 0)
        } catch {
            #expect(error.description == "targets.count must be in 4...4, got 3")
        }
        #expect(a.targets == [1, 2, 3, 4])
        #expect(!a.isAnimating)
    }

    @Test func settlesExactlyOnTargetAndStops() throws {
        var a = SpringValueAnimator(values: [0, 0], spring: SpringDescription(bounciness: 4, speed: 12))
        try a.setTargets([200, -5], at: 1)
        a.advance(to: 1.05)
        #expect(a.isAnimating)
        a.advance(to: 10)
        #expect(!a.isAnimating)
        #expect(a.values == [200, -5])
        #expect(a.velocities == [0, 0])
    }

    @Test func advanceUpdatesInPlace() throws {
        var a = SpringValueAnimator(
            values: [1, 2, 3, 4], spring: SpringDescription(bounciness: 4, speed: 12))
        try a.setTargets([5, 6, 7, 8], at: 0)
        a.advance(to: 0.01)
        let before = a.values.withUnsafeBufferPointer { $0.baseAddress }
        for k in 2...100 { a.advance(to: Double(k) / 100) }
        let after = a.values.withUnsafeBufferPointer { $0.baseAddress }
        #expect(before == after)
    }

    @Test func badInputNeverGivesNaN() throws {
        var a = SpringValueAnimator(
            values: [.nan, .infinity, 1], spring: SpringDescription(mass: .nan, stiffness: .nan, damping: -1))
        try a.setTargets([.nan, -.infinity, 3], at: .nan)
        for t in [0.0, .nan, -1, .infinity, 1e300, 0.5] {
            a.advance(to: t)
            #expect(a.values.allSatisfy { $0.isFinite })
            #expect(a.velocities.allSatisfy { $0.isFinite })
        }
        var empty = SpringValueAnimator(values: [], spring: SpringDescription(bounciness: 4, speed: 12))
        try empty.setTargets([], at: 1)
        empty.advance(to: 2)
        #expect(!empty.isAnimating)
    }
}
