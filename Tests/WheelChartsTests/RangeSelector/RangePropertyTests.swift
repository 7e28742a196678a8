import PropertyBased
import Testing

@testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

/// Random sequences of every kind of input; after each step the range invariants must hold.
@Suite struct RangePropertyTests {
    typealias F = RangeFixture

    static func checkInvariants(_ c: RangeSelectorController, _ note: String) {
        let r = c.visibleRange
        let d = c.constraint.domain
        let m = c.constraint.effectiveMinimumSpan
        #expect(r.lowerBound.isFinite && r.upperBound.isFinite, "\(note)")
        #expect(r.lowerBound >= d.lowerBound && r.upperBound <= d.upperBound, "\(note): \(r) outside \(d)")
        #expect(
            r.upperBound - r.lowerBound >= m - 1e-6, "\(note): span \(r.upperBound - r.lowerBound) < \(m)")
        let (l, rt) = c.selectionPixels
        #expect(l.isFinite && rt.isFinite && l <= rt, "\(note)")
        #expect(abs(l - c.overviewX(r.lowerBound)) < 1e-9 && abs(rt - c.overviewX(r.upperBound)) < 1e-9)
        if c.geometry.mainPlot.width > 0 {
            #expect(abs(c.mainX(r.lowerBound) - c.geometry.mainPlot.x) < 1e-6, "\(note)")
        }
    }

    @Test func invariantsHoldOverRandomOperationSequences() async {
        await propertyCheck(
            count: 200, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...4), Gen.int(in: 0...4)
        ) { seed, sizeKind, curveIndex in
            var rng = Xoshiro256StarStar(seed: seed)
            let points = [1, 2, 50, 2_000, 30_000][sizeKind]
            let spans: [Double] = [3_600, 86_400, 345_600, 1e9, 1]
            let minSpan = spans[Int(rng.next() % 5)]
            var c = F.controller(
                points: points, curve: MomentumCurve.allCases[curveIndex], minimumSpan: minSpan)
            var t = 0.0
            func rx() -> Double { -50 + rng.nextUnit() * 1_100 }
            func ry() -> Double {
                switch rng.next() % 3 {
                case 0: c.overviewY
                case 1: c.mainY
                default: rng.nextUnit() * 700
                }
            }
            Self.checkInvariants(c, "start")
            for step in 0..<40 {
                t += rng.nextUnit() * 0.05
                let op = rng.next() % 12
                switch op {
                case 0:
                    c.down(
                        rx(), ry(), at: t,
                        rng.next() % 2 == 0 ? .mouse : PointerID.touch(Int(rng.next() % 3) + 1))
                case 1, 2:
                    let p =
                        rng.next() % 2 == 0
                        ? PointerID.mouse : PointerID.touch(Int(rng.next() % 3) + 1)
                    c.move(rx(), ry(), at: t, p)
                case 3:
                    let p =
                        rng.next() % 2 == 0
                        ? PointerID.mouse : PointerID.touch(Int(rng.next() % 3) + 1)
                    c.up(rx(), ry(), at: t, p)
                case 4:
                    c.drag(
                        from: rx(), to: rx(), y: ry(), at: t, steps: 1 + Int(rng.next() % 8),
                        dt: rng.nextUnit() * 0.03)
                case 5:
                    let dy = (rng.nextUnit() - 0.5) * 10
                    c.handle(
                        .scroll(
                            dx: rng.next() % 4 == 0 ? dy : 0, dy: dy, isPrecise: rng.next() % 2 == 0,
                            location: Point(x: rx(), y: ry()), time: t))
                case 6:
                    c.handle(
                        .key(NavigationKey.allCases[Int(rng.next() % UInt64(NavigationKey.allCases.count))], time: t))
                case 7:
                    let a = F.t0 + (rng.nextUnit() - 0.2) * Double(points) * 4_000
                    c.setVisibleRange(min(a, a + 1)...(a + rng.nextUnit() * 1e7))
                case 8:
                    // Factors that are not positive and finite are refused, changing nothing.
                    _ = try? c.zoom(
                        by: [0.0001, 0.5, 2, 1e6, -1, .nan][Int(rng.next() % 6)],
                        aroundTime: F.t0 + rng.nextUnit() * 1e7)
                case 9: _ = try? c.pan(bySeconds: (rng.nextUnit() - 0.5) * 1e8)
                case 10:
                    for _ in 0..<Int(rng.next() % 20) {
                        t += 1.0 / 60
                        c.advance(to: t)
                    }
                default:
                    try c.setViewport(
                        Rect(x: 0, y: 40, width: rng.nextUnit() * 1_200, height: rng.nextUnit() * 800))
                }
                Self.checkInvariants(c, "step \(step) op \(op)")
            }
        }
    }
}
