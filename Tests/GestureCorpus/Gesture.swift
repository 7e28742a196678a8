/// One pointer sample of a gesture: time in seconds, position in view-space points
/// (y grows downwards).
public struct GestureSample: Hashable, Sendable {
    /// Time, seconds.
    public var t: Double
    /// Horizontal position, points.
    public var x: Double
    /// Vertical position, points.
    public var y: Double

    /// Creates a sample (seconds, points).
    public init(t: Double, x: Double, y: Double) {
        self.t = t
        self.x = x
        self.y = y
    }
}

/// A drag with a known velocity at the lift: the moves an input device reported, the lift
/// event, and the ground truth.
public struct Gesture: Sendable {
    /// A readable name: family, device and index, e.g. `flick/touch120/7`.
    public var name: String
    /// The kinematic family (`flick`, `accelerating`, `braking`, `curve`, `reversal`, `recorded`).
    public var family: String
    /// The device stream (`touch60`, `touch120`, `touch240`, `mouse125`, `xdotool`).
    public var device: String
    /// The down and move events, in delivery order (timestamps as the device reported them,
    /// so possibly equal or out of order), seconds and points.
    public var moves: [GestureSample]
    /// The lift (button-up or finger-up) event, seconds and points.
    public var lift: GestureSample
    /// The true velocity of the pointer at the lift, points per second (`(0, 0)` after a pause).
    public var truthVX: Double
    /// The true vertical velocity at the lift, points per second.
    public var truthVY: Double
    /// Whether the pointer had stopped for at least 50 ms before the lift (the estimate must be 0).
    public var isPause: Bool

    /// Creates a gesture.
    public init(
        name: String, family: String, device: String, moves: [GestureSample], lift: GestureSample,
        truthVX: Double, truthVY: Double, isPause: Bool
    ) {
        self.name = name
        self.family = family
        self.device = device
        self.moves = moves
        self.lift = lift
        self.truthVX = truthVX
        self.truthVY = truthVY
        self.isPause = isPause
    }

    /// The true speed at the lift, points per second.
    public var truthSpeed: Double { (truthVX * truthVX + truthVY * truthVY).squareRoot() }

    /// The same gesture lifted at the last move's position, `gap` seconds after the newest
    /// move timestamp (the lift-gap experiment).
    public func liftedAfter(gap: Double) -> Gesture {
        var g = self
        let newest = moves.max { $0.t < $1.t } ?? lift
        let last = moves.last ?? lift
        g.lift = GestureSample(t: newest.t + gap, x: last.x, y: last.y)
        return g
    }
}

/// A small deterministic random generator (SplitMix64): the corpus never uses system randomness.
public struct SeededRandom: Sendable {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        let u = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + u * (range.upperBound - range.lowerBound)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { uniform(0...1) < p }
}

extension Gesture {
    /// The last segment of the moves as a velocity tracker stores them (stamps clamped so they
    /// never go back, samples under 0.5 ms apart merged, the newest position winning): its
    /// displacement, points, and its duration, seconds; nil with fewer than two samples.
    public var lastSegment: (dx: Double, dy: Double, dt: Double)? {
        var merged: [GestureSample] = []
        for m in moves {
            var s = m
            if let last = merged.last {
                s.t = max(s.t, last.t)
                if s.t - last.t <= 0.0005 {
                    merged[merged.count - 1].x = s.x
                    merged[merged.count - 1].y = s.y
                    continue
                }
            }
            merged.append(s)
        }
        guard merged.count >= 2 else { return nil }
        let a = merged[merged.count - 2]
        let b = merged[merged.count - 1]
        return (b.x - a.x, b.y - a.y, b.t - a.t)
    }
}
