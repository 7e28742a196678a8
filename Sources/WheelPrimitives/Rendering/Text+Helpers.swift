extension TextAnchor {
    /// Top-left corner.
    public static let topLeft = TextAnchor(x: 0, y: 0)
    /// Middle of the top edge.
    public static let top = TextAnchor(x: 0.5, y: 0)
    /// Top-right corner.
    public static let topRight = TextAnchor(x: 1, y: 0)
    /// Middle of the left edge.
    public static let left = TextAnchor(x: 0, y: 0.5)
    /// Centre of the box.
    public static let center = TextAnchor(x: 0.5, y: 0.5)
    /// Middle of the right edge.
    public static let right = TextAnchor(x: 1, y: 0.5)
    /// Bottom-left corner.
    public static let bottomLeft = TextAnchor(x: 0, y: 1)
    /// Middle of the bottom edge.
    public static let bottom = TextAnchor(x: 0.5, y: 1)
    /// Bottom-right corner.
    public static let bottomRight = TextAnchor(x: 1, y: 1)

    /// The top-left corner of a box of `size` whose anchor point is at `position`.
    @inlinable
    public func origin(of size: Size, at position: Point) -> Point {
        Point(x: position.x - x * size.width, y: position.y - y * size.height)
    }
}

/// A text measurer with no font: every character is `0.6 × size` wide and a line is
/// `1.2 × size` high. Useful for tests and for renderers that size text themselves.
public struct MonospaceTextMeasurer: TextMeasurer, Sendable {
    /// Width of one character as a fraction of the font size.
    public var advance: Double
    /// Line height as a fraction of the font size.
    public var lineHeight: Double

    /// Creates the measurer.
    public init(advance: Double = 0.6, lineHeight: Double = 1.2) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    /// See `TextMeasurer.measure(_:style:)`.
    public func measure(_ text: String, style: TextStyle) -> Size {
        Size(width: Double(text.count) * advance * style.size, height: lineHeight * style.size)
    }
}

