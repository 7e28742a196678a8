import Foundation

/// A noiseless pointer path: position and velocity as functions of time since touch-down
/// (seconds → points, points per second).
struct Stroke {
    var position: (Double) -> (x: Double, y: Double)
    var velocity: (Double) -> (x: Double, y: Double)
    /// When the finger leaves (or stops, for a pause case), seconds after touch-down.
    var end: Double
    /// When the path comes to rest by itself (a completed minimum-jerk reach), if it does.
    var rest: Double? = nil
}

/// An input device's stream: sampling period, timestamp and position behaviour.
public struct DeviceModel: Sendable {
    /// Name used in gesture names (`touch120`, `mouse125`, ...).
    public var name: String
    /// Nominal sampling period, seconds.
    public var period: Double
    /// The real sampling instant wanders by up to ± this, seconds.
    public var timingJitter: Double
    /// Each position carries uniform noise of up to ± this, points (touch digitisers).
    public var positionNoise: Double
    /// Positions are whole points (a mouse).
    public var integerPositions: Bool
    /// Probability that a gesture's timestamps are whole milliseconds (SDL's).
    public var wholeMillisecondChance: Double
    /// Probability that an event is delivered twice with the same timestamp.
    public var duplicateChance: Double
    /// Whether the lift may carry a new position (touch) or always repeats the last (mouse).
    public var liftMayMove: Bool
    /// When set, events are stamped when an app loop with frames about this long (seconds)
    /// pumps them, as SDL 2 does, not when the device sampled them: every event waits for the
    /// next frame boundary, and the events of one frame share its stamp.
    public var framePeriod: Double? = nil

    /// The streams of the corpus: touch at 60, 120 and 240 Hz and a 125 Hz (8 ms) mouse, stamped
    /// when sampled; then the same mouse and 120 Hz touch stamped by a 60 fps loop that pumps
    /// events once a frame (SDLFront in a window).
    public static let all: [DeviceModel] = [
        DeviceModel(
            name: "touch60", period: 1.0 / 60, timingJitter: 0.001, positionNoise: 0.5,
            integerPositions: false,
            wholeMillisecondChance: 0.5, duplicateChance: 0.05, liftMayMove: true),
        DeviceModel(
            name: "touch120", period: 1.0 / 120, timingJitter: 0.0007, positionNoise: 0.5,
            integerPositions: false,
            wholeMillisecondChance: 0.5, duplicateChance: 0.05, liftMayMove: true),
        DeviceModel(
            name: "touch240", period: 1.0 / 240, timingJitter: 0.0004, positionNoise: 0.5,
            integerPositions: false,
            wholeMillisecondChance: 0.5, duplicateChance: 0.05, liftMayMove: true),
        DeviceModel(
            name: "mouse125", period: 0.008, timingJitter: 0.0005, positionNoise: 0, integerPositions: true,
            wholeMillisecondChance: 1, duplicateChance: 0.05, liftMayMove: false),
        DeviceModel(
            name: "mouse125@60fps", period: 0.008, timingJitter: 0.0005, positionNoise: 0,
            integerPositions: true,
            wholeMillisecondChance: 1, duplicateChance: 0, liftMayMove: false, framePeriod: 1.0 / 60),
        DeviceModel(
            name: "touch120@60fps", period: 1.0 / 120, timingJitter: 0.0007, positionNoise: 0.5,
            integerPositions: false,
            wholeMillisecondChance: 1, duplicateChance: 0, liftMayMove: true, framePeriod: 1.0 / 60),
    ]
}

/// The synthetic half of the gesture corpus: kinematic strokes with an exact velocity at the
/// lift, sampled by the ``DeviceModel``s. Deterministic for a given seed.
public enum SyntheticCorpus {
    /// The seed of the corpus in BENCHMARKS.md and the tests.
    public static let defaultSeed: UInt64 = 0x0F11_6013

    /// The kinematic families of moving gestures.
    public static let families = ["flick", "accelerating", "braking", "curve", "reversal"]

