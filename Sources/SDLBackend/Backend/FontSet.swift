import CSDL2
import Foundation
import WheelRendering

/// The fonts for each (pixel size, weight), opened on demand from two font files and kept
/// for reuse. Shared by ``TextCache`` and ``TTFTextMeasurer`` so both use the same faces.
public final class FontSet {
    /// Path of the regular face.
    public let regularPath: String
    /// Path of the bold face.
    public let boldPath: String
    /// Largest pixel size a font is opened at.
    public static let maxPixelSize = 512
    private let library: SDLLibrary
    private var fonts: [FontKey: Font] = [:]

    private struct FontKey: Hashable {
        var pixelSize: Int
        var bold: Bool
    }

    /// Uses the given font files.
    public init(regularPath: String, boldPath: String, library: SDLLibrary) {
        self.regularPath = regularPath
        self.boldPath = boldPath
        self.library = library
    }

    /// Uses `fonts/DejaVuSans.ttf` and `fonts/DejaVuSans-Bold.ttf` inside an `Assets`
    /// directory (see ``AssetLocator``).
    public convenience init(assetsDirectory: String, library: SDLLibrary) {
        self.init(
            regularPath: assetsDirectory + "/fonts/DejaVuSans.ttf",
            boldPath: assetsDirectory + "/fonts/DejaVuSans-Bold.ttf", library: library)
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

    /// The font (bold or regular) at `pixelSize`, opened on first use.
    public func font(pixelSize: Int, bold: Bool) throws(SDLError) -> Font {
        Self.openLock.lock()
        defer { Self.openLock.unlock() }
        let key = FontKey(pixelSize: min(Self.maxPixelSize, max(1, pixelSize)), bold: bold)
        if let f = fonts[key] { return f }
        let path = bold ? boldPath : regularPath
        let f = try Font(path: path, pixelSize: key.pixelSize, library: library)
        fonts[key] = f
        return f
    }

    /// The number of fonts currently open.
    public var openFontCount: Int { fonts.count }
}
