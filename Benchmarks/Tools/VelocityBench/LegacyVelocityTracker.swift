import Foundation
import WheelMotion
import WheelRendering

// The release-velocity tracker WheelCore had before issue 13, kept verbatim (renamed) as a
// baseline: exponentially weighted straight-line fit over up to 100 ms. The controllers added
// the lift as a sample before asking for the velocity, which the bench does too.

/// Its default constants (seconds, points).
struct LegacyConfiguration {
    var capacity = 20
    var horizon = 0.100
    var recencyTimeConstant = 0.010
    var minimumSpan = 0.010
    var pauseThreshold = 0.040
    var jitterThreshold = 1.0
    var mergeInterval = 0.0005
}

/// The numeric helpers it used.
enum LegacyMath {
    static func sign(_ x: Double) -> Double { x > 0 ? 1 : (x < 0 ? -1 : 0) }
    static func length(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
}

struct LegacyVelocityTracker: Sendable {
    /// One stored sample (seconds, view-space points).
    struct Sample: Sendable {
        var t: Double
        var x: Double
        var y: Double
    }

    /// The constants of the tracker as it was (seconds, points).
    let configuration = LegacyConfiguration()

    private var storage: ContiguousArray<Sample>
    /// Index in `storage` of the newest sample (meaningful when `count > 0`).
    private var newestIndex = 0
    private var count = 0

    /// Position (view space) of the last movement larger than the jitter threshold.
    private var anchorX = 0.0
    private var anchorY = 0.0
    /// Time (seconds) of that movement.
    private var lastMovementTime = 0.0

    /// Creates an empty tracker; the ring buffer is allocated here, once.
    init() {
        self.storage = ContiguousArray(repeating: Sample(t: 0, x: 0, y: 0), count: configuration.capacity)
    }

    /// Number of (merged) samples currently held, at most `configuration.capacity`.
    var sampleCount: Int { count }

    /// Forgets every sample (keeps the buffer; no allocation).
    mutating func reset() {
        count = 0
        newestIndex = 0
    }

    /// The sample `k` steps back from the newest one (`k = 0` is the newest).
    @inline(__always)
    private func sample(back k: Int) -> Sample {
        let cap = storage.count
        return storage[(newestIndex - k + cap) % cap]
    }

    /// Records the pointer at `position` (view-space points) at `time` (seconds).
    ///
    /// Non-finite input is ignored; see the type's documentation for merging and
    /// out-of-order timestamps.
    mutating func addSample(time: Double, position: Point) {
        guard time.isFinite, position.isFinite else { return }
        var t = time
        if count > 0 {
            let newest = storage[newestIndex]
            if t < newest.t {
                if newest.t - t > configuration.horizon {
                    reset()  // the clock restarted: a new gesture
                } else {
                    t = newest.t  // small reordering: clamp, then merge below
                }
            }
            if count > 0, t - newest.t <= configuration.mergeInterval {
                storage[newestIndex].x = position.x
                storage[newestIndex].y = position.y
                noteMovement(time: newest.t, x: position.x, y: position.y)
                return
            }
        }
        if count == 0 {
            newestIndex = 0
            storage[0] = Sample(t: t, x: position.x, y: position.y)
            count = 1
            anchorX = position.x
            anchorY = position.y
            lastMovementTime = t
            return
        }
        newestIndex = (newestIndex + 1) % storage.count
        storage[newestIndex] = Sample(t: t, x: position.x, y: position.y)
        count = min(count + 1, storage.count)
        noteMovement(time: t, x: position.x, y: position.y)
    }

    /// Updates the last-movement anchor if `(x, y)` is farther than the jitter threshold from it.
    private mutating func noteMovement(time: Double, x: Double, y: Double) {
        let d = LegacyMath.length(x - anchorX, y - anchorY)
        if !(d <= configuration.jitterThreshold) {  // also true for overflowed distances
            anchorX = x
            anchorY = y
            lastMovementTime = time
        }
    }

    /// Whether the pointer counts as paused at `releaseTime` (seconds): no movement
    /// beyond `jitterThreshold` during the last `pauseThreshold` seconds.
    /// An empty tracker counts as paused.
    func isPaused(at releaseTime: Double) -> Bool {
        guard count > 0 else { return true }
        let release = releaseTime.isFinite ? max(releaseTime, storage[newestIndex].t) : storage[newestIndex].t
        return release - lastMovementTime > configuration.pauseThreshold
    }

