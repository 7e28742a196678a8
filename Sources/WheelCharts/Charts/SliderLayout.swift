import SeriesIO
import WheelMotion
import WheelPrimitives

/// The geometry of a horizontal slider, in view space (points, origin top-left, y down).
///
/// The whole ``frame`` (at least 44 pt high) is hit-testable; the knob's centre runs
/// along the track from ``trackStart`` to ``trackEnd`` at height ``trackY``.
package struct SliderLayout: Hashable, Sendable {
    /// The touch target, view space.
    public var frame: Rect
    /// x of the track's left end (the range's lower bound), view space.
    public var trackStart: Double
    /// x of the track's right end (the range's upper bound), view space.
    public var trackEnd: Double
    /// y of the track's centre line, view space.
    public var trackY: Double
    /// The values the track spans.
    public var range: ClosedRange<Double>

    /// Creates a slider layout.
    public init(frame: Rect, trackStart: Double, trackEnd: Double, trackY: Double, range: ClosedRange<Double>) {
        self.frame = frame
        self.trackStart = trackStart
        self.trackEnd = trackEnd
        self.trackY = trackY
        self.range = range
    }

    /// The value under x (view space), clamped to ``range``; the lower bound for a zero-length
    /// track or a NaN x.
    public func value(atX x: Double) -> Double {
        let length = trackEnd - trackStart
        guard length > 0, x.isFinite else { return x == .infinity ? range.upperBound : range.lowerBound }
        let f = min(1, max(0, (x - trackStart) / length))
        return range.lowerBound + f * (range.upperBound - range.lowerBound)
    }

    /// The knob centre's x (view space) for `value` (clamped to ``range``).
    public func knobX(for value: Double) -> Double {
        let span = range.upperBound - range.lowerBound
        guard span > 0, value.isFinite else { return trackStart }
        let f = min(1, max(0, (value - range.lowerBound) / span))
        return trackStart + f * (trackEnd - trackStart)
    }
}
