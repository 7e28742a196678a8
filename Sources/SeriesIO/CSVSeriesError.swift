import WheelPrimitives

/// Why a CSV file could not be turned into a ``TimeSeries``, with the place in the file.
///
/// ``description`` reads like `line 17, column 2 ("temp"): "abc" is not a number`.
/// Lines are 1-based physical lines of the file (the header is line 1); columns are 1-based
/// field numbers.
public struct CSVSeriesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The file has no content (or only a byte-order mark and blank lines).
        case emptyFile
        /// There is a header but no usable data row; `badRows` rows were skipped as bad.
        case noDataRows(badRows: Int)
        /// A requested column name is not in the header.
        case missingColumn(name: String, available: [String])
        /// No column looks like a time column.
        case noTimeColumn(available: [String])
        /// No column other than the time column holds numbers.
        case noValueColumn(available: [String])
        /// The time and value columns resolve to the same column.
        case sameColumn(name: String)
        /// A quoted field is never closed.
        case unterminatedQuote
        /// Text follows the closing quote of a quoted field.
        case textAfterClosingQuote
        /// A row has a different number of fields than the header.
        case wrongFieldCount(expected: Int, found: Int)
        /// The time field is a date or an epoch number outside the years 1-9999.
        case timestampOutOfRange
        /// The first line holds data, not column names (the file has no header row).
        case missingHeader(firstLine: [String])
        /// The value column asked for (`yColumn`) is the only column that holds times.
        case valueColumnIsTime(name: String, available: [String])
        /// The time or value field is empty.
        case emptyField
        /// The time field is not a supported date/time or epoch number.
        case invalidTimestamp
        /// The value field is not a number.
        case invalidNumber
        /// Every value of the value column is NaN or infinite (`rows` rows): nothing to plot.
        case noFiniteValues(rows: Int)
        /// The file is in an encoding the reader does not read (`"UTF-16"`, `"UTF-32"`); only
        /// UTF-8 (and so ASCII) is read.
        case unsupportedEncoding(String)
        /// The header line has one column: `separator` (ASCII) does not occur in it;
        /// `likelySeparator` is another character that might separate its names.
        case oneColumn(header: String, separator: UInt8, likelySeparator: String?)
    }

    /// Longest offending text kept in an error, in characters.
    public static let maxTextLength = 40

    /// What went wrong.
    public var kind: Kind
    /// The 1-based line in the file, when the error is tied to one.
    public var line: Int?
    /// The 1-based field number, when the error is tied to one.
    public var column: Int?
    /// The header name of that column.
    public var columnName: String?
    /// The offending text, escaped and cut to ``maxTextLength`` characters.
    public var text: String?

    /// Creates an error; `text` is escaped and cut, as ``text`` says.
    public init(
        _ kind: Kind, line: Int? = nil, column: Int? = nil, columnName: String? = nil, text: String? = nil
    ) {
        self.kind = kind
        self.line = line
        self.column = column
        self.columnName = columnName
        self.text = text.map { Self.escaped($0) }
    }

    /// `text` escaped for a message (`TextEscaping`: quotes, backslashes and control
    /// characters, so a binary file cannot send escape sequences to a terminal), cut to `limit`
    /// characters with an ellipsis.
    static func escaped(_ text: String, limit: Int = maxTextLength) -> String {
        TextEscaping.escaped(text, limit: limit)
    }

    /// The most column names a message lists.
    public static let maxListedColumns = 12

    /// A human-readable message naming the line, column and offending text.
    public var description: String {
        var place = ""
        if let line { place = "line \(line)" }
        if let column {
            place += (place.isEmpty ? "" : ", ") + "column \(column)"
            if let columnName { place += " (\"\(Self.escaped(columnName))\")" }
        }
        return place.isEmpty ? message : place + ": " + message
    }

    /// The message in compiler style for a file: `path:line:column: message (column "name")`.
    public func located(in path: String) -> String {
        var s = path
        if let line { s += ":\(line)" }
        if let column { s += ":\(column)" }
        s += ": " + message
        if let columnName { s += " (column \"\(Self.escaped(columnName))\")" }
        return s
    }

    /// What went wrong, without the place.
    public var message: String {
        let quoted = "\"\(text ?? "")\""
        var message: String
        switch kind {
        case .emptyFile: message = "the file is empty"
        case .noDataRows(let bad):
            message = bad == 0 ? "no data rows" : "no data rows (all \(bad) data rows were bad)"
        case .missingColumn(let name, let available):
            message = "no column named \"\(Self.escaped(name))\"; available columns: \(Self.list(available))"
        case .noTimeColumn(let available):
            message = "no time column found; available columns: \(Self.list(available))"
        case .noValueColumn(let available):
            message = "no numeric value column found; available columns: \(Self.list(available))"
        case .sameColumn(let name): message = "column \"\(Self.escaped(name))\" cannot be both the time and the value"
        case .unterminatedQuote: message = "quoted field is never closed"
        case .textAfterClosingQuote: message = "unexpected text after a closing quote"
        case .wrongFieldCount(let expected, let found):
            message = "expected \(expected) fields, found \(found)"
        case .emptyField: message = "empty field"
        case .invalidTimestamp: message = "\(quoted) is not a date/time or epoch seconds"
        case .timestampOutOfRange:
            message = "\(quoted) is outside the years 1-9999 (UTC) that the time axis can show"
        case .missingHeader(let first):
            message = "the first line (\(Self.list(first))) looks like data, not column names: add a header row such as \"date,value\""
        case .valueColumnIsTime(let name, let available):
            message = "the value column \"\(Self.escaped(name))\" is the only time column, so there is nothing to plot against it; available columns: \(Self.list(available))"
        case .invalidNumber: message = "\(quoted) is not a number"
        case .noFiniteValues(let rows):
            message = "no value to plot: all \(rows) values of the value column are NaN or infinite"
        case .unsupportedEncoding(let name):
            message = "\(name) is not supported; save the file as UTF-8"
        case .oneColumn(let header, let separator, let likely):
            let seen = separator == UInt8(ascii: ",") ? "no comma, semicolon or tab" : "no \(Self.separatorName(separator))"
            message = "the header line \"\(Self.escaped(header))\" has one column: \(seen) separates its names"
            if let likely { message += "; \"\(Self.escaped(likely))\" may be the separator: give it as the separator (SDLFront: --separator '\(likely)')" }
        }
        return message
    }

    /// A separator byte as words: "comma", "semicolon", "tab" or the character quoted.
    static func separatorName(_ c: UInt8) -> String {
        switch c {
        case UInt8(ascii: ","): "comma"
        case UInt8(ascii: ";"): "semicolon"
        case UInt8(ascii: "\t"): "tab"
        default: "\"\(escaped(String(decoding: [c], as: UTF8.self)))\""
        }
    }

    /// Column names, quoted, escaped and cut (each and in number).
    static func list(_ names: [String]) -> String {
        var s = names.prefix(maxListedColumns).map { "\"\(escaped($0))\"" }.joined(separator: ", ")
        if names.count > maxListedColumns { s += " and \(names.count - maxListedColumns) more" }
        return s
    }
}
