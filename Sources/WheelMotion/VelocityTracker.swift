import WheelPrimitives

/// Estimates the velocity a pointer has when it is lifted, from timestamped view-space samples.
///
/// Feed it every pointer position of a drag with ``addSample(time:position:)`` (seconds,
/// view-space points) and, at the lift, call ``liftVelocity(time:position:minimumSpeed:)``; the
/// answer is in view-space points per second. ``velocity(at:)`` gives the same estimate without
/// a lift sample (for a velocity shown while dragging). It never reads a clock and never
/// allocates after `init`.
///
/// The model, in order:
/// 1. **Storage**: a fixed ring buffer of `capacity` samples. Samples with the same timestamp
///    (or closer than `mergeInterval`) are merged, the newest position winning; non-finite ones
///    are ignored; a timestamp going backwards is clamped to the newest one (and merged), and a
///    jump backwards by more than `horizon` starts a new gesture.
/// 2. **Lift**: the lift position counts as a sample only when it lies farther than
///    `jitterThreshold` from the newest sample: a button-up or finger-up that repeats the last
///    move (as SDL delivers it) is not read as a stop.
/// 3. **Pause**: the tracker remembers when the pointer last moved by more than
///    `jitterThreshold` from its resting place (an average of the samples since, so that one
///    noisy sample does not move it). If that was `pauseThreshold` (50 ms) or more before the
///    lift, the velocity is exactly zero, jitter events or not.
/// 4. **Fit**: a least-squares quadratic of x(t) and y(t) over the samples within `fitWindow`
///    of the newest one (at least `minimumFitSamples`, never older than `horizon`, never across
///    a pause-long gap between samples), differentiated at the newest sample. A straight line
///    over a window reports the velocity at the window's middle, half a window late; the
///    quadratic term removes that lag on accelerating and braking strokes. With three samples
///    or fewer a straight line is fitted; a window shorter than `minimumSpan` gives its
///    displacement over `minimumSpan`.
///
///    **Bursts**: when events arrive in bursts (several moves, clearly apart, under one
///    timestamp), the stamps are the times an app loop pumped them (SDL 2 in a 60 fps window),
///    not the times they were sampled, and each is late by a random part of a frame. A
///    quadratic turns that timing noise into false acceleration, so a window that holds a
///    burst is fitted by a straight line over `burstWindow` instead.
/// 5. **Restrictions**: the quadratic's velocity is kept only when it points the way the
///    straight-line fit does (otherwise the line's is used), and its speed is held to at most
///    `maximumLagCompensation` (1.5) times the line's (beyond that the curvature is timing
///    noise or a step in the data, not motion). The estimate never
///    points against the last clear motion (the displacement over the newest `minimumSpan`,
///    when longer than `jitterThreshold`): on a reversal it takes that displacement's velocity.
///    On few (at most five) or unevenly spaced samples (touch screens: moves 4-9 ms apart with
///    jittering stamps, a large first move after touch-down) it stays within 45° of the last
///    segment's direction and keeps at least half that segment's speed (displacement over at
///    least `minimumSpan`). Its speed never exceeds the largest displacement in the window over
///    `minimumSpan`.
/// 6. **Lift gap**: a lift within `max(cadence, liftGrace)` of the last movement (cadence: the
///    window's mean sample interval) leaves the estimate unchanged; from there it falls
///    smoothly (`1 − u²`) to exactly zero at `pauseThreshold`. It never grows with the gap.
///
/// Non-finite results are replaced by zero.
public struct VelocityTracker: Sendable {
    /// One stored sample (seconds, view-space points).
    struct Sample: Sendable {
        var t: Double
        var x: Double
        var y: Double
        /// A later event with the same stamp moved this sample by more than the jitter
        /// threshold: events were delivered in a burst, so stamps are delivery times.
        var burst = false
    }

    /// The (sanitized) constants this tracker uses.
    public let configuration: Configuration

    var storage: ContiguousArray<Sample>
    /// Index in `storage` of the newest sample (meaningful when `count > 0`).
    var newestIndex = 0
    var count = 0

    /// Position (view space) of the last movement larger than the jitter threshold.
    var anchorX = 0.0
    var anchorY = 0.0
    /// Time (seconds) of that movement.
    var lastMovementTime = 0.0
    /// Samples averaged into the anchor since that movement (at most 4).
    var anchorSamples = 1

    /// Creates an empty tracker; the ring buffer is allocated here, once.
    public init(configuration: Configuration = .init()) {
        let c = configuration.sanitized
        self.configuration = c
        self.storage = ContiguousArray(repeating: Sample(t: 0, x: 0, y: 0), count: c.capacity)
    }

    /// Number of (merged) samples currently held, at most `configuration.capacity`.
    public var sampleCount: Int { count }

