import RealModule
import WheelRendering

/// Builds one SVG document, element by element. All geometry is in view space (points).
///
/// One method per display-list command; ``draw(_:points:)`` is the only switch over
/// `DisplayCommand`, so a new command needs one case there and one method here.
struct SVGWriter {
    let measurer: any TextMeasurer
    let ascentFraction: Double
    let fontFamily: String
    let idPrefix: String

    /// The document so far.
    private(set) var output = ""
    /// Open clip groups.
    private var clipDepth = 0
    /// The last clip id used.
    private var clipCount = 0

    /// Two spaces per level: the root's children, then one more per open clip group.
    private var indent: String { String(repeating: "  ", count: 1 + clipDepth) }

    init(measurer: any TextMeasurer, ascentFraction: Double, fontFamily: String, idPrefix: String) {
        self.measurer = measurer
        self.ascentFraction = ascentFraction
        self.fontFamily = fontFamily
        self.idPrefix = idPrefix
    }

    private func n(_ x: Double) -> String { SVGFormat.number(x) }

    private mutating func line(_ s: String) {
        output += indent
        output += s
        output += "\n"
    }

    /// `fill="rgb(...)"` plus `fill-opacity` when not opaque.
    private func fill(_ c: Color) -> String {
        c.a == 255 ? "fill=\"\(SVGFormat.rgb(c))\"" : "fill=\"\(SVGFormat.rgb(c))\" fill-opacity=\"\(SVGFormat.opacity(c))\""
    }

    /// `fill="none"`, the stroke colour, opacity and width.
    private func stroke(_ c: Color, width: Double) -> String {
        var s = "fill=\"none\" stroke=\"\(SVGFormat.rgb(c))\""
        if c.a != 255 { s += " stroke-opacity=\"\(SVGFormat.opacity(c))\"" }
        return s + " stroke-width=\"\(n(width))\""
    }

    private static func finite(_ r: Rect) -> Bool {
        r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite
    }

    // MARK: - Document

