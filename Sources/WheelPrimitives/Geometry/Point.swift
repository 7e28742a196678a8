/// A point in a two-dimensional coordinate space.
///
/// WheelCore works in *view space* unless a declaration says otherwise:
/// logical points (not device pixels), origin at the top-left corner of the
/// viewport, x growing to the right and y growing **downwards**.
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate, in points.
    public var x: Double
    /// Vertical coordinate, in points (grows downwards in view space).
    public var y: Double

    /// Creates a point from its two coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    /// Horizontal extent, in points.
    public var width: Double
    /// Vertical extent, in points.
    public var height: Double

    /// Creates a size.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
