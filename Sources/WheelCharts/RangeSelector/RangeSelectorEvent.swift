import SeriesIO
import WheelMotion
import WheelPrimitives

/// What a ``RangeSelectorController`` reports to its owner, returned by its `handle` and
/// `advance` (effects are values: nothing to poll).
public enum RangeSelectorEvent: Hashable, Sendable {
    /// The visible range (epoch seconds) changed; the payload is the new range.
    case rangeChanged(ClosedRange<Double>)
    /// The pointer that dragged the selection body or panned the main chart was lifted: the
    /// horizontal velocity the tracker estimated then, points/s in view space, before the
    /// minimum fling speed is applied. Reported before the events the release causes.
    case released(velocity: Double)
}