    /// `perCell` moving gestures for every family × device, then `perCell` pause gestures per
    /// device, all from `seed`.
    public static func make(seed: UInt64 = defaultSeed, perCell: Int = 30) -> [Gesture] {
        var rng = SeededRandom(seed: seed)
        var out: [Gesture] = []
        for device in DeviceModel.all {
            for family in families {
                var made = 0
                while made < perCell {
                    let stroke = Self.stroke(family, &rng)
                    if let g = sample(
                        stroke, device: device, name: "\(family)/\(device.name)/\(made)", family: family,
                        hold: nil, rng: &rng),
                        g.truthSpeed >= 150
                    {
                        out.append(g)
                        made += 1
                    }
                }
            }
            for k in 0..<perCell {
                // Half stop gently (a flick completed to rest), half stop dead while moving fast.
                let family = k % 2 == 0 ? "flick" : "accelerating"
                var stroke = Self.stroke(family, &rng)
                if k % 2 == 0, let rest = stroke.rest { stroke.end = rest }
                // At least 52 ms, so that whole-millisecond stamps cannot shorten it below 50 ms.
                // With frame-stamped events, a stamp can come up to 1.4 frames late: more margin.
                let hold = rng.uniform((device.framePeriod == nil ? 0.052 : 0.080)...0.150)
                if let g = sample(
                    stroke, device: device, name: "pause/\(device.name)/\(k)", family: "pause", hold: hold,
                    rng: &rng)
                {
                    out.append(g)
                }
            }
        }
        return out
    }

    /// A random stroke of a family.
    static func stroke(_ family: String, _ rng: inout SeededRandom) -> Stroke {
        let theta = rng.uniform(0...(2 * .pi))
        let (ux, uy) = (cos(theta), sin(theta))
        let x0 = 500.0
        let y0 = 320.0
        func along(_ s: @escaping (Double) -> Double, _ v: @escaping (Double) -> Double, end: Double)
            -> Stroke
        {
            Stroke(
                position: { t in (x0 + ux * s(t), y0 + uy * s(t)) },
                velocity: { t in (ux * v(t), uy * v(t)) }, end: end)
        }
        switch family {
        case "flick":
            // Minimum-jerk reach of D points in T seconds, lifted while still moving.
            let d = rng.uniform(150...500)
            let duration = rng.uniform(0.10...0.25)
            let lift = rng.uniform(0.45...0.8)
            var st = along(
                { t in
                    let u = min(t / duration, 1)
                    return d * u * u * u * (10 - 15 * u + 6 * u * u)
                },
                { t in
                    let u = min(t / duration, 1)
                    return d / duration * 30 * u * u * (1 - u) * (1 - u)
                },
                end: lift * duration)
            st.rest = duration
            return st
        case "accelerating":
            let v0 = rng.uniform(0...300)
            let v1 = rng.uniform(800...3000)
            let length = rng.uniform(0.06...0.2)
            let a = (v1 - v0) / length
            return along({ t in v0 * t + a * t * t / 2 }, { t in v0 + a * t }, end: length)
        case "braking":
            // A smooth start to v1 in `rise` seconds, then a constant deceleration to r·v1.
            let v1 = rng.uniform(1200...3500)
            let rise = rng.uniform(0.03...0.06)
            let r = rng.uniform(0.3...0.7)
            let length = rng.uniform(0.05...0.12)
            let b = v1 * (1 - r) / length
            let xRise = v1 / 2 * rise
            return along(
                { t in
                    if t <= rise { return v1 / 2 * (t - rise / .pi * sin(.pi * t / rise)) }
                    let s = t - rise
                    return xRise + v1 * s - b * s * s / 2
                },
                { t in t <= rise ? v1 / 2 * (1 - cos(.pi * t / rise)) : v1 - b * (t - rise) },
                end: rise + length)
        case "curve":
            // Around the wheel: a minimum-jerk sweep of the angle on a circle.
            let cx = 512.0
            let cy = 320.0
            let radius = rng.uniform(140...260)
            let sweep = rng.uniform(0.8...2.2) * (rng.chance(0.5) ? 1 : -1)
            let duration = rng.uniform(0.12...0.3)
            let lift = rng.uniform(0.45...0.75)
            let start = theta
            func angle(_ t: Double) -> Double {
                let u = min(t / duration, 1)
                return start + sweep * u * u * u * (10 - 15 * u + 6 * u * u)
            }
            func rate(_ t: Double) -> Double {
                let u = min(t / duration, 1)
                return sweep / duration * 30 * u * u * (1 - u) * (1 - u)
            }
            return Stroke(
                position: { t in (cx + radius * cos(angle(t)), cy + radius * sin(angle(t))) },
                velocity: { t in (-radius * sin(angle(t)) * rate(t), radius * cos(angle(t)) * rate(t)) },
                end: lift * duration)
        default:  // "reversal": out and back, lifted while coming back
            let amplitude = rng.uniform(40...120)
            let period = rng.uniform(0.15...0.3)
            let w = 2 * Double.pi / period
            return along(
                { t in amplitude * sin(w * t) }, { t in amplitude * w * cos(w * t) },
                end: rng.uniform(0.42...0.62) * period)
        }
    }

