import WheelRendering
import Testing
import WheelMotion

@Suite struct MomentumAnimationTests {
    static let curves = MomentumCurve.allCases

    @Test(arguments: curves)
    func startsAtTheReleaseVelocityAndEndsAtRest(curve: MomentumCurve) {
        for v0 in [-900.0, 350] {
            let m = MomentumAnimation(curve: curve, position: 20, velocity: v0, duration: 0.8)
            #expect(m.x(0) == 20)
            #expect(abs(m.dx(0) - v0) < 1e-9)
            // Just after release the velocity is still ≈ v0 (no jump).
            #expect(abs(m.dx(1e-6) - v0) < 1e-2)
            #expect(m.dx(0.8) == 0 && m.dx(5) == 0)
            #expect(m.x(5) == m.finalPosition)
            #expect(m.isDone(0.8) && !m.isDone(0.79))
            let before = abs(m.dx(0.8 - 1e-9))
            if curve == .decay {
                #expect(abs(before - abs(v0) * MomentumCurve.decayResidualSpeedFraction) < 1e-3)
            } else {
                #expect(before < 1e-5)
            }
        }
    }

    @Test(arguments: curves)
    func positionIsMonotonicAndVelocityIsItsDerivative(curve: MomentumCurve) {
        let m = MomentumAnimation(curve: curve, position: 0, velocity: 1200, duration: 1.1)
        var previous = m.x(0)
        for frame in 1...300 {
            let t = Double(frame) / 240
            let x = m.x(t)
            #expect(x >= previous)
            previous = x
            if t < 1.1 - 1e-3 {
                let h = 1e-6
                #expect(abs((m.x(t + h) - m.x(t - h)) / (2 * h) - m.dx(t)) < 1e-2)
            }
        }
    }

    @Test func travelMatchesTheCurveIntegrals() {
        let v0 = 600.0, T = 0.5
        let expected: [(MomentumCurve, Double)] = [
            (.easeOut, v0 * T / 3), (.linear, v0 * T / 2), (.easeInOut, v0 * T / 2), (.acceleration, 2 * v0 * T / 3),
            (.decay, v0 * T * 0.99 / MomentumCurve.defaultDecayExponent),
        ]
        for (curve, travel) in expected {
            let m = MomentumAnimation(curve: curve, position: 10, velocity: v0, duration: T)
            #expect(abs(m.finalPosition - 10 - travel) < 1e-9, "\(curve)")
        }
    }

    @Test(arguments: curves)
    func frameRateIndependent(curve: MomentumCurve) {
        let m = MomentumAnimation(curve: curve, position: -5, velocity: 800, duration: 0.9)
        var reference: [Double] = []
        for hz in [30.0, 60, 120, 144] {
            var common: [Double] = []
            for frame in stride(from: 0, through: Int(hz), by: Int(hz / 6)) {
                common.append(m.x(Double(frame) / hz))
            }
            if reference.isEmpty { reference = common }
            for (a, b) in zip(common, reference) { #expect(abs(a - b) < 1e-9) }
        }
    }

    @Test func decelerationChoosesTheDuration() {
        let linear = MomentumAnimation(curve: .linear, position: 0, velocity: -1000, deceleration: 2000)
        #expect(abs(linear.duration - 0.5) < 1e-12)
        #expect(abs(linear.dx(0.25) + 500) < 1e-9)  // loses 2000 units/s every second
        let capped = MomentumAnimation(curve: .easeOut, position: 0, velocity: 1000, deceleration: 1, maximumDuration: 2)
        #expect(capped.duration == 2)
        let none = MomentumAnimation(curve: .easeOut, position: 0, velocity: 1000, deceleration: .nan)
        #expect(none.duration == 3)
    }

    @Test func decayFromDragUsesFriction() throws {
        let m = MomentumAnimation.decay(position: 0, velocity: 1000, drag: 2, stopSpeed: 10)
        let friction = FrictionSimulation(drag: 2, position: 0, velocity: 1000)
        #expect(abs(m.duration - friction.timeToReach(speed: 10)) < 1e-12)
        #expect(m.x(0.3) == friction.x(0.3))
        #expect(m.dx(0.3) == friction.dx(0.3))
        #expect(m.finalPosition == friction.x(m.duration))
    }

    @Test func degenerateInputStaysFinite() {
        for curve in Self.curves {
            for (v, T) in [(0.0, 1.0), (100, 0), (100, .nan), (.infinity, .infinity), (.nan, -1), (1e308, 1e9)] {
                let m = MomentumAnimation(curve: curve, position: 1e308, velocity: v, duration: T)
                for t in [0.0, 0.5, 1e12, .nan, -3] {
                    #expect(m.x(t).isFinite && m.dx(t).isFinite)
                }
                #expect(m.finalPosition.isFinite)
            }
        }
        let instant = MomentumAnimation(curve: .linear, position: 4, velocity: 100, duration: 0)
        #expect(instant.x(1) == 4 && instant.dx(0) == 0 && instant.isDone(0))
    }
}
