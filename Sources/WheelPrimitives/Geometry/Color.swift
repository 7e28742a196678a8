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
}
