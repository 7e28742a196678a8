import Testing

@testable import WheelCore
import WheelRendering
import WheelMotion

/// The wheel's release path (issue 13): the fling follows the finger whatever the gap between
/// the last move and the button-up, and lands on the same item at every frame rate.
@Suite struct WheelReleaseTests {
    /// The issue's drag: 8 moves 8 ms apart, 12 points each (1500 pt/s) straight down through
    /// the ring at 3 o'clock, then the button-up at the last position `gap` seconds later.
    /// Returns the driver after the wheel came to rest.
    static func issueFlick(gap: Double, fps: Double = 60) -> WheelDriver {
        var d = WheelDriver(itemCount: 1000, fps: fps, initialItem: 500)
        d.run(until: 0.1)
        let start = d.point(angle: 0)
        var p = start
        d.send(.down, p, at: 0.1)
        for i in 1...8 {
            p = Point(x: start.x, y: start.y - 48 + 12 * Double(i))
            d.send(.move, p, at: 0.1 + 0.008 * Double(i))
        }
        d.send(.up, p, at: 0.1 + 0.064 + gap)
        d.settle()
        return d
    }

    @Test func theLiftGapDoesNotChangeWhereTheFlickLands() {
        let reference = Self.issueFlick(gap: 0)
        let omega = reference.releases.last?.angularVelocity ?? 0
        #expect(omega < -3)  // clockwise on screen: the rotation angle decreases, rad/s
        #expect(abs((reference.releases.last?.velocity.y ?? 0) - 1500) < 1e-6)  // pt/s, raw
        for gap in [0.004, 0.008, 0.016] {
            let d = Self.issueFlick(gap: gap)
            #expect(d.releases.last?.angularVelocity == reference.releases.last?.angularVelocity, "gap \(gap) s")
            #expect(d.releases.last?.velocity == reference.releases.last?.velocity, "gap \(gap) s")
            #expect(d.wheel.position == reference.wheel.position, "gap \(gap) s")
        }
    }

    @Test func longerGapsNeverFlingFartherAndAPauseDoesNotFling() {
        var previous = Int.min
        for gapMs in stride(from: 0, through: 60, by: 4) {
            let d = Self.issueFlick(gap: Double(gapMs) / 1000)
            // Landing index grows back towards 500 (less travel) as the gap grows.
            #expect(d.wheel.position.index >= previous, "gap \(gapMs) ms")
            previous = d.wheel.position.index
        }
        let paused = Self.issueFlick(gap: 0.05)
        #expect(paused.releases.last?.velocity == .zero)
        #expect(!paused.phases.contains(.flinging))  // it only settles onto the nearest item
    }

    @Test func theSameFlickLandsOnTheSameItemAt30_60And144Fps() {
        let ends = [30.0, 60, 144].map { Self.issueFlick(gap: 0.016, fps: $0).wheel.angle }
        for e in ends { #expect(abs(e - ends[0]) < 1e-9) }  // radians
    }
}
