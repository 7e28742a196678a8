import RealModule

@testable import WheelCore
import WheelRendering
import WheelMotion

/// Steps a wheel controller like a host would: events at their own times, frames at a fixed
/// rate from time zero. Records every event and the phase at each frame.
struct WheelDriver {
    var wheel: WheelController
    let fps: Double
    var frame = 0
    var events: [WheelEvent] = []
    var phases: [WheelPhase] = []
    let measurer = MonospaceTextMeasurer()

    init(
        itemCount: Int = 118, looping: Bool = false, fps: Double = 60, initialItem: Int = 0,
        configuration: WheelConfiguration = WheelConfiguration()
    ) {
        var config = configuration
        config.looping = looping
        wheel = try! WheelController(configuration: config, items: NumberedWheelDataSource(count: itemCount), initialItem: initialItem)
        self.fps = fps
        wheel.updateLayout(measurer: measurer)
    }

    var now: Double { Double(frame) / fps }
    var center: Point { wheel.geometry.center }

    /// A point on the wheel at screen angle `angle` (radians), `fraction` of the way from the
    /// inner to the outer radius.
    func point(angle: Double, fraction: Double = 0.7) -> Point {
        let g = wheel.geometry
        let r = g.innerRadius + (g.outerRadius - g.innerRadius) * fraction
        return Point(x: g.center.x + r * .cos(angle), y: g.center.y + r * .sin(angle))
    }

    mutating func send(_ phase: PointerEvent.Phase, _ p: Point, at t: Double, pointer: PointerID = .mouse) {
        events += wheel.handle(.pointer(phase, pointer, at: p, time: t))
    }

    mutating func send(_ e: InputEvent) { events += wheel.handle(e) }

    /// Runs frames until `time` (seconds).
    mutating func run(until time: Double) {
        while now < time - 1e-12 {
            frame += 1
            events += wheel.advance(to: now)
            wheel.updateLayout(measurer: measurer)
            phases.append(wheel.phase)
        }
    }

    /// Runs frames until the wheel is idle (at most `limit` seconds more).
    mutating func settle(limit: Double = 30) {
        let end = now + limit
        repeat { run(until: now + 1 / fps) } while wheel.phase != .idle && now < end
    }

    var commits: [Int] {
        events.compactMap { if case .selectionCommitted(let i) = $0 { i } else { nil } }
    }

    /// The release estimates reported so far, in order.
    var releases: [(angularVelocity: Double, velocity: Point)] {
        events.compactMap { if case .released(let w, let v) = $0 { (w, v) } else { nil } }
    }

    /// Drags along a circle from `from` to `to` (screen angles), one sample every `dt` seconds.
    mutating func circularDrag(from: Double, to: Double, start t0: Double, duration: Double, dt: Double = 1.0 / 120, release: Bool = true) -> Double {
        send(.down, point(angle: from), at: t0)
        let steps = max(1, Int((duration / dt).rounded()))
        var t = t0
        for i in 1...steps {
            t = t0 + Double(i) * dt
            send(.move, point(angle: from + (to - from) * Double(i) / Double(steps)), at: t)
        }
        if release { send(.up, point(angle: to), at: t) }
        return t
    }
}
