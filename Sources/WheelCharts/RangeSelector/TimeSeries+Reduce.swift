import SeriesIO
import WheelMotion
import WheelPrimitives

extension TimeSeries {
    /// Summarises the samples with x in `xRange` (epoch seconds) into `columns` equal-width
    /// x-columns in one pass over the visible samples, without building a ``MinMaxPyramid``:
    /// for one-off reductions and for streaming data that changes between frames.
    ///
    /// Same contract and same result as ``MinMaxPyramid/reduce(xRange:columns:into:)``:
    /// exactly `columns` entries (clamped to 0...``MinMaxPyramid/maxColumns``) are written into
    /// `buffer`, which is emptied first; column boundaries are
    /// ``ColumnReduction/boundary(_:of:lower:upper:)``; gaps (non-finite values) are skipped and
    /// ties resolve to the first index; a zero-width range puts every sample at that x in the
    /// first column; infinite bounds are clamped to the series' domain.
    ///
    /// Cost: O(visible samples + columns · log n), at about the machine's memory bandwidth
    /// (each column is scanned in cache-sized chunks, every chunk first streamed into the
    /// cache); nothing is allocated when `buffer` already has the capacity. Prefer the pyramid
    /// when the same series is reduced many times (a frame costs O(columns · log n) there).
    /// - Returns: the visible index range and the samples just before and after it.
    @discardableResult
    @_spi(Benchmarks) public func reduce(xRange: ClosedRange<Double>, columns: Int, into buffer: inout [ColumnSummary])
        -> ColumnReduction
    {
        ys.withUnsafeBufferPointer { p in
            ColumnReduction.walk(self, xRange: xRange, columns: columns, into: &buffer) {
                MinMaxPyramid.scanPrefetched(p, $0, $1)
            }
        }
    }
}
