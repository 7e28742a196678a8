import SeriesIO
import WheelMotion
import WheelPrimitives

/// Draws a ``RangeSelectorController``'s two charts into a `DisplayList` (view space): the
/// drawing state a selector keeps from frame to frame (``RangeSelectorController/chart``), and
/// what its last frame drew. Hosts draw with ``RangeSelectorController/render(into:style:measurer:)``.
///
/// The main chart draws the M4 reduction (first, min, max, last sample per column, see
/// `ColumnSummary`) of the visible range on a grid of 1 to √2 columns per pixel, so a peak is
/// never lost. The columns are kept from frame to frame in a column grid cache that survives
/// panning and zooming: a frame only summarises the columns that came into view (one boundary
/// search and one ``MinMaxPyramid`` query each), and draws the others from their cached data-space
/// points without reading the series. The main chart is drawn as tiles on a whole-point grid,
/// each a scrolling layer (`MainPan`), so that a renderer keeping layers redraws only the tile
/// that comes into view while the user pans. The overview's line is cached in data space until
/// its width or the series changes. Buffers are reused from frame to frame, so a steady frame
/// allocates nothing proportional to the series (only a few short strings for labels).
///
/// After `render(_:pyramid:title:into:measurer:)` the value annotation it drew is in
/// `annotation` and `annotationText` (for traces and tests).
public struct RangeChartRenderer: Sendable {
    /// Colours and sizes.
    public var style: RangeChartStyle
    /// The annotated sample of the last frame, if any.
    public private(set) var annotation: ValueAnnotation?
    /// The annotation label of the last frame (the value, formatted).
    public private(set) var annotationText: String?
    /// The annotation label's box in the last frame (view space).
    package private(set) var annotationBox: Rect?
    /// The sample the readout showed in the last frame (the one nearest in time to the
    /// controller's `readoutX`), if any.
    public internal(set) var readout: ValueAnnotation?
    /// The value range of the main chart's y axis in the last frame (data units).
    package private(set) var valueAxis: ClosedRange<Double> = 0...1

    /// The time of the frame to draw, seconds (``advance(to:)``); nil: the value axis fits each
    /// frame at once.
    var clock: Double?
    /// The value axis's hysteresis and glide, when frames are timed.
    var glide: ValueAxisGlide?

    /// Reused buffer of the main chart's columns when the grid cannot be used (degenerate range).
    var columns: [ColumnSummary] = []
    /// The main chart's column grid, kept across frames.
    var grid = ColumnGridCache()
    /// The main chart's line pieces of this frame (ranges of the display list's points, split
    /// at gaps) and its dots, reused.
    var seriesPieces: [Range<Int>] = []
    var seriesDots: [Point] = []
    /// Cached overview columns, their line in data space, and what they were made for.
    var overviewColumns: [ColumnSummary] = []
    var overviewLine = OverviewPolyline()
    var overviewKey: OverviewKey?

    /// What the overview cache depends on.
    struct OverviewKey: Equatable {
        var columns: Int
        var count: Int
        var domain: ClosedRange<Double>
        var series: ColumnGridCache.SeriesKey?
        var dots: Bool
    }

    /// Samples per pixel below which the main chart marks each sample with a dot.
    package static let dotDensity = 1.0 / 6.0
    /// Columns with at most this many samples are drawn sample by sample when they contain a
    /// gap (so the line breaks exactly there); larger ones break the line around the column.
    package static let exactGapColumnLimit = 64
    /// Relative padding of the value axis around the visible data, before rounding to ticks.
    package static let valuePadding = 0.05

    /// Creates a renderer.
    package init(style: RangeChartStyle = .init()) {
        self.style = style
    }

    /// Sets the time of the frame to draw (seconds, the controller's clock). From then on the
    /// main chart's value axis keeps its bounds while the visible data fits them and fills at
    /// least half of them, and glides to new bounds over 250 ms when it re-fits, instead of
    /// re-fitting at every frame of a pan.
    package mutating func advance(to time: Double) {
        if time.isFinite { clock = time }
    }

    /// Whether the value axis is gliding at the time of the last `advance(to:)`: frames are
    /// needed without input.
    public var isAnimating: Bool {
        guard let g = glide, let t = clock else { return false }
        return g.isGliding(at: t)
    }

