import WheelRendering


/// A text run resolved to pixels for ``DisplayListRasterizer/render(_:into:clear:images:)``:
/// its coverage mask, where the mask's top-left pixel lands (pixel space) and the colour it
/// is tinted with.
public struct TextImage: Sendable {
    /// The run's coverage.
    public var mask: AlphaMask
    /// Column of the mask's left edge.
    public var x: Int
    /// Row of the mask's top edge.
    public var y: Int
    /// The tint (its alpha scales the coverage).
    public var color: Color

    /// Creates a text image.
    public init(mask: AlphaMask, x: Int, y: Int, color: Color) {
        self.mask = mask
        self.x = x
        self.y = y
        self.color = color
    }
}
