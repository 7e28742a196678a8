import PropertyBased
import Testing

@testable import WheelRaster
import WheelRendering

/// The four-pixel vector blend and coverage conversion against their scalar forms, and the
/// direct shape path where quads meet clip edges.
struct PixelQuadTests {
    @Test func quadBlendEqualsTheScalarBlendForEveryAlpha() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int(UInt32.max)), Gen.int(in: 0...Int(UInt32.max))) {
            s, d in
            let pixel = UInt32(s)
            let source = PixelQuad.Source(pixel: pixel)
            let dst = SIMD4<UInt32>(UInt32(d), UInt32(d) ^ 0x00FF_00FF, UInt32(d) >> 3, ~UInt32(d))
            for a in stride(from: UInt32(0), through: 255, by: 1) {
                let alphas = SIMD4<UInt32>(a, 255 - a, a / 2, 255)
                let got = PixelQuad.blend(source, alphas: alphas, over: dst)
                for lane in 0..<4 {
                    #expect(got[lane] == SourceOver.blend(pixel, alpha: alphas[lane], over: dst[lane]))
                }
            }
        }
    }

    @Test func quadMultiplyEqualsTheScalarMultiply() {
        for tint in UInt32(0)...255 {
            for a in stride(from: UInt32(0), through: 252, by: 4) {
                let got = PixelQuad.multiply(SIMD4(a, a + 1, a + 2, a + 3), tint)
                for lane in 0..<4 { #expect(got[lane] == SourceOver.multiply(a + UInt32(lane), tint)) }
            }
        }
    }

    @Test func alphaZeroKeepsThePixelAndFullAlphaStoresTheColour() {
        let source = PixelQuad.Source(pixel: 0x1234_5678)
        let dst = SIMD4<UInt32>(0xDEAD_BEEF, 0, 0xFFFF_FFFF, 0x8040_2010)
        #expect(PixelQuad.blend(source, alphas: .zero, over: dst) == dst)
        let full = PixelQuad.blend(source, alphas: SIMD4(repeating: 255), over: dst)
        #expect(full == SIMD4(repeating: 0xFF34_5678))
    }

    @Test func coverageBecomesRoundedClampedAlpha() async {
        await propertyCheck(count: 300, input: Gen.double(in: -2...3), Gen.int(in: 0...255)) { cover, a in
            let alpha = Float(a)
            let covers = SIMD4<Float>(Float(cover), Float(-cover), Float(cover / 3), 1)
            let quad = PixelQuad.alphas(cover: covers, alpha: alpha)
            for lane in 0..<4 {
                let expected = (min(max(covers[lane], 0), 1) * alpha).rounded(.toNearestOrEven)
                #expect(Float(quad[lane]) == expected)
                #expect(quad[lane] <= 255)
            }
        }
    }

    /// Narrow clips (fewer than four columns take the scalar path; quads at the clip's right
    /// edge start further left) give the pixels of the unclipped drawing inside the clip and
    /// leave everything outside it alone.
    @Test(arguments: [1, 2, 3, 4, 5, 7, 9])
    func clippedShapesMatchTheUnclippedOnesInsideTheClip(width: Int) {
        let shapes: [DisplayCommand] = [
            .fillWedge(
                Wedge(center: Point(x: 20.3, y: 19.6), innerRadius: 4, outerRadius: 17, startAngle: 0.3, endAngle: 2.9),
                Color(r: 200, g: 90, b: 30, a: 180)),
            .line(from: Point(x: 2.2, y: 3.1), to: Point(x: 37.4, y: 31.7), width: 1.5, Color(r: 10, g: 20, b: 250, a: 255)),
            .strokeCircle(center: Point(x: 19.5, y: 20.5), radius: 12.3, width: 2, Color(r: 240, g: 240, b: 20, a: 120)),
        ]
        let whole = Canvas(width: 40, height: 40, fill: 0xFF20_2020)
        whole.draw(WheelRasterTests.shapes(shapes), clear: false)
        for x0 in stride(from: 0, to: 40 - width, by: 3) {
            let clipped = Canvas(width: 40, height: 40, fill: 0xFF20_2020)
            let clip = Rect(x: Double(x0), y: 0, width: Double(width), height: 40)
            clipped.draw(WheelRasterTests.shapes([.pushClip(clip)] + shapes + [.popClip]), clear: false)
            for y in 0..<40 {
                for x in 0..<40 {
                    let inside = x >= x0 && x < x0 + width
                    #expect(clipped.pixels[y * 40 + x] == (inside ? whole.pixels[y * 40 + x] : 0xFF20_2020))
                }
            }
        }
    }
}
