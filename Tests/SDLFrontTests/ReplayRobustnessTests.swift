import Foundation
import Testing

@testable import SDLFront

/// Issue 14, points 6-10, 12 and 14: replays end, interactions end with their scene, tab
/// presses stay with the tabs, resizes obey the size limits, and the trace tells the truth.
@Suite(.serialized) struct ReplayRobustnessTests {
    static func script(_ lines: [String], _ name: String) -> String {
        CLI.write(lines.joined(separator: "\n") + "\n", to: name)
    }

    static func frames(_ path: String) throws -> [[String: Any]] {
        try CLI.jsonLines(path).filter { $0["type"] as? String == "frame" }
    }

    @Test func aReplayWithAFarEventEndsAtTheFrameLimitWithAMessage() throws {
        let replay = Self.script(["{\"t_ms\": 1e9, \"type\": \"key\", \"key\": \"Down\"}"], "far.jsonl")
        let trace = CLI.tempPath("far-trace.jsonl")
        let r = try CLI.run(["--headless", "--replay", replay, "--trace", trace], timeout: 60)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.contains(replay + ":1:") && r.stderr.contains("10000000 frames"), "stderr: \(r.stderr)")
        // Idle frames are skipped: a few lines, not 60 million.
        #expect(try Self.frames(trace).count < 10)
    }

    @Test func idleTimeBetweenEventsIsSkippedHeadless() throws {
        let replay = Self.script(
            [
                "{\"t_ms\": 0, \"type\": \"key\", \"key\": \"Down\"}",
                "{\"t_ms\": 100000, \"type\": \"key\", \"key\": \"Down\"}",
            ], "gap.jsonl")
        let trace = CLI.tempPath("gap-trace.jsonl")
        let r = try CLI.run(["--headless", "--replay", replay, "--trace", trace])
        #expect(r.status == 0)
        let frames = try Self.frames(trace)
        // Two settles of well under a second each, not 100 s of frames at 60 fps.
        #expect(frames.count < 200, "\(frames.count) frames")
        // Frame numbers keep their k/fps meaning, and the second key is handled on time.
        let due = frames.first { $0.num("t_ms") >= 100_000 }
        #expect(due.map { abs($0.num("frame") / 60 * 1000 - $0.num("t_ms")) < 1e-6 } == true)
        #expect(due.map { $0.num("t_ms") - 100_000 < 1000.0 / 60 } == true)
        #expect(frames.last?.obj("wheel").num("centered_index") == 2)
    }

    @Test func aSceneSwitchInMidDragCancelsTheDrag() throws {
        // Drag, F2, release (on the range scene), F1, Down, Down: the wheel must not be dragging.
        let replay = Self.script(
            [
                "{\"t_ms\": 0, \"type\": \"down\", \"x\": 600, \"y\": 400}",
                "{\"t_ms\": 16, \"type\": \"move\", \"x\": 600, \"y\": 300}",
                "{\"t_ms\": 32, \"type\": \"move\", \"x\": 600, \"y\": 200}",
                "{\"t_ms\": 40, \"type\": \"key\", \"key\": \"F2\"}",
                "{\"t_ms\": 50, \"type\": \"up\", \"x\": 600, \"y\": 150}",
                "{\"t_ms\": 60, \"type\": \"key\", \"key\": \"F1\"}",
                "{\"t_ms\": 70, \"type\": \"key\", \"key\": \"Down\"}",
                "{\"t_ms\": 80, \"type\": \"key\", \"key\": \"Down\"}",
            ], "switch-drag.jsonl")
        let trace = CLI.tempPath("switch-drag-trace.jsonl")
        let r = try CLI.run(["--headless", "--replay", replay, "--trace", trace], timeout: 60)
        #expect(r.status == 0)
        let wheel = try Self.frames(trace).filter { $0["scene"] as? String == "wheel" }
        let firstAfter = wheel.first { $0.num("t_ms") >= 60 }?.obj("wheel")
        #expect(firstAfter?["phase"] as? String != "dragging")
        let last = wheel.last?.obj("wheel")
        #expect(last?["phase"] as? String == "idle")
        // The keys were obeyed: two items past where the cancelled drag came to rest.
        let rest = wheel.last { $0.num("t_ms") < 70 }?.obj("wheel").num("centered_index") ?? -1
        #expect(last?.num("centered_index") == rest + 2)
        // The run ends when the scene is at rest, not at the 10-minute cap.
        #expect((wheel.last?.num("t_ms") ?? .infinity) < 5000)
    }

    @Test func aPressWithoutReleaseDoesNotRunToTheCap() throws {
        let replay = Self.script(["{\"t_ms\": 0, \"type\": \"down\", \"x\": 600, \"y\": 400}"], "press.jsonl")
        let trace = CLI.tempPath("press-trace.jsonl")
        let r = try CLI.run(["--headless", "--replay", replay, "--trace", trace], timeout: 60)
        #expect(r.status == 0)
        #expect(r.stderr.contains("pointer still down"), "stderr: \(r.stderr)")
        #expect(try Self.frames(trace).count < 10)
    }

    @Test func aCancelEndsADragWithoutAFling() throws {
        let replay = Self.script(
            [
                "{\"t_ms\": 0, \"type\": \"down\", \"x\": 600, \"y\": 450}",
                "{\"t_ms\": 16, \"type\": \"move\", \"x\": 600, \"y\": 350}",
                "{\"t_ms\": 32, \"type\": \"move\", \"x\": 600, \"y\": 250}",
                "{\"t_ms\": 33, \"type\": \"cancel\", \"x\": 600, \"y\": 250}",
            ], "cancel.jsonl")
        let trace = CLI.tempPath("cancel-trace.jsonl")
        let r = try CLI.run(["--headless", "--replay", replay, "--trace", trace])
        #expect(r.status == 0)
        let frames = try Self.frames(trace)
        #expect(!frames.contains { $0.obj("wheel")["phase"] as? String == "flinging" })
        #expect(frames.last?.obj("wheel")["phase"] as? String == "idle")
    }

    @Test func aTabClickNeverEndsTheSceneGesture() throws {
        // Drag on the wheel, click the Range tab, release it, click the Wheel tab: no fling.
        let replay = Self.script(
            [
                "{\"t_ms\": 0, \"type\": \"down\", \"x\": 600, \"y\": 400}",
                "{\"t_ms\": 16, \"type\": \"move\", \"x\": 600, \"y\": 350}",
                "{\"t_ms\": 32, \"type\": \"move\", \"x\": 600, \"y\": 300}",
                "{\"t_ms\": 40, \"type\": \"down\", \"x\": 240, \"y\": 20}",
                "{\"t_ms\": 48, \"type\": \"up\", \"x\": 240, \"y\": 20}",
                "{\"t_ms\": 100, \"type\": \"down\", \"x\": 80, \"y\": 20}",
                "{\"t_ms\": 110, \"type\": \"up\", \"x\": 80, \"y\": 20}",
            ], "tab-click.jsonl")
        let trace = CLI.tempPath("tab-click-trace.jsonl")
        let r = try CLI.run(["--headless", "--replay", replay, "--trace", trace])
        #expect(r.status == 0)
        let wheel = try Self.frames(trace).filter { $0["scene"] as? String == "wheel" }.map { $0.obj("wheel") }
        #expect(!wheel.contains { $0["phase"] as? String == "flinging" })
        let atSwitch = wheel.last { ($0["phase"] as? String) == "dragging" }?.num("centered_index") ?? -1
        #expect(abs((wheel.last?.num("centered_index") ?? 99) - atSwitch) <= 1)
    }

    @Test func replayedResizesObeyTheWindowSizeLimits() throws {
        let big = Self.script(["{\"t_ms\": 10, \"type\": \"resize\", \"w\": 16384, \"h\": 16384}"], "resize-big.jsonl")
        let r = try CLI.run([
            "--headless", "--replay", big, "--scale", "4", "--supersampling", "4", "--screenshot", CLI.tempPath("big.png"),
        ])
        #expect(r.status == 2 && r.stderr.contains(big + ":1:") && r.stderr.contains("8192"), "stderr: \(r.stderr)")
        let small = Self.script(["{\"t_ms\": 10, \"type\": \"resize\", \"w\": 10, \"h\": 600}"], "resize-small.jsonl")
        let s = try CLI.run(["--headless", "--replay", small])
        #expect(s.status == 2 && s.stderr.contains(small + ":1:") && s.stderr.contains("64"))
        // Within the limits the image and the trace agree.
        let ok = Self.script(["{\"t_ms\": 10, \"type\": \"resize\", \"w\": 700, \"h\": 500}"], "resize-ok.jsonl")
        let png = CLI.tempPath("resize-ok.png")
        let trace = CLI.tempPath("resize-ok-trace.jsonl")
        let o = try CLI.run(["--headless", "--replay", ok, "--scale", "2", "--screenshot", png, "--trace", trace])
        #expect(o.status == 0)
        #expect(CLI.pngSize(png).map { $0 == (1400, 1000) } == true)
        let layout = try CLI.jsonLines(trace).last { $0["type"] as? String == "layout" }
        #expect(layout?.num("width") == 700 && layout?.num("height") == 500)
    }

    @Test func selectOutOfRangeExitsOrWrapsOnALoopingWheel() throws {
        let r = try CLI.run(["--headless", "--frames", "1", "--items", "10", "--select", "10"])
        #expect(r.status == 2 && r.stderr.contains("--select") && r.stderr.contains("0...9"), "stderr: \(r.stderr)")
        let elements = try CLI.run(["--headless", "--frames", "1", "--select", "118"])
        #expect(elements.status == 2 && elements.stderr.contains("--select"))
        let trace = CLI.tempPath("select-wrap.jsonl")
        let w = try CLI.run(["--headless", "--frames", "1", "--items", "10", "--looping", "--select", "25", "--trace", trace])
        #expect(w.status == 0)
        #expect(try Self.frames(trace).last?.obj("wheel").num("centered_index") == 5)
    }

    @Test func aWheelHeldStillAfterAFastDragReadsZeroAngularVelocity() throws {
        var lines: [String] = []
        for k in 0...6 {
            let phase = k == 0 ? "down" : "move"
            lines.append("{\"t_ms\": \(k * 8), \"type\": \"\(phase)\", \"x\": 600, \"y\": \(450 - k * 40)}")
        }
        lines.append("{\"t_ms\": 2000, \"type\": \"move\", \"x\": 600, \"y\": 210}")
        lines.append("{\"t_ms\": 2050, \"type\": \"up\", \"x\": 600, \"y\": 210}")
        let replay = Self.script(lines, "hold.jsonl")
        let trace = CLI.tempPath("hold-trace.jsonl")
        let r = try CLI.run(["--headless", "--frames", "130", "--replay", replay, "--trace", trace])
        #expect(r.status == 0)
        let frames = try Self.frames(trace)
        let fast = frames.first { $0.num("t_ms") >= 40 && $0.num("t_ms") < 60 }?.obj("wheel")
        #expect(abs(fast?.num("angular_velocity") ?? 0) > 1, "the drag itself is fast")
        let held = frames.first { $0.num("t_ms") >= 1500 }?.obj("wheel")
        #expect(held?["phase"] as? String == "dragging")
        #expect(held?.num("angular_velocity") == 0)
    }

    /// The value is reported however little room the main plot has: at the smallest window
    /// (the main plot had no height at all before the 360-point minimum window height).
    @Test func theRangeValueIsReportedInTheSmallestWindow() throws {
        let trace = CLI.tempPath("flat-range.jsonl")
        let r = try CLI.run(["--headless", "--frames", "1", "--scene", "range", "--width", "480", "--height", "360", "--trace", trace])
        #expect(r.status == 0)
        let range = try Self.frames(trace).last?.obj("range")
        #expect(range?["value"] is [String: Any], "value: \(String(describing: range?["value"]))")
    }

    @Test func replayScriptsAcceptCRLFAndRejectWrongTypesWithFileAndLine() throws {
        let crlf = CLI.write(
            "{\"t_ms\": 0, \"type\": \"key\", \"key\": \"Down\"}\r\n{\"t_ms\": 10, \"type\": \"key\", \"key\": \"Down\"}\r\n",
            to: "crlf.jsonl")
        let trace = CLI.tempPath("crlf-trace.jsonl")
        let ok = try CLI.run(["--headless", "--replay", crlf, "--trace", trace])
        #expect(ok.status == 0, "stderr: \(ok.stderr)")
        #expect(try Self.frames(trace).last?.obj("wheel").num("centered_index") == 2)

        let cases: [(String, String)] = [
            ("{\"t_ms\": true, \"type\": \"key\", \"key\": \"Down\"}", "\"t_ms\" must be a number, got true"),
            ("{\"t_ms\": 1, \"type\": \"down\", \"x\": 1, \"y\": 1, \"id\": 1.5}", "\"id\" must be a whole number"),
            ("{\"t_ms\": 1, \"type\": \"down\", \"x\": 1, \"y\": 1, \"pointer\": 5}", "\"pointer\" must be a string"),
            ("{\"t_ms\": 1, \"type\": 3}", "\"type\" must be a string"),
            ("{\"t_ms\": 1, \"type\": \"wheel\", \"dy\": 1, \"precise\": 1}", "\"precise\" must be true or false"),
            ("{\"t_ms\": 1, \"type\": \"down\", \"x\": [1], \"y\": 1}", "\"x\" must be a number, got an array"),
        ]
        for (i, (line, message)) in cases.enumerated() {
            let path = CLI.write(line + "\n", to: "types\(i).jsonl")
            let r = try CLI.run(["--headless", "--replay", path])
            #expect(r.status == 2)
            #expect(r.stderr.contains(path + ":1: " + message), "stderr: \(r.stderr)")
        }
        let key = CLI.write("{\"t_ms\": 1, \"type\": \"key\", \"key\": \"Pgup\"}\n", to: "key-hint.jsonl")
        let k = try CLI.run(["--headless", "--replay", key])
        #expect(k.stderr.contains("\"PageUp\"") && !k.stderr.contains("\"Page Up\""), "stderr: \(k.stderr)")
    }

    @Test func nonFiniteNumbersAreWrittenAsNullInTheTrace() throws {
        // JSON has no NaN or infinity: a checker must see null, never 0 (nor a failed write).
        let release = WheelScene.FrameTrace.Release(vx: .nan, vy: .infinity, angularVelocity: 1.5)
        #expect(try JSONOutput.line(release) == #"{"angular_velocity":1.5,"vx":null,"vy":null}"#)
        let range = RangeScene.LayoutTrace(mainPlot: [0, -.infinity, 2, 3], overviewPlot: [], domain: [0, 1], minSpan: 60, pointCount: 2)
        #expect(try JSONOutput.line(range) == #"{"domain":[0,1],"main_plot":[0,null,2,3],"min_span":60,"overview_plot":[],"point_count":2}"#)
        let event = TraceEvent.a11yAction(id: 7, action: "set_value", value: .nan)
        #expect(try JSONOutput.line(event) == #"{"action":"set_value","id":7,"type":"a11y_action","value":null}"#)
        #expect(fmt(.nan) == "null" && fmt(0) == "0" && fmt(1.5) == "1.5")
    }
}
