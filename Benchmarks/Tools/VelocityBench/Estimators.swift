import Foundation
import GestureCorpus
import WheelMotion
import WheelRendering

/// A release-velocity estimator under test: the moves of a gesture and its lift in, a
/// velocity (points per second) out.
protocol ReleaseEstimator {
    /// The row name in the table.
    var name: String { get }
    /// The estimate at the lift, points per second (may be non-finite for a naive baseline).
    func estimate(_ g: Gesture) -> (x: Double, y: Double)
}

/// WheelCore's ``VelocityTracker``, used as the controllers use it.
struct ModelEstimator: ReleaseEstimator {
    var name = "VelocityTracker (this model)"
    var configuration = VelocityTracker.Configuration()
    func estimate(_ g: Gesture) -> (x: Double, y: Double) {
        var tracker = VelocityTracker(configuration: configuration)
        for m in g.moves { tracker.addSample(time: m.t, position: Point(x: m.x, y: m.y)) }
        let v = tracker.liftVelocity(time: g.lift.t, position: Point(x: g.lift.x, y: g.lift.y))
        return (v.x, v.y)
    }
}

/// The tracker before issue 13, fed the lift as a sample as the controllers did.
struct LegacyEstimator: ReleaseEstimator {
    let name = "previous tracker (weighted line, lift sample)"
    func estimate(_ g: Gesture) -> (x: Double, y: Double) {
        var tracker = LegacyVelocityTracker()
        for m in g.moves { tracker.addSample(time: m.t, position: Point(x: m.x, y: m.y)) }
        tracker.addSample(time: g.lift.t, position: Point(x: g.lift.x, y: g.lift.y))
        let v = tracker.velocity(at: g.lift.t)
        return (v.x, v.y)
    }
}

/// The last segment of the moves: `(p[n-1] - p[n-2]) / (t[n-1] - t[n-2])`, no guards (dt = 0
/// gives a non-finite answer).
struct LastSegmentEstimator: ReleaseEstimator {
    let name = "last segment"
    func estimate(_ g: Gesture) -> (x: Double, y: Double) {
        let m = g.moves
        guard m.count >= 2 else { return (0, 0) }
        let a = m[m.count - 2]
        let b = m[m.count - 1]
        return ((b.x - a.x) / (b.t - a.t), (b.y - a.y) / (b.t - a.t))
    }
}

/// The whole-gesture average `(last - first) / (t_last - t_first)`, zero when the pointer has
/// not moved (by more than 1 point) for 50 ms before the lift: the seed's pause rule.
struct AverageEstimator: ReleaseEstimator {
    let name = "whole-gesture average + pause rule"
    func estimate(_ g: Gesture) -> (x: Double, y: Double) {
        guard let a = g.moves.first, let b = g.moves.last, g.moves.count >= 2 else { return (0, 0) }
        if g.lift.t - lastMovementTime(g.moves) >= 0.050 { return (0, 0) }
        return ((b.x - a.x) / (b.t - a.t), (b.y - a.y) / (b.t - a.t))
    }
}

/// Android's default strategy as Chromium ports it: an unweighted quadratic least-squares fit
/// over the samples within 100 ms of the newest (at most 20), differentiated at the newest;
/// velocity zero when the lift comes 40 ms or more after the last move. The lift position is
/// not a sample.
struct LSQ2Estimator: ReleaseEstimator {
    let name = "LSQ2, 100 ms unweighted (Android default)"
    func estimate(_ g: Gesture) -> (x: Double, y: Double) {
        guard let newest = g.moves.last else { return (0, 0) }
        if g.lift.t - newest.t >= 0.040 { return (0, 0) }
        var pts: [GestureSample] = []
        for m in g.moves.reversed() where newest.t - m.t <= 0.100 && newest.t >= m.t {
            pts.append(m)
            if pts.count == 20 { break }
        }
        guard pts.count >= 2 else { return (0, 0) }
        return (fit(pts.map { ($0.t - newest.t, $0.x) }), fit(pts.map { ($0.t - newest.t, $0.y) }))
    }

    /// The slope at s = 0 of a least-squares polynomial of degree min(2, n - 1).
    func fit(_ p: [(Double, Double)]) -> Double {
        let degree = min(2, p.count - 1)
        var a = [[Double]](repeating: [Double](repeating: 0, count: degree + 1), count: degree + 1)
        var b = [Double](repeating: 0, count: degree + 1)
        for (s, x) in p {
            var basis = [1.0]
            for _ in 0..<degree { basis.append(basis.last! * s) }
            for i in 0...degree {
                for j in 0...degree { a[i][j] += basis[i] * basis[j] }
                b[i] += basis[i] * x
            }
        }
        // Gaussian elimination (tiny system).
        let n = degree + 1
        for c in 0..<n {
            guard let pivot = (c..<n).max(by: { abs(a[$0][c]) < abs(a[$1][c]) }), a[pivot][c] != 0 else {
                return .nan
            }
            a.swapAt(c, pivot)
            b.swapAt(c, pivot)
            for r in 0..<n where r != c {
                let f = a[r][c] / a[c][c]
                for k in 0..<n { a[r][k] -= f * a[c][k] }
                b[r] -= f * b[c]
            }
        }
        return b[1] / a[1][1]
    }
}

/// The time of the last move farther than 1 point from the previous resting place, seconds.
func lastMovementTime(_ moves: [GestureSample]) -> Double {
    guard var anchor = moves.first else { return 0 }
    var time = anchor.t
    for m in moves.dropFirst() where hypot(m.x - anchor.x, m.y - anchor.y) > 1 {
        anchor = m
        time = m.t
    }
    return time
}
