import SeriesIO
import WheelMotion
import WheelPrimitives

/// The M4 summary of the samples falling in one pixel column of a chart: the first and last
/// sample (by index, hence by time) and the samples holding the smallest and largest finite
/// value. Drawing first → min/max (in index order) → last for each column reproduces the
/// exact pixels of the full line (M4 aggregation, Jugel et al. 2014).
///
/// Indices refer to the `TimeSeries` the summary was made from.
@_spi(Benchmarks) public struct ColumnSummary: Hashable, Sendable {
    /// The indices of the samples in the column (empty when the column has none).
    public var indices: Range<Int>
    /// The index of the smallest finite value (the first one on ties), or nil when the
    /// column has no finite value.
    public var minIndex: Int?
    /// The index of the largest finite value (the first one on ties), or nil when the column
    /// has no finite value.
    public var maxIndex: Int?
    /// How many samples in the column have a finite value.
    public var finiteCount: Int

    /// Creates a summary.
    public init(indices: Range<Int>, minIndex: Int?, maxIndex: Int?, finiteCount: Int) {
        self.indices = indices
        self.minIndex = minIndex
        self.maxIndex = maxIndex
        self.finiteCount = finiteCount
    }

    /// A column with no samples.
    package static let empty = ColumnSummary(indices: 0..<0, minIndex: nil, maxIndex: nil, finiteCount: 0)

    /// Whether the column has no samples.
    @inlinable public var isEmpty: Bool { indices.isEmpty }
    /// The first sample's index, or nil for an empty column.
    @inlinable public var firstIndex: Int? { indices.isEmpty ? nil : indices.lowerBound }
    /// The last sample's index, or nil for an empty column.
    @inlinable public var lastIndex: Int? { indices.isEmpty ? nil : indices.upperBound - 1 }
    /// Whether some sample in the column is a gap (non-finite value): the line breaks inside it.
    @inlinable public var hasGap: Bool { finiteCount < indices.count }

    /// Calls `body` with the distinct M4 indices in increasing order: first, min and max (in
    /// index order), last. Nothing for an empty column. Does not allocate.
    @inlinable
    public func forEachM4Index(_ body: (Int) -> Void) {
        guard let first = firstIndex, let last = lastIndex else { return }
        var a = minIndex ?? first
        var b = maxIndex ?? first
        if a > b { swap(&a, &b) }
        body(first)
        if a != first { body(a) }
        if b != a && b != first { body(b) }
        if last != b && last != a && last != first { body(last) }
    }
}