    /// Draws both charts, the header with `title`, and the value annotation.
    package mutating func render(
        _ c: RangeSelectorController, pyramid: MinMaxPyramid, title: String, into list: inout DisplayList,
        measurer: some TextMeasurer
    ) {
        list.background = style.background
        let g = c.geometry
        drawHeader(c, series: pyramid.series, title: title, into: &list, measurer: measurer)
        if g.mainPlot.width > 0 && g.mainPlot.height > 0 {
            drawMain(c, pyramid: pyramid, into: &list, measurer: measurer)
        } else {
            annotation = nil
            annotationText = nil
            annotationBox = nil
            readout = nil
        }
        if g.overviewPlot.width > 0 && g.overviewPlot.height > 0 {
            drawOverview(c, pyramid: pyramid, into: &list, measurer: measurer)
        }
    }

    // MARK: - Header

    mutating func drawHeader(
        _ c: RangeSelectorController, series: TimeSeries, title: String, into list: inout DisplayList,
        measurer: some TextMeasurer
    ) {
        let h = c.geometry.header
        guard h.height > 8 else { return }
        let y = h.midY
        let x0 = c.geometry.mainPlot.x
        let titleStyle = TextStyle(size: style.titleFontSize, bold: true)
        list.append(
            .text(TextRun(title, at: Point(x: x0, y: y), anchor: .left, style: titleStyle, color: style.text))
        )
        let tw = measurer.measure(title, style: titleStyle).width
        let count = Self.grouped(series.count) + (series.count == 1 ? " point" : " points")
        let small = TextStyle(size: style.axisFontSize + 1)
        list.append(
            .text(
                TextRun(
                    "·  " + count, at: Point(x: x0 + tw + 10, y: y), anchor: .left, style: small,
                    color: style.dimText)))
        let r = c.visibleRange
        let locale = c.configuration.locale
        let rangeText =
            Self.dateTime(r.lowerBound, locale: locale) + "  –  " + Self.dateTime(r.upperBound, locale: locale) + " UTC"
        let right = c.geometry.mainPlot.maxX
        let rw = measurer.measure(rangeText, style: small).width
        let countRight = x0 + tw + 10 + measurer.measure("·  " + count, style: small).width
        if right - rw > countRight + 16 {
            list.append(
                .text(
                    TextRun(
                        rangeText, at: Point(x: right, y: y), anchor: .right, style: small, color: style.text)
                ))
        }
    }

    // MARK: - Main chart

    mutating func drawMain(
        _ c: RangeSelectorController, pyramid: MinMaxPyramid, into list: inout DisplayList,
        measurer: some TextMeasurer
    ) {
        let plot = c.geometry.mainPlot
        let r = c.visibleRange
        let pan = MainPan(plot: plot, visible: r)
        let (ticks, shown, found, reduction) = axis(pyramid: pyramid, range: r, plotHeight: plot.height)
        annotation = found
        let y0 = shown.lowerBound
        let y1 = shown.upperBound
        valueAxis = y0...y1
        // On the 1/256-point grid like x (``MainPan``): the layer's pixels, drawn moved by
        // whole pixels, are then those of the frame drawn directly.
        func py(_ v: Double) -> Double {
            // Halved (exactly), so that an axis of ±1e308 does not overflow its span.
            let f = (v / 2 - y0 / 2) / (y1 / 2 - y0 / 2)
            let y = plot.maxY - (f.isFinite ? f : 0.5) * plot.height
            return MainPan.quantized(min(max(y, plot.y - 1e6), plot.maxY + 1e6))
        }
        func px(_ t: Double) -> Double {
            pan.isScrolling ? pan.x(t) : min(max(c.mainX(t), plot.x - MainPan.reach), plot.maxX + MainPan.reach)
        }
        let timeTicks = TimeAxisTicks(
            range: pan.seriesTimes, width: Double(pan.columns), locale: c.configuration.locale)
        layOutSeries(
            pyramid: pyramid, times: pan.seriesTimes, columns: pan.columns, dots: reduction.visible.count,
            plot: plot, x: px, y: py, into: &list)

        // The plot, its grid and the series: one layer per tile that shows (``MainPan``), so
        // that a pan by whole points finds their pixels kept; without tiles, one plain layer.
        // Fills and lines reach a little past a tile, so that its edges show no seam.
        for i in pan.tiles {
            let tile = pan.tile(i)
            guard tile.bounds.width > 0 else { continue }
            list.beginLayer(bounds: tile.bounds, extent: tile.extent, origin: tile.origin)
            let area = tile.extent
            let x0 = area.x - pan.edgeReach
            let x1 = area.maxX + pan.edgeReach
            list.append(.fillRect(Rect(x: x0, y: plot.y, width: x1 - x0, height: plot.height), style.plotBackground))
            for v in ticks.values {
                let y = py(v)
                guard y >= plot.y - 0.5 && y <= plot.maxY + 0.5 else { continue }
                list.append(.line(from: Point(x: x0, y: y), to: Point(x: x1, y: y), width: 1, style.grid))
            }
            for t in timeTicks.ticks {
                let x = px(t.x)
                guard x >= area.x - 1.5 && x <= area.maxX + 1.5 else { continue }
                list.append(
                    .line(
                        from: Point(x: x, y: plot.y), to: Point(x: x, y: plot.maxY), width: 1,
                        t.isMajor ? style.majorGrid : style.grid))
            }
            list.append(.pushClip(Rect(x: x0, y: plot.y, width: x1 - x0, height: plot.height)))
            appendSeries(list: &list, from: area.x - MainPan.margin, to: area.maxX + MainPan.margin)
            list.append(.popClip)
            list.endLayer()
        }

        drawValueLabels(ticks, plot: plot, margin: plot.x - c.geometry.viewport.x, y: py, into: &list, measurer: measurer)
        drawTimeTicks(
            timeTicks, plot: plot, x: px, viewport: c.geometry.viewport, lines: false, into: &list,
            measurer: measurer)

        drawAnnotation(
            found, ticks: ticks, plot: plot, x: px, y: py, viewport: c.geometry.viewport,
            into: &list, measurer: measurer)
        drawReadout(c, series: pyramid.series, ticks: ticks, plot: plot, x: px, y: py, into: &list, measurer: measurer)
    }

