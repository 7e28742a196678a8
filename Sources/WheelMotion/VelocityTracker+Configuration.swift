import WheelPrimitives

extension VelocityTracker {
    /// The tuning constants of a ``VelocityTracker``.
    ///
    /// All durations are in seconds, all distances in view-space points. The defaults were
    /// chosen on the gesture corpus of `Sources/GestureCorpus` (touch at 60-240 Hz, mouse at
    /// 125 Hz, whole-millisecond timestamps as SDL gives them; see BENCHMARKS.md):
    ///
    /// | constant | default | role |
    /// |---|---|---|
    /// | `capacity` | 32 | ring-buffer size (samples kept) |
    /// | `fitWindow` | 0.030 s | the fit uses the samples this close to the newest one |
    /// | `minimumFitSamples` | 4 | the window reaches further back (up to `horizon`) to hold this many |
    /// | `maximumLagCompensation` | 1.5 | the quadratic's speed is at most this times the straight line's |
    /// | `burstWindow` | 0.064 s | a window holding a burst of events under one stamp: a straight line over this long |
    /// | `horizon` | 0.100 s | no sample older than this (before the newest) is ever used |
    /// | `minimumSpan` | 0.008 s | the least time span any estimate divides by |
    /// | `pauseThreshold` | 0.050 s | no movement for this long before the lift → exactly zero |
    /// | `liftGrace` | 0.020 s | a lift this soon after the last movement (or within one input cadence) leaves the estimate unchanged |
    /// | `jitterThreshold` | 1.5 pt | a move this small (from the last real move) is jitter, not movement: two samples of a finger resting with ±0.5 pt noise per axis lie up to 1.41 pt apart |
    /// | `mergeInterval` | 0.0005 s | a sample closer than this to the newest one replaces its position |
    ///
    /// Fixed: on a window of at most 5 samples, or whose intervals differ by more than 1.5×
    /// (touch streams 4-9 ms apart, a slop jump at touch-down), the estimate stays within 45° of
    /// the last segment and keeps at least half its speed (when that segment moved more than
    /// twice `jitterThreshold`).
    ///
    /// Consequence worth knowing: a drag slower than roughly
    /// `jitterThreshold / pauseThreshold` (30 pt/s) is reported as a pause.
    public struct Configuration: Hashable, Sendable {
        /// Number of samples kept in the fixed ring buffer (clamped to `4...1024`).
        public var capacity: Int
        /// Length of the fit window, seconds before the newest sample.
        ///
        /// Short enough that a quadratic describes a flick's last stretch well, long enough to
        /// hold four samples at 60 Hz.
        public var fitWindow: Double
        /// The fit window is widened with older samples (never past ``horizon``) until it holds
        /// at least this many samples (clamped to `3...capacity`).
        public var minimumFitSamples: Int
        /// The quadratic's speed is kept within this multiple of the straight-line fit's speed
        /// over the same window (clamped to `1...10`). Within 30 ms a real stroke rarely gains
        /// half its mean speed; beyond that the curvature is timing noise or a step in the
        /// data, and following it would overshoot.
        public var maximumLagCompensation: Double
        /// When events arrive in bursts under one timestamp (an app loop pumping them once a
        /// frame), the stamps are late by a random part of a frame: the window is widened to
        /// this many seconds and fitted by a straight line, which averages that noise out.
        public var burstWindow: Double
        /// Samples more than this many seconds older than the newest one are never used; a
        /// timestamp that jumps back by more than this starts a new gesture.
        public var horizon: Double
        /// The least time span, in seconds, that any estimate divides by: a window shorter than
        /// this gives displacement / `minimumSpan`, so `dt ≈ 0` never yields an absurd speed.
        public var minimumSpan: Double
        /// If the last movement larger than ``jitterThreshold`` happened this many seconds or
        /// more before the lift, the pointer had stopped and the velocity is exactly zero.
        /// A gap this long between two samples also cuts the fit window.
        public var pauseThreshold: Double
        /// A lift that comes after the last movement by at most `max(cadence, liftGrace)`
        /// seconds (cadence: the mean sample interval of the fit window) leaves the estimate
        /// unchanged; from there to ``pauseThreshold`` the estimate falls smoothly to zero.
        public var liftGrace: Double
        /// Distance in points, measured from the position of the last real movement, below
        /// which a sample counts as jitter rather than movement. A lift position this close
        /// to the newest sample adds nothing.
        public var jitterThreshold: Double
        /// Samples less than this many seconds after the newest one are merged into it (its
        /// position is replaced; its timestamp is kept). Equal timestamps are always merged.
        public var mergeInterval: Double

        /// Creates a configuration; every argument has a documented default.
        public init(
            capacity: Int = 32,
            fitWindow: Double = 0.030,
            minimumFitSamples: Int = 4,
            maximumLagCompensation: Double = 1.5,
            burstWindow: Double = 0.064,
            horizon: Double = 0.100,
            minimumSpan: Double = 0.008,
            pauseThreshold: Double = 0.050,
            liftGrace: Double = 0.020,
            jitterThreshold: Double = 1.5,
            mergeInterval: Double = 0.0005
        ) {
            self.capacity = capacity
            self.fitWindow = fitWindow
            self.minimumFitSamples = minimumFitSamples
            self.maximumLagCompensation = maximumLagCompensation
            self.burstWindow = burstWindow
            self.horizon = horizon
            self.minimumSpan = minimumSpan
            self.pauseThreshold = pauseThreshold
            self.liftGrace = liftGrace
            self.jitterThreshold = jitterThreshold
            self.mergeInterval = mergeInterval
        }

        /// A fit window of at most this many samples counts as few: the estimate is kept near
        /// the last segment (see ``recentDirectionCone``).
        var fewSamples: Int { 5 }
        /// Sample intervals within a fit window that differ by more than this ratio (longest
        /// over shortest) count as uneven, as touch screens deliver them (4-9 ms apart).
        var unevenIntervalRatio: Double { 1.5 }
        /// On few or unevenly spaced samples the estimate stays within this angle (radians,
        /// 45°) of the last segment's direction...
        static let recentDirectionCone = Double.pi / 4
        /// ...and keeps at least this share of the last segment's speed.
        var recentSpeedShare: Double { 0.5 }

        /// The configuration with out-of-range values replaced by safe ones: non-finite or
        /// non-positive durations fall back to the defaults, counts are clamped.
        var sanitized: Configuration {
            let d = Configuration()
            func positive(_ x: Double, _ fallback: Double) -> Double {
                (x.isFinite && x > 0) ? x : fallback
            }
            let cap = min(max(capacity, 4), 1024)
            let pause = positive(pauseThreshold, d.pauseThreshold)
            return Configuration(
                capacity: cap,
                fitWindow: positive(fitWindow, d.fitWindow),
                minimumFitSamples: min(max(minimumFitSamples, 3), cap),
                maximumLagCompensation: min(
                    max(PhysicsMath.orDefault(maximumLagCompensation, d.maximumLagCompensation), 1), 10),
                burstWindow: positive(burstWindow, d.burstWindow),
                horizon: positive(horizon, d.horizon),
                minimumSpan: positive(minimumSpan, d.minimumSpan),
                pauseThreshold: pause,
                liftGrace: min(PhysicsMath.nonNegative(liftGrace, d.liftGrace), pause),
                jitterThreshold: PhysicsMath.nonNegative(jitterThreshold, d.jitterThreshold),
                mergeInterval: PhysicsMath.nonNegative(mergeInterval, d.mergeInterval)
            )
        }
    }
}
