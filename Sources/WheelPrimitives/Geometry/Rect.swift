/// An axis-aligned rectangle in view space (points, origin top-left, y down).
public struct Rect: Hashable, Sendable {
    /// Left edge, in points.
    public var x: Double
    /// Top edge, in points.
    public var y: Double
    /// Width, in points (never negative for a rectangle made by WheelCore).
    public var width: Double
    /// Height, in points (never negative for a rectangle made by WheelCore).
    public var height: Double

    /// Creates a rectangle from its top-left corner and size.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
