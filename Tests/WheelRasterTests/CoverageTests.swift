import PropertyBased
import Testing
import WheelRaster
import WheelRendering

/// Coverage (sum of alpha) of filled shapes against their analytic areas, and the
/// anti-aliased edge pixels in between.
struct CoverageTests {
    @Test func rectangleCoverageIsItsArea() {
        let c = Canvas(width: 100, height: 80)
        let r = Rect(x: 10.3, y: 20.7, width: 50.4, height: 30.2)
        c.draw(shapes([.fillRect(r, .white)]))
        #expect(abs(c.coverage - r.width * r.height) < 0.5)
        #expect(c.color(30, 30) == .white)
        #expect(c.alpha(5, 5) == 0)
    }

    @Test func randomRectanglesCoverTheirArea() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: 0...30), Gen.double(in: 0...30), Gen.double(in: 2...30),
            Gen.double(in: 2...30)
        ) { x, y, w, h in
            let c = Canvas(width: 64, height: 64)
            c.draw(shapes([.fillRect(Rect(x: x, y: y, width: w, height: h), .white)]))
            // The fringe's linear ramp is exact for straight edges; corners lose < ¼ px² each.
            // (Below 1 px the two fringes of a side overlap: the model's known limit.)
            #expect(abs(c.coverage - w * h) < 1.0 + 0.01 * w * h)
        }
    }

    @Test(arguments: [3.2, 10.0, 40.3, 77.7])
    func discCoverageIsPiRSquared(radius: Double) {
        let c = Canvas(width: 200, height: 200)
        c.draw(shapes([.fillCircle(center: Point(x: 100.37, y: 99.81), radius: radius, .white)]))
        let area = Double.pi * radius * radius
        // Chords sit inside the arc (sagitta ≤ 0.25 px): at most ~⅔·0.25·perimeter missing.
        let slack = 0.17 * 2 * Double.pi * radius + 1
        #expect(c.coverage <= area + 1)
        #expect(c.coverage >= area - slack)
    }

    @Test func wedgeCoverageIsTheAnnularSectorArea() {
        let c = Canvas(width: 240, height: 240)
        let w = Wedge(center: Point(x: 120.2, y: 119.6), innerRadius: 40.5, outerRadius: 100.25, startAngle: 0.3, endAngle: 1.9)
        c.draw(shapes([.fillWedge(w, .white)]))
        let area = (w.endAngle - w.startAngle) / 2 * (w.outerRadius * w.outerRadius - w.innerRadius * w.innerRadius)
        #expect(abs(c.coverage - area) / area < 0.01)
    }

    @Test(arguments: [(20.5, 128), (20.25, 191), (20.75, 64), (20.0, 255)])
    func edgePixelAlphaFollowsSubPixelPosition(left: Double, expected: Int) {
        let c = Canvas(width: 60, height: 40)
        c.draw(shapes([.fillRect(Rect(x: left, y: 5, width: 30, height: 30), .white)]))
        // Column 20 is covered by 21 − left of its width.
        #expect(abs(c.alpha(20, 20) - expected) <= 2)
        #expect(c.alpha(19, 20) == 0)
        #expect(c.alpha(21, 20) == 255)
    }

    @Test func wedgeRimHasIntermediatePixels() {
        let c = Canvas(width: 200, height: 200)
        let w = Wedge(center: Point(x: 100, y: 100), innerRadius: 30, outerRadius: 80, startAngle: 0, endAngle: .pi / 2)
        c.draw(shapes([.fillWedge(w, .white)]))
        var partial = 0
        for y in 0..<200 {
            for x in 0..<200 where c.alpha(x, y) > 0 && c.alpha(x, y) < 255 { partial += 1 }
        }
        // Rim pixels ≈ the two arcs' length (the radial sides lie on pixel boundaries: crisp).
        let perimeter = Double.pi / 2 * (80 + 30)
        #expect(Double(partial) > 0.8 * perimeter && Double(partial) < 2.5 * perimeter)
        #expect(c.alpha(100 + 39, 100 + 39) == 255)
        #expect(c.alpha(100 + 39, 100 - 39) == 0)  // up-right: outside (clockwise angles)
    }

    @Test func scaleMultipliesGeometry() {
        let c = Canvas(width: 100, height: 100)
        c.draw(shapes([.fillRect(Rect(x: 10, y: 10, width: 20, height: 20), .white)]), scale: 2)
        #expect(abs(c.coverage - 1600) < 0.5)
        #expect(c.alpha(55, 55) == 255)
        #expect(c.alpha(61, 61) == 0)
    }
}
