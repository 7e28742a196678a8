import RealModule
import WheelMotion
import WheelPrimitives

extension RotaryProjection {
    /// Draws a rotary wheel (``RotaryProjection``): sectors (the one at the selection
    /// angle highlighted, continuously as it approaches), sector texts, leader lines,
    /// labels (the `selectedItem`'s emphasised: the item in the selection band, so that the
    /// highlighted sector and the bold label always name the same item) and the selection marker.
    ///
    /// Text runs carry their reuse key (owner `WheelReuseOwner/sector` or `WheelReuseOwner/label`
    /// with the cell's slot) so that a renderer can cache their textures per slot.
    ///
    /// All sector texts of a frame share one size (``chooseSectorTextStyle(measurer:)``):
    /// the configured size, or smaller, in whole points, when the widest visible text in its
    /// shortest form would not fit a sector at every angle, but never below
    /// `TextStyle/legibleMinimumSize`. A text that does not fit at every angle at that size is
    /// shortened (``shortSectorText(_:)``: a long number shows its last digits after "…", the
    /// prefix it shares with its neighbours being shown whole in the labels; other texts are
    /// elided), so every visible sector shows its item (on sectors too thin for any text, every
    /// ``cellTextStride``-th item, like a ruler's marks); one still too wide at its angle fades,
    /// as does one that would cross the viewport's edge. Labels too long for the column are
    /// elided ("…").
    ///
    /// The edge of the visible arc, opposite the selection, is a designed gap: sector fills
    /// blend into the background over ``seamFadeSectors`` sectors on both sides, and their
    /// texts fade with them, so the first and last visible items never meet at a hard line.
    ///
    /// - Complexity: O(visible cells).
    func render(
        _ l: inout WheelLayout, into list: inout DisplayList, dataSource: some WheelDataSource,
        selectedItem: Int?,
        style: WheelStyle, measurer: some TextMeasurer
    ) {
        guard geometry.outerRadius > 0 else { return }
        l.renderSectorFills(into: &list, style: style)
        l.renderSeparators(into: &list, style: style)
        let textStyle = l.chooseSectorTextStyle(measurer: measurer)
        l.renderSectorTexts(into: &list, style: style, textStyle: textStyle, measurer: measurer)
        l.renderLabels(
            into: &list, dataSource: dataSource, selectedItem: selectedItem, style: style, measurer: measurer)
        l.renderSelectionMarker(into: &list, style: style)
    }
}

extension WheelLayout {

    /// Half a turn, in sectors: how far the seam is from the selection.
    fileprivate var halfTurn: Double { Double.pi / configuration.sectorAngle }

    /// The sector fills, each blended towards the selected fill as it nears the selection. An
    /// item with an accent colour keeps it at the selection too: the highlight is then a rim of
    /// the selected fill along the outer edge, a sixth of the ring deep.
    fileprivate func renderSectorFills(into list: inout DisplayList, style: WheelStyle) {
        let g = geometry
        let halfTurn = halfTurn
        for (s, item) in zip(cells, cellItems) {
            let d = abs(position.offset(of: s.position))
            let accent = item.accentColor
            let base = accent ?? (s.item % 2 == 0 ? style.sectorFill : style.sectorFillAlternate)
            let emphasis = PhysicsMath.smoothstep(1 - d)
            let seam = Self.seamOpacity(sectorsFromSelection: d, halfTurn: halfTurn)
            let wedge = Wedge(
                center: g.center, innerRadius: g.innerRadius, outerRadius: g.outerRadius,
                startAngle: s.startAngle, endAngle: s.endAngle)
            guard accent != nil else {
                list.append(
                    .fillWedge(
                        wedge,
                        style.background.mixed(with: base.mixed(with: style.selectedFill, emphasis), seam)))
                continue
            }
            list.append(.fillWedge(wedge, style.background.mixed(with: base, seam)))
            if emphasis > 0.002 {
                var rim = wedge
                rim.innerRadius = g.outerRadius - (g.outerRadius - g.innerRadius) / 6
                list.append(.fillWedge(rim, style.selectedFill.withOpacity(emphasis * seam)))
            }
        }
    }

