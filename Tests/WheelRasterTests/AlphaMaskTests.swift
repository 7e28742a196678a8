import PropertyBased
import Testing
import WheelRaster
import WheelRendering

/// A deterministic pseudo-random byte stream (64-bit LCG), so failures reproduce.
private struct Bytes {
    var state: UInt64
    mutating func next() -> UInt8 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 33)
    }
}

/// `x / 255` rounded to nearest (never a tie: 255 is odd).
private func div255(_ x: Int) -> Int { (x + 127) / 255 }

/// The reference per-pixel formula: straight-alpha source over at α = round(a·coverage/255).
private func reference(_ color: Color, coverage: UInt8, over dst: Color) -> Color {
    let alpha = div255(Int(color.a) * Int(coverage))
    guard alpha > 0 else { return dst }
    func mix(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8(div255(Int(s) * alpha + Int(d) * (255 - alpha))) }
    return Color(
        r: mix(color.r, dst.r), g: mix(color.g, dst.g), b: mix(color.b, dst.b),
        a: UInt8(div255(255 * alpha + Int(dst.a) * (255 - alpha))))
}

/// A mask with a transparent margin, empty rows and a few zero holes inside its spans.
private func glyphLike(width: Int, height: Int, seed: UInt64) -> AlphaMask {
    var bytes = Bytes(state: seed)
    return AlphaMask(width: width, height: height) { x, y in
        if y == 0 || y == height - 1 || x == 0 || y == height / 2 { return 0 }
        let v = bytes.next()
        return v < 40 ? 0 : v > 200 ? 255 : v
    }!
}

/// Checks `blend` against the reference formula on every pixel of a canvas (padding included).
private func expectBlendMatchesReference(
    _ mask: AlphaMask, color: Color, x: Int, y: Int, clip: PixelRect, layout: PixelLayout = .argb8888,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let c = Canvas(width: 24, height: 20, rowStride: 27, layout: layout)
    var bytes = Bytes(state: 7)
    for i in c.pixels.indices {
        c.pixels[i] = layout.pack(Color(r: bytes.next(), g: bytes.next(), b: bytes.next(), a: bytes.next()))
    }
    let before = c.pixels
    c.withBuffer { $0.blend(mask, color: color, x: x, y: y, clip: clip) }
    let area = clip.intersection(PixelRect(x0: 0, y0: 0, x1: c.width, y1: c.height))
    var wrong = 0
    for py in 0..<c.height {
        for px in 0..<c.rowStride {
            let dst = layout.unpack(before[py * c.rowStride + px])
            let inside = px >= area.x0 && px < area.x1 && py >= area.y0 && py < area.y1
            let coverage = inside ? mask[px &- x, py &- y] : 0
            let expected = px < c.width ? reference(color, coverage: coverage, over: dst) : dst
            if layout.unpack(c.pixels[py * c.rowStride + px]) != expected { wrong += 1 }
        }
    }
    #expect(wrong == 0, "origin (\(x), \(y)), clip \(clip)", sourceLocation: sourceLocation)
}

/// ``AlphaMask`` construction and ``PixelBuffer/blend(_:color:x:y:clip:)``.
struct AlphaMaskTests {
    private let tint = Color(r: 200, g: 90, b: 17, a: 255)

    @Test func spansAndCoveredRowsSkipTransparentMargins() {
        let m = AlphaMask(width: 6, height: 5, coverage: [
            0, 0, 0, 0, 0, 0,
            0, 0, 9, 0, 3, 0,
            0, 0, 0, 0, 0, 0,
            255, 0, 0, 0, 0, 1,
            0, 0, 0, 0, 0, 0,
        ])!
        #expect(m.coveredRows == 1..<4)
        #expect(m.span(ofRow: 0).isEmpty)
        #expect(m.span(ofRow: 1) == 2..<5)
        #expect(m.span(ofRow: 2).isEmpty)
        #expect(m.span(ofRow: 3) == 0..<6)
        #expect(m.span(ofRow: -1).isEmpty && m.span(ofRow: 99).isEmpty)
        #expect(m[2, 1] == 9 && m[-1, 0] == 0 && m[6, 3] == 0)
        let blank = AlphaMask(width: 3, height: 2) { _, _ in 0 }!
        #expect(blank.coveredRows.isEmpty)
    }

    @Test func badSizesAreRefused() {
        #expect(AlphaMask(width: 2, height: 2, coverage: [1, 2, 3]) == nil)
        #expect(AlphaMask(width: -1, height: 2, coverage: []) == nil)
        #expect(AlphaMask(width: 1 << 31, height: 0, coverage: []) == nil)
        #expect(AlphaMask(width: 4, height: -4) { _, _ in 1 } == nil)
        #expect(AlphaMask(width: 0, height: 0, coverage: [])?.coveredRows.isEmpty == true)
        #expect(AlphaMask.empty.width == 0)
    }