    /// The main chart's value labels at `ticks` (`y` maps a value to view space): left of the
    /// plot where a label fits the `margin` beside it, else inside the plot above its line.
    private func drawValueLabels(
        _ ticks: ValueAxisTicks, plot: Rect, margin: Double, y py: (Double) -> Double, into list: inout DisplayList,
        measurer: some TextMeasurer
    ) {
        let axisStyle = TextStyle(size: style.axisFontSize)
        let labels = ticks.labels
        for (i, v) in ticks.values.enumerated() {
            let y = py(v)
            guard y >= plot.y - 0.5 && y <= plot.maxY + 0.5 else { continue }
            let w = measurer.measure(labels[i], style: axisStyle).width
            if w + 8 <= margin {
                list.append(
                    .text(
                        TextRun(
                            labels[i], at: Point(x: plot.x - 6, y: y), anchor: .right, style: axisStyle,
                            color: style.dimText)))
            } else if y - plot.y > axisStyle.size + 2 {
                list.append(
                    .text(
                        TextRun(
                            labels[i], at: Point(x: plot.x + 5, y: y - 2), anchor: .bottomLeft,
                            style: axisStyle,
                            color: style.dimText)))
            }
        }
    }

    /// The value axis of the main chart for the visible `range` on a plot `plotHeight` points
    /// tall: ticks covering the visible samples (and the annotated one) with
    /// ``valuePadding``; with the annotated sample and the visible samples' reduction.
    static func valueTicks(pyramid: MinMaxPyramid, range r: ClosedRange<Double>, plotHeight: Double) -> (
        ValueAxisTicks, ValueAnnotation?, ColumnReduction, ClosedRange<Double>
    ) {
        let series = pyramid.series
        let found = ValueAnnotation.find(in: series, atOrBefore: r.upperBound)
        // Value range of the visible samples (and of the annotated sample).
        let (reduction, node) = Self.visibleValues(pyramid: pyramid, range: r)
        var lo = node.minIndex >= 0 ? node.minValue : Double.infinity
        var hi = node.minIndex >= 0 ? node.maxValue : -Double.infinity
        series.ys.withUnsafeBufferPointer { ys in
            if lo > hi {
                for i in [reduction.before, reduction.after].compactMap({ $0 }) where ys[i].isFinite {
                    lo = min(lo, ys[i])
                    hi = max(hi, ys[i])
                }
            }
        }
        if let a = found {
            lo = min(lo, a.y)
            hi = max(hi, a.y)
        }
        if lo > hi { (lo, hi) = (0, 1) }
        let pad = (hi - lo) * Self.valuePadding
        if pad.isFinite && pad > 0 && (lo - pad).isFinite && (hi + pad).isFinite {
            lo -= pad
            hi += pad
        }
        let ticks = ValueAxisTicks(covering: lo, hi, targetCount: max(2, Int(plotHeight / 55)))
        return (ticks, found, reduction, lo...max(lo, hi))
    }

