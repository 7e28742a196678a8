import Dispatch
import PropertyBased
import Testing

@testable import WheelRaster
import WheelRendering

/// Drawing in horizontal bands on several threads (``DisplayListRasterizer/bands``) gives
/// exactly the pixels and counts of one band, and text images land where the text-closure
/// path puts them.
struct BandTests {
    /// A made-up text image: a `w × h` mask with a diagonal ramp, at a position derived
    /// from the run's anchor (what a backend's text cache would compute).
    static func image(of run: TextRun) -> TextImage? {
        guard run.color.a > 0 else { return nil }
        let w = 7 + run.string.count * 5, h = 12
        guard let mask = AlphaMask(width: w, height: h, sample: { x, y in UInt8(truncatingIfNeeded: (x * 37 + y * 11) % 256) })
        else { return nil }
        return TextImage(mask: mask, x: Int(run.position.x) - w / 2, y: Int(run.position.y) - h / 2, color: run.color)
    }

    /// A frame with everything the rasteriser draws: a backdrop, wedges, lines, circle
    /// strokes, tessellated shapes, translucent colours, nested clips and text, placed from
    /// `seed` so that shapes cross band edges anywhere.
    static func frame(seed: Int) -> DisplayList {
        var l = DisplayList()
        l.background = Color(r: 1, g: 2, b: 3)
        let o = Double(seed % 17)
        l.append(.fillRect(Rect(x: 0, y: 0, width: 300, height: 200), Color(r: 18, g: 21, b: 28)))
        for k in 0..<12 {
            let a = Double(k) * 0.52 + o * 0.1
            let c = Color(r: UInt8(40 + 15 * k), g: 90, b: UInt8(200 - 10 * k), a: k % 3 == 0 ? 140 : 255)
            l.append(.fillWedge(Wedge(center: Point(x: 150 + o, y: 100), innerRadius: 30, outerRadius: 90, startAngle: a, endAngle: a + 0.5), c))
            l.append(.line(
                from: Point(x: 150 + o + 30 * Double.cos(a), y: 100 + 30 * Double.sin(a)),
                to: Point(x: 150 + o + 90 * Double.cos(a), y: 100 + 90 * Double.sin(a)), width: 1.5,
                Color(r: 13, g: 16, b: 22)))
        }
        l.append(.strokeCircle(center: Point(x: 150 + o, y: 100), radius: 90, width: 2, Color(r: 200, g: 200, b: 200, a: 90)))
        l.append(.pushClip(Rect(x: 10 + o, y: 37.5, width: 120, height: 97)))
        l.append(.fillCircle(center: Point(x: 60, y: 90 + o), radius: 40, Color(r: 250, g: 120, b: 0, a: 200)))
        l.append(.text(TextRun("clip", at: Point(x: 60, y: 60 + o), style: TextStyle(size: 12), color: Color(r: 255, g: 255, b: 255))))
        l.append(.pushClip(Rect(x: 400, y: 0, width: 10, height: 10)))  // empty intersection
        l.append(.text(TextRun("hidden", at: Point(x: 60, y: 60), style: TextStyle(size: 12), color: Color(r: 255, g: 0, b: 0))))
        l.append(.fillRect(Rect(x: 0, y: 0, width: 300, height: 200), Color(r: 255, g: 0, b: 0)))
        l.append(.popClip)
        l.append(.popClip)
        l.append(.popClip)  // unbalanced: ignored
        for k in 0..<6 {
            l.append(.text(TextRun(
                "label \(k)", at: Point(x: 230, y: 20 + 33 * Double(k) + o), style: TextStyle(size: 14),
                color: Color(r: 170, g: 180, b: 198, a: k == 5 ? 140 : 255))))
        }
        l.append(.fillRect(Rect(x: 0, y: 0, width: 300, height: 24.5), Color(r: 11, g: 13, b: 18, a: 230)))
        return l
    }

