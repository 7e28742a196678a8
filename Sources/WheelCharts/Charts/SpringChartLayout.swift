import SeriesIO
import WheelMotion
import WheelPrimitives

/// Where everything of the spring chart goes, in view space (points, origin top-left,
/// y down). A pure function of the viewport and the numbers of categories and series: it is
/// computed when the viewport changes, never per animation frame.
///
/// Arrangement: the chart (title row, legend, value-axis title above the plot, tick labels in a
/// left gutter, category labels and the category-axis title below the plot) and the controls
/// (year and kind segmented controls, bounciness and speed sliders, each `controlHeight`
/// high under a caption row, then the key hints).
/// - **Side by side** (landscape windows tall enough for the four controls): the controls in a
///   panel on the right, 16 points apart (down to 6 on short windows).
/// - **Stacked** (portrait windows, height ≥ 1.2 × width): the controls below the chart in a
///   grid of four columns (two below `fourColumnMinimumWidth`).
/// The legend shares the title row when the chart is at least `legendOnTitleRowMinimumWidth`
/// wide, else it has its own row. On a chart shorter than `axisTitlesMinimumHeight` the two
/// axis titles are left out (tick and category labels stay). Key hints are shown where they
/// fit under the controls, else left out (the keys are in Docs/scenes.md).
public struct SpringChartLayout: Hashable, Sendable {
    /// Outer margin, points (less on small viewports).
    package static let margin = 24.0
    /// Height of every control's touch target, points (at least 44).
    package static let controlHeight = 44.0
    /// Height of the caption row above each control, points.
    package static let captionHeight = 22.0
    /// Height of the title row, points.
    package static let titleHeight = 30.0
    /// Height of the legend's own row (when not on the title row), points.
    package static let legendHeight = 22.0
    /// Height of one key-hint line, points.
    package static let hintLineHeight = 20.0
    /// Width of the gutter left of the plot that holds the value-axis tick labels, points.
    package static let tickGutter = 44.0
    /// Fraction of a category's band that its column fills.
    package static let columnFraction = 0.56
    /// Room kept above and below the pie for the labels outside it, points.
    package static let pieLabelRoom = 34.0
    /// Room kept left and right of the pie for the labels outside it ("Q4  160"), points.
    package static let pieLabelWidth = 76.0
    /// The narrowest controls panel beside the chart, points.
    package static let panelMinimumWidth = 190.0
    /// The narrowest area (points) in which the two key hints share one line.
    package static let oneLineHintMinimumWidth = 560.0
    /// The narrowest chart (points) whose legend shares the title row.
    package static let legendOnTitleRowMinimumWidth = 600.0
    /// The narrowest viewport (points) that gets four controls side by side when stacked.
    package static let fourColumnMinimumWidth = 760.0
    /// The shortest chart area (points) that keeps the two axis titles.
    package static let axisTitlesMinimumHeight = 300.0

    /// The whole viewport, view space.
    package var viewport: Rect
    /// The chart's side (title, legend, plot, axes), view space.
    public var chartArea: Rect
    /// The plot: value 0 at its bottom edge, the axis maximum at its top; view space.
    public var plot: Rect
    /// Anchor of the title (its top-left corner), view space.
    public var titleOrigin: Point
    /// The legend's row, view space (the title row when ``legendOnTitleRow``; the legend is
    /// drawn right-aligned in it).
    public var legend: Rect
    /// Whether the legend shares the title row (else it has a row of its own under it).
    public var legendOnTitleRow: Bool
    /// Whether the value- and category-axis titles are drawn.
    public var showsAxisTitles: Bool
    /// Centre of the pie, view space.
    public var pieCenter: Point
    /// Radius of the pie, points.
    public var pieRadius: Double
    /// The controls panel (beside or below the chart), view space.
    public var panel: Rect
    /// The year (series) picker.
    package var yearControl: SegmentedControlLayout
    /// The chart-kind picker (columns, pie).
    package var kindControl: SegmentedControlLayout
    /// The bounciness slider (0...20).
    package var bouncinessSlider: SliderLayout
    /// The speed slider (0...20).
    package var speedSlider: SliderLayout
    /// Top-left of the key hints, view space.
    public var hintOrigin: Point
    /// How many key-hint lines fit (0 ... 4); the renderer packs the hints into them or leaves
    /// them out.
    public var hintLines: Int
    /// The width the key hints may use, points.
    public var hintWidth: Double
    /// The number of categories laid out.
    package var categoryCount: Int

