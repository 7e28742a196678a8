import Testing
@testable import WheelRaster
import WheelRendering

/// The raster path fills each straight piece of a stroke whole (`Tessellator.strokeQuads`)
/// where the triangle path fills the six triangles of its core and fringes: the same pixels,
/// alphas within a unit of rounding, and far fewer triangles for a long, steep, thin line (an
/// hourly temperature series, whose pieces are a pixel wide and many rows tall).
struct StrokeQuadTests {
    private static let backdrop: UInt32 = 0xFF40_4040

    /// A deterministic generator of doubles in 0..<1.
    private struct Generator {
        var bits: AnalyticShapeTests.SplitMix
        init(state: UInt64) { bits = AnalyticShapeTests.SplitMix(state: state) }
        mutating func next() -> Double { Double.random(in: 0..<1, using: &bits) }
    }

    /// Draws `list` with stroke pieces filled whole (`quads`) or as triangles.
    private static func render(_ list: DisplayList, size: Int, scale: Double, quads: Bool) -> (Canvas, Int) {
        let canvas = Canvas(width: size, height: size, fill: backdrop)
        var r = DisplayListRasterizer(scale: scale)
        r.usesAnalyticShapes = quads
        canvas.withBuffer { r.render(list, into: $0, clear: false) }
        return (canvas, r.lastTriangleCount)
    }

