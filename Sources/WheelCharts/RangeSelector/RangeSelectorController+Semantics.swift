import RealModule
import SeriesIO
import WheelSemantics

extension RangeSelectorController {
    /// The parts of a range selector that an assistive client sees, each a node whose id is
    /// the tree's base id plus the part's raw value.
    public enum SemanticsPart: UInt64, CaseIterable, Sendable {
        /// The group of the whole selector.
        case selector = 0
        /// The main chart, an image with a description of what it shows.
        case chart = 1
        /// The visible data as a table (after the chart, not inside it: screen readers do not
        /// enter an image), as Highcharts offers it.
        case table = 2
        /// The selection's start handle, a slider whose value is a date.
        case startHandle = 3
        /// The selection body, a scroll bar over the domain.
        case selection = 4
        /// The selection's end handle.
        case endHandle = 5
        /// The main chart's readout (after the chart): a slider over the visible samples whose
        /// value is the sample read out, its time and value, numerically its place among the
        /// visible samples (1 is the first; 0 while none is read out); the arrow keys step it
        /// sample by sample, Home and End go to the first and last visible sample.
        case readout = 6
    }

    /// The width of the readout's bounds, points (a band around the sample it reads out).
    static let readoutBandWidth = 24.0

    /// The most rows of the data table; a longer visible span is sampled evenly.
    package static let semanticsTableRows = 100

    /// The ids a selector's tree uses: from `root` to the last cell of its table
    /// (`root + 0x1000 + 4 × (semanticsTableRows + 1)`).
    public func semanticsIDs(root: SemanticsNode.ID) -> ClosedRange<UInt64> {
        root.rawValue...(root.rawValue + 0x1000 + 4 * UInt64(Self.semanticsTableRows + 1) + 3)
    }

