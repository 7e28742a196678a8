import Foundation
import Testing

@testable import SDLFront

/// Issue 27, item 12: the trace is written as frames happen, and the window title names the
/// scene.
@Suite struct TraceWriterTests {
    static func contents(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// In a window, a frame's lines are in the file when the frame ends: a reader tailing the
    /// trace sees each frame (before, lines waited in a 64 KiB buffer until the run ended).
    @Test func aLiveTraceWritesEachFrameAsItEnds() throws {
        let path = CLI.tempPath("live-trace.jsonl")
        try? FileManager.default.removeItem(atPath: path)
        let writer = try TraceWriter(file: OutputFile(path, option: "--trace", allowStdout: true), live: true)
        try writer.write(line: "{\"type\": \"frame\", \"frame\": 0}")
        try writer.endFrame(now: 1)
        #expect(Self.contents(path) == "{\"type\": \"frame\", \"frame\": 0}\n")
        try writer.write(line: "{\"type\": \"frame\", \"frame\": 1}")
        try writer.endFrame(now: 2)
        #expect(Self.contents(path).split(separator: "\n").count == 2)
        try writer.close()
    }

    /// Headless, frames come faster than wall time: lines are written at least every 50 ms of
    /// wall time, not one write call per frame.
    @Test func aHeadlessTraceWritesEveryFiftyMilliseconds() throws {
        let path = CLI.tempPath("headless-trace.jsonl")
        try? FileManager.default.removeItem(atPath: path)
        let writer = try TraceWriter(file: OutputFile(path, option: "--trace", allowStdout: true), live: false)
        let ms: UInt64 = 1_000_000
        try writer.write(line: "a")
        try writer.endFrame(now: 100 * ms)
        #expect(Self.contents(path) == "a\n")
        try writer.write(line: "b")
        try writer.endFrame(now: 120 * ms)
        #expect(Self.contents(path) == "a\n")
        try writer.write(line: "c")
        try writer.endFrame(now: 151 * ms)
        #expect(Self.contents(path) == "a\nb\nc\n")
        try writer.close()
    }

    @Test(arguments: SceneKind.allCases)
    func theWindowTitleNamesTheScene(_ kind: SceneKind) {
        let title = App.windowTitle(for: kind)
        #expect(title.hasPrefix("Wheel picker"))
        #expect(title.contains(SceneTabs.titles[kind]!))
    }
}

/// Issue 27, item 12: `--separator` reaches the CSV reader, and a detected semicolon is noted.
@Suite struct SeparatorOptionTests {
    @Test func theSeparatorOptionParses() throws {
        #expect(try Options.parse(["--separator", "|"]).separatorByte == UInt8(ascii: "|"))
        #expect(try Options.parse(["--separator", "tab"]).separatorByte == UInt8(ascii: "\t"))
        #expect(try Options.parse([]).separatorByte == nil)
        #expect(throws: (any Error).self) { try Options.parse(["--separator", "ab"]) }
        #expect(throws: (any Error).self) { try Options.parse(["--separator", "\""]) }
    }

    @Test func aSemicolonFileLoadsWithANote() throws {
        let path = CLI.tempPath("semicolons.csv")
        try "Datum;Wert\n2010-01-01 00:00;1,5\n2010-01-01 01:00;2,5\n".write(toFile: path, atomically: true, encoding: .utf8)
        let r = try CLI.run(["--headless", "--frames", "1", "--scene", "range", "--data", path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("separated by semicolons"), "stderr: \(r.stderr)")
        let pipe = CLI.tempPath("pipes.csv")
        try "date|value\n2010-01-01 00:00|1.5\n2010-01-01 01:00|2.5\n".write(toFile: pipe, atomically: true, encoding: .utf8)
        let bad = try CLI.run(["--headless", "--frames", "1", "--scene", "range", "--data", pipe])
        #expect(bad.status == 2 && bad.stderr.contains("--separator '|'"), "stderr: \(bad.stderr)")
        let good = try CLI.run(["--headless", "--frames", "1", "--scene", "range", "--data", pipe, "--separator", "|"])
        #expect(good.status == 0, "stderr: \(good.stderr)")
    }
}
