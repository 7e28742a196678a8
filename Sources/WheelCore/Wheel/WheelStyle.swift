import WheelMotion
import WheelRendering

/// Colours and line widths of a drawn wheel.
public struct WheelStyle: Hashable, Sendable {
    /// Window background.
    public var background = Color(hex: 0x12151C)
    /// Fill of even items' sectors.
    public var sectorFill = Color(hex: 0x262D3D)
    /// Fill of odd items' sectors.
    public var sectorFillAlternate = Color(hex: 0x1F2533)
    /// Fill of the sector at the selection angle (blended in as a sector approaches it).
    public var selectedFill = Color(hex: 0x3A6FF0)
    /// Lines between sectors and around the rims.
    public var separator = Color(hex: 0x0D1016)
    /// Sector text.
    public var sectorText = Color(hex: 0xC9D1E0)
    /// Sector text of the centred sector.
    public var selectedSectorText = Color.white
    /// Label text.
    public var labelText = Color(hex: 0xAAB4C6)
    /// Label text of the item in the selection band (drawn bold; at rest, the committed item).
    public var committedLabelText = Color(hex: 0xFFD166)
    /// Leader lines from sectors to labels.
    public var leader = Color(hex: 0x4A5468)
    /// The selection marker.
    public var marker = Color(hex: 0xFFD166)
    /// Creates the default dark style.
    public init() {}
}
