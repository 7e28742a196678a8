import SeriesIO
import WheelMotion
import WheelRendering

/// What a ``RangeSelectorController`` reports to its owner.
public enum RangeSelectorEvent: Hashable, Sendable {
    /// The visible range (epoch seconds) changed; the payload is the new range.
    case rangeChanged(ClosedRange<Double>)
}