    /// The value axis to draw for the visible `range`: its ticks and the bounds shown. Without
    /// a clock, the fresh fit (``valueTicks(pyramid:range:plotHeight:)``); with one, the
    /// fit kept by hysteresis and glided to (``ValueAxisGlide``), at the clock's time.
    mutating func axis(pyramid: MinMaxPyramid, range r: ClosedRange<Double>, plotHeight: Double) -> (
        ValueAxisTicks, ClosedRange<Double>, ValueAnnotation?, ColumnReduction
    ) {
        let (fitted, found, reduction, extent) = Self.valueTicks(pyramid: pyramid, range: r, plotHeight: plotHeight)
        guard let t = clock else { return (fitted, ValueAxisGlide.bounds(fitted), found, reduction) }
        let count = max(2, Int(plotHeight / 55))
        if glide == nil { glide = ValueAxisGlide(settledOn: fitted, targetCount: count) }
        let room = (extent.upperBound / 2 - extent.lowerBound / 2) * (2 * ValueAxisGlide.headroom)
        glide!.update(
            extent: extent, fitted: fitted,
            roomy: {
                guard room.isFinite, room > 0 else { return fitted }
                return ValueAxisTicks(covering: extent.lowerBound - room, extent.upperBound + room, targetCount: count)
            }, count: count, at: t)
        let g = glide!
        let shown = g.shown(at: t)
        return (g.ticks(shown: shown), shown, found, reduction)
    }

    /// The widest a gutter may grow, as a share of the viewport's width.
    static let maximumGutterShare = 0.2
    /// Gutters grow and shrink in steps of this many points, so that the plots do not change
    /// width at every digit.
    static let gutterStep = 8.0

    /// The plots' value-axis gutters (left, right; points) that fit the widest value label
    /// (left) and the widest value tag (right) of the range and window `c` shows now, as
    /// Highcharts sizes its axes, so that the tag sits beside the plot instead of over the
    /// data: the range selector's layout asks for them before each frame
    /// (``RangeSelectorController/render(into:style:measurer:)``). A gutter grows at once (in
    /// `gutterStep` steps, up to `maximumGutterShare` of the width; labels beyond that are drawn
    /// inside the plot as before) and shrinks only at rest, so that the plots do not change width
    /// under the pointer.
    package mutating func valueGutters(
        for c: RangeSelectorController, pyramid: MinMaxPyramid, measurer: some TextMeasurer
    ) -> (left: Double, right: Double) {
        let g = c.geometry
        let cap = max(RangeSelectorGeometry.rightMargin, g.viewport.width * Self.maximumGutterShare)
        let (ticks, shown, found, _) = axis(pyramid: pyramid, range: c.visibleRange, plotHeight: g.mainPlot.height)
        // The tag's value lies in the axis: its text is at most as wide as an end's, or its own.
        let ts = TextStyle(size: style.annotationFontSize, bold: true)
        var tag = 0.0
        for v in [ticks.lower, ticks.upper, shown.lowerBound, shown.upperBound] + (found.map { [$0.y] } ?? []) {
            tag = max(tag, measurer.measure(ticks.label(v, minimumDecimals: 1), style: ts).width + 12 + 4)
        }
        let axisStyle = TextStyle(size: style.axisFontSize)
        var label = 0.0
        for text in ticks.labels { label = max(label, measurer.measure(text, style: axisStyle).width + 8) }
        func fitted(_ need: Double, _ current: Double, _ base: Double) -> Double {
            let stepped = need.isFinite ? max(base, min(cap, (need / Self.gutterStep).rounded(.up) * Self.gutterStep)) : base
            return stepped > current || c.phase == .idle ? stepped : current
        }
        return (
            fitted(label, g.leftGutter, RangeSelectorGeometry.leftMargin),
            fitted(tag, g.rightGutter, RangeSelectorGeometry.rightMargin)
        )
    }

