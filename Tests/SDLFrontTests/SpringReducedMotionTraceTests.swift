import Foundation
import Testing

@testable import SDLFront

/// `--reduce-motion` in the spring scene: the traced values never pass their targets (Right
/// used to take Q1 to 8.9 before 10, and Q3 to 110.6 before 110).
@Suite struct SpringReducedMotionTraceTests {
    /// The largest distance a traced value went past its target after the year changed.
    static func overshoot(_ extra: [String]) throws -> Double {
        let script = CLI.tempPath("spring-right-\(extra.count).jsonl")
        try Data("{\"t_ms\": 20, \"type\": \"key\", \"key\": \"Right\"}\n".utf8).write(to: URL(fileURLWithPath: script))
        let trace = CLI.tempPath("spring-reduced-\(extra.count).jsonl")
        let r = try CLI.run(["--headless", "--scene", "spring", "--replay", script, "--frames", "90", "--trace", trace] + extra)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let frames = try CLI.jsonLines(trace).compactMap { $0["spring"] as? [String: Any] }
        var start: [Double]?
        var worst = 0.0
        for f in frames {
            guard let values = f["values"] as? [Double], let targets = f["targets"] as? [Double] else { continue }
            if targets != values && start == nil { start = values }
            guard let s = start else { continue }
            for i in values.indices where i < targets.count && i < s.count {
                worst = max(worst, s[i] <= targets[i] ? values[i] - targets[i] : targets[i] - values[i])
            }
        }
        #expect(start != nil, "the year never changed")
        return worst
    }

    @Test func reducedMotionNeverPassesTheTarget() throws {
        #expect(try Self.overshoot(["--reduce-motion"]) < 1e-9)
        // The same key without it bounces past: the check can fail.
        #expect(try Self.overshoot([]) > 0.5)
    }
}
