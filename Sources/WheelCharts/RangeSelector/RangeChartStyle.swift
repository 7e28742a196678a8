import SeriesIO
import WheelMotion
import WheelRendering

/// Colours, sizes and fonts of the range selector's drawing (sizes in points). The defaults
/// are a dark theme matching the wheel scene.
public struct RangeChartStyle: Hashable, Sendable {
    /// The window background.
    public var background = Color(hex: 0x12151C)
    /// Plot backgrounds.
    public var plotBackground = Color(hex: 0x161A23)
    /// Grid lines.
    public var grid = Color(hex: 0x232937)
    /// Major (calendar boundary) grid lines.
    public var majorGrid = Color(hex: 0x2E3647)
    /// Axis and legend text.
    public var text = Color(hex: 0xC9D1E0)
    /// Secondary text (axis labels, hints).
    public var dimText = Color(hex: 0x7D879A)
    /// The series line.
    public var line = Color(hex: 0x3A6FF0)
    /// The series line in the overview.
    public var overviewLine = Color(hex: 0x5B7FD6)
    /// The value annotation (line and label box).
    public var annotation = Color(hex: 0xFFD166)
    /// Text on the annotation's label box.
    public var annotationText = Color(hex: 0x12151C)
    /// The shade over the overview outside the selection.
    public var shade = Color(hex: 0x07090D, alpha: 170)
    /// Selection bounds and handles.
    public var selection = Color(hex: 0x3A6FF0)
    /// Grip marks on the handles.
    public var grip = Color(hex: 0xE8EEFA)
    /// Width of the main series line.
    public var lineWidth = 1.5
    /// Font size of axis labels.
    public var axisFontSize = 11.0
    /// Font size of the title.
    public var titleFontSize = 14.0
    /// Font size of the value annotation.
    public var annotationFontSize = 12.0
    /// The drawn handle (pill) size; the touch target is larger (see ``RangeHitTarget``).
    public var handleSize = Size(width: 10, height: 28)

    /// The default style.
    public init() {}
}
