import PropertyBased
import Testing
import WheelRaster
import WheelRendering

/// Bad input never traps, hangs or writes outside the buffer.
struct RobustnessTests {
    private static let nasty: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e9, -1e9, 0, -0.0, 1e-300]

    @Test func degenerateCommandsDrawNothingAndDoNotTrap() {
        let c = Canvas(width: 64, height: 64, rowStride: 70, fill: 0)
        var l = DisplayList()
        l.background = .clear
        for v in Self.nasty {
            let p = Point(x: v, y: 10)
            l.append(.fillRect(Rect(x: v, y: v, width: v, height: 10), .white))
            l.append(.fillRect(Rect(x: 5, y: 5, width: 0, height: 0), .white))
            l.append(.fillCircle(center: p, radius: v, .white))
            l.append(.fillWedge(Wedge(center: p, innerRadius: v, outerRadius: 20, startAngle: v, endAngle: 1), .white))
            l.append(.strokeCircle(center: p, radius: 5, width: v, .white))
            l.append(.line(from: p, to: Point(x: 30, y: v), width: v, .white))
            l.append(.fillTriangle(p, Point(x: v, y: v), Point(x: 1, y: 2), .white))
            l.append(.pushClip(Rect(x: v, y: 0, width: v, height: v)))
            l.append(.fillRoundedRect(Rect(x: 0, y: 0, width: 64, height: 64), radius: v, .white))
            l.append(.popClip)
        }
        c.draw(l)
        c.draw(l, scale: .nan)
        c.draw(l, scale: -3)
        c.draw(l, scale: 1e300)
        // Padding columns 64..<70 are never written.
        for y in 0..<64 { for x in 64..<70 { #expect(c.pixels[y * 70 + x] == 0) } }
    }

    @Test func hugeShapesAreClippedToTheBuffer() {
        let c = Canvas(width: 50, height: 40)
        c.draw(shapes([
            .fillCircle(center: Point(x: 25, y: 1e6 + 20), radius: 1e6, .white),
            .fillRect(Rect(x: -1e8, y: -1e8, width: 2e8, height: 1e8 + 5), .white),
        ]))
        #expect(c.alpha(25, 30) == 255)  // inside the huge disc (its top is at y = 20)
        #expect(c.alpha(25, 2) == 255)  // inside the huge rect
        #expect(c.alpha(25, 12) == 0)
    }

    @Test func trianglesOutsideOrDegenerateAreSkipped() {
        let c = Canvas(width: 20, height: 20)
        c.withBuffer { buf in
            let r = TriangleRasterizer(buffer: buf)
            let w = Color.white
            #expect(!r.fill(TessVertex(x: -50, y: -50, color: w), TessVertex(x: -40, y: -50, color: w), TessVertex(x: -45, y: -30, color: w)))
            #expect(!r.fill(TessVertex(x: 1, y: 1, color: w), TessVertex(x: 5, y: 5, color: w), TessVertex(x: 9, y: 9, color: w)))
            #expect(!r.fill(TessVertex(x: .nan, y: 1, color: w), TessVertex(x: 5, y: 5, color: w), TessVertex(x: 9, y: 1, color: w)))
            #expect(!r.fill(TessVertex(x: .infinity, y: 1, color: w), TessVertex(x: 5, y: 5, color: w), TessVertex(x: 9, y: 1, color: w)))
            #expect(r.fill(vertices: [TessVertex(x: 1, y: 1, color: w)], indices: [0, 1, 2, -1, 0, 0, 0, 0]) == 0)
            #expect(r.fill(TessVertex(x: 1e30, y: -1e30, color: w), TessVertex(x: -1e30, y: 1e30, color: w), TessVertex(x: 1e30, y: 1e30, color: w)))
            // A sliver with extreme colour gradients.
            let clearW = Color(r: 255, g: 0, b: 255, a: 0)
            _ = r.fill(TessVertex(x: 0, y: 0, color: w), TessVertex(x: 20, y: 20.000001, color: clearW), TessVertex(x: 20, y: 20, color: .black))
        }
        #expect(c.alpha(19, 1) == 255)
    }

    @Test func badBufferGeometryIsRejected() {
        var storage = [UInt32](repeating: 0, count: 100)
        storage.withUnsafeMutableBufferPointer { p in
            #expect(PixelBuffer(p, width: 10, height: 10) != nil)
            #expect(PixelBuffer(p, width: 10, height: 11) == nil)
            #expect(PixelBuffer(p, width: -1, height: 10) == nil)
            #expect(PixelBuffer(p, width: 10, height: 5, rowStride: 9) == nil)
            #expect(PixelBuffer(p, width: 10, height: 2, rowStride: Int.max) == nil)
            let raw = UnsafeMutableRawPointer(p.baseAddress!)
            #expect(PixelBuffer(pixels: raw, width: 10, height: 10, pitch: 40) != nil)
            #expect(PixelBuffer(pixels: raw, width: 10, height: 10, pitch: 39) == nil)
            #expect(PixelBuffer(pixels: raw, width: 10, height: 10, pitch: 36) == nil)
            #expect(PixelBuffer(pixels: raw + 1, width: 10, height: 10, pitch: 40) == nil)
            let empty = PixelBuffer(p, width: 0, height: 0)!
            var r = DisplayListRasterizer()
            r.render(shapes([.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .white)]), into: empty)
        }
        #expect(storage.allSatisfy { $0 == 0 })
    }

    @Test func randomTrianglesStayInsideTheClip() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: -40...80), Gen.double(in: -40...80), Gen.double(in: -40...80),
            Gen.double(in: -40...80), Gen.double(in: -40...80), Gen.double(in: -40...80)
        ) { ax, ay, bx, by, cx, cy in
            let c = Canvas(width: 40, height: 40)
            var l = DisplayList()
            l.background = .clear
            l.append(.pushClip(Rect(x: 10, y: 10, width: 20, height: 20)))
            l.append(.fillTriangle(Point(x: ax, y: ay), Point(x: bx, y: by), Point(x: cx, y: cy), .white))
            l.append(.popClip)
            c.draw(l)
            var outside = 0
            for y in 0..<40 {
                for x in 0..<40 where !(10..<30).contains(x) || !(10..<30).contains(y) {
                    if c.alpha(x, y) != 0 { outside += 1 }
                }
            }
            #expect(outside == 0)
        }
    }

    @Test func blendMatchesTheFormulaForEveryAlpha() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...255), Gen.int(in: 0...255), Gen.int(in: 0...255)) { a, s, d in
            let c = Canvas(width: 4, height: 4, fill: 0xFF00_0000 | UInt32(d) << 16 | UInt32(d) << 8 | UInt32(d))
            let src = Color(r: UInt8(s), g: UInt8(s), b: UInt8(s), a: UInt8(a))
            c.draw(shapes([.fillRect(Rect(x: -2, y: -2, width: 10, height: 10), src)]), clear: false)
            let expected = (Double(s) * Double(a) + Double(d) * Double(255 - a)) / 255
            let got = c.color(1, 1)
            #expect(abs(Double(got.r) - expected) <= 0.51)
            #expect(got.a == 255)
        }
    }
}
