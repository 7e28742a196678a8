import Foundation
import Testing

@testable import SDLFront

/// Keyboard focus and scene keys in replays (headless): Tab moves the focus and draws the ring,
/// a focused slider takes the arrows, Space activates, Ctrl+Tab and Ctrl+Page Down switch
/// scenes; `--reduce-motion` turns a fling into a settle. The modifiers come from the script.
@Suite struct FocusKeysTests {
    static func events(_ trace: String) throws -> [[String: Any]] {
        try CLI.jsonLines(trace).filter { $0["type"] as? String == "frame" }.flatMap { $0["events"] as? [[String: Any]] ?? [] }
    }

    /// A replay script of these key presses, one every 10 ms from 10 ms.
    static func keys(_ names: [String]) -> String {
        names.enumerated().map { "{\"t_ms\": \(10 * ($0.offset + 1)), \"type\": \"key\", \"key\": \"\($0.element)\"}\n" }.joined()
    }

    /// The names of the controls the focus moved to, in the traced frames' events.
    static func focusNames(_ frames: [[String: Any]]) -> [String] {
        frames.flatMap { $0["events"] as? [[String: Any]] ?? [] }.filter { $0["type"] as? String == "focus" }
            .compactMap { $0["name"] as? String }
    }

    @Test func keysMapWithTheirModifiers() {
        #expect(KeyNames.action(KeyNames.keycode("Tab")) == .nextFocus)
        #expect(KeyNames.action(KeyNames.keycode("Tab"), shift: true) == .previousFocus)
        #expect(KeyNames.action(KeyNames.keycode("Tab"), ctrl: true) == .nextScene)
        #expect(KeyNames.action(KeyNames.keycode("Tab"), shift: true, ctrl: true) == .previousScene)
        #expect(KeyNames.action(KeyNames.keycode("PageDown"), ctrl: true) == .nextScene)
        #expect(KeyNames.action(KeyNames.keycode("PageUp"), ctrl: true) == .previousScene)
        #expect(KeyNames.action(KeyNames.keycode("PageUp")) == .navigation(.pageUp))
        #expect(KeyNames.action(KeyNames.keycode("Space")) == .activate)
        #expect(KeyNames.action(KeyNames.keycode("Return")) == .activate)
    }

    @Test func modifiersAreReadAndRecordedFromTheScript() throws {
        let script = CLI.write(
            """
            {"t_ms": 10, "type": "key", "key": "Tab", "ctrl": true, "shift": true}

            """, to: "mods.jsonl")
        let parsed = try ReplayScript.load(path: script)
        #expect(parsed.map(\.event) == [.key("Tab", shift: true, ctrl: true)])
        #expect(try ReplayScript.encode(parsed[0]) == #"{"ctrl":true,"key":"Tab","shift":true,"t_ms":10,"type":"key"}"#)
        let bad = CLI.write("{\"t_ms\": 10, \"type\": \"key\", \"key\": \"Tab\", \"ctrl\": 1}\n", to: "mods-bad.jsonl")
        #expect(throws: (any Error).self) { try ReplayScript.load(path: bad) }
    }

    @Test func focusedControlsTakeTheKeysAndCtrlKeysSwitchScenes() throws {
        // Spring: Tab ×3 reaches Bounciness (from the chart, which has the focus from the
        // start: one stop per radio group, its chosen button), Right raises it; Shift+Tab back to the
        // chosen kind, Right chooses and focuses the next kind. Then Ctrl+Page Down goes on to
        // the date scene, Ctrl+Shift+Tab back to the spring chart.
        let script = CLI.write(
            """
            {"t_ms": 10, "type": "key", "key": "Tab"}
            {"t_ms": 20, "type": "key", "key": "Tab"}
            {"t_ms": 30, "type": "key", "key": "Tab"}
            {"t_ms": 50, "type": "key", "key": "Right"}
            {"t_ms": 60, "type": "key", "key": "Tab", "shift": true}
            {"t_ms": 70, "type": "key", "key": "Right"}
            {"t_ms": 80, "type": "key", "key": "PageDown", "ctrl": true}
            {"t_ms": 90, "type": "key", "key": "Tab", "ctrl": true, "shift": true}

            """, to: "focus-keys.jsonl")
        let trace = CLI.tempPath("focus-keys-trace.jsonl")
        let r = try CLI.run(["--headless", "--scene", "spring", "--replay", script, "--frames", "10", "--fps", "100", "--trace", trace])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let events = try Self.events(trace)
        let focus = events.filter { $0["type"] as? String == "focus" }.compactMap { $0["name"] as? String }
        #expect(focus == ["2012", "Columns", "Bounciness", "Columns", "Pie"])
        #expect(events.contains { $0["type"] as? String == "bounciness" && $0["value"] as? Double == 5 })
        #expect(events.contains { $0["type"] as? String == "kind" && $0["kind"] as? String == "pie" })
        let scenes = try CLI.jsonLines(trace).filter { $0["type"] as? String == "frame" }.compactMap { $0["scene"] as? String }
        #expect(scenes.suffix(2) == ["date", "spring"])
    }