    /// Lays out the main chart's series over `times` on `columns` pixel columns: the M4 line of
    /// the column grid (or of a one-off reduction) into `list`'s point buffer, its pieces (split
    /// at gaps) in ``seriesPieces``, and a dot on every sample in ``seriesDots`` when the visible
    /// part has at most ``dotDensity`` samples per point (`dots` visible samples). Nothing is
    /// drawn yet: ``appendSeries(list:from:to:)`` draws the part a tile needs.
    private mutating func layOutSeries(
        pyramid: MinMaxPyramid, times: ClosedRange<Double>, columns cols: Int, dots: Int, plot: Rect,
        x px: (Double) -> Double, y py: (Double) -> Double, into list: inout DisplayList
    ) {
        let series = pyramid.series
        let useGrid = grid.update(pyramid: pyramid, visible: times, pixelColumns: cols)
        let reduction: ColumnReduction
        if useGrid {
            let first = grid.column(grid.first).lower
            let end = grid.column(grid.last).upper
            reduction = ColumnReduction(
                visible: first..<end, before: first > 0 ? first - 1 : nil, after: end < series.count ? end : nil)
        } else {
            reduction = pyramid.reduce(xRange: times, columns: cols, into: &columns)
        }
        series.xs.withUnsafeBufferPointer { xs in
            series.ys.withUnsafeBufferPointer { ys in
                seriesPieces.removeAll(keepingCapacity: true)
                seriesDots.removeAll(keepingCapacity: true)
                var pieceStart = list.points.count
                func cut() {
                    if list.points.count - pieceStart >= 2 { seriesPieces.append(pieceStart..<list.points.count) }
                    pieceStart = list.points.count
                }
                func emit(_ i: Int) {
                    let y = ys[i]
                    if y.isFinite {
                        list.addPoint(Point(x: px(xs[i]), y: py(y)))
                    } else {
                        cut()
                    }
                }
                if useGrid {
                    // The grid's edge columns reach out of the range: the line enters from the
                    // sample before the first column and leaves to the one after the last.
                    if let b = reduction.before { emit(b) }
                    grid.forEachColumn { col in
                        guard !col.isEmpty else { return }
                        if col.hasGap && col.count <= Self.exactGapColumnLimit {
                            for i in col.lower..<col.upper { emit(i) }
                        } else if col.hasGap {
                            cut()
                            col.forEachM4Point { _, x, y in
                                if y.isFinite { list.addPoint(Point(x: px(x), y: py(y))) }
                            }
                            cut()
                        } else {
                            col.forEachM4Point { _, x, y in list.addPoint(Point(x: px(x), y: py(y))) }
                        }
                    }
                    if let a = reduction.after { emit(a) }
                } else {
                    if let b = reduction.before { emit(b) }
                    for col in columns where !col.isEmpty {
                        if col.hasGap && col.indices.count <= Self.exactGapColumnLimit {
                            for i in col.indices { emit(i) }
                        } else if col.hasGap {
                            cut()
                            col.forEachM4Index { i in if ys[i].isFinite { emit(i) } }
                            cut()
                        } else {
                            col.forEachM4Index(emit)
                        }
                    }
                    if let a = reduction.after { emit(a) }
                }
                cut()
                // Sparse data: a dot on every sample (a lone sample is visible at all).
                if Double(dots) <= plot.width * Self.dotDensity {
                    let samples = useGrid ? series.lowerBound(times.lowerBound)..<series.upperBound(times.upperBound) : reduction.visible
                    for i in samples where ys[i].isFinite {
                        seriesDots.append(Point(x: px(xs[i]), y: py(ys[i])))
                    }
                }
            }
        }
    }

    /// Draws the part of the series laid out by ``layOutSeries`` that lies between the view x
    /// `x0` and `x1`: the points of each piece in that span and one beyond each end (so every
    /// segment reaching into it is drawn whole), and the dots within a dot's radius of it.
    private func appendSeries(list: inout DisplayList, from x0: Double, to x1: Double) {
        for piece in seriesPieces {
            var lo = piece.lowerBound
            var hi = piece.upperBound
            list.points.withUnsafeBufferPointer { pts in
                // The points of a piece go left to right.
                var a = piece.lowerBound
                var b = piece.upperBound
                while a < b {
                    let m = (a + b) / 2
                    if pts[m].x < x0 { a = m + 1 } else { b = m }
                }
                lo = max(piece.lowerBound, a - 1)
                b = piece.upperBound
                while a < b {
                    let m = (a + b) / 2
                    if pts[m].x <= x1 { a = m + 1 } else { b = m }
                }
                hi = min(piece.upperBound, a + 1)
            }
            if hi - lo >= 2 { list.append(.polyline(range: lo..<hi, width: style.lineWidth, style.line)) }
        }
        for p in seriesDots where p.x >= x0 - 3 && p.x <= x1 + 3 {
            list.append(.fillCircle(center: p, radius: 2.2, style.line))
        }
    }

