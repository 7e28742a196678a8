import PropertyBased
import Testing
import WheelCore

@testable import WheelRaster

/// Rows that only two half-planes shape (``ShapeRowPainter``'s two-plane rows) against the
/// general row path: the same pixels, bit for bit, and the rows a wheel draws most take it.
struct TwoPlaneRowTests {
    /// `command` filled over a backdrop through `clip`, with or without two-plane rows.
    static func fill(_ command: DisplayCommand, scale: Double, size: Int, clip: PixelRect, twoPlaneRows: Bool) -> [UInt32] {
        let canvas = Canvas(width: size, height: size, fill: AnalyticShapeTests.backdrop)
        guard let shape = AnalyticShape(command, scale: scale) else { return canvas.pixels }
        canvas.withBuffer { shape.fill($0, clip: clip, twoPlaneRows: twoPlaneRows) }
        return canvas.pixels
    }

    @Test(arguments: 0..<3)
    func samePixelsAsTheGeneralPath(kind: Int) async {
        await propertyCheck(count: 100, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let c = AnalyticShapeTests.randomCase(seed: seed, kind: kind)
            var g = AnalyticShapeTests.SplitMix(state: ~seed)
            // Any clip inside the canvas, down to one column (narrower than a quad).
            let x0 = Int.random(in: 0..<c.size, using: &g), y0 = Int.random(in: 0..<c.size, using: &g)
            let clip =
                Bool.random(using: &g)
                ? PixelRect(x0: 0, y0: 0, x1: c.size, y1: c.size)
                : PixelRect(
                    x0: x0, y0: y0, x1: Int.random(in: (x0 + 1)...c.size, using: &g),
                    y1: Int.random(in: (y0 + 1)...c.size, using: &g))
            let fast = Self.fill(c.command, scale: c.scale, size: c.size, clip: clip, twoPlaneRows: true)
            let general = Self.fill(c.command, scale: c.scale, size: c.size, clip: clip, twoPlaneRows: false)
            let differing = zip(fast, general).filter { $0 != $1 }.count
            #expect(differing == 0, "\(c.command) scale \(c.scale) clip \(clip)")
        }
    }

    /// The wheel's separators and the wedges standing across the rows take two-plane rows
    /// away from their ends; wedges lying along the rows (both sides bound them on one side)
    /// and circles never do; every wheel shape still paints what the general path paints.
    @Test func theWheelsShapesTakeTwoPlaneRows() {
        let center = Point(x: 300.3, y: 299.6)
        let size = 600
        var fractions: [String: [Double]] = [:]
        for k in 0..<36 {
            let a0 = 0.013 + Double(k) * .pi / 18
            let shapes: [(String, DisplayCommand)] = [
                ("wedge", .fillWedge(Wedge(center: center, innerRadius: 116, outerRadius: 276, startAngle: a0, endAngle: a0 + .pi / 18), .white)),
                ("line", .line(
                    from: Point(x: center.x + 116 * .cos(a0), y: center.y + 116 * .sin(a0)),
                    to: Point(x: center.x + 276 * .cos(a0), y: center.y + 276 * .sin(a0)), width: 1.5, .black)),
                ("circle", .strokeCircle(center: center, radius: 276 - Double(k), width: 2, .black)),
            ]
            let clip = PixelRect(x0: 0, y0: 0, x1: size, y1: size)
            for (name, command) in shapes {
                let shape = AnalyticShape(command, scale: 1)!
                let painter = ShapeRowPainter(shape: shape, pixel: 0xFFFF_FFFF, clip: clip)
                var scratch = [UInt32](repeating: 0, count: size)
                var taken = 0, rows = 0
                for j in Int(shape.yMin)...Int(shape.yMax) {
                    rows += 1
                    if scratch.withUnsafeMutableBufferPointer({ painter.takesTwoPlaneRow($0.baseAddress!, y: Double(j) + 0.5) }) {
                        taken += 1
                    }
                }
                fractions[name, default: []].append(Double(taken) / Double(rows))
                let fast = Self.fill(command, scale: 1, size: size, clip: clip, twoPlaneRows: true)
                let general = Self.fill(command, scale: 1, size: size, clip: clip, twoPlaneRows: false)
                #expect(fast == general, "\(command)")
            }
        }
        let lines = fractions["line"]!, wedges = fractions["wedge"]!
        // Lines: all but the ends and the few lying along the rows.
        #expect(lines.filter { $0 > 0.8 }.count >= 28, "\(lines)")
        // Wedges: the ones near the top and bottom, between their arcs; none at 3 and 9 o'clock.
        #expect(wedges.filter { $0 > 0.3 }.count >= 8, "\(wedges)")
        #expect(wedges[0] == 0 && wedges[18] == 0, "\(wedges)")
        #expect(fractions["circle"]!.allSatisfy { $0 == 0 })
    }
}
