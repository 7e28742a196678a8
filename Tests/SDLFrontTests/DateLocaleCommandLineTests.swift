import Foundation
import Testing

/// Issue 48, item 2: `--locale` orders, names and clocks the date scene; the trace says which.
@Suite(.serialized) struct DateLocaleCommandLineTests {
    func layout(_ args: [String]) throws -> (status: Int32, date: [String: Any], first: [String: Any], stderr: String) {
        let trace = CLI.tempPath("date-locale-\(args.joined(separator: "_").hashValue).jsonl")
        let r = try CLI.run(["--headless", "--scene", "date", "--frames", "2", "--trace", trace] + args)
        guard r.status == 0 else { return (r.status, [:], [:], r.stderr) }
        let lines = try CLI.jsonLines(trace)
        let layout = try #require(lines.first { $0["type"] as? String == "layout" })
        let frame = try #require(lines.first { $0["type"] as? String == "frame" })
        return (r.status, layout.obj("date"), frame.obj("date"), r.stderr)
    }

    func texts(_ frame: [String: Any]) -> [String] {
        frame.arr("components").compactMap { ($0 as? [String: Any])?["text"] as? String }
    }

    @Test func germanIsDayMonthYearOn24Hours() throws {
        let r = try layout(["--locale", "de_DE"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.date["locale"] as? String == "de_DE")
        #expect(r.date["fields"] as? [String] == ["day", "month", "year", "hour", "minute"])
        #expect(r.date["hour_cycle"] as? String == "h23")
        #expect(texts(r.first) == ["29", "Februar", "2024", "09", "41"])
    }

    @Test func americanEnglishTakesItsClockUnlessTold() throws {
        let us = try layout(["--locale", "en_US"])
        #expect(us.date["fields"] as? [String] == ["month", "day", "year", "hour", "minute", "period"])
        #expect(texts(us.first).last == "AM")
        let forced = try layout(["--locale", "en_US", "--24h"])
        #expect(forced.date["fields"] as? [String] == ["month", "day", "year", "hour", "minute"])
    }

    @Test func japaneseAndArabic() throws {
        let ja = try layout(["--locale", "ja_JP", "--date-mode", "date"])
        #expect(texts(ja.first) == ["2024年", "2月", "29日"])
        let ar = try layout(["--locale", "ar", "--date-mode", "date"])
        #expect(ar.date["right_to_left"] as? Bool == true)
        #expect(ar.date["fields"] as? [String] == ["year", "month", "day"])
        #expect(texts(ar.first)[1] == "فبراير")
    }

    @Test func theEnvironmentIsTheDefaultAndBadLocalesAreRefused() throws {
        let plain = try layout([])
        #expect(plain.date["locale"] as? String == "iso")
        let bad = try CLI.run(["--headless", "--scene", "date", "--frames", "1", "--locale", "xx_YY"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--locale: unknown locale 'xx_YY'"))
        let both = try CLI.run(["--headless", "--scene", "date", "--frames", "1", "--12h", "--24h"])
        #expect(both.status == 2 && both.stderr.contains("--12h and --24h"))
    }
}
