import SeriesIO
import WheelMotion
import WheelRendering

/// Colours and text sizes of the spring chart (a dark theme matching the wheel's).
public struct SpringChartStyle: Hashable, Sendable {
    /// Window background.
    public var background = Color(hex: 0x12151C)
    /// Main text (title, labels).
    public var text = Color(hex: 0xC9D1E0)
    /// Secondary text (captions, tick labels, hints).
    public var mutedText = Color(hex: 0x8A93A6)
    /// Grid lines.
    public var grid = Color(hex: 0x232A38)
    /// The baseline (value 0) and the empty-pie ring.
    public var axis = Color(hex: 0x4A5468)
    /// The selected year in the title.
    public var highlight = Color(hex: 0xFFD166)
    /// One fill per category (cycled when there are more categories).
    public var categoryColors: [Color] = [
        Color(hex: 0x3A6FF0), Color(hex: 0xFFD166), Color(hex: 0x4CC9A6), Color(hex: 0xEF6F6C),
    ]
    /// Fill of a control's background.
    public var controlFill = Color(hex: 0x1C2230)
    /// Outline of a control.
    public var controlBorder = Color(hex: 0x2E3648)
    /// Fill of a pressed, unselected segment.
    public var controlPressed = Color(hex: 0x283044)
    /// Fill of the selected segment and of the slider track up to its knob.
    public var accent = Color(hex: 0x3A6FF0)
    /// Text on the selected segment.
    public var accentText = Color.white
    /// The slider track beyond the knob.
    public var track = Color(hex: 0x2E3648)
    /// The slider knob.
    public var knob = Color(hex: 0xFFD166)
    /// Title text.
    public var titleStyle = TextStyle(size: 22, bold: true)
    /// Axis titles, legend and segment labels.
    public var labelStyle = TextStyle(size: 15)
    /// Tick labels, captions, value labels and hints.
    public var smallStyle = TextStyle(size: 13)

    /// Creates the default dark style.
    public init() {}

    /// The fill of category `i`.
    public func color(forCategory i: Int) -> Color {
        guard !categoryColors.isEmpty else { return text }
        return categoryColors[((i % categoryColors.count) + categoryColors.count) % categoryColors.count]
    }

    /// Dark or light text, whichever reads better on `fill` (by its relative luminance).
    public func textColor(on fill: Color) -> Color {
        let l = 0.2126 * Double(fill.r) + 0.7152 * Double(fill.g) + 0.0722 * Double(fill.b)
        return l > 140 ? background : Color.white
    }
}
