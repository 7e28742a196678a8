import Foundation
import Testing

@testable import WheelRendering

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

    /// The points' mix (PointMix) tells apart any one coordinate moved by one step of its
    /// last bit, two points swapped, x and y swapped, and a point more; -0 and +0 draw the same.
    @Test func everyPointAndItsOrderReachTheKey() throws {
        let pts = (0..<200).map { Point(x: 12 + Double($0) * 0.37, y: 40 + sin(Double($0)) * 20) }
        let a = try #require(Self.key(Self.list(pts: pts)))
        for i in stride(from: 0, to: pts.count, by: 7) {
            var nudged = pts
            nudged[i].x = nudged[i].x.nextUp
            #expect(Self.key(Self.list(pts: nudged)) != a, "x of point \(i)")
            nudged = pts
            nudged[i].y = nudged[i].y.nextDown
            #expect(Self.key(Self.list(pts: nudged)) != a, "y of point \(i)")
        }
        var swapped = pts
        swapped.swapAt(10, 11)
        #expect(Self.key(Self.list(pts: swapped)) != a)
        #expect(Self.key(Self.list(pts: pts.map { Point(x: $0.y, y: $0.x) })) != a)
        #expect(Self.key(Self.list(pts: pts + [pts[199]])) != a)
        let zero = [Point(x: 0, y: 30), Point(x: 40, y: 0)]
        #expect(Self.key(Self.list(pts: zero)) == Self.key(Self.list(pts: [Point(x: -0.0, y: 30), Point(x: 40, y: -0.0)])))
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

    /// A scrolling layer: the content moved with its origin keeps the key; moved against it, or
    /// with another extent, it does not. The list clips the layer to its bounds.
    static func scrolling(shift: Double, wobble: Double = 0, extentWidth: Double = 400) -> DisplayList {
        var l = DisplayList()
        let origin = Point(x: -100 - shift, y: 0)
        l.beginLayer(bounds: bounds, extent: Rect(x: origin.x, y: 20, width: extentWidth, height: 50), origin: origin)
        l.append(.fillRect(Rect(x: origin.x, y: 20, width: extentWidth, height: 50), .white))
        l.append(.line(from: Point(x: origin.x + 150.5, y: 20), to: Point(x: origin.x + 150.5, y: 70), width: 1, red))
        l.appendPolyline(line.map { Point(x: $0.x + origin.x + 100 + wobble, y: $0.y) }, width: 1.5, color: red)
        l.append(.text(TextRun("t", at: Point(x: origin.x + 130, y: 30), style: TextStyle(size: 12), color: red)))
        l.endLayer()
        return l
    }

    @Test func scrollingLayerKeysFollowTheContentRelativeToTheOrigin() throws {
        let a = Self.scrolling(shift: 0)
        let layer = try #require(a.commands.compactMap { if case .beginLayer(let l) = $0 { l } else { nil } }.first)
        #expect(layer.isScrolling && layer.origin == Point(x: -100, y: 0))
        // pushClip(bounds), beginLayer, 4 commands, endLayer, popClip.
        #expect(a.commands.first == .pushClip(Self.bounds) && a.commands.last == .popClip)
        #expect(a.commands.count == 8 && a.layerEnd(from: 1) == 6)
        #expect(Self.key(Self.scrolling(shift: 17)) == Self.key(a))
        #expect(Self.key(Self.scrolling(shift: -3.25)) == Self.key(a))
        #expect(Self.key(Self.scrolling(shift: 0, wobble: 1.0 / 256)) != Self.key(a))
        #expect(Self.key(Self.scrolling(shift: 0, extentWidth: 401)) != Self.key(a))
        // An extent equal to the bounds and a zero origin make a plain layer, not wrapped; a
        // layer with an origin is keyed relative to it, whatever its extent.
        var plain = DisplayList()
        plain.beginLayer(bounds: Self.bounds, extent: Self.bounds, origin: .zero)
        plain.endLayer()
        #expect(plain.commands == [.beginLayer(Layer(bounds: Self.bounds, key: Self.key(plain)!)), .endLayer])
        var tile = DisplayList()
        tile.beginLayer(bounds: Self.bounds, extent: Self.bounds, origin: Point(x: 5, y: 5))
        tile.endLayer()
        #expect(tile.commands.count == 4 && tile.commands.first == .pushClip(Self.bounds))
    }

    @Test func translatedCommandsMoveEveryPositionAndNothingElse() {
        let d = Point(x: 3, y: -2)
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        let r = Rect(x: 1, y: 2, width: 3, height: 4)
        let moved = Rect(x: 4, y: 0, width: 3, height: 4)
        let w = Wedge(center: p(5, 5), innerRadius: 1, outerRadius: 2, startAngle: 0, endAngle: 1)
        var wm = w
        wm.center = p(8, 3)
        let run = TextRun("x", at: p(1, 1), style: TextStyle(size: 10), color: Self.red)
        var runMoved = run
        runMoved.position = p(4, -1)
        let cases: [(DisplayCommand, DisplayCommand)] = [
            (.fillRect(r, Self.red), .fillRect(moved, Self.red)),
            (.fillRoundedRect(r, radius: 2, Self.red), .fillRoundedRect(moved, radius: 2, Self.red)),
            (.strokeRect(r, width: 2, Self.red), .strokeRect(moved, width: 2, Self.red)),
            (.fillWedge(w, Self.red), .fillWedge(wm, Self.red)),
            (.strokeCircle(center: p(1, 1), radius: 2, width: 1, Self.red), .strokeCircle(center: p(4, -1), radius: 2, width: 1, Self.red)),
            (.fillCircle(center: p(1, 1), radius: 2, Self.red), .fillCircle(center: p(4, -1), radius: 2, Self.red)),
            (.line(from: p(0, 0), to: p(1, 1), width: 1, Self.red), .line(from: p(3, -2), to: p(4, -1), width: 1, Self.red)),
            (.fillTriangle(p(0, 0), p(1, 0), p(0, 1), Self.red), .fillTriangle(p(3, -2), p(4, -2), p(3, -1), Self.red)),
            (.polyline(range: 0..<3, width: 1, Self.red), .polyline(range: 0..<3, width: 1, Self.red)),
            (.fillPolygon(range: 0..<3, Self.red), .fillPolygon(range: 0..<3, Self.red)),
            (.text(run), .text(runMoved)),
            (.pushClip(r), .pushClip(moved)),
            (.popClip, .popClip),
            (.beginLayer(Layer(bounds: r, key: 7, extent: r, origin: p(1, 1))), .beginLayer(Layer(bounds: moved, key: 7, extent: moved, origin: p(4, -1)))),
            (.endLayer, .endLayer),
        ]
        for (c, want) in cases { #expect(c.translated(by: d) == want) }
    }
}
