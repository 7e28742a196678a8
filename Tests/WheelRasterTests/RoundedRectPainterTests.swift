import PropertyBased
import Testing

@testable import WheelRaster
import WheelRendering

/// The rounded rectangle's direct path paints exactly its model: each pixel the colour blended
/// at `round(clamp(0.5 − sd, 0, 1) · alpha)`, `sd` the exact distance from the pixel centre;
/// its runs (covered columns, and the fringe rows' straight stretch at one alpha) are only a
/// faster way to the same pixels. (``AnalyticShapeTests`` compares it with the triangle path.)
struct RoundedRectPainterTests {
    @Test func runsPaintWhatEachPixelsDistanceSays() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var g = AnalyticShapeTests.SplitMix(state: seed)
            let size = 64
            let x0 = Double.random(in: -8...40, using: &g), y0 = Double.random(in: -8...40, using: &g)
            let w = Double.random(in: 0.2...50, using: &g), h = Double.random(in: 0.2...50, using: &g)
            let radius = [0, 0.3, Double.random(in: 0...30, using: &g)][Int.random(in: 0...2, using: &g)]
            let alpha = [255, UInt32.random(in: 1...254, using: &g)][Int.random(in: 0...1, using: &g)]
            let cx0 = Int.random(in: 0..<size, using: &g), cy0 = Int.random(in: 0..<size, using: &g)
            let clip = PixelRect(
                x0: cx0, y0: cy0, x1: Int.random(in: (cx0 + 1)...size, using: &g),
                y1: Int.random(in: (cy0 + 1)...size, using: &g))
            let painter = RoundedRectPainter(x0: x0, y0: y0, x1: x0 + w, y1: y0 + h, radius: radius)
            let pixel: UInt32 = 0x0033_99CC
            let canvas = Canvas(width: size, height: size)
            for k in canvas.pixels.indices { canvas.pixels[k] = 0xFF00_0000 | UInt32(truncatingIfNeeded: k &* 2_654_435_761) }
            let before = canvas.pixels
            canvas.withBuffer { painter.paint(rows: clip.y0..<clip.y1, of: $0, clip: clip, pixel: pixel, alpha: alpha) }
            var wrong = 0
            for y in 0..<size {
                for x in 0..<size {
                    var expected = before[y * size + x]
                    if x >= clip.x0 && x < clip.x1 && y >= clip.y0 && y < clip.y1 {
                        let cover = min(1, max(0, 0.5 - painter.distance(Double(x) + 0.5, Double(y) + 0.5)))
                        let a = UInt32(Float(cover) * Float(alpha) + 0.5)
                        if a == 255 {
                            expected = pixel | 0xFF00_0000
                        } else if a > 0 {
                            expected = SourceOver.blend(pixel, alpha: a, over: expected)
                        }
                    }
                    if canvas.pixels[y * size + x] != expected { wrong += 1 }
                }
            }
            #expect(wrong == 0, "rect \(x0), \(y0), \(w) × \(h) radius \(radius) alpha \(alpha) clip \(clip)")
        }
    }
}
