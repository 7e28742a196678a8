import SeriesIO
import WheelMotion
import WheelRendering

/// Colours and text sizes of the spring chart (a dark theme matching the wheel's).
///
/// A style is a value the host builds with its initialiser and passes to
/// ``SpringChartModel/render(into:measurer:style:)``; the chart reads it.
public struct SpringChartStyle: Hashable, Sendable {
    /// Window background.
    package var background: Color
    /// Main text (title, labels).
    package var text: Color
    /// Secondary text (captions, tick labels, hints).
    package var mutedText: Color
    /// Grid lines.
    package var grid: Color
    /// The baseline (value 0) and the empty-pie ring.
    package var axis: Color
    /// The selected year in the title.
    package var highlight: Color
    /// One fill per category (cycled when there are more categories).
    package var categoryColors: [Color]
    /// Fill of a control's background.
    package var controlFill: Color
    /// Outline of a control.
    package var controlBorder: Color
    /// Fill of a pressed, unselected segment.
    package var controlPressed: Color
    /// Fill of the selected segment and of the slider track up to its knob.
    package var accent: Color
    /// Text on the selected segment.
    package var accentText: Color
    /// The slider track beyond the knob.
    package var track: Color
    /// The slider knob.
    package var knob: Color
    /// Title text.
    package var titleStyle: TextStyle
    /// Axis titles, legend and segment labels.
    package var labelStyle: TextStyle
    /// Tick labels, captions, value labels and hints.
    package var smallStyle: TextStyle

    /// Creates a style; anything left out is the dark default's.
    ///
    /// - Parameters:
    ///   - background: Window background.
    ///   - text: Main text (title, labels).
    ///   - mutedText: Secondary text (captions, tick labels, hints).
    ///   - grid: Grid lines.
    ///   - axis: The baseline (value 0) and the empty-pie ring.
    ///   - highlight: The selected year in the title.
    ///   - categoryColors: One fill per category (cycled when there are more categories).
    ///   - controlFill: Fill of a control's background.
    ///   - controlBorder: Outline of a control.
    ///   - controlPressed: Fill of a pressed, unselected segment.
    ///   - accent: Fill of the selected segment and of the slider track up to its knob.
    ///   - accentText: Text on the selected segment.
    ///   - track: The slider track beyond the knob.
    ///   - knob: The slider knob.
    ///   - titleStyle: Title text.
    ///   - labelStyle: Axis titles, legend and segment labels.
    ///   - smallStyle: Tick labels, captions, value labels and hints.
    public init(
        background: Color = Color(hex: 0x12151C),
        text: Color = Color(hex: 0xC9D1E0),
        mutedText: Color = Color(hex: 0x8A93A6),
        grid: Color = Color(hex: 0x232A38),
        axis: Color = Color(hex: 0x4A5468),
        highlight: Color = Color(hex: 0xFFD166),
        categoryColors: [Color] = [
            Color(hex: 0x3A6FF0), Color(hex: 0xFFD166), Color(hex: 0x4CC9A6), Color(hex: 0xEF6F6C),
        ],
        controlFill: Color = Color(hex: 0x1C2230),
        controlBorder: Color = Color(hex: 0x2E3648),
        controlPressed: Color = Color(hex: 0x283044),
        accent: Color = Color(hex: 0x3A6FF0),
        accentText: Color = Color.white,
        track: Color = Color(hex: 0x2E3648),
        knob: Color = Color(hex: 0xFFD166),
        titleStyle: TextStyle = TextStyle(size: 22, bold: true),
        labelStyle: TextStyle = TextStyle(size: 15),
        smallStyle: TextStyle = TextStyle(size: 13)
    ) {
        self.background = background
        self.text = text
        self.mutedText = mutedText
        self.grid = grid
        self.axis = axis
        self.highlight = highlight
        self.categoryColors = categoryColors
        self.controlFill = controlFill
        self.controlBorder = controlBorder
        self.controlPressed = controlPressed
        self.accent = accent
        self.accentText = accentText
        self.track = track
        self.knob = knob
        self.titleStyle = titleStyle
        self.labelStyle = labelStyle
        self.smallStyle = smallStyle
    }

    /// The fill of category `i`.
    package func color(forCategory i: Int) -> Color {
        guard !categoryColors.isEmpty else { return text }
        return categoryColors[((i % categoryColors.count) + categoryColors.count) % categoryColors.count]
    }

    /// Dark or light text, whichever reads better on `fill` (by its relative luminance).
    package func textColor(on fill: Color) -> Color {
        let l = 0.2126 * Double(fill.r) + 0.7152 * Double(fill.g) + 0.0722 * Double(fill.b)
        return l > 140 ? background : Color.white
    }
}
