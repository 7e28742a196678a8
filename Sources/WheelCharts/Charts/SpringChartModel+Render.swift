import RealModule
import SeriesIO
import WheelMotion
import WheelPrimitives

extension SpringChartModel {
    /// The ``ReuseKey`` owners of the texts that change while animating (one family each,
    /// numbered by category or slider), so that a renderer rebuilds one texture per label
    /// instead of caching every number.
    enum Slot {
        static let columnValue = "spring.column"
        static let slicePercent = "spring.percent"
        static let sliceLabel = "spring.slice"
        static let readout = "spring.readout"
        static let year = "spring.year"
    }

    /// Appends the chart and its controls to `list`, in view space.
    ///
    /// Every category is one `DisplayCommand.fillPolygon(range:_:)` of
    /// `ColumnSliceMorph.vertexCount` points, morphed between its column and its slice by
    /// ``morphProgress``. The column labels ride their sinking (or rising) columns, reading
    /// the height drawn, and fade out over the first `labelFadeShare` of the
    /// morph, the axes and grid as the columns sink, and the pie's labels fade in over the last
    /// `labelFadeShare`, so the two
    /// label sets are never shown together (and never on top of shapes in flight). Labels show
    /// what is drawn: a value below 0 (a spring undershooting) reads 0, one above the highest
    /// column drawn reads that height. Pie shares clip negative values at zero; a pie whose
    /// total is zero is drawn as an empty ring. Nothing is rebuilt but the list itself.
    ///
    /// `parts` chooses what is drawn (``SpringChartParts``): a host that cross-fades a change of
    /// kind (reduced motion) draws the header and controls once and fades the chart alone.
    public func render(
        into list: inout DisplayList, style: SpringChartStyle = SpringChartStyle(), measurer: some TextMeasurer,
        parts: SpringChartParts = .all
    ) {
        list.background = style.background
        let l = layout
        guard l.viewport.width > 0, l.viewport.height > 0 else { return }
        if parts.contains(.header) { renderHeader(into: &list, measurer: measurer, style: style) }
        if parts.contains(.chart) {
            let p = morphProgress
            let f = Self.labelFadeShare
            let columnAlpha = PhysicsMath.smoothstep(1 - p / f)
            let pieAlpha = PhysicsMath.smoothstep((p - (1 - f)) / f)
            // The axes and grid fade as the columns sink (ColumnSliceMorph's first half).
            renderAxes(into: &list, style: style, alpha: 1 - ColumnSliceMorph.ease(p / 0.5))
            renderShapes(into: &list, measurer: measurer, style: style, progress: p, columnAlpha: columnAlpha, pieAlpha: pieAlpha)
        }
        if parts.contains(.controls) { renderControls(into: &list, measurer: measurer, style: style) }
    }

    /// Where the chart part (``SpringChartParts/chart``) draws: the chart area below the title
    /// and legend, view space. Everything the axes, grid, columns and slices draw lies inside it.
    public var chartPartBounds: Rect {
        let l = layout
        let top = l.legend.maxY + 4
        return Rect(x: l.chartArea.x - 4, y: top, width: l.chartArea.width + 8, height: max(0, l.chartArea.maxY + 4 - top))
    }

    /// The share of the morph (0...1) over which one chart kind's labels, axes and grid fade.
    package static let labelFadeShare = 0.3

    /// The highest value a column is drawn to, as a multiple of the axis maximum (a spring
    /// overshooting further is cut there).
    package static let columnOvershootLimit = 1.25

    /// The value a column or slice of `value` shows: clamped to what can be drawn.
    func shownValue(_ value: Double) -> Double {
        min(max(0, value), axisMaximum * Self.columnOvershootLimit)
    }

    // MARK: - Title and legend

