import CSDL2
import Foundation
import WheelRendering

/// The fonts for each (pixel size, weight), opened on demand from the font files and kept
/// for reuse: a primary face and fallbacks for the scripts it lacks. Shared by ``TextCache``
/// and ``TTFTextMeasurer`` so both use the same faces (``TextFace``).
public final class FontSet {
    /// Path of the regular face.
    public let regularPath: String
    /// Path of the bold face.
    public let boldPath: String
    /// Fallback faces (regular, bold), asked in order for glyphs the primary face lacks.
    public let fallbacks: [(regular: String, bold: String)]
    /// Largest pixel size a font is opened at.
    public static let maxPixelSize = 512
    private let library: SDLLibrary
    private var fonts: [FontKey: Font] = [:]
    private var faces: [FontKey: TextFace] = [:]

    private struct FontKey: Hashable {
        var pixelSize: Int
        var bold: Bool
        var fallback = -1
    }

    /// Uses the given font files; `fallbacks` serve the scripts the primary faces lack.
    public init(
        regularPath: String, boldPath: String, fallbacks: [(regular: String, bold: String)] = [],
        library: SDLLibrary
    ) {
        self.regularPath = regularPath
        self.boldPath = boldPath
        self.fallbacks = fallbacks
        self.library = library
    }

    /// Uses `fonts/DejaVuSans.ttf` and `fonts/DejaVuSans-Bold.ttf` inside an `Assets`
    /// directory (see ``AssetLocator``) for Latin, Greek, Cyrillic, Arabic and Hebrew, and
    /// the system's Noto Sans CJK (Debian's `fonts-noto-cjk`) where it is installed for
    /// Chinese, Japanese and Korean.
    public convenience init(assetsDirectory: String, library: SDLLibrary) {
        self.init(
            regularPath: assetsDirectory + "/fonts/DejaVuSans.ttf",
            boldPath: assetsDirectory + "/fonts/DejaVuSans-Bold.ttf", fallbacks: Self.systemFallbacks(),
            library: library)
    }

    /// Where Debian and Ubuntu install Noto Sans CJK.
    public static let notoCJKDirectories = ["/usr/share/fonts/opentype/noto", "/usr/share/fonts/noto-cjk"]

    /// The fallback faces found on this system (Noto Sans CJK regular and bold), in order.
    public static func systemFallbacks() -> [(regular: String, bold: String)] {
        for dir in notoCJKDirectories {
            let regular = dir + "/NotoSansCJK-Regular.ttc"
            let bold = dir + "/NotoSansCJK-Bold.ttc"
            if FileManager.default.isReadableFile(atPath: regular) {
                return [(regular, FileManager.default.isReadableFile(atPath: bold) ? bold : regular)]
            }
        }
        return []
    }

    /// The pixel size for a style at `scale` pixels per point: `size × scale` rounded,
    /// clamped to 1...``maxPixelSize`` (NaN and infinities give 1).
    public static func pixelSize(for style: TextStyle, scale: Double) -> Int {
        let s = style.size * scale
        guard s.isFinite else { return 1 }
        return Int(min(Double(maxPixelSize), max(1, s.rounded())))
    }

    /// Held while a font set looks up or opens a face: SDL_ttf opens faces on one FreeType
    /// library for the whole process, which two threads must not change at once (tests measure
    /// text on several threads).
    private static let openLock = NSLock()

    /// The primary font (bold or regular) at `pixelSize`, opened on first use.
    public func font(pixelSize: Int, bold: Bool) throws(SDLError) -> Font {
        Self.openLock.lock()
        defer { Self.openLock.unlock() }
        return try openFont(FontKey(pixelSize: min(Self.maxPixelSize, max(1, pixelSize)), bold: bold))
    }

    /// The face (the primary font and the fallbacks that open) at `pixelSize`: what measures
    /// and draws text. A fallback file that cannot be opened is left out of the chain.
    public func face(pixelSize: Int, bold: Bool) throws(SDLError) -> TextFace {
        Self.openLock.lock()
        defer { Self.openLock.unlock() }
        let key = FontKey(pixelSize: min(Self.maxPixelSize, max(1, pixelSize)), bold: bold)
        if let face = faces[key] { return face }
        var chain = [try openFont(key)]
        for i in fallbacks.indices {
            var k = key
            k.fallback = i
            if let f = try? openFont(k) { chain.append(f) }
        }
        let face = TextFace(fonts: chain)
        faces[key] = face
        return face
    }

    /// Opens (or finds) the font of `key`; the caller holds `openLock`.
    private func openFont(_ key: FontKey) throws(SDLError) -> Font {
        if let f = fonts[key] { return f }
        let path: String
        if key.fallback >= 0 {
            path = key.bold ? fallbacks[key.fallback].bold : fallbacks[key.fallback].regular
        } else {
            path = key.bold ? boldPath : regularPath
        }
        let f = try Font(path: path, pixelSize: key.pixelSize, library: library)
        fonts[key] = f
        return f
    }

    /// The number of fonts currently open.
    public var openFontCount: Int { fonts.count }
}
