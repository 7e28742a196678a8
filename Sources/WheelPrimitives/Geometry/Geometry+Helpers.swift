// Value helpers on the primitive geometry and colour types (edges, centres, containment,
// colours from hex literals, mixing): they belong to the values, so whoever has a `Rect` or a
// `Color` has them, an embedder of the wheel as much as a renderer.

extension Point {
    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// The Euclidean distance to `other`, in points.
    @inlinable
    public func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether both coordinates are finite numbers.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Size {
    /// The empty size.
    public static let zero = Size(width: 0, height: 0)
}

extension Rect {
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Right edge, `x + width`.
    @inlinable public var maxX: Double { x + width }
    /// Bottom edge, `y + height`.
    @inlinable public var maxY: Double { y + height }
    /// Horizontal centre.
    @inlinable public var midX: Double { x + width / 2 }
    /// Vertical centre.
    @inlinable public var midY: Double { y + height / 2 }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// Whether `p` lies inside the rectangle (left/top edges inclusive, right/bottom exclusive).
    @inlinable
    public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x < maxX && p.y >= y && p.y < maxY
    }

    /// Whether the two rectangles share any area.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The rectangle grown by `dx` on the left and right and `dy` at the top and bottom
    /// (shrunk for negative values; never to a negative size).
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }
}

extension Color {
    /// Creates an opaque colour from a `0xRRGGBB` literal.
    @inlinable
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(
            r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF), a: alpha)
    }

    /// The same colour with its alpha multiplied by `opacity` (clamped to 0...1; NaN counts as 0).
    @inlinable
    public func withOpacity(_ opacity: Double) -> Color {
        let o = opacity.isNaN ? 0 : min(1, max(0, opacity))
        var c = self
        c.a = UInt8((Double(a) * o).rounded())
        return c
    }

    /// Linear interpolation between two colours, `t` clamped to 0...1.
    @inlinable
    public func mixed(with other: Color, _ t: Double) -> Color {
        let u = t.isNaN ? 0 : min(1, max(0, t))
        func lerp(_ p: UInt8, _ q: UInt8) -> UInt8 {
            UInt8((Double(p) + (Double(q) - Double(p)) * u).rounded())
        }
        return Color(r: lerp(r, other.r), g: lerp(g, other.g), b: lerp(b, other.b), a: lerp(a, other.a))
    }

    /// Opaque white.
    public static let white = Color(r: 255, g: 255, b: 255)
    /// Opaque black.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Fully transparent black.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
}
