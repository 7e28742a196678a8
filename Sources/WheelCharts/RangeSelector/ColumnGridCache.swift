import SeriesIO
import WheelMotion
import WheelPrimitives

/// The main chart's column summaries, kept from frame to frame so that panning and zooming
/// only summarise the columns that came into view.
///
/// **Grid.** Columns live on fixed grids in data space (x in epoch seconds), anchored at the
/// series' first timestamp `d0`. Level `L` has columns of width `w(L) = 2^(L/2)` seconds
/// (odd levels: `√2 · 2^((L−1)/2)`); column `j` holds the samples with
/// `d0 + j·w ≤ x < d0 + (j+1)·w`, so every sample belongs to exactly one column of a level.
/// A frame showing `span` seconds on `P` pixel columns uses `L = ⌊2·log2(span / P)⌋`, hence
/// `w ≤ span / P < √2·w`: between 1 and √2 grid columns per pixel, so the M4 line stays
/// within a pixel of the exact one and a peak is never lost.
///
/// **Windows.** For each of the last ``maxWindows`` levels used, a contiguous window of
/// computed columns is kept in a ring of ``capacity`` slots (column `j` in slot `j mod
/// capacity`), so moving the window never copies. A frame needs the columns `jA...jB` covering
/// the visible range; the overlap with the level's window is reused, the rest is made from the
/// window two levels finer (`w(L) = 2·w(L−2)`, so a column is exactly the merge of two finer
/// ones: zooming out costs no series reads) or else summarised afresh with one boundary search
/// and one ``MinMaxPyramid`` query per column. A column's content depends only on its level and
/// index, never on how it was obtained, so the cache draws exactly what a fresh computation
/// would. The rings are allocated once per level (at most ``maxWindows``), then reused.
struct ColumnGridCache: Sendable {
    /// How many levels keep a window (least recently used evicted; see also ``slotBudget``).
    /// Zooming through a factor of `2^(maxWindows/2)` (256×) and back finds every level still cached.
    static let maxWindows = 16
    /// Ring slots kept over all windows (≈ 16.6 MB at 104 bytes a slot): enough for every
    /// level of a 1000-point plot's extent (``MainPan``: about twice the plot); very wide plots
    /// keep fewer levels (at least 2) rather than more memory.
    static let slotBudget = 160_000
    /// `√2`, the width ratio between consecutive levels.
    static let sqrt2 = 2.0.squareRoot()
    /// Largest column index magnitude used (beyond this, the visible range is drawn without the grid).
    static let maxColumnIndex = 1 << 50

    /// One level's window of computed columns (data space).
    struct Window: Sendable {
        /// The level (`Int.min`: unused).
        var level = Int.min
        /// Column width, seconds.
        var width = 0.0
        /// The first column held.
        var start = 0
        /// One past the last column held.
        var end = 0
        /// The ring: column `j` is in slot `j mod slots.count`.
        var slots: [GridColumn] = []
        /// Use stamp for the LRU eviction.
        var lastUse = 0

        /// Whether column `j` is held.
        @inline(__always) func contains(_ j: Int) -> Bool { j >= start && j < end }
        /// The slot of column `j`.
        @inline(__always) func slot(_ j: Int) -> Int {
            let m = j % slots.count
            return m < 0 ? m + slots.count : m
        }
    }

    /// What the cached columns were computed from.
    struct SeriesKey: Equatable, Sendable {
        var count: Int
        var xs: UInt
        var ys: UInt
        var origin: Double
        var last: Double
    }

    /// The level windows (at most ``maxWindows``).
    private(set) var windows: [Window] = []
    /// Ring slots per window.
    private(set) var capacity = 0
    /// The series the windows belong to.
    private(set) var key: SeriesKey?
    /// Grid origin `d0` (the series' first x), epoch seconds.
    private(set) var origin = 0.0
    private var clock = 0
    /// The window drawn this frame (index into ``windows``), its level and the columns
    /// `first...last` (grid indices) covering the visible range.
    private(set) var current = -1
    private(set) var level = 0
    private(set) var first = 0
    private(set) var last = 0
    /// Running totals, for tests and traces: columns summarised from the series, merged from a
    /// finer level, and reused from a window.
    private(set) var computedColumns = 0
    private(set) var mergedColumns = 0

    /// Creates an empty cache.
    init() {}

    /// The level for columns of `exact` seconds per pixel: `⌊2·log2(exact)⌋`, computed from the
    /// binary exponent (no transcendental function). `exact` must be positive and normal.
    static func level(forPixelWidth exact: Double) -> Int {
        2 * Int(exact.exponent) + (exact.significand >= sqrt2 ? 1 : 0)
    }

    /// The column width of level `level`, seconds: `2^(L/2)`, exactly doubling every two levels.
    static func width(ofLevel level: Int) -> Double {
        let e = level >> 1  // floor(L / 2)
        guard e > Double.leastNormalMagnitude.exponent, e < Double.greatestFiniteMagnitude.exponent else {
            return 0
        }
        return Double(sign: .plus, exponent: e, significand: level & 1 == 1 ? sqrt2 : 1)
    }

