import SeriesIO
import WheelMotion
import WheelPrimitives

/// Where a visible x-range falls in a series, as found by ``MinMaxPyramid/reduce(xRange:columns:into:)``.
/// Indices refer to the series; x values are epoch seconds.
@_spi(Benchmarks) public struct ColumnReduction: Hashable, Sendable {
    /// The indices of the samples with `xRange.lowerBound <= x <= xRange.upperBound`.
    public var visible: Range<Int>
    /// The last sample before the range (x < lower bound), to draw the line entering the plot.
    public var before: Int?
    /// The first sample after the range (x > upper bound), to draw the line leaving the plot.
    public var after: Int?

    /// Creates a reduction.
    public init(visible: Range<Int>, before: Int?, after: Int?) {
        self.visible = visible
        self.before = before
        self.after = after
    }

    /// Nothing visible, nothing around.
    package static let empty = ColumnReduction(visible: 0..<0, before: nil, after: nil)

    /// The left edge (x, epoch seconds) of column `c` of `columns` equal-width columns over
    /// `lower...upper`; `c == columns` gives `upper`. Monotone in `c`. Column `c` holds the
    /// samples with `boundary(c) <= x < boundary(c + 1)`, the last column also `x == upper`.
    public static func boundary(_ c: Int, of columns: Int, lower: Double, upper: Double) -> Double {
        if c <= 0 || columns <= 0 { return lower }
        if c >= columns { return upper }
        let t = Double(c) / Double(columns)
        let span = upper - lower
        return span.isFinite ? lower + span * t : lower * (1 - t) + upper * t
    }

    /// The column walk shared by ``MinMaxPyramid/reduce(xRange:columns:into:)`` and
    /// ``TimeSeries/reduce(xRange:columns:into:)`` (see there): clamps the bounds and the column
    /// count, finds each column's index range (galloping from an even-spacing guess, then
    /// bisecting) and appends its summary, computed by `extrema(a, b)` for the non-empty index
    /// range `a..<b`.
    @inline(__always)
    static func walk(
        _ series: TimeSeries, xRange: ClosedRange<Double>, columns: Int, into buffer: inout [ColumnSummary],
        extrema: (Int, Int) -> MinMaxPyramid.Node
    ) -> ColumnReduction {
        buffer.removeAll(keepingCapacity: true)
        let cols = min(max(columns, 0), MinMaxPyramid.maxColumns)
        guard let domain = series.domain, !xRange.lowerBound.isNaN, !xRange.upperBound.isNaN else {
            for _ in 0..<cols { buffer.append(.empty) }
            return .empty
        }
        let lower = xRange.lowerBound.isFinite ? xRange.lowerBound : min(domain.lowerBound, xRange.upperBound)
        let upper = xRange.upperBound.isFinite ? xRange.upperBound : max(domain.upperBound, lower)
        let start = series.lowerBound(lower)  // first x >= lower
        let end = max(start, series.upperBound(upper))  // first x > upper
        let reduction = ColumnReduction(
            visible: start..<end, before: start > 0 ? start - 1 : nil, after: end < series.count ? end : nil)
        var left = start
        for c in 0..<cols {
            var right = end
            if c + 1 < cols && upper > lower {
                let x = boundary(c + 1, of: cols, lower: lower, upper: upper)
                // Hint: the remaining samples spread evenly over the remaining columns.
                let hint = left + (end - left) / (cols - c)
                right = min(end, max(left, series.lowerBound(x, in: left..<end, hint: hint)))
            }
            if left < right {
                let e = extrema(left, right)
                buffer.append(
                    ColumnSummary(
                        indices: left..<right, minIndex: e.minIndex >= 0 ? e.minIndex : nil,
                        maxIndex: e.maxIndex >= 0 ? e.maxIndex : nil, finiteCount: e.finiteCount))
            } else {
                buffer.append(ColumnSummary(indices: left..<left, minIndex: nil, maxIndex: nil, finiteCount: 0))
            }
            left = right
        }
        return reduction
    }
}