    /// The samples in `range` (with the ones just outside it) and their extremes: two
    /// boundary searches and one ``MinMaxPyramid`` query.
    static func visibleValues(pyramid: MinMaxPyramid, range r: ClosedRange<Double>) -> (
        ColumnReduction, MinMaxPyramid.Node
    ) {
        let series = pyramid.series
        let start = series.lowerBound(r.lowerBound)
        let end = max(start, series.upperBound(r.upperBound))
        let reduction = ColumnReduction(
            visible: start..<end, before: start > 0 ? start - 1 : nil, after: end < series.count ? end : nil)
        return (reduction, pyramid.query(start..<end))
    }

    /// The horizontal line at the annotated value and its label: a tag just right of the plot,
    /// centred on the line (like a price tag on an axis), so it never covers the data; kept
    /// inside the plot's height. A label too wide for the right margin goes inside the plot
    /// instead, its bottom-right corner on the line at the plot's right edge (below the line
    /// when it would stick out of the top), never outside the viewport.
    mutating func drawAnnotation(
        _ found: ValueAnnotation?, ticks: ValueAxisTicks, plot: Rect, x px: (Double) -> Double,
        y py: (Double) -> Double,
        viewport: Rect, into list: inout DisplayList, measurer: some TextMeasurer
    ) {
        guard let a = found else {
            annotationText = nil
            annotationBox = nil
            return
        }
        // One decimal more than the ticks need (at least one), in the axis's notation.
        let text = ticks.readout(a.y)
        annotationText = text
        let y = min(max(py(a.y), plot.y), plot.maxY)
        list.append(
            .line(
                from: Point(x: plot.x, y: y), to: Point(x: plot.maxX, y: y), width: 1,
                style.annotation.withOpacity(0.7)))
        let ts = TextStyle(size: style.annotationFontSize, bold: true)
        let size = measurer.measure(text, style: ts)
        let w = size.width + 12
        let h = size.height + 4
        var box: Rect
        if plot.maxX + 2 + w <= viewport.maxX - 2 {
            box = Rect(x: plot.maxX + 2, y: y - h / 2, width: w, height: h)
            box.y = min(max(box.y, plot.y), plot.maxY - h)
        } else {
            box = Rect(x: plot.maxX - w, y: y - h, width: w, height: h)
            if box.y < plot.y { box.y = y }
        }
        box.y = min(max(box.y, viewport.y), viewport.maxY - h)
        box.x = max(box.x, viewport.x)
        annotationBox = box
        let dotX = px(a.x)
        if dotX >= plot.x && dotX <= plot.maxX {
            list.append(.fillCircle(center: Point(x: dotX, y: y), radius: 3.5, style.annotation))
        }
        list.append(.fillRoundedRect(box, radius: 3, style.annotation))
        list.append(
            .text(TextRun(text, at: box.center, anchor: .center, style: ts, color: style.annotationText)))
    }

    /// Vertical grid lines (unless `lines` is false) and labels under `plot` for time ticks.
    func drawTimeTicks(
        _ ticks: TimeAxisTicks, plot: Rect, x px: (Double) -> Double, viewport: Rect, lines: Bool = true,
        into list: inout DisplayList,
        measurer: some TextMeasurer
    ) {
        let axisStyle = TextStyle(size: style.axisFontSize)
        for t in ticks.ticks {
            let x = px(t.x)
            guard x >= plot.x - 0.5 && x <= plot.maxX + 0.5 else { continue }
            if lines {
                list.append(
                    .line(
                        from: Point(x: x, y: plot.y), to: Point(x: x, y: plot.maxY), width: 1,
                        t.isMajor ? style.majorGrid : style.grid))
            }
            let w = measurer.measure(t.label, style: axisStyle).width
            let cx = min(max(x, viewport.x + w / 2 + 2), viewport.maxX - w / 2 - 2)
            list.append(
                .text(
                    TextRun(
                        t.label, at: Point(x: cx, y: plot.maxY + 4), anchor: .top, style: axisStyle,
                        color: t.isMajor ? style.text : style.dimText)))
        }
    }

