import Testing

@testable import SeriesIO

@Suite struct CSVSeriesErrorTests {
    @Test func locatedMessagesReadLikeCompilerErrors() {
        let e = CSVSeriesError(.invalidNumber, line: 17, column: 2, columnName: "temp", text: "abc")
        #expect(e.located(in: "d.csv") == #"d.csv:17:2: "abc" is not a number (column "temp")"#)
        #expect(e.description == #"line 17, column 2 ("temp"): "abc" is not a number"#)
        #expect(CSVSeriesError(.emptyFile).located(in: "e.csv") == "e.csv: the file is empty")
        #expect(
            CSVSeriesError(.wrongFieldCount(expected: 3, found: 1), line: 4, column: 2).located(in: "f.csv")
                == "f.csv:4:2: expected 3 fields, found 1")
    }

    /// Text from the file is shown escaped, as every message of the package escapes it: a quote
    /// cannot close the quotes around it, a tab or an escape character is spelled out, and long
    /// text is cut.
    @Test func textFromTheFileIsEscapedAndCut() {
        let e = CSVSeriesError(.invalidNumber, line: 2, column: 1, columnName: "a\"b", text: "1\t2\u{1B}[31m")
        #expect(e.description == #"line 2, column 1 ("a\"b"): "1\t2\x1b[31m" is not a number"#)
        let long = CSVSeriesError(.invalidNumber, line: 2, column: 1, text: String(repeating: "9x", count: 400))
        #expect(long.text?.hasSuffix("…") == true && long.text!.count == CSVSeriesError.maxTextLength + 1)
    }

    /// Issue 39: a file whose values are all NaN or infinite is refused with a message that
    /// says so, instead of an empty plot.
    @Test func aColumnWithoutAFiniteValueIsRefused() {
        let text = "time,value\n2024-01-01,nan\n2024-01-02,NaN\n2024-01-03,inf\n"
        #expect(throws: CSVSeriesError(.noFiniteValues(rows: 3), columnName: "value")) {
            try CSVSeriesParser().parse(text)
        }
        let e = CSVSeriesError(.noFiniteValues(rows: 3), columnName: "value")
        #expect(e.located(in: "n.csv") == #"n.csv: no value to plot: all 3 values of the value column are NaN or infinite (column "value")"#)
        // One finite value is enough.
        #expect((try? CSVSeriesParser().parse("time,value\n2024-01-01,nan\n2024-01-02,4\n")) != nil)
    }

    /// UTF-16 and UTF-32 files (with a byte-order mark, or UTF-16 without one) are named, not
    /// read as garbled column names.
    @Test(arguments: [
        ([0xFF, 0xFE], "UTF-16"), ([0xFE, 0xFF], "UTF-16"), ([0xFF, 0xFE, 0, 0], "UTF-32"), ([], "UTF-16"),
    ] as [([UInt8], String)])
    func otherEncodingsAreNamed(bom: [UInt8], name: String) {
        let body = Array("time,value\n2024-01-01,1\n".utf8)
        let bytes: [UInt8]
        if name == "UTF-32" {
            bytes = bom + body.flatMap { [$0, 0, 0, 0] }
        } else if bom == [0xFE, 0xFF] {
            bytes = bom + body.flatMap { [0, $0] }
        } else {
            bytes = bom + body.flatMap { [$0, 0] }
        }
        #expect(throws: CSVSeriesError(.unsupportedEncoding(name))) { try CSVSeriesParser().parse(bytes) }
        #expect(CSVSeriesError(.unsupportedEncoding(name)).located(in: "u.csv") == "u.csv: \(name) is not supported; save the file as UTF-8")
    }
}
