import Foundation
import Testing
import SeriesIO
import WheelCore

@testable import SDLFront
import WheelRendering

/// Fuzz target for the replay parser (issue 14): random and mutated scripts. Every outcome is
/// either events (times finite, ≥ 0 and sorted; sizes within the window limits) or an error that
/// names the file and the line, with no raw control characters. `FUZZ_ITERATIONS=1000000
/// scripts/fuzz.sh` runs it at length.
@Suite struct ReplayParserFuzzTests {
    static let seeds = [
        """
        {"t_ms": 12.5, "type": "down", "x": 700, "y": 320, "pointer": "mouse"}
        {"t_ms": 20, "type": "move", "x": 702, "y": 300, "pointer": "touch", "id": 1}
        {"t_ms": 40, "type": "wheel", "dx": 0, "dy": -1, "precise": true, "x": 5, "y": 6}
        {"t_ms": 50, "type": "key", "key": "Down"}
        {"t_ms": 60, "type": "resize", "w": 800, "h": 600}
        {"t_ms": 70, "type": "cancel", "x": 1, "y": 2}

        """,
        "{\"t_ms\": 0, \"type\": \"up\", \"x\": -1e9, \"y\": 1e9}\r\n{\"t_ms\": 1, \"type\": \"key\", \"key\": \"PageUp\"}\r\n",
    ]
    static let tokens = [
        "true", "false", "null", "1.5", "-1", "1e400", "\"", "{", "}", "[", "]", ":", ",", "\n", "\r\n", "\u{0}", "\u{1B}]0;x\u{7}",
        "\"t_ms\"", "\"type\"", "\"id\"", "\"pointer\"", "\"touch\"", "\"resize\"", "\"Page Up\"", "16384", "63", "é", "\u{FFFF}",
    ]

    static func check(_ bytes: [UInt8], _ context: String) {
        do {
            let events = try ReplayScript.parse(Data(bytes), file: "f.jsonl")
            try ReplayScript.checkSizes(events, file: "f.jsonl", limits: Options.sizeLimits)
            #expect(events.allSatisfy { $0.tMs.isFinite && $0.tMs >= 0 && $0.line >= 1 }, "\(context)")
            #expect(zip(events, events.dropFirst()).allSatisfy { $0.tMs <= $1.tMs }, "unsorted: \(context)")
            for e in events {
                if case .pointer(_, _, let id, let x, let y) = e.event { #expect(id >= 0 && x.isFinite && y.isFinite, "\(context)") }
                if case .resize(let w, let h) = e.event { #expect(w >= 64 && h >= 64 && w <= 8192 && h <= 8192, "\(context)") }
            }
        } catch let error as InputFileError {
            #expect(error.file == "f.jsonl" && error.line.map { $0 >= 1 } == true, "\(error): \(context)")
            #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 }, "raw control character in \(error.description.debugDescription)")
            #expect(error.description.count < 1_000, "a \(error.description.count)-character message: \(context)")
        } catch {
            Issue.record("unexpected error \(error): \(context)")
        }
    }

    /// Inputs per run: `FUZZ_ITERATIONS` from the environment, else 3000.
    static var iterations: Int {
        ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init).map { max(1, $0) } ?? 3_000
    }

    /// Structure-aware generation: lines of random keys and JSON values (right and wrong
    /// types), then a few token splices, so most inputs get past the JSON syntax check.
    struct Generator {
        var rng: Xoshiro256StarStar
        mutating func pick<T>(_ a: [T]) -> T { a[Int(rng.next() % UInt64(a.count))] }
        static let keys = ["t_ms", "type", "x", "y", "pointer", "id", "dx", "dy", "precise", "key", "w", "h", "extra"]
        static let values = [
            "0", "12.5", "-3", "1e9", "1e10", "63", "64", "8192", "9000", "true", "false", "null", "\"mouse\"", "\"touch\"",
            "\"down\"", "\"move\"", "\"up\"", "\"cancel\"", "\"wheel\"", "\"key\"", "\"resize\"", "\"Down\"", "\"PageUp\"",
            "\"Page Up\"", "\"\"", "[1]", "{}", "1.5", "\"\\u001b[31m\"",
        ]
        mutating func line() -> String {
            var fields = ["\"t_ms\": \(pick(["0", "5", "1.25", "true", "-1", "1e400", "\"3\""]))"]
            for _ in 0..<Int(rng.next() % 7) { fields.append("\"\(pick(Self.keys))\": \(pick(Self.values))") }
            if rng.next() % 4 != 0 { fields.append("\"type\": \(pick(Self.values.filter { $0.hasPrefix("\"") }))") }
            var s = "{" + fields.shuffled(using: &rng).joined(separator: ", ") + "}"
            if rng.next() % 6 == 0 {
                var bytes = Array(s.utf8)
                let at = Int(rng.next() % UInt64(bytes.count + 1))
                bytes.insert(contentsOf: Array(pick(ReplayParserFuzzTests.tokens).utf8), at: at)
                s = String(decoding: bytes, as: UTF8.self)
            }
            return s
        }
    }

    @Test func generatedAndMutatedScriptsGiveEventsOrALocatedError() {
        var g = Generator(rng: Xoshiro256StarStar(seed: 0x5C41))
        for i in 0..<Self.iterations {
            var text: [UInt8]
            if i % 7 == 0 {
                // A seed script with a token spliced in, or raw random bytes.
                text = Array(g.pick(Self.seeds).utf8)
                let at = Int(g.rng.next() % UInt64(text.count + 1))
                text.insert(contentsOf: Array(g.pick(Self.tokens).utf8), at: at)
                if i % 14 == 0 { text = (0..<Int(g.rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: g.rng.next()) } }
            } else {
                let lines = (0..<(1 + Int(g.rng.next() % 5))).map { _ in g.line() }
                text = Array(lines.joined(separator: g.rng.next() % 3 == 0 ? "\r\n" : "\n").utf8)
            }
            Self.check(text, "input \(i): \(String(decoding: text.prefix(200), as: UTF8.self).debugDescription)")
        }
    }
}
