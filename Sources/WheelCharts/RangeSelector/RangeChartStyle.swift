import SeriesIO
import WheelMotion
import WheelRendering

/// Colours, sizes and fonts of the range selector's drawing (sizes in points). The defaults
/// are a dark theme matching the wheel scene.
///
/// A style is a value the host builds with its initialiser and hands to
/// ``RangeChartRenderer/init(style:)`` (or sets as the renderer's ``RangeChartRenderer/style``);
/// the renderer reads it.
public struct RangeChartStyle: Hashable, Sendable {
    /// The window background.
    package var background: Color
    /// Plot backgrounds.
    package var plotBackground: Color
    /// Grid lines.
    package var grid: Color
    /// Major (calendar boundary) grid lines.
    package var majorGrid: Color
    /// Axis and legend text.
    package var text: Color
    /// Secondary text (axis labels, hints).
    package var dimText: Color
    /// The series line.
    package var line: Color
    /// The series line in the overview.
    package var overviewLine: Color
    /// The value annotation (line and label box).
    package var annotation: Color
    /// Text on the annotation's label box.
    package var annotationText: Color
    /// The shade over the overview outside the selection.
    package var shade: Color
    /// Selection bounds and handles.
    package var selection: Color
    /// Grip marks on the handles.
    package var grip: Color
    /// Width of the main series line.
    package var lineWidth: Double
    /// Font size of axis labels.
    package var axisFontSize: Double
    /// Font size of the title.
    package var titleFontSize: Double
    /// Font size of the value annotation.
    package var annotationFontSize: Double
    /// The drawn handle (pill) size; the touch target is larger (see ``RangeHitTarget``).
    package var handleSize: Size

    /// Creates a style; anything left out is the dark default's.
    ///
    /// - Parameters:
    ///   - background: The window background.
    ///   - plotBackground: Plot backgrounds.
    ///   - grid: Grid lines.
    ///   - majorGrid: Major (calendar boundary) grid lines.
    ///   - text: Axis and legend text.
    ///   - dimText: Secondary text (axis labels, hints).
    ///   - line: The series line.
    ///   - overviewLine: The series line in the overview.
    ///   - annotation: The value annotation (line and label box).
    ///   - annotationText: Text on the annotation's label box.
    ///   - shade: The shade over the overview outside the selection.
    ///   - selection: Selection bounds and handles.
    ///   - grip: Grip marks on the handles.
    ///   - lineWidth: Width of the main series line.
    ///   - axisFontSize: Font size of axis labels.
    ///   - titleFontSize: Font size of the title.
    ///   - annotationFontSize: Font size of the value annotation.
    ///   - handleSize: The drawn handle (pill) size; the touch target is larger (see
    ///     ``RangeHitTarget``).
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