    /// The separators between sectors, fading with the seam like the fills beside them (a line
    /// left at full strength would cross the gap, or the empty track of a bounded wheel at its
    /// first or last item, as a hairline), then the rims.
    fileprivate func renderSeparators(into list: inout DisplayList, style: WheelStyle) {
        let g = geometry
        let c = configuration
        let halfTurn = halfTurn
        for s in cells {
            let cosA = Double.cos(s.startAngle)
            let sinA = Double.sin(s.startAngle)
            let fromSelection = abs(s.startAngle - c.selectionAngle) / c.sectorAngle
            let seam = Self.seamOpacity(sectorsFromSelection: fromSelection, halfTurn: halfTurn)
            guard seam > 0.002 else { continue }
            list.append(
                .line(
                    from: Point(x: g.center.x + g.innerRadius * cosA, y: g.center.y + g.innerRadius * sinA),
                    to: Point(x: g.center.x + g.outerRadius * cosA, y: g.center.y + g.outerRadius * sinA),
                    width: 1.5, style.background.mixed(with: style.separator, seam)))
        }
        list.append(.strokeCircle(center: g.center, radius: g.outerRadius, width: 2, style.separator))
        if g.innerRadius > 0 {
            list.append(.strokeCircle(center: g.center, radius: g.innerRadius, width: 2, style.separator))
        }
    }

    /// The sector texts, all in `textStyle` (on sectors too thin for any text, every
    /// ``cellTextStride``-th item's, like a ruler's marks); each fades with the seam, and out
    /// where it does not fit its sector or the viewport.
    fileprivate func renderSectorTexts(
        into list: inout DisplayList, style: WheelStyle, textStyle: TextStyle, measurer: some TextMeasurer
    ) {
        let g = geometry
        let c = configuration
        let halfTurn = halfTurn
        let stride = cellTextStride
        for (s, item) in zip(cells, cellItems) {
            if stride > 1 && (s.item + 1) % stride != 0 { continue }
            let d = abs(position.offset(of: s.position))
            let span = (s.endAngle - s.startAngle) / c.sectorAngle
            let seamOpacity = Self.seamOpacity(sectorsFromSelection: d, halfTurn: halfTurn)
            guard seamOpacity > 0.002, span > 0.5 else { continue }
            var at = s.center
            var angle = s.angle
            if span < 0.999 {
                angle = (s.startAngle + s.endAngle) / 2
                at = Point(
                    x: g.center.x + g.textRadius * .cos(angle), y: g.center.y + g.textRadius * .sin(angle))
            }
            let (text, size) = sectorText(item.sectorText, style: textStyle, measurer: measurer)
            let box = Rect(
                x: at.x - size.width / 2, y: at.y - size.height / 2, width: size.width, height: size.height)
            let fit = sectorFitOpacity(size, angle: angle) * Self.insideOpacity(box, viewport)
            let opacity = seamOpacity * fit * (item.isEnabled ? 1 : WheelItem.disabledOpacity)
            guard opacity > 0.002 else { continue }
            let color = style.sectorText.mixed(with: style.selectedSectorText, PhysicsMath.smoothstep(1 - d))
            list.append(
                .text(
                    TextRun(
                        text, at: at, anchor: .center, style: textStyle, color: color.withOpacity(opacity),
                        reuseKey: ReuseKey(owner: WheelReuseOwner.sector, slot: s.slot))))
        }
    }

    /// The selection marker: a triangle just outside the rim, pointing at the wheel.
    fileprivate func renderSelectionMarker(into list: inout DisplayList, style: WheelStyle) {
        let g = geometry
        let sel = configuration.selectionAngle
        let ux = Double.cos(sel)
        let uy = Double.sin(sel)
        let tip = Point(x: g.center.x + (g.outerRadius + 4) * ux, y: g.center.y + (g.outerRadius + 4) * uy)
        let back = g.outerRadius + 20
        let half = 9.0
        list.append(
            .fillTriangle(
                tip,
                Point(x: g.center.x + back * ux - half * uy, y: g.center.y + back * uy + half * ux),
                Point(x: g.center.x + back * ux + half * uy, y: g.center.y + back * uy - half * ux),
                style.marker))
    }

    /// Sectors over which fills and texts blend into the background on each side of the seam
    /// opposite the selection.
    static let seamFadeSectors = 2.0

    /// Room to spare a sector text is chosen with (a ratio): the size is chosen so the widest
    /// text (in its shortest form) fits at every angle with this much room to spare, and a
    /// text is drawn whole only when it fits at every angle with it.
    static let sectorFitSlack = 1.15

    /// How opaque a sector `d` sectors from the selection is drawn, 0 ... 1: 0 on the seam
    /// half a turn away, 1 from ``seamFadeSectors`` inside it.
    static func seamOpacity(sectorsFromSelection d: Double, halfTurn: Double) -> Double {
        PhysicsMath.smoothstep((halfTurn - d) / seamFadeSectors)
    }

