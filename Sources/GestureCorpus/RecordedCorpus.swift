import Foundation

/// The recorded half of the gesture corpus: drags recorded with `SDLFront --record` in a
/// window, cut at every move, with the ground truth at each cut taken from a centred fit that
/// also sees the samples after it (which no real-time estimator can).
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

    /// Half-width of the centred fit that gives the ground truth, seconds.
    public static let truthHalfWindow = 0.024

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
            guard let type = object["type"] as? String, let tms = (object["t_ms"] as? NSNumber)?.doubleValue else {
                throw ReadError(file: file, line: i + 1, message: "missing \"type\" or \"t_ms\"")
            }
            guard ["down", "move", "up", "cancel"].contains(type) else { continue }
            guard let x = (object["x"] as? NSNumber)?.doubleValue, let y = (object["y"] as? NSNumber)?.doubleValue,
                x.isFinite, y.isFinite, tms.isFinite
            else { throw ReadError(file: file, line: i + 1, message: "\(type) without finite \"x\", \"y\" and \"t_ms\"") }
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

    /// Gestures cut from the strokes of a recording: one per move that has at least
    /// ``truthHalfWindow`` of samples on both sides, whose true speed is at least `minimumSpeed`
    /// (points per second). The lift repeats the cut move's position at its time.
    public static func cuts(file: String, minimumSpeed: Double = 150) throws -> [Gesture] {
        var out: [Gesture] = []
        let base = (file as NSString).lastPathComponent
        for (s, stroke) in try strokes(file: file).enumerated() {
            let moves = stroke.moves
            for k in moves.indices {
                let tk = moves[k].t
                guard tk - moves[0].t >= truthHalfWindow, let last = moves.last, last.t - tk >= truthHalfWindow,
                    let truth = centredVelocity(moves, at: tk)
                else { continue }
                let speed = (truth.x * truth.x + truth.y * truth.y).squareRoot()
                guard speed >= minimumSpeed else { continue }
                out.append(
                    Gesture(
                        name: "recorded/\(base)/\(s)/\(k)", family: "recorded", device: "xdotool",
                        moves: Array(moves[...k]), lift: moves[k], truthVX: truth.x, truthVY: truth.y, isPause: false))
            }
        }
        return out
    }

    /// The derivative at `t` of a least-squares quadratic through the samples within
    /// ``truthHalfWindow`` of `t` on both sides (points per second), nil with fewer than five.
    static func centredVelocity(_ moves: [GestureSample], at t: Double) -> (x: Double, y: Double)? {
        // Merge equal timestamps (the newest position wins), as any tracker would.
        var pts: [GestureSample] = []
        for m in moves where abs(m.t - t) <= truthHalfWindow {
            if let l = pts.last, l.t == m.t { pts[pts.count - 1] = m } else { pts.append(m) }
        }
        guard pts.count >= 5 else { return nil }
        var a = [[Double]](repeating: [0, 0, 0], count: 3)
        var bx = [0.0, 0, 0], by = [0.0, 0, 0]
        for p in pts {
            let s = p.t - t
            let basis = [1, s, s * s]
            for i in 0..<3 {
                for j in 0..<3 { a[i][j] += basis[i] * basis[j] }
                bx[i] += basis[i] * p.x
                by[i] += basis[i] * p.y
            }
        }
        guard let vx = solve3(a, bx), let vy = solve3(a, by) else { return nil }
        return (vx[1], vy[1])
    }

    /// Solves a 3×3 system by Cramer's rule; nil when singular.
    static func solve3(_ m: [[Double]], _ r: [Double]) -> [Double]? {
        func det(_ a: [[Double]]) -> Double {
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        }
        let d = det(m)
        guard d != 0, d.isFinite else { return nil }
        return (0..<3).map { c in
            var mc = m
            for i in 0..<3 { mc[i][c] = r[i] }
            return det(mc) / d
        }
    }
}
