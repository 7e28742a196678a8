import CSDL2
import WheelRendering

/// An owned `SDL_Surface`: pixels in main memory, in **pixel space** (origin top-left,
/// y down). Freed in `deinit`.
public final class Surface {
    /// The surface. Valid for the lifetime of this object; do not free it.
    public let pointer: UnsafeMutablePointer<SDL_Surface>

    /// Takes ownership of a surface returned by SDL.
    public init(taking pointer: UnsafeMutablePointer<SDL_Surface>) {
        self.pointer = pointer
    }

    /// Creates a blank (transparent black) 32-bit surface, ARGB8888 by default.
    public convenience init(
        width: Int, height: Int, format: UInt32 = SDL_PIXELFORMAT_ARGB8888.rawValue
    ) throws(SDLError) {
        let w = Int32(clamping: max(1, width))
        let h = Int32(clamping: max(1, height))
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, format) else {
            throw SDLError.capture("SDL_CreateRGBSurfaceWithFormat(\(w)x\(h))")
        }
        self.init(taking: s)
    }

    /// Loads an image file with SDL_image.
    public static func load(path: String) throws(SDLError) -> Surface {
        guard let s = IMG_Load(path) else { throw SDLError.capture("IMG_Load(\(path))") }
        return Surface(taking: s)
    }

    deinit { SDL_FreeSurface(pointer) }

    /// Width, in pixels.
    public var width: Int { Int(pointer.pointee.w) }
    /// Height, in pixels.
    public var height: Int { Int(pointer.pointee.h) }
    /// The `SDL_PixelFormatEnum` raw value of the pixels.
    public var format: UInt32 { pointer.pointee.format.pointee.format }

    /// Saves the surface as a PNG file; the error names the path.
    public func savePNG(to path: String) throws(SDLError) {
        try check(IMG_SavePNG(pointer, path), "IMG_SavePNG(\(path))")
    }

    /// The surface encoded as PNG in memory, so the caller decides how the bytes reach a file
    /// (and can check every write). The buffer holds any PNG of this size (deflate's stored
    /// blocks plus chunk overhead); an encoder that still runs out of room is an error.
    public func pngData() throws(SDLError) -> [UInt8] {
        let raw = height * (width * 4 + 1)
        let capacity = raw + raw / 64 + 65_536
        guard capacity <= Int(Int32.max) else {
            throw SDLError(call: "IMG_SavePNG_RW", message: "a \(width)x\(height) image is too large for one PNG buffer")
        }
        var bytes = [UInt8](repeating: 0, count: capacity)
        let outcome: Result<Int, SDLError> = bytes.withUnsafeMutableBytes { buffer in
            guard let rw = SDL_RWFromMem(buffer.baseAddress, Int32(capacity)) else {
                return .failure(SDLError.capture("SDL_RWFromMem"))
            }
            defer { SDL_RWclose(rw) }
            if IMG_SavePNG_RW(pointer, rw, 0) < 0 { return .failure(SDLError.capture("IMG_SavePNG_RW")) }
            let n = SDL_RWtell(rw)
            guard n > 0 else { return .failure(SDLError(call: "IMG_SavePNG_RW", message: "no bytes written")) }
            return .success(Int(n))
        }
        let written = try outcome.get()
        bytes.removeSubrange(written...)
        return bytes
    }

    /// The colour of one pixel (straight alpha), or nil outside the surface.
    public func pixel(x: Int, y: Int) -> Color? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let s = pointer.pointee
        guard let base = s.pixels, let fmt = s.format else { return nil }
        let mustLock = (s.flags & UInt32(SDL_RLEACCEL)) != 0
        if mustLock { SDL_LockSurface(pointer) }
        defer { if mustLock { SDL_UnlockSurface(pointer) } }
        let bpp = Int(fmt.pointee.BytesPerPixel)
        let row = base.advanced(by: y * Int(s.pitch) + x * bpp).assumingMemoryBound(to: UInt8.self)
        var value: UInt32 = 0
        for k in 0..<min(bpp, 4) {
            // Pixels are stored in native (little-endian) byte order.
            value |= UInt32(row[k]) << (8 * UInt32(k))
        }
        var r: UInt8 = 0
        var g: UInt8 = 0
        var b: UInt8 = 0
        var a: UInt8 = 0
        SDL_GetRGBA(value, fmt, &r, &g, &b, &a)
        return Color(r: r, g: g, b: b, a: a)
    }
}