    private func renderHeader(into list: inout DisplayList, measurer: some TextMeasurer, style: SpringChartStyle) {
        let l = layout
        let year = series[selectedSeries].name
        // The title shrinks (whole points, not below the legible minimum) to fit a narrow chart.
        var titleStyle = style.titleStyle
        let full = measurer.measure(title + "  " + year, style: titleStyle).width
        if full > l.chartArea.width && full > 0 {
            titleStyle.size = max(TextStyle.legibleMinimumSize, (titleStyle.size * l.chartArea.width / full).rounded(.down))
        }
        let titleText = measurer.elided(title, style: titleStyle, toWidth: max(0, l.chartArea.width - measurer.measure("  " + year, style: titleStyle).width))
        list.append(.text(TextRun(titleText, at: l.titleOrigin, anchor: .topLeft, style: titleStyle, color: style.text)))
        let w = measurer.measure(titleText + "  ", style: titleStyle).width
        list.append(
            .text(
                TextRun(
                    year, at: Point(x: l.titleOrigin.x + w, y: l.titleOrigin.y), anchor: .topLeft,
                    style: titleStyle, color: style.highlight, reuseKey: ReuseKey(owner: Slot.year, slot: 0))))
        // Legend: one swatch and name per category, right-aligned on the title row or left-aligned on its own.
        var legendWidth = 0.0
        for name in categories { legendWidth += 18 + measurer.measure(name, style: style.smallStyle).width + 18 }
        legendWidth -= 18
        var x = l.legendOnTitleRow ? max(l.legend.x + w + 80, l.legend.maxX - legendWidth) : l.legend.x
        let y = l.legend.midY
        for (i, name) in categories.enumerated() {
            let nameWidth = measurer.measure(name, style: style.smallStyle).width
            guard x + 18 + nameWidth <= l.legend.maxX + 0.5 else { break }
            list.append(.fillRoundedRect(Rect(x: x, y: y - 6, width: 12, height: 12), radius: 3, style.color(forCategory: i)))
            x += 18
            list.append(.text(TextRun(name, at: Point(x: x, y: y), anchor: .left, style: style.smallStyle, color: style.text)))
            x += nameWidth + 18
        }
    }

    // MARK: - Axes

    private func renderAxes(into list: inout DisplayList, style: SpringChartStyle, alpha: Double) {
        let l = layout
        guard alpha > 0.002, l.plot.width > 0, l.plot.height > 0 else { return }
        let tickCount = Int((axisMaximum / tickStep).rounded(.down))
        for k in 0...min(tickCount, 1000) {
            let v = Double(k) * tickStep
            let y = l.y(for: v, maximum: axisMaximum)
            let color = (k == 0 ? style.axis : style.grid).withOpacity(alpha)
            list.append(.line(from: Point(x: l.plot.x, y: y), to: Point(x: l.plot.maxX, y: y), width: k == 0 ? 1.5 : 1, color))
            list.append(
                .text(
                    TextRun(
                        Self.format(v), at: Point(x: l.plot.x - 8, y: y), anchor: .right, style: style.smallStyle,
                        color: style.mutedText.withOpacity(alpha))))
        }
        if l.showsAxisTitles {
            list.append(
                .text(
                    TextRun(
                        valueAxisTitle, at: Point(x: l.plot.x - SpringChartLayout.tickGutter, y: l.plot.y - 14), anchor: .bottomLeft,
                        style: style.labelStyle, color: style.text.withOpacity(alpha))))
        }
        for (i, name) in categories.enumerated() {
            let b = l.band(i)
            list.append(
                .text(
                    TextRun(
                        name, at: Point(x: b.midX, y: l.plot.maxY + 8), anchor: .top, style: style.labelStyle,
                        color: style.text.withOpacity(alpha))))
        }
        guard l.showsAxisTitles else { return }
        list.append(
            .text(
                TextRun(
                    categoryAxisTitle, at: Point(x: l.plot.midX, y: l.plot.maxY + 34), anchor: .top, style: style.labelStyle,
                    color: style.mutedText.withOpacity(alpha))))
    }

    // MARK: - Columns, slices and the morph

