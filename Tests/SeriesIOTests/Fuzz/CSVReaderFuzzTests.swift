import Foundation
import Testing

@testable import SeriesIO

/// Fuzz target for the CSV reader (issue 14): random and mutated files. Every outcome is either
/// a series (sorted, timestamps in the years 1-9999) or an error whose message names the place
/// (`file:line[:column]:` when the problem is on a line) and holds no raw control characters.
/// `FUZZ_ITERATIONS=1000000 scripts/fuzz.sh` runs it at length.
@Suite struct CSVReaderFuzzTests {
    static let seeds = [
        "date,temp\n2010/01/01 00:00,39.1\n2010/01/01 01:00,38.5\n2010/01/01 02:00,nan\n",
        "value,ts\r\n1.5,1262304000\r\n2.5,1262307600.5\r\n",
        "\u{FEFF}\"time\",\"a,b\",c\n2010-01-01T00:00:00Z,\"1\",2\n2010-01-01T01:00:00+01:00,\"3\"\"\",4\n",
        "x,y\n0001-01-01,1\n9999-12-31T23:59:59,-1e308\n",
        "ts,v\n1262304000000,1\n1262390400000,2\n",
        "2010-01-01,1\n2010-01-02,2\n",
    ]
    static let tokens = [
        ",", "\"", "\"\"", "\n", "\r\n", "\r", "nan", "inf", "-inf", "1e308", "-1e308", "1e309", "0000-01-01", "9999-12-31",
        "2010/02/30", "24:00", "+23:59", "Z", "\u{0}", "\u{1B}[31m", "\u{FEFF}", "é", "    ", "-", ".", "e", "0x10",
        String(repeating: "9", count: 400),
    ]

    static func check(_ bytes: [UInt8], skipBadRows: Bool, _ context: String) {
        let parser = CSVSeriesParser(options: .init(skipBadRows: skipBadRows))
        do {
            let r = try parser.parse(bytes)
            let xs = r.series.xs
            #expect(!xs.isEmpty, "empty series without an error: \(context)")
            #expect(xs.allSatisfy { TimestampParser.validRange.contains($0) }, "timestamp out of range: \(context)")
            #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 }, "unsorted: \(context)")
            #expect(r.report.rowCount == xs.count)
        } catch {
            let text = error.located(in: "f.csv")
            #expect(text.hasPrefix("f.csv:"), "\(text): \(context)")
            if let line = error.line { #expect(text.hasPrefix("f.csv:\(line)") && line >= 1, "\(text): \(context)") }
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 }, "raw control character in \(text.debugDescription)")
            #expect(text.count < 2_000, "a \(text.count)-character message: \(context)")
        }
    }

    @Test func mutatedAndRandomFilesGiveDataOrALocatedError() {
        var m = Mutator(seed: 0xC5F, tokens: Self.tokens)
        let seeds = Self.seeds.map { Array($0.utf8) }
        for i in 0..<Mutator.iterations {
            let input = i % 5 == 0 ? m.randomBytes(maxLength: 300) : m.mutate(seeds[i % seeds.count])
            Self.check(input, skipBadRows: i % 3 == 0, "input \(i): \(String(decoding: input.prefix(120), as: UTF8.self).debugDescription)")
        }
    }
}
