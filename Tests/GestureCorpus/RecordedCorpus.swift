import Foundation

/// The recorded half of the gesture corpus: drags recorded with `SDLFront --record` in a
/// window under Xvfb, driven by xdotool (`scripts/xdotool-flicks.py`). Their truth is not
/// known sample by sample (the app stamps events when its loop pumps them); a recording of
/// one flick repeated measures how consistently an estimator reads the same gesture.
public enum RecordedCorpus {
    /// A problem reading a recording: the file, the line (1-based) and what is wrong.
    public struct ReadError: Error, CustomStringConvertible {
        /// The file read.
        public var file: String
        /// The line, 1-based.
        public var line: Int
        /// What is wrong.
        public var message: String
        /// `file:line: message`.
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// The pointer strokes (down, moves, up) of a `--record` file, seconds and points.
    public static func strokes(file: String) throws -> [(moves: [GestureSample], up: GestureSample)] {
        let text: String
        do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
            throw ReadError(file: file, line: 0, message: "cannot read: \(error.localizedDescription)")
        }
        var out: [(moves: [GestureSample], up: GestureSample)] = []
        var current: [GestureSample]?
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            guard let data = line.data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { throw ReadError(file: file, line: i + 1, message: "not a JSON object") }
            guard let type = object["type"] as? String, let tms = (object["t_ms"] as? NSNumber)?.doubleValue
            else {
                throw ReadError(file: file, line: i + 1, message: "missing \"type\" or \"t_ms\"")
            }
            guard ["down", "move", "up", "cancel"].contains(type) else { continue }
            guard let x = (object["x"] as? NSNumber)?.doubleValue,
                let y = (object["y"] as? NSNumber)?.doubleValue,
                x.isFinite, y.isFinite, tms.isFinite
            else {
                throw ReadError(
                    file: file, line: i + 1, message: "\(type) without finite \"x\", \"y\" and \"t_ms\"")
            }
            let s = GestureSample(t: tms / 1000, x: x, y: y)
            switch type {
            case "down": current = [s]
            case "move": current?.append(s)
            case "up":
                if let moves = current { out.append((moves, s)) }
                current = nil
            default: current = nil
            }
        }
        return out
    }
}
