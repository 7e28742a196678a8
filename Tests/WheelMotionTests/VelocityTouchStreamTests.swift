import WheelRendering
import Foundation
import GestureCorpus
import Testing
import WheelMotion

/// The tracker on touch streams as touch screens deliver them (``SyntheticCorpus/touchStreams``:
/// moves 4-9 ms apart, stamps jittering by ±3 ms, a slop jump at touch-down, flings cut after
/// four or five moves). Angles in degrees, speeds in points per second, errors relative to the
/// true speed at the lift.
@Suite struct VelocityTouchStreamTests {
    static let corpus = SyntheticCorpus.touchStreams()

    /// The last segment as the tracker stores it (stamps clamped so they never go back, samples
    /// under 0.5 ms apart merged): its unit direction and its speed (displacement over at least
    /// 8 ms); nil when it moved 3 points or less (no clear direction).
    static func lastSegment(_ g: Gesture) -> (direction: Point, speed: Double)? {
        guard let seg = g.lastSegment else { return nil }
        let d = hypot(seg.dx, seg.dy)
        guard d > 3 else { return nil }
        return (Point(x: seg.dx / d, y: seg.dy / d), d / max(seg.dt, 0.008))
    }

    @Test func theTouchStreamsAreDeterministicAndHoldEveryVariant() {
        let again = SyntheticCorpus.touchStreams()
        #expect(again.count == Self.corpus.count)
        #expect(zip(again, Self.corpus).allSatisfy { $0.moves == $1.moves && $0.lift == $1.lift })
        for variant in SyntheticCorpus.touchStreamVariants {
            #expect(Self.corpus.filter { $0.device == "touch-\(variant)" }.count == 150, "\(variant)")
        }
        // Intervals are uneven; slop variants start with a jump of at least 8 points.
        for g in Self.corpus where g.device != "touch-jitter" {
            #expect(hypot(g.moves[1].x - g.moves[0].x, g.moves[1].y - g.moves[0].y) >= 7, "\(g.name)")
        }
        for g in Self.corpus where g.device == "touch-slop-cut" { #expect((5...6).contains(g.moves.count), "\(g.name)") }
    }

    @Test func theEstimateStaysWithinFortyFiveDegreesOfTheLastSegmentAndKeepsHalfItsSpeed() {
        var checked = 0
        for g in Self.corpus {
            guard let seg = Self.lastSegment(g) else { continue }
            checked += 1
            let v = VelocityCorpusTests.estimate(g)
            let s = speed(v)
            let cosine = s > 0 ? (v.x * seg.direction.x + v.y * seg.direction.y) / s : -1
            #expect(cosine >= cos(45.5 * Double.pi / 180), "\(g.name): \(v) vs the last segment \(seg)")
            #expect(s >= 0.5 * seg.speed * 0.99, "\(g.name): \(s) pt/s under half the last segment's \(seg.speed)")
        }
        #expect(checked >= Self.corpus.count * 3 / 4)
    }

    @Test func noTouchStreamFlingIsReversedAndTheMedianErrorStaysSmall() {
        let errors = Self.corpus.map(VelocityCorpusTests.error).sorted()
        let median = errors[errors.count / 2]
        let p90 = errors[Int(0.9 * Double(errors.count - 1))]
        // Stamps off by up to ±3 ms on moves 4-9 ms apart: a third to a half of an interval of
        // timing noise (median 0.21, p90 0.58 with the seed's corpus).
        #expect(median <= 0.25, "median \(median)")
        #expect(p90 <= 0.62, "p90 \(p90)")
        for g in Self.corpus {
            let v = VelocityCorpusTests.estimate(g)
            #expect(v.x * g.truthVX + v.y * g.truthVY > 0, "\(g.name): \(v) vs (\(g.truthVX), \(g.truthVY))")
        }
    }

    /// The cases, from the corpus: a fast fling after a slop jump cut after its fourth or
    /// fifth move, read before as a slow drag the wrong way (93 pt/s left while the finger went
    /// up at 660 pt/s), and a slop stroke read at a tenth of its last segment's speed.
    @Test(arguments: ["accelerating/touch-slop-cut/9", "accelerating/touch-slop/2", "flick/touch-slop-cut/4", "reversal/touch-slop-cut/10"])
    func flingsThatWereReadTheWrongWayOrTooSlow(name: String) throws {
        let g = try #require(Self.corpus.first { $0.name == name })
        let seg = try #require(Self.lastSegment(g))
        let v = VelocityCorpusTests.estimate(g)
        let s = speed(v)
        #expect((v.x * seg.direction.x + v.y * seg.direction.y) / s >= cos(45.5 * Double.pi / 180), "\(v) vs \(seg)")
        #expect(s >= 0.5 * seg.speed * 0.99, "\(s) vs \(seg.speed)")
        #expect(v.x * g.truthVX + v.y * g.truthVY > 0, "\(v) vs (\(g.truthVX), \(g.truthVY))")
    }
}
