import Testing

@testable import SeriesIO
@testable import WheelCharts

/// Issue 27, item 12: CSV files as spreadsheets write them in many locales, with semicolons or
/// tabs between fields and decimal commas, are read; a file whose fields none of comma,
/// semicolon and tab separates gets an error naming the character seen and how to pass it.
@Suite struct CSVSeparatorTests {
    static let t0 = 1_262_304_000.0

    @Test func semicolonsWithDecimalCommas() throws {
        let r = try CSVSeriesParser().parse("Datum;Temperatur, °C\n2010-01-01 00:00;21,5\n2010-01-01 01:00;-3,25\n2010-01-01 02:00;7\n")
        #expect(r.series.xs == [Self.t0, Self.t0 + 3600, Self.t0 + 7200])
        #expect(r.series.ys == [21.5, -3.25, 7])
        #expect(r.report.separator == UInt8(ascii: ";"))
        #expect(r.report.yColumnName == "Temperatur, °C")
    }

    @Test func tabsWithDecimalCommasQuotesAndCRLF() throws {
        let text = "date\tstation\tvalue\r\n\"2010-01-01 00:00\"\t\"Köln; Ost\"\t\"1,5\"\r\n2010-01-01 01:00\tBonn\t2.25\r\n"
        let r = try CSVSeriesParser().parse(text)
        #expect(r.series.ys == [1.5, 2.25])
        #expect(r.report.separator == UInt8(ascii: "\t"))
        #expect(r.report.yColumnName == "value")
    }

    @Test func commaFilesReadAsBefore() throws {
        let r = try CSVSeriesParser().parse("date,value\n2010-01-01 00:00,1.5\n2010-01-01 01:00,\"2\"\n")
        #expect(r.series.ys == [1.5, 2])
        #expect(r.report.separator == UInt8(ascii: ","))
        // A decimal comma in a comma-separated file is still an extra field.
        #expect(throws: CSVSeriesError.self) { try CSVSeriesParser().parse("date,value\n2010-01-01 00:00,1,5\n") }
    }

    @Test func aBadDecimalCommaValueIsARowError() throws {
        do {
            _ = try CSVSeriesParser().parse("date;value\n2010-01-01 00:00;1,5\n2010-01-01 01:00;1,2,3\n")
            Issue.record("parsed")
        } catch {
            #expect(error.line == 3 && error.column == 2)
            #expect(error.description.contains("\"1,2,3\" is not a number"), "\(error.description)")
        }
    }

    /// Pipes are not detected: the error says which character it saw and how to pass it;
    /// passed, the file reads.
    @Test func anUndetectedSeparatorIsNamedWithHowToPassIt() throws {
        let text = "date|value\n2010-01-01 00:00|1.5\n"
        do {
            _ = try CSVSeriesParser().parse(text)
            Issue.record("parsed")
        } catch {
            #expect(error.line == 1)
            let m = error.description
            #expect(m.contains("one column") && m.contains("no comma, semicolon or tab"), "\(m)")
            #expect(m.contains("\"|\"") && m.contains("--separator '|'"), "\(m)")
        }
        let r = try CSVSeriesParser(options: .init(separator: UInt8(ascii: "|"))).parse(text)
        #expect(r.series.ys == [1.5])
    }
}
