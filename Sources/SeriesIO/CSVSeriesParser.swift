/// Reads a time series from CSV bytes (UTF-8, optional BOM, RFC 4180 quoting, LF or CRLF).
///
/// Fields are separated by commas, semicolons or tabs, as spreadsheets write them in different
/// locales: the one found most often in the header line (``Options/separator`` overrides it). With
/// a semicolon or a tab between fields, values may use a decimal comma (`"21,5"`).
///
/// A header row is required. The time column and the value column are chosen by name
/// (``Options``) or automatically:
/// - time: the first column named `date`, `time`, `timestamp`, `datetime`, `ts`, `epoch` or
///   `x`, or whose name contains `date` or `time` (case-insensitive); failing that, the first
///   column whose first non-empty value is a calendar date (plain numbers do not count here).
/// - value: the first other column whose first non-empty value is a number; failing that,
///   the first other column (its bad values are then reported row by row).
///
/// Times are parsed by ``TimestampParser`` (calendar forms, or epoch seconds) and values by
/// ``DecimalParser``, directly on the bytes: the per-row hot path makes no `String`.
/// `nan`/`inf` values are kept as gaps and counted; an empty or non-numeric field, or a row
/// with the wrong number of fields, is a *bad row*: an error by default, or counted and
/// skipped with ``Options/skipBadRows``. Completely empty lines are skipped silently. An
/// unterminated quote is always an error, as it swallows the rest of the file.
public struct CSVSeriesParser: Sendable {
    /// Parsing options.
    public struct Options: Sendable {
        /// The time column's header name (case-insensitive), or nil to choose automatically.
        public var xColumn: String?
        /// The value column's header name (case-insensitive), or nil to choose automatically.
        public var yColumn: String?
        /// Whether bad rows are skipped (and reported) instead of failing the parse.
        public var skipBadRows: Bool
        /// How many bad line numbers the report lists.
        public var maxReportedBadLines: Int
        /// The byte between fields (ASCII), or nil to detect a comma, semicolon or tab from the
        /// header line.
        public var separator: UInt8?

        /// Creates options.
        public init(
            xColumn: String? = nil, yColumn: String? = nil, skipBadRows: Bool = false,
            maxReportedBadLines: Int = 10, separator: UInt8? = nil
        ) {
            self.xColumn = xColumn
            self.yColumn = yColumn
            self.skipBadRows = skipBadRows
            self.maxReportedBadLines = maxReportedBadLines
            self.separator = separator
        }
    }

    /// Header names recognised as a time column (compared lower-cased).
    public static let timeColumnNames: Set<String> = [
        "date", "time", "timestamp", "datetime", "ts", "epoch", "x",
    ]
    /// How many data rows are examined to choose columns automatically.
    public static let detectionRowLimit = 1000
    /// Progress is reported each time this fraction of the input has been read (so at most
    /// about `1 / progressFraction` calls, plus a final 1.0), but not more often than every
    /// ``progressMinimumBytes``.
    public static let progressFraction = 0.01
    /// Smallest number of bytes between two progress calls.
    public static let progressMinimumBytes = 64 * 1024

    /// Header names and sampled values are read up to this many bytes (longer ones are cut).
    public static let maximumNameLength = 1024

    /// The options in use.
    public var options: Options

    /// Creates a parser.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Parses a whole file given as bytes. `progress`, if given, is called with the fraction
    /// read (0...1) a bounded number of times, ending with 1.
    public func parse(_ bytes: [UInt8], progress: ((Double) -> Void)? = nil) throws(CSVSeriesError)
        -> CSVParseResult
    {
        let result: Result<CSVParseResult, CSVSeriesError> = bytes.withUnsafeBufferPointer { p in
            Result { () throws(CSVSeriesError) in try parseBuffer(p, progress: progress) }
        }
        return try result.get()
    }

    /// Parses a whole file given as raw bytes.
    public func parse(_ bytes: UnsafeRawBufferPointer, progress: ((Double) -> Void)? = nil)
        throws(CSVSeriesError) -> CSVParseResult
    {
        try parseBuffer(bytes.assumingMemoryBound(to: UInt8.self), progress: progress)
    }

    /// Parses CSV text.
    public func parse(_ text: String, progress: ((Double) -> Void)? = nil) throws(CSVSeriesError)
        -> CSVParseResult
    {
        try parse(Array(text.utf8), progress: progress)
    }

