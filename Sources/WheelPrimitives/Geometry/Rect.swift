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

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Right edge, `x + width`.
    @inlinable public var maxX: Double { x + width }
    /// Bottom edge, `y + height`.
    @inlinable public var maxY: Double { y + height }
    /// Horizontal centre.
    @inlinable public var midX: Double { x + width / 2 }
    /// Vertical centre.
    @inlinable public var midY: Double { y + height / 2 }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// Whether `p` lies inside the rectangle (left/top edges inclusive, right/bottom exclusive).
    @inlinable
    public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x < maxX && p.y >= y && p.y < maxY
    }

    /// Whether the two rectangles share any area.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The rectangle grown by `dx` on the left and right and `dy` at the top and bottom
    /// (shrunk for negative values; never to a negative size).
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }
}
