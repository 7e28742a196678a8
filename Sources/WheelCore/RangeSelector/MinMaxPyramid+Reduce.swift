extension MinMaxPyramid {
    /// Summarises the samples with x in `xRange` (epoch seconds) into `columns` equal-width
    /// x-columns (see ``ColumnReduction/boundary(_:of:lower:upper:)``), writing exactly
    /// `columns` entries (clamped to 0...``maxColumns``) into `buffer`, which is emptied first.
    ///
    /// Each column is found with a search for its boundary (galloping from an even-spacing
    /// guess, then bisecting) and one pyramid query, so the cost is
    /// O(columns · (log n + leafSize)), independent of how many samples are in view; nothing is allocated when `buffer` already has the capacity. A zero-width range
    /// puts every sample at that x in the first column. Infinite bounds are clamped to the
    /// series' domain.
    /// - Returns: the visible index range and the samples just before and after it.
    @discardableResult
    public func reduce(xRange: ClosedRange<Double>, columns: Int, into buffer: inout [ColumnSummary])
        -> ColumnReduction
    {
        buffer.removeAll(keepingCapacity: true)
        let cols = min(max(columns, 0), Self.maxColumns)
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
                let x = ColumnReduction.boundary(c + 1, of: cols, lower: lower, upper: upper)
                // Hint: the remaining samples spread evenly over the remaining columns.
                let hint = left + (end - left) / (cols - c)
                right = min(end, max(left, series.lowerBound(x, in: left..<end, hint: hint)))
            }
            if left < right {
                let e = extrema(in: left..<right)
                buffer.append(
                    ColumnSummary(
                        indices: left..<right, minIndex: e.minIndex, maxIndex: e.maxIndex,
                        finiteCount: e.finiteCount))
            } else {
                buffer.append(
                    ColumnSummary(indices: left..<left, minIndex: nil, maxIndex: nil, finiteCount: 0))
            }
            left = right
        }
        return reduction
    }
}
