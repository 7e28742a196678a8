import Foundation
import WheelCore
import WheelRendering

/// One line of a replay script (JSON Lines), in window points and milliseconds from the start.
enum ScriptEvent: Equatable {
    case pointer(PointerPhase, PointerKind, id: Int, x: Double, y: Double)
    case wheel(dx: Double, dy: Double, precise: Bool, x: Double?, y: Double?)
    /// A key press by SDL key name, with the Shift and Ctrl states it was pressed with (Tab
    /// moves the focus, Shift+Tab back, Ctrl+Tab switches scenes). The states come from the
    /// script or the SDL event, never from the live keyboard, so a replay does the same whatever
    /// keys are held while it runs.
    case key(String, shift: Bool = false, ctrl: Bool = false)
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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputFileError(file: path, line: nil, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw InputFileError(file: path, line: nil, message: "is a directory, not a replay script") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputFileError(file: path, line: nil, message: "cannot read the file (permission denied or not a regular file)")
        }
        guard !data.isEmpty else { throw InputFileError(file: path, line: nil, message: "the file is empty (no events to replay)") }
        return try parse(data, file: path)
    }

    /// Parses a script from text.
    static func parse(_ text: String, file: String) throws -> [TimedScriptEvent] {
        try parse(Data(text.utf8), file: file)
    }

    /// Parses a script from bytes: lines end in LF or CRLF; each line must be UTF-8.
    static func parse(_ data: Data, file: String) throws -> [TimedScriptEvent] {
        var events: [TimedScriptEvent] = []
        var lineNumber = 0
        let bytes = [UInt8](data)
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            lineNumber += 1
            var lineBytes = bytes[start..<end]
            if lineBytes.last == 0x0D { lineBytes = lineBytes.dropLast() }
            start = end + 1
            guard let raw = String(validating: lineBytes, as: UTF8.self) else {
                throw InputFileError(file: file, line: lineNumber, message: "not valid UTF-8 text: \(Message.quoted(bytes: Array(lineBytes)))")
            }
            let line = raw.trimmingCharacters(in: .whitespaces)
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

    /// Checks that every resize stays within `limits` (the `--width`/`--height` range, points).
    static func checkSizes(_ events: [TimedScriptEvent], file: String, limits: ClosedRange<Int>) throws {
        for e in events {
            guard case .resize(let w, let h) = e.event else { continue }
            guard sizeAllowed(w, limits), sizeAllowed(h, limits) else {
                throw InputFileError(file: file, line: e.line, message: resizeOutOfRange(w, h, limits: limits))
            }
        }
    }

    private static func sizeAllowed(_ v: Double, _ limits: ClosedRange<Int>) -> Bool {
        v >= Double(limits.lowerBound) && v <= Double(limits.upperBound)
    }

    /// The message for a resize to `w` × `h` points outside `limits`.
    private static func resizeOutOfRange(_ w: Double, _ h: Double, limits: ClosedRange<Int>) -> String {
        let minimum = SceneTabs.minimumWindowSize
        return "resize to \(fmt(w))x\(fmt(h)) is out of range: width and height must be \(limits.lowerBound)...\(limits.upperBound) points (a size below the \(Int(minimum.width))x\(Int(minimum.height)) minimum window is clamped to it)"
    }

    /// One line of a script: a JSON object with `t_ms`, `type` and the type's fields.
    static func parseLine(_ line: String, file: String, line n: Int) throws -> TimedScriptEvent {
        let fields = try ScriptLineFields(line, file: file, line: n)
        guard let t = try fields.number("t_ms") else { throw fields.fail("missing \"t_ms\"") }
        guard t >= 0 else { throw fields.fail("\"t_ms\" must not be negative, got \(fmt(t))") }
        guard let type = try fields.string("type") else { throw fields.fail("missing \"type\" (a string)") }
        let event: ScriptEvent
        switch type {
        case "down", "move", "up", "cancel": event = try pointerEvent(PointerPhase(name: type)!, fields)
        case "wheel": event = try wheelEvent(fields)
        case "key": event = try keyEvent(fields)
        case "resize":
            let w = try fields.number("w")!
            let h = try fields.number("h")!
            guard sizeAllowed(w, Options.sizeLimits), sizeAllowed(h, Options.sizeLimits) else {
                throw fields.fail(resizeOutOfRange(w, h, limits: Options.sizeLimits))
            }
            event = .resize(w: w, h: h)
        default:
            throw fields.fail("unknown event type \(Message.quoted(type, limit: 40)) (expected down, move, up, cancel, wheel, key or resize)")
        }
        return TimedScriptEvent(tMs: t, event: event, line: n)
    }

    /// `down`, `move`, `up` or `cancel`: `x`, `y`, `pointer` (`mouse` unless given), `id` (0).
    private static func pointerEvent(_ phase: PointerPhase, _ fields: ScriptLineFields) throws -> ScriptEvent {
        let x = try fields.number("x")!
        let y = try fields.number("y")!
        let pointerName = try fields.string("pointer") ?? "mouse"
        guard let kind = PointerKind(rawValue: pointerName) else {
            throw fields.fail("\"pointer\" must be \"mouse\" or \"touch\", got \(Message.quoted(pointerName, limit: 40))")
        }
        let id = try fields.number("id", required: false) ?? 0
        guard id == id.rounded(), id >= 0 else { throw fields.fail("\"id\" must be a whole number ≥ 0, got \(fmt(id))") }
        return .pointer(phase, kind, id: Int(id), x: x, y: y)
    }

    /// `wheel`: `dx`, `dy` (0 unless given), `precise`, and `x` with `y` or neither.
    private static func wheelEvent(_ fields: ScriptLineFields) throws -> ScriptEvent {
        let dx = try fields.number("dx", required: false) ?? 0
        let dy = try fields.number("dy", required: false) ?? 0
        let precise = try fields.flag("precise")
        let x = try fields.number("x", required: false)
        let y = try fields.number("y", required: false)
        guard (x == nil) == (y == nil) else { throw fields.fail("\"x\" and \"y\" go together: give both or neither") }
        return .wheel(dx: dx, dy: dy, precise: precise, x: x, y: y)
    }

    /// `key`: an SDL key name, with `shift` and `ctrl`.
    private static func keyEvent(_ fields: ScriptLineFields) throws -> ScriptEvent {
        guard let key = try fields.string("key"), !key.isEmpty else { throw fields.fail("missing \"key\" (an SDL key name)") }
        guard KeyNames.isKnown(key) else {
            throw fields.fail(
                "unknown key name \(Message.quoted(key, limit: 40)); use SDL key names such as \"Down\", \"PageUp\", \"Home\", \"Tab\"")
        }
        return .key(key, shift: try fields.flag("shift"), ctrl: try fields.flag("ctrl"))
    }

    /// Whether a value from JSONSerialization is `true`/`false` (a boolean NSNumber, which
    /// would otherwise pass as the number 1 or 0).
    static func isJSONBool(_ v: Any) -> Bool {
        if v is NSNumber { return String(describing: type(of: v)).contains("Boolean") }
        return v is Bool
    }

    /// One line of the format, for `--record`.
    static func encode(_ e: TimedScriptEvent) throws -> String {
        try JSONOutput.line(e)
    }
}

