import RealModule

extension SpringChartModel {
    /// Text-cell slots (``CellKey/Kind/other``) of the texts that change while animating, so
    /// that a renderer rebuilds one texture per label instead of caching every number.
    enum Slot {
        static let columnValue = 100
        static let slicePercent = 200
        static let sliceLabel = 300
        static let readout = 400
        static let year = 410
    }

    /// Appends the chart and its controls to `list`, in view space.
    ///
    /// Every category is one ``DisplayCommand/fillPolygon(range:_:)`` of
    /// ``ColumnSliceMorph/vertexCount`` points, morphed between its column and its slice by
    /// ``morphProgress``; the axes, grid and column value labels fade out as the pie's
    /// percentage and value labels fade in. Pie shares clip negative values at zero; a pie
    /// whose total is zero is drawn as an empty ring. Nothing is rebuilt but the list itself.
    public func render(into list: inout DisplayList, measurer: some TextMeasurer, style: SpringChartStyle = SpringChartStyle()) {
        list.background = style.background
        let l = layout
        guard l.viewport.width > 0, l.viewport.height > 0 else { return }
        let p = morphProgress
        let columnAlpha = max(0, 1 - 1.6 * p)
        let pieAlpha = max(0, 1.6 * p - 0.6)
        renderHeader(into: &list, measurer: measurer, style: style)
        renderAxes(into: &list, style: style, alpha: 1 - p)
        renderShapes(into: &list, measurer: measurer, style: style, progress: p, columnAlpha: columnAlpha, pieAlpha: pieAlpha)
        renderControls(into: &list, measurer: measurer, style: style)
    }

    // MARK: - Title and legend

