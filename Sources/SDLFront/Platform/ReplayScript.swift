import Foundation
import WheelCore

/// One line of a replay script (JSON Lines), in window points and milliseconds from the start.
enum ScriptEvent: Equatable {
    case pointer(PointerEvent.Phase, PointerKind, id: Int, x: Double, y: Double)
    case wheel(dx: Double, dy: Double, precise: Bool, x: Double?, y: Double?)
    case key(String)
    case resize(w: Double, h: Double)
}

/// A timestamped script event.
struct TimedScriptEvent: Equatable {
    var tMs: Double
    var event: ScriptEvent
    /// The 1-based line in the file it came from (0 when recorded live).
    var line: Int
}

/// An error in an input file, naming file and line.
struct InputFileError: Error, CustomStringConvertible {
    var file: String
    var line: Int?
    var message: String
    var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}

/// Parses and writes the replay/record format.
enum ReplayScript {
    /// Parses a whole script. Out-of-order times are sorted (stably) with a warning on stderr.
    static func load(path: String) throws -> [TimedScriptEvent] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputFileError(file: path, line: nil, message: "cannot read the file (missing or unreadable)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputFileError(file: path, line: nil, message: "not valid UTF-8 text")
        }
        return try parse(text, file: path)
    }

    static func parse(_ text: String, file: String) throws -> [TimedScriptEvent] {
        var events: [TimedScriptEvent] = []
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            events.append(try parseLine(line, file: file, line: lineNumber))
        }
        var sorted = true
        for (a, b) in zip(events, events.dropFirst()) where b.tMs < a.tMs {
            sorted = false
            FileHandle.standardError.write(
                "warning: \(file):\(b.line): t_ms \(fmt(b.tMs)) is earlier than the line before; events are replayed in time order\n"
                    .data(using: .utf8)!)
            break
        }
        if !sorted {
            events = events.enumerated().sorted { ($0.element.tMs, $0.offset) < ($1.element.tMs, $1.offset) }.map(\.element)
        }
        return events
    }

    static func parseLine(_ line: String, file: String, line n: Int) throws -> TimedScriptEvent {
        func fail(_ m: String) -> InputFileError { InputFileError(file: file, line: n, message: m) }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
        } catch {
            throw fail("not valid JSON: \(line.prefix(80))")
        }
        guard let dict = object as? [String: Any] else { throw fail("expected a JSON object, got \(line.prefix(80))") }
        func number(_ key: String, required: Bool = true) throws -> Double? {
            guard let v = dict[key] else {
                if required { throw fail("missing \"\(key)\"") }
                return nil
            }
            if v is String { throw fail("\"\(key)\" must be a number, got \(v)") }
            guard let num = v as? NSNumber else { throw fail("\"\(key)\" must be a number, got \(v)") }
            let d = num.doubleValue
            guard d.isFinite else { throw fail("\"\(key)\" must be finite, got \(d)") }
            guard abs(d) <= 1e9 else { throw fail("\"\(key)\" is out of range: \(d)") }
            return d
        }
        guard let t = try number("t_ms") else { throw fail("missing \"t_ms\"") }
        guard t >= 0 else { throw fail("\"t_ms\" must not be negative, got \(fmt(t))") }
        guard let type = dict["type"] as? String else { throw fail("missing \"type\" (a string)") }
        switch type {
        case "down", "move", "up", "cancel":
            let phase = PointerEvent.Phase(rawValue: type)!
            let x = try number("x")!
            let y = try number("y")!
            let pointerName = (dict["pointer"] as? String) ?? "mouse"
            guard let kind = PointerKind(rawValue: pointerName) else {
                throw fail("\"pointer\" must be \"mouse\" or \"touch\", got \"\(pointerName)\"")
            }
            let id = Int(try number("id", required: false) ?? 0)
            return TimedScriptEvent(tMs: t, event: .pointer(phase, kind, id: id, x: x, y: y), line: n)
        case "wheel":
            let dx = try number("dx", required: false) ?? 0
            let dy = try number("dy", required: false) ?? 0
            let precise = (dict["precise"] as? Bool) ?? false
            return TimedScriptEvent(
                tMs: t,
                event: .wheel(
                    dx: dx, dy: dy, precise: precise, x: try number("x", required: false),
                    y: try number("y", required: false)), line: n)
        case "key":
            guard let key = dict["key"] as? String, !key.isEmpty else { throw fail("missing \"key\" (an SDL key name)") }
            guard KeyNames.isKnown(key) else { throw fail("unknown key name \"\(key)\"; use SDL key names such as \"Down\", \"Page Up\", \"Home\", \"Tab\"") }
            return TimedScriptEvent(tMs: t, event: .key(key), line: n)
        case "resize":
            let w = try number("w")!
            let h = try number("h")!
            guard w >= 1, h >= 1, w <= 16384, h <= 16384 else { throw fail("resize to \(fmt(w))×\(fmt(h)) is out of range (1...16384)") }
            return TimedScriptEvent(tMs: t, event: .resize(w: w, h: h), line: n)
        default:
            throw fail("unknown event type \"\(type)\" (expected down, move, up, cancel, wheel, key or resize)")
        }
    }

    /// One line of the format, for `--record`.
    static func encode(_ e: TimedScriptEvent) -> String {
        let t = fmt(e.tMs)
        switch e.event {
        case .pointer(let phase, let kind, let id, let x, let y):
            let idPart = id != 0 ? ", \"id\": \(id)" : ""
            return "{\"t_ms\": \(t), \"type\": \"\(phase.rawValue)\", \"x\": \(fmt(x)), \"y\": \(fmt(y)), \"pointer\": \"\(kind.rawValue)\"\(idPart)}"
        case .wheel(let dx, let dy, let precise, let x, let y):
            var s = "{\"t_ms\": \(t), \"type\": \"wheel\", \"dx\": \(fmt(dx)), \"dy\": \(fmt(dy))"
            if precise { s += ", \"precise\": true" }
            if let x, let y { s += ", \"x\": \(fmt(x)), \"y\": \(fmt(y))" }
            return s + "}"
        case .key(let k):
            return "{\"t_ms\": \(t), \"type\": \"key\", \"key\": \(JSON.string(k))}"
        case .resize(let w, let h):
            return "{\"t_ms\": \(t), \"type\": \"resize\", \"w\": \(fmt(w)), \"h\": \(fmt(h))}"
        }
    }
}

/// Formats a number for JSON: integers without a fraction, others with the shortest
/// round-tripping representation; non-finite numbers become 0 (JSON has none).
func fmt(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
    return "\(v)"
}

/// Minimal JSON text helpers.
enum JSON {
    static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}
