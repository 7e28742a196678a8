extension VelocityTracker {
    /// The tuning constants of a ``VelocityTracker``.
    ///
    /// All durations are in seconds, all distances in view-space points.
    /// The defaults were chosen for pointer/touch input at 60-240 Hz with
    /// whole-millisecond timestamps (SDL):
    ///
    /// | constant | default | role |
    /// |---|---|---|
    /// | `capacity` | 20 | ring-buffer size (samples kept) |
    /// | `horizon` | 0.100 s | samples older than this before the newest one are ignored |
    /// | `recencyTimeConstant` | 0.010 s | weight `exp(-age / τ)` of a sample in the fit |
    /// | `minimumSpan` | 0.010 s | least time span a fit may use; also the floor on any `dt` |
    /// | `pauseThreshold` | 0.040 s | no movement for longer than this before release → speed 0 |
    /// | `jitterThreshold` | 1.0 pt | a move this small (from the last real move) is jitter, not movement |
    /// | `mergeInterval` | 0.0005 s | a sample closer than this to the newest one replaces its position |
    ///
    /// Consequence worth knowing: a drag slower than roughly
    /// `jitterThreshold / pauseThreshold` (25 pt/s) can be reported as a pause.
    public struct Configuration: Hashable, Sendable {
        /// Number of samples kept in the fixed ring buffer (clamped to `2...1024`).
        public var capacity: Int
        /// Only samples at most this many seconds older than the newest one enter the fit.
        public var horizon: Double
        /// Time constant τ, in seconds, of the exponential recency weight `exp(-age / τ)`.
        ///
        /// Short τ follows the latest motion (little lag on a slow-then-fast flick);
        /// long τ averages more samples (less noise).
        public var recencyTimeConstant: Double
        /// The least time span, in seconds, that an estimate may be based on.
        ///
        /// A window shorter than this is widened with older samples; if the whole
        /// buffer is shorter, the displacement is divided by this span instead of
        /// the real (tiny) one. It also bounds the speed: never more than the
        /// largest displacement in the window divided by `minimumSpan`.
        public var minimumSpan: Double
        /// If the last movement larger than `jitterThreshold` happened more than this
        /// many seconds before the release time, the pointer is considered paused
        /// and the velocity is zero. Gaps between samples longer than this also cut
        /// the fit window (motion before such a gap is ignored).
        public var pauseThreshold: Double
        /// Distance in points, measured from the position of the last real movement,
        /// below which a sample counts as jitter rather than movement.
        public var jitterThreshold: Double
        /// Samples less than this many seconds after the newest one are merged into
        /// it (its position is replaced; its timestamp is kept). Equal timestamps
        /// are always merged.
        public var mergeInterval: Double

        /// Creates a configuration; every argument has a documented default.
        public init(
            capacity: Int = 20,
            horizon: Double = 0.100,
            recencyTimeConstant: Double = 0.010,
            minimumSpan: Double = 0.010,
            pauseThreshold: Double = 0.040,
            jitterThreshold: Double = 1.0,
            mergeInterval: Double = 0.0005
        ) {
            self.capacity = capacity
            self.horizon = horizon
            self.recencyTimeConstant = recencyTimeConstant
            self.minimumSpan = minimumSpan
            self.pauseThreshold = pauseThreshold
            self.jitterThreshold = jitterThreshold
            self.mergeInterval = mergeInterval
        }

        /// The configuration with out-of-range values replaced by safe ones:
        /// non-finite or non-positive durations fall back to the defaults.
        var sanitized: Configuration {
            let d = Configuration()
            func positive(_ x: Double, _ fallback: Double) -> Double {
                (x.isFinite && x > 0) ? x : fallback
            }
            return Configuration(
                capacity: min(max(capacity, 2), 1024),
                horizon: positive(horizon, d.horizon),
                recencyTimeConstant: positive(recencyTimeConstant, d.recencyTimeConstant),
                minimumSpan: positive(minimumSpan, d.minimumSpan),
                pauseThreshold: positive(pauseThreshold, d.pauseThreshold),
                jitterThreshold: PhysicsMath.nonNegative(jitterThreshold, d.jitterThreshold),
                mergeInterval: PhysicsMath.nonNegative(mergeInterval, d.mergeInterval)
            )
        }
    }
}