    /// The range chart's readout by keyboard: Tab from the chart (focused from the start) to its
    /// data point, the arrows read out the last visible sample and step back, Tab on leaves it
    /// and hides it.
    @Test func theKeyboardReadsOutTheRangeChartSampleBySample() throws {
        let frames = try CLI.tracedFrames(
            of: """
                {"t_ms": 10, "type": "key", "key": "Tab"}
                {"t_ms": 30, "type": "key", "key": "Left"}
                {"t_ms": 40, "type": "key", "key": "Left"}
                {"t_ms": 60, "type": "key", "key": "Tab"}

                """, name: "readout-keys", frames: 8, arguments: ["--scene", "range"])
        #expect(Self.focusNames(frames).suffix(2) == ["Data point", "Start"])
        let readouts = frames.map { (($0["range"] as? [String: Any])?["readout"] as? [String: Any])?["index"] as? Int }
        // Frames at 0, 10, ... 70 ms: none, then the last visible sample, the one before it, none.
        let shown = readouts.compactMap { $0 }
        #expect(shown.count >= 2 && Set(shown).count == 2 && shown.first! == shown.last! + 1, "\(readouts)")
        #expect(readouts.last! == nil && readouts.first! == nil)
        let visible = try #require((frames.last?["range"] as? [String: Any])?["visible"] as? [Double])
        let value = try #require((frames[4]["range"] as? [String: Any])?["value"] as? [String: Any])
        #expect(visible.count == 2 && value["x"] as? Double != nil)
    }

    /// The scene tabs are a Tab stop before the scene's controls; the arrows on a focused tab
    /// switch scenes as a notebook's page tabs do, the focus staying on the (new) selected tab.
    @Test func theTabsTakeTheFocusAndTheArrowsSwitchScenes() throws {
        // The first Tab moves on from the wheel (focused from the start) to its scene's tab.
        let frames = try CLI.tracedFrames(of: Self.keys(["Tab", "Right", "Left", "Left"]), name: "tab-keys", frames: 6)
        // Back on the wheel scene its tab has the focus still (no move to trace).
        #expect(Self.focusNames(frames) == ["Wheel", "Range selector", "Date"])
        let scenes = frames.compactMap { $0["scene"] as? String }
        let shown = scenes.indices.filter { $0 == 0 || scenes[$0 - 1] != scenes[$0] }.map { scenes[$0] }
        #expect(shown == ["wheel", "range", "wheel", "date"])
    }

    /// Every Tab stop has a ring of its own: from the range chart to its data point the ring
    /// moves (the readout's bounds are a band around the sample it reads out, not the chart).
    @Test func everyTabStopDrawsADifferentRing() throws {
        func ring(afterTabs tabs: Int) throws -> String {
            let script = CLI.write(Self.keys(Array(repeating: "Tab", count: tabs)), to: "rings-\(tabs).jsonl")
            let svg = CLI.tempPath("rings-\(tabs).svg")
            let r = try CLI.run(["--headless", "--scene", "range", "--replay", script, "--frames", "\(tabs + 2)", "--svg", svg])
            #expect(r.status == 0, "stderr: \(r.stderr)")
            let rings = try String(contentsOfFile: svg, encoding: .utf8).components(separatedBy: "<")
                .filter { $0.contains("rgb(138,180,255)") }
            #expect(rings.count == 1, "one ring after \(tabs) Tabs: \(rings)")
            return rings.first ?? ""
        }
        // From the chart (focused from the start): its data point, Start, Selection, End, the
        // scene's tab, then the chart.
        let rings = try (1...6).map { try ring(afterTabs: $0) }
        #expect(Set(rings).count == 6, "\(rings)")
    }

