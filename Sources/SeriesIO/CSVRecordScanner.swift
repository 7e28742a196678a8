/// Where one field of a CSV record lies in the input bytes (quotes and surrounding blanks
/// already excluded).
struct CSVFieldSpan {
    /// First byte of the field content.
    var start: Int
    /// One past the last byte of the field content.
    var end: Int
    /// Whether the content contains doubled quotes (`""`) still to be unescaped.
    var hasEscapedQuote: Bool
}

/// A byte-level RFC 4180 record scanner: comma-separated fields (or ``separator``), optional
/// double quotes with `""` escapes (quoted fields may contain separators and line breaks), LF
/// or CRLF line ends, spaces/tabs around fields ignored (unless one is the separator). It fills a reusable span array, so scanning a record does
/// not allocate once the array has grown to the field count.
struct CSVRecordScanner {
    /// The result of scanning one record.
    enum Outcome {
        /// No more records.
        case end
        /// A record starting on `line` (1-based); `malformedField` is the 0-based index of the
        /// first quoted field followed by stray text, if any.
        case record(line: Int, malformedField: Int?)
        /// A quoted field opened on `line` never closes.
        case unterminatedQuote(line: Int)
    }

    static let lf = UInt8(ascii: "\n")
    static let cr = UInt8(ascii: "\r")
    static let comma = UInt8(ascii: ",")
    static let quote = UInt8(ascii: "\"")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    /// The input.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var position: Int
    /// The 1-based line number of `position`.
    var line: Int
    /// The fields of the last record scanned.
    var spans: [CSVFieldSpan] = []
    /// The byte between fields (a comma unless the file uses another).
    let separator: UInt8

    init(bytes: UnsafeBufferPointer<UInt8>, position: Int, line: Int = 1, separator: UInt8 = comma) {
        self.bytes = bytes
        self.position = position
        self.line = line
        self.separator = separator
        spans.reserveCapacity(16)
    }

    /// Whether `c` is a blank ignored around fields (spaces, tabs, CR; not the separator).
    @inline(__always)
    func isBlank(_ c: UInt8) -> Bool { (c == Self.space || c == Self.tab || c == Self.cr) && c != separator }

    /// Scans the next record, skipping completely empty lines (`\n` or `\r\n` alone).
    mutating func next() -> Outcome {
        spans.removeAll(keepingCapacity: true)
        let b = bytes
        let n = b.count
        var pos = position
        defer { position = pos }
        while pos < n {
            if b[pos] == Self.lf {
                pos += 1
                line += 1
            } else if b[pos] == Self.cr && (pos + 1 == n || b[pos + 1] == Self.lf) {
                pos += pos + 1 == n ? 1 : 2
                line += 1
            } else {
                break
            }
        }
        if pos >= n { return .end }
        let recordLine = line
        var malformed: Int? = nil
        while true {
            while pos < n && (b[pos] == Self.space || b[pos] == Self.tab) && b[pos] != separator { pos += 1 }
            if pos < n && b[pos] == Self.quote {
                pos += 1
                let start = pos
                var escaped = false
                var closed = false
                while pos < n {
                    let c = b[pos]
                    if c == Self.quote {
                        if pos + 1 < n && b[pos + 1] == Self.quote {
                            escaped = true
                            pos += 2
                            continue
                        }
                        closed = true
                        break
                    }
                    if c == Self.lf { line += 1 }
                    pos += 1
                }
                guard closed else { return .unterminatedQuote(line: recordLine) }
                spans.append(CSVFieldSpan(start: start, end: pos, hasEscapedQuote: escaped))
                pos += 1
                while pos < n && isBlank(b[pos]) { pos += 1 }
                if pos < n && b[pos] != separator && b[pos] != Self.lf {
                    if malformed == nil { malformed = spans.count - 1 }
                    while pos < n && b[pos] != separator && b[pos] != Self.lf { pos += 1 }
                }
            } else {
                let start = pos
                while pos < n {
                    let c = b[pos]
                    if c == separator || c == Self.lf { break }
                    pos += 1
                }
                var end = pos
                while end > start && isBlank(b[end - 1]) { end -= 1 }
                spans.append(CSVFieldSpan(start: start, end: end, hasEscapedQuote: false))
            }
            if pos >= n { return .record(line: recordLine, malformedField: malformed) }
            if b[pos] == separator {
                pos += 1
                continue
            }
            pos += 1  // the line feed
            line += 1
            return .record(line: recordLine, malformedField: malformed)
        }
    }

    /// The field's text (quotes unescaped), from at most `limit` bytes of it (a longer field,
    /// such as a 100 MB "header", is cut so that names and messages stay cheap).
    func text(_ span: CSVFieldSpan, limit: Int = Int.max) -> String {
        let end = span.end - span.start > limit ? span.start + limit : span.end
        let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[span.start..<end]), as: UTF8.self)
        guard span.hasEscapedQuote else { return raw }
        var out = ""
        var previousWasQuote = false
        for ch in raw {
            if ch == "\"" && previousWasQuote {
                previousWasQuote = false
                continue
            }
            previousWasQuote = ch == "\""
            out.append(ch)
        }
        return out
    }

    /// The separator a file's header line uses: the one of comma, semicolon and tab that occurs
    /// most often outside quotes; on a tie the semicolon, then the tab (a name such as
    /// "temp, °C" in a semicolon-separated header is likelier than a semicolon in a comma-separated
    /// one); a comma when none occurs. `start` is the first byte of the header line.
    static func detectSeparator(in b: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt8 {
        let candidates = [semicolon, tab, comma]
        var counts = [0, 0, 0]
        var quoted = false
        var pos = start
        while pos < b.count {
            let c = b[pos]
            if c == quote {
                quoted.toggle()
            } else if !quoted {
                if c == lf { break }
                if let k = candidates.firstIndex(of: c) { counts[k] += 1 }
            }
            pos += 1
        }
        var best = 2
        for k in [1, 0] where counts[k] > 0 && counts[k] >= counts[best] { best = k }
        return candidates[best]
    }

    static let semicolon = UInt8(ascii: ";")

    /// Bytes that may separate the fields of a file that none of comma, semicolon and tab
    /// separates, in the order they are suggested.
    static let otherSeparators: [UInt8] = Array("|:^~#/ ".utf8)
}
