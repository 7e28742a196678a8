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