    /// The selector's meaning for an assistive client, view space:
    ///
    /// - the main chart as an image named by ``title``, described by its visible span, the
    ///   number of samples and the smallest, largest and last value; after it the readout
    ///   (``SemanticsPart/readout``), its bounds a band around the sample read out (or the last
    ///   visible one, where the first key press starts), and the visible data as a table (a
    ///   header row, then one row per sample, at most `semanticsTableRows`, evenly sampled
    ///   beyond);
    /// - the start and end handles as sliders whose values are dates ("2010-01-03 14:00"),
    ///   numerically epoch seconds, a step being the keys' pan step (a tenth of the span);
    /// - the selection body as a scroll bar whose value is the start of the visible span,
    ///   epoch seconds (its text is the whole span, "2010-01-03 00:00 to 2010-01-10 00:00"), over
    ///   the domain less the span.
    ///
    /// Parts that are moving (dragged, coasting, animated by a key or a wheel notch) are
    /// `SemanticsStates.busy`: their values are announced when they come to rest.
    ///
    /// - Parameters:
    ///   - base: the `root:` argument, the id of the selector's group, chosen by the caller; part
    ///     `p` has id `root + p.rawValue`, table rows and cells ids from `root + 0x1000`
    ///     (``semanticsIDs(root:)``).
    ///   - focused: the part that has the host's keyboard focus, if any.
    public func semantics(root base: SemanticsNode.ID, focused: SemanticsPart? = nil) -> SemanticsTree {
        func id(_ p: SemanticsPart) -> SemanticsNode.ID { SemanticsNode.ID(base.rawValue + p.rawValue) }
        func states(_ p: SemanticsPart, busy: Bool) -> SemanticsStates {
            var s: SemanticsStates = p == .table ? [] : [.focusable]
            if p == focused { s.insert(.focused) }
            if busy { s.insert(.busy) }
            return s
        }
        let g = geometry
        let r = visibleRange
        let d = constraint.domain
        let span = visibleSpan
        let step = configuration.keyPanFraction * span
        let moving = phase != .idle || isAnimating
        var tree = SemanticsTree(
            root: SemanticsNode(id: id(.selector), role: .group, name: "Range selector", bounds: g.viewport))
        let pyramid = self.pyramid

        // The chart, its readout and its table.
        let series = pyramid.series
        let start = series.lowerBound(r.lowerBound)
        let end = max(start, series.upperBound(r.upperBound))
        let summary = Self.describe(pyramid: pyramid, samples: start..<end, range: r, locale: configuration.locale)
        tree.append(
            SemanticsNode(
                id: id(.chart), role: .image, name: title, description: summary, bounds: g.mainPlot,
                states: states(.chart, busy: moving), actions: .focus))
        let count = end - start
        let decimals = Self.valueDecimals(pyramid.valueRange(in: start..<end))
        let shown = readoutX.flatMap {
            RangeChartRenderer.readoutSample(in: series, near: mainData($0), visible: r)
        }
        let readoutText = shown.map {
            "\(RangeChartRenderer.dateTime($0.x, locale: configuration.locale)): \(NumberFormatting.format($0.y, decimals: decimals))"
        }
        // A band around the sample read out (or the last visible one), so that its focus ring
        // is not the chart's.
        let plot = g.mainPlot
        let sampleX = count > 0 ? mainX(series.xs[shown?.index ?? end - 1]) : plot.midX
        let bandWidth = min(plot.width, Self.readoutBandWidth)
        let bandX = min(max(sampleX - bandWidth / 2, plot.x), plot.maxX - bandWidth)
        tree.append(
            SemanticsNode(
                id: id(.readout), role: .slider, name: "Data point",
                value: readoutText ?? "none (arrow keys read one out)",
                numericValue: .init(
                    Double(shown.map { $0.index - start + 1 } ?? 0), in: 0...Double(count), step: 1),
                bounds: Rect(x: bandX, y: plot.y, width: bandWidth, height: plot.height),
                states: states(.readout, busy: moving),
                actions: .adjustable))
        appendVisibleDataTable(
            series, samples: start..<end, decimals: decimals, base: base, busy: moving, to: &tree)

        // The handles and the body.
        let zones = overviewZones
        let ov = g.overviewPlot
        let touch = RangeSelectorGeometry.touchTarget
        let bandY = ov.midY - max(touch, ov.height) / 2
        let bandH = max(touch, ov.height)
        func band(_ z: ClosedRange<Double>) -> Rect {
            Rect(x: z.lowerBound, y: bandY, width: z.upperBound - z.lowerBound, height: bandH)
        }
        let minSpan = constraint.effectiveMinimumSpan
        tree.append(
            SemanticsNode(
                id: id(.startHandle), role: .slider, name: "Start", value: RangeChartRenderer.dateTime(r.lowerBound, locale: configuration.locale),
                numericValue: .init(r.lowerBound, in: d.lowerBound...max(d.lowerBound, r.upperBound - minSpan), step: step),
                bounds: band(zones.lower), states: states(.startHandle, busy: moving && phase != .draggingUpper),
                actions: .adjustable))
        tree.append(
            SemanticsNode(
                id: id(.selection), role: .scrollBar, name: "Selection",
                value: "\(RangeChartRenderer.dateTime(r.lowerBound, locale: configuration.locale)) to \(RangeChartRenderer.dateTime(r.upperBound, locale: configuration.locale))",
                numericValue: .init(r.lowerBound, in: d.lowerBound...max(d.lowerBound, d.upperBound - span), step: step),
                bounds: band(zones.body), states: states(.selection, busy: moving), actions: .adjustable))
        tree.append(
            SemanticsNode(
                id: id(.endHandle), role: .slider, name: "End", value: RangeChartRenderer.dateTime(r.upperBound, locale: configuration.locale),
                numericValue: .init(r.upperBound, in: min(d.upperBound, r.lowerBound + minSpan)...d.upperBound, step: step),
                bounds: band(zones.upper), states: states(.endHandle, busy: moving && phase != .draggingLower),
                actions: .adjustable))
        return tree
    }

