import RealModule
import Testing

@testable import WheelRendering
import TestSupport

private func polygon(_ pts: [Point], aa: Bool = true) -> Tessellator {
    var list = DisplayList()
    let start = list.beginPolyline()
    for p in pts { list.addPoint(p) }
    list.endPolygon(start: start, color: Color(r: 255, g: 0, b: 0))
    var t = Tessellator(scale: 1, antiAliasing: aa)
    for c in list.commands { t.add(c, points: list.points) }
    return t
}

@Suite struct TessellatorPolygonTests {
    @Test func squareAreaWithAndWithoutFringe() {
        let square = [Point(x: 10, y: 10), Point(x: 50, y: 10), Point(x: 50, y: 50), Point(x: 10, y: 50)]
        #expect(abs(meshArea(polygon(square, aa: false), weighted: false) - 1600) < 1e-6)
        #expect(abs(meshArea(polygon(square)) - 1600) < 1)
        #expect(abs(meshArea(polygon(square.reversed())) - 1600) < 1)
    }

    @Test func pieSliceLargerThanHalfATurnIsFilledExactly() {
        // A 3/4 slice (reflex angle at the centre) is star-shaped about its vertex centroid.
        // The centre and the arc's chord points, as the spring chart's pie slices are drawn.
        let segments = 48
        let pts =
            [Point(x: 100, y: 100)]
            + (0...segments).map { i in
                let a = 1.5 * Double.pi * Double(i) / Double(segments)
                return Point(x: 100 + 80 * Double.cos(a), y: 100 + 80 * Double.sin(a))
            }
        let n = Double(segments)
        let chordAngle: Double = 1.5 * Double.pi / n
        let exact: Double = 0.5 * 6400 * n * Double.sin(chordAngle)
        #expect(abs(meshArea(polygon(pts, aa: false), weighted: false) - exact) < 1e-3)
        #expect(abs(meshArea(polygon(pts)) - exact) / exact < 0.01)
    }

    @Test func degenerateInputDrawsNothing() {
        #expect(polygon([Point(x: 0, y: 0), Point(x: 1, y: 1)]).vertices.isEmpty)
        #expect(polygon([Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2)]).indices.isEmpty)
        let t = polygon([Point(x: .nan, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
        #expect(t.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        var bad = Tessellator()
        let handled = bad.add(.fillPolygon(range: 5..<900, .white), points: [])
        #expect(handled)
        #expect(bad.vertices.isEmpty)
    }
}
