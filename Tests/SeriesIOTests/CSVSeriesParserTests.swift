import Foundation  // only to read the bundled asset file
import PropertyBased
import Testing

@testable import SeriesIO
@testable import WheelCharts

@Suite struct CSVSeriesParserTests {
    let parser = CSVSeriesParser()
    var skipping: CSVSeriesParser { CSVSeriesParser(options: .init(skipBadRows: true)) }

    func error(_ text: String, _ p: CSVSeriesParser = CSVSeriesParser()) -> CSVSeriesError? {
        do {
            _ = try p.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesSimpleFile() throws {
        let r = try parser.parse("date,temp\n2010/01/01 00:00,39.4\n2010/01/01 01:00,39.2\n")
        #expect(r.series.xs == [1_262_304_000, 1_262_307_600])
        #expect(r.series.ys == [39.4, 39.2])
        #expect(r.report.xColumnName == "date" && r.report.yColumnName == "temp")
        #expect(r.report.rowCount == 2 && r.report.badRowCount == 0 && !r.report.wasSorted)
    }

    @Test func handlesBOMCRLFQuotesSpacesAndTrailingLines() throws {
        let text =
            "\u{FEFF}\"Time\" , \"Label, with comma\",Value\r\n"
            + " 2010-01-01T00:00Z , \"say \"\"hi\"\"\" , \"1.5\" \r\n"
            + "2010-01-01T01:00Z,\"multi\nline\",2\r\n"
            + "\r\n\n"
        let r = try parser.parse(text)
        #expect(r.report.columnNames == ["Time", "Label, with comma", "Value"])
        #expect(r.report.xColumnIndex == 0 && r.report.yColumnIndex == 2)
        #expect(r.series.ys == [1.5, 2])
        #expect(r.series.xs == [1_262_304_000, 1_262_307_600])
    }

    @Test func choosesColumnsByNameCaseInsensitively() throws {
        let text = "id,Reading,WHEN,other\n1,5,2010-01-01,7\n2,6,2010-01-02,8\n"
        let auto = try parser.parse(text)
        #expect(auto.report.xColumnName == "WHEN" || auto.report.xColumnIndex == 2)
        #expect(auto.report.yColumnIndex == 0)  // first numeric other column
        let named = try CSVSeriesParser(options: .init(xColumn: "when", yColumn: " OTHER ")).parse(text)
        #expect(named.report.xColumnIndex == 2 && named.report.yColumnIndex == 3)
        #expect(named.series.ys == [7, 8])
        let e = error(text, CSVSeriesParser(options: .init(yColumn: "pressure")))
        #expect(e?.kind == .missingColumn(name: "pressure", available: ["id", "Reading", "WHEN", "other"]))
        #expect(
            e?.description
                == #"no column named "pressure"; available columns: "id", "Reading", "WHEN", "other""#)
    }

    @Test func autoDetectionByName() throws {
        let xy = try parser.parse("x,y\n0,1\n60,2\n")  // "x" is a time name; epoch seconds
        #expect(xy.series.xs == [0, 60])
        let r = try parser.parse("station,obs_time,note,val\nA,1970-01-01,hi,3\n")
        #expect(r.report.xColumnIndex == 1 && r.report.yColumnIndex == 3)
    }

    @Test func detectsTimeColumnByValueAndValueByFirstNonEmpty() throws {
        let r = try skipping.parse("name,when,note,val\nA,1970-01-01,x,\nB,1970-01-02,y,3\n")
        #expect(r.report.xColumnIndex == 1)  // "when" has a date
        #expect(r.report.yColumnIndex == 3)  // "val": first non-empty value is numeric
        #expect(r.report.badRowCount == 1 && r.report.firstBadLines == [2])  // empty value is a bad row
        #expect(r.series.xs == [86_400])
    }

    @Test func reportsMissingTimeOrValueColumns() {
        #expect(error("a,b\nfoo,1\n")?.kind == .noTimeColumn(available: ["a", "b"]))
        #expect(error("date,b\n2010-01-01,foo\n")?.kind == .invalidNumber)
        #expect(error("date\n2010-01-01\n")?.kind == .noValueColumn(available: ["date"]))
        let same = CSVSeriesParser(options: .init(xColumn: "date", yColumn: "DATE"))
        #expect(error("date,v\n1,2\n", same)?.kind == .sameColumn(name: "date"))
    }

    @Test func errorsNameLineColumnAndText() {
        let text =
            "date,temp\n" + (2...16).map { "2010/01/01 00:\(TimeAxisTicks.twoDigits($0)),1\n" }.joined()
            + "2010/01/01 01:00,abc\n"
        let e = error(text)
        #expect(e?.line == 17 && e?.column == 2)
        #expect(e?.description == #"line 17, column 2 ("temp"): "abc" is not a number"#)
        #expect(
            error("date,temp\n2010/13/01,1\n")?.description
                == #"line 2, column 1 ("date"): "2010/13/01" is not a date/time or epoch seconds"#)
        #expect(
            error("date,temp\n2010/01/01,1,2\n")?.description
                == "line 2, column 3: expected 2 fields, found 3")
        #expect(error("date,temp\n2010/01/01,\n")?.description == #"line 2, column 2 ("temp"): empty field"#)
        #expect(error("date,temp\n \n")?.kind == .wrongFieldCount(expected: 2, found: 1))
        #expect(error("date,temp\n2010/01/01,\"1\"x\n")?.kind == .textAfterClosingQuote)
        let long = String(repeating: "z", count: 100)
        #expect(error("date,temp\n2010/01/01,\(long)\n")?.text == String(repeating: "z", count: 40) + "…")
    }

    @Test func structuralErrors() {
        #expect(error("")?.kind == .emptyFile)
        #expect(error("\u{FEFF}\r\n\n")?.kind == .emptyFile)
        #expect(error("date,temp\n")?.kind == .noDataRows(badRows: 0))
        #expect(error("date,temp\n\n\r\n")?.description == "no data rows")
        #expect(error("date,temp\n2010/01/01,\"1\n2010/01/02,2\n")?.kind == .unterminatedQuote)
        #expect(error("date,temp\n2010/01/01,\"1\n2010/01/02,2\n")?.line == 2)
        #expect(error("date,temp\nfoo,1\nbar,2\n", skipping)?.kind == .noDataRows(badRows: 2))
    }

    @Test func skipBadRowsCountsAndListsThem() throws {
        var rows = ["date,temp"]
        for i in 0..<30 {
            rows.append(i % 2 == 0 ? "1970-01-01T00:00:\(TimeAxisTicks.twoDigits(i))Z,\(i)" : "bad,\(i)")
        }
        let r = try skipping.parse(rows.joined(separator: "\n"))
        #expect(r.report.rowCount == 15 && r.report.badRowCount == 15)
        #expect(r.report.firstBadLines == [3, 5, 7, 9, 11, 13, 15, 17, 19, 21])
    }

    @Test func sortsOutOfOrderRowsStablyAndCountsDuplicatesAndNonFinite() throws {
        let r = try parser.parse("ts,v\n30,1\n10,2\n30,3\n10,nan\n20,-inf\n")
        #expect(r.report.wasSorted)
        #expect(r.series.xs == [10, 10, 20, 30, 30])
        #expect(r.series.ys[0] == 2 && r.series.ys[1].isNaN && r.series.ys[2] == -.infinity)
        #expect(Array(r.series.ys[3...]) == [1, 3])
        #expect(r.report.duplicateTimestampCount == 2)
        #expect(r.report.nonFiniteValueCount == 2)
    }

    @Test func lineNumbersCountPhysicalLines() {
        let e = error("date,note,temp\n\n1970-01-01,\"a\nb\",1\n\n1970-01-02,c,x\n")
        #expect(e?.line == 6)
    }

    @Test func progressIsBoundedAndEndsAtOne() throws {
        let s = SyntheticSeries.randomWalk(count: 50_000, seed: 3, start: 0, step: 1)
        var text = "epoch,value\n"
        for i in 0..<s.count { text += "\(Int(s.xs[i])),\(s.ys[i])\n" }
        var calls: [Double] = []
        let r = try parser.parse(bytes(text)) { calls.append($0) }
        #expect(r.series.xs == s.xs)
        #expect(r.series.ys == s.ys)  // shortest representations round-trip exactly
        #expect(calls.count >= 2 && calls.count <= 102)
        #expect(calls.last == 1)
        #expect(zip(calls, calls.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func rawBufferEntryPoint() throws {
        let data = bytes("date,temp\n2010/01/01,5\n")
        let r = try data.withUnsafeBytes { raw in try parser.parse(raw) }
        #expect(r.series.ys == [5])
    }

    @Test func randomFilesRoundTrip() async {
        await propertyCheck(count: 100, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 1...40)) {
            seed, n in
            let s = randomSeries(seed: seed, count: n, gapPercent: 0)
            var text = seed % 2 == 0 ? "\u{FEFF}Time,Value\r\n" : "time,value\n"
            for i in 0..<n {
                let c = CivilDate(epochSeconds: s.xs[i])!
                let quote = i % 3 == 0 ? "\"" : ""
                text +=
                    "\(quote)\(c.year)-\(c.month)-\(c.day)T\(c.hour):\(TimeAxisTicks.twoDigits(c.minute)):\(TimeAxisTicks.twoDigits(Int(c.second)))Z\(quote), \(s.ys[i])"
                text += seed % 2 == 0 ? "\r\n" : "\n"
            }
            let r = try! CSVSeriesParser().parse(text)
            #expect(r.series.xs == s.xs)
            #expect(r.series.ys == s.ys)
        }
    }

    @Test func parsesBundledSeattleFile() throws {
        // Tests/SeriesIOTests/<this file> -> the package root. The asset is part of the
        // repository: a missing file is a failure, not a skip.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = root.appendingPathComponent("Assets/seattle-temps-2010.csv")
        let data = try Data(contentsOf: url)
        let r = try parser.parse([UInt8](data))
        #expect(r.series.count == 8759)
        #expect(r.report.xColumnName == "date" && r.report.yColumnName == "temp")
        #expect(r.series.xs.first == 1_262_304_000)
        #expect(r.series.ys.first == 39.4)
        #expect(r.report.badRowCount == 0)
    }
}
