import RealModule
import WheelPrimitives

/// The fit window, the quadratic fit, its restrictions and the lift-gap factor of a
/// ``VelocityTracker`` (steps 4-6 of the model described there).
extension VelocityTracker {
    /// The samples an estimate uses: the newest `count` of them (`count >= 2`), spanning
    /// `span` seconds, with `cadence` their mean interval in seconds.
    struct Window {
        var count: Int
        var span: Double
        var cadence: Double
        /// Some sample of the window absorbed a burst: fit a straight line.
        var burst: Bool
    }

    /// The fit window: samples within `fitWindow` of the newest, widened to
    /// `minimumFitSamples` and to `minimumSpan`, never past `horizon` or a pause-long gap.
    /// Requires `count >= 2`; always holds at least two samples.
    func fitWindowSamples() -> Window {
        let c = configuration
        let newest = sample(back: 0)
        var n = 1
        // `usable(k)`: sample k may join (within the horizon, no pause-long gap after it).
        func usable(_ k: Int) -> Bool {
            guard k < count else { return false }
            let s = sample(back: k)
            return newest.t - s.t <= c.horizon && sample(back: k - 1).t - s.t < c.pauseThreshold
        }
        while usable(n), newest.t - sample(back: n).t <= c.fitWindow { n += 1 }
        while usable(n), n < c.minimumFitSamples || newest.t - sample(back: n - 1).t < c.minimumSpan {
            n += 1
        }
        var burst = false
        for k in 0..<n where sample(back: k).burst { burst = true }
        if burst {
            while usable(n), newest.t - sample(back: n).t <= c.burstWindow { n += 1 }
        }
        // A lone sample after a gap: pair it with the one before (a slow estimate, not none).
        n = max(n, 2)
        let span = newest.t - sample(back: n - 1).t
        return Window(count: n, span: span, cadence: span / Double(n - 1), burst: burst)
    }

    /// The raw fitted velocity at the newest sample, points/s: quadratic with four samples or
    /// more (with the straight line of the same window, for the restrictions), a straight line
    /// with fewer, displacement over `minimumSpan` on a too-short window.
    func fittedVelocity(_ w: Window) -> (velocity: Point, line: Point?) {
        let newest = sample(back: 0)
        let oldest = sample(back: w.count - 1)
        if w.span < configuration.minimumSpan {
            let dt = configuration.minimumSpan
            return (Point(x: (newest.x - oldest.x) / dt, y: (newest.y - oldest.y) / dt), nil)
        }
        if w.count >= 4, !w.burst, let q = quadraticFit(w) { return (q.velocity, q.line) }
        return (linearFit(w), nil)
    }

    /// Least-squares quadratic through the window, differentiated at the newest sample
    /// (points/s), and the straight-line slope of the same window; nil when degenerate.
    ///
    /// Times are measured from the window's mean time and positions from the newest sample,
    /// so that epoch-sized clocks and far-away coordinates keep their precision.
    func quadraticFit(_ w: Window) -> (velocity: Point, line: Point)? {
        let newest = sample(back: 0)
        let n = Double(w.count)
        var meanT = 0.0
        for k in 0..<w.count { meanT += sample(back: k).t - newest.t }
        meanT /= n
        // Moments of s = t - meanT (s1 = 0 by construction) and of the positions.
        var s2 = 0.0
        var s3 = 0.0
        var s4 = 0.0
        var mx = 0.0
        var my = 0.0
        var sx = 0.0
        var sy = 0.0
        var s2x = 0.0
        var s2y = 0.0
        for k in 0..<w.count {
            let p = sample(back: k)
            let s = (p.t - newest.t) - meanT
            let x = p.x - newest.x
            let y = p.y - newest.y
            let ss = s * s
            s2 += ss
            s3 += ss * s
            s4 += ss * ss
            mx += x
            my += y
            sx += s * x
            sy += s * y
            s2x += ss * x
            s2y += ss * y
        }
        // Normal equations for x = a + b·s + c·s², with Σs = 0:
        //   [n   0   s2] [a]   [Σx  ]
        //   [0   s2  s3] [b] = [Σsx ]
        //   [s2  s3  s4] [c]   [Σs²x]
        let det = n * (s2 * s4 - s3 * s3) - s2 * s2 * s2
        let scale = n * s2 * s4
        guard s2 > 0, det > 1e-9 * scale, det.isFinite else { return nil }
        func solve(_ m: Double, _ ms: Double, _ ms2: Double) -> (b: Double, c: Double) {
            // Cramer's rule for b and c.
            let b = (n * (ms * s4 - s3 * ms2) - s2 * (ms * s2)) / det + (s2 * s3 * m) / det
            let c = (n * (s2 * ms2 - s3 * ms) - s2 * s2 * m) / det
            return (b, c)
        }
        let (bx, cx) = solve(mx, sx, s2x)
        let (by, cy) = solve(my, sy, s2y)
        // d/dt at the newest sample, where s = -meanT.
        let at = -meanT
        let velocity = Point(x: bx + 2 * cx * at, y: by + 2 * cy * at)
        let line = Point(x: sx / s2, y: sy / s2)
        guard PhysicsMath.isFinite(velocity), PhysicsMath.isFinite(line) else { return nil }
        return (velocity, line)
    }

