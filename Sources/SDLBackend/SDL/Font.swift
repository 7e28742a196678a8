import CSDL2

/// An owned SDL_ttf font opened at a fixed pixel size (TTF's point size at its default
/// 72 DPI equals pixels). Keeps the ``SDLLibrary`` alive so TTF is not shut down first.
public final class Font {
    /// The `TTF_Font*`. Valid for the lifetime of this object.
    public let handle: OpaquePointer
    /// The size the font was opened at, in pixels.
    public let pixelSize: Int
    private let library: SDLLibrary

    /// Opens the font file at `path` at `pixelSize` (clamped to 1...1000) pixels.
    public init(path: String, pixelSize: Int, library: SDLLibrary) throws(SDLError) {
        let size = min(1000, max(1, pixelSize))
        guard let f = TTF_OpenFont(path, Int32(size)) else {
            throw SDLError.capture("TTF_OpenFont(\(path), \(size))")
        }
        handle = f
        self.pixelSize = size
        self.library = library
    }

    deinit { TTF_CloseFont(handle) }

    /// Line height (ascent + descent), in pixels.
    public var lineHeight: Int { Int(TTF_FontHeight(handle)) }

    /// The advance width and line height of `text`, in pixels.
    public func size(of text: String) throws(SDLError) -> (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        try check(TTF_SizeUTF8(handle, text, &w, &h), "TTF_SizeUTF8")
        return (Int(w), Int(h))
    }

    /// Renders `text` anti-aliased (blended) in `r, g, b` onto a new ARGB surface.
    public func renderBlended(_ text: String, r: UInt8 = 255, g: UInt8 = 255, b: UInt8 = 255)
        throws(SDLError) -> Surface
    {
        guard let s = TTF_RenderUTF8_Blended(handle, text, SDL_Color(r: r, g: g, b: b, a: 255)) else {
            throw SDLError.capture("TTF_RenderUTF8_Blended")
        }
        return Surface(taking: s)
    }
}