    private func renderShapes(
        into list: inout DisplayList, measurer: some TextMeasurer, style: SpringChartStyle, progress p: Double,
        columnAlpha: Double, pieAlpha: Double
    ) {
        let l = layout
        let shown = values.values
        // Clipped pie total, scaled by the largest value so that it cannot overflow.
        var largest = 0.0
        for v in shown { largest = max(largest, PieGeometry.clipped(v)) }
        var total = 0.0
        if largest > 0 { for v in shown { total += PieGeometry.clipped(v) / largest } }
        let empty = total <= 0
        if empty && p > 0 {
            list.append(.strokeCircle(center: l.pieCenter, radius: l.pieRadius, width: 2, style.axis.withOpacity(p)))
            list.append(
                .text(TextRun("No sales", at: l.pieCenter, anchor: .center, style: style.labelStyle, color: style.mutedText.withOpacity(p))))
        }
        // Shapes stay below the title and legend (an overshooting column is cut there).
        list.append(.pushClip(chartPartBounds))
        var before = 0.0
        for i in shown.indices {
            let fraction = empty ? 0 : PieGeometry.clipped(shown[i]) / largest / total
            let column = l.column(i, value: shownValue(shown[i]), maximum: axisMaximum)
            let slice = PieGeometry.slice(center: l.pieCenter, radius: l.pieRadius, before: before, fraction: fraction)
            before += fraction
            let morph = ColumnSliceMorph(column: column, slice: slice)
            let start = list.beginPolyline()
            for k in 0..<ColumnSliceMorph.vertexCount { list.addPoint(morph.vertex(k, progress: p)) }
            list.endPolygon(start: start, color: style.color(forCategory: i))
            // Value above the column as drawn (inside its top when the column reaches the
            // header): while the column sinks or rises in a morph, the label rides its top and
            // reads the height drawn.
            if columnAlpha > 0.002 {
                let h = measurer.measure("0", style: style.smallStyle).height
                let drawn = ColumnSliceMorph.columnHeightFraction(progress: p)
                let drawnTop = column.maxY - column.height * drawn
                let labelBottom = max(drawnTop - 4, chartPartBounds.y + 2 + h)
                list.append(
                    .text(
                        TextRun(
                            Self.format(shownValue(shown[i]) * drawn), at: Point(x: column.midX, y: labelBottom), anchor: .bottom,
                            style: style.smallStyle, color: (labelBottom > drawnTop ? style.textColor(on: style.color(forCategory: i)) : style.text)
                                .withOpacity(columnAlpha), reuseKey: ReuseKey(owner: Slot.columnValue, slot: i))))
            }
        }
        // How far the pie has grown and swept open (see ColumnSliceMorph): separators and labels follow.
        let grown = ColumnSliceMorph.ease((p - 0.5) / 0.5)
        func swept(_ a: Double) -> Double { PieGeometry.startAngle + (a - PieGeometry.startAngle) * grown }
        // Slice separators in the background colour, once the pie has (nearly) formed.
        let sepAlpha = max(0, 10 * p - 9)
        if sepAlpha > 0 && !empty {
            var acc = 0.0
            for i in shown.indices {
                let a = swept(PieGeometry.angle(after: acc))
                acc += PieGeometry.clipped(shown[i]) / largest / total
                guard shown.count > 1 else { break }
                let edge = Point(
                    x: l.pieCenter.x + l.pieRadius * grown * Double.cos(a), y: l.pieCenter.y + l.pieRadius * grown * Double.sin(a))
                list.append(.line(from: l.pieCenter, to: edge, width: 2, style.background.withOpacity(sepAlpha)))
            }
        }
        list.append(.popClip)
        guard pieAlpha > 0.002, !empty else { return }
        // Percentages inside the slices (adding up to 100), category and value outside.
        let fractions = shown.map { PieGeometry.clipped($0) / largest / total }
        let percentages = PieGeometry.percentages(of: fractions)
        before = 0
        for i in shown.indices {
            let fraction = fractions[i]
            let mid = swept(PieGeometry.angle(after: before + fraction / 2))
            before += fraction
            let c = Double.cos(mid)
            let s = Double.sin(mid)
            let fill = style.color(forCategory: i)
            // The percentage inside its slice, where the slice is wide enough for it at 64 % of
            // the radius (an arc longer than the text, with 6 points to spare) and deep enough.
            let percent = "\(percentages[i])%"
            let percentStyle = TextStyle(size: 15, bold: true)
            let percentSize = measurer.measure(percent, style: percentStyle)
            let r = l.pieRadius * grown * 0.64
            if fraction >= 0.04 && 2 * Double.pi * fraction * r >= percentSize.width + 6
                && l.pieRadius * 0.72 >= percentSize.height
            {
                list.append(
                    .text(
                        TextRun(
                            percent, at: Point(x: l.pieCenter.x + r * c, y: l.pieCenter.y + r * s),
                            anchor: .center, style: percentStyle, color: style.textColor(on: fill).withOpacity(pieAlpha),
                            reuseKey: ReuseKey(owner: Slot.slicePercent, slot: i))))
            }
            guard fraction > 0 else { continue }
            let outer = l.pieRadius * grown + 10
            let anchor: TextAnchor = abs(c) < 0.25 ? (s < 0 ? .bottom : .top) : (c > 0 ? .left : .right)
            list.append(
                .text(
                    TextRun(
                        "\(categories[i])  \(Self.format(shownValue(shown[i])))", at: Point(x: l.pieCenter.x + outer * c, y: l.pieCenter.y + outer * s),
                        anchor: anchor, style: style.smallStyle, color: style.text.withOpacity(pieAlpha),
                        reuseKey: ReuseKey(owner: Slot.sliceLabel, slot: i))))
        }
    }

