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
}
