/// Generators of artificial series for demos, tests and stress runs.
public enum SyntheticSeries {
    /// 2010-01-01T00:00:00Z in epoch seconds.
    public static let defaultStart: Double = 1_262_304_000
    /// One hour, in seconds.
    public static let hourly: Double = 3600

    /// A seeded random walk of `count` points: x starts at `start` (epoch seconds) and grows by
    /// `step` seconds; y starts at `initialValue` and moves by `volatility` times an
    /// approximately normal step each sample (see ``Xoshiro256StarStar/nextGaussianish()``).
    /// Deterministic for a seed; one pass over reserved arrays, so 10^7 points take well under
    /// a second in a release build. A negative `count` gives the empty series; a non-finite or
    /// negative `step` (or one overflowing the time axis) is treated as 1 hour and a non-finite `start` as ``defaultStart``.
    public static func randomWalk(
        count: Int, seed: UInt64, start: Double = defaultStart, step: Double = hourly,
        initialValue: Double = 0, volatility: Double = 1
    ) -> TimeSeries {
        let n = max(0, count)
        let t0 = start.isFinite ? start : defaultStart
        var dt = step.isFinite && step >= 0 ? step : hourly
        if !(t0 + Double(n) * dt).isFinite { dt = hourly }  // keep every x finite
        let v0 = initialValue.isFinite ? initialValue : 0
        let vol = volatility.isFinite ? volatility : 1
        var rng = Xoshiro256StarStar(seed: seed)
        let xs = [Double](unsafeUninitializedCapacity: n) { buf, initialized in
            for i in 0..<n { buf[i] = t0 + Double(i) * dt }
            initialized = n
        }
        let ys = [Double](unsafeUninitializedCapacity: n) { buf, initialized in
            var v = v0
            for i in 0..<n {
                buf[i] = v
                v += vol * rng.nextGaussianish()
            }
            initialized = n
        }
        return TimeSeries(uncheckedXs: xs, ys: ys)
    }
}
