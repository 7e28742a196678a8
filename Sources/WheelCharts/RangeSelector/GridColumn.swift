import SeriesIO
import WheelMotion
import WheelPrimitives

/// The M4 summary of one column of a ``ColumnGridCache`` grid, kept in data space so that a
/// frame can draw it without touching the series: the first and last sample, the smallest and
/// largest finite value, each with its time (epoch seconds) and value (data units).
///
/// Indices refer to the ``TimeSeries`` the column was made from. Two adjacent columns of a
/// level merge into the column of the level two steps coarser (see ``merged(_:_:)``), with the
/// same result as summarising the union directly.
struct GridColumn: Equatable, Sendable {
    /// First sample index in the column.
    var lower: Int
    /// One past the last sample index (`lower == upper`: no sample).
    var upper: Int
    /// Index of the smallest finite value (the first one on ties), or -1 when there is none.
    var minIndex: Int
    /// Index of the largest finite value (the first one on ties), or -1 when there is none.
    var maxIndex: Int
    /// Number of finite values in the column.
    var finiteCount: Int
    /// Time and value of the first sample (value may be a gap).
    var firstX: Double
    var firstY: Double
    /// Time and value of the last sample (value may be a gap).
    var lastX: Double
    var lastY: Double
    /// Time and value of the smallest finite value (+infinity when there is none).
    var minX: Double
    var minY: Double
    /// Time and value of the largest finite value (-infinity when there is none).
    var maxX: Double
    var maxY: Double

    /// A column without samples positioned at sample index `at` (where its samples would start).
    static func empty(at i: Int) -> GridColumn {
        GridColumn(
            lower: i, upper: i, minIndex: -1, maxIndex: -1, finiteCount: 0, firstX: 0, firstY: 0, lastX: 0,
            lastY: 0, minX: 0, minY: .infinity, maxX: 0, maxY: -.infinity)
    }

    /// Whether the column has no samples.
    var isEmpty: Bool { lower >= upper }
    /// Number of samples.
    var count: Int { upper - lower }
    /// Whether some sample is a gap (non-finite value): the line breaks inside the column.
    var hasGap: Bool { finiteCount < upper - lower }

    /// The summary of `lower..<upper` in `series`, with the extrema from `pyramid`.
    /// Reads the series at most at four indices.
    static func make(_ lower: Int, _ upper: Int, pyramid: MinMaxPyramid, xs: UnsafeBufferPointer<Double>,
        ys: UnsafeBufferPointer<Double>
    ) -> GridColumn {
        guard lower < upper else { return .empty(at: lower) }
        let node = pyramid.query(lower..<upper)
        var c = GridColumn(
            lower: lower, upper: upper, minIndex: node.minIndex, maxIndex: node.maxIndex,
            finiteCount: node.finiteCount, firstX: xs[lower], firstY: ys[lower], lastX: xs[upper - 1],
            lastY: ys[upper - 1], minX: 0, minY: .infinity, maxX: 0, maxY: -.infinity)
        if node.minIndex >= 0 {
            c.minX = xs[node.minIndex]
            c.minY = node.minValue
            c.maxX = xs[node.maxIndex]
            c.maxY = node.maxValue
        }
        return c
    }

    /// The summary of two adjacent columns (`l` directly before `r`), equal to the summary of
    /// their union: ties between the two extrema resolve to the left one (the smaller index).
    static func merged(_ l: GridColumn, _ r: GridColumn) -> GridColumn {
        if l.isEmpty { return r }
        if r.isEmpty { return l }
        var c = l
        c.upper = r.upper
        c.lastX = r.lastX
        c.lastY = r.lastY
        c.finiteCount = l.finiteCount + r.finiteCount
        if r.minIndex >= 0 && (l.minIndex < 0 || r.minY < l.minY) {
            c.minIndex = r.minIndex
            c.minX = r.minX
            c.minY = r.minY
        }
        if r.maxIndex >= 0 && (l.maxIndex < 0 || r.maxY > l.maxY) {
            c.maxIndex = r.maxIndex
            c.maxX = r.maxX
            c.maxY = r.maxY
        }
        return c
    }

    /// Calls `body(index, x, y)` for the distinct M4 samples in index order: first, min and max
    /// (in index order), last. A missing extremum (no finite value) falls back to the first
    /// sample. Nothing for an empty column.
    @inline(__always)
    func forEachM4Point(_ body: (Int, Double, Double) -> Void) {
        guard lower < upper else { return }
        let first = lower
        let last = upper - 1
        var a = minIndex >= 0 ? minIndex : first
        var ax = minIndex >= 0 ? minX : firstX
        var ay = minIndex >= 0 ? minY : firstY
        var b = maxIndex >= 0 ? maxIndex : first
        var bx = maxIndex >= 0 ? maxX : firstX
        var by = maxIndex >= 0 ? maxY : firstY
        if a > b {
            swap(&a, &b)
            swap(&ax, &bx)
            swap(&ay, &by)
        }
        body(first, firstX, firstY)
        if a != first { body(a, ax, ay) }
        if b != a && b != first { body(b, bx, by) }
        if last != b && last != a && last != first { body(last, lastX, lastY) }
    }
}
