import CSDL2
import Foundation
import Testing

@testable import SDLBackend

/// Issue 48, item 4: text shaped in every script. Runs cut by FriBidi's levels, the script and
/// the first font with each glyph; HarfBuzz (through SDL_ttf) shapes each run; what is measured
/// is what is drawn; no script the project shows draws as boxes.
@Suite struct TextRunsTests {
    /// Every font has every glyph: only direction and script cut.
    func cut(_ text: String, rtl: Bool? = nil) -> [String] {
        TextRuns(text, baseRightToLeft: rtl, fontCount: 1) { _, _ in true }.runs.map(\.text)
    }

    @Test func latinIsOneRun() {
        let r = TextRuns("February 2024", fontCount: 1) { _, _ in true }.runs
        #expect(r == [.init(text: "February 2024", rightToLeft: false, script: "Latn", font: 0)])
        #expect(TextRuns.isSimple("Février 2024, Январь"))
        #expect(!TextRuns.isSimple("שלום"))
    }

    @Test func hebrewInALeftToRightLineStaysInPlace() {
        // "abc אבג def": the Hebrew word reads right to left inside a left-to-right line.
        let r = TextRuns("abc אבג def", fontCount: 1) { _, _ in true }.runs
        #expect(r.map(\.text) == ["abc ", "אבג", " def"])
        #expect(r.map(\.rightToLeft) == [false, true, false])
        #expect(r[1].script == "Hebr")
    }

    @Test func aRightToLeftLineIsMirrored() {
        // An Arabic date: the number's run sits left of the month's on screen (read after it).
        let r = TextRuns("فبراير 2024", fontCount: 1) { _, _ in true }.runs
        #expect(r.map(\.text) == ["2024", "فبراير "])
        #expect(r.map(\.rightToLeft) == [false, true])
        // Forcing a right-to-left paragraph moves a Latin word to the right.
        // (The space belongs to the Hebrew run; drawn right to left, it lands between them.)
        #expect(cut("abc אבג", rtl: true) == [" אבג", "abc"])
        #expect(cut("abc אבג", rtl: false) == ["abc ", "אבג"])
    }

    @Test func fontsCutRunsAndSpacesStayWithTheirRun() {
        // Font 0 has Latin and digits, font 1 everything: the CJK characters go to font 1,
        // the digits between them stay with it (it has them).
        let r = TextRuns("Year 2024年2月", fontCount: 2) { font, v in font == 1 || v < 0x3000 }.runs
        #expect(r.map(\.text) == ["Year 2024", "年2月"])
        #expect(r.map(\.font) == [0, 1])
        #expect(r[1].script == "Hani")
    }

    @Test func emptyAndMixedNumbersDoNotTrap() {
        #expect(cut("").isEmpty)
        #expect(cut("١٢٣ - 456").joined().unicodeScalars.count == "١٢٣ - 456".unicodeScalars.count)
        for text in ["\u{202E}abc", "(אב)cd[ef]", "\u{200F}\u{200E}", "a\u{0301}\u{0627}\u{064B}"] {
            #expect(cut(text).joined().unicodeScalars.sorted { $0.value < $1.value }
                == text.unicodeScalars.sorted { $0.value < $1.value })
        }
    }
}

@Suite(.serialized) struct ShapedTextFaceTests {
    static let samples = [
        "February 2024", "Февраль", "Φεβρουάριος", "فبراير", "פברואר", "2024年2月23日", "二月",
        "2월 23일", "오후", "午前",
    ]

    @Test func everyScriptShownHasItsGlyphs() throws {
        let face = try Headless.fonts.face(pixelSize: 20, bold: false)
        try #require(face.fonts.count >= 2, "Noto Sans CJK (fonts-noto-cjk) is not installed")
        let bold = try Headless.fonts.face(pixelSize: 20, bold: true)
        for s in Self.samples {
            #expect(face.hasGlyphs(for: s), "\(s)")
            #expect(bold.hasGlyphs(for: s), "\(s)")
        }
        #expect(!face.hasGlyphs(for: "\u{0E01}\u{0E32}"))  // Thai: no face has it (the check can fail)
    }

    @Test func whatIsMeasuredIsWhatIsDrawn() throws {
        for bold in [false, true] {
            for px in [11, 20, 37] {
                let face = try Headless.fonts.face(pixelSize: px, bold: bold)
                for s in Self.samples + ["abc אבג def", "Year 2024年"] {
                    let size = try face.size(of: s)
                    let image = try face.renderBlended(s)
                    #expect(size.width == image.width && size.height == image.height, "\(s) at \(px)")
                    #expect(size.width > 0)
                }
            }
        }
    }

    @Test func arabicIsJoinedNotDrawnLetterByLetter() throws {
        let face = try Headless.fonts.face(pixelSize: 24, bold: false)
        let font = face.fonts[0]
        // Unshaped (the primary font left to right, no script), the word's letters are the
        // isolated forms in reading order; shaped, they join, and the image differs.
        let word = "فبراير"
        let shaped = try face.renderBlended(word)
        let plain = try font.renderBlended(word)
        #expect(shaped.width != plain.width || !sameAlpha(shaped, plain))
        // The Latin path is untouched: a simple string draws exactly as the font draws it.
        let latin = try face.renderBlended("February")
        #expect(sameAlpha(latin, try font.renderBlended("February")))
    }

    @Test func cjkWithLatinSharesABaseline() throws {
        let face = try Headless.fonts.face(pixelSize: 24, bold: false)
        let placed = try face.layout("Year 2024年")
        #expect(placed.pieces.count == 2)
        #expect(placed.pieces[1].x == (try face.fonts[0].size(of: "Year 2024").width))
        let a0 = Int(TTF_FontAscent(face.fonts[0].handle))
        let a1 = Int(TTF_FontAscent(face.fonts[1].handle))
        #expect(placed.pieces[0].y + a0 == placed.pieces[1].y + a1)
    }

    func sameAlpha(_ a: Surface, _ b: Surface) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y)?.a != b.pixel(x: x, y: y)?.a { return false }
        }
        return true
    }
}