    /// Lays out the chart for `viewport` with `categoryCount` categories and `seriesCount` series.
    /// Non-finite or negative viewports give an empty (all-zero) layout, never NaN.
    package init(viewport raw: Rect, categoryCount: Int, seriesCount: Int) {
        let ok = raw.x.isFinite && raw.y.isFinite && raw.width.isFinite && raw.height.isFinite
        let v = ok ? Rect(x: raw.x, y: raw.y, width: max(0, raw.width), height: max(0, raw.height)) : .zero
        viewport = v
        self.categoryCount = max(0, categoryCount)
        let m = min(Self.margin, max(8, min(v.width, v.height) * 0.04))
        let h = Self.controlHeight
        let cell = Self.captionHeight + h  // a caption row and its control
        let hintBlock = 8 + 2 * Self.hintLineHeight
        let portrait = v.height >= 1.2 * v.width
        let panelFits = v.height - 2 * m >= 4 * cell + 3 * 6
        var controlFrames: [Rect] = []  // year, kind, bounciness, speed (the controls, not captions)
        if !portrait && panelFits && v.width >= 2 * Self.panelMinimumWidth {
            let panelWidth = min(min(max(v.width * 0.28, Self.panelMinimumWidth), 280), max(0, v.width * 0.45))
            panel = Rect(x: v.maxX - m - panelWidth, y: v.y + m, width: panelWidth, height: max(0, v.height - 2 * m))
            chartArea = Rect(x: v.x + m, y: v.y + m, width: max(0, panel.x - m - v.x - m), height: max(0, v.height - 2 * m))
            // Gaps of 16 points between the controls when there is room (for the hints too), down to 6.
            let showHints = panel.height >= 4 * cell + 3 * 16 + hintBlock
            let spare = panel.height - 4 * cell - (showHints ? hintBlock : 0)
            let gap = min(16, max(6, spare / 3))
            var y = panel.y
            for _ in 0..<4 {
                controlFrames.append(Rect(x: panel.x, y: y + Self.captionHeight, width: panel.width, height: h))
                y += cell + gap
            }
            hintOrigin = Point(x: panel.x, y: y - gap + 8)
            hintWidth = panel.width
            hintLines = showHints ? min(4, Int((panel.maxY - hintOrigin.y) / Self.hintLineHeight)) : 0
        } else {
            let columns = v.width >= Self.fourColumnMinimumWidth ? 4 : 2
            let rows = 4 / columns
            let colGap = 16.0
            let rowGap = 10.0
            let width = max(0, v.width - 2 * m)
            let cellWidth = max(0, (width - Double(columns - 1) * colGap) / Double(columns))
            let controlsHeight = Double(rows) * cell + Double(rows - 1) * rowGap
            let oneLine = width >= Self.oneLineHintMinimumWidth
            let hintsHeight = (oneLine ? 1 : 2) * Self.hintLineHeight + 8
            // Hints under the controls when the chart keeps at least 300 points.
            let showHints = v.height - 2 * m - controlsHeight - hintsHeight - 12 >= Self.axisTitlesMinimumHeight
            hintLines = showHints ? (oneLine ? 1 : 2) : 0
            let panelHeight = controlsHeight + (showHints ? hintsHeight : 0)
            panel = Rect(x: v.x + m, y: max(v.y + m, v.maxY - m - panelHeight), width: width, height: panelHeight)
            chartArea = Rect(x: v.x + m, y: v.y + m, width: width, height: max(0, panel.y - 12 - v.y - m))
            for i in 0..<4 {
                let col = i % columns
                let row = i / columns
                controlFrames.append(
                    Rect(
                        x: panel.x + Double(col) * (cellWidth + colGap),
                        y: panel.y + Double(row) * (cell + rowGap) + Self.captionHeight, width: cellWidth, height: h))
            }
            hintOrigin = Point(x: panel.x, y: panel.y + controlsHeight + 8)
            hintWidth = width
        }
        titleOrigin = Point(x: chartArea.x, y: chartArea.y)
        legendOnTitleRow = chartArea.width >= Self.legendOnTitleRowMinimumWidth
        legend =
            legendOnTitleRow
            ? Rect(x: chartArea.x, y: chartArea.y, width: chartArea.width, height: Self.titleHeight)
            : Rect(x: chartArea.x, y: chartArea.y + Self.titleHeight, width: chartArea.width, height: Self.legendHeight)
        showsAxisTitles = chartArea.height >= Self.axisTitlesMinimumHeight
        let header = legend.maxY - chartArea.y
        // Above the plot: the value-axis title row (or room for a column's value label).
        let top = header + (showsAxisTitles ? 42 : 24)
        // Below: category labels, and the category-axis title.
        let bottom = showsAxisTitles ? 58.0 : 30.0
        plot = Rect(
            x: chartArea.x + Self.tickGutter, y: chartArea.y + top,
            width: max(0, chartArea.width - Self.tickGutter - 8), height: max(0, chartArea.height - top - bottom))
        // The pie, centred in the chart area below the header, keeps room for its outside labels.
        pieCenter = Point(x: chartArea.midX, y: plot.midY + 8)
        pieRadius = max(
            0,
            min(chartArea.width / 2 - Self.pieLabelWidth, (plot.height + bottom - 8) / 2 - Self.pieLabelRoom))

        yearControl = SegmentedControlLayout(frame: controlFrames[0], count: seriesCount)
        kindControl = SegmentedControlLayout(frame: controlFrames[1], count: ChartKind.allCases.count)
        func slider(_ f: Rect) -> SliderLayout {
            let inset = min(14, f.width / 2)
            return SliderLayout(
                frame: f, trackStart: f.x + inset, trackEnd: f.maxX - inset, trackY: f.y + f.height / 2, range: 0...20)
        }
        bouncinessSlider = slider(controlFrames[2])
        speedSlider = slider(controlFrames[3])
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
