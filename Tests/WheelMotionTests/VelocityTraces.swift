import WheelRendering
import WheelMotion

/// A synthetic pointer trace for velocity tests: timestamped view-space samples
/// (seconds, points) plus the release time (seconds).
struct VelocityTrace {
    var samples: [(t: Double, p: Point)] = []
    var release: Double = 0
    /// The noiseless pointer position after the last sample (jitter is added on top).
    var base = Point.zero

    /// Appends `count` samples at `hz`, each moving by `velocity / hz`, continuing from the last sample.
    mutating func drag(hz: Double, velocity: Point, count: Int, jitter: Double = 0, seed: inout UInt64) {
        let t0 = samples.last?.t ?? 0
        for i in 0..<count {
            base = Point(x: base.x + velocity.x / hz, y: base.y + velocity.y / hz)
            let jx = jitter * VelocityTrace.noise(&seed)
            let jy = jitter * VelocityTrace.noise(&seed)
            samples.append((t0 + Double(i + 1) / hz, Point(x: base.x + jx, y: base.y + jy)))
        }
    }

    /// Appends `count` samples at `hz` that stay at the last position up to ±`jitter`.
    mutating func hold(hz: Double, count: Int, jitter: Double, seed: inout UInt64) {
        guard count > 0 else { return }
        let t0 = samples.last?.t ?? 0
        for i in 1...count {
            let jx = jitter * VelocityTrace.noise(&seed)
            let jy = jitter * VelocityTrace.noise(&seed)
            samples.append((t0 + Double(i) / hz, Point(x: base.x + jx, y: base.y + jy)))
        }
    }

    /// Sets the release `delay` seconds after the last sample.
    mutating func release(after delay: Double) {
        release = (samples.last?.t ?? 0) + delay
    }

    /// The trace fed into a fresh tracker.
    func tracker(_ configuration: VelocityTracker.Configuration = .init()) -> VelocityTracker {
        var tracker = VelocityTracker(configuration: configuration)
        for s in samples { tracker.addSample(time: s.t, position: s.p) }
        return tracker
    }

    /// The tracker's estimate at the release time.
    var estimate: Point { tracker().velocity(at: release) }

    /// Deterministic noise in [-1, 1] (a 64-bit LCG; tests never use system randomness).
    static func noise(_ state: inout UInt64) -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53) * 2 - 1
    }
}

/// Test-only baseline estimators the tracker is compared against.
enum BaselineVelocity {
    /// Velocity of the last segment: (p[n-1] - p[n-2]) / (t[n-1] - t[n-2]). No guards at all.
    static func lastSegment(_ trace: VelocityTrace) -> Point {
        let s = trace.samples
        guard s.count >= 2 else { return .zero }
        let a = s[s.count - 2], b = s[s.count - 1]
        let dt = b.t - a.t
        return Point(x: (b.p.x - a.p.x) / dt, y: (b.p.y - a.p.y) / dt)
    }

    /// Whole-gesture average: (last - first) / (t_last - t_first).
    static func average(_ trace: VelocityTrace) -> Point {
        let s = trace.samples
        guard let a = s.first, let b = s.last, s.count >= 2 else { return .zero }
        let dt = b.t - a.t
        return Point(x: (b.p.x - a.p.x) / dt, y: (b.p.y - a.p.y) / dt)
    }
}

/// Euclidean length of a velocity, in points per second.
func speed(_ v: Point) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
