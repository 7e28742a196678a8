import Foundation
import Testing

/// `--scene date` (issue 40): year, month, day, hour and minute drums in a replay, headless.
@Suite(.serialized) struct DateSceneTests {
    static func frames(_ trace: String) throws -> [[String: Any]] {
        try CLI.jsonLines(trace).filter { $0["type"] as? String == "frame" }
    }

    static func components(_ frame: [String: Any]) -> [[String: Any]] {
        frame.obj("date").arr("components").compactMap { $0 as? [String: Any] }
    }

    static func dateEvents(_ frames: [[String: Any]]) -> [String] {
        frames.flatMap { $0["events"] as? [[String: Any]] ?? [] }.filter {
            $0["type"] as? String == "date_changed"
        }
        .compactMap { $0["value"] as? String }
    }

    @Test func oneUpOnTheYearFrom29February2024LandsOn28FebruaryWith28Days() throws {
        let script = CLI.write("{\"t_ms\": 100, \"type\": \"key\", \"key\": \"Up\"}\n", to: "date-up.jsonl")
        let trace = CLI.tempPath("date-up-trace.jsonl")
        let r = try CLI.run([
            "--headless", "--scene", "date", "--date", "2024-02-29", "--frames", "120", "--replay", script,
            "--trace", trace,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try Self.frames(trace)
        let first = try #require(frames.first)
        #expect(first.obj("date")["value"] as? String == "2024-02-29T00:00")
        #expect(first.obj("date").num("focused_component") == 0)  // the focus starts on the year
        let labels = Self.components(first).compactMap { $0["label"] as? String }
        #expect(labels == ["Year", "Month", "Day", "Hour", "Minute"])
        #expect(Self.components(first)[2].num("count") == 29)
        let last = try #require(frames.last)
        #expect(last.obj("date")["value"] as? String == "2023-02-28T00:00")
        let day = Self.components(last)[2]
        #expect(day.num("count") == 28 && day.num("index") == 27 && day["text"] as? String == "28")
        #expect(Self.components(last)[0]["text"] as? String == "2023")
        #expect(Self.dateEvents(frames) == ["2023-02-28T00:00"])  // one change, after the clamp
        // The day turned back (it did not jump): some frames show it settling with 29 days.
        #expect(
            frames.contains {
                Self.components($0)[2]["phase"] as? String == "settling"
                    && Self.components($0)[2].num("count") == 29
            })
    }

    @Test func keysMoveBetweenComponentsAndTheFocusFollows() throws {
        let script = CLI.write(
            """
            {"t_ms": 10, "type": "key", "key": "Right"}
            {"t_ms": 20, "type": "key", "key": "Down"}
            {"t_ms": 700, "type": "key", "key": "Right"}
            {"t_ms": 710, "type": "key", "key": "End"}
            {"t_ms": 1400, "type": "key", "key": "Tab"}

            """, to: "date-keys.jsonl")
        let trace = CLI.tempPath("date-keys-trace.jsonl")
        let r = try CLI.run([
            "--headless", "--scene", "date", "--date", "2024-01-31T10:30", "--frames", "150", "--replay",
            script, "--trace", trace,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try Self.frames(trace)
        let focus = frames.flatMap { $0["events"] as? [[String: Any]] ?? [] }.filter {
            $0["type"] as? String == "focus"
        }
        .compactMap { $0["name"] as? String }
        #expect(focus == ["Month", "Day", "Hour"])
        // January 31 + one month: February has no 31st, the day clamps to the 29th (2024); End
        // on the day then stays on the 29th.
        #expect(Self.dateEvents(frames) == ["2024-02-29T10:30"])
        #expect(frames.last?.obj("date").num("focused_component") == 3)
    }

    @Test func theRangeDimsAndNeverLandsOutside() throws {
        let script = CLI.write("{\"t_ms\": 10, \"type\": \"key\", \"key\": \"Up\"}\n", to: "date-min.jsonl")
        let trace = CLI.tempPath("date-min-trace.jsonl")
        let r = try CLI.run([
            "--headless", "--scene", "date", "--date", "2021-03-10T08:00", "--date-min", "2020-06-15",
            "--date-max", "2022-01-01T12:00",
            "--minute-interval", "15", "--12h", "--frames", "120", "--replay", script, "--trace", trace,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try Self.frames(trace)
        #expect(
            Self.components(frames[0]).compactMap { $0["label"] as? String } == [
                "Year", "Month", "Day", "Hour", "Minute", "AM/PM",
            ])
        #expect(Self.components(frames[0])[4].num("count") == 4)
        #expect(Self.components(frames[0])[3]["text"] as? String == "8")
        // 2020-03 is before the minimum: the month turns to June, the first allowed, and the day to the 15th.
        #expect(frames.last?.obj("date")["value"] as? String == "2020-06-15T08:00")
        #expect(Self.dateEvents(frames).count == 1)
    }

    @Test(arguments: [
        (["--date", "2023-02-29"], "--date"),
        (["--date", "2024-13-01"], "--date"),
        (["--date", "yesterday"], "--date"),
        (["--date-min", "2001-01-01", "--date-max", "2000-01-01"], "--date-max"),
        (["--date", "2024-01-01T09:41:30"], "--date"),
        (["--minute-interval", "7"], "--minute-interval"),
        (["--minute-interval", "0"], "--minute-interval"),
        (["--date-max", "2100-12-31T24:00"], "--date-max"),
    ])
    func badDateOptionsExitWithTwoNamingOptionValueAndRange(args: [String], named: String) throws {
        let r = try CLI.run(["--headless", "--scene", "date", "--frames", "1"] + args)
        #expect(r.status == 2)
        #expect(r.stderr.contains(named), "stderr: \(r.stderr)")
        #expect(r.stderr.contains(args[args.count - 1]), "the value is named: \(r.stderr)")
        #expect(
            r.stderr.contains("YYYY-MM-DD") || r.stderr.contains("must be in") || r.stderr.contains("divisor")
                || r.stderr.contains("before") || r.stderr.contains("without a seconds component"),
            "the allowed range is named: \(r.stderr)")
    }

    @Test func f4OpensTheDateSceneAndSVGWorks() throws {
        let script = CLI.write("{\"t_ms\": 10, \"type\": \"key\", \"key\": \"F4\"}\n", to: "date-f4.jsonl")
        let trace = CLI.tempPath("date-f4-trace.jsonl")
        let svg = CLI.tempPath("date.svg")
        let r = try CLI.run([
            "--headless", "--frames", "5", "--replay", script, "--trace", trace, "--svg", svg,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.frames(trace).last?["scene"] as? String == "date")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains("February") && text.contains(">29<"))
    }
}
