/// Where a visible x-range falls in a series, as found by ``MinMaxPyramid/reduce(xRange:columns:into:)``.
/// Indices refer to the series; x values are epoch seconds.
public struct ColumnReduction: Hashable, Sendable {
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
    public static let empty = ColumnReduction(visible: 0..<0, before: nil, after: nil)

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
}
