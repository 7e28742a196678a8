/// The parts of the spring chart that ``SpringChartModel/render(into:style:measurer:parts:)``
/// draws; by default all of them.
public struct SpringChartParts: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The title with its year, and the legend.
    public static let header = SpringChartParts(rawValue: 1 << 0)
    /// The axes, grid and the columns or slices with their labels: what a change of chart kind
    /// changes, inside ``SpringChartModel/chartPartBounds``.
    public static let chart = SpringChartParts(rawValue: 1 << 1)
    /// The year and kind controls, the sliders and the key hints.
    public static let controls = SpringChartParts(rawValue: 1 << 2)
    /// Everything.
    public static let all: SpringChartParts = [.header, .chart, .controls]
}