/// The fields of one script line, read with errors that name the file, the line and the field.
private struct ScriptLineFields {
    let dict: [String: Any]
    let file: String
    let line: Int

    /// Parses `text`, which must be a JSON object.
    init(_ text: String, file: String, line: Int) throws {
        self.file = file
        self.line = line
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw InputFileError(file: file, line: line, message: "not valid JSON: \(Message.quoted(text, limit: 80))")
        }
        guard let dict = object as? [String: Any] else {
            throw InputFileError(file: file, line: line, message: "expected a JSON object, got \(Message.quoted(text, limit: 80))")
        }
        self.dict = dict
    }

    /// The error `message` at this line.
    func fail(_ message: String) -> InputFileError { InputFileError(file: file, line: line, message: message) }

    /// A value as a message shows it.
    private func describe(_ v: Any) -> String {
        if v is NSNull { return "null" }
        if ReplayScript.isJSONBool(v), let b = v as? NSNumber { return b.boolValue ? "true" : "false" }
        if let s = v as? String { return Message.quoted(s, limit: 40) }
        if v is [Any] { return "an array" }
        if v is [String: Any] { return "an object" }
        return "\(v)"
    }

    /// The number `key`, finite and at most 10⁹ in magnitude; nil when absent and not `required`.
    func number(_ key: String, required: Bool = true) throws -> Double? {
        guard let v = dict[key] else {
            if required { throw fail("missing \"\(key)\"") }
            return nil
        }
        guard !(v is String), !ReplayScript.isJSONBool(v), let num = v as? NSNumber else {
            throw fail("\"\(key)\" must be a number, got \(describe(v))")
        }
        let d = num.doubleValue
        guard d.isFinite else { throw fail("\"\(key)\" must be finite, got \(d)") }
        guard abs(d) <= 1e9 else { throw fail("\"\(key)\" is out of range (at most 1e9 in magnitude), got \(d)") }
        return d
    }

    /// The string `key`, or nil when absent.
    func string(_ key: String) throws -> String? {
        guard let v = dict[key] else { return nil }
        guard let s = v as? String else { throw fail("\"\(key)\" must be a string, got \(describe(v))") }
        return s
    }

    /// The boolean `key`, false when absent.
    func flag(_ key: String) throws -> Bool {
        guard let v = dict[key] else { return false }
        guard ReplayScript.isJSONBool(v), let b = v as? Bool else { throw fail("\"\(key)\" must be true or false, got \(describe(v))") }
        return b
    }
}

