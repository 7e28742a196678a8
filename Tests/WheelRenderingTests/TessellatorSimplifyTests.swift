import Foundation
import Testing

@testable import WheelRendering

/// Long polylines lose the points that lie within ``Tessellator/maxSimplifyError`` of the line
/// drawn in their place, and keep every point that shows.
@Suite struct TessellatorSimplifyTests {
    static func simplified(_ pts: [Point], tolerance: Double = Tessellator.maxSimplifyError) -> [Point] {
        var t = Tessellator(scale: 1)
        t.path = pts
        t.simplifyPath(tolerance: tolerance)
        return t.path
    }

    /// The distance from `p` to the segment `a`–`b`.
    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        let t = len2 > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)) : 0
        return ((p.x - a.x - t * dx) * (p.x - a.x - t * dx) + (p.y - a.y - t * dy) * (p.y - a.y - t * dy)).squareRoot()
    }

    @Test func collinearPointsGoAndTheEndsStay() {
        let line = (0...100).map { Point(x: Double($0) * 0.5, y: 10 + Double($0) * 3) }
        let out = Self.simplified(line)
        #expect(out.first == line.first && out.last == line.last)
        // One run per maxSimplifyRun points at most.
        #expect(out.count <= 2 + line.count / (Tessellator.maxSimplifyRun - 1))
    }

    @Test func spikesTurnsAndShortPathsAreKept() {
        // A spike that turns back along its own line: its tip projects outside the chord.
        let spike = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 0), Point(x: 20, y: 0)]
        #expect(Self.simplified(spike) == spike)
        let corner = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)]
        #expect(Self.simplified(corner) == corner)
        let two = [Point(x: 0, y: 0), Point(x: 1, y: 1)]
        #expect(Self.simplified(two) == two)
        // A point 0.2 px off the line shows: kept.
        let bump = [Point(x: 0, y: 0), Point(x: 5, y: 0.2), Point(x: 10, y: 0)]
        #expect(Self.simplified(bump) == bump)
    }

    @Test(arguments: [0.05, 0.1, 0.25])
    func everyPointLeftOutLiesWithinTheToleranceOfTheLineDrawnInItsPlace(tolerance: Double) {
        // A smooth daily cycle sampled hourly, as the bundled temperatures: ~2 points per column.
        let pts = (0..<1_500).map { i in
            Point(x: 50 + Double(i) * 0.53, y: 250 + 75 * sin(Double(i) * 2 * .pi / 24) + 0.01 * Double(i % 7))
        }
        let out = Self.simplified(pts, tolerance: tolerance)
        #expect(out.count < pts.count * 9 / 10, "\(out.count) of \(pts.count)")
        // The kept points are a subsequence: every point between two kept ones lies within
        // the tolerance of the segment that joins them.
        var kept: [Int] = []
        var i = 0
        for q in out {
            while pts[i] != q { i += 1 }
            kept.append(i)
        }
        #expect(kept.first == 0 && kept.last == pts.count - 1)
        for (a, b) in zip(kept, kept.dropFirst()) {
            for k in a...b {
                #expect(Self.distance(pts[k], pts[a], pts[b]) <= tolerance + 1e-9)
            }
        }
    }

    @Test func aStrokedLongPolylineNeedsFewerTrianglesAndKeepsItsExtent() {
        let pts = (0..<1_000).map { i in Point(x: 20 + Double(i) * 0.6, y: 200 + 60 * sin(Double(i) / 9)) }
        var t = Tessellator(scale: 1)
        t.add(.polyline(range: 0..<pts.count, width: 1.5, .white), points: pts)
        #expect(t.indices.count / 3 < 6 * (pts.count - 1) * 8 / 10)
        // The stroke still reaches the data's extremes (half the width plus the fringe beyond,
        // less the tolerance at most: no peak is cut) and the joins stay within the miter limit.
        let ys = t.vertices.map { Double($0.y) }
        let top = pts.map(\.y).min()!
        let bottom = pts.map(\.y).max()!
        let reach = 0.75 + 0.5
        #expect(ys.min()! <= top - reach + Tessellator.maxSimplifyError && ys.min()! >= top - reach * Tessellator.miterLimit)
        #expect(ys.max()! >= bottom + reach - Tessellator.maxSimplifyError && ys.max()! <= bottom + reach * Tessellator.miterLimit)
    }
}
