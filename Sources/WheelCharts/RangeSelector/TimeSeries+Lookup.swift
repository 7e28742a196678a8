import SeriesIO
import WheelMotion
import WheelPrimitives

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

extension TimeSeries {
    /// The first index in `range` whose x is `>= x` (`range.upperBound` if none), searching
    /// outwards from `hint` with doubling steps and then bisecting: O(log d) where d is the
    /// distance from the hint to the answer, and cache-friendly when the hint is close.
    /// `x` must not be NaN; `hint` is clamped into `range`.
    func lowerBound(_ x: Double, in range: Range<Int>, hint: Int) -> Int {
        guard !range.isEmpty else { return range.lowerBound }
        return xs.withUnsafeBufferPointer { p in
            var lo: Int  // p[lo - 1] < x (or lo == range.lowerBound)
            var hi: Int  // p[hi] >= x (or hi == range.upperBound)
            let h = min(max(hint, range.lowerBound), range.upperBound - 1)
            if p[h] < x {
                lo = h + 1
                var step = 1
                hi = lo
                while hi < range.upperBound && p[hi] < x {
                    lo = hi + 1
                    hi += step
                    step &*= 2
                }
                hi = min(hi, range.upperBound)
            } else {
                hi = h
                var step = 1
                lo = hi
                while lo > range.lowerBound && p[lo - 1] >= x {
                    hi = lo - 1
                    lo -= step
                    step &*= 2
                }
                lo = max(lo, range.lowerBound)
            }
            while lo < hi {
                let mid = lo + (hi - lo) / 2
                if p[mid] < x { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
    }
}
