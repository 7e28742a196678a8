/// How a run of text looks, independently of any font engine.
///
/// The core only knows a size and whether the text is bold; the renderer maps them to a font.
public struct TextStyle: Hashable, Sendable {
    /// Font size, in points.
    public var size: Double
    /// Whether the bold face is used (else the regular one).
    public var bold: Bool

    /// Creates a style.
    @inlinable
    public init(size: Double, bold: Bool = false) {
        self.size = size
        self.bold = bold
    }
}

/// Which point of a text's bounding box its anchor position names, as the fractions of the
/// box's width and height that lie left of and above it: (0, 0) is the top-left corner,
/// (0.5, 0.5) the centre, (1, 0.5) the middle of the right edge.
public struct TextAnchor: Hashable, Sendable {
    /// The fraction of the box's width left of the anchor, 0...1.
    public var x: Double
    /// The fraction of the box's height above the anchor, 0...1.
    public var y: Double

    /// Creates an anchor from its two fractions.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Measures text for layout. Injected by the renderer, like Yoga's measure function:
/// the core knows strings, styles and sizes, never fonts or textures.
public protocol TextMeasurer {
    /// The size, in points, of the box that `text` occupies when drawn in `style`
    /// (advance width by line height).
    func measure(_ text: String, style: TextStyle) -> Size
}

/// Identifies a reusable slot of a display list's producer, so that a renderer can cache a
/// per-slot resource (a text texture) and rebuild it only when the slot's content changes.
///
/// Each producer names its own families of slots with `owner` names of its choice (the wheel
/// uses one for its sector cells and one for its label cells, the spring chart one per family
/// of animated texts) and numbers the slots within a family; producers that draw into one list
/// use different owners. Short names (up to 15 UTF-8 bytes) are stored inline: no allocation.
/// Equal keys name the same slot (use it as a dictionary key); a renderer may also read its parts,
/// for example to keep one cache per family (the wheel's owner names are `WheelReuseOwner`'s).
public struct ReuseKey: Hashable, Sendable {
    /// The family of slots, named by the producer.
    public internal(set) var owner: String
    /// The slot within that family, stable while it shows the same item.
    public internal(set) var slot: Int

    /// Creates a key: a producer of display lists names its own families of slots.
    public init(owner: String, slot: Int) {
        self.owner = owner
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
    /// The reusable slot this text belongs to, if any. A renderer may cache the rendered
    /// text under this key; the cache entry is stale when `string` or `style` differ.
    public var reuseKey: ReuseKey?

    /// Creates a text run, for example for a host that draws its own chrome into the list.
    @inlinable
    public init(
        _ string: String, at position: Point, anchor: TextAnchor = TextAnchor(x: 0.5, y: 0.5), style: TextStyle,
        color: Color, reuseKey: ReuseKey? = nil
    ) {
        self.string = string
        self.position = position
        self.anchor = anchor
        self.style = style
        self.color = color
        self.reuseKey = reuseKey
    }
}