    /// The chart's table of the visible `samples`: a header row, then a row (time, value) for
    /// every stride-th sample, at most ``semanticsTableRows``; rows and their cells are
    /// numbered from `base` + 0x1000, four ids a row; appended to `tree`'s root.
    private func appendVisibleDataTable(
        _ series: TimeSeries, samples: Range<Int>, decimals: Int, base: SemanticsNode.ID, busy: Bool,
        to table: inout SemanticsTree
    ) {
        let plot = geometry.mainPlot
        let count = samples.count
        let stride = max(1, (count + Self.semanticsTableRows - 1) / Self.semanticsTableRows)
        let tableID = SemanticsNode.ID(base.rawValue + SemanticsPart.table.rawValue)
        table.append(
            SemanticsNode(
                id: tableID, role: .table, name: "Visible data",
                description: stride > 1
                    ? "every \(stride)th of \(RangeChartRenderer.grouped(count)) samples" : nil,
                bounds: plot, states: busy ? .busy : []))
        let rowBase = base.rawValue + 0x1000
        func row(_ k: UInt64, _ cells: [String], role: SemanticsRole, bounds: Rect) {
            let rowID = SemanticsNode.ID(rowBase + k * 4)
            table.append(
                SemanticsNode(id: rowID, role: .row, name: cells.joined(separator: ", "), bounds: bounds),
                to: tableID)
            for (c, text) in cells.enumerated() {
                table.append(
                    SemanticsNode(
                        id: SemanticsNode.ID(rowID.rawValue + 1 + UInt64(c)), role: role, name: text,
                        bounds: bounds),
                    to: rowID)
            }
        }
        row(0, ["Time", "Value"], role: .columnHeader, bounds: plot)
        var k: UInt64 = 1
        for i in Swift.stride(from: samples.lowerBound, to: samples.upperBound, by: stride) {
            let x = mainX(series.xs[i])
            let y = series.ys[i]
            let value = y.isFinite ? NumberFormatting.format(y, decimals: decimals) : "no value"
            row(k, [RangeChartRenderer.dateTime(series.xs[i], locale: configuration.locale), value], role: .cell,
                bounds: Rect(x: x - 2, y: plot.y, width: 4, height: plot.height))
            k += 1
        }
    }

    /// The part a node id names in a tree made with `root`, if any.
    public func semanticsPart(of id: SemanticsNode.ID, root: SemanticsNode.ID) -> SemanticsPart? {
        guard id.rawValue >= root.rawValue else { return nil }
        return SemanticsPart(rawValue: id.rawValue - root.rawValue)
    }

    /// Performs an assistive client's action on a part at `time` (seconds), constrained like
    /// every other path; a running animation moves to `time` first.
    ///
    /// The selection body moves as the Left and Right keys pan, at `time` (a tenth of the span,
    /// animated from `time` as a key press is; set-value moves its start to the value, epoch
    /// seconds, at once); a handle moves its end by the same step (or to the value) while the
    /// other end stays, never closer than the minimum span. The chart and the group only take
    /// focus. The readout steps to the next or previous visible sample with a value (from the
    /// last visible one when none is read out; set-value: the value-th visible sample, 1 the
    /// first, rounded and clamped to the visible ones).
    @discardableResult
    public mutating func perform(_ action: SemanticsAction, on part: SemanticsPart, at time: Double)
        -> [RangeSelectorEvent]
    {
        var events = advance(to: time)
        events += performNow(action, on: part, at: time.isFinite ? time : self.time)
        return events
    }