    /// Largest channel difference between the two canvases, and how many pixels differ.
    private static func compare(_ a: Canvas, _ b: Canvas) -> (worst: Int, differing: Int) {
        var worst = 0
        var differing = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            differing += 1
            for shift in stride(from: 0, to: 32, by: 8) {
                worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
        return (worst, differing)
    }

    private static func touched(_ c: Canvas) -> Int { c.pixels.reduce(0) { $0 + ($1 != backdrop ? 1 : 0) } }

    @Test func randomPolylinesMatchTheTrianglePath() {
        var g = Generator(state: 0x5EED_2026)
        let widths = [0.35, 0.8, 1, 1.5, 2.2, 3, 6.5]
        var checked = 0
        for case_ in 0..<300 {
            let size = 96
            let scale = case_ % 3 == 0 ? 2.0 : 1.0
            let extent = Double(size) / scale
            var points: [Point] = []
            let count = 2 + Int(g.next() * 30)
            let steep = case_ % 2 == 0
            var x = g.next() * extent * 0.2
            for _ in 0..<count {
                // Half the cases are x-monotone and steep (a dense series), half wander anywhere.
                if steep {
                    x += 0.2 + g.next() * 3
                    points.append(Point(x: x, y: g.next() * extent))
                } else {
                    points.append(Point(x: g.next() * extent, y: g.next() * extent))
                }
            }
            let alpha = UInt8(case_ % 4 == 0 ? 140 : 255)
            let color = Color(r: 40 + UInt8(case_ % 200), g: 200, b: 90, a: alpha)
            var list = DisplayList()
            let clip = case_ % 5 == 0 ? Rect(x: extent * 0.2, y: extent * 0.15, width: extent * 0.5, height: extent * 0.6) : nil
            if let clip { list.append(.pushClip(clip)) }
            list.appendPolyline(points, width: widths[case_ % widths.count], color: color)
            if clip != nil { list.append(.popClip) }
            let (whole, _) = Self.render(list, size: size, scale: scale, quads: true)
            let (triangles, _) = Self.render(list, size: size, scale: scale, quads: false)
            let (worst, differing) = Self.compare(whole, triangles)
            // A unit of rounding in the alpha (two where a translucent line blends over itself).
            #expect(worst <= 2, "case \(case_): a channel differs by \(worst)")
            #expect(differing * 50 <= max(Self.touched(triangles), 50), "case \(case_): \(differing) pixels differ")
            checked += 1
        }
        #expect(checked == 300)
    }

    @Test func aSteepThinSeriesIsFilledInPiecesNotTriangles() {
        // 800 hourly samples of a daily cycle over 400 pixels: 33 cycles, 24 samples each.
        var points: [Point] = []
        for k in 0..<800 {
            let t = Double(k)
            points.append(Point(x: 5 + t / 2, y: 100 + 60 * Double.sin(2 * Double.pi * t / 24) + t / 40))
        }
        var list = DisplayList()
        list.appendPolyline(points, width: 1.5, color: Color(r: 90, g: 130, b: 250, a: 255))
        let (whole, wholeTriangles) = Self.render(list, size: 420, scale: 1, quads: true)
        let (triangles, triangleCount) = Self.render(list, size: 420, scale: 1, quads: false)
        // Stroked as triangles: six a piece, hundreds of pieces.
        #expect(triangleCount > 2_000)
        // Whole pieces: the two end caps stay triangles, and so do the few pieces at the crests
        // that are shorter than their miters (not convex) - at most one piece in twenty.
        #expect(wholeTriangles * 20 <= triangleCount, "\(wholeTriangles) of \(triangleCount) triangles")
        let (worst, differing) = Self.compare(whole, triangles)
        #expect(worst <= 1)
        #expect(differing * 50 <= Self.touched(triangles))
    }

    @Test func bandsDrawTheSamePieces() {
        // Each band clips the pieces to its rows: the alphas must not depend on where a band starts.
        var g = Generator(state: 0xBA4D5)
        var list = DisplayList()
        for line in 0..<6 {
            var points: [Point] = []
            var x = 3.7 * Double(line)
            while x < 300 {
                points.append(Point(x: x, y: 20 + g.next() * 260))
                x += 0.4 + g.next() * 6
            }
            list.appendPolyline(points, width: [0.6, 1.5, 2.5][line % 3], color: Color(r: 200, g: 90, b: 40, a: 200))
        }
        var pictures: [[UInt32]] = []
        for bands in [1, 7, 16] {
            let c = Canvas(width: 310, height: 300, fill: Self.backdrop)
            var r = DisplayListRasterizer(scale: 1)
            r.bands = bands
            c.withBuffer { r.render(list, into: $0, clear: false, images: { _ in nil }) }
            pictures.append(c.pixels)
        }
        let differing = zip(pictures[0], pictures[1]).filter { $0 != $1 }.count
            + zip(pictures[0], pictures[2]).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ between band counts")
    }

    @Test func translucentZigzagIsBlendedOncePerPixel() {
        // A translucent steep zigzag over transparent black: inside its core (a stroke 4 px wide,
        // far from the ends and the turns, where no other piece comes near) every pixel has the colour's alpha, neither more
        // (a seam blended twice) nor less (a gap between pieces).
        let half = Color(r: 255, g: 255, b: 255, a: 128)
        var points: [Point] = []
        for k in 0...12 { points.append(Point(x: 10.3 + Double(k) * 29.1, y: k % 2 == 0 ? 20.4 : 180.7)) }
        var list = DisplayList()
        list.background = .clear
        list.appendPolyline(points, width: 4, color: half)
        let c = Canvas(width: 380, height: 200)
        c.draw(list)
        var checked = 0
        var bad = 0
        for k in 0..<12 {
            let p = points[k], q = points[k + 1]
            // Points on the centre line, away from both ends of the piece.
            for s in stride(from: 0.2, through: 0.8, by: 0.02) {
                let x = Int(p.x + (q.x - p.x) * s), y = Int(p.y + (q.y - p.y) * s)
                let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                // Distance from the pixel centre to the segment's line.
                let dx = q.x - p.x, dy = q.y - p.y
                let d = abs((cx - p.x) * dy - (cy - p.y) * dx) / (dx * dx + dy * dy).squareRoot()
                guard d < 0.9 else { continue }
                checked += 1
                if c.alpha(x, y) != 128 { bad += 1 }
            }
        }
        #expect(checked > 200)
        #expect(bad == 0)
    }
}
