import SeriesIO
import WheelMotion
import WheelPrimitives

/// The overview chart's line in data space (x: epoch seconds, y: data units), made once from
/// the overview's column reduction so that a frame only maps it to view space and never reads
/// the series: the M4 points of every column in order, split into pieces where a column holds
/// a gap, and the dots drawn on sparse data.
struct OverviewPolyline: Sendable {
    /// The line's points, data space.
    private(set) var points: [Point] = []
    /// Where each piece ends in ``points`` (piece `k` is `pieceEnds[k-1] ..< pieceEnds[k]`,
    /// the first starts at 0); pieces of fewer than two points draw nothing.
    private(set) var pieceEnds: [Int] = []
    /// Every finite sample, data space, when the series is sparse enough to get dots
    /// (see ``RangeChartRenderer/dotDensity``); empty otherwise.
    private(set) var dots: [Point] = []
    /// The smallest and largest finite value over the columns, or nil when there is none.
    private(set) var values: ClosedRange<Double>?

    /// Creates an empty line.
    init() {}

    /// Rebuilds the line from `columns` (a reduction of `series`), reusing the storage. Dots are
    /// kept when the series has at most `maxDots` samples.
    mutating func rebuild(columns: [ColumnSummary], series: TimeSeries, maxDots: Int) {
        points.removeAll(keepingCapacity: true)
        pieceEnds.removeAll(keepingCapacity: true)
        dots.removeAll(keepingCapacity: true)
        var lo = Double.infinity
        var hi = -Double.infinity
        series.xs.withUnsafeBufferPointer { xs in
            series.ys.withUnsafeBufferPointer { ys in
                for col in columns where !col.isEmpty {
                    if let i = col.minIndex { lo = min(lo, ys[i]) }
                    if let i = col.maxIndex { hi = max(hi, ys[i]) }
                    if col.hasGap { breakLine() }
                    col.forEachM4Index { i in
                        if ys[i].isFinite { points.append(Point(x: xs[i], y: ys[i])) }
                    }
                    if col.hasGap { breakLine() }
                }
                if series.count <= maxDots {
                    for i in 0..<series.count where ys[i].isFinite { dots.append(Point(x: xs[i], y: ys[i])) }
                }
            }
        }
        breakLine()
        values = lo <= hi ? lo...hi : nil
    }

    /// Ends the current piece (an empty piece is not recorded).
    private mutating func breakLine() {
        if points.count > (pieceEnds.last ?? 0) { pieceEnds.append(points.count) }
    }
}
