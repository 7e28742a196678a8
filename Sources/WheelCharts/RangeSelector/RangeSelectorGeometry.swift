import SeriesIO
import WheelMotion
import WheelPrimitives

/// Where the parts of a range selector go inside a viewport, in view space (points, origin
/// top-left, y down).
///
/// From top to bottom: a header line (title, legend), the main plot with its time-axis labels
/// below it (about three quarters of the remaining height), then the overview plot with its
/// own time-axis labels (the rest). Both plots span the viewport's width minus the margins (value labels go left of the plots),
/// so both resize with the window. Degenerate viewports give zero-sized (never negative) rects.
public struct RangeSelectorGeometry: Hashable, Sendable {
    /// Height of the header line above the main plot, points.
    package static let headerHeight = 34.0
    /// Space under each plot for its time-axis labels, points.
    package static let axisLabelHeight = 22.0
    /// Gap between the main chart's labels and the overview, points.
    package static let chartGap = 10.0
    /// Left margin of both plots (room for value-axis labels), points.
    package static let leftMargin = 52.0
    /// Right margin of both plots, points: room for the value tag of the main chart's
    /// annotation and for the upper handle of a selection at the end of the overview.
    package static let rightMargin = 48.0
    /// Bottom margin, points.
    package static let bottomMargin = 6.0
    /// The share of the height (after the header) given to the main chart.
    package static let mainShare = 0.75
    /// The minimum width of a touch target, points (Apple HIG).
    package static let touchTarget = 44.0

    /// The whole area, view space.
    public let viewport: Rect
    /// The header line (title, legend), view space.
    public let header: Rect
    /// The main chart's plot area, view space.
    public let mainPlot: Rect
    /// The overview chart's plot area, view space.
    public let overviewPlot: Rect

    /// The left and right margins of the plots this layout was made with, points (at least
    /// ``leftMargin`` and ``rightMargin``; wider when the value labels or the value tag need it).
    let leftGutter: Double
    let rightGutter: Double

    /// Lays out a viewport (view space). Non-finite or negative sizes count as zero.
    package init(viewport: Rect) {
        self.init(viewport: viewport, gutters: (Self.leftMargin, Self.rightMargin))
    }

    /// Lays out a viewport (view space) with plots inset by `gutters` (left, right; points, at
    /// least the default margins).
    init(viewport: Rect, gutters requested: (left: Double, right: Double)) {
        let left = requested.left.isFinite ? max(Self.leftMargin, requested.left) : Self.leftMargin
        let right = requested.right.isFinite ? max(Self.rightMargin, requested.right) : Self.rightMargin
        leftGutter = left
        rightGutter = right
        let vx = viewport.x.isFinite ? viewport.x : 0
        let vy = viewport.y.isFinite ? viewport.y : 0
        let vw = viewport.width.isFinite ? max(0, viewport.width) : 0
        let vh = viewport.height.isFinite ? max(0, viewport.height) : 0
        self.viewport = Rect(x: vx, y: vy, width: vw, height: vh)
        let header = Rect(x: vx, y: vy, width: vw, height: min(Self.headerHeight, vh))
        self.header = header
        let plotX = vx + min(left, vw / 2)
        let plotW = max(0, vw - left - right)
        let rest = max(0, vh - header.height - Self.bottomMargin)
        let mainBlock = rest * Self.mainShare
        let mainH = max(0, mainBlock - Self.axisLabelHeight)
        mainPlot = Rect(x: plotX, y: header.maxY, width: plotW, height: mainH)
        let overviewTop = header.maxY + mainBlock + Self.chartGap
        let overviewH = max(0, rest - mainBlock - Self.chartGap - Self.axisLabelHeight)
        overviewPlot = Rect(x: plotX, y: min(overviewTop, vy + vh), width: plotW, height: overviewH)
    }
}
