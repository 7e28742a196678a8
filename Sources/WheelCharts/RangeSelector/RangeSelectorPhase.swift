import SeriesIO
import WheelMotion
import WheelPrimitives

/// What a range selector is doing; the raw values are the trace's `phase` strings.
public enum RangeSelectorPhase: String, Hashable, Sendable, CaseIterable {
    /// At rest.
    case idle
    /// The overview's selection body is being dragged.
    case draggingBody = "dragging_body"
    /// The overview's lower (left) handle is being dragged.
    case draggingLower = "dragging_lower"
    /// The overview's upper (right) handle is being dragged.
    case draggingUpper = "dragging_upper"
    /// The main chart is being dragged.
    case panning
    /// Two fingers are pinching.
    case zooming
    /// Coasting after a fling of the body or the main chart.
    case momentum
}
