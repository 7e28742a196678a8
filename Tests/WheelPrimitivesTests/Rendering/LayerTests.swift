import Testing

@testable import WheelPrimitives

/// Retained layers in the display list: content keys, matching markers, the text dump, and
/// the frame comparison used to skip redraws.
@Suite struct LayerTests {
    static let red = Color(r: 200, g: 30, b: 40)
    static let bounds = Rect(x: 10, y: 20, width: 100, height: 50)

    /// A list with `prefix` points before one layer holding a polyline through `pts` and a text.
    static func list(prefixPoints: Int = 0, pts: [Point], text: String = "a", bounds: Rect = bounds) -> DisplayList {
        var l = DisplayList()
        if prefixPoints >= 2 {
            l.appendPolyline((0..<prefixPoints).map { Point(x: Double($0), y: 0) }, width: 1, color: red)
        }
        l.beginLayer(bounds: bounds)
        l.append(.fillRect(bounds, .white))
        l.appendPolyline(pts, width: 1.5, color: red)
        l.append(.text(TextRun(text, at: Point(x: 20, y: 30), style: TextStyle(size: 12), color: red)))
        l.endLayer()
        return l
    }

    static func key(_ l: DisplayList) -> UInt64? {
        for c in l.commands { if case .beginLayer(let layer) = c { return layer.key } }
        return nil
    }

    static let line = [Point(x: 12, y: 22), Point(x: 50, y: 60), Point(x: 90, y: 25)]

    @Test func theKeyFollowsTheContentNotWhereItsPointsSit() throws {
        let a = try #require(Self.key(Self.list(pts: Self.line)))
        // The same layer after other points in the buffer: the same key.
        #expect(Self.key(Self.list(prefixPoints: 7, pts: Self.line)) == a)
        // A moved point, another text or other bounds: another key.
        var moved = Self.line
        moved[1].y += 0.01
        #expect(Self.key(Self.list(pts: moved)) != a)
        #expect(Self.key(Self.list(pts: Self.line, text: "b")) != a)
        #expect(Self.key(Self.list(pts: Self.line, bounds: Self.bounds.insetBy(dx: 1, dy: 0))) != a)
    }

    @Test func markersMatchAcrossNestingAndAnUnclosedLayerHasNoEnd() {
        var l = DisplayList()
        l.beginLayer(bounds: Self.bounds)
        l.append(.fillRect(Self.bounds, Self.red))
        l.beginLayer(bounds: Self.bounds)
        l.append(.fillRect(Self.bounds, .white))
        l.endLayer()
        l.endLayer()
        l.beginLayer(bounds: Self.bounds)
        #expect(l.layerEnd(from: 0) == 5)
        #expect(l.layerEnd(from: 2) == 4)
        #expect(l.layerEnd(from: 6) == nil)
        // A stray endLayer adds nothing.
        var m = DisplayList()
        m.endLayer()
        #expect(m.count == 0)
    }

    @Test func theTextDumpShowsTheBoundsButNotThePerProcessKey() {
        let dump = Self.list(pts: Self.line).textDump()
        #expect(dump.contains("beginLayer [10,20 100x50]\n"))
        #expect(dump.hasSuffix("endLayer\n"))
    }

    @Test func drawsSameComparesBackgroundCommandsAndPoints() {
        let a = Self.list(pts: Self.line)
        #expect(a.drawsSame(as: Self.list(pts: Self.line)))
        var moved = Self.line
        moved[2].x += 1
        #expect(!a.drawsSame(as: Self.list(pts: moved)))
        var b = Self.list(pts: Self.line)
        b.background = .white
        #expect(!a.drawsSame(as: b))
        #expect(!a.drawsSame(as: DisplayList()))
    }

    @Test func tessellatorOriginShiftsEveryVertexByWholePixels() {
        var t = Tessellator(scale: 2)
        t.add(.fillRect(Rect(x: 10, y: 10, width: 5, height: 5), Self.red), points: [])
        let plain = t.vertices
        var u = Tessellator(scale: 2)
        u.origin = Point(x: 16, y: 8)
        u.add(.fillRect(Rect(x: 10, y: 10, width: 5, height: 5), Self.red), points: [])
        #expect(u.vertices.count == plain.count && !plain.isEmpty)
        for (p, q) in zip(plain, u.vertices) {
            #expect(q.x == p.x - 16 && q.y == p.y - 8 && q.color == p.color)
        }
        #expect(!Tessellator.isShape(.beginLayer(Layer(bounds: Self.bounds, key: 1))))
        #expect(!Tessellator.isShape(.endLayer))
    }
}