    /// The estimated velocity at `releaseTime` (seconds), in view-space points
    /// per second; `(0, 0)` when there is no motion, a single sample, or a pause.
    ///
    /// A `releaseTime` earlier than the newest sample is treated as the newest
    /// sample's time; a non-finite one as well.
    func velocity(at releaseTime: Double) -> Point {
        guard count >= 2, !isPaused(at: releaseTime) else { return .zero }
        let c = configuration
        let newest = sample(back: 0)

        // Window: within the horizon, not across a pause gap.
        var n = 1
        while n < count {
            let s = sample(back: n)
            if newest.t - s.t > c.horizon { break }
            if sample(back: n - 1).t - s.t > c.pauseThreshold { break }
            n += 1
        }
        // Widen to the minimum span with older samples if needed.
        while n < count, newest.t - sample(back: n - 1).t < c.minimumSpan { n += 1 }
        let oldest = sample(back: n - 1)
        let span = newest.t - oldest.t

        var vx: Double
        var vy: Double
        if span < c.minimumSpan {
            // Too short to fit: displacement over the guaranteed-minimum dt.
            vx = (newest.x - oldest.x) / c.minimumSpan
            vy = (newest.y - oldest.y) / c.minimumSpan
        } else {
            (vx, vy) = weightedFit(count: n, newest: newest, span: span)
            // Direction guard against a reversal at the end.
            var k = 1
            while k < n - 1, newest.t - sample(back: k).t < c.minimumSpan { k += 1 }
            let ref = sample(back: k)
            let dt = max(newest.t - ref.t, c.minimumSpan)
            let rx = newest.x - ref.x
            let ry = newest.y - ref.y
            if abs(rx) > c.jitterThreshold, LegacyMath.sign(rx) != LegacyMath.sign(vx) { vx = rx / dt }
            if abs(ry) > c.jitterThreshold, LegacyMath.sign(ry) != LegacyMath.sign(vy) { vy = ry / dt }
        }

        // Bound: largest displacement in the window over the minimum span.
        var maxDistance = 0.0
        for i in 0..<n {
            let a = sample(back: i)
            for j in (i + 1)..<n {
                let b = sample(back: j)
                maxDistance = max(maxDistance, LegacyMath.length(a.x - b.x, a.y - b.y))
            }
        }
        let bound = maxDistance / c.minimumSpan
        let speed = LegacyMath.length(vx, vy)
        guard speed.isFinite, vx.isFinite, vy.isFinite, bound.isFinite else { return .zero }
        if speed > bound {
            let scale = speed > 0 ? bound / speed : 0
            vx *= scale
            vy *= scale
        }
        return Point(x: vx, y: vy)
    }

    /// The estimated velocity (points per second), zeroed when its magnitude is
    /// below `minimumSpeed` (points per second). The tracker applies no other cap.
    func velocity(at releaseTime: Double, minimumSpeed: Double) -> Point {
        let v = velocity(at: releaseTime)
        return LegacyMath.length(v.x, v.y) < minimumSpeed ? .zero : v
    }

    /// Weighted least-squares slopes of x(t) and y(t) over the `count` newest samples.
    ///
    /// Times and positions are taken relative to the newest sample for precision.
    /// Falls back to displacement over `span` when the fit is degenerate.
    private func weightedFit(count n: Int, newest: Sample, span: Double) -> (Double, Double) {
        let tau = configuration.recencyTimeConstant
        var sw = 0.0, st = 0.0, sx = 0.0, sy = 0.0
        for i in 0..<n {
            let s = sample(back: i)
            let u = s.t - newest.t
            let w = exp(u / tau)
            sw += w
            st += w * u
            sx += w * (s.x - newest.x)
            sy += w * (s.y - newest.y)
        }
        let mt = st / sw, mx = sx / sw, my = sy / sw
        var stt = 0.0, stx = 0.0, sty = 0.0
        for i in 0..<n {
            let s = sample(back: i)
            let w = exp((s.t - newest.t) / tau)
            let du = (s.t - newest.t) - mt
            stt += w * du * du
            stx += w * du * ((s.x - newest.x) - mx)
            sty += w * du * ((s.y - newest.y) - my)
        }
        // Degenerate (all weight on one instant): plain displacement over the span.
        guard stt > 1e-12 * sw * span * span else {
            let oldest = sample(back: n - 1)
            return ((newest.x - oldest.x) / span, (newest.y - oldest.y) / span)
        }
        return (stx / stt, sty / stt)
    }
}