    /// The left edge of column `j` of a grid of `width`, epoch seconds. Non-decreasing in `j`.
    @inline(__always)
    func boundary(_ j: Int, width: Double) -> Double { origin + Double(j) * width }

    /// The column `j` of the current window (`first <= j <= last`).
    func column(_ j: Int) -> GridColumn {
        let w = windows[current]
        return w.slots[w.slot(j)]
    }

    /// Calls `body` with the current columns `first...last`, in order.
    func forEachColumn(_ body: (GridColumn) -> Void) {
        guard current >= 0 else { return }
        let w = windows[current]
        w.slots.withUnsafeBufferPointer { p in
            var s = w.slot(first)
            for _ in first...last {
                body(p[s])
                s += 1
                if s == p.count { s = 0 }
            }
        }
    }

    /// How many windows the current ring size allows: ``maxWindows``, fewer for very wide plots.
    var windowLimit: Int { capacity > 0 ? max(2, min(Self.maxWindows, Self.slotBudget / capacity)) : Self.maxWindows }

    /// Total ring slots allocated (for allocation tests): stays at most ``maxWindows`` ×
    /// ``capacity``.
    var allocatedSlots: Int { windows.reduce(0) { $0 + $1.slots.capacity } }

    /// Makes the columns covering `visible` (epoch seconds) on a plot of `pixelColumns`
    /// available as ``first``...``last`` (see ``forEachColumn(_:)``), reusing what earlier
    /// frames computed. Returns false (and leaves nothing current) when the grid cannot be
    /// used: empty series, empty or non-finite range, or a zoom so deep or so far from the data
    /// that column indices would lose precision; the caller then reduces directly.
    mutating func update(pyramid: MinMaxPyramid, visible: ClosedRange<Double>, pixelColumns: Int) -> Bool {
        current = -1
        let series = pyramid.series
        let v0 = visible.lowerBound
        let v1 = visible.upperBound
        guard let domain = series.domain, pixelColumns > 0, pixelColumns <= MinMaxPyramid.maxColumns,
            v0.isFinite, v1.isFinite, v1 > v0
        else { return false }
        let exact = (v1 - v0) / Double(pixelColumns)
        guard exact.isNormal else { return false }
        let level = Self.level(forPixelWidth: exact)
        let w = Self.width(ofLevel: level)
        guard w.isNormal else { return false }
        let fa = ((v0 - domain.lowerBound) / w).rounded(.down)
        let fb = ((v1 - domain.lowerBound) / w).rounded(.down)
        let limit = Double(Self.maxColumnIndex)
        guard abs(fa) < limit, abs(fb) < limit else { return false }

        // Ring size: twice the most columns a frame needs (√2 per pixel, plus the edges), so
        // panning back and forth over a plot width is served from the ring. A new series (or a
        // wider plot) invalidates everything.
        let newKey = Self.key(of: series, domain: domain)
        let cap = 2 * Int((Double(pixelColumns) * Self.sqrt2).rounded(.up)) + 8
        if newKey != key || cap > capacity {
            key = newKey
            origin = domain.lowerBound
            capacity = max(cap, capacity)
            for i in windows.indices {
                windows[i] = Window()
            }
            windows.removeAll(keepingCapacity: true)
        }

        // jA, jB with boundary(jA) <= v0 < boundary(jA + 1), same for jB and v1 (the division
        // above can be off by one ulp; these few steps make the columns agree with the grid).
        var a = Int(fa)
        var b = Int(fb)
        for _ in 0..<4 where boundary(a + 1, width: w) <= v0 { a += 1 }
        for _ in 0..<4 where boundary(a, width: w) > v0 { a -= 1 }
        for _ in 0..<4 where boundary(b + 1, width: w) <= v1 { b += 1 }
        for _ in 0..<4 where boundary(b, width: w) > v1 { b -= 1 }
        guard b >= a, b - a + 1 <= capacity / 2 else { return false }

        clock &+= 1
        let index = windowIndex(forLevel: level, width: w)
        let fine = windows.firstIndex { $0.level == level - 2 }
        var win = Window()
        swap(&win, &windows[index])  // mutate the ring in place (no copy-on-write)
        win.lastUse = clock
        extend(&win, to: a..<(b + 1), pyramid: pyramid, fine: fine.map { windows[$0] })
        swap(&win, &windows[index])
        current = index
        self.level = level
        first = a
        last = b
        return true
    }

    /// The window for `level`: its own, an unused one, or the least recently used one (reset).
    private mutating func windowIndex(forLevel level: Int, width: Double) -> Int {
        if let i = windows.firstIndex(where: { $0.level == level }) { return i }
        let i: Int
        if windows.count < windowLimit {
            windows.append(Window())
            i = windows.count - 1
        } else {
            var oldest = 0
            for k in windows.indices where windows[k].lastUse < windows[oldest].lastUse { oldest = k }
            i = oldest
        }
        windows[i].level = level
        windows[i].width = width
        windows[i].start = 0
        windows[i].end = 0
        if windows[i].slots.count != capacity {
            windows[i].slots = [GridColumn](repeating: .empty(at: 0), count: capacity)
        }
        return i
    }

