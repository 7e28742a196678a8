extension TimeSeries {
    /// The largest index whose x is `<= x` (with equal timestamps, the last of them), or nil
    /// when every sample is later than `x`, the series is empty or `x` is NaN. O(log n).
    public func lastIndex(atOrBefore x: Double) -> Int? {
        guard !x.isNaN else { return nil }
        let i = upperBound(x)  // first index with xs[i] > x
        return i > 0 ? i - 1 : nil
    }

    /// The smallest index whose x is `>= x` (with equal timestamps, the first of them), or nil
    /// when every sample is earlier than `x`, the series is empty or `x` is NaN. O(log n).
    public func firstIndex(atOrAfter x: Double) -> Int? {
        guard !x.isNaN else { return nil }
        let i = lowerBound(x)
        return i < count ? i : nil
    }

    /// The first index whose x is `>= x` (`count` if none). `x` must not be NaN.
    func lowerBound(_ x: Double, in range: Range<Int>? = nil) -> Int {
        var lo = range?.lowerBound ?? 0
        var hi = range?.upperBound ?? count
        xs.withUnsafeBufferPointer { p in
            while lo < hi {
                let mid = lo + (hi - lo) / 2
                if p[mid] < x { lo = mid + 1 } else { hi = mid }
            }
        }
        return lo
    }

    /// The first index whose x is `> x` (`count` if none). `x` must not be NaN.
    func upperBound(_ x: Double, in range: Range<Int>? = nil) -> Int {
        var lo = range?.lowerBound ?? 0
        var hi = range?.upperBound ?? count
        xs.withUnsafeBufferPointer { p in
            while lo < hi {
                let mid = lo + (hi - lo) / 2
                if p[mid] <= x { lo = mid + 1 } else { hi = mid }
            }
        }
        return lo
    }
}
