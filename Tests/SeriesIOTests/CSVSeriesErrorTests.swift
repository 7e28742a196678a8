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
}