    // MARK: - Overview

    mutating func drawOverview(
        _ c: RangeSelectorController, pyramid: MinMaxPyramid, into list: inout DisplayList,
        measurer: some TextMeasurer
    ) {
        let plot = c.geometry.overviewPlot
        let series = pyramid.series
        let domain = c.constraint.domain
        // The plot, its time axis and the series are a retained layer (they change only with
        // the data or the size); the selection is drawn over it.
        let viewport = c.geometry.viewport
        // (From one point above the plot, for the anti-aliasing fringe of its edge.)
        list.beginLayer(
            bounds: Rect(
                x: viewport.x, y: plot.y - 1, width: viewport.width,
                height: max(0, min(plot.height + 1 + RangeSelectorGeometry.axisLabelHeight, viewport.maxY - plot.y + 1))))
        list.append(.fillRect(plot, style.plotBackground))
        let cols = max(1, Int(plot.width.rounded(.up)))
        let dots = series.count <= Int(plot.width * Self.dotDensity)
        let key = OverviewKey(
            columns: cols, count: series.count, domain: domain,
            series: series.domain.map { ColumnGridCache.key(of: series, domain: $0) }, dots: dots)
        if key != overviewKey {
            pyramid.reduce(xRange: domain, columns: cols, into: &overviewColumns)
            overviewLine.rebuild(columns: overviewColumns, series: series, maxDots: dots ? series.count : -1)
            overviewKey = key
        }
        let values = overviewLine.values ?? 0...1
        let vpad = max(
            (values.upperBound / 2 - values.lowerBound / 2) * 0.16, values.lowerBound == values.upperBound ? 1 : 0)
        let v0 = max(values.lowerBound - vpad, -Double.greatestFiniteMagnitude)
        let v1 = min(values.upperBound + vpad, Double.greatestFiniteMagnitude)
        func py(_ v: Double) -> Double {
            let f = (v / 2 - v0 / 2) / (v1 / 2 - v0 / 2)
            return plot.maxY - (f.isFinite ? f : 0.5) * plot.height
        }
        func px(_ x: Double) -> Double { c.overviewX(x) }

        drawTimeTicks(
            TimeAxisTicks(range: domain, width: plot.width, locale: c.configuration.locale), plot: plot, x: px, viewport: c.geometry.viewport,
            into: &list, measurer: measurer)
        list.append(.pushClip(plot))
        // The cached line, mapped to view space (no series reads).
        overviewLine.points.withUnsafeBufferPointer { pts in
            var k = 0
            for end in overviewLine.pieceEnds {
                let start = list.beginPolyline()
                while k < end {
                    list.addPoint(Point(x: px(pts[k].x), y: py(pts[k].y)))
                    k += 1
                }
                list.endPolyline(start: start, width: 1, color: style.overviewLine)
            }
        }
        if dots {
            for p in overviewLine.dots {
                list.append(.fillCircle(center: Point(x: px(p.x), y: py(p.y)), radius: 1.8, style.overviewLine))
            }
        }
        list.append(.popClip)
        list.endLayer()
        drawSelection(c, plot: plot, into: &list)
    }

    /// The overview's selection, over its layer: the shade outside it, its body (lit while
    /// the pointer is over it), its top and bottom bounds, its edges and the handles.
    private func drawSelection(_ c: RangeSelectorController, plot: Rect, into list: inout DisplayList) {
        list.append(.pushClip(plot))
        let (l, r) = c.selectionPixels
        let left = min(max(l, plot.x), plot.maxX)
        let right = min(max(r, plot.x), plot.maxX)
        if left > plot.x {
            list.append(
                .fillRect(Rect(x: plot.x, y: plot.y, width: left - plot.x, height: plot.height), style.shade))
        }
        if right < plot.maxX {
            list.append(
                .fillRect(
                    Rect(x: right, y: plot.y, width: plot.maxX - right, height: plot.height), style.shade))
        }
        let lit = c.litTarget
        list.append(
            .fillRect(
                Rect(x: left, y: plot.y, width: max(0, right - left), height: plot.height),
                style.selection.withOpacity(lit == .body ? 0.18 : 0.10)))
        list.append(
            .line(
                from: Point(x: left, y: plot.y + 0.75), to: Point(x: right, y: plot.y + 0.75), width: 1.5,
                style.selection))
        list.append(
            .line(
                from: Point(x: left, y: plot.maxY - 0.75), to: Point(x: right, y: plot.maxY - 0.75),
                width: 1.5, style.selection))
        list.append(.popClip)
        for x in [left, right] {
            list.append(
                .line(from: Point(x: x, y: plot.y), to: Point(x: x, y: plot.maxY), width: 2, style.selection))
        }
        drawHandles(c, plot: plot, left: left, right: right, into: &list)
    }