    @Test func bandsDrawTheSamePixelsAsOne() async {
        await propertyCheck(count: 20, input: Gen.int(in: 0...1000)) { seed in
            let list = Self.frame(seed: seed)
            let one = Canvas(width: 300, height: 200)
            var r1 = DisplayListRasterizer()
            one.withBuffer { r1.render(list, into: $0, images: Self.image) }
            for bands in [2, 3, 6] {
                let many = Canvas(width: 300, height: 200)
                var r = DisplayListRasterizer()
                r.bands = bands
                #expect(r.bandCount(height: 200) == bands)
                many.withBuffer { r.render(list, into: $0, images: Self.image) }
                #expect(many.pixels == one.pixels)
                #expect(r.lastShapeCount == r1.lastShapeCount)
                #expect(r.lastClearFolded && r1.lastClearFolded)
            }
        }
    }

    @Test func imagesLandWhereTheTextClosureDrawsThem() {
        let list = Self.frame(seed: 5)
        let viaClosure = Canvas(width: 300, height: 200)
        var a = DisplayListRasterizer()
        var handedOver = 0
        viaClosure.withBuffer { buffer in
            a.render(list, into: buffer) { run, clip in
                handedOver += 1
                if let t = Self.image(of: run) { buffer.blend(t.mask, color: t.color, x: t.x, y: t.y, clip: clip) }
            }
        }
        let viaImages = Canvas(width: 300, height: 200)
        var b = DisplayListRasterizer()
        b.bands = 4
        var asked = 0
        viaImages.withBuffer { buffer in
            b.render(list, into: buffer) { run in
                asked += 1
                return Self.image(of: run)
            }
        }
        #expect(viaImages.pixels == viaClosure.pixels)
        // The run under an empty clip is neither handed over nor asked for.
        #expect(handedOver == 7)
        #expect(asked == 7)
        #expect(a.lastShapeCount == b.lastShapeCount)
    }

    @Test func aFailingImageStopsTheRenderBeforeAnyPixelChanges() {
        struct NoFont: Error {}
        let c = Canvas(width: 300, height: 200, fill: 0xFF12_3456)
        var r = DisplayListRasterizer()
        r.bands = 2
        #expect(throws: NoFont.self) {
            try c.withBuffer { buffer throws(NoFont) in
                try r.render(Self.frame(seed: 1), into: buffer) { _ throws(NoFont) -> TextImage? in throw NoFont() }
            }
        }
        #expect(c.pixels.allSatisfy { $0 == 0xFF12_3456 })
    }

    @Test func bandCountIsClampedAndShortBuffersUseFewerBands() {
        var r = DisplayListRasterizer()
        r.bands = 0
        #expect(r.bands == 1)
        r.bands = 1000
        #expect(r.bands == DisplayListRasterizer.maxBands)
        r.bands = 4
        #expect(r.bandCount(height: 640) == 4)
        #expect(r.bandCount(height: 70) == 2)
        #expect(r.bandCount(height: 10) == 1)
        #expect(r.bandCount(height: 0) == 1)
    }
}

/// Copies of a rasteriser do not share scratch state: they draw at the same time on
/// different threads and each gets the pixels of a lone rasteriser.
struct RasterizerCopyTests {
    @Test func copiesDrawConcurrentlyWithTheirOwnScratchState() {
        var original = DisplayListRasterizer()
        original.bands = 4
        let list = BandTests.frame(seed: 3)
        let reference = Canvas(width: 300, height: 200)
        reference.withBuffer { original.render(list, into: $0, images: BandTests.image) }
        // One copy and one canvas per thread, in raw storage (no shared array to mutate).
        let copies = UnsafeMutableBufferPointer<DisplayListRasterizer>.allocate(capacity: 3)
        _ = copies.initialize(from: [original, original, original])
        defer { _ = copies.deinitialize(); copies.deallocate() }
        nonisolated(unsafe) let rasterizers = copies
        nonisolated(unsafe) let canvases = (0..<3).map { _ in Canvas(width: 300, height: 200) }
        let expected = reference.pixels
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: 3)
        counts.initialize(repeating: 0)
        defer { counts.deallocate() }
        nonisolated(unsafe) let wrong = counts
        DispatchQueue.concurrentPerform(iterations: 3) { k in
            for _ in 0..<40 {
                canvases[k].withBuffer { rasterizers[k].render(list, into: $0, images: BandTests.image) }
                if canvases[k].pixels != expected { wrong[k] += 1 }
            }
        }
        #expect(Array(counts) == [0, 0, 0])
    }
}