    func parseBuffer(_ b: UnsafeBufferPointer<UInt8>, progress: ((Double) -> Void)?) throws(CSVSeriesError)
        -> CSVParseResult
    {
        var start = 0
        if b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF { start = 3 }
        if let encoding = Self.unsupportedEncoding(b) { throw CSVSeriesError(.unsupportedEncoding(encoding)) }
        let separator = options.separator ?? CSVRecordScanner.detectSeparator(in: b, from: start)
        var scanner = CSVRecordScanner(bytes: b, position: start, separator: separator)
        let names = try readHeader(&scanner)
        let dataStart = (scanner.position, scanner.line)
        progress?(Double(scanner.position) / Double(max(1, b.count)))
        // Where fields are not separated by commas, a comma in a value is its decimal mark.
        let decimalComma = separator != CSVRecordScanner.comma
        // Column choice (may look at the first rows), then the epoch unit (the first row).
        let (xCol, yCol, sampledRows, sampledBytes) = try chooseColumns(names, &scanner, decimalComma: decimalComma)
        scanner.position = dataStart.0
        scanner.line = dataStart.1
        let shape = FileShape(
            names: names, xColumn: xCol, yColumn: yCol, epochScale: epochScale(names: names, xColumn: xCol, scanner: &scanner),
            separator: separator, decimalComma: decimalComma)
        scanner.position = dataStart.0
        scanner.line = dataStart.1
        let capacity = Self.estimatedRowCount(bytes: b.count - dataStart.0, sampledRows: sampledRows, sampledBytes: sampledBytes)
        let rows = try readRows(b, &scanner, shape, capacity: capacity, progress: progress)
        return try Self.result(rows, shape, progress: progress)
    }

    /// The file's shape, from its header and first rows.
    private struct FileShape {
        var names: [String]
        var xColumn: Int
        var yColumn: Int
        /// 0.001 for epoch milliseconds, else 1 (``epochScale(names:xColumn:scanner:)``).
        var epochScale: Double
        var separator: UInt8
        /// Whether values may use a decimal comma.
        var decimalComma: Bool
    }

    /// What the data rows gave: the samples in file order, and what was wrong with the others.
    private struct DataRows {
        var xs: [Double]
        var ys: [Double]
        var badRows: Int
        /// The first bad rows' line numbers (``Options/maxReportedBadLines``).
        var badLines: [Int]
        var nonFinite: Int
        /// Whether a time was earlier than the one before it.
        var outOfOrder: Bool
    }

    /// The header's names (cut to ``maximumNameLength``). An empty file, a malformed header and
    /// a single column whose name holds a likely separator are errors.
    private func readHeader(_ scanner: inout CSVRecordScanner) throws(CSVSeriesError) -> [String] {
        let headerLine: Int
        switch scanner.next() {
        case .end: throw CSVSeriesError(.emptyFile)
        case .unterminatedQuote(let line): throw CSVSeriesError(.unterminatedQuote, line: line)
        case .record(let line, let malformed):
            if let m = malformed {
                throw CSVSeriesError(.textAfterClosingQuote, line: line, column: m + 1)
            }
            headerLine = line
        }
        let names = scanner.spans.map { scanner.text($0, limit: Self.maximumNameLength) }
        if names.count == 1, let likely = Self.likelySeparator(names[0]) {
            // One column, and a character that may separate its names.
            throw CSVSeriesError(
                .oneColumn(header: names[0], separator: scanner.separator, likelySeparator: likely), line: headerLine)
        }
        return names
    }

    /// The room to reserve for the rows of `bytes` bytes of data: from the sampled rows'
    /// average length when there is one (2% over), never more than a row per 4 bytes.
    private static func estimatedRowCount(bytes: Int, sampledRows: Int, sampledBytes: Int) -> Int {
        var estimate = bytes / 8
        if sampledRows > 0 && sampledBytes > 0 {
            estimate = Int(Double(bytes) / (Double(sampledBytes) / Double(sampledRows)) * 1.02) + 16
        }
        return min(estimate, bytes / 4 + 16)
    }

