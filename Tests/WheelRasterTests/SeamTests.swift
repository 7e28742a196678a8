import Testing
import WheelRaster
import WheelRendering

/// Shapes made of many triangles are filled exactly once inside: with a translucent colour
/// over transparent black, a pixel blended twice would be more opaque and a missed one clear.
struct SeamTests {
    private static let half = Color(r: 255, g: 255, b: 255, a: 128)

    /// Checks that every pixel farther than 1.5 px from the shape's boundary has alpha 128.
    private func expectUniform(_ c: Canvas, inside: (Double, Double) -> Double?) {
        var bad = 0
        var checked = 0
        for y in 0..<c.height {
            for x in 0..<c.width {
                guard let d = inside(Double(x) + 0.5, Double(y) + 0.5), d > 1.5 else { continue }
                checked += 1
                if c.alpha(x, y) != 128 { bad += 1 }
            }
        }
        #expect(checked > 100)
        #expect(bad == 0)
    }

    @Test(arguments: [0.0, 0.37, 0.5])
    func translucentRingWedgeHasNoSeams(offset: Double) {
        let c = Canvas(width: 220, height: 220)
        let center = Point(x: 110 + offset, y: 110 - offset)
        let w = Wedge(center: center, innerRadius: 33.3, outerRadius: 100.7, startAngle: -2.5, endAngle: 2.9)
        let r = c.draw(shapes([.fillWedge(w, Self.half)]))
        #expect(r.lastTriangleCount > 50)
        expectUniform(c) { x, y in
            let dx = x - center.x, dy = y - center.y
            let rr = (dx * dx + dy * dy).squareRoot()
            let a = Double.atan2(y: dy, x: dx)
            guard a > w.startAngle + 0.05, a < w.endAngle - 0.05 else { return nil }
            return min(rr - w.innerRadius, w.outerRadius - rr - 0.3)
        }
    }

    @Test func translucentDiscAndRoundedRectHaveNoSeams() {
        let c = Canvas(width: 200, height: 200)
        c.draw(shapes([.fillCircle(center: Point(x: 60.3, y: 60.6), radius: 45.2, Self.half)]))
        expectUniform(c) { x, y in
            let dx = x - 60.3, dy = y - 60.6
            return 45.2 - 0.3 - (dx * dx + dy * dy).squareRoot()
        }
        let d = Canvas(width: 200, height: 200)
        d.draw(shapes([.fillRoundedRect(Rect(x: 20.2, y: 30.7, width: 150.5, height: 90.1), radius: 20, Self.half)]))
        #expect(d.alpha(100, 80) == 128)
        expectUniform(d) { x, y in
            min(x - 20.2 - 20, 170.7 - 20 - x, y - 30.7, 120.8 - y)
        }
    }

    @Test func translucentThickPolylineInteriorIsUniform() {
        // A straight multi-segment line: its quads share cross-sections.
        let c = Canvas(width: 200, height: 60)
        var l = DisplayList()
        l.background = .clear
        l.appendPolyline(
            [Point(x: 10.2, y: 30.3), Point(x: 60.7, y: 30.3), Point(x: 120.1, y: 30.3), Point(x: 190.4, y: 30.3)],
            width: 12, color: Self.half)
        c.draw(l)
        expectUniform(c) { x, y in
            min(x - 10.2, 190.4 - x, 6 - abs(y - 30.3))
        }
    }

    @Test func sharedEdgesOfAdjacentTrianglesAreCoveredOnce() {
        // A fan of raw triangles around one centre, vertices at odd sub-pixel positions.
        let c = Canvas(width: 100, height: 100)
        var verts: [TessVertex] = [TessVertex(x: 50.31, y: 49.77, color: Self.half)]
        let n = 37
        for k in 0...n {
            let a = 2 * Double.pi * Double(k) / Double(n)
            verts.append(TessVertex(x: Float(50.31 + 40 * Double.cos(a)), y: Float(49.77 + 40 * Double.sin(a)), color: Self.half))
        }
        var idx: [Int32] = []
        for k in 1...n { idx += [0, Int32(k), Int32(k + 1)] }
        c.withBuffer { buf in
            let r = TriangleRasterizer(buffer: buf)
            #expect(r.fill(vertices: verts, indices: idx) == n)
        }
        var values = Set<Int>()
        for y in 0..<100 { for x in 0..<100 { values.insert(c.alpha(x, y)) } }
        #expect(values == [0, 128])
    }
}
