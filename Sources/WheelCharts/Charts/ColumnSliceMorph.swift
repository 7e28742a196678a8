import RealModule
import SeriesIO
import WheelMotion
import WheelPrimitives

/// The shape of one category changing between its column (progress 0) and its pie slice
/// (progress 1), as a polygon with a fixed number of vertices. View space throughout.
///
/// Model: both shapes are written as outlines of ``vertexCount`` vertices, clockwise on
/// screen, with matching parts: the slice is `[centre, arc point 0 … arc point K, centre]`
/// (``arcSegments`` = K chords), the column is `[corner, K + 1 points along one edge,
/// corner]`; the column edge that corresponds to the arc is the one whose direction is closest
/// to the slice's chord direction (mid-angle + π/2), so the remaining turn ``rotation`` is at
/// most 45°.
///
/// The change is designed so that every frame is a finished picture in which no two shapes of
/// a chart overlap: in the first half (`p ≤ ½`) the column sinks into its baseline (its height
/// scaled about the baseline, eased), in the second half the slice grows from the pie's centre
/// while the pie sweeps open from 12 o'clock (radius and angle from ``PieGeometry/startAngle``
/// both scaled, eased). Columns stay in their own bands and slices in their own sectors of a
/// growing pie, so shapes never cross; at `p = ½` both are empty. The result is exactly the
/// column at `p = 0` and exactly the slice at `p = 1`, continuous except at the empty hand-over.
/// `p` is clamped to `0...1`.
package struct ColumnSliceMorph: Hashable, Sendable {
    /// Chords on the slice's arc (its flattening: 64 chords keep a full-circle slice of
    /// radius 200 pt within 0.5 pt; typical slices are much finer).
    package static let arcSegments = 64
    /// Vertices of every morph polygon: the arc points plus the centre twice.
    package static let vertexCount = arcSegments + 3

    /// The column, view space.
    public let column: Rect
    /// The pie slice (its inner radius is ignored), view space.
    public let slice: Wedge
    /// Which column edge becomes the arc: 0 top, 1 right, 2 bottom, 3 left.
    public let arcEdge: Int
    /// The turn (radians, screen convention) that aligns the arc edge with the slice's chord.
    public let rotation: Double


    /// Prepares the morph between `column` and `slice`. Non-finite geometry is replaced by zeros.
    public init(column: Rect, slice: Wedge) {
        let finiteColumn = column.x.isFinite && column.y.isFinite && column.width.isFinite && column.height.isFinite
        self.column = finiteColumn ? column : .zero
        let finiteSlice = slice.center.isFinite && slice.outerRadius.isFinite && slice.startAngle.isFinite && slice.endAngle.isFinite
        self.slice = finiteSlice ? slice : Wedge(center: .zero, innerRadius: 0, outerRadius: 0, startAngle: 0, endAngle: 0)
        let mid = (self.slice.startAngle + self.slice.endAngle) / 2
        // Edge e of the clockwise corner list [TL, TR, BR, BL] points along e·π/2.
        let chord = mid + Double.pi / 2
        var bestEdge = 0
        var bestTurn = Double.infinity
        for e in 0..<4 {
            let turn = Self.wrap(chord - Double(e) * Double.pi / 2)
            if abs(turn) < abs(bestTurn) - 1e-12 {
                bestTurn = turn
                bestEdge = e
            }
        }
        arcEdge = bestEdge
        rotation = bestTurn
    }

    /// `a` wrapped into `(−π, π]`.
    static func wrap(_ a: Double) -> Double {
        let twoPi = 2 * Double.pi
        var x = a.truncatingRemainder(dividingBy: twoPi)
        if x > Double.pi { x -= twoPi }
        if x <= -Double.pi { x += twoPi }
        return x
    }

    /// Corner `i` (mod 4) of the column, clockwise from the top-left.
    private func corner(_ i: Int) -> Point {
        let c = column
        switch ((i % 4) + 4) % 4 {
        case 0: return Point(x: c.x, y: c.y)
        case 1: return Point(x: c.maxX, y: c.y)
        case 2: return Point(x: c.maxX, y: c.maxY)
        default: return Point(x: c.x, y: c.maxY)
        }
    }

    /// Vertex `k` (`0..<vertexCount`, clamped) of the column's outline.
    public func columnVertex(_ k: Int) -> Point {
        let n = Self.arcSegments
        let k = min(max(k, 0), Self.vertexCount - 1)
        if k == 0 { return corner(arcEdge + 3) }
        if k == n + 2 { return corner(arcEdge + 2) }
        let a = corner(arcEdge)
        let b = corner(arcEdge + 1)
        let f = Double(k - 1) / Double(n)
        return Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }

    /// Vertex `k` (`0..<vertexCount`, clamped) of the slice's outline.
    public func sliceVertex(_ k: Int) -> Point {
        let n = Self.arcSegments
        let k = min(max(k, 0), Self.vertexCount - 1)
        if k == 0 || k == n + 2 { return slice.center }
        let a = slice.startAngle + (slice.endAngle - slice.startAngle) * Double(k - 1) / Double(n)
        let r = max(0, slice.outerRadius)
        return Point(x: slice.center.x + r * Double.cos(a), y: slice.center.y + r * Double.sin(a))
    }

    /// Vertex `k` of the shape at morph progress `progress` (0 = column, 1 = slice; clamped,
    /// NaN → 0), view space: the sinking column before ½, the growing, sweeping slice after.
    public func vertex(_ k: Int, progress: Double) -> Point {
        let p = progress.isNaN ? 0 : min(1, max(0, progress))
        if p == 0 { return columnVertex(k) }
        if p == 1 { return sliceVertex(k) }
        if p < 0.5 {
            let h = Self.columnHeightFraction(progress: p)
            let c = columnVertex(k)
            return Point(x: c.x, y: column.maxY - (column.maxY - c.y) * h)
        }
        let b = Self.ease((p - 0.5) / 0.5)
        let n = Self.arcSegments
        let k = min(max(k, 0), Self.vertexCount - 1)
        if k == 0 || k == n + 2 { return slice.center }
        let a = slice.startAngle + (slice.endAngle - slice.startAngle) * Double(k - 1) / Double(n)
        let swept = PieGeometry.startAngle + (a - PieGeometry.startAngle) * b
        let r = max(0, slice.outerRadius) * b
        return Point(x: slice.center.x + r * Double.cos(swept), y: slice.center.y + r * Double.sin(swept))
    }

    /// The share of its height a sinking column keeps at morph progress `progress` (1 at 0,
    /// 0 from ½ on; NaN → 1): what its value label reads and where it sits.
    static func columnHeightFraction(progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(1, max(0, progress))
        return 1 - ease(p / 0.5)
    }

    /// A smooth 0 → 1 ramp over `0 ... 1` (clamped): the easing of each half of the change.
    public static func ease(_ x: Double) -> Double {
        let t = min(1, max(0, x))
        return t * t * (3 - 2 * t)
    }
}
