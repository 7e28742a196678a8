import WheelMotion
import WheelRendering

/// Colours of a drawn wheel.
///
/// A style is a value the host builds with
/// ``init(background:sectorFill:sectorFillAlternate:selectedFill:separator:sectorText:selectedSectorText:labelText:committedLabelText:leader:marker:)``
/// (every colour defaults to the dark demo style's) and passes to
/// ``WheelController/render(into:style:measurer:)``; the wheel reads it.
public struct WheelStyle: Hashable, Sendable {
    /// Window background.
    package var background: Color
    /// Fill of even items' sectors.
    package var sectorFill: Color
    /// Fill of odd items' sectors.
    package var sectorFillAlternate: Color
    /// Fill of the sector at the selection angle (blended in as a sector approaches it).
    package var selectedFill: Color
    /// Lines between sectors and around the rims.
    package var separator: Color
    /// Sector text.
    package var sectorText: Color
    /// Sector text of the centred sector.
    package var selectedSectorText: Color
    /// Label text.
    package var labelText: Color
    /// Label text of the item in the selection band (drawn bold; at rest, the committed item).
    package var committedLabelText: Color
    /// Leader lines from sectors to labels.
    package var leader: Color
    /// The selection marker.
    package var marker: Color

    /// Creates a style; a colour left out is the dark demo style's.
    ///
    /// - Parameters:
    ///   - background: The display list's background (the window behind the wheel).
    ///   - sectorFill: Fill of even items' sectors (items without an accent colour).
    ///   - sectorFillAlternate: Fill of odd items' sectors (items without an accent colour).
    ///   - selectedFill: Fill of the sector at the selection angle, blended in as a sector
    ///     approaches it (a rim around an item's accent colour).
    ///   - separator: Lines between sectors and around the rims.
    ///   - sectorText: Sector text.
    ///   - selectedSectorText: Sector text of the centred sector.
    ///   - labelText: Label text (and the detail line, dimmed).
    ///   - committedLabelText: Label text of the item in the selection band (drawn bold; at rest,
    ///     the committed item).
    ///   - leader: Leader lines from sectors to labels.
    ///   - marker: The selection marker.
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