    /// 1 when `box` lies inside `viewport` with 2 points to spare, fading to 0 as it reaches the edge.
    static func insideOpacity(_ box: Rect, _ viewport: Rect) -> Double {
        guard viewport.width > 0, viewport.height > 0 else { return 1 }
        let inside = min(
            box.x - viewport.x, box.y - viewport.y, viewport.maxX - box.maxX, viewport.maxY - box.maxY)
        return PhysicsMath.smoothstep(inside / 2)
    }

    /// The tangential and radial room (points) a sector text has at the text radius.
    private var sectorTextRoom: (tangent: Double, radial: Double) {
        let g = geometry
        let span = configuration.sectorAngle * Double(cellTextStride)
        let chord = 2 * g.textRadius * Double.sin(min(span, .pi) / 2)
        let radial =
            2 * min(g.outerRadius - g.textRadius, g.textRadius - g.innerRadius)
            + (g.outerRadius - g.innerRadius) * 0.2
        return (max(0, chord - 3), max(0, radial))
    }

    /// The strides a wheel's sector numbers may take, like a ruler's marks.
    static let cellTextStrides = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]

    /// Chooses this frame's ``cellTextStride`` and returns its sector-text style, from one
    /// pass over the visible sector texts (this frame's `cellItems`) that measures each in the
    /// two forms the choices are made by: its shortest form at the legible minimum size (for the
    /// stride, ``chooseSectorTextStride(shortest:)``) and its short form at the configured size
    /// (for the style, ``sectorTextStyle(short:)``, which needs the stride first).
    mutating func chooseSectorTextStyle(measurer: some TextMeasurer) -> TextStyle {
        let base = configuration.sectorTextStyle
        var least = base
        least.size = min(base.size, TextStyle.legibleMinimumSize)
        var shortest = Size(width: 0, height: 0)
        var short = Size(width: 0, height: 0)
        for item in cellItems {
            let text = item.sectorText
            let shortForm = Self.shortSectorText(text)
            // The shortest form a sector text is ever drawn in (``sectorText(_:style:measurer:)``):
            // a long number's last two digits, another text's first four characters (the text
            // itself when it has at most four bytes, without finding its characters' bounds).
            let shortestForm =
                shortForm != nil
                ? String(text.suffix(2)) : text.utf8.count <= 4 ? text : String(text.prefix(4))
            let s = measurer.measure(shortestForm, style: least)
            shortest = Size(width: max(shortest.width, s.width), height: max(shortest.height, s.height))
            let m = measurer.measure(shortForm ?? text, style: base)
            short = Size(width: max(short.width, m.width), height: max(short.height, m.height))
        }
        chooseSectorTextStride(shortest: shortest)
        return sectorTextStyle(short: short)
    }

    /// Chooses ``cellTextStride`` for `shortest`, the widest and tallest visible sector text
    /// in its shortest form at the legible minimum size: 1 when it fits its sector at some
    /// angle (the case of every wheel whose sectors can hold a number at all); else the least
    /// stride of ``cellTextStrides`` whose span holds it at every angle, so that a wheel of
    /// very thin sectors (360 a turn) still numbers every tenth or so sector instead of none.
    private mutating func chooseSectorTextStride(shortest size: Size) {
        cellTextStride = 1
        guard size.width > 0, size.height > 0 else { return }
        // Every sector keeps its text where it fits at some angle (faded where it does not).
        guard bestAngleFit(size) < 1 else { return }
        for stride in Self.cellTextStrides.dropFirst() {
            cellTextStride = stride
            if everyAngleFit(size) >= Self.sectorFitSlack { return }
        }
    }

    /// How many times over a text box of `size` fits a sector at its best angle (the greatest
    /// of ``sectorFitOpacity(_:angle:)``'s fits): beside the horizon, where its height crosses
    /// the tangent and its width the radius, or at the top and bottom, the other way round.
    func bestAngleFit(_ size: Size) -> Double {
        let room = sectorTextRoom
        let w = size.width
        let h = size.height
        return max(min(room.tangent / (0.8 * h), room.radial / w), min(room.tangent / w, room.radial / h))
    }

    /// The one sector-text style of this frame, for `short`, the widest and tallest visible
    /// sector text in its short form (``shortSectorText(_:)``) at the configured size: that
    /// style, reduced in whole points until such a text fits a sector at every angle (with
    /// ``sectorFitSlack``, at this frame's ``cellTextStride``), but never below
    /// `TextStyle/legibleMinimumSize`. One long number no longer forces every number down.
    private func sectorTextStyle(short size: Size) -> TextStyle {
        let base = configuration.sectorTextStyle
        guard size.width > 0, size.height > 0 else { return base }
        let scale = everyAngleFit(size) / Self.sectorFitSlack
        guard scale < 1 else { return base }
        var style = base
        style.size = max(TextStyle.legibleMinimumSize, min(base.size, (base.size * scale).rounded(.down)))
        return style
    }

    /// The text drawn for a sector whose item's text is `full`, and its measured size: `full`
    /// when it fits a sector at every angle in `style` (with ``sectorFitSlack``), else its short
    /// form (a long number's last digits, ``shortSectorText(_:)``; other texts elided to the
    /// width that fits at every angle).
    func sectorText(_ full: String, style: TextStyle, measurer: some TextMeasurer) -> (String, Size) {
        let size = measurer.measure(full, style: style)
        guard size.width > 0, size.height > 0, everyAngleFit(size) < Self.sectorFitSlack else {
            return (full, size)
        }
        if Self.shortSectorText(full) != nil {
            // The last three digits after "…", then two, then two alone (the smallest wheels).
            // (No array of the forms: this runs for every sector of every frame, allocation-free.)
            var shown = (full, size)
            for k in 0..<3 {
                let form =
                    k < 2 ? (Self.shortSectorText(full, digits: 3 - k) ?? full) : String(full.suffix(2))
                shown = (form, measurer.measure(form, style: style))
                if everyAngleFit(shown.1) >= Self.sectorFitSlack { break }
            }
            return shown
        }
        // The widest box of this height that fits at every angle (see `everyAngleFit`).
        let room = sectorTextRoom
        let t = room.tangent / Self.sectorFitSlack
        let r = room.radial / Self.sectorFitSlack
        let h = size.height
        let width = min(
            (max(0, t * t - 0.64 * h * h)).squareRoot(), (max(0, r * r - h * h)).squareRoot())
        // A short text stays whole (faded only where it does not fit at its angle): cut to a
        // letter or two it would no longer name its item.
        let elided = measurer.elided(full, style: style, toWidth: width)
        guard elided.count >= 4, full.count > 4 else { return (full, size) }
        return (elided, measurer.measure(elided, style: style))
    }

    /// The short form of a sector text of more than four digits: "…" and its last `digits`
    /// digits ("9999988" → "…988"). The wheel shows fewer than a hundred consecutive items at
    /// once, so the short forms of the visible items differ; the digits they share are read
    /// whole in the labels. Nil for other texts. (Where even "…88" does not fit, on the
    /// smallest wheels, the last two digits are drawn alone.)
    static func shortSectorText(_ text: String, digits: Int = 3) -> String? {
        let utf8 = text.utf8
        guard utf8.count > 4, utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return "\u{2026}" + String(text.suffix(digits))
    }

    /// How many times over a text box of `size` fits a sector at its worst angle (the least of
    /// ``sectorFitOpacity(_:angle:)``'s fits over every angle): along the tangent the box fits
    /// when it clears one of its neighbours, horizontally or vertically, which is hardest where
    /// `tan φ = w / 0.8h`; along the radius `w·|cos φ| + h·|sin φ|` peaks at `√(w² + h²)`.
    func everyAngleFit(_ size: Size) -> Double {
        let room = sectorTextRoom
        let w = size.width
        let h = size.height
        return min(
            room.tangent / (w * w + 0.64 * h * h).squareRoot(), room.radial / (w * w + h * h).squareRoot())
    }

    /// How opaque a sector text of `size` is drawn at screen angle `angle`: 1 when it fits its
    /// sector (3 points clear of its neighbours), fading to 0 as it closes in on them.
    ///
    /// Along the tangent, the text box, w × h (0.8·h of ink), must clear its neighbour, whose
    /// centre lies a chord away at the text radius: horizontally (`chord·|sin φ| ≥ w`) or
    /// vertically (`chord·|cos φ| ≥ 0.8·h`); along the radius it must fit within the ring
    /// (`w·|cos φ| + h·|sin φ|`).
    func sectorFitOpacity(_ size: Size, angle: Double) -> Double {
        guard size.width > 0, size.height > 0 else { return 1 }
        let sinA = abs(Double.sin(angle))
        let cosA = abs(Double.cos(angle))
        let room = sectorTextRoom
        let tangentFit = max(room.tangent * sinA / size.width, room.tangent * cosA / (0.8 * size.height))
        let radialNeed = size.width * cosA + size.height * sinA
        let fit = min(tangentFit, room.radial / radialNeed)
        // Whole from a fit of 1 (the tangential room keeps 3 points between neighbours), so a
        // text that fits at all is read; faded out over the tenth below.
        return PhysicsMath.smoothstep((fit - 0.9) / 0.1)
    }
}
