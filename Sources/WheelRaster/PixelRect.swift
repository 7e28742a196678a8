/// An axis-aligned rectangle of whole pixels in **pixel space** (origin top-left, y down),
/// half-open: it holds the pixels `x0 ..< x1` × `y0 ..< y1`.
///
/// Used for clip rectangles. A rectangle with `x1 <= x0` or `y1 <= y0` is empty.
public struct PixelRect: Hashable, Sendable {
    /// First column.
    public var x0: Int
    /// First row.
    public var y0: Int
    /// One past the last column.
    public var x1: Int
    /// One past the last row.
    public var y1: Int

    /// Creates a rectangle from its half-open bounds.
    @inlinable
    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The empty rectangle.
    public static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    /// Width in pixels (0 when empty).
    @inlinable public var width: Int { max(0, x1 - x0) }
    /// Height in pixels (0 when empty).
    @inlinable public var height: Int { max(0, y1 - y0) }
    /// Whether the rectangle holds no pixel.
    @inlinable public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The pixels in both rectangles (``empty`` if none).
    @inlinable
    public func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? .empty : r
    }

    /// The smallest rectangle of whole pixels covering `x0...x1` × `y0...y1` (pixel-space
    /// `Double` edges): edges are rounded outwards and clamped to ±2^30. Non-finite input
    /// gives ``empty``.
    public static func covering(x0: Double, y0: Double, x1: Double, y1: Double) -> PixelRect {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return .empty }
        let lim = Double(1 << 30)
        func clamp(_ v: Double) -> Int { Int(min(lim, max(-lim, v))) }
        let r = PixelRect(
            x0: clamp(x0.rounded(.down)), y0: clamp(y0.rounded(.down)),
            x1: clamp(x1.rounded(.up)), y1: clamp(y1.rounded(.up)))
        return r.isEmpty ? .empty : r
    }
}