    /// The two handles, each drawn at the centre of its hit zone (on the selection's edge, or
    /// outside a narrow selection, joined to the edge by a line), and for a selection narrower
    /// than a touch target the body's grip over its zone: what is drawn is what is grabbed.
    func drawHandles(
        _ c: RangeSelectorController, plot: Rect, left: Double, right: Double, into list: inout DisplayList
    ) {
        let zones = c.overviewZones
        let hs = style.handleSize
        let hh = min(hs.height, max(plot.height - 4, 8))
        let bodyWidth = zones.body.upperBound - zones.body.lowerBound
        if right - left < bodyWidth - 0.5 {
            let grip = Rect(x: zones.body.lowerBound + 3, y: plot.midY - hh / 2, width: bodyWidth - 6, height: hh)
            list.append(.fillRoundedRect(grip, radius: 5, style.selection.withOpacity(0.22)))
            for dx in [-4.0, 0, 4] {
                list.append(
                    .line(
                        from: Point(x: grip.midX + dx, y: grip.midY - hh * 0.2),
                        to: Point(x: grip.midX + dx, y: grip.midY + hh * 0.2), width: 1, style.selection))
            }
        }
        let lit = c.litTarget
        for (edge, zone, target) in [(left, zones.lower, RangeHitTarget.lowerHandle), (right, zones.upper, .upperHandle)] {
            let x = (zone.lowerBound + zone.upperBound) / 2
            if abs(x - edge) > 0.5 {
                list.append(.line(from: Point(x: edge, y: plot.midY), to: Point(x: x, y: plot.midY), width: 1.5, style.selection))
            }
            // A hovered or dragged handle: two points wider and lighter.
            let w = hs.width + (lit == target ? 2 : 0)
            let pill = Rect(x: x - w / 2, y: plot.midY - hh / 2, width: w, height: hh)
            list.append(.fillRoundedRect(pill, radius: w / 2, lit == target ? style.selection.mixed(with: Color(r: 255, g: 255, b: 255, a: style.selection.a), 0.25) : style.selection))
            for dx in [-1.75, 1.75] {
                list.append(
                    .line(
                        from: Point(x: x + dx, y: pill.midY - hh * 0.22),
                        to: Point(x: x + dx, y: pill.midY + hh * 0.22),
                        width: 1, style.grip))
            }
        }
    }

    // MARK: - Text helpers

    /// `n` with groups of three digits, as the header writes a sample count: `8759` → `"8,759"`.
    public static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return n < 0 ? "-" + out : out
    }

    /// `"2010-08-07 14:00"` for epoch seconds (UTC) in `DateLocale.iso`; in another locale
    /// its fields in its order with its short month name and clock (`"7 Aug 2010 14:00"`,
    /// `"Aug 7 2010 2:00 PM"`, `"2010年 8月 7日 14:00"`).
    package static func dateTime(_ t: Double, locale: DateLocale = .iso) -> String {
        guard let d = CivilDate(epochSeconds: t) else { return "–" }
        if locale == .iso {
            return "\(d.year)-\(TimeAxisTicks.twoDigits(d.month))-\(TimeAxisTicks.twoDigits(d.day)) "
                + "\(TimeAxisTicks.twoDigits(d.hour)):\(TimeAxisTicks.twoDigits(d.minute))"
        }
        let date = locale.dateOrder.map { f in
            switch f {
            case .year: locale.yearText(d.year)
            case .month: locale.shortMonthNames[d.month - 1]
            default: locale.dayText(d.day)
            }
        }
        return date.joined(separator: " ") + " "
            + TimeAxisTicks.time(hour: d.hour, minute: d.minute, second: nil, locale: locale)
    }
}

