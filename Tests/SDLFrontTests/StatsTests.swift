import Foundation
import Testing

/// `--stats` prints one JSON summary of the frames at exit. Only the shape is checked: no
/// timing is asserted (timings depend on the machine and its load).
@Suite(.serialized) struct StatsTests {
    static let parts = ["events_ms", "layout_ms", "render_ms", "publish_ms", "total_ms"]

    /// Parses the last non-empty stdout line as a JSON object.
    static func summary(_ stdout: String) throws -> [String: Any] {
        let line = try #require(stdout.split(separator: "\n").last { !$0.isEmpty })
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test(arguments: [
        ["--headless", "--frames", "5", "--stats"],
        ["--headless", "--frames", "5", "--stats", "--stats-baseline"],
        ["--headless", "--frames", "3", "--stats", "--supersampling", "1", "--items", "10000000"],
        ["--headless", "--frames", "3", "--stats", "--scene", "spring"],
    ])
    func statsPrintsAJSONSummaryWithEveryKey(args: [String]) throws {
        let r = try CLI.run(args)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let json = try Self.summary(r.stdout)
        let frames = try #require(json["frames"] as? Int)
        #expect(frames == Int(args[args.firstIndex(of: "--frames")! + 1]))
        for part in Self.parts {
            let entry = try #require(json[part] as? [String: Any], "missing \(part) in \(r.stdout)")
            for key in ["median", "p95", "max"] {
                let value = try #require((entry[key] as? NSNumber)?.doubleValue, "missing \(part).\(key)")
                #expect(value.isFinite && value >= 0)
            }
            let median = (entry["median"] as! NSNumber).doubleValue
            let p95 = (entry["p95"] as! NSNumber).doubleValue
            let max = (entry["max"] as! NSNumber).doubleValue
            #expect(median <= p95 && p95 <= max)
        }
    }

    @Test func statsOptionsAreValidated() throws {
        let baselineAlone = try CLI.run(["--headless", "--frames", "1", "--stats-baseline"])
        #expect(baselineAlone.status == 2 && baselineAlone.stderr.contains("--stats-baseline"))
        let badSupersampling = try CLI.run(["--headless", "--frames", "1", "--supersampling", "9"])
        #expect(badSupersampling.status == 2 && badSupersampling.stderr.contains("--supersampling"))
    }

    @Test func withoutStatsNothingIsPrinted() throws {
        let r = try CLI.run(["--headless", "--frames", "2"])
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty, "stdout: \(r.stdout)")
    }
}