    // MARK: - Controls

    private func renderControls(into list: inout DisplayList, measurer: some TextMeasurer, style: SpringChartStyle) {
        let l = layout
        guard l.panel.width > 0 else { return }
        func caption(_ s: String, above r: Rect) {
            list.append(.text(TextRun(s, at: Point(x: r.x, y: r.y - 5), anchor: .bottomLeft, style: style.smallStyle, color: style.mutedText)))
        }
        func segmented(_ c: SegmentedControlLayout, titles: [String], selected: Int, pressed: Int?, hovered: Int?) {
            list.append(.fillRoundedRect(c.frame, radius: 10, style.controlBorder))
            list.append(.fillRoundedRect(c.frame.insetBy(dx: 1, dy: 1), radius: 9, style.controlFill))
            for (i, r) in c.segments.enumerated() where i < titles.count {
                if i == selected {
                    list.append(.fillRoundedRect(r.insetBy(dx: 3, dy: 3), radius: 7, style.accent))
                } else if i == pressed {
                    list.append(.fillRoundedRect(r.insetBy(dx: 3, dy: 3), radius: 7, style.controlPressed))
                } else if i == hovered {
                    list.append(.fillRoundedRect(r.insetBy(dx: 3, dy: 3), radius: 7, style.controlPressed.withOpacity(0.5)))
                }
                var ts = style.labelStyle
                if i == selected { ts.bold = true }
                list.append(.text(TextRun(titles[i], at: r.center, anchor: .center, style: ts, color: i == selected ? style.accentText : style.text)))
            }
        }
        func slider(_ s: SliderLayout, name: String, value: Double, pressed: Bool, hovered: Bool, slot: Int) {
            caption(name, above: s.frame)
            list.append(
                .text(
                    TextRun(
                        Self.spoken(value), at: Point(x: s.frame.maxX, y: s.frame.y - 5), anchor: .bottomRight,
                        style: TextStyle(size: 13, bold: true), color: style.text, reuseKey: ReuseKey(owner: Slot.readout, slot: slot))))
            let x = s.knobX(for: value)
            let h = 6.0
            list.append(.fillRoundedRect(Rect(x: s.trackStart - h / 2, y: s.trackY - h / 2, width: s.trackEnd - s.trackStart + h, height: h), radius: h / 2, style.track))
            list.append(.fillRoundedRect(Rect(x: s.trackStart - h / 2, y: s.trackY - h / 2, width: x - s.trackStart + h, height: h), radius: h / 2, style.accent))
            // Ticks every quarter of the range.
            for k in 0...4 {
                let tx = s.trackStart + (s.trackEnd - s.trackStart) * Double(k) / 4
                list.append(.line(from: Point(x: tx, y: s.trackY + 10), to: Point(x: tx, y: s.trackY + 15), width: 1, style.axis))
            }
            let r = pressed ? 13.0 : hovered ? 12.0 : 11.0
            list.append(.fillCircle(center: Point(x: x, y: s.trackY), radius: r + 2, style.background))
            list.append(.fillCircle(center: Point(x: x, y: s.trackY), radius: r, style.knob))
        }
        let pressed = pressedControl
        caption("Year", above: l.yearControl.frame)
        var pressedYear: Int? = nil
        if case .year(let i) = pressed { pressedYear = i }
        let hovered = press == nil ? hoveredControl : nil
        var hoveredYear: Int? = nil
        if case .year(let i) = hovered { hoveredYear = i }
        var hoveredKind: Int? = nil
        if case .kind(let k) = hovered { hoveredKind = ChartKind.allCases.firstIndex(of: k) }
        segmented(l.yearControl, titles: series.map(\.name), selected: selectedSeries, pressed: pressedYear, hovered: hoveredYear)
        caption("Chart", above: l.kindControl.frame)
        var pressedKind: Int? = nil
        if case .kind(let k) = pressed { pressedKind = ChartKind.allCases.firstIndex(of: k) }
        segmented(
            l.kindControl, titles: ChartKind.allCases.map(\.title), selected: ChartKind.allCases.firstIndex(of: kind) ?? 0, pressed: pressedKind,
            hovered: hoveredKind)
        slider(l.bouncinessSlider, name: "Bounciness", value: bounciness, pressed: pressed == .bounciness, hovered: hovered == .bounciness, slot: 0)
        slider(l.speedSlider, name: "Speed", value: speed, pressed: pressed == .speed, hovered: hovered == .speed, slot: 1)
        // Key hints, packed into as many lines of the hint area as they need; left out when
        // the layout has fewer lines.
        let hints = ["\u{2190} \u{2192}  year", "\u{2191} \u{2193}  columns / pie", "PgUp PgDn  bounciness", "+ \u{2212}  speed"]
        let separator = "      "
        var lines: [String] = []
        for h in hints {
            if let last = lines.last, measurer.measure(last + separator + h, style: style.smallStyle).width <= l.hintWidth {
                lines[lines.count - 1] = last + separator + h
            } else {
                lines.append(h)
            }
        }
        guard lines.count <= l.hintLines,
            lines.allSatisfy({ measurer.measure($0, style: style.smallStyle).width <= l.hintWidth })
        else { return }
        for (i, h) in lines.enumerated() {
            list.append(
                .text(
                    TextRun(
                        h, at: Point(x: l.hintOrigin.x, y: l.hintOrigin.y + Double(i) * SpringChartLayout.hintLineHeight),
                        anchor: .topLeft, style: style.smallStyle, color: style.mutedText)))
        }
    }

    // MARK: - Numbers

    /// `v` rounded to `decimals` places, without Foundation (NaN and infinities print as "–").
    static func format(_ v: Double, decimals: Int = 0) -> String {
        guard v.isFinite, abs(v) < 1e15 else { return "\u{2013}" }
        let scale = decimals >= 1 ? 10.0 : 1.0
        let n = Int((v * scale).rounded())
        if decimals < 1 { return String(n) }
        let sign = n < 0 ? "-" : ""
        let a = abs(n)
        return "\(sign)\(a / 10).\(a % 10)"
    }
}
