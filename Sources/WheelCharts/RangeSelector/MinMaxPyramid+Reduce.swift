import SeriesIO
import WheelMotion
import WheelPrimitives

extension MinMaxPyramid {
    /// Summarises the samples with x in `xRange` (epoch seconds) into `columns` equal-width
    /// x-columns (see ``ColumnReduction/boundary(_:of:lower:upper:)``), writing exactly
    /// `columns` entries (clamped to 0...``maxColumns``) into `buffer`, which is emptied first.
    ///
    /// Each column is found with a search for its boundary (galloping from an even-spacing
    /// guess, then bisecting) and one pyramid query, so the cost is
    /// O(columns · (log n + leafSize)), independent of how many samples are in view; nothing is
    /// allocated when `buffer` already has the capacity. A zero-width range puts every sample
    /// at that x in the first column. Infinite bounds are clamped to the series' domain.
    /// `TimeSeries.reduce(xRange:columns:into:)` gives the same answer without a pyramid,
    /// in one pass over the visible samples.
    /// - Returns: the visible index range and the samples just before and after it.
    @discardableResult
    @_spi(Benchmarks) public func reduce(xRange: ClosedRange<Double>, columns: Int, into buffer: inout [ColumnSummary])
        -> ColumnReduction
    {
        series.ys.withUnsafeBufferPointer { p in
            switch storage {
            case .narrow(let levels):
                ColumnReduction.walk(series, xRange: xRange, columns: columns, into: &buffer) { levels.query(p, $0, $1) }
            case .wide(let levels):
                ColumnReduction.walk(series, xRange: xRange, columns: columns, into: &buffer) { levels.query(p, $0, $1) }
            }
        }
    }
}
