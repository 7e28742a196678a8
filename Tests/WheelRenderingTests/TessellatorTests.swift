import PropertyBased
import Testing

@testable import WheelRendering
import TestSupport

private func allFinite(_ t: Tessellator) -> Bool {
    t.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite }
        && t.indices.allSatisfy { $0 >= 0 && Int($0) < t.vertices.count }
        && t.indices.count % 3 == 0
}

private func tessellate(_ c: DisplayCommand, points: [Point] = [], aa: Bool = true, scale: Double = 1)
    -> Tessellator
{
    var t = Tessellator(scale: scale, antiAliasing: aa)
    t.add(c, points: points)
    return t
}

private let red = Color(r: 255, g: 0, b: 0)

@Test func discAreaMatchesAnalytic() {
    let r = 40.0
    let cmd = DisplayCommand.fillCircle(center: Point(x: 100, y: 100), radius: r, red)
    let exact = Double.pi * r * r
    #expect(abs(meshArea(tessellate(cmd, aa: false), weighted: false) - exact) / exact < 0.01)
    #expect(abs(meshArea(tessellate(cmd), weighted: true) - exact) / exact < 0.01)
}

@Test(arguments: [0.0, 20.0])
func wedgeAreaMatchesAnalytic(inner: Double) {
    let w = Wedge(center: Point(x: 0, y: 0), innerRadius: inner, outerRadius: 60, startAngle: 0.3, endAngle: 2.2)
    let exact = (2.2 - 0.3) / 2 * (60 * 60 - inner * inner)
    let cmd = DisplayCommand.fillWedge(w, red)
    #expect(abs(meshArea(tessellate(cmd, aa: false), weighted: false) - exact) / exact < 0.01)
    #expect(abs(meshArea(tessellate(cmd), weighted: true) - exact) / exact < 0.01)
}

@Test func wedgeFollowsScreenAngles() {
    // Quarter from 0 to π/2 goes clockwise on screen: from 3 o'clock down to 6 o'clock,
    // so all of it lies at x >= 0, y >= 0 (y down).
    let w = Wedge(center: .zero, innerRadius: 10, outerRadius: 50, startAngle: 0, endAngle: .pi / 2)
    let t = tessellate(.fillWedge(w, red), aa: false)
    #expect(!t.vertices.isEmpty)
    #expect(t.vertices.allSatisfy { $0.x >= -1e-3 && $0.y >= -1e-3 })
}