    /// Makes `win` hold `need`, keeping as much of what it holds as the ring allows.
    private mutating func extend(
        _ win: inout Window, to need: Range<Int>, pyramid: MinMaxPyramid, fine: Window?
    ) {
        let cap = win.slots.count
        if win.start >= win.end || need.upperBound < win.start || need.lowerBound > win.end {
            win.start = need.lowerBound
            win.end = need.lowerBound
        }
        if need.lowerBound < win.start {
            if win.end - need.lowerBound > cap { win.end = need.lowerBound + cap }
            fill(&win, need.lowerBound..<win.start, pyramid: pyramid, fine: fine)
            win.start = need.lowerBound
        }
        if need.upperBound > win.end {
            if need.upperBound - win.start > cap { win.start = need.upperBound - cap }
            fill(&win, win.end..<need.upperBound, pyramid: pyramid, fine: fine)
            win.end = need.upperBound
        }
    }

    /// Computes the columns `range` of `win`, which is adjacent to what `win` holds (or `win`
    /// is empty): merged from `fine` where it holds both halves, summarised afresh elsewhere.
    private mutating func fill(_ win: inout Window, _ range: Range<Int>, pyramid: MinMaxPyramid, fine: Window?) {
        guard !range.isEmpty else { return }
        var m0 = range.upperBound
        var m1 = range.upperBound
        if let f = fine, f.start < f.end {
            m0 = max(range.lowerBound, Self.ceilDiv2(f.start))
            m1 = min(range.upperBound, Self.floorDiv2(f.end))
            if m0 >= m1 {
                m0 = range.upperBound
                m1 = range.upperBound
            }
        }
        if let f = fine, m0 < m1 {
            for j in m0..<m1 {
                win.slots[win.slot(j)] = .merged(f.slots[f.slot(2 * j)], f.slots[f.slot(2 * j + 1)])
            }
            mergedColumns += m1 - m0
            compute(&win, range.lowerBound..<m0, knownRight: win.slots[win.slot(m0)].lower, pyramid: pyramid)
            compute(&win, m1..<range.upperBound, knownLeft: win.slots[win.slot(m1 - 1)].upper, pyramid: pyramid)
        } else {
            compute(&win, range, pyramid: pyramid)
        }
    }

    /// Summarises the columns `range` of `win` from the series: one boundary search (galloping
    /// from the previous column's sample count) and one pyramid query per column. The sample
    /// index where the range starts (ends) is taken from the neighbouring column when `win`
    /// holds it.
    private mutating func compute(
        _ win: inout Window, _ range: Range<Int>, knownLeft: Int? = nil, knownRight: Int? = nil,
        pyramid: MinMaxPyramid
    ) {
        guard !range.isEmpty else { return }
        let series = pyramid.series
        let n = series.count
        let w = win.width
        let left0 = knownLeft ?? (win.contains(range.lowerBound - 1) ? win.slots[win.slot(range.lowerBound - 1)].upper : nil)
        let right0 = knownRight ?? (win.contains(range.upperBound) ? win.slots[win.slot(range.upperBound)].lower : nil)
        let hi = right0 ?? n
        // Expected samples per column if the samples were evenly spread.
        let span = (key?.last ?? origin) - origin
        let perColumn = span > 0 ? min(Double(n), Double(n) * w / span) : 0
        var left: Int
        if let l = left0 {
            left = l
        } else {
            let x = boundary(range.lowerBound, width: w)
            let guess = span > 0 ? min(max((x - origin) / span, 0), 1) * Double(n) : 0
            left = series.lowerBound(x, in: 0..<hi, hint: Int(guess))
        }
        var step = Int(perColumn.rounded())
        series.xs.withUnsafeBufferPointer { xs in
            series.ys.withUnsafeBufferPointer { ys in
                for j in range {
                    let right: Int
                    if j + 1 == range.upperBound, let r = right0 {
                        right = r
                    } else {
                        right = series.lowerBound(boundary(j + 1, width: w), in: left..<hi, hint: left + step)
                    }
                    win.slots[win.slot(j)] = GridColumn.make(left, right, pyramid: pyramid, xs: xs, ys: ys)
                    step = right - left
                    left = right
                }
            }
        }
        computedColumns += range.count
    }

    /// What identifies a series' storage (copies share it; a new series differs).
    static func key(of series: TimeSeries, domain: ClosedRange<Double>) -> SeriesKey {
        let xs = series.xs.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let ys = series.ys.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        return SeriesKey(count: series.count, xs: xs, ys: ys, origin: domain.lowerBound, last: domain.upperBound)
    }

    /// `⌈j / 2⌉` and `⌊j / 2⌋` for any sign.
    static func ceilDiv2(_ j: Int) -> Int { -((-j) >> 1) }
    static func floorDiv2(_ j: Int) -> Int { j >> 1 }
}