    /// Least-squares straight-line slope over the window, points/s.
    func linearFit(_ w: Window) -> Point {
        let newest = sample(back: 0)
        var meanT = 0.0
        var meanX = 0.0
        var meanY = 0.0
        for k in 0..<w.count {
            let p = sample(back: k)
            meanT += p.t - newest.t
            meanX += p.x - newest.x
            meanY += p.y - newest.y
        }
        let n = Double(w.count)
        meanT /= n
        meanX /= n
        meanY /= n
        var stt = 0.0
        var stx = 0.0
        var sty = 0.0
        for k in 0..<w.count {
            let p = sample(back: k)
            let s = (p.t - newest.t) - meanT
            stt += s * s
            stx += s * ((p.x - newest.x) - meanX)
            sty += s * ((p.y - newest.y) - meanY)
        }
        guard stt > 0 else {
            let oldest = sample(back: w.count - 1)
            let dt = max(w.span, configuration.minimumSpan)
            return Point(x: (newest.x - oldest.x) / dt, y: (newest.y - oldest.y) / dt)
        }
        return Point(x: stx / stt, y: sty / stt)
    }

    /// Step 5: the fit kept within the straight line's direction and within
    /// `maximumLagCompensation` times its speed, never
    /// against the last clear motion, on few or unevenly spaced samples within 45° of the last
    /// segment and at least half its speed, never faster than the window's largest
    /// displacement over `minimumSpan`.
    func restricted(_ fitted: Point, line: Point?, window w: Window) -> Point {
        let c = configuration
        var v = fitted
        if let line {
            let dot = v.x * line.x + v.y * line.y
            let ratio =
                PhysicsMath.length(v.x, v.y) / max(PhysicsMath.length(line.x, line.y), .leastNormalMagnitude)
            if !(dot > 0) || !ratio.isFinite {
                v = line
            } else if ratio > c.maximumLagCompensation {
                let scale = c.maximumLagCompensation / ratio
                v = Point(x: v.x * scale, y: v.y * scale)
            }
        }
        // The last clear motion: newest minus the newest sample at least `minimumSpan` older.
        let newest = sample(back: 0)
        var k = 1
        while k < w.count - 1, newest.t - sample(back: k).t < c.minimumSpan { k += 1 }
        let ref = sample(back: k)
        let rx = newest.x - ref.x
        let ry = newest.y - ref.y
        if PhysicsMath.length(rx, ry) > c.jitterThreshold, v.x * rx + v.y * ry < 0 {
            let dt = max(newest.t - ref.t, c.minimumSpan)
            v = Point(x: rx / dt, y: ry / dt)
        }
        // Few or unevenly spaced samples (touch streams 4-9 ms apart with jittering stamps, a
        // slop jump at touch-down): a quadratic through them can turn away from the finger. Keep
        // the estimate within `recentDirectionCone` of the last segment's direction and at least
        // `recentSpeedShare` of its speed (displacement over at least `minimumSpan`).
        if w.count <= c.fewSamples || isUnevenlySpaced(w) {
            let previous = sample(back: 1)
            let sx = newest.x - previous.x
            let sy = newest.y - previous.y
            let length = PhysicsMath.length(sx, sy)
            if length > 2 * c.jitterThreshold {
                let dt = max(newest.t - previous.t, c.minimumSpan)
                v = Self.kept(v, near: Point(x: sx / length, y: sy / length), minimumSpeed: c.recentSpeedShare * length / dt)
            }
        }
        // Bound: the largest displacement from the newest or oldest sample over the minimum span.
        var maxDistance = 0.0
        let oldest = sample(back: w.count - 1)
        for i in 0..<w.count {
            let a = sample(back: i)
            maxDistance = max(maxDistance, PhysicsMath.length(a.x - newest.x, a.y - newest.y))
            maxDistance = max(maxDistance, PhysicsMath.length(a.x - oldest.x, a.y - oldest.y))
        }
        let bound = maxDistance / c.minimumSpan
        let speed = PhysicsMath.length(v.x, v.y)
        guard speed.isFinite, bound.isFinite else { return PhysicsMath.still }
        if speed > bound {
            let scale = speed > 0 ? bound / speed : 0
            v = Point(x: v.x * scale, y: v.y * scale)
        }
        return v
    }