    /// Samples `stroke` as `device` reports it; with `hold`, the pointer rests that long
    /// (seconds) after the stroke before the lift (a pause case, truth zero).
    static func sample(
        _ stroke: Stroke, device: DeviceModel, name: String, family: String, hold: Double?,
        rng: inout SeededRandom
    ) -> Gesture? {
        let t0 = 1.0  // touch-down, seconds on the device clock
        let wholeMs = rng.chance(device.wholeMillisecondChance)
        // Frame boundaries of a pumping app loop (seconds after touch-down): frames last
        // 0.9-1.4 periods (render time varies).
        var frames: [Double] = []
        if let period = device.framePeriod {
            var f = rng.uniform(0...period)
            while f < stroke.end + (hold ?? 0) + 0.3 {
                frames.append(f)
                f += period * rng.uniform(0.9...1.4)
            }
        }
        func stamp(_ t: Double) -> Double {
            var t = t
            if !frames.isEmpty, let boundary = frames.first(where: { $0 >= t - t0 }) { t = t0 + boundary }
            return wholeMs ? (t * 1000).rounded(.down) / 1000 : t
        }
        func observe(_ p: (x: Double, y: Double)) -> (Double, Double) {
            if device.integerPositions { return (p.x.rounded(), p.y.rounded()) }
            let n = device.positionNoise
            return (p.x + rng.uniform(-n...n), p.y + rng.uniform(-n...n))
        }
        var moves: [GestureSample] = []
        var lastTrue = 0.0
        // A pause is timed from when the path is within 0.25 pt of where it stops (a gentle
        // stop creeps for a while before that).
        var restSince = stroke.end
        let stop = stroke.position(stroke.end)
        while restSince > 0.0005 {
            let p = stroke.position(restSince - 0.0005)
            guard hypot(p.x - stop.x, p.y - stop.y) <= 0.25 else { break }
            restSince -= 0.0005
        }
        let stillUntil = hold.map { restSince + $0 } ?? stroke.end
        var k = 0
        while true {
            let jitter = k == 0 ? 0 : rng.uniform(-device.timingJitter...device.timingJitter)
            let t = Double(k) * device.period + jitter
            if t > stillUntil { break }
            k += 1
            // During a hold a mouse sends nothing; a touch screen keeps reporting jitter.
            if t > stroke.end, !device.liftMayMove { continue }
            let (x, y) = observe(stroke.position(min(t, stroke.end)))
            moves.append(GestureSample(t: stamp(t0 + t), x: x, y: y))
            lastTrue = t
            if rng.chance(device.duplicateChance) {
                let (x2, y2) = observe(stroke.position(min(t, stroke.end)))
                moves.append(GestureSample(t: stamp(t0 + t), x: x2, y: y2))
            }
        }
        guard moves.count >= 3, let last = moves.last else { return nil }
        if let hold {
            let liftT = restSince + hold + rng.uniform(0...device.period)
            return Gesture(
                name: name, family: family, device: device.name, moves: moves,
                lift: GestureSample(t: stamp(t0 + liftT), x: last.x, y: last.y), truthVX: 0, truthVY: 0,
                isPause: true)
        }
        if device.liftMayMove, rng.chance(0.5) {
            // The finger-up carries where the finger really left, a fraction of a period later.
            let liftT = lastTrue + rng.uniform(0.1...1) * device.period
            let (x, y) = observe(stroke.position(liftT))
            let v = stroke.velocity(liftT)
            return Gesture(
                name: name, family: family, device: device.name, moves: moves,
                lift: GestureSample(t: stamp(t0 + liftT), x: x, y: y), truthVX: v.x, truthVY: v.y,
                isPause: false)
        }
        // The up event repeats the last position, at once (0-2 ms later).
        let v = stroke.velocity(lastTrue)
        let liftT = lastTrue + rng.uniform(0...0.002)
        return Gesture(
            name: name, family: family, device: device.name, moves: moves,
            lift: GestureSample(t: stamp(t0 + liftT), x: last.x, y: last.y), truthVX: v.x, truthVY: v.y,
            isPause: false)
    }
}

