import CSDL2
import Foundation
import WheelRendering

/// The fonts that draw text at one pixel size and weight: the primary face (DejaVu Sans) and
/// its fallbacks (Noto Sans CJK), measuring and drawing through one path so that what is
/// measured is what is drawn.
///
/// Text of Latin, Greek, Cyrillic or Armenian letters (every character below U+0590) goes to
/// the primary face in one SDL_ttf call, as it always has. Other text is cut into runs
/// (``TextRuns``: FriBidi's levels, scripts, the first font with each glyph); each run is
/// shaped by SDL_ttf's HarfBuzz with its direction and script, and the runs are placed side by
/// side on a common baseline. Widths add up run by run, in measuring and in drawing alike.
public final class TextFace {
    /// The primary face, then the fallbacks, in the order they are asked for a glyph.
    public let fonts: [Font]

    /// Serialises the font state (direction, script) that shaping sets per run: fonts are
    /// shared, and tests measure on several threads.
    private static let shapingLock = NSLock()

    /// A face over `fonts` (at least one; the first is the primary face).
    init(fonts: [Font]) {
        precondition(!fonts.isEmpty, "a text face needs a font")
        self.fonts = fonts
    }

    /// The primary face's line height (ascent + descent), in pixels.
    public var lineHeight: Int { fonts[0].lineHeight }

    /// Whether some font of the chain has a glyph for every character of `text` that is not
    /// a control or a space (what a test of "no missing glyph" asks).
    public func hasGlyphs(for text: String) -> Bool {
        text.unicodeScalars.allSatisfy { s in
            s.properties.isWhitespace || s.properties.generalCategory == .control
                || s.properties.generalCategory == .format
                || fonts.contains { TTF_GlyphIsProvided32($0.handle, s.value) != 0 }
        }
    }

    /// The runs of `text` over this chain, left to right.
    func runs(of text: String) -> TextRuns {
        TextRuns(text, fontCount: fonts.count) { i, v in TTF_GlyphIsProvided32(fonts[i].handle, v) != 0 }
    }

    /// The advance width and height of `text`, in pixels: exactly the size of the image
    /// ``renderBlended(_:)`` makes of it.
    public func size(of text: String) throws(SDLError) -> (width: Int, height: Int) {
        if TextRuns.isSimple(text) { return try fonts[0].size(of: text) }
        let placed = try layout(text)
        return (placed.width, placed.height)
    }

    /// Renders `text` anti-aliased in white onto a new ARGB surface.
    public func renderBlended(_ text: String) throws(SDLError) -> Surface {
        if TextRuns.isSimple(text) { return try fonts[0].renderBlended(text) }
        // Each run is shaped once: its image gives the size it is placed by.
        var images: [Surface?] = []
        let placed = try place(runs(of: text).runs) { run throws(SDLError) in
            let image =
                run.text.isEmpty
                ? nil : try Self.shaped(fonts[run.font], run) { f throws(SDLError) in try f.renderBlended(run.text) }
            images.append(image)
            return (image?.width ?? 0, image?.height ?? 0)
        }
        let target = try Surface(width: placed.width, height: placed.height)
        for (piece, image) in zip(placed.pieces, images) {
            guard let image else { continue }
            SDL_SetSurfaceBlendMode(image.pointer, SDL_BLENDMODE_NONE)
            var at = SDL_Rect(x: Int32(piece.x), y: Int32(piece.y), w: Int32(image.width), h: Int32(image.height))
            try check(SDL_UpperBlit(image.pointer, nil, target.pointer, &at), "SDL_BlitSurface")
        }
        return target
    }

    /// One run placed on the line: its left edge and its top, in pixels.
    struct Piece {
        var run: TextRuns.Run
        var x: Int
        var y: Int
    }

    /// The runs of `text` placed left to right on a common baseline (measured, not drawn), and
    /// the size of the whole.
    func layout(_ text: String) throws(SDLError) -> (pieces: [Piece], width: Int, height: Int) {
        try place(runs(of: text).runs) { run throws(SDLError) in
            try Self.shaped(fonts[run.font], run) { f throws(SDLError) in try f.size(of: run.text) }
        }
    }

    /// `runs` placed left to right on a common baseline, each as large as `size` says.
    private func place(
        _ runs: [TextRuns.Run], size: (TextRuns.Run) throws(SDLError) -> (width: Int, height: Int)
    ) throws(SDLError) -> (pieces: [Piece], width: Int, height: Int) {
        var sizes: [(width: Int, height: Int, ascent: Int)] = []
        for run in runs {
            let s = try size(run)
            sizes.append((s.width, s.height, Int(TTF_FontAscent(fonts[run.font].handle))))
        }
        let ascent = max(sizes.map(\.ascent).max() ?? 0, Int(TTF_FontAscent(fonts[0].handle)))
        var pieces: [Piece] = []
        var x = 0
        var height = fonts[0].lineHeight
        for (run, s) in zip(runs, sizes) {
            let y = ascent - s.ascent
            pieces.append(Piece(run: run, x: x, y: y))
            x += s.width
            height = max(height, y + s.height)
        }
        return (pieces, x, height)
    }

    /// The scripts shaped with SDL_ttf's default settings, as the simple path shapes them.
    static let simpleScripts: Set<String> = ["Latn", "Grek", "Cyrl", TextRuns.common]

    /// Calls `body` with `font` set to shape `run` (its direction and script), then puts the
    /// font back to SDL_ttf's defaults (left to right, script unknown) for the simple path.
    static func shaped<R>(_ font: Font, _ run: TextRuns.Run, _ body: (Font) throws(SDLError) -> R)
        throws(SDLError) -> R
    {
        shapingLock.lock()
        defer {
            _ = TTF_SetFontDirection(font.handle, TTF_DIRECTION_LTR)
            _ = TTF_SetFontScriptName(font.handle, "Zzzz")
            shapingLock.unlock()
        }
        _ = TTF_SetFontDirection(font.handle, run.rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        // Scripts the simple path draws (Latin, Greek, Cyrillic, common) keep SDL_ttf's default,
        // so a Latin word in a mixed line is drawn exactly as it is alone.
        if !Self.simpleScripts.contains(run.script) { _ = TTF_SetFontScriptName(font.handle, run.script) }
        return try body(font)
    }
}
