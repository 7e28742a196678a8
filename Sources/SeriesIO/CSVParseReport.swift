/// What ``CSVSeriesParser`` found while reading a file, besides the series itself.
public struct CSVParseReport: Equatable, Sendable {
    /// All header names, in file order (trimmed, unquoted).
    public var columnNames: [String]
    /// The 0-based index of the time column.
    public var xColumnIndex: Int
    /// The 0-based index of the value column.
    public var yColumnIndex: Int
    /// The data rows kept.
    public var rowCount: Int
    /// Rows skipped as bad (only non-zero with `skipBadRows`).
    public var badRowCount: Int
    /// The 1-based file lines of the first bad rows (at most `Options.maxReportedBadLines`).
    public var firstBadLines: [Int]
    /// Whether rows were out of time order and had to be (stably) sorted.
    public var wasSorted: Bool
    /// Rows whose timestamp equals the previous row's (after sorting).
    public var duplicateTimestampCount: Int
    /// Values that were NaN or infinite (kept as gaps).
    public var nonFiniteValueCount: Int
    /// Whether the time column held epoch milliseconds (detected; converted to seconds).
    public var epochMilliseconds: Bool = false
    /// Whether the header row looks like data (a file without a header loses its first row).
    public var headerLooksLikeData: Bool = false
    /// The byte between fields (ASCII): a comma, or the semicolon or tab found in the header
    /// (values then may use a decimal comma), or the one given.
    public var separator: UInt8 = UInt8(ascii: ",")

    /// The header name of the time column.
    public var xColumnName: String { columnNames[xColumnIndex] }
    /// The header name of the value column.
    public var yColumnName: String { columnNames[yColumnIndex] }
}

/// A parsed series with its ``CSVParseReport``.
public struct CSVParseResult: Sendable {
    /// The series, sorted by time.
    public var series: TimeSeries
    /// What the parser found.
    public var report: CSVParseReport
}