/// Touch streams as touch screens deliver them: moves 4-9 ms apart, stamps that jitter by up to
/// ±3 ms (clamped so they never go backwards), and a touch slop: no move until the finger has
/// left a circle of 8-16 points around the touch-down, then a large first move right after the
/// down. Deterministic for a given seed; the same kinematic families as ``SyntheticCorpus``.
extension SyntheticCorpus {
    /// The seed of the touch-stream corpus in BENCHMARKS.md and the tests.
    public static let touchStreamSeed: UInt64 = 0x70C4_5107

    /// The variants: `jitter` (stamps ±3 ms), `slop` (a slop jump at the down, stamps ±3 ms) and
    /// `slop-cut` (the same, lifted after the fourth or fifth move).
    public static let touchStreamVariants = ["jitter", "slop", "slop-cut"]

    /// `perCell` moving gestures (true speed at the lift at least 150 points/s) for every family
    /// × variant, all from `seed`; the device is named `touch-<variant>`.
    public static func touchStreams(seed: UInt64 = touchStreamSeed, perCell: Int = 30) -> [Gesture] {
        var rng = SeededRandom(seed: seed)
        var out: [Gesture] = []
        for variant in touchStreamVariants {
            for family in families {
                var made = 0
                var attempts = 0
                while made < perCell && attempts < perCell * 100 {
                    attempts += 1
                    let stroke = Self.stroke(family, &rng)
                    if let g = sampleTouchStream(
                        stroke, variant: variant, name: "\(family)/touch-\(variant)/\(made)", family: family, rng: &rng),
                        g.truthSpeed >= 150
                    {
                        out.append(g)
                        made += 1
                    }
                }
            }
        }
        return out
    }

    /// Samples `stroke` as a touch screen with uneven intervals reports it (see
    /// ``touchStreams(seed:perCell:)``).
    static func sampleTouchStream(
        _ stroke: Stroke, variant: String, name: String, family: String, rng: inout SeededRandom
    ) -> Gesture? {
        let t0 = 1.0
        // The true sampling instants (seconds after touch-down): 4-9 ms apart.
        var times: [Double] = [0]
        while true {
            let next = times[times.count - 1] + rng.uniform(0.004...0.009)
            if next > stroke.end { break }
            times.append(next)
        }
        // (true time, stamp before jitter)
        var events: [(t: Double, stamp: Double)] = times.map { ($0, $0) }
        if variant != "jitter" {
            // Nothing until the finger leaves the slop circle; the down keeps its place and is
            // stamped 2-6 ms before the first move, which lands where the finger is.
            let radius = rng.uniform(8...16)
            let p0 = stroke.position(0)
            guard
                let k = times.firstIndex(where: { t in
                    let p = stroke.position(t)
                    return hypot(p.x - p0.x, p.y - p0.y) >= radius
                })
            else { return nil }
            let down = max(0, times[k] - rng.uniform(0.002...0.006))
            events = [(0, down)] + times[k...].map { ($0, $0) }
        }
        if variant == "slop-cut" {
            let moves = rng.chance(0.5) ? 4 : 5
            guard events.count > moves else { return nil }
            events = Array(events.prefix(1 + moves))
        }
        guard events.count >= 3 else { return nil }
        var moves: [GestureSample] = []
        var lastStamp = -Double.infinity
        for (i, e) in events.enumerated() {
            let stamp = max(lastStamp, e.stamp + (i == 0 ? 0 : rng.uniform(-0.003...0.003)))
            lastStamp = stamp
            let p = stroke.position(e.t)
            moves.append(GestureSample(t: t0 + stamp, x: p.x + rng.uniform(-0.5...0.5), y: p.y + rng.uniform(-0.5...0.5)))
        }
        let lastTrue = events[events.count - 1].t
        let v = stroke.velocity(lastTrue)
        let last = moves[moves.count - 1]
        // The finger-up repeats the last position at once (0-2 ms later).
        let lift = GestureSample(t: max(lastStamp, t0 + lastTrue + rng.uniform(0...0.002)), x: last.x, y: last.y)
        return Gesture(
            name: name, family: family, device: "touch-\(variant)", moves: moves, lift: lift, truthVX: v.x,
            truthVY: v.y, isPause: false)
    }
}
