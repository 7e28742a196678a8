import WheelRendering
import Testing
import WheelMotion

/// Reference solution by classical RK4 with a tiny fixed step (test only).
private func rk4(_ spring: SpringDescription, y0: Double, v0: Double, target: Double, until end: Double, step h: Double, sampleEvery: Int) -> [(t: Double, x: Double, v: Double)] {
    func accel(_ y: Double, _ v: Double) -> Double { -(spring.stiffness * y + spring.damping * v) / spring.mass }
    var y = y0 - target, v = v0
    var out: [(Double, Double, Double)] = [(0, y0, v0)]
    let steps = Int((end / h).rounded())
    for i in 1...steps {
        let k1y = v, k1v = accel(y, v)
        let k2y = v + h / 2 * k1v, k2v = accel(y + h / 2 * k1y, v + h / 2 * k1v)
        let k3y = v + h / 2 * k2v, k3v = accel(y + h / 2 * k2y, v + h / 2 * k2v)
        let k4y = v + h * k3v, k4v = accel(y + h * k3y, v + h * k3v)
        y += h / 6 * (k1y + 2 * k2y + 2 * k3y + k4y)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        if i % sampleEvery == 0 { out.append((Double(i) * h, y + target, v)) }
    }
    return out
}

/// Largest position overshoot past the target (in units) of a spring released at rest.
private func overshoot(_ spring: SpringDescription) -> Double {
    let s = SpringSimulation(spring: spring, position: 0, target: 1, velocity: 0)
    var worst = 0.0
    for i in 0...4000 { worst = max(worst, s.x(Double(i) / 1000) - 1) }
    return worst
}

@Suite struct SpringSimulationTests {
    static let regimes: [(SpringDescription, SpringSimulation.Regime)] = [
        (SpringDescription(mass: 1, stiffness: 200, damping: 6), .underDamped),
        (SpringDescription(mass: 2, stiffness: 50, damping: 20), .criticallyDamped),  // c = 2√(km) = 20
        (SpringDescription(mass: 1, stiffness: 100, damping: 45), .overDamped),
        (SpringDescription(mass: 1, stiffness: 0, damping: 8), .overDamped),  // pure drag
        (SpringDescription(mass: 1, stiffness: 100, damping: 20.0000001), .overDamped),  // just past critical
        (SpringDescription(mass: 1, stiffness: 100, damping: 19.9999999), .underDamped),  // just below critical
        (SpringDescription(bounciness: 12, speed: 12), .underDamped),
    ]

    @Test(arguments: regimes)
    func matchesFineNumericalIntegration(spring: SpringDescription, regime: SpringSimulation.Regime) {
        let sim = SpringSimulation(spring: spring, position: -3, target: 2, velocity: 40)
        #expect(sim.regime == regime)
        for sample in rk4(spring, y0: -3, v0: 40, target: 2, until: 3, step: 1e-5, sampleEvery: 5000) {
            #expect(abs(sim.x(sample.t) - sample.x) < 1e-6, "x at \(sample.t)")
            #expect(abs(sim.dx(sample.t) - sample.v) < 1e-6, "v at \(sample.t)")
        }
    }

    @Test func startsWhereItShould() {
        for (spring, _) in Self.regimes {
            let sim = SpringSimulation(spring: spring, position: 7, target: -1, velocity: -12)
            #expect(abs(sim.x(0) - 7) < 1e-12)
            #expect(abs(sim.dx(0) + 12) < 1e-9)
            #expect(sim.x(-1) == sim.x(0))
        }
    }

    @Test func retargetingIsContinuous() {
        let spring = SpringDescription(bounciness: 8, speed: 14)
        let first = SpringSimulation(spring: spring, position: 0, target: 100, velocity: 0)
        let t = 0.137
        let second = first.retargeted(to: -50, at: t)
        #expect(abs(second.x(0) - first.x(t)) < 1e-12)
        #expect(abs(second.dx(0) - first.dx(t)) < 1e-9)
        #expect(second.target == -50)
        #expect(second.isDone(5, positionTolerance: 0.01, velocityTolerance: 0.01))
    }

