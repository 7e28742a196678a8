import Testing
import WheelRendering

// WheelRendering's rectangle and colour helpers (Geometry+Helpers.swift).

@Test func rectContainsAndIntersects() {
    let r = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(r.contains(Point(x: 10, y: 20)))
    #expect(!r.contains(Point(x: 40, y: 20)))
    #expect(r.intersects(Rect(x: 39, y: 59, width: 5, height: 5)))
    #expect(!r.intersects(Rect(x: 40, y: 20, width: 5, height: 5)))
}

@Test func colorOpacityClampsAndHandlesNaN() {
    #expect(Color.white.withOpacity(0.5).a == 128)
    #expect(Color.white.withOpacity(.nan).a == 0)
    #expect(Color.white.withOpacity(7).a == 255)
}
