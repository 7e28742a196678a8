import Foundation
import Testing

@testable import SDLFront

/// Issue 14, points 11 and 15: messages name the value and the real limit, stay short, never
/// echo raw control bytes, and call each problem by its name.
@Suite(.serialized) struct MessageTests {
    static let range = ["--headless", "--frames", "1", "--scene", "range"]

    @Test func aNegativeValueIsNamedNotMissing() throws {
        let r = try CLI.run(["--width", "-5"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--width") && r.stderr.contains("-5") && !r.stderr.contains("Missing value"), "stderr: \(r.stderr)")
        let f = try CLI.run(["--headless", "--frames", "-1"])
        #expect(f.status == 2 && f.stderr.contains("--frames") && f.stderr.contains("-1"))
    }

    @Test func theMinimumSpanLimitIsStated() throws {
        let r = try CLI.run(Self.range + ["--min-span-hours", "1e30"])
        #expect(r.status == 2 && r.stderr.contains("1000000000"), "stderr: \(r.stderr)")
    }

    @Test func helpStatesTheFpsAndFramesRanges() throws {
        let r = try CLI.run(["--help"])
        #expect(r.stdout.contains("1...1000") && r.stdout.contains("0...10000000"), "\(r.stdout)")
    }

    @Test func aHugeHeaderIsCutInTheMessage() throws {
        let path = CLI.tempPath("huge-header.csv")
        var data = Data(repeating: UInt8(ascii: "a"), count: 5_000_000)
        data.append(Data(",v\n1,2\n".utf8))
        _ = FileManager.default.createFile(atPath: path, contents: data)
        let r = try CLI.run(Self.range + ["--data", path])
        #expect(r.status == 2)
        #expect(r.stderr.utf8.count < 2000, "\(r.stderr.utf8.count) bytes of message")
    }

    @Test func binaryInputIsEscapedInMessages() throws {
        let path = CLI.tempPath("binary.csv")
        _ = FileManager.default.createFile(atPath: path, contents: Data([0x1B, 0x5B, 0x33, 0x31, 0x6D, 0x01, 0x2C, 0x76, 0x0A, 0x07, 0x2C, 0x31, 0x0A]))
        let r = try CLI.run(Self.range + ["--data", path])
        #expect(r.status == 2)
        #expect(!r.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "stderr: \(r.stderr.debugDescription)")
        #expect(r.stderr.contains("\\x1b"))
        let replay = CLI.tempPath("binary.jsonl")
        _ = FileManager.default.createFile(atPath: replay, contents: Data([0x1B, 0x5D, 0x30, 0x3B, 0x07, 0xFF, 0x0A]))
        let s = try CLI.run(["--headless", "--replay", replay])
        #expect(s.status == 2 && s.stderr.contains(replay + ":1:"))
        #expect(!s.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "stderr: \(s.stderr.debugDescription)")
    }

    @Test func anEmptyFileIsCalledEmpty() throws {
        let csv = CLI.write("", to: "empty.csv")
        let r = try CLI.run(Self.range + ["--data", csv])
        #expect(r.status == 2 && r.stderr.contains("empty") && !r.stderr.contains("unreadable"), "stderr: \(r.stderr)")
        let replay = CLI.write("", to: "empty.jsonl")
        let s = try CLI.run(["--headless", "--replay", replay])
        #expect(s.status == 2 && s.stderr.contains("empty") && !s.stderr.contains("unreadable"), "stderr: \(s.stderr)")
    }

    @Test func aValueColumnThatIsTheOnlyTimeColumnIsNamed() throws {
        let csv = CLI.write("date,v\n2010-01-01,1\n2010-01-02,2\n", to: "ycol-date.csv")
        let r = try CLI.run(Self.range + ["--data", csv, "--y-column", "date"])
        #expect(r.status == 2 && r.stderr.contains("\"date\" is the only time column"), "stderr: \(r.stderr)")
    }

    @Test func aHeaderlessFileIsWarnedAbout() throws {
        let csv = CLI.write("2010-01-01,1\n2010-01-02,2\n2010-01-03,3\n", to: "headerless.csv")
        let r = try CLI.run(Self.range + ["--data", csv])
        #expect(r.status == 0)
        #expect(r.stderr.contains("looks like data"), "stderr: \(r.stderr)")
        let epoch = CLI.write("1262304000,1\n1262390400,2\n", to: "headerless-epoch.csv")
        let e = try CLI.run(Self.range + ["--data", epoch])
        #expect(e.status == 2 && e.stderr.contains("header row"), "stderr: \(e.stderr)")
    }

    @Test func epochMillisecondsAreDetected() throws {
        let csv = CLI.write("ts,v\n1262304000000,1\n1262390400000,2\n", to: "epoch-ms.csv")
        let trace = CLI.tempPath("epoch-ms.jsonl")
        let r = try CLI.run(Self.range + ["--data", csv, "--trace", trace])
        #expect(r.status == 0 && r.stderr.contains("milliseconds"), "stderr: \(r.stderr)")
        let layout = try CLI.jsonLines(trace).first?.obj("range")
        let domain = layout?.arr("domain").compactMap { ($0 as? NSNumber)?.doubleValue }
        #expect(domain == [1_262_304_000, 1_262_390_400])
    }

    @Test func extremeTimestampsAreRejectedWithTheirPlace() throws {
        let csv = CLI.write("ts,v\n-1e308,1\n1e308,2\n", to: "extreme.csv")
        let r = try CLI.run(Self.range + ["--data", csv])
        #expect(r.status == 2 && r.stderr.contains(csv + ":2:1:") && r.stderr.contains("1-9999"), "stderr: \(r.stderr)")
        let year0 = CLI.write("date,v\n0000-01-01,1\n2010-01-01,2\n", to: "year0.csv")
        let y = try CLI.run(Self.range + ["--data", year0])
        #expect(y.status == 2 && y.stderr.contains(year0 + ":2:1:"))
    }

    @Test func messageTextIsEscapedAndCut() {
        #expect(Message.quoted("a\u{1B}[31m\u{7}") == "\"a\\x1b[31m\\x07\"")
        #expect(Message.quoted(String(repeating: "x", count: 500), limit: 10) == "\"xxxxxxxxxx…\"")
        #expect(Message.quoted(bytes: [0x61, 0xFF, 0x62]) == "\"a\\xffb\"")
    }
}
