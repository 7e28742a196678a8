import Foundation
import Testing

@testable import WheelRendering

/// Dense polylines (several points per pixel column) are drawn as one vertical span per column.
@Suite struct TessellatorSpanTests {
    static let blue = Color(r: 40, g: 90, b: 220)

    /// An M4-like series: four points per pixel column (first, min, max, last) from a seeded walk,
    /// from x = 10 over `columns` columns, in points at scale 1.
    static func m4(columns: Int, seed: UInt64 = 9) -> [Point] {
        var rng = seed
        func next() -> Double {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            return Double(rng >> 11) / Double(1 << 53)
        }
        var y = 100.0
        var pts: [Point] = []
        for c in 0..<columns {
            let x = 10 + Double(c)
            let a = y + (next() - 0.5) * 8
            let b = y + (next() - 0.5) * 8
            y += (next() - 0.5) * 6
            pts += [Point(x: x + 0.1, y: a), Point(x: x + 0.4, y: min(a, b) - 3), Point(x: x + 0.6, y: max(a, b) + 3), Point(x: x + 0.9, y: y)]
        }
        return pts
    }

    static func stroke(_ pts: [Point], width: Double = 1.5, scale: Double = 1) -> Tessellator {
        var t = Tessellator(scale: scale)
        t.add(.polyline(range: 0..<pts.count, width: width, blue), points: pts)
        return t
    }

    @Test(arguments: [1.0, 0.5])
    func aDenseSeriesIsOneSpanPerColumnCoveringItsColumnsExtent(scale: Double) {
        let pts = Self.m4(columns: 200)
        let t = Self.stroke(pts, scale: scale)
        let columns = Int((pts.last!.x * scale).rounded(.down) - (pts.first!.x * scale).rounded(.down)) + 1
        #expect(t.indices.count == 6 * 3 * columns)
        #expect(t.vertices.count == 8 * columns)
        let half = max(1, 1.5 * scale) / 2
        for k in 0..<columns {
            let v = Array(t.vertices[(8 * k)..<(8 * k + 8)])
            let x0 = Double(v[0].x)
            // Columns abut on whole pixels.
            #expect(x0 == (pts[0].x * scale).rounded(.down) + Double(k) && Double(v[1].x) == x0 + 1)
            // The span covers every point of the column, widened by half the width, with a 1 px fringe.
            let inColumn = pts.map { Point(x: $0.x * scale, y: $0.y * scale) }.filter { $0.x >= x0 && $0.x < x0 + 1 }
            let top = Double(v[2].y) - 0.5  // the core starts half a fringe inside the edge
            let bottom = Double(v[4].y) + 0.5
            for p in inColumn {
                #expect(top <= p.y - half + 1e-3 && bottom >= p.y + half - 1e-3)  // 1e-3 px: Float rounding
            }
            // Thinner than a pixel (1.5 pt at 0.5 px/pt): 1 px tall at 75 % alpha.
            let core = Self.blue.withOpacity(min(1, 1.5 * scale)).a
            #expect(v[0].color.a == 0 && v[2].color.a == core && v[4].color.a == core && v[6].color.a == 0)
        }
    }

    /// A series reduced per point (an M4 column a point wide) and drawn at scale 2 has 2
    /// points per pixel column: dense, counted per point, so drawn as spans (one per pixel
    /// column) as at scale 1, instead of stroked with its joins. A zigzag of 4 points per
    /// point column turns 2 times per pixel column there, more than a moiré-prone oscillation.
    /// Half as many points per point column is not dense.
    @Test func aSeriesReducedPerPointIsDenseAtScaleTwo() {
        let pts = (0..<200).flatMap { c -> [Point] in
            let x = 10 + Double(c), y = 100 + 10 * sin(Double(c) / 9)
            return [Point(x: x + 0.1, y: y + 3), Point(x: x + 0.4, y: y - 4), Point(x: x + 0.6, y: y + 5), Point(x: x + 0.9, y: y - 2)]
        }
        let hidpi = Self.stroke(pts, scale: 2)
        let columns = Int((pts.last!.x * 2).rounded(.down) - (pts.first!.x * 2).rounded(.down)) + 1
        #expect(hidpi.indices.count == 6 * 3 * columns)
        #expect(hidpi.vertices.count == 8 * columns)
        // Every other point: 2 per point column, 1 per pixel column.
        let sparser = Self.stroke(stride(from: 0, to: pts.count, by: 2).map { pts[$0] }, scale: 2)
        #expect(sparser.indices.count != 6 * 3 * columns)
    }

