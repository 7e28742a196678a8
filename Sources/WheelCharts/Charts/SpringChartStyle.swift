import SeriesIO
import WheelMotion
import WheelPrimitives

/// Colours and text sizes of the spring chart (a dark theme matching the wheel's).
///
/// A style is a plain value whose every field is readable and writable; the host passes it to
/// each ``SpringChartModel/render(into:style:measurer:parts:)`` and the chart reads it.
public struct SpringChartStyle: Hashable, Sendable {
    /// Window background.
    public var background: Color
    /// Main text (title, labels).
    public var text: Color
    /// Secondary text (captions, tick labels, hints).
    public var mutedText: Color
    /// Grid lines.
    public var grid: Color
    /// The baseline (value 0) and the empty-pie ring.
    public var axis: Color
    /// The selected year in the title.
    public var highlight: Color
    /// One fill per category (cycled when there are more categories).
    public var categoryColors: [Color]
    /// Fill of a control's background.
    public var controlFill: Color
    /// Outline of a control.
    public var controlBorder: Color
    /// Fill of a pressed, unselected segment.
    public var controlPressed: Color
    /// Fill of the selected segment and of the slider track up to its knob.
    public var accent: Color
    /// Text on the selected segment.
    public var accentText: Color
    /// The slider track beyond the knob.
    public var track: Color
    /// The slider knob.
    public var knob: Color
    /// Title text.
    public var titleStyle: TextStyle
    /// Axis titles, legend and segment labels.
    public var labelStyle: TextStyle
    /// Tick labels, captions, value labels and hints.
    public var smallStyle: TextStyle

    /// Creates a style; each parameter sets the field of the same name, and anything left out
    /// is the dark default's.
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
