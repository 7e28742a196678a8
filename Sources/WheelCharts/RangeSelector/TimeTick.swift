import SeriesIO
import WheelMotion
import WheelPrimitives

/// One tick of a time axis.
package struct TimeTick: Hashable, Sendable {
    /// The tick's time, epoch seconds (UTC).
    public var x: Double
    /// The label to draw under it.
    public var label: String
    /// Whether the tick falls on a boundary of a coarser unit than the step (midnight for
    /// sub-day steps, the 1st of a month for day/week steps, January for month steps); a
    /// renderer may draw it stronger.
    public var isMajor: Bool

    /// Creates a tick.
    public init(x: Double, label: String, isMajor: Bool) {
        self.x = x
        self.label = label
        self.isMajor = isMajor
    }
}
