import WheelMotion
import WheelPrimitives

/// Colours of a drawn wheel.
///
/// A style is a plain value whose every field is readable and writable (every colour defaults to
/// the dark demo style's). The host keeps it and passes it to each
/// ``WheelController/render(into:style:measurer:)``: a style never changes what the wheel does,
/// only how a frame looks, so the wheel does not keep one (a host may draw the same wheel in two
/// styles, or change the style on any frame, with nothing to validate).
public struct WheelStyle: Hashable, Sendable {
    /// Window background.
    public var background: Color
    /// Fill of even items' sectors.
    public var sectorFill: Color
    /// Fill of odd items' sectors.
    public var sectorFillAlternate: Color
    /// Fill of the sector at the selection angle (blended in as a sector approaches it).
    public var selectedFill: Color
    /// Lines between sectors and around the rims.
    public var separator: Color
    /// Sector text.
    public var sectorText: Color
    /// Sector text of the centred sector.
    public var selectedSectorText: Color
    /// Label text.
    public var labelText: Color
    /// Label text of the item in the selection band (drawn bold; at rest, the committed item).
    public var committedLabelText: Color
    /// Leader lines from sectors to labels.
    public var leader: Color
    /// The selection marker.
    public var marker: Color

    /// Creates a style; each parameter sets the field of the same name, and a colour left out
    /// is the dark demo style's.
    public init(
        background: Color = Color(hex: 0x12151C),
        sectorFill: Color = Color(hex: 0x262D3D),
        sectorFillAlternate: Color = Color(hex: 0x1F2533),
        selectedFill: Color = Color(hex: 0x3A6FF0),
        separator: Color = Color(hex: 0x0D1016),
        sectorText: Color = Color(hex: 0xC9D1E0),
        selectedSectorText: Color = Color.white,
        labelText: Color = Color(hex: 0xAAB4C6),
        committedLabelText: Color = Color(hex: 0xFFD166),
        leader: Color = Color(hex: 0x4A5468),
        marker: Color = Color(hex: 0xFFD166)
    ) {
        self.background = background
        self.sectorFill = sectorFill
        self.sectorFillAlternate = sectorFillAlternate
        self.selectedFill = selectedFill
        self.separator = separator
        self.sectorText = sectorText
        self.selectedSectorText = selectedSectorText
        self.labelText = labelText
        self.committedLabelText = committedLabelText
        self.leader = leader
        self.marker = marker
    }
}
