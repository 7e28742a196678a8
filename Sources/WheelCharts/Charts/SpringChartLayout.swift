/// Where everything of the spring chart goes, in view space (points, origin top-left,
/// y down). A pure function of the viewport and the numbers of categories and series: it is
/// computed when the viewport changes, never per animation frame.
///
/// Arrangement: the chart on the left (title and legend row, value-axis title above the plot,
/// tick labels in a left gutter, category labels and the category-axis title below), the
/// controls in a panel on the right (year and kind segmented controls, then the bounciness
/// and speed sliders, each ``controlHeight`` high, then a key hint).
public struct SpringChartLayout: Hashable, Sendable {
    /// Outer margin, points (less on small viewports).
    public static let margin = 24.0
    /// Height of every control's touch target, points (at least 44).
    public static let controlHeight = 44.0
    /// Height of the title row, points.
    public static let titleHeight = 30.0
    /// Width of the gutter left of the plot that holds the value-axis tick labels, points.
    public static let tickGutter = 44.0
    /// Fraction of a category's band that its column fills.
    public static let columnFraction = 0.56
    /// Room kept around the pie for the labels outside it, points.
    public static let pieLabelRoom = 34.0

    /// The whole viewport, view space.
    public var viewport: Rect
    /// The chart's side (title, legend, plot, axes), view space.
    public var chartArea: Rect
    /// The plot: value 0 at its bottom edge, the axis maximum at its top; view space.
    public var plot: Rect
    /// Anchor of the title (its top-left corner), view space.
    public var titleOrigin: Point
    /// The legend's row (the title row; the legend is drawn right-aligned in it), view space.
    public var legend: Rect
    /// Centre of the pie, view space.
    public var pieCenter: Point
    /// Radius of the pie, points.
    public var pieRadius: Double
    /// The controls panel, view space.
    public var panel: Rect
    /// The year (series) picker.
    public var yearControl: SegmentedControlLayout
    /// The chart-kind picker (columns, pie).
    public var kindControl: SegmentedControlLayout
    /// The bounciness slider (0...20).
    public var bouncinessSlider: SliderLayout
    /// The speed slider (0...20).
    public var speedSlider: SliderLayout
    /// Top-left of the key hint under the controls, view space.
    public var hintOrigin: Point
    /// The number of categories laid out.
    public var categoryCount: Int

    /// Lays out the chart for `viewport` with `categoryCount` categories and `seriesCount` series.
    /// Non-finite or negative viewports give an empty (all-zero) layout, never NaN.
    public init(viewport raw: Rect, categoryCount: Int, seriesCount: Int) {
        let ok = raw.x.isFinite && raw.y.isFinite && raw.width.isFinite && raw.height.isFinite
        let v = ok ? Rect(x: raw.x, y: raw.y, width: max(0, raw.width), height: max(0, raw.height)) : .zero
        viewport = v
        self.categoryCount = max(0, categoryCount)
        let m = min(Self.margin, v.width * 0.04, v.height * 0.04)
        let panelWidth = min(min(max(v.width * 0.28, 200), 280), max(0, v.width * 0.45))
        panel = Rect(x: v.maxX - m - panelWidth, y: v.y + m, width: panelWidth, height: max(0, v.height - 2 * m))
        chartArea = Rect(x: v.x + m, y: v.y + m, width: max(0, panel.x - 2 * m - v.x), height: max(0, v.height - 2 * m))
        titleOrigin = Point(x: chartArea.x, y: chartArea.y)
        // The legend shares the title row, right-aligned by the renderer.
        legend = Rect(x: chartArea.x, y: chartArea.y, width: chartArea.width, height: Self.titleHeight)
        let top = Self.titleHeight + 42  // + the value-axis title row
        let bottom = 58.0  // category labels and the category-axis title
        plot = Rect(
            x: chartArea.x + Self.tickGutter, y: chartArea.y + top,
            width: max(0, chartArea.width - Self.tickGutter - 8), height: max(0, chartArea.height - top - bottom))
        pieCenter = Point(x: plot.midX, y: plot.midY + 8)
        pieRadius = max(0, min(plot.width, plot.height + bottom - 8) / 2 - Self.pieLabelRoom)

        // Panel: caption rows of 22 pt above each control, gaps of 16 pt.
        let h = Self.controlHeight
        var y = panel.y + 22
        yearControl = SegmentedControlLayout(frame: Rect(x: panel.x, y: y, width: panel.width, height: h), count: seriesCount)
        y += h + 16 + 22
        kindControl = SegmentedControlLayout(frame: Rect(x: panel.x, y: y, width: panel.width, height: h), count: ChartKind.allCases.count)
        y += h + 16 + 22
        let panel = self.panel
        func slider(_ y: Double) -> SliderLayout {
            let inset = min(14, panel.width / 2)
            return SliderLayout(
                frame: Rect(x: panel.x, y: y, width: panel.width, height: h), trackStart: panel.x + inset,
                trackEnd: panel.maxX - inset, trackY: y + h / 2, range: 0...20)
        }
        bouncinessSlider = slider(y)
        y += h + 16 + 22
        speedSlider = slider(y)
        y += h + 24
        hintOrigin = Point(x: panel.x, y: y)
    }

    /// The control under `p` (view space), if any.
    public func hitTest(_ p: Point) -> ChartControl? {
        guard p.isFinite else { return nil }
        if let i = yearControl.index(at: p) { return .year(i) }
        if let i = kindControl.index(at: p) { return .kind(ChartKind.allCases[i]) }
        if bouncinessSlider.frame.contains(p) { return .bounciness }
        if speedSlider.frame.contains(p) { return .speed }
        return nil
    }

    /// The band (view space) of category `i` along the plot's x axis.
    public func band(_ i: Int) -> Rect {
        let n = Double(max(1, categoryCount))
        let w = plot.width / n
        return Rect(x: plot.x + Double(i) * w, y: plot.y, width: w, height: plot.height)
    }

    /// The y (view space) of `value` on the value axis `0...maximum` (not clamped; NaN → the baseline).
    public func y(for value: Double, maximum: Double) -> Double {
        guard maximum > 0, value.isFinite else { return plot.maxY }
        return plot.maxY - value / maximum * plot.height
    }

    /// The column of category `i` showing `value` on the axis `0...maximum`, view space.
    /// Negative values are shown as 0 (a spring undershooting the baseline draws nothing below it).
    public func column(_ i: Int, value: Double, maximum: Double) -> Rect {
        let b = band(i)
        let w = b.width * Self.columnFraction
        let top = y(for: max(0, value), maximum: maximum)
        return Rect(x: b.midX - w / 2, y: top, width: w, height: max(0, plot.maxY - top))
    }
}
