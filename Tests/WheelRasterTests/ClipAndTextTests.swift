import Testing
import WheelRaster
import WheelRendering

private let red = Color(r: 220, g: 30, b: 40)
private let bg = Color(r: 10, g: 20, b: 30)

/// Clip rectangles, text hand-off, clearing and buffer geometry.
struct ClipAndTextTests {
    private func list(_ commands: [DisplayCommand]) -> DisplayList {
        var l = DisplayList()
        l.background = bg
        for c in commands { l.append(c) }
        return l
    }

    @Test func clipsNestAndPopRestores() {
        let c = Canvas(width: 200, height: 200)
        c.draw(list([
            .pushClip(Rect(x: 50, y: 50, width: 100, height: 100)),
            .pushClip(Rect(x: 0, y: 0, width: 120, height: 120)),
            .fillRect(Rect(x: 0, y: 0, width: 200, height: 200), red),
            .popClip,
            .popClip,
            .fillRect(Rect(x: 0, y: 190, width: 10, height: 10), red),
        ]))
        #expect(c.color(60, 60) == red)
        #expect(c.color(50, 50) == red)
        #expect(c.color(119, 119) == red)
        #expect(c.color(120, 60) == bg)
        #expect(c.color(125, 125) == bg)
        #expect(c.color(49, 60) == bg)
        #expect(c.color(5, 195) == red)
    }

    @Test func fractionalClipRoundsOutwards() {
        let c = Canvas(width: 50, height: 50)
        c.draw(list([
            .pushClip(Rect(x: 10.5, y: 10.5, width: 9, height: 9)),
            .fillRect(Rect(x: 0, y: 0, width: 50, height: 50), red),
            .popClip,
        ]))
        #expect(c.color(10, 10) == red)
        #expect(c.color(19, 19) == red)
        #expect(c.color(20, 20) == bg)
        #expect(c.color(9, 15) == bg)
    }

    @Test func emptyClipDrawsNothingAndUnbalancedPopIsIgnored() {
        let c = Canvas(width: 200, height: 200)
        var texts = 0
        c.draw(list([
            .pushClip(Rect(x: 10, y: 10, width: 20, height: 20)),
            .pushClip(Rect(x: 100, y: 100, width: 20, height: 20)),
            .fillRect(Rect(x: 0, y: 0, width: 200, height: 200), red),
            .text(TextRun("hidden", at: Point(x: 110, y: 110), style: TextStyle(size: 10), color: .white)),
            .popClip, .popClip, .popClip,
        ])) { _, _ in texts += 1 }
        #expect(c.color(15, 15) == bg)
        #expect(c.color(110, 110) == bg)
        #expect(texts == 0)
    }

    @Test func textRunsAreHandedOverInOrderWithTheirClip() {
        let c = Canvas(width: 100, height: 100)
        var seen: [(String, PixelRect)] = []
        let runA = TextRun("a", at: Point(x: 5, y: 5), style: TextStyle(size: 10), color: .white)
        let runB = TextRun("b", at: Point(x: 5, y: 5), style: TextStyle(size: 10), color: .white)
        c.draw(list([
            .fillRect(Rect(x: 0, y: 0, width: 10, height: 10), red),
            .text(runA),
            .pushClip(Rect(x: 2.5, y: 3, width: 20, height: 10)),
            .text(runB),
            .popClip,
        ]), scale: 2) { run, clip in
            seen.append((run.string, clip))
        }
        #expect(seen.map(\.0) == ["a", "b"])
        #expect(seen.first?.1 == PixelRect(x0: 0, y0: 0, x1: 100, y1: 100))
        #expect(seen.last?.1 == PixelRect(x0: 5, y0: 6, x1: 45, y1: 26))
    }

    @Test func clearFillsTheWholeBufferButNotThePadding() {
        let c = Canvas(width: 10, height: 4, rowStride: 13, fill: 0xDEAD_BEEF)
        c.draw(list([]))
        for y in 0..<4 {
            for x in 0..<10 { #expect(c.color(x, y) == bg) }
            for x in 10..<13 { #expect(c.pixels[y * 13 + x] == 0xDEAD_BEEF) }
        }
        let keep = Canvas(width: 10, height: 4, fill: 0x1234_5678)
        keep.draw(list([]), clear: false)
        #expect(keep.pixels.allSatisfy { $0 == 0x1234_5678 })
    }

    @Test func abgrLayoutSwapsRedAndBlue() {
        let c = Canvas(width: 20, height: 20, layout: .abgr8888)
        c.draw(list([.fillRect(Rect(x: 0, y: 0, width: 10, height: 20), red)]))
        #expect(c.pixels[5 * 20 + 5] == 0xFF28_1EDC)
        #expect(c.color(5, 5) == red)
        #expect(PixelLayout.argb8888.pack(red) == 0xFFDC_1E28)
    }

    @Test func translucentColourBlendsLikeSDL() {
        // SDL_BLENDMODE_BLEND: rgb = s·a + d·(1 − a), alpha = a + d.a·(1 − a).
        let c = Canvas(width: 20, height: 20)
        let src = Color(r: 200, g: 100, b: 50, a: 64)
        c.draw(list([.fillRect(Rect(x: 0, y: 0, width: 20, height: 20), src)]))
        let p = c.color(10, 10)
        func mix(_ s: UInt8, _ d: UInt8) -> Int {
            let v: Double = (Double(s) * 64 + Double(d) * 191) / 255
            return Int(v + 0.5)
        }
        #expect(abs(Int(p.r) - mix(200, 10)) <= 1)
        #expect(abs(Int(p.g) - mix(100, 20)) <= 1)
        #expect(abs(Int(p.b) - mix(50, 30)) <= 1)
        #expect(p.a == 255)
    }
}
