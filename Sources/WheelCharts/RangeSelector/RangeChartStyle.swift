import SeriesIO
import WheelMotion
import WheelPrimitives

/// Colours, sizes and fonts of the range selector's drawing (sizes in points). The defaults
/// are a dark theme matching the wheel scene.
///
/// A style is a plain value whose every field is readable and writable; the host passes it to
/// each ``RangeSelectorController/render(into:style:measurer:)`` and the selector reads it.
public struct RangeChartStyle: Hashable, Sendable {
    /// The window background.
    public var background: Color
    /// Plot backgrounds.
    public var plotBackground: Color
    /// Grid lines.
    public var grid: Color
    /// Major (calendar boundary) grid lines.
    public var majorGrid: Color
    /// Axis and legend text.
    public var text: Color
    /// Secondary text (axis labels, hints).
    public var dimText: Color
    /// The series line.
    public var line: Color
    /// The series line in the overview.
    public var overviewLine: Color
    /// The value annotation (line and label box).
    public var annotation: Color
    /// Text on the annotation's label box.
    public var annotationText: Color
    /// The shade over the overview outside the selection.
    public var shade: Color
    /// Selection bounds and handles.
    public var selection: Color
    /// Grip marks on the handles.
    public var grip: Color
    /// Width of the main series line.
    public var lineWidth: Double
    /// Font size of axis labels.
    public var axisFontSize: Double
    /// Font size of the title.
    public var titleFontSize: Double
    /// Font size of the value annotation.
    public var annotationFontSize: Double
    /// The drawn handle (pill) size; the touch target is larger (see ``RangeHitTarget``).
    public var handleSize: Size

    /// Creates a style; each parameter sets the field of the same name, and anything left out
    /// is the dark default's.
    public init(
        background: Color = Color(hex: 0x12151C),
        plotBackground: Color = Color(hex: 0x161A23),
        grid: Color = Color(hex: 0x232937),
        majorGrid: Color = Color(hex: 0x2E3647),
        text: Color = Color(hex: 0xC9D1E0),
        dimText: Color = Color(hex: 0x7D879A),
        line: Color = Color(hex: 0x3A6FF0),
        overviewLine: Color = Color(hex: 0x5B7FD6),
        annotation: Color = Color(hex: 0xFFD166),
        annotationText: Color = Color(hex: 0x12151C),
        shade: Color = Color(hex: 0x07090D, alpha: 170),
        selection: Color = Color(hex: 0x3A6FF0),
        grip: Color = Color(hex: 0xE8EEFA),
        lineWidth: Double = 1.5,
        axisFontSize: Double = 11.0,
        titleFontSize: Double = 14.0,
        annotationFontSize: Double = 12.0,
        handleSize: Size = Size(width: 10, height: 28)
    ) {
        self.background = background
        self.plotBackground = plotBackground
        self.grid = grid
        self.majorGrid = majorGrid
        self.text = text
        self.dimText = dimText
        self.line = line
        self.overviewLine = overviewLine
        self.annotation = annotation
        self.annotationText = annotationText
        self.shade = shade
        self.selection = selection
        self.grip = grip
        self.lineWidth = lineWidth
        self.axisFontSize = axisFontSize
        self.titleFontSize = titleFontSize
        self.annotationFontSize = annotationFontSize
        self.handleSize = handleSize
    }
}
