import Foundation
import Testing

@Suite(.serialized) struct RangeCommandLineTests {
    @Test func theLayoutLineDescribesBothPlotsAndTheData() throws {
        let trace = CLI.tempPath("range-layout.jsonl")
        let r = try CLI.run(["--scene", "range", "--headless", "--frames", "1", "--trace", trace])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try CLI.jsonLines(trace)
        #expect(lines.count == 2)
        let layout = lines[0].obj("range")
        #expect(lines[0]["scene"] as? String == "range")
        #expect(layout.arr("main_plot").count == 4 && layout.arr("overview_plot").count == 4)
        #expect(layout.num("point_count") == 8_759)
        #expect(layout.num("min_span") == 4 * 86_400)
        let domain = layout.arr("domain").map { ($0 as! NSNumber).doubleValue }
        #expect(domain == [1_262_304_000, 1_293_836_400])  // 2010-01-01 00:00 ... 2010-12-31 23:00
        let main = layout.arr("main_plot").map { ($0 as! NSNumber).doubleValue }
        let overview = layout.arr("overview_plot").map { ($0 as! NSNumber).doubleValue }
        #expect(main[3] > 2.5 * overview[3])  // about three quarters of the height
        let frame = lines[1].obj("range")
        #expect(frame["phase"] as? String == "idle")
        #expect(frame.arr("visible").count == 2 && frame.arr("selection_px").count == 2)
        let value = frame.obj("value")
        #expect((value["text"] as? String)?.contains(".") == true)
    }

    /// Issue 27, item 2: when the value tag needs a wider gutter (here after End, where the
    /// values are "-12345.6"), the plots narrow and the trace says so with a new layout line.
    @Test func aWiderGutterIsANewLayoutLine() throws {
        var csv = "date,value\n"
        for i in 0..<2_000 {
            let day = i / 24 + 1
            let month = (day - 1) / 28 + 1
            let d = (day - 1) % 28 + 1
            csv += "2010-\(month < 10 ? "0" : "")\(month)-\(d < 10 ? "0" : "")\(d) \(i % 24):00,\(i >= 1_900 ? "-12345.6" : "1.5")\n"
        }
        let path = CLI.write(csv, to: "wide-tail.csv")
        let replay = CLI.write("{\"t_ms\": 100, \"type\": \"key\", \"key\": \"End\"}\n", to: "end.jsonl")
        let trace = CLI.tempPath("wide-tail.jsonl")
        let r = try CLI.run(["--scene", "range", "--headless", "--data", path, "--replay", replay, "--trace", trace])
        #expect(r.status == 0, "\(r.stderr)")
        let layouts = try CLI.jsonLines(trace).filter { $0["type"] as? String == "layout" }
        #expect(layouts.count == 2)
        let widths = layouts.map { ($0.obj("range").arr("main_plot")[2] as! NSNumber).doubleValue }
        #expect(widths.count == 2 && widths[1] < widths[0] - 10, "\(widths)")
    }