    /// Reads every data row (the per-row hot path: no `String`; room reserved for `capacity`
    /// rows), reporting `progress` every ``progressFraction`` of the input. A bad row throws
    /// its error unless ``Options/skipBadRows``.
    private func readRows(
        _ b: UnsafeBufferPointer<UInt8>, _ scanner: inout CSVRecordScanner, _ shape: FileShape, capacity: Int,
        progress: ((Double) -> Void)?
    ) throws(CSVSeriesError) -> DataRows {
        let fieldCount = shape.names.count
        let (xCol, yCol) = (shape.xColumn, shape.yColumn)
        let epochScale = shape.epochScale
        let decimalComma = shape.decimalComma
        var xs = [Double]()
        var ys = [Double]()
        xs.reserveCapacity(capacity)
        ys.reserveCapacity(capacity)
        var badRows = 0
        var badLines = [Int]()
        var nonFinite = 0
        var outOfOrder = false
        var scratch = [UInt8]()
        var previousX = -Double.infinity
        let progressStep = max(Self.progressMinimumBytes, Int(Double(b.count) * Self.progressFraction))
        var nextProgress = progressStep
        loop: while true {
            let line: Int
            let malformed: Int?
            switch scanner.next() {
            case .end: break loop
            case .unterminatedQuote(let l): throw CSVSeriesError(.unterminatedQuote, line: l)
            case .record(let l, let m):
                line = l
                malformed = m
            }
            var x: Double? = nil
            var y: Double? = nil
            if scanner.spans.count == fieldCount && malformed == nil {
                let xSpan = scanner.spans[xCol]
                let ySpan = scanner.spans[yCol]
                if !xSpan.hasEscapedQuote { x = TimestampParser.parse(b, xSpan.start, xSpan.end, epochScale: epochScale) }
                if !ySpan.hasEscapedQuote && ySpan.end > ySpan.start {
                    y = decimalComma
                        ? Self.parseDecimalComma(b, ySpan.start, ySpan.end, scratch: &scratch)
                        : DecimalParser.parse(b, ySpan.start, ySpan.end)
                }
            }
            if let x, let y {
                if x < previousX { outOfOrder = true }
                previousX = x
                if !y.isFinite { nonFinite += 1 }
                xs.append(x)
                ys.append(y)
            } else {
                guard options.skipBadRows else {
                    throw rowError(
                        scanner, line: line, malformed: malformed, names: shape.names, xCol: xCol, yCol: yCol,
                        epochScale: epochScale)
                }
                badRows += 1
                if badLines.count < options.maxReportedBadLines { badLines.append(line) }
            }
            if let progress, scanner.position >= nextProgress {
                progress(Double(scanner.position) / Double(b.count))
                nextProgress = scanner.position + progressStep
            }
        }
        return DataRows(xs: xs, ys: ys, badRows: badRows, badLines: badLines, nonFinite: nonFinite, outOfOrder: outOfOrder)
    }

    /// The series (sorted by time if it was not) and its report; no rows, or no finite value,
    /// is an error.
    private static func result(_ rows: DataRows, _ shape: FileShape, progress: ((Double) -> Void)?) throws(CSVSeriesError)
        -> CSVParseResult
    {
        var (xs, ys) = (rows.xs, rows.ys)
        guard !xs.isEmpty else { throw CSVSeriesError(.noDataRows(badRows: rows.badRows)) }
        guard rows.nonFinite < xs.count else {
            throw CSVSeriesError(.noFiniteValues(rows: xs.count), columnName: shape.names[shape.yColumn])
        }
        if rows.outOfOrder { (xs, ys) = TimeSeries.stableSortedByX(xs, ys) }
        var duplicates = 0
        for i in xs.indices.dropFirst() where xs[i] == xs[i - 1] { duplicates += 1 }
        progress?(1)
        let report = CSVParseReport(
            columnNames: shape.names, xColumnIndex: shape.xColumn, yColumnIndex: shape.yColumn, rowCount: xs.count,
            badRowCount: rows.badRows, firstBadLines: rows.badLines, wasSorted: rows.outOfOrder,
            duplicateTimestampCount: duplicates, nonFiniteValueCount: rows.nonFinite,
            epochMilliseconds: shape.epochScale != 1,
            headerLooksLikeData: headerLooksLikeData(
                shape.names, xColumn: shape.xColumn, yColumn: shape.yColumn, decimalComma: shape.decimalComma),
            separator: shape.separator)
        return CSVParseResult(series: TimeSeries(uncheckedXs: xs, ys: ys), report: report)
    }