    @Test func aFlatDenseLineCoversItsWidthPerColumnAndIsCheaperThanStrokes() {
        let pts = (0..<400).map { Point(x: 20 + Double($0) * 0.25, y: 50.5) }
        let spans = Self.stroke(pts)
        #expect(spans.indices.count == 6 * 3 * 100)
        // Coverage per column: the core (1.5 px − 1 px of fringe) plus two half fringes = 1.5 px.
        let v = spans.vertices
        let core = Double(v[4].y - v[2].y)
        #expect(abs(core + 1 - 1.5) < 1e-4)
        // The sparse version of the same line (one point per 4 columns) is stroked with joins.
        let sparse = Self.stroke(stride(from: 0, to: 400, by: 16).map { pts[$0] })
        #expect(sparse.indices.count != 6 * 3 * 100)
    }

    @Test func sparseBackwardsOrWideLinesKeepTheirJoins() {
        let pts = Self.m4(columns: 50)
        var backwards = pts
        backwards.swapAt(10, 11)
        backwards[11].x = backwards[10].x - 0.05
        for t in [Self.stroke(backwards), Self.stroke(pts, width: 4)] {
            // Strokes: 4 vertices per section, at least one section per point.
            #expect(t.vertices.count >= 4 * pts.count)
        }
        #expect(Self.stroke(pts).vertices.count == 8 * 50)
    }

    @Test func aThinDenseLineIsOnePixelTallWithItsAlphaScaled() {
        let pts = (0..<40).map { Point(x: 5 + Double($0) * 0.25, y: 9.5) }
        let t = Self.stroke(pts, width: 0.5)
        #expect(t.vertices.count == 8 * 10)
        #expect(t.vertices[2].color.a == Self.blue.withOpacity(0.5).a)
        #expect(abs(Double(t.vertices[4].y - t.vertices[2].y)) < 1e-4)
    }

    @Test func stepsBetweenColumnsAreJoinedByTheCrossingY() {
        // Two dense runs 20 px apart in y joined by one segment across a column edge.
        let pts = [Point(x: 0.1, y: 0), Point(x: 0.5, y: 0), Point(x: 0.9, y: 0), Point(x: 1.1, y: 20), Point(x: 1.5, y: 20), Point(x: 1.9, y: 20)]
        let t = Self.stroke(pts, width: 1)
        #expect(t.vertices.count == 16)
        // Column 0 reaches down to the crossing at x = 1 (y = 10), column 1 up to it.
        #expect(abs(Double(t.vertices[4].y) - (10 + 0.5 - 0.5)) < 1e-4)
        #expect(abs(Double(t.vertices[8 + 2].y) - (10 - 0.5 + 0.5)) < 1e-4)
    }

    /// A dense line that turns every two pixels or so (a daily cycle of hourly samples at an
    /// 8-month span: a period of about 3.75 pixels) is stroked, not drawn as spans: snapped to
    /// whole pixel columns, its steep strokes 3 or 4 pixels apart beat with the pixel grid
    /// (moiré while panning). Zigzags inside the columns (M4) and flat runs stay spans.
    @Test func aLineOscillatingEveryFewPixelsIsStrokedNotSpanned() {
        // Hourly samples, 6.4 per pixel, of a daily cycle 40 px tall, over 300 columns.
        let pts = (0..<1_920).map { i -> Point in
            let x = 10 + Double(i) / 6.4
            return Point(x: x, y: 100 + 20 * sin(Double(i) * 2 * Double.pi / 24))
        }
        let t = Self.stroke(pts)
        let columns = 300
        #expect(t.vertices.count != 8 * columns && t.vertices.count != 8 * (columns + 1))
        #expect(t.vertices.count >= 4 * 200)  // strokes: sections along the line
        // An M4 zigzag over as many columns is still one span per column.
        #expect(Self.stroke(Self.m4(columns: columns)).vertices.count == 8 * columns)
    }
}
