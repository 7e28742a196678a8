import WheelRendering


/// Turns a WheelCore `DisplayList` into a standalone SVG document.
///
/// It is a second renderer written only against WheelCore's public API, and it follows
/// the SDL backend's semantics command by command, so that the SVG of a frame looks like
/// its PNG:
///
/// | command | SVG |
/// | --- | --- |
/// | background | a `rect` covering the viewport |
/// | `fillRect`, `fillRoundedRect` | `rect` (with `rx`/`ry`, radius clamped to half the short side) |
/// | `strokeRect` | `rect` stroked *inside* the rectangle (a filled `rect` when the stroke covers it) |
/// | `fillWedge` | `path` with `A` arcs; a full ring is two circles of two half arcs, `fill-rule="evenodd"` |
/// | `strokeCircle`, `fillCircle` | `circle` |
/// | `line` | `line`, `stroke-linecap="butt"` |
/// | `polyline` | `polyline`, miter joins with `stroke-miterlimit="2"` (as the tessellator), butt caps |
/// | `fillTriangle` | `polygon` |
/// | `text` | `text` placed from the run's anchor (see below) |
/// | `pushClip`/`popClip` | nested `g clip-path` groups with one `clipPath` each (unique ids) |
///
/// Coordinates stay in **view space** (points, origin top-left, y down): the document's
/// `viewBox` is the viewport in points and its `width`/`height` are the viewport times
/// ``scale``, so screen angles (clockwise from 3 o'clock) map directly onto SVG's arcs.
///
/// **Text.** A text's box is `measurer.measure(string, style)` (its height is the line
/// height), placed by the run's `TextAnchor` like the SDL text cache places its
/// texture. Horizontally the anchor becomes `text-anchor` (`start`/`middle`/`end`), so the
/// viewer's own font widths are used; vertically the baseline is put at
/// `top + ascentFraction × height` (the `dominant-baseline` property is unreliable across
/// viewers). Colours are `rgb(r,g,b)` plus `fill-opacity`/`stroke-opacity`.
///
/// Bad input draws nothing rather than producing invalid XML: fully transparent colours,
/// non-finite coordinates, empty or inverted shapes and empty texts are skipped; unmatched
/// `popClip`s are ignored and unclosed clips are closed at the end. Numbers are written
/// with at most two decimals, never as `-0` or with an exponent.
public struct SVGRenderer {
    /// The viewport, in points; the document's `viewBox` is `0 0 width height`.
    public var size: Size
    /// Pixels per point for the document's `width` and `height` attributes (non-finite or
    /// non-positive values act as 1). Coordinates inside stay in points.
    public var scale: Double
    /// Measures text boxes, to place texts by their anchors. Use the measurer the layout
    /// was made with.
    public var measurer: any TextMeasurer
    /// Where the baseline sits in a measured line box, as a fraction of its height.
    public var ascentFraction: Double
    /// The `font-family` of every text.
    public var fontFamily: String
    /// Prefix of the `clipPath` ids (`<prefix>1`, `<prefix>2`, ...); change it to embed
    /// several documents in one page.
    public var idPrefix: String

    /// Creates a renderer for a viewport of `size` points; each argument sets the property of
    /// its name (by default approximate DejaVu Sans metrics and that family).
    public init(
        size: Size, scale: Double = 1, measurer: any TextMeasurer = DejaVuSansMetrics(),
        ascentFraction: Double = DejaVuSansMetrics.ascentFraction, fontFamily: String = "DejaVu Sans"
    ) {
        self.size = size
        self.scale = scale
        self.measurer = measurer
        self.ascentFraction = ascentFraction
        self.fontFamily = fontFamily
        self.idPrefix = "clip"
    }

    /// The SVG document of `list`, ending with a newline.
    public func render(_ list: DisplayList) -> String {
        var w = SVGWriter(
            measurer: measurer, ascentFraction: ascentFraction.isFinite ? ascentFraction : 0.8,
            fontFamily: fontFamily, idPrefix: idPrefix)
        w.begin(size: size, scale: scale.isFinite && scale > 0 ? scale : 1, background: list.background)
        for command in list.commands {
            w.draw(command, points: list.points)
        }
        w.end()
        return w.output
    }
}
