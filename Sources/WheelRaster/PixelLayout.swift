import WheelRendering


/// The order of the four 8-bit channels inside one 32-bit pixel, read as a native
/// `UInt32` (so independent of the machine's byte order, like SDL's packed formats).
///
/// Alpha is always the top byte; only red and blue trade places. Source-over blending
/// treats red and blue alike, so the layout only matters when a colour is packed or
/// unpacked.
public enum PixelLayout: Hashable, Sendable {
    /// `0xAARRGGBB`: SDL's `SDL_PIXELFORMAT_ARGB8888` (and `BGRA32` on little-endian
    /// machines), the format of SDLBackend's offscreen surfaces.
    case argb8888
    /// `0xAABBGGRR`: SDL's `SDL_PIXELFORMAT_ABGR8888` (`RGBA32` on little-endian machines).
    case abgr8888

    /// The pixel value of `color` (straight alpha).
    @inlinable
    public func pack(_ color: Color) -> UInt32 {
        let a = UInt32(color.a) << 24
        let g = UInt32(color.g) << 8
        switch self {
        case .argb8888: return a | UInt32(color.r) << 16 | g | UInt32(color.b)
        case .abgr8888: return a | UInt32(color.b) << 16 | g | UInt32(color.r)
        }
    }

    /// The colour of a pixel value (straight alpha).
    @inlinable
    public func unpack(_ pixel: UInt32) -> Color {
        let hi = UInt8(truncatingIfNeeded: pixel >> 16)
        let lo = UInt8(truncatingIfNeeded: pixel)
        let g = UInt8(truncatingIfNeeded: pixel >> 8)
        let a = UInt8(truncatingIfNeeded: pixel >> 24)
        switch self {
        case .argb8888: return Color(r: hi, g: g, b: lo, a: a)
        case .abgr8888: return Color(r: lo, g: g, b: hi, a: a)
        }
    }
}
