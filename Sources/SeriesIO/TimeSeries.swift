/// A time series: sample times (`xs`, seconds since the Unix epoch, UTC) and values (`ys`).
///
/// Invariants, checked by the throwing initialisers: `xs.count == ys.count`, every x is finite
/// and the xs are non-decreasing (equal timestamps are allowed). Values may be non-finite
/// (NaN or ±infinity): such a sample is a *gap*. Gaps are ignored by min/max queries and break
/// the drawn line. The storage is two plain arrays, so copies share memory (copy-on-write).
public struct TimeSeries: Sendable {
    /// Sample times, seconds since 1970-01-01T00:00:00Z; finite and non-decreasing.
    public private(set) var xs: [Double]
    /// Sample values, one per x; a non-finite value marks a gap.
    public private(set) var ys: [Double]

    /// The empty series.
    public static let empty = TimeSeries(uncheckedXs: [], ys: [])

    /// Creates a series, validating that the counts agree and the xs are finite and sorted.
    public init(xs: [Double], ys: [Double]) throws(TimeSeriesError) {
        guard xs.count == ys.count else { throw .countMismatch(xs: xs.count, ys: ys.count) }
        var previous = -Double.infinity
        for i in xs.indices {
            let x = xs[i]
            guard x.isFinite else { throw .nonFiniteX(index: i) }
            guard x >= previous else { throw .notSorted(index: i) }
            previous = x
        }
        self.xs = xs
        self.ys = ys
    }

    /// Creates a series without validation; callers guarantee the invariants.
    package init(uncheckedXs xs: [Double], ys: [Double]) {
        self.xs = xs
        self.ys = ys
    }

    /// Creates a series from samples that may be out of order, sorting them by x.
    ///
    /// The sort is stable: samples with equal timestamps keep their input order.
    /// - Returns: the series and whether any reordering was needed.
    /// - Throws: when the counts differ or an x is not finite.
    public static func sorted(xs: [Double], ys: [Double]) throws(TimeSeriesError) -> (
        series: TimeSeries, wasSorted: Bool
    ) {
        guard xs.count == ys.count else { throw .countMismatch(xs: xs.count, ys: ys.count) }
        var inOrder = true
        for i in xs.indices {
            guard xs[i].isFinite else { throw .nonFiniteX(index: i) }
            if i > 0 && xs[i] < xs[i - 1] { inOrder = false }
        }
        if inOrder { return (TimeSeries(uncheckedXs: xs, ys: ys), false) }
        let (sx, sy) = stableSortedByX(xs, ys)
        return (TimeSeries(uncheckedXs: sx, ys: sy), true)
    }

    /// Sorts the pairs by x, ties broken by input position (so the sort is stable whatever the
    /// standard library's algorithm).
    package static func stableSortedByX(_ xs: [Double], _ ys: [Double]) -> ([Double], [Double]) {
        var order = Array(0..<xs.count)
        xs.withUnsafeBufferPointer { x in
            order.sort { a, b in x[a] < x[b] || (x[a] == x[b] && a < b) }
        }
        var sx = [Double]()
        var sy = [Double]()
        sx.reserveCapacity(xs.count)
        sy.reserveCapacity(ys.count)
        for i in order {
            sx.append(xs[i])
            sy.append(ys[i])
        }
        return (sx, sy)
    }

    /// The number of samples.
    @inlinable
    public var count: Int { xs.count }

    /// Whether the series has no samples.
    @inlinable
    public var isEmpty: Bool { xs.isEmpty }

    /// The time span `first x ... last x` (epoch seconds), or nil when the series is empty.
    public var domain: ClosedRange<Double>? {
        guard let first = xs.first, let last = xs.last else { return nil }
        return first...last
    }

    /// The smallest and largest finite value, or nil when there is none (empty or all gaps).
    /// O(n); use `MinMaxPyramid` for repeated queries.
    public var valueRange: ClosedRange<Double>? {
        var lo = Double.infinity
        var hi = -Double.infinity
        for y in ys where y.isFinite {
            if y < lo { lo = y }
            if y > hi { hi = y }
        }
        return lo <= hi ? lo...hi : nil
    }
}

/// Why a ``TimeSeries`` could not be created.
public enum TimeSeriesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `xs` and `ys` have different lengths.
    case countMismatch(xs: Int, ys: Int)
    /// The x at this index is NaN or infinite.
    case nonFiniteX(index: Int)
    /// The x at this index is smaller than the one before it.
    case notSorted(index: Int)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .countMismatch(let x, let y): "\(x) times but \(y) values"
        case .nonFiniteX(let i): "time at index \(i) is not finite"
        case .notSorted(let i): "time at index \(i) is earlier than the one before it"
        }
    }
}