extension TimedScriptEvent: Encodable {
    private enum Key: String, CodingKey {
        case tMs = "t_ms", type, x, y, pointer, id, dx, dy, precise, key, shift, ctrl, w, h
    }

    /// The line as the format has it (Docs/trace-and-replay.md); optional members only when
    /// they say something (`id` of a second finger, `precise`, `shift`, `ctrl`).
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(OrNull(wrappedValue: tMs), forKey: .tMs)
        switch event {
        case .pointer(let phase, let kind, let id, let x, let y):
            try c.encode(phase.name, forKey: .type)
            try c.encode(OrNull(wrappedValue: x), forKey: .x)
            try c.encode(OrNull(wrappedValue: y), forKey: .y)
            try c.encode(kind.rawValue, forKey: .pointer)
            if id != 0 { try c.encode(id, forKey: .id) }
        case .wheel(let dx, let dy, let precise, let x, let y):
            try c.encode("wheel", forKey: .type)
            try c.encode(OrNull(wrappedValue: dx), forKey: .dx)
            try c.encode(OrNull(wrappedValue: dy), forKey: .dy)
            if precise { try c.encode(true, forKey: .precise) }
            if let x, let y {
                try c.encode(OrNull(wrappedValue: x), forKey: .x)
                try c.encode(OrNull(wrappedValue: y), forKey: .y)
            }
        case .key(let name, let shift, let ctrl):
            try c.encode("key", forKey: .type)
            try c.encode(name, forKey: .key)
            if shift { try c.encode(true, forKey: .shift) }
            if ctrl { try c.encode(true, forKey: .ctrl) }
        case .resize(let w, let h):
            try c.encode("resize", forKey: .type)
            try c.encode(OrNull(wrappedValue: w), forKey: .w)
            try c.encode(OrNull(wrappedValue: h), forKey: .h)
        }
    }
}

/// A number as messages and the range scene's value text show it: integers without a
/// fraction, others with the shortest round-tripping representation, `null` when not finite.
func fmt(_ v: Double) -> String {
    guard v.isFinite else { return "null" }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
    return "\(v)"
}