    /// The error for a bad row (slow path: builds strings).
    func rowError(
        _ scanner: CSVRecordScanner, line: Int, malformed: Int?, names: [String], xCol: Int, yCol: Int,
        epochScale: Double = 1
    ) -> CSVSeriesError {
        let spans = scanner.spans
        if spans.count != names.count {
            // The column is the first missing or the first extra field.
            return CSVSeriesError(
                .wrongFieldCount(expected: names.count, found: spans.count), line: line,
                column: min(names.count, spans.count) + 1)
        }
        if let m = malformed {
            return CSVSeriesError(.textAfterClosingQuote, line: line, column: m + 1, columnName: names[m])
        }
        let xText = scanner.text(spans[xCol])
        if xText.isEmpty {
            return CSVSeriesError(.emptyField, line: line, column: xCol + 1, columnName: names[xCol])
        }
        if TimestampParser.parse(xText, epochScale: epochScale) == nil {
            if TimestampParser.isOutOfRange(xText, epochScale: epochScale) {
                return CSVSeriesError(
                    .timestampOutOfRange, line: line, column: xCol + 1, columnName: names[xCol], text: xText)
            }
            return CSVSeriesError(
                .invalidTimestamp, line: line, column: xCol + 1, columnName: names[xCol], text: xText)
        }
        let yText = scanner.text(spans[yCol])
        if yText.isEmpty {
            return CSVSeriesError(.emptyField, line: line, column: yCol + 1, columnName: names[yCol])
        }
        return CSVSeriesError(
            .invalidNumber, line: line, column: yCol + 1, columnName: names[yCol], text: yText)
    }

    /// 0.001 when the time column holds epoch milliseconds (its first value is a plain number
    /// that is a date after 1973 as milliseconds and past the year 9999 as seconds), else 1.
    func epochScale(names: [String], xColumn: Int, scanner: inout CSVRecordScanner) -> Double {
        while case .record(_, let malformed) = scanner.next() {
            guard malformed == nil, scanner.spans.count == names.count else { continue }
            let span = scanner.spans[xColumn]
            guard span.end > span.start else { continue }
            let text = scanner.text(span)
            return TimestampParser.looksLikeEpochMilliseconds(text) ? 0.001 : 1
        }
        return 1
    }

    /// Whether the header row looks like a data row (the file has no header, so its first
    /// row was taken for column names): the time column's name is a date or an epoch number
    /// and the value column's name is a number.
    static func headerLooksLikeData(_ names: [String], xColumn: Int, yColumn: Int, decimalComma: Bool = false) -> Bool {
        let x = names[xColumn]
        let y = names[yColumn]
        let xIsTime = TimestampParser.parse(x, allowEpochNumber: true) != nil || number(x, decimalComma: decimalComma) != nil
        return xIsTime && number(y, decimalComma: decimalComma) != nil
    }