@Test func fringeIsTransparentOutsideAndOpaqueInside() {
    let r = 30.0
    let c = Point(x: 50, y: 50)
    let t = tessellate(.fillCircle(center: c, radius: r, red))
    var maxDist = 0.0
    for v in t.vertices {
        let d = Point(x: Double(v.x), y: Double(v.y)).distance(to: c)
        maxDist = max(maxDist, d)
        if d > r + 0.01 { #expect(v.color.a == 0) }
        if d < r - 0.01 { #expect(v.color.a == 255) }
    }
    // The fringe reaches half a pixel (plus miter slack) beyond the edge.
    #expect(maxDist > r + 0.4 && maxDist < r + 0.6)
}

@Test func rectAndStrokeRectAreas() {
    let r = Rect(x: 10, y: 10, width: 40, height: 30)
    #expect(abs(meshArea(tessellate(.fillRect(r, red), aa: false), weighted: false) - 1200) < 1e-3)
    #expect(abs(meshArea(tessellate(.fillRect(r, red)), weighted: true) - 1200) < 0.5)
    let stroke = meshArea(tessellate(.strokeRect(r, width: 4, red), aa: false), weighted: false)
    #expect(abs(stroke - (1200 - 32 * 22)) < 1e-2)
}

@Test func lineCoverageIsLengthTimesWidth() {
    for width in [0.5, 1.0, 3.0] {
        let t = tessellate(.line(from: Point(x: 10, y: 10), to: Point(x: 110, y: 10), width: width, red))
        #expect(abs(meshArea(t, weighted: true) - 100 * width) < 0.02 * 100 * width + 0.5)
    }
}

@Test func scaleMultipliesCoordinates() {
    let cmd = DisplayCommand.fillRect(Rect(x: 1, y: 2, width: 10, height: 10), red)
    let t = tessellate(cmd, aa: false, scale: 2)
    #expect(abs(meshArea(t, weighted: false) - 400) < 1e-3)
    #expect(t.vertices.contains { $0.x == 2 && $0.y == 4 })
}

@Test func degenerateShapesProduceNoNaN() {
    let p = Point(x: 5, y: 5)
    let cmds: [DisplayCommand] = [
        .fillCircle(center: p, radius: 0, red),
        .fillCircle(center: p, radius: -3, red),
        .fillCircle(center: Point(x: .nan, y: 0), radius: 4, red),
        .line(from: p, to: p, width: 2, red),
        .line(from: p, to: Point(x: 9, y: 5), width: .nan, red),
        .polyline(range: 0..<1, width: 2, red),
        .polyline(range: 3..<99, width: 2, red),
        .fillWedge(Wedge(center: p, innerRadius: 0, outerRadius: 10, startAngle: 1, endAngle: 1), red),
        .fillWedge(Wedge(center: p, innerRadius: 10, outerRadius: 10, startAngle: 0, endAngle: 1), red),
        .fillWedge(Wedge(center: p, innerRadius: 0, outerRadius: 0, startAngle: 0, endAngle: 1), red),
        .fillWedge(Wedge(center: p, innerRadius: 0, outerRadius: 10, startAngle: 0, endAngle: .infinity), red),
        .strokeCircle(center: p, radius: 0, width: 1, red),
        .fillRoundedRect(Rect(x: 0, y: 0, width: 0, height: 10), radius: 4, red),
        .fillTriangle(p, p, Point(x: 9, y: 9), red),
        .strokeRect(Rect(x: 0, y: 0, width: 10, height: 10), width: 0, red),
    ]
    var t = Tessellator()
    for c in cmds {
        t.add(c, points: [p])
        #expect(allFinite(t))
    }
    #expect(t.vertices.isEmpty)
}

@Test func hugeSpanIsClampedToFullRing() {
    let full = Wedge(center: .zero, innerRadius: 20, outerRadius: 40, startAngle: 0, endAngle: 2 * .pi)
    let huge = Wedge(center: .zero, innerRadius: 20, outerRadius: 40, startAngle: -3, endAngle: 50)
    let a = meshArea(tessellate(.fillWedge(full, red)), weighted: true)
    let b = meshArea(tessellate(.fillWedge(huge, red)), weighted: true)
    let exact = Double.pi * (40 * 40 - 20 * 20)
    #expect(abs(a - exact) / exact < 0.01)
    #expect(abs(b - a) < 1e-6)
}

@Test func polylineWithSharpTurnsStaysFinite() {
    let pts = [
        Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 0, y: 1), Point(x: 0, y: 1),
        Point(x: 50, y: 50), Point(x: 50, y: 50.0001), Point(x: 51, y: 80),
    ]
    for w in [0.3, 1, 6] {
        let t = tessellate(.polyline(range: 0..<pts.count, width: w, red), points: pts)
        #expect(allFinite(t))
        #expect(!t.indices.isEmpty)
    }
}

@Test func arcSegmentsKeepChordErrorSmall() {
    for r in [1.0, 10, 100, 1000] {
        let n = Tessellator.arcSegments(radius: r, span: 2 * .pi)
        let sagitta = r * (1 - Double.cos(Double.pi / Double(n)))
        #expect(sagitta <= Tessellator.maxChordError + 1e-9 || n == Tessellator.maxCircleSegments)
    }
}

@Test func resetKeepsCapacity() {
    var t = Tessellator()
    t.add(.fillCircle(center: Point(x: 50, y: 50), radius: 40, red), points: [])
    let cap = t.vertices.capacity
    t.reset()
    #expect(t.vertices.isEmpty && t.indices.isEmpty)
    #expect(t.vertices.capacity == cap)
    let added = t.add(.popClip, points: [])
    #expect(!added)
}

@Test func randomWedgesAreFiniteAndHaveTheRightArea() async {
    await propertyCheck(
        count: 200, input: Gen.double(in: 0...80), Gen.double(in: 1...80), Gen.double(in: -10...10),
        Gen.double(in: 0...7)
    ) { inner, thickness, start, span in
        let w = Wedge(
            center: Point(x: 100, y: 100), innerRadius: inner, outerRadius: inner + thickness,
            startAngle: start, endAngle: start + span)
        let t = tessellate(.fillWedge(w, red), aa: false)
        #expect(allFinite(t))
        let s = min(span, 2 * .pi)
        let exact = s / 2 * ((inner + thickness) * (inner + thickness) - inner * inner)
        // Flattening loses at most ~(2/3)·sagitta·arc length (sagitta <= 0.25 px).
        let arcLength = (inner + thickness) * s
        #expect(abs(meshArea(t, weighted: false) - exact) <= 0.01 * exact + 0.2 * arcLength + 0.01)
    }
}

@Test func warmBuffersDoNotGrow() {
    let pts = (0..<50).map { Point(x: Double($0) * 4, y: Double($0 % 7) * 3) }
    var t = Tessellator(scale: 2)
    func frame() {
        t.reset()
        t.add(.fillWedge(Wedge(center: Point(x: 50, y: 50), innerRadius: 10, outerRadius: 40, startAngle: 0, endAngle: 3), red), points: pts)
        t.add(.polyline(range: 0..<50, width: 2, red), points: pts)
        t.add(.fillRoundedRect(Rect(x: 0, y: 0, width: 50, height: 20), radius: 6, red), points: pts)
    }
    frame()
    let caps = (t.vertices.capacity, t.indices.capacity)
    for _ in 0..<5 { frame() }
    #expect(t.vertices.capacity == caps.0 && t.indices.capacity == caps.1)
}

@Test func pixelOffsetRoundsVerticesToTheNearestWholePixel() {
    // For a backend that truncates: every vertex is rounded here, negative ones too (a shape
    // left of a layer texture), the way truncation rounds positive ones.
    var t = Tessellator(antiAliasing: false)
    t.pixelOffset = 0.5
    t.add(.fillRect(Rect(x: 1.4, y: 1.6, width: 2, height: 2), red), points: [])
    #expect(t.vertices.contains { $0.x == 1 && $0.y == 2 } && t.vertices.contains { $0.x == 3 && $0.y == 4 })
    t.reset()
    t.origin = Point(x: 10, y: 10)
    t.add(.fillRect(Rect(x: 1.4, y: 1.6, width: 2, height: 2), red), points: [])
    #expect(t.vertices.contains { $0.x == -9 && $0.y == -8 } && t.vertices.contains { $0.x == -7 && $0.y == -6 })
}
