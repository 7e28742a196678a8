import SeriesIO
import WheelMotion
import WheelPrimitives

/// The sample a main chart annotates: the right-most data point at or before the visible
/// range's upper bound (data x in epoch seconds, y in data units).
public struct ValueAnnotation: Hashable, Sendable {
    /// The sample's index in the series.
    public var index: Int
    /// Its time, epoch seconds.
    public var x: Double
    /// Its value (finite).
    public var y: Double

    /// Creates an annotation.
    public init(index: Int, x: Double, y: Double) {
        self.index = index
        self.x = x
        self.y = y
    }

    /// How many samples back the search looks past gaps (non-finite values) before giving up.
    package static let gapSearchLimit = 1_024

    /// The sample with the largest x not after `upper` (the last one of equal timestamps),
    /// found by binary search, O(log n). When that sample is a gap, the nearest earlier sample
    /// with a finite value, looking back at most `gapSearchLimit` samples. Nil when there is
    /// none (empty series, everything later than `upper`, NaN `upper`, or only gaps).
    public static func find(in series: TimeSeries, atOrBefore upper: Double) -> ValueAnnotation? {
        guard let last = series.lastIndex(atOrBefore: upper) else { return nil }
        let stop = max(0, last - gapSearchLimit)
        var i = last
        while i >= stop {
            let y = series.ys[i]
            if y.isFinite { return ValueAnnotation(index: i, x: series.xs[i], y: y) }
            i -= 1
        }
        return nil
    }
}