    @Test func frameRateIndependent() {
        let sim = SpringSimulation(spring: SpringDescription(bounciness: 10, speed: 10), position: 0, target: 1, velocity: 3)
        var reference: [Double] = []
        for hz in [30.0, 60, 120, 144] {
            var common: [Double] = []
            let step = Int(hz / 6)  // every 1/6 s is a frame boundary at all four rates
            for frame in stride(from: 0, through: Int(hz) * 2, by: step) {
                common.append(sim.x(Double(frame) / hz))
            }
            if reference.isEmpty { reference = common }
            for (a, b) in zip(common, reference) { #expect(abs(a - b) < 1e-9) }
        }
    }

    /// The regimes that do return to the target (the pure-drag spring never does).
    static let returning = regimes.filter { $0.0.stiffness > 0 }

    @Test(arguments: returning)
    func settleTimeIsAnUpperBound(spring: SpringDescription, regime: SpringSimulation.Regime) {
        let sim = SpringSimulation(spring: spring, position: 0, target: 10, velocity: -5)
        let settle = sim.settleTime(positionTolerance: 0.001, velocityTolerance: 0.01)
        #expect(settle.isFinite && settle > 0 && settle < 30)
        for i in 0...200 {
            #expect(sim.isDone(settle + Double(i) * 0.01, positionTolerance: 0.001, velocityTolerance: 0.01))
        }
    }

    @Test func settleTimeEdgeCases() {
        let atRest = SpringSimulation(spring: SpringDescription(stiffness: 100, damping: 20), position: 1, target: 1, velocity: 0)
        #expect(atRest.settleTime(positionTolerance: 0.01, velocityTolerance: 0.01) == 0)
        let undamped = SpringSimulation(spring: SpringDescription(stiffness: 100, damping: 0), position: 0, target: 1, velocity: 0)
        #expect(undamped.settleTime(positionTolerance: 0.01, velocityTolerance: 0.01) == .greatestFiniteMagnitude)
        let loose = SpringSimulation(spring: SpringDescription(stiffness: 0, damping: 0), position: 0, target: 1, velocity: 0)
        #expect(loose.x(100) == 0)
        #expect(loose.settleTime(positionTolerance: 0.01, velocityTolerance: 0.01) == .greatestFiniteMagnitude)
    }

    @Test func bouncyConversionMatchesRebound() {
        // pop's default (bounciness 4, speed 12): Rebound gives tension ≈ 342.1, friction ≈ 30.49.
        let pop = SpringDescription(bounciness: 4, speed: 12)
        #expect(abs(pop.stiffness - 342.1006) < 1e-3)
        #expect(abs(pop.damping - 30.48698) < 1e-3)
        #expect(pop.mass == 1)
        let origami = SpringDescription.origami(tension: 40, friction: 7)
        #expect(abs(origami.stiffness - 230.2) < 1e-9 && abs(origami.damping - 22) < 1e-9)
    }

    @Test(arguments: [4.0, 8, 12, 16, 20])
    func bouncinessZeroBarelyOscillates(speed: Double) {
        let spring = SpringDescription(bounciness: 0, speed: speed)
        #expect(spring.dampingRatio > 0.9)
        #expect(overshoot(spring) < 0.001)
    }

    @Test func moreBouncinessMeansMoreOvershoot() {
        var previous = -1.0
        for b in [0.0, 4, 8, 12, 16, 20] {
            let o = overshoot(SpringDescription(bounciness: b, speed: 12))
            #expect(o > previous)
            previous = o
        }
    }

    @Test func moreSpeedMeansFasterSettle() {
        var previous = Double.infinity
        for speed in [2.0, 6, 10, 14, 18] {
            let sim = SpringSimulation(spring: SpringDescription(bounciness: 5, speed: speed), position: 0, target: 1, velocity: 0)
            let settle = sim.settleTime(positionTolerance: 0.001, velocityTolerance: 0.001)
            #expect(settle < previous)
            previous = settle
        }
    }

    @Test func badInputStaysFinite() {
        let weird = [
            SpringDescription(mass: 0, stiffness: .nan, damping: -3),
            SpringDescription(mass: .infinity, stiffness: .infinity, damping: .infinity),
            SpringDescription(mass: 1e-300, stiffness: 1e300, damping: 0),
            SpringDescription(bounciness: .nan, speed: 99),
        ]
        for spring in weird {
            let sim = SpringSimulation(spring: spring, position: 1e308, target: -1e308, velocity: .nan)
            for t in [0.0, 0.001, 1, 1e6, .infinity, .nan] {
                #expect(sim.x(t).isFinite && sim.dx(t).isFinite)
            }
            #expect(!sim.settleTime(positionTolerance: 0.1, velocityTolerance: 0.1).isNaN)
        }
    }
}
