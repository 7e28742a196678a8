/// How a run of text looks, independently of any font engine.
///
/// The core only knows a size and a weight; the renderer maps them to a font.
public struct TextStyle: Hashable, Sendable {
    /// Font weight.
    public enum Weight: Hashable, Sendable {
        /// The regular face.
        case regular
        /// The bold face.
        case bold
    }

    /// Font size, in points.
    public var size: Double
    /// Font weight.
    public var weight: Weight

    /// Creates a style.
    @inlinable
    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// Which point of a text's bounding box its anchor position names.
public enum TextAnchor: Hashable, Sendable {
    /// Top-left corner.
    case topLeft
    /// Middle of the top edge.
    case top
    /// Top-right corner.
    case topRight
    /// Middle of the left edge.
    case left
    /// Centre of the box.
    case center
    /// Middle of the right edge.
    case right
    /// Bottom-left corner.
    case bottomLeft
    /// Middle of the bottom edge.
    case bottom
    /// Bottom-right corner.
    case bottomRight

    /// The fraction of the box's width and height that lies left of and above the anchor.
    @inlinable
    public var unit: (x: Double, y: Double) {
        switch self {
        case .topLeft: (0, 0)
        case .top: (0.5, 0)
        case .topRight: (1, 0)
        case .left: (0, 0.5)
        case .center: (0.5, 0.5)
        case .right: (1, 0.5)
        case .bottomLeft: (0, 1)
        case .bottom: (0.5, 1)
        case .bottomRight: (1, 1)
        }
    }

    /// The top-left corner of a box of `size` whose anchor point is at `position`.
    @inlinable
    public func origin(of size: Size, at position: Point) -> Point {
        let u = unit
        return Point(x: position.x - u.x * size.width, y: position.y - u.y * size.height)
    }
}

/// Measures text for layout. Injected by the renderer, like Yoga's measure function:
/// the core knows strings, styles and sizes, never fonts or textures.
public protocol TextMeasurer {
    /// The size, in points, of the box that `text` occupies when drawn in `style`
    /// (advance width by line height).
    func measure(_ text: String, style: TextStyle) -> Size
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

    /// See ``TextMeasurer/measure(_:style:)``.
    public func measure(_ text: String, style: TextStyle) -> Size {
        Size(width: Double(text.count) * advance * style.size, height: lineHeight * style.size)
    }
}

/// Identifies a reusable cell, so that a renderer can cache a per-cell resource (a text
/// texture) and rebuild it only when the cell's content changes.
public struct CellKey: Hashable, Sendable {
    /// Which family of cells the slot belongs to.
    public enum Kind: UInt8, Hashable, Sendable {
        /// A sector cell of a wheel.
        case sector
        /// A side-label cell of a wheel.
        case label
        /// Any other cached text (axis labels, annotations, controls).
        case other
    }

    /// The cell family.
    public var kind: Kind
    /// The slot id within that family, stable while the cell shows the same item.
    public var slot: Int

    /// Creates a key.
    @inlinable
    public init(kind: Kind, slot: Int) {
        self.kind = kind
        self.slot = slot
    }
}

/// One run of single-line text to draw.
public struct TextRun: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// The anchor position, in view space.
    public var position: Point
    /// Which point of the text box `position` names.
    public var anchor: TextAnchor
    /// Size and weight.
    public var style: TextStyle
    /// Colour, opacity included.
    public var color: Color
    /// The reusable cell this text belongs to, if any. A renderer may cache the rendered
    /// text under this key; the cache entry is stale when `string` or `style` differ.
    public var cell: CellKey?

    /// Creates a text run.
    @inlinable
    public init(
        _ string: String, at position: Point, anchor: TextAnchor = .center, style: TextStyle,
        color: Color, cell: CellKey? = nil
    ) {
        self.string = string
        self.position = position
        self.anchor = anchor
        self.style = style
        self.color = color
        self.cell = cell
    }
}
