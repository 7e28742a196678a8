import PropertyBased
import Testing

@testable import WheelRaster
import WheelRendering

/// ``ShapeRowPainter``'s fast rows — rows that only two half-planes shape, rows of a hollow
/// wedge on one side of its centre — against the general row path: the same pixels, bit for
/// bit, and the rows a wheel draws take them.
struct FastRowTests {
    /// `command` filled over a backdrop through `clip`, with or without the fast rows.
    static func fill(_ command: DisplayCommand, scale: Double, size: Int, clip: PixelRect, fastRows: Bool) -> [UInt32] {
        let canvas = Canvas(width: size, height: size, fill: AnalyticShapeTests.backdrop)
        guard let shape = AnalyticShape(command, scale: scale) else { return canvas.pixels }
        canvas.withBuffer { shape.fill($0, clip: clip, fastRows: fastRows) }
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
            let fast = Self.fill(c.command, scale: c.scale, size: c.size, clip: clip, fastRows: true)
            let general = Self.fill(c.command, scale: c.scale, size: c.size, clip: clip, fastRows: false)
            let differing = zip(fast, general).filter { $0 != $1 }.count
            #expect(differing == 0, "\(c.command) scale \(c.scale) clip \(clip)")
        }
    }

    /// Lines standing upright or lying along the rows (grid lines, tick marks): every row
    /// of an upright line away from its ends blends the quads worked out once, and a level
    /// line's rows blend one alpha between their ends; the pixels are the general path's, bit
    /// for bit, over a backdrop that varies from pixel to pixel, at any width, position, length,
    /// scale and clip (narrower than a quad included).
    @Test func axisAlignedLinesPaintTheGeneralPathsPixels() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var g = AnalyticShapeTests.SplitMix(state: seed)
            let size = 96
            let scale: Double = Bool.random(using: &g) ? 1 : 2
            let upright = Bool.random(using: &g)
            let a = Double.random(in: -8...Double(size + 8), using: &g) / scale
            let across = Double.random(in: -2...Double(size + 2), using: &g) / scale
            let b = Double.random(in: -8...Double(size + 8), using: &g) / scale
            let width = [0.4, 1, 1, 1.5, 2, 3, 9.5][Int.random(in: 0..<7, using: &g)]
            let alpha: UInt8 = Bool.random(using: &g) ? 255 : UInt8.random(in: 1...254, using: &g)
            let color = Color(r: 200, g: UInt8.random(in: 0...255, using: &g), b: 40, a: alpha)
            let command = DisplayCommand.line(
                from: upright ? Point(x: across, y: a) : Point(x: a, y: across),
                to: upright ? Point(x: across, y: b) : Point(x: b, y: across), width: width, color)
            let x0 = Int.random(in: 0..<size, using: &g), y0 = Int.random(in: 0..<size, using: &g)
            let clip =
                Bool.random(using: &g)
                ? PixelRect(x0: 0, y0: 0, x1: size, y1: size)
                : PixelRect(
                    x0: x0, y0: y0, x1: Int.random(in: (x0 + 1)...size, using: &g),
                    y1: Int.random(in: (y0 + 1)...size, using: &g))
            func fill(fastRows: Bool) -> [UInt32] {
                let canvas = Canvas(width: size, height: size)
                for k in canvas.pixels.indices { canvas.pixels[k] = 0xFF00_0000 | UInt32(truncatingIfNeeded: k &* 2_654_435_761) }
                guard let shape = AnalyticShape(command, scale: scale) else { return canvas.pixels }
                canvas.withBuffer { shape.fill($0, clip: clip, fastRows: fastRows) }
                return canvas.pixels
            }
            let fast = fill(fastRows: true), general = fill(fastRows: false)
            let differing = zip(fast, general).filter { $0 != $1 }.count
            #expect(differing == 0, "\(command) scale \(scale) clip \(clip)")
        }
    }

    /// The wheel's shapes: separators take two-plane rows away from their ends; wedges take
    /// two-plane rows between their arcs where they stand across the rows, and one-side ring
    /// rows elsewhere, so that only a few rows stay on the general path (the wedges across
    /// 3 and 9 o'clock, whose two sides bound the rows on the same side, and the ring
    /// strokes); every shape paints what the general path paints.
    @Test func theWheelsShapesTakeFastRows() {
        let center = Point(x: 300.3, y: 299.6)
        let size = 600
        var paths: [String: [[ShapeRowPainter.RowPath: Int]]] = [:]
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
                var counts: [ShapeRowPainter.RowPath: Int] = [:]
                for j in Int(shape.yMin)...Int(shape.yMax) {
                    let path = scratch.withUnsafeMutableBufferPointer { painter.path($0.baseAddress!, y: Double(j) + 0.5) }
                    counts[path, default: 0] += 1
                }
                paths[name, default: []].append(counts)
                let fast = Self.fill(command, scale: 1, size: size, clip: clip, fastRows: true)
                let general = Self.fill(command, scale: 1, size: size, clip: clip, fastRows: false)
                let differing = zip(fast, general).filter { $0 != $1 }.count
                #expect(differing == 0, "\(command)")
            }
        }
        func share(_ c: [ShapeRowPainter.RowPath: Int], _ p: ShapeRowPainter.RowPath) -> Double {
            Double(c[p, default: 0]) / Double(c.values.reduce(0, +))
        }
        let lines = paths["line"]!, wedges = paths["wedge"]!
        // Lines: all but the ends and the few lying along the rows.
        #expect(lines.filter { share($0, .twoPlanes) > 0.8 }.count >= 28, "\(lines)")
        // Wedges: two-plane rows near the top and bottom, none at 3 and 9 o'clock, where the
        // rows run from arc to side; there, one-side ring rows.
        #expect(wedges.filter { share($0, .twoPlanes) > 0.3 }.count >= 8, "\(wedges)")
        #expect(share(wedges[0], .twoPlanes) == 0 && share(wedges[18], .twoPlanes) == 0, "\(wedges)")
        #expect(share(wedges[0], .ringSide) > 0.9 && share(wedges[18], .ringSide) > 0.9, "\(wedges)")
        // In all, most wedge rows are fast: the general ones are the wedges across 3 and 9
        // o'clock (k = 17 and 35 here) and a few rows where a wedge's sides straddle the centre.
        let generalRows = wedges.reduce(0) { $0 + $1[.general, default: 0] }
        let allRows = wedges.reduce(0) { $0 + $1.values.reduce(0, +) }
        #expect(Double(generalRows) < 0.2 * Double(allRows), "\(generalRows) of \(allRows)")
        #expect(paths["circle"]!.allSatisfy { share($0, .general) == 1 })
    }
}