    private func renderHeader(into list: inout DisplayList, measurer: some TextMeasurer, style: SpringChartStyle) {
        let l = layout
        list.append(.text(TextRun(title, at: l.titleOrigin, anchor: .topLeft, style: style.titleStyle, color: style.text)))
        let w = measurer.measure(title + "  ", style: style.titleStyle).width
        list.append(
            .text(
                TextRun(
                    series[selectedSeries].name, at: Point(x: l.titleOrigin.x + w, y: l.titleOrigin.y), anchor: .topLeft,
                    style: style.titleStyle, color: style.highlight, cell: CellKey(kind: .other, slot: Slot.year))))
        // Legend: one swatch and name per category, right-aligned.
        var legendWidth = 0.0
        for name in categories { legendWidth += 18 + measurer.measure(name, style: style.smallStyle).width + 18 }
        var x = max(l.legend.x + w + 80, l.legend.maxX - legendWidth + 18)
        let y = l.legend.midY
        for (i, name) in categories.enumerated() {
            list.append(.fillRoundedRect(Rect(x: x, y: y - 6, width: 12, height: 12), radius: 3, style.color(forCategory: i)))
            x += 18
            list.append(.text(TextRun(name, at: Point(x: x, y: y), anchor: .left, style: style.smallStyle, color: style.text)))
            x += measurer.measure(name, style: style.smallStyle).width + 18
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
        list.append(
            .text(
                TextRun(
                    valueAxisTitle, at: Point(x: l.plot.x - SpringChartLayout.tickGutter, y: l.plot.y - 14), anchor: .bottomLeft,
                    style: style.labelStyle, color: style.text.withOpacity(alpha))))
        for (i, name) in categories.enumerated() {
            let b = l.band(i)
            list.append(
                .text(
                    TextRun(
                        name, at: Point(x: b.midX, y: l.plot.maxY + 8), anchor: .top, style: style.labelStyle,
                        color: style.text.withOpacity(alpha))))
        }
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
        list.append(.pushClip(l.chartArea.insetBy(dx: -4, dy: -4)))
        var before = 0.0
        for i in shown.indices {
            let fraction = empty ? 0 : PieGeometry.clipped(shown[i]) / largest / total
            let column = l.column(i, value: min(shown[i], axisMaximum * 1.25), maximum: axisMaximum)
            let slice = PieGeometry.slice(center: l.pieCenter, radius: l.pieRadius, before: before, fraction: fraction)
            before += fraction
            let morph = ColumnSliceMorph(column: column, slice: slice)
            let start = list.beginPolyline()
            for k in 0..<ColumnSliceMorph.vertexCount { list.addPoint(morph.vertex(k, progress: p)) }
            list.endPolygon(start: start, color: style.color(forCategory: i))
            // Value above the column.
            if columnAlpha > 0.002 {
                list.append(
                    .text(
                        TextRun(
                            Self.format(shown[i]), at: Point(x: column.midX, y: column.y - 6), anchor: .bottom, style: style.smallStyle,
                            color: style.text.withOpacity(columnAlpha), cell: CellKey(kind: .other, slot: Slot.columnValue + i))))
            }
        }
        // Slice separators in the background colour, once the pie has (nearly) formed.
        let sepAlpha = max(0, 10 * p - 9)
        if sepAlpha > 0 && !empty {
            var acc = 0.0
            for i in shown.indices {
                let a = PieGeometry.angle(after: acc)
                acc += PieGeometry.clipped(shown[i]) / largest / total
                guard shown.count > 1 else { break }
                let edge = Point(x: l.pieCenter.x + l.pieRadius * Double.cos(a), y: l.pieCenter.y + l.pieRadius * Double.sin(a))
                list.append(.line(from: l.pieCenter, to: edge, width: 2, style.background.withOpacity(sepAlpha)))
            }
        }
        list.append(.popClip)
        guard pieAlpha > 0.002, !empty else { return }
        // Percentages inside the slices, category and value outside.
        before = 0
        for i in shown.indices {
            let fraction = PieGeometry.clipped(shown[i]) / largest / total
            let mid = PieGeometry.angle(after: before + fraction / 2)
            before += fraction
            let c = Double.cos(mid)
            let s = Double.sin(mid)
            let fill = style.color(forCategory: i)
            if fraction >= 0.04 {
                let r = l.pieRadius * 0.64
                list.append(
                    .text(
                        TextRun(
                            "\(Int((fraction * 100).rounded()))%", at: Point(x: l.pieCenter.x + r * c, y: l.pieCenter.y + r * s),
                            anchor: .center, style: TextStyle(size: 15, weight: .bold), color: style.textColor(on: fill).withOpacity(pieAlpha),
                            cell: CellKey(kind: .other, slot: Slot.slicePercent + i))))
            }
            guard fraction > 0 else { continue }
            let r = l.pieRadius + 10
            let anchor: TextAnchor = abs(c) < 0.25 ? (s < 0 ? .bottom : .top) : (c > 0 ? .left : .right)
            list.append(
                .text(
                    TextRun(
                        "\(categories[i])  \(Self.format(shown[i]))", at: Point(x: l.pieCenter.x + r * c, y: l.pieCenter.y + r * s),
                        anchor: anchor, style: style.smallStyle, color: style.text.withOpacity(pieAlpha),
                        cell: CellKey(kind: .other, slot: Slot.sliceLabel + i))))
        }
    }

    // MARK: - Controls

    private func renderControls(into list: inout DisplayList, measurer: some TextMeasurer, style: SpringChartStyle) {
        let l = layout
        guard l.panel.width > 0 else { return }
        func caption(_ s: String, above r: Rect) {
            list.append(.text(TextRun(s, at: Point(x: r.x, y: r.y - 5), anchor: .bottomLeft, style: style.smallStyle, color: style.mutedText)))
        }
        func segmented(_ c: SegmentedControlLayout, titles: [String], selected: Int, pressed: Int?) {
            list.append(.fillRoundedRect(c.frame, radius: 10, style.controlBorder))
            list.append(.fillRoundedRect(c.frame.insetBy(dx: 1, dy: 1), radius: 9, style.controlFill))
            for (i, r) in c.segments.enumerated() where i < titles.count {
                if i == selected {
                    list.append(.fillRoundedRect(r.insetBy(dx: 3, dy: 3), radius: 7, style.accent))
                } else if i == pressed {
                    list.append(.fillRoundedRect(r.insetBy(dx: 3, dy: 3), radius: 7, style.controlPressed))
                }
                var ts = style.labelStyle
                if i == selected { ts.weight = .bold }
                list.append(.text(TextRun(titles[i], at: r.center, anchor: .center, style: ts, color: i == selected ? style.accentText : style.text)))
            }
        }
        func slider(_ s: SliderLayout, name: String, value: Double, pressed: Bool, slot: Int) {
            caption(name, above: s.frame)
            list.append(
                .text(
                    TextRun(
                        Self.format(value, decimals: 1), at: Point(x: s.frame.maxX, y: s.frame.y - 5), anchor: .bottomRight,
                        style: TextStyle(size: 13, weight: .bold), color: style.text, cell: CellKey(kind: .other, slot: slot))))
            let x = s.knobX(for: value)
            let h = 6.0
            list.append(.fillRoundedRect(Rect(x: s.trackStart - h / 2, y: s.trackY - h / 2, width: s.trackEnd - s.trackStart + h, height: h), radius: h / 2, style.track))
            list.append(.fillRoundedRect(Rect(x: s.trackStart - h / 2, y: s.trackY - h / 2, width: x - s.trackStart + h, height: h), radius: h / 2, style.accent))
            // Ticks every quarter of the range.
            for k in 0...4 {
                let tx = s.trackStart + (s.trackEnd - s.trackStart) * Double(k) / 4
                list.append(.line(from: Point(x: tx, y: s.trackY + 10), to: Point(x: tx, y: s.trackY + 15), width: 1, style.axis))
            }
            let r = pressed ? 13.0 : 11.0
            list.append(.fillCircle(center: Point(x: x, y: s.trackY), radius: r + 2, style.background))
            list.append(.fillCircle(center: Point(x: x, y: s.trackY), radius: r, style.knob))
        }
        let pressed = pressedControl
        caption("Year", above: l.yearControl.frame)
        var pressedYear: Int? = nil
        if case .year(let i) = pressed { pressedYear = i }
        segmented(l.yearControl, titles: series.map(\.name), selected: selectedSeries, pressed: pressedYear)
        caption("Chart", above: l.kindControl.frame)
        var pressedKind: Int? = nil
        if case .kind(let k) = pressed { pressedKind = ChartKind.allCases.firstIndex(of: k) }
        segmented(
            l.kindControl, titles: ChartKind.allCases.map(\.title), selected: ChartKind.allCases.firstIndex(of: kind) ?? 0, pressed: pressedKind)
        slider(l.bouncinessSlider, name: "Bounciness", value: bounciness, pressed: pressed == .bounciness, slot: Slot.readout)
        slider(l.speedSlider, name: "Speed", value: speed, pressed: pressed == .speed, slot: Slot.readout + 1)
        let hints = ["\u{2190} \u{2192}  year      \u{2191} \u{2193}  columns / pie", "PgUp PgDn  bounciness      + \u{2212}  speed"]
        for (i, h) in hints.enumerated() {
            list.append(
                .text(
                    TextRun(
                        h, at: Point(x: l.hintOrigin.x, y: l.hintOrigin.y + Double(i) * 20), anchor: .topLeft, style: style.smallStyle,
                        color: style.mutedText)))
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
