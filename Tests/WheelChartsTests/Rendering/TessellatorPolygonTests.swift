import RealModule
import Testing

@testable import WheelCharts
@testable import WheelPrimitives

/// Coverage-weighted area (pixels²) of a tessellator's triangles (alpha interpolated linearly).
private func coverage(_ t: Tessellator, weighted: Bool = true) -> Double {
    var total = 0.0
    var i = 0
    while i + 2 < t.indices.count {
        let a = t.vertices[Int(t.indices[i])]
        let b = t.vertices[Int(t.indices[i + 1])]
        let c = t.vertices[Int(t.indices[i + 2])]
        let cross = (Double(b.x) - Double(a.x)) * (Double(c.y) - Double(a.y)) - (Double(c.x) - Double(a.x)) * (Double(b.y) - Double(a.y))
        let w = weighted ? (Double(a.color.a) + Double(b.color.a) + Double(c.color.a)) / (3 * 255) : 1
        total += abs(cross) / 2 * w
        i += 3
    }
    return total
}

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
        #expect(abs(coverage(polygon(square, aa: false), weighted: false) - 1600) < 1e-6)
        #expect(abs(coverage(polygon(square)) - 1600) < 1)
        #expect(abs(coverage(polygon(square.reversed())) - 1600) < 1)
    }

    @Test func pieSliceLargerThanHalfATurnIsFilledExactly() {
        // A 3/4 slice (reflex angle at the centre) is star-shaped about its vertex centroid.
        let morph = ColumnSliceMorph(
            column: .zero, slice: Wedge(center: Point(x: 100, y: 100), innerRadius: 0, outerRadius: 80, startAngle: 0, endAngle: 1.5 * Double.pi))
        let pts = (0..<ColumnSliceMorph.vertexCount).map { morph.sliceVertex($0) }
        let n = Double(ColumnSliceMorph.arcSegments)
        let chordAngle: Double = 1.5 * Double.pi / n
        let exact: Double = 0.5 * 6400 * n * Double.sin(chordAngle)
        #expect(abs(coverage(polygon(pts, aa: false), weighted: false) - exact) < 1e-3)
        #expect(abs(coverage(polygon(pts)) - exact) / exact < 0.01)
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
