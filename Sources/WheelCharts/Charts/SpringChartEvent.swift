import SeriesIO
import WheelMotion
import WheelPrimitives

/// What changed in a ``SpringChartModel``, returned by its input and animation methods
/// (instead of delegate calls).
public enum SpringChartEvent: Hashable, Sendable {
    /// The selected series changed to the one at this index.
    case yearChanged(Int)
    /// The chart kind changed; the morph toward it has started.
    case kindChanged(ChartKind)
    /// The spring bounciness slider changed (new value, 0...20).
    case bouncinessChanged(Double)
    /// The spring speed slider changed (new value, 0...20).
    case speedChanged(Double)
    /// Every value and the morph came to rest.
    case settled
}