    @Test func tabDrawsTheFocusRing() throws {
        let script = CLI.write("{\"t_ms\": 10, \"type\": \"key\", \"key\": \"Tab\"}\n", to: "ring.jsonl")
        let svg = CLI.tempPath("ring.svg")
        let plain = CLI.tempPath("plain.svg")
        #expect(try CLI.run(["--headless", "--replay", script, "--frames", "3", "--svg", svg]).status == 0)
        #expect(try CLI.run(["--headless", "--frames", "3", "--svg", plain]).status == 0)
        let ring = try String(contentsOfFile: svg, encoding: .utf8)
        let none = try String(contentsOfFile: plain, encoding: .utf8)
        #expect(ring.contains("stroke=\"rgb(138,180,255)\"") && !none.contains("rgb(138,180,255)"))
    }

    @Test func reducedMotionTurnsAFlingIntoASettle() throws {
        let script = CLI.root.appendingPathComponent("Tests/SDLFrontTests/Fixtures/recorded-fling.jsonl").path
        func phases(_ extra: [String]) throws -> Set<String> {
            let trace = CLI.tempPath("reduce-\(extra.count).jsonl")
            let r = try CLI.run(["--headless", "--replay", script, "--trace", trace] + extra)
            #expect(r.status == 0, "stderr: \(r.stderr)")
            return Set(try CLI.jsonLines(trace).compactMap { ($0["wheel"] as? [String: Any])?["phase"] as? String })
        }
        #expect(try phases([]).contains("flinging"))
        let reduced = try phases(["--reduce-motion"])
        #expect(!reduced.contains("flinging") && reduced.contains("settling"))
    }

    @Test func reducedMotionCrossFadesTheSpringChart() throws {
        let script = CLI.write("{\"t_ms\": 100, \"type\": \"key\", \"key\": \"Up\"}\n", to: "kind.jsonl")
        func morphs(_ extra: [String]) throws -> [Double] {
            let trace = CLI.tempPath("kind-\(extra.count).jsonl")
            let r = try CLI.run(["--headless", "--scene", "spring", "--replay", script, "--frames", "40", "--trace", trace] + extra)
            #expect(r.status == 0, "stderr: \(r.stderr)")
            return try CLI.jsonLines(trace).compactMap { ($0["spring"] as? [String: Any])?["morph"] as? Double }
        }
        let morphing = try morphs([])
        #expect(morphing.contains { $0 > 0.05 && $0 < 0.95 })
        let fading = try morphs(["--reduce-motion"])
        #expect(fading.allSatisfy { $0 == 0 || $0 == 1 } && fading.last == 1)
        // Mid-fade, the frame holds both pictures: the old columns and the new pie, faded.
        let svg = CLI.tempPath("fade.svg")
        let r = try CLI.run(["--headless", "--scene", "spring", "--replay", script, "--frames", "12", "--reduce-motion", "--svg", svg])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        let polygons = picture.components(separatedBy: "<polygon").count - 1
        #expect(polygons == 8, "4 columns fading out and 4 slices fading in")
        // Only the chart fades: each control and the title are drawn once, at full opacity,
        // already showing the new kind.
        for word in [">Columns<", ">Pie<", ">Bounciness<", ">Speed<", ">Year<"] {
            let count = picture.components(separatedBy: word).count - 1
            #expect(count == 1, "\(word) drawn \(count) times mid-fade")
        }
        for line in picture.split(separator: "\n") where line.contains(">Columns<") || line.contains(">Pie<") {
            #expect(!line.contains("opacity"), "a control is dimmed mid-fade: \(line)")
        }
        let pie = picture.split(separator: "\n").first { $0.contains(">Pie<") }.map(String.init) ?? ""
        #expect(pie.contains("bold"), "the new kind is the selected one: \(pie)")
    }
}
