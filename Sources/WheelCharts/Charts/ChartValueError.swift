import SeriesIO
import WheelMotion
import WheelPrimitives

/// Why chart data was refused. Its ``description`` is a message meant for a person.
public enum ChartValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A list of values whose length is not the number of categories (one value per
    /// category). `series` names the series when known.
    case valueCountMismatch(expected: Int, got: Int, series: String?)
    /// A chart was made without categories.
    case noCategories
    /// A chart was made without any series.
    case noSeries
    /// A setting outside its range (the selected series, the axis scale, the time, the
    /// viewport): the `RangeError` names each value, all at once.
    case outOfRange(RangeError)

    /// A message such as `expected 4 values (one per category), got 3`.
    public var description: String {
        switch self {
        case .valueCountMismatch(let expected, let got, let series):
            let what = "expected \(expected) value\(expected == 1 ? "" : "s") (one per category), got \(got)"
            return series.map { "series \($0): \(what)" } ?? what
        case .noCategories:
            return "a chart needs at least one category"
        case .noSeries:
            return "a chart needs at least one series"
        case .outOfRange(let error):
            return error.description
        }
    }
}
