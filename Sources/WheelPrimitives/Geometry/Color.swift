/// An sRGB colour with straight (not premultiplied) 8-bit alpha.
public struct Color: Hashable, Sendable {
    /// Red, 0...255.
    public var r: UInt8
    /// Green, 0...255.
    public var g: UInt8
    /// Blue, 0...255.
    public var b: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var a: UInt8

    /// Creates a colour from its components.
    @inlinable
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Creates an opaque colour from a `0xRRGGBB` literal.
    @inlinable
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(
            r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF), a: alpha)
    }

    /// The same colour with its alpha multiplied by `opacity` (clamped to 0...1; NaN counts as 0).
    @inlinable
    public func withOpacity(_ opacity: Double) -> Color {
        let o = opacity.isNaN ? 0 : min(1, max(0, opacity))
        var c = self
        c.a = UInt8((Double(a) * o).rounded())
        return c
    }

    /// Linear interpolation between two colours, `t` clamped to 0...1.
    @inlinable
    public func mixed(with other: Color, _ t: Double) -> Color {
        let u = t.isNaN ? 0 : min(1, max(0, t))
        func lerp(_ p: UInt8, _ q: UInt8) -> UInt8 {
            UInt8((Double(p) + (Double(q) - Double(p)) * u).rounded())
        }
        return Color(r: lerp(r, other.r), g: lerp(g, other.g), b: lerp(b, other.b), a: lerp(a, other.a))
    }

    /// Opaque white.
    public static let white = Color(r: 255, g: 255, b: 255)
    /// Opaque black.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Fully transparent black.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
}