    /// The action itself, after the animations moved to `time`.
    private mutating func performNow(_ action: SemanticsAction, on part: SemanticsPart, at time: Double)
        -> [RangeSelectorEvent]
    {
        let r = visibleRange
        let step = configuration.keyPanFraction * visibleSpan
        switch (part, action) {
        case (.readout, .increment), (.readout, .decrement), (.readout, .setValue):
            stepReadout(action, series: pyramid.series)
            return []
        case (.selection, .increment): return handle(.key(.right, time: time))
        case (.selection, .decrement): return handle(.key(.left, time: time))
        case (.selection, .setValue(let v)):
            stopMomentum()
            return apply(lower: v, upper: v + visibleSpan, anchor: .translate)
        case (.startHandle, .increment), (.startHandle, .decrement), (.startHandle, .setValue):
            stopMomentum()
            let lower = Self.target(action, from: r.lowerBound, step: step)
            return apply(lower: min(lower, r.upperBound), upper: r.upperBound, anchor: .keepUpper)
        case (.endHandle, .increment), (.endHandle, .decrement), (.endHandle, .setValue):
            stopMomentum()
            let upper = Self.target(action, from: r.upperBound, step: step)
            return apply(lower: r.lowerBound, upper: max(upper, r.lowerBound), anchor: .keepLower)
        default:
            return []
        }
    }

    /// Moves the readout as ``perform(_:on:at:)`` says, to a visible sample with a
    /// finite value at another time than the one read out now (equal timestamps are one point
    /// on the chart).
    mutating func stepReadout(_ action: SemanticsAction, series: TimeSeries) {
        let r = visibleRange
        let first = series.lowerBound(r.lowerBound)
        let end = max(first, series.upperBound(r.upperBound))
        guard end > first else { return }
        let current = readoutX.flatMap {
            RangeChartRenderer.readoutSample(in: series, near: mainData($0), visible: r)
        }
        var i: Int
        switch action {
        case .increment, .decrement:
            let step = action == .increment ? 1 : -1
            if let c = current {
                i = c.index + step
                while i >= first && i < end && (series.xs[i] == c.x || !series.ys[i].isFinite) { i += step }
            } else {
                i = end - 1
            }
        case .setValue(let v):
            guard v.isFinite else { return }
            i = first + Int(min(max(v.rounded(), 1), Double(end - first))) - 1
        case .activate, .focus:
            return
        }
        // Past the first or last visible sample it stays there; on a gap the renderer's
        // readout finds the nearest sample with a value.
        readoutX = mainX(series.xs[min(max(i, first), end - 1)])
    }

    static func target(_ action: SemanticsAction, from value: Double, step: Double) -> Double {
        switch action {
        case .increment: value + step
        case .decrement: value - step
        case .setValue(let v): v.isFinite ? v : value
        case .activate, .focus: value
        }
    }

    /// Decimals that tell values in `range` apart (a hundredth of it), 0...3.
    static func valueDecimals(_ range: ClosedRange<Double>?) -> Int {
        guard let range, range.upperBound > range.lowerBound else { return 1 }
        let step = (range.upperBound - range.lowerBound) / 100
        return min(3, max(0, Int((-Double.log10(step)).rounded(.up))))
    }

    /// "2010-01-03 00:00 to 2010-01-10 00:00, 168 samples, lowest 32.1 at …, highest …, last …".
    static func describe(
        pyramid: MinMaxPyramid, samples: Range<Int>, range r: ClosedRange<Double>, locale: DateLocale = .iso
    ) -> String {
        let series = pyramid.series
        var s = "\(RangeChartRenderer.dateTime(r.lowerBound, locale: locale)) to \(RangeChartRenderer.dateTime(r.upperBound, locale: locale))"
        s += ", \(RangeChartRenderer.grouped(samples.count)) samples"
        let e = pyramid.extrema(in: samples)
        let decimals = valueDecimals(pyramid.valueRange(in: samples))
        func point(_ i: Int) -> String {
            "\(NumberFormatting.format(series.ys[i], decimals: decimals)) at \(RangeChartRenderer.dateTime(series.xs[i], locale: locale))"
        }
        if let lo = e.minIndex, let hi = e.maxIndex {
            s += ", lowest \(point(lo)), highest \(point(hi))"
        }
        if let last = ValueAnnotation.find(in: series, atOrBefore: r.upperBound),
            last.index >= samples.lowerBound
        {
            s += ", last \(point(last.index))"
        }
        return s
    }
}

extension RangeSelectorController: InteractiveComponent {}
