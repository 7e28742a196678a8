import SeriesIO
import WheelMotion
import WheelPrimitives

/// Where the main chart draws its plot, grid and series so that a pan can reuse their pixels.
///
/// The chart maps time `t` to `x = plot.x + (t − lower)·k` (`k` points per second). Drawn that
/// way, every point of the series moves by a fraction of a pixel when the user pans, and a
/// kept image of the series is never right again. So the main chart is laid out on the global
/// grid of whole points `G = t·k`: the visible window starts at the whole point
/// `Ls = round(lower·k)` (the content moves by at most half a point from the exact mapping),
/// and it is cut into **tiles** `[i·T, (i+1)·T)` of a quarter of the plot's width. Each tile
/// that shows is a scrolling layer (``Layer``) whose origin is the view position of its first
/// point; every coordinate is on a 1/256-point grid, and relative to the tile's origin it
/// depends only on `t·k − i·T`: the same, bit for bit, in every frame of a pan at one zoom. A
/// renderer that kept a tile copies it shifted by the whole points `Ls` moved, and a pan only
/// draws the tile that comes into view.
///
/// A degenerate range (no width, no span, or so far out that `lower·k` loses whole points)
/// falls back to the controller's exact mapping and a plain layer of the plot.
struct MainPan {
    /// Coordinates are multiples of 1/`quantum` point.
    static let quantum = 256.0
    /// Largest |lower·k| (points) laid out on the whole-point grid.
    static let limit = 1e12
    /// Farthest a point of the series is drawn from the plot (points); beyond, it is clamped.
    static let reach = 1e6
    /// Points of series drawn beyond each side of a tile, so that the line's joins inside the
    /// tile are those of the whole line (the series is laid out two points further).
    static let margin = 8.0

    /// The plot this lays out.
    let plot: Rect
    /// Whether the chart is tiled (false: a plain layer of the plot, the controller's mapping).
    let isScrolling: Bool
    /// What the chart shows: the plot, and a point above and below for the fringe of grid lines
    /// on its edges.
    let bounds: Rect
    /// The tiles that show, by global index.
    let tiles: ClosedRange<Int>
    /// Tile width, whole points.
    let tileWidth: Double
    /// The times the series is laid out for: the tiles that show and more than ``margin``
    /// beyond, one pixel column per point (or the visible range).
    let seriesTimes: ClosedRange<Double>
    /// Pixel columns over ``seriesTimes``.
    let columns: Int
    private let lower: Double
    private let k: Double
    /// `lower·k − Ls`: where the exact mapping puts the plot's left edge, in (−½, ½].
    private let shift: Double
    /// `Ls`.
    private let start: Double
    /// `plot.x` on the grid.
    private let left: Double

    init(plot: Rect, visible r: ClosedRange<Double>) {
        self.plot = plot
        lower = r.lowerBound
        let width = plot.width
        let span = r.upperBound - r.lowerBound
        k = width / span
        let g = r.lowerBound * k
        bounds = Rect(x: plot.x, y: plot.y - 1, width: width, height: plot.height + 2)
        let ls = g.rounded()
        let tile = max(64, (width / 4).rounded(.up))
        let first = (ls / tile).rounded(.down)
        let last = ((ls + width.rounded(.up) - 1) / tile).rounded(.down)
        let g0 = first * tile - Self.margin - 2
        let g1 = (last + 1) * tile + Self.margin + 2
        let t0 = lower + (g0 - g) / k
        let t1 = lower + (g1 - g) / k
        if width >= 1, span > 0, k.isFinite, k > 0, g.isFinite, abs(g) < Self.limit, t0.isFinite, t1.isFinite,
            t0 < t1, g1 - g0 <= Double(MinMaxPyramid.maxColumns)
        {
            isScrolling = true
            shift = g - ls
            start = ls
            left = Self.quantized(plot.x)
            tileWidth = tile
            tiles = Int(first)...Int(last)
            seriesTimes = t0...t1
            columns = Int(g1 - g0)
        } else {
            isScrolling = false
            shift = 0
            start = 0
            left = plot.x
            tileWidth = width
            tiles = 0...0
            seriesTimes = r
            columns = max(1, Int(width.rounded(.up)))
        }
    }

    /// The view x of time `t` on the tiles' grid (only when ``isScrolling``).
    func x(_ t: Double) -> Double {
        // t·k − Ls on the grid: relative to a tile's origin (left + i·T − Ls), t·k − i·T.
        let v = (t - lower) * k + shift
        let rel = v.isNaN ? 0 : min(max(v, -Self.reach), Self.reach)
        return left + Self.quantized(rel)
    }

    /// How far (points) fills and lines reach past a tile, so that its edges show no seam (none
    /// without tiles: the plot's edges are its own).
    var edgeReach: Double { isScrolling ? 2 : 0 }

    /// Tile `i`: its origin (the view position of its first point), its extent (the tile, the
    /// plot's height and a point above and below) and what of it shows. Without tiles: the
    /// whole chart, a plain layer (origin zero, extent and bounds ``bounds``).
    func tile(_ i: Int) -> (origin: Point, extent: Rect, bounds: Rect) {
        guard isScrolling else { return (.zero, bounds, bounds) }
        let origin = Point(x: left + (Double(i) * tileWidth - start), y: 0)
        let extent = Rect(x: origin.x, y: bounds.y, width: tileWidth, height: bounds.height)
        let x0 = max(extent.x, bounds.x)
        let x1 = min(extent.maxX, bounds.maxX)
        return (origin, extent, Rect(x: x0, y: bounds.y, width: max(0, x1 - x0), height: bounds.height))
    }

    /// `v` on the 1/``quantum`` grid.
    static func quantized(_ v: Double) -> Double { (v * quantum).rounded() / quantum }
}