    /// Whether the window's sample intervals differ by more than `unevenIntervalRatio` (the
    /// longest over the shortest).
    func isUnevenlySpaced(_ w: Window) -> Bool {
        var shortest = Double.infinity
        var longest = 0.0
        for k in 0..<(w.count - 1) {
            let dt = sample(back: k).t - sample(back: k + 1).t
            shortest = min(shortest, dt)
            longest = max(longest, dt)
        }
        return shortest > 0 && longest > configuration.unevenIntervalRatio * shortest
    }

    /// `v` turned, if need be, to within `recentDirectionCone` of the unit direction `u` (the
    /// nearer edge of the cone, its speed kept) and lengthened to at least `minimumSpeed`.
    static func kept(_ v: Point, near u: Point, minimumSpeed: Double) -> Point {
        let cone = Configuration.recentDirectionCone
        var speed = PhysicsMath.length(v.x, v.y)
        var out = v
        let along = v.x * u.x + v.y * u.y
        let across = u.x * v.y - u.y * v.x  // > 0: v lies clockwise of u on screen
        if !(speed > 0) {
            out = u
            speed = 0
        } else if along < speed * Double.cos(cone) {
            let side: Double = across >= 0 ? 1 : -1
            let c = Double.cos(cone)
            let s = Double.sin(cone) * side
            out = Point(x: speed * (u.x * c - u.y * s), y: speed * (u.y * c + u.x * s))
        }
        if speed < minimumSpeed {
            let scale = speed > 0 ? minimumSpeed / speed : minimumSpeed
            out = Point(x: out.x * scale, y: out.y * scale)
        }
        return PhysicsMath.isFinite(out) ? out : v
    }

    /// Step 6: 1 while the pointer has been still for at most `max(cadence, liftGrace)`
    /// seconds, then falling as `1 − u²` to 0 at `pauseThreshold` (`u` the fraction of the way
    /// from the grace to the pause threshold): a lift a little late barely changes the
    /// estimate, one almost a pause late nearly kills it, and it never increases.
    func liftGapFactor(stillTime: Double, window w: Window) -> Double {
        let c = configuration
        let grace = min(max(w.cadence, c.liftGrace), c.pauseThreshold)
        guard stillTime > grace else { return 1 }
        guard stillTime < c.pauseThreshold, c.pauseThreshold > grace else { return 0 }
        let u = (stillTime - grace) / (c.pauseThreshold - grace)
        return 1 - u * u
    }
}