    /// A value of a field's text, with a decimal comma read as a point when `decimalComma`.
    static func number(_ text: String, decimalComma: Bool) -> Double? {
        guard decimalComma, text.utf8.contains(UInt8(ascii: ",")) else { return DecimalParser.parse(text) }
        return DecimalParser.parse(String(decoding: text.utf8.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ".") : $0 }, as: UTF8.self))
    }

    /// The value of `b[start..<end]` with a decimal comma (`"21,5"`): read through `scratch`
    /// with the comma as a point; a field without a comma is read in place.
    @inline(__always)
    static func parseDecimalComma(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, scratch: inout [UInt8]) -> Double? {
        var comma = -1
        for i in start..<end where b[i] == UInt8(ascii: ",") {
            guard comma < 0 else { return nil }  // two commas: not a number
            comma = i
        }
        guard comma >= 0 else { return DecimalParser.parse(b, start, end) }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: b[start..<end]))
        scratch[comma - start] = UInt8(ascii: ".")
        return scratch.withUnsafeBufferPointer { DecimalParser.parse($0, 0, $0.count) }
    }

    /// The byte that most likely separates the names of a one-column header (one of
    /// ``CSVRecordScanner/otherSeparators``, the most frequent), as text; nil when none occurs.
    static func likelySeparator(_ header: String) -> String? {
        let bytes = Array(header.utf8)
        var best: (UInt8, Int)? = nil
        for c in CSVRecordScanner.otherSeparators {
            let n = bytes.count { $0 == c }
            if n > 0 && n > (best?.1 ?? 0) { best = (c, n) }
        }
        return best.map { String(decoding: [$0.0], as: UTF8.self) }
    }

    /// Resolves the time and value columns; returns them with the number of rows and bytes
    /// sampled (for a capacity estimate).
    func chooseColumns(_ names: [String], _ scanner: inout CSVRecordScanner, decimalComma: Bool = false) throws(CSVSeriesError) -> (
        Int, Int, Int, Int
    ) {
        let lower = names.map { $0.lowercased() }
        func find(_ name: String) throws(CSVSeriesError) -> Int {
            let key = name.trimmingBlanks().lowercased()
            guard let i = lower.firstIndex(of: key) else {
                throw CSVSeriesError(.missingColumn(name: name, available: names))
            }
            return i
        }
        var xCol = try options.xColumn.map { name throws(CSVSeriesError) in try find(name) }
        var yCol = try options.yColumn.map { name throws(CSVSeriesError) in try find(name) }

        // Sample the first non-empty value of each column.
        var firstValues = [String?](repeating: nil, count: names.count)
        let startPosition = scanner.position
        var rows = 0
        var sampledBytes = 0
        while rows < Self.detectionRowLimit {
            guard case .record(_, let malformed) = scanner.next() else { break }
            rows += 1
            sampledBytes = scanner.position - startPosition
            guard malformed == nil, scanner.spans.count == names.count else { continue }
            for (i, span) in scanner.spans.enumerated() where firstValues[i] == nil && span.end > span.start {
                firstValues[i] = scanner.text(span, limit: Self.maximumNameLength)
            }
            if xCol != nil && yCol != nil && rows >= 64 { break }
        }

        if xCol == nil {
            xCol = lower.indices.first { i in
                i != yCol
                    && (Self.timeColumnNames.contains(lower[i]) || lower[i].contains("date")
                        || lower[i].contains("time"))
            }
        }
        if xCol == nil {
            xCol = names.indices.first { i in
                i != yCol
                    && firstValues[i].map { TimestampParser.parse($0, allowEpochNumber: false) != nil }
                        == true
            }
        }
        guard let x = xCol else {
            if names.count >= 2, names.allSatisfy({ Self.number($0, decimalComma: decimalComma) != nil || TimestampParser.parse($0) != nil }) {
                throw CSVSeriesError(.missingHeader(firstLine: names), line: 1)
            }
            if let y = yCol, options.xColumn == nil,
                Self.timeColumnNames.contains(lower[y]) || lower[y].contains("date") || lower[y].contains("time")
                    || firstValues[y].map({ TimestampParser.parse($0, allowEpochNumber: false) != nil }) == true
            {
                // The requested value column is the only time column.
                throw CSVSeriesError(.valueColumnIsTime(name: names[y], available: names))
            }
            throw CSVSeriesError(.noTimeColumn(available: names))
        }
        if yCol == nil {
            yCol = names.indices.first { i in
                i != x && firstValues[i].map { Self.number($0, decimalComma: decimalComma) != nil } == true
            }
        }
        if yCol == nil {
            // No numeric evidence in the sample (e.g. the first rows are bad): take the first
            // other column, so that the row errors say which value is wrong.
            yCol = names.indices.first { $0 != x }
        }
        guard let y = yCol else { throw CSVSeriesError(.noValueColumn(available: names)) }
        guard x != y else { throw CSVSeriesError(.sameColumn(name: names[x])) }
        return (x, y, rows, sampledBytes)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(self[first...last])
    }
}

extension CSVSeriesParser {
    /// The name of the encoding `b` is in when it is one the parser cannot read (UTF-16 or
    /// UTF-32, by their byte-order marks, or UTF-16 without one: a NUL in every other byte of
    /// the first line), else nil.
    static func unsupportedEncoding(_ b: UnsafeBufferPointer<UInt8>) -> String? {
        if b.count >= 4 && b[0] == 0xFF && b[1] == 0xFE && b[2] == 0 && b[3] == 0 { return "UTF-32" }
        if b.count >= 4 && b[0] == 0 && b[1] == 0 && b[2] == 0xFE && b[3] == 0xFF { return "UTF-32" }
        if b.count >= 2 && ((b[0] == 0xFF && b[1] == 0xFE) || (b[0] == 0xFE && b[1] == 0xFF)) { return "UTF-16" }
        let sample = min(b.count, 64)
        guard sample >= 8 else { return nil }
        var nuls = 0
        for i in 0..<sample where b[i] == 0 { nuls += 1 }
        return nuls * 3 >= sample ? "UTF-16" : nil
    }
}
