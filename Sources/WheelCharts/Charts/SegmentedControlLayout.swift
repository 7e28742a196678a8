import SeriesIO
import WheelMotion
import WheelPrimitives

/// The geometry of a segmented control (a row of mutually exclusive buttons), in view
/// space (points, origin top-left, y down).
package struct SegmentedControlLayout: Hashable, Sendable {
    /// The whole control, view space; at least 44 pt high when there is room.
    public var frame: Rect
    /// One rectangle per segment, left to right, view space.
    public var segments: [Rect]

    /// Creates the layout of `count` equal segments filling `frame`.
    public init(frame: Rect, count: Int) {
        self.frame = frame
        let n = max(0, count)
        let w = n > 0 ? frame.width / Double(n) : 0
        segments = (0..<n).map { Rect(x: frame.x + Double($0) * w, y: frame.y, width: w, height: frame.height) }
    }

    /// The index of the segment containing `p`, if any.
    public func index(at p: Point) -> Int? {
        guard frame.contains(p) else { return nil }
        return segments.firstIndex { $0.contains(p) }
    }
}
