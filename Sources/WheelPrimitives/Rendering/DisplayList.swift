/// An annular sector ("wedge") of a circle, in view space.
///
/// Angles are in radians, measured from the positive x axis (3 o'clock) and growing
/// **clockwise on screen** (because y grows downwards). The wedge covers the angles from
/// `startAngle` to `endAngle` (`endAngle >= startAngle`) between the two radii.
/// An `innerRadius` of 0 makes a pie slice.
public struct Wedge: Hashable, Sendable {
    /// Centre of the circle, view space.
    public var center: Point
    /// Inner radius, in points (0 for a pie slice).
    public var innerRadius: Double
    /// Outer radius, in points.
    public var outerRadius: Double
    /// First angle, radians (screen convention: clockwise from 3 o'clock).
    public var startAngle: Double
    /// Last angle, radians; not less than `startAngle`.
    public var endAngle: Double

    /// Creates a wedge, for example for a host that draws its own chrome into the list.
    @inlinable
    public init(
        center: Point, innerRadius: Double, outerRadius: Double, startAngle: Double, endAngle: Double
    ) {
        self.center = center
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
}

/// One drawing command. Geometry is in view space (points, origin top-left, y down).
public enum DisplayCommand: Hashable, Sendable {
    /// Fills a rectangle.
    case fillRect(Rect, Color)
    /// Fills a rectangle with rounded corners of the given radius (points).
    case fillRoundedRect(Rect, radius: Double, Color)
    /// Strokes the outline of a rectangle with a line of the given width (points), inside the rectangle.
    case strokeRect(Rect, width: Double, Color)
    /// Fills an annular sector.
    case fillWedge(Wedge, Color)
    /// Strokes a circle (or ring edge) of the given radius with a line of the given width.
    case strokeCircle(center: Point, radius: Double, width: Double, Color)
    /// Fills a disc.
    case fillCircle(center: Point, radius: Double, Color)
    /// A straight line segment of the given width (points), with butt ends.
    case line(from: Point, to: Point, width: Double, Color)
    /// An open polyline through `DisplayList.points[range]`, of the given width (points).
    case polyline(range: Range<Int>, width: Double, Color)
    /// A filled triangle (any winding).
    case fillTriangle(Point, Point, Point, Color)
    /// A filled closed polygon through `DisplayList.points[range]` (any winding; the last
    /// point joins the first). It must be a simple polygon that is star-shaped about the
    /// centroid of its vertices (every convex polygon and every pie slice is): renderers may
    /// fill it as a fan from that centroid. Fewer than 3 points or zero area draw nothing.
    case fillPolygon(range: Range<Int>, Color)
    /// A single line of text.
    case text(TextRun)
    /// An image, scaled to fill the rectangle (view space) at the given opacity (0...1). The key
    /// names the image; the renderer resolves it (SDLBackend: a file in its assets folder,
    /// loaded with SDL_image; WheelSVG: an `<image href>`), and draws a placeholder or nothing
    /// when it has no image of that name.
    case image(String, in: Rect, opacity: Double)
    /// Intersects the current clip rectangle with this one until the matching `popClip`.
    case pushClip(Rect)
    /// Restores the clip rectangle in force before the matching `pushClip`.
    case popClip
    /// Opens a retained layer: the commands up to the matching ``endLayer`` draw only inside
    /// the layer's extent, onto the list's background (see ``Layer``). A renderer may ignore
    /// the marker and draw them as usual, or keep their pixels and reuse them while the key is
    /// unchanged.
    case beginLayer(Layer)
    /// Closes the layer opened by the matching ``beginLayer(_:)``.
    case endLayer
}

/// A retained layer of a ``DisplayList``: a group of commands whose pixels this package's
/// renderers may keep (in a texture or an image) and reuse in later frames while its content
/// is unchanged, like Flutter's repaint boundaries and raster cache.
///
/// A layer is a caching hint: a renderer that does not cache draws the commands between
/// ``DisplayCommand/beginLayer(_:)`` and ``DisplayCommand/endLayer`` as usual and shows the same
/// pixels, because the producer promises that nothing is drawn under the layer before it in
/// the frame and that its commands draw only inside its extent. A caching renderer reads its
/// ``bounds``, ``extent``, ``origin`` and content ``key``; producers make layers with
/// ``DisplayList/beginLayer(bounds:)`` and ``DisplayList/endLayer()``.
///
/// A **plain layer** has its extent equal to its bounds and a zero origin: its key describes its
/// commands where they are. A **scrolling layer** draws over an extent larger than what it shows
/// (the main chart's series beyond both edges of the plot), and its key describes its commands
/// *relative to* its origin, so a pan that moves the same content leaves the key unchanged and
/// a renderer copies the kept pixels shifted by the origin's move. The list clips a scrolling
/// layer to its bounds (a `pushClip` before the marker, a `popClip` after the end), so
/// renderers that ignore the markers draw it right too.
public struct Layer: Hashable, Sendable {
    /// The area the layer shows, view space (points). A caching renderer covers it with whole
    /// pixels, rounded outwards.
    public package(set) var bounds: Rect
    /// The content key: equal keys (in one process) mean equal commands and extent relative to
    /// `origin`, so equal pixels at equal scale and background once moved by the origin's
    /// difference.
    public package(set) var key: UInt64
    /// The area the layer's commands draw in, view space; contains ``bounds``.
    public package(set) var extent: Rect
    /// The point, view space, that `key` describes the content relative to (zero for a plain
    /// layer).
    public package(set) var origin: Point

    /// Whether the layer is keyed relative to an origin or draws beyond what it shows (a
    /// scrolling layer): a caching renderer copies its kept pixels shifted by the origin's move.
    public var isScrolling: Bool { extent != bounds || origin != Point(x: 0, y: 0) }

    /// Creates a layer description (producers use ``DisplayList/beginLayer(bounds:)``).
    package init(uncheckedBounds bounds: Rect, key: UInt64, extent: Rect, origin: Point) {
        self.bounds = bounds
        self.key = key
        self.extent = extent
        self.origin = origin
    }
}

/// The output of one frame: an ordered list of drawing commands plus a shared point
/// buffer for polylines (as Dear ImGui's draw list keeps a vertex buffer).
///
/// A renderer draws the commands in order, painter's style. Reuse one display list across
/// frames with ``removeAll()`` so that steady frames do not allocate.
public struct DisplayList: Sendable {
    /// The commands, in drawing order.
    public package(set) var commands: [DisplayCommand] = []
    /// Points referenced by `.polyline` and `.fillPolygon` commands.
    public package(set) var points: [Point] = []
    /// The background colour to clear to before drawing.
    public var background = Color(r: 0, g: 0, b: 0)
    /// Indices in ``commands`` of the `.beginLayer` markers whose layers are still open.
    package var openLayers: [Int] = []

    /// Creates an empty display list.
    public init() {}

    /// Removes every command and point, keeping the storage for the next frame.
    public mutating func removeAll() {
        commands.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        openLayers.removeAll(keepingCapacity: true)
    }
}