    /// Forgets every sample (keeps the buffer; no allocation).
    public mutating func reset() {
        count = 0
        newestIndex = 0
    }

    /// The sample `k` steps back from the newest one (`k = 0` is the newest).
    @inline(__always)
    func sample(back k: Int) -> Sample {
        let cap = storage.count
        return storage[(newestIndex - k + cap) % cap]
    }

    /// Records the pointer at `position` (view-space points) at `time` (seconds).
    ///
    /// Non-finite input is ignored; see the type's documentation for merging and
    /// out-of-order timestamps.
    public mutating func addSample(time: Double, position: Point) {
        guard time.isFinite, PhysicsMath.isFinite(position) else { return }
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
                if !(PhysicsMath.length(position.x - newest.x, position.y - newest.y)
                    <= configuration.jitterThreshold)
                {
                    storage[newestIndex].burst = true
                }
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
            anchorSamples = 1
            lastMovementTime = t
            return
        }
        newestIndex = (newestIndex + 1) % storage.count
        storage[newestIndex] = Sample(t: t, x: position.x, y: position.y)
        count = min(count + 1, storage.count)
        noteMovement(time: t, x: position.x, y: position.y)
    }

    /// A sample farther than the jitter threshold from the anchor is movement: the anchor
    /// jumps there and the movement time is noted. A nearer one is jitter: the anchor moves
    /// towards it by `1 / min(n, 4)` (the mean of the first resting samples, then a short
    /// exponential average), so the anchor settles on the resting place rather than on one
    /// noisy sample, and noise of ±0.5 pt never reads as movement.
    private mutating func noteMovement(time: Double, x: Double, y: Double) {
        let d = PhysicsMath.length(x - anchorX, y - anchorY)
        if !(d <= configuration.jitterThreshold) {  // also true for overflowed distances
            anchorX = x
            anchorY = y
            anchorSamples = 1
            lastMovementTime = time
        } else {
            anchorSamples = min(anchorSamples + 1, 4)
            anchorX += (x - anchorX) / Double(anchorSamples)
            anchorY += (y - anchorY) / Double(anchorSamples)
        }
    }

    /// Ends the gesture: records the lift at `position` (view-space points) and `time`
    /// (seconds) when it differs from the newest sample by more than `jitterThreshold`, and
    /// returns the release velocity in points per second (zero when its speed is below
    /// `minimumSpeed`, points per second). No other cap is applied.
    public mutating func liftVelocity(time: Double, position: Point, minimumSpeed: Double = 0) -> Point {
        if count > 0, PhysicsMath.isFinite(position) {
            let newest = storage[newestIndex]
            if !(PhysicsMath.length(position.x - newest.x, position.y - newest.y)
                <= configuration.jitterThreshold)
            {
                addSample(time: time, position: position)
            }
        } else {
            addSample(time: time, position: position)
        }
        let v = velocity(at: time)
        return PhysicsMath.length(v.x, v.y) < minimumSpeed ? PhysicsMath.still : v
    }

    /// Whether the pointer counts as paused at `releaseTime` (seconds): no movement beyond
    /// `jitterThreshold` during the last `pauseThreshold` seconds. An empty tracker counts as
    /// paused.
    public func isPaused(at releaseTime: Double) -> Bool {
        guard count > 0 else { return true }
        // A nanosecond of slack: 0.3 - 0.25 is 0.04999999999999999 in binary.
        return stillTime(at: releaseTime) >= configuration.pauseThreshold - 1e-9
    }

    /// Seconds from the last movement to `releaseTime` (clamped to the newest sample's time).
    func stillTime(at releaseTime: Double) -> Double {
        let newestTime = storage[newestIndex].t
        let release = releaseTime.isFinite ? max(releaseTime, newestTime) : newestTime
        return release - lastMovementTime
    }

    /// The estimated velocity at `releaseTime` (seconds), in view-space points per second;
    /// `(0, 0)` with fewer than two samples or after a pause. No lift sample is added (see
    /// ``liftVelocity(time:position:minimumSpeed:)``).
    ///
    /// A `releaseTime` earlier than the newest sample, or non-finite, is taken as the newest
    /// sample's time.
    public func velocity(at releaseTime: Double) -> Point {
        guard count >= 2, !isPaused(at: releaseTime) else { return PhysicsMath.still }
        let window = fitWindowSamples()
        let fit = fittedVelocity(window)
        let v = restricted(fit.velocity, line: fit.line, window: window)
        let f = liftGapFactor(stillTime: stillTime(at: releaseTime), window: window)
        let result = Point(x: v.x * f, y: v.y * f)
        return PhysicsMath.isFinite(result) ? result : PhysicsMath.still
    }
}
