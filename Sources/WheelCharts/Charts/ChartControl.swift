import SeriesIO
import WheelMotion
import WheelPrimitives

/// A hit-testable control of the spring chart's user interface.
public enum ChartControl: Hashable, Sendable {
    /// The year (series) segment at this index.
    case year(Int)
    /// The chart-kind segment for this kind.
    case kind(ChartKind)
    /// The spring bounciness slider (0...20).
    case bounciness
    /// The spring speed slider (0...20).
    case speed
}