    @Test func aMalformedCSVNamesFileLineAndColumn() throws {
        let path = CLI.write("date,temp\n2010/01/01 00:00,1.5\n2010/01/01 01:00,abc\n", to: "bad.csv")
        let r = try CLI.run(["--scene", "range", "--headless", "--frames", "1", "--data", path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("\(path):3:2: \"abc\" is not a number"), "stderr: \(r.stderr)")
        let short = CLI.write("date,temp\n2010/01/01 00:00\n", to: "short.csv")
        let s = try CLI.run(["--scene", "range", "--headless", "--frames", "1", "--data", short])
        #expect(s.status == 2 && s.stderr.contains("\(short):2:2: expected 2 fields, found 1"), "stderr: \(s.stderr)")
        let empty = CLI.write("", to: "empty.csv")
        let e = try CLI.run(["--scene", "range", "--headless", "--frames", "1", "--data", empty])
        #expect(e.status == 2 && e.stderr.contains("\(empty): the file is empty"), "stderr: \(e.stderr)")
        let missing = try CLI.run(["--scene", "range", "--headless", "--frames", "1", "--data", "/nonexistent/x.csv"])
        #expect(missing.status == 2 && missing.stderr.contains("/nonexistent/x.csv"))
        // Nothing to plot, or a file in UTF-16: said, not an empty plot or garbled names.
        let nan = CLI.write("date,temp\n2010/01/01 00:00,nan\n2010/01/01 01:00,NaN\n", to: "nan.csv")
        let n = try CLI.run(["--scene", "range", "--headless", "--frames", "1", "--data", nan])
        #expect(n.status == 2 && n.stderr.contains("\(nan): no value to plot: all 2 values of the value column are NaN or infinite"), "stderr: \(n.stderr)")
        let utf16 = CLI.tempPath("utf16.csv")
        _ = FileManager.default.createFile(atPath: utf16, contents: Data([0xFF, 0xFE] + Array("date,temp\n2010/01/01 00:00,1\n".utf8).flatMap { [$0, 0] }))
        let u = try CLI.run(["--scene", "range", "--headless", "--frames", "1", "--data", utf16])
        #expect(u.status == 2 && u.stderr.contains("\(utf16): UTF-16 is not supported; save the file as UTF-8"), "stderr: \(u.stderr)")
    }

    @Test func skippedBadRowsAreCountedAndUnsortedRowsReported() throws {
        let text = "when,label,value\n2010-01-02T00:00:00Z,a,2\n2010-01-01T00:00:00Z,b,x\n1262390400,c,3\n2010-01-03 00:00,d,\n2010-01-01T12:00:00+02:00,e,nan\n"
        let path = CLI.write(text, to: "skip.csv")
        let trace = CLI.tempPath("skip.jsonl")
        let r = try CLI.run([
            "--scene", "range", "--headless", "--frames", "1", "--data", path, "--skip-bad-rows", "--y-column", "value",
            "--trace", trace,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("skipped 2 bad rows (lines 3, 5)"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("sorted by time"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("1 rows repeat the previous timestamp"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("1 NaN or infinite values"), "stderr: \(r.stderr)")
        #expect(try CLI.jsonLines(trace)[0].obj("range").num("point_count") == 3)
        let noSkip = try CLI.run(["--scene", "range", "--headless", "--frames", "1", "--data", path, "--y-column", "value"])
        #expect(noSkip.status == 2 && noSkip.stderr.contains(":3:3:"), "stderr: \(noSkip.stderr)")
    }

    @Test func badRangeOptionsExitWithTwo() throws {
        for (args, named) in [
            (["--points", "0"], "--points"), (["--points", "30000000"], "--points"),
            (["--min-span-hours", "-1"], "--min-span-hours"), (["--momentum-curve", "bouncy"], "--momentum-curve"),
            (["--points", "10", "--data", "x.csv"], "--data"),
            (["--data", CLI.write("a,b\n1,2\n", to: "cols.csv"), "--y-column", "c"], "no column named \"c\""),
        ] {
            let r = try CLI.run(["--scene", "range", "--headless", "--frames", "1"] + args)
            #expect(r.status == 2, "\(args)")
            #expect(r.stderr.contains(named), "\(args): \(r.stderr)")
        }
    }

    @Test func aMillionSyntheticPointsWork() throws {
        let trace = CLI.tempPath("million.jsonl")
        let r = try CLI.run(["--scene", "range", "--headless", "--frames", "3", "--points", "1000000", "--trace", trace])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try CLI.jsonLines(trace)
        #expect(lines[0].obj("range").num("point_count") == 1_000_000)
        #expect(lines.last?.obj("range").obj("value")["text"] != nil)
    }

    /// Writes the scene's screenshots at rest, mid-drag and zoomed in (look at them: the
    /// paths are printed).
    @Test func screenshotsAtRestMidDragAndZoomed() throws {
        let rest = CLI.tempPath("range-rest.png")
        let drag = CLI.tempPath("range-drag.png")
        let zoom = CLI.tempPath("range-zoom.png")
        let base = ["--scene", "range", "--headless", "--width", "900", "--height", "560"]
        var r = try CLI.run(base + ["--frames", "1", "--screenshot", rest])
        #expect(r.status == 0, "\(r.stderr)")
        // Grab the selection body (x from the first frame's trace) and drag it left, no release.
        let trace = CLI.tempPath("range-drag.jsonl")
        _ = try CLI.run(base + ["--frames", "1", "--trace", trace])
        let first = try CLI.jsonLines(trace)
        let sel = first[1].obj("range").arr("selection_px").map { ($0 as! NSNumber).doubleValue }
        let ov = first[0].obj("range").arr("overview_plot").map { ($0 as! NSNumber).doubleValue }
        let x0 = (sel[0] + sel[1]) / 2
        let y = ov[1] + ov[3] / 2
        var script = ["{\"t_ms\": 10, \"type\": \"down\", \"x\": \(x0), \"y\": \(y)}"]
        for i in 1...20 { script.append("{\"t_ms\": \(10 + 16 * i), \"type\": \"move\", \"x\": \(x0 - Double(i) * 10), \"y\": \(y)}") }
        let dragTrace = CLI.tempPath("range-drag2.jsonl")
        r = try CLI.run(base + ["--frames", "24", "--replay", CLI.write(script.joined(separator: "\n"), to: "drag.jsonl"), "--screenshot", drag, "--trace", dragTrace])
        #expect(r.status == 0, "\(r.stderr)")
        let last = try CLI.jsonLines(dragTrace).last!.obj("range")
        #expect(last["phase"] as? String == "dragging_body")
        let moved = last.arr("selection_px").map { ($0 as! NSNumber).doubleValue }
        #expect(abs(moved[0] - (sel[0] - 200)) < 1e-6)
        let wheel = (0..<8).map { "{\"t_ms\": \(10 + 20 * $0), \"type\": \"wheel\", \"dy\": 1, \"x\": 600, \"y\": 200}" }
        r = try CLI.run(base + ["--replay", CLI.write(wheel.joined(separator: "\n"), to: "zoom.jsonl"), "--screenshot", zoom])
        #expect(r.status == 0, "\(r.stderr)")
        for p in [rest, drag, zoom] {
            #expect(CLI.pngSize(p).map { $0 == (900, 560) } == true, "\(p)")
            print("screenshot: \(p)")
        }
    }
}