    /// Writes the XML declaration, the root element and the background.
    mutating func begin(size: Size, scale: Double, background: Color) {
        let w = size.width.isFinite ? max(0, size.width) : 0
        let h = size.height.isFinite ? max(0, size.height) : 0
        output += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(w * scale))\" height=\"\(n(h * scale))\" viewBox=\"0 0 \(n(w)) \(n(h))\">\n"
        if background.a > 0 {
            line("<rect x=\"0\" y=\"0\" width=\"\(n(w))\" height=\"\(n(h))\" \(fill(background))/>")
        }
    }

    /// Closes any clip group left open and the root element.
    mutating func end() {
        while clipDepth > 0 { popClip() }
        output += "</svg>\n"
    }

    /// Appends the elements for one command. `points` is the display list's point buffer.
    mutating func draw(_ command: DisplayCommand, points: [Point]) {
        switch command {
        case .fillRect(let r, let c): fillRect(r, c)
        case .fillRoundedRect(let r, let radius, let c): fillRoundedRect(r, radius: radius, c)
        case .strokeRect(let r, let width, let c): strokeRect(r, width: width, c)
        case .fillPolygon(let range, let c): fillPolygon(range: range, points: points, c)
        case .fillWedge(let w, let c): fillWedge(w, c)
        case .strokeCircle(let center, let radius, let width, let c):
            strokeCircle(center: center, radius: radius, width: width, c)
        case .fillCircle(let center, let radius, let c): fillCircle(center: center, radius: radius, c)
        case .line(let a, let b, let width, let c): line(from: a, to: b, width: width, c)
        case .polyline(let range, let width, let c): polyline(range: range, points: points, width: width, c)
        case .fillTriangle(let a, let b, let c, let color): fillTriangle(a, b, c, color)
        case .text(let run): text(run)
        case .image(let key, let r, let opacity): image(key, in: r, opacity: opacity)
        case .pushClip(let r): pushClip(r)
        case .popClip: popClip()
        // Layers are a caching hint: the SVG draws their commands as they come.
        case .beginLayer, .endLayer: break
        }
    }

    // MARK: - Images

    /// An `<image>` whose `href` is the key (relative to the SVG file; the host puts the images
    /// beside it), stretched over the rectangle.
    mutating func image(_ key: String, in r: Rect, opacity: Double) {
        guard !key.isEmpty, Self.finite(r), r.width > 0, r.height > 0, opacity.isFinite, opacity > 0 else { return }
        let alpha = opacity < 1 ? " opacity=\"\(n(opacity))\"" : ""
        line(
            "<image href=\"\(SVGFormat.escape(key))\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" preserveAspectRatio=\"none\"\(alpha)/>"
        )
    }

    // MARK: - Rectangles

    mutating func fillRect(_ r: Rect, _ c: Color) {
        guard c.a > 0, Self.finite(r), r.width > 0, r.height > 0 else { return }
        line("<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" \(fill(c))/>")
    }

    mutating func fillRoundedRect(_ r: Rect, radius: Double, _ c: Color) {
        guard c.a > 0, Self.finite(r), r.width > 0, r.height > 0 else { return }
        // As the tessellator: the radius is clamped to half the shorter side.
        let rad = radius.isFinite ? min(max(0, radius), min(r.width, r.height) / 2) : 0
        guard SVGFormat.number(rad) != "0" else { return fillRect(r, c) }
        line(
            "<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" rx=\"\(n(rad))\" ry=\"\(n(rad))\" \(fill(c))/>"
        )
    }

    mutating func strokeRect(_ r: Rect, width: Double, _ c: Color) {
        guard c.a > 0, Self.finite(r), width.isFinite, width > 0, r.width > 0, r.height > 0 else { return }
        // The stroke lies inside the rectangle; a stroke that meets itself fills it.
        if 2 * width >= min(r.width, r.height) { return fillRect(r, c) }
        let h = width / 2
        line(
            "<rect x=\"\(n(r.x + h))\" y=\"\(n(r.y + h))\" width=\"\(n(r.width - width))\" height=\"\(n(r.height - width))\" \(stroke(c, width: width))/>"
        )
    }

    // MARK: - Circles and wedges

    mutating func fillCircle(center: Point, radius: Double, _ c: Color) {
        guard c.a > 0, center.isFinite, radius.isFinite, radius > 0 else { return }
        line("<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(radius))\" \(fill(c))/>")
    }

    mutating func strokeCircle(center: Point, radius: Double, width: Double, _ c: Color) {
        guard c.a > 0, center.isFinite, radius.isFinite, width.isFinite, radius > 0, width > 0 else { return }
        // As the tessellator: a centred stroke that reaches the centre is a disc.
        if width / 2 >= radius { return fillCircle(center: center, radius: radius + width / 2, c) }
        line("<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(radius))\" \(stroke(c, width: width))/>")
    }

    /// The point at screen angle `a` (clockwise from 3 o'clock) on the circle, as `x,y`.
    private func polar(_ center: Point, _ r: Double, _ a: Double) -> String {
        "\(n(center.x + r * Double.cos(a))),\(n(center.y + r * Double.sin(a)))"
    }

    /// Arc commands from the current point (at `a0`) to `a1 > a0`, clockwise on screen.
    /// Spans over half a turn are split in two so that no single arc needs the large-arc
    /// flag or has nearly coincident end points (which viewers drop).
    private func arcs(_ center: Point, _ r: Double, from a0: Double, to a1: Double) -> String {
        let sweep = a1 > a0 ? 1 : 0
        let radii = "\(n(r)) \(n(r))"
        if abs(a1 - a0) > Double.pi {
            let mid = (a0 + a1) / 2
            return "A\(radii) 0 0 \(sweep) \(polar(center, r, mid)) A\(radii) 0 0 \(sweep) \(polar(center, r, a1))"
        }
        return "A\(radii) 0 0 \(sweep) \(polar(center, r, a1))"
    }

    mutating func fillWedge(_ wedge: Wedge, _ c: Color) {
        // Normalised as the tessellator does: radii ordered, angles ordered.
        guard c.a > 0, let w = wedge.normalized else { return }
        let ri = w.innerRadius
        let ro = w.outerRadius
        let a0 = w.startAngle
        let a1 = w.endAngle
        let span = a1 - a0
        guard ro - ri > 1e-6, span > 0 else { return }
        let o = w.center
        let hollow = ri > 1e-6
        if span >= 2 * Double.pi - 1e-9 {
            // A full turn or more: a disc, or a ring made of two circles (even-odd).
            guard hollow else { return fillCircle(center: o, radius: ro, c) }
            let outer = "M\(polar(o, ro, 0)) \(arcs(o, ro, from: 0, to: 2 * Double.pi))Z"
            let inner = "M\(polar(o, ri, 0)) \(arcs(o, ri, from: 0, to: 2 * Double.pi))Z"
            line("<path d=\"\(outer) \(inner)\" fill-rule=\"evenodd\" \(fill(c))/>")
            return
        }
        var d = hollow ? "M\(polar(o, ro, a0)) " : "M\(n(o.x)),\(n(o.y)) L\(polar(o, ro, a0)) "
        d += arcs(o, ro, from: a0, to: a1)
        if hollow {
            d += " L\(polar(o, ri, a1)) " + arcs(o, ri, from: a1, to: a0)
        }
        d += "Z"
        line("<path d=\"\(d)\" \(fill(c))/>")
    }

    // MARK: - Lines and polygons

    mutating func line(from a: Point, to b: Point, width: Double, _ c: Color) {
        guard c.a > 0, a.isFinite, b.isFinite, width.isFinite, width > 0 else { return }
        line(
            "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\" \(stroke(c, width: width)) stroke-linecap=\"butt\"/>"
        )
    }

    mutating func polyline(range: Range<Int>, points: [Point], width: Double, _ c: Color) {
        guard c.a > 0, width.isFinite, width > 0 else { return }
        let coordinates = pointList(range: range, points: points)
        guard coordinates.count >= 2 else { return }
        line(
            "<polyline points=\"\(coordinates.joined(separator: " "))\" \(stroke(c, width: width)) stroke-linejoin=\"miter\" stroke-miterlimit=\"2\" stroke-linecap=\"butt\"/>"
        )
    }

    /// The SVG coordinates of `points[range]` (clamped to the buffer), skipping non-finite
    /// points and near-duplicates (< 1/1000 point), as the tessellator does.
    func pointList(range: Range<Int>, points: [Point]) -> [String] {
        let lo = max(0, min(range.lowerBound, points.count))
        let hi = max(lo, min(range.upperBound, points.count))
        var coordinates: [String] = []
        var last: Point?
        for i in lo..<hi {
            let p = points[i]
            guard p.isFinite else { continue }
            if let q = last, abs(q.x - p.x) < 1e-3, abs(q.y - p.y) < 1e-3 { continue }
            coordinates.append("\(n(p.x)),\(n(p.y))")
            last = p
        }
        return coordinates
    }

    mutating func fillTriangle(_ a: Point, _ b: Point, _ c: Point, _ color: Color) {
        guard color.a > 0, a.isFinite, b.isFinite, c.isFinite else { return }
        line("<polygon points=\"\(n(a.x)),\(n(a.y)) \(n(b.x)),\(n(b.y)) \(n(c.x)),\(n(c.y))\" \(fill(color))/>")
    }

    /// A filled closed polygon through `points[range]` (non-finite points and
    /// near-duplicates skipped; fewer than 3 points draw nothing), for the
    /// `fillPolygon(range:, Color)` display command.
    mutating func fillPolygon(range: Range<Int>, points: [Point], _ c: Color) {
        guard c.a > 0 else { return }
        let coordinates = pointList(range: range, points: points)
        guard coordinates.count >= 3 else { return }
        line("<polygon points=\"\(coordinates.joined(separator: " "))\" \(fill(c))/>")
    }

    // MARK: - Text

    mutating func text(_ run: TextRun) {
        let size = run.style.size
        guard run.color.a > 0, run.position.isFinite, !run.string.isEmpty, size.isFinite, size > 0 else { return }
        let box = measurer.measure(run.string, style: run.style)
        let height = box.height.isFinite ? max(0, box.height) : 0
        let unit = run.anchor
        let top = run.position.y - unit.y * height
        let baseline = top + ascentFraction * height
        let anchor = unit.x == 0 ? "start" : (unit.x == 1 ? "end" : "middle")
        let weight = run.style.bold ? "bold" : "normal"
        let string = SVGFormat.escape(run.string)
        // Keep repeated, leading and trailing spaces (XML would collapse them).
        let preserve =
            string.hasPrefix(" ") || string.hasSuffix(" ") || string.contains("  ") ? " xml:space=\"preserve\"" : ""
        line(
            "<text x=\"\(n(run.position.x))\" y=\"\(n(baseline))\" font-family=\"\(SVGFormat.escape(fontFamily))\" font-size=\"\(n(size))\" font-weight=\"\(weight)\" text-anchor=\"\(anchor)\" \(fill(run.color))\(preserve)>\(string)</text>"
        )
    }

    // MARK: - Clipping

    mutating func pushClip(_ r: Rect) {
        clipCount += 1
        let id = "\(idPrefix)\(clipCount)"
        // A non-finite clip draws nothing, like the SDL backend's empty clip.
        let clip = Self.finite(r) ? r : .zero
        line(
            "<clipPath id=\"\(SVGFormat.escape(id))\"><rect x=\"\(n(clip.x))\" y=\"\(n(clip.y))\" width=\"\(n(max(0, clip.width)))\" height=\"\(n(max(0, clip.height)))\"/></clipPath>"
        )
        line("<g clip-path=\"url(#\(SVGFormat.escape(id)))\">")
        clipDepth += 1
    }

    mutating func popClip() {
        guard clipDepth > 0 else { return }
        clipDepth -= 1
        line("</g>")
    }
}