    @Test func blendMatchesTheReferenceForEveryCoverageAndTintAlpha() {
        // One row per tint alpha, coverage 0...255 along it, over varied destination pixels.
        let mask = AlphaMask(width: 256, height: 1) { x, _ in UInt8(x) }!
        var bytes = Bytes(state: 3)
        var wrong = 0
        for a in 0...255 {
            let color = Color(r: bytes.next(), g: bytes.next(), b: bytes.next(), a: UInt8(a))
            let dst = Color(r: bytes.next(), g: bytes.next(), b: bytes.next(), a: bytes.next())
            let c = Canvas(width: 256, height: 1, fill: PixelLayout.argb8888.pack(dst))
            c.withBuffer { $0.blend(mask, color: color, x: 0, y: 0, clip: $0.bounds) }
            for x in 0..<256 where c.color(x, 0) != reference(color, coverage: UInt8(x), over: dst) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test func blendMatchesTheReferenceOnRandomPixels() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...255), Gen.int(in: 0...1000), Gen.int(in: -3...25)) {
            a, seed, offset in
            let mask = glyphLike(width: 11, height: 9, seed: UInt64(seed))
            let color = Color(r: 12, g: 250, b: 128, a: UInt8(a))
            let clip = PixelRect(x0: 2, y0: 1, x1: 21, y1: 17)
            expectBlendMatchesReference(mask, color: color, x: offset, y: offset - 4, clip: clip)
            expectBlendMatchesReference(mask, color: color, x: offset, y: 3, clip: clip, layout: .abgr8888)
        }
    }

    @Test func clipsAtEverySideAndSkipsMasksFullyOutside() {
        let mask = glyphLike(width: 10, height: 8, seed: 42)
        let clip = PixelRect(x0: 4, y0: 3, x1: 18, y1: 15)
        let origins = [
            (-3, 6), (12, 6), (8, -2), (8, 11),  // across left, right, top, bottom
            (0, 0), (13, 12),  // corners
            (-10, 6), (18, 6), (8, -8), (8, 15), (30, 40), (-30, -40),  // fully outside
        ]
        for (x, y) in origins {
            expectBlendMatchesReference(mask, color: tint, x: x, y: y, clip: clip)
            expectBlendMatchesReference(mask, color: tint.withOpacity(0.5), x: x, y: y, clip: clip)
        }
        // A clip larger than the buffer is cut to it.
        expectBlendMatchesReference(mask, color: tint, x: 18, y: 15, clip: PixelRect(x0: -50, y0: -50, x1: 500, y1: 500))
    }

    @Test func hugeOriginsEmptyClipsAndEmptyMasksDrawNothing() {
        let mask = glyphLike(width: 10, height: 8, seed: 5)
        let all = PixelRect(x0: 0, y0: 0, x1: 24, y1: 20)
        let huge = [Int.min, Int.min + 1, -(1 << 40) - 3, -(1 << 40) + 5, 1 << 40, Int.max - 2, Int.max]
        for v in huge {
            expectBlendMatchesReference(mask, color: tint, x: v, y: 2, clip: all)
            expectBlendMatchesReference(mask, color: tint, x: 2, y: v, clip: all)
            expectBlendMatchesReference(mask, color: tint, x: v, y: v, clip: all)
        }
        for clip in [PixelRect.empty, PixelRect(x0: 10, y0: 10, x1: 5, y1: 20), PixelRect(x0: 30, y0: 0, x1: 40, y1: 20),
            PixelRect(x0: Int.min, y0: Int.min, x1: Int.min + 5, y1: 0)]
        {
            expectBlendMatchesReference(mask, color: tint, x: 2, y: 2, clip: clip)
        }
        expectBlendMatchesReference(AlphaMask.empty, color: tint, x: 2, y: 2, clip: all)
        expectBlendMatchesReference(AlphaMask(width: 5, height: 5) { _, _ in 0 }!, color: tint, x: 2, y: 2, clip: all)
    }

    @Test func tintAlphaZeroLeavesPixelsAndOpaqueFullCoverageStoresTheColour() {
        let solid = AlphaMask(width: 4, height: 3) { _, _ in 255 }!
        for layout in [PixelLayout.argb8888, .abgr8888] {
            let c = Canvas(width: 8, height: 8, layout: layout, fill: 0x8040_2010)
            c.withBuffer { $0.blend(solid, color: tint.withOpacity(0), x: 1, y: 1, clip: $0.bounds) }
            #expect(c.pixels.allSatisfy { $0 == 0x8040_2010 })
            c.withBuffer { $0.blend(solid, color: tint, x: 1, y: 1, clip: $0.bounds) }
            #expect(c.color(1, 1) == tint && c.color(4, 3) == tint)
            #expect(c.pixels[1 * 8 + 1] == layout.pack(tint))
            #expect(c.pixels[0] == 0x8040_2010 && c.pixels[4 * 8 + 4] == 0x8040_2010)
            // Half coverage of an opaque colour over an opaque pixel halves the way.
            let half = AlphaMask(width: 1, height: 1, coverage: [128])!
            let d = Canvas(width: 1, height: 1, layout: layout, fill: layout.pack(Color(r: 0, g: 0, b: 255)))
            d.withBuffer { $0.blend(half, color: Color(r: 255, g: 0, b: 0), x: 0, y: 0, clip: $0.bounds) }
            #expect(d.color(0, 0) == Color(r: 128, g: 0, b: 127, a: 255))
        }
    }
}
