import CSDL2
import WheelRaster

/// Reading a surface's alpha channel as a WheelRaster coverage mask.
extension AlphaMask {
    /// The alpha channel of `surface` as coverage, honouring its pitch and pixel format
    /// (surfaces that are not 32-bit with an 8-bit alpha channel are converted to ARGB8888
    /// first). Nil when the surface cannot be read or converted.
    ///
    /// For text rendered in white with `TTF_RenderUTF8_Blended` (ARGB8888, colour white,
    /// alpha = glyph coverage) this is exactly the glyph coverage.
    public init?(alphaOf surface: Surface) {
        let s = surface.pointer
        guard let format = s.pointee.format?.pointee else { return nil }
        guard format.BytesPerPixel == 4, format.Aloss == 0, format.Amask >> format.Ashift == 0xFF else {
            guard let converted = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
            self.init(alphaOf: Surface(taking: converted))
            return
        }
        let mustLock = (s.pointee.flags & UInt32(SDL_RLEACCEL)) != 0
        if mustLock && SDL_LockSurface(s) != 0 { return nil }
        defer { if mustLock { SDL_UnlockSurface(s) } }
        guard let pixels = UnsafeRawPointer(s.pointee.pixels) else { return nil }
        let pitch = Int(s.pointee.pitch)
        let shift = UInt32(format.Ashift)
        self.init(width: Int(s.pointee.w), height: Int(s.pointee.h)) { x, y in
            // A native-order 32-bit pixel; alpha sits at `Ashift` whatever the byte order.
            let value = pixels.loadUnaligned(fromByteOffset: y * pitch + 4 * x, as: UInt32.self)
            return UInt8(truncatingIfNeeded: value >> shift)
        }
    }
}
