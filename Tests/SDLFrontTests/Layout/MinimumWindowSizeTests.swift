import Foundation
import Testing

/// The minimum window size (480 × 360 points) holds for the command line and replay resizes.
@Suite(.serialized) struct MinimumWindowSizeTests {
    @Test(arguments: [(["--width", "479"], "--width must be between 480"), (["--height", "359"], "--height must be between 360")])
    func aWindowBelowTheMinimumIsRefused(args: [String], message: String) throws {
        let r = try CLI.run(args + ["--headless", "--frames", "1"])
        #expect(r.status == 2)
        #expect(r.stderr.contains(message), "stderr: \(r.stderr)")
    }

    @Test func aReplayResizeBelowTheMinimumIsClampedToIt() throws {
        let script = CLI.write(
            "{\"t_ms\": 0, \"type\": \"resize\", \"w\": 300, \"h\": 200}\n{\"t_ms\": 20, \"type\": \"resize\", \"w\": 700, \"h\": 300}\n",
            to: "small-resize.jsonl")
        let trace = CLI.tempPath("small-resize-trace.jsonl")
        let png = CLI.tempPath("small-resize.png")
        let r = try CLI.run(["--headless", "--frames", "3", "--replay", script, "--trace", trace, "--screenshot", png])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let layouts = try CLI.jsonLines(trace).filter { $0["type"] as? String == "layout" }
        let sizes = layouts.map { [$0.num("width"), $0.num("height")] }
        #expect(sizes == [[480, 360], [700, 360]])
        #expect(CLI.pngSize(png).map { [$0.0, $0.1] } == [700, 360])
    }
}
