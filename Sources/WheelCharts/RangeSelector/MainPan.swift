/// Where the main chart draws its plot, grid and series so that a pan can reuse their pixels.
///
/// The chart maps time `t` to `x = plot.x + (t − lower)·k` (`k` points per second). Drawn that
/// way, every point of the series moves by a fraction of a pixel when the user pans, and a
/// kept image of the series is never right again. So the main chart is a **scrolling layer**
/// (``Layer``): its content is laid out on the global grid of whole points `G = t·k`, the
/// visible window starts at the whole point `Ls = round(lower·k)` (the content moves by at most
/// half a point from the exact mapping), and the layer draws an extent of four tiles of half a
/// plot width (`T`) around it, starting at a whole tile `E`. Every coordinate is on a 1/256
/// point grid, and relative to the layer's origin (the view position of `E`) it depends only
/// on `t·k − E`: the same, bit for bit, in every frame of a pan at one zoom until the window
/// leaves the tile (then `E` moves by a tile and the extent is drawn once more). A renderer
/// that kept the extent copies it shifted by the whole points `Ls` moved.
///
/// A degenerate range (no width, no span, or so far out that `lower·k` loses whole points)
/// falls back to the controller's exact mapping and a plain layer of the plot.
struct MainPan {
    /// Coordinates are multiples of 1/`quantum` point.
    static let quantum = 256.0
    /// Largest |lower·k| (points) laid out on the whole-point grid.
    static let limit = 1e12
    /// Farthest a point of the series is drawn from the origin (points); beyond, it is clamped.
    static let reach = 1e6

    /// The plot this lays out.
    let plot: Rect
    /// Whether the layer scrolls (false: a plain layer of the plot, the controller's mapping).
    let isScrolling: Bool
    /// What the layer shows: the plot, and a point above and below for the fringe of grid
    /// lines on its edges.
    let bounds: Rect
    /// What the layer draws: the tiles around the visible window (or `bounds`).
    let extent: Rect
    /// The layer's origin: the view position of the extent's first whole point (zero when not
    /// scrolling).
    let origin: Point
    /// The times the extent covers, one pixel column per point.
    let extentTimes: ClosedRange<Double>
    /// Pixel columns over ``extentTimes``.
    let columns: Int
    private let lower: Double
    private let k: Double
    /// `lower·k − E`: where the visible window starts in the extent, points (not whole).
    private let offset: Double

    init(plot: Rect, visible r: ClosedRange<Double>) {
        self.plot = plot
        lower = r.lowerBound
        let width = plot.width
        let span = r.upperBound - r.lowerBound
        k = width / span
        let g = r.lowerBound * k
        bounds = Rect(x: plot.x, y: plot.y - 1, width: width, height: plot.height + 2)
        let ls = g.rounded()
        let tile = max(16, (width / 2).rounded(.up))
        let e = ((ls / tile).rounded(.down) - 1) * tile
        let w = 4 * tile + 4
        let t0 = lower + (e - 2 - g) / k
        let t1 = lower + (e - 2 + w - g) / k
        if width >= 1, span > 0, k.isFinite, k > 0, g.isFinite, abs(g) < Self.limit, t0.isFinite, t1.isFinite,
            t0 < t1, w <= Double(MinMaxPyramid.maxColumns)
        {
            isScrolling = true
            offset = g - e
            origin = Point(x: Self.quantized(plot.x) + (e - ls), y: 0)
            extent = Rect(x: origin.x - 2, y: plot.y - 1, width: w, height: plot.height + 2)
            extentTimes = t0...t1
            columns = Int(w)
        } else {
            isScrolling = false
            offset = 0
            origin = .zero
            extent = bounds
            extentTimes = r
            columns = max(1, Int(width.rounded(.up)))
        }
    }

    /// The view x of time `t` on the scrolling layer's grid (only when ``isScrolling``).
    func x(_ t: Double) -> Double {
        // Relative to the origin: t·k − E, on the grid (whole-point shifts keep it exact).
        let v = (t - lower) * k + offset
        let rel = v.isNaN ? 0 : min(max(v, -Self.reach), Self.reach)
        return origin.x + Self.quantized(rel)
    }

    /// `v` on the 1/``quantum`` grid.
    static func quantized(_ v: Double) -> Double { (v * quantum).rounded() / quantum }
}
