import RealModule
import WheelMotion
import WheelPrimitives

extension DrumProjection {
    /// Draws a drum: its panel (``front``), the row fills (narrowing with the perspective), the
    /// selection band, the row texts (cylindrical and dimmed off the band, magnified in it, each
    /// centred on its row's projected centre so that it stays level with its label), then the
    /// labels. Rows and their texts stay inside the panel: fills are clipped to it, and a text
    /// fades out before it would cross its edge (never cut in half).
    ///
    /// The magnifier scales the row in the band about the row's own projected centre (Flutter
    /// scales about the face's middle): the text then never leaves its label's line.
    ///
    /// - Complexity: O(visible rows).
    func render(
        _ l: inout WheelLayout, into list: inout DisplayList, dataSource: some WheelDataSource,
        selectedItem: Int?,
        style: WheelStyle, measurer: some TextMeasurer
    ) {
        let p = parameters
        guard face.width > 0, face.height > 0 else { return }
        let dim = p.overAndUnderCenterOpacity
        let panel = front
        list.append(
            .fillRoundedRect(
                panel, radius: 8, style.sectorFillAlternate.mixed(with: style.background, 0.5)))
        list.append(.pushClip(panel))
        for (r, item) in zip(l.cells, l.cellItems) {
            let base = item.accentColor ?? (r.item % 2 == 0 ? style.sectorFill : style.sectorFillAlternate)
            let emphasis = PhysicsMath.smoothstep(1 - abs(r.angle) / itemAngle)
            let fill = base.mixed(with: style.selectedFill, emphasis * (item.accentColor == nil ? 1 : 0.35))
            list.append(
                .fillRect(r.frame, style.background.mixed(with: fill, r.scale * (dim + (1 - dim) * emphasis)))
            )
        }
        list.append(.fillRoundedRect(band, radius: 6, style.selectedFill.withOpacity(0.35)))
        list.append(
            .line(
                from: Point(x: face.x, y: band.y), to: Point(x: face.maxX, y: band.y), width: 1.5,
                style.separator))
        list.append(
            .line(
                from: Point(x: face.x, y: band.maxY), to: Point(x: face.maxX, y: band.maxY), width: 1.5,
                style.separator))
        list.append(.popClip)
        // Row texts: off the band, cylindrical and dimmed; in it, magnified and bright.
        let above = Rect(x: face.x, y: panel.y, width: face.width, height: max(0, band.y - panel.y))
        let below = Rect(x: face.x, y: band.maxY, width: face.width, height: max(0, panel.maxY - band.maxY))
        let magnification = p.useMagnifier ? p.magnification : 1
        l.renderDrumTexts(
            into: &list, clip: above, panel: panel, scale: 1, bright: false, dim: dim, style: style,
            measurer: measurer)
        l.renderDrumTexts(
            into: &list, clip: below, panel: panel, scale: 1, bright: false, dim: dim, style: style,
            measurer: measurer)
        l.renderDrumTexts(
            into: &list, clip: band, panel: panel, scale: magnification, bright: true, dim: dim, style: style,
            measurer: measurer)
        l.renderLabels(
            into: &list, dataSource: dataSource, selectedItem: selectedItem, style: style, measurer: measurer)
        // The selection marker: a triangle beside the band, on the labels' side, pointing at it
        // (none without a label column: the band marks the selection).
        guard geometry.labelColumn.width > 0 else { return }
        let tipX = configuration.labelSide == .right ? face.maxX + 4 : face.x - 4
        let backX = configuration.labelSide == .right ? face.maxX + 18 : face.x - 18
        list.append(
            .fillTriangle(
                Point(x: tipX, y: face.midY), Point(x: backX, y: face.midY - 8),
                Point(x: backX, y: face.midY + 8),
                style.marker))
    }
}

extension WheelLayout {
    /// Appends the texts of the rows that reach into `clip`, clipped to it: `scale` times their
    /// projected size, at full opacity when `bright` (the band), else at `dim`, faded out before
    /// they would cross the edge of `panel`.
    fileprivate func renderDrumTexts(
        into list: inout DisplayList, clip: Rect, panel: Rect, scale: Double, bright: Bool, dim: Double,
        style: WheelStyle, measurer: some TextMeasurer
    ) {
        guard clip.height > 0 else { return }
        list.append(.pushClip(clip))
        for (r, item) in zip(cells, cellItems) where r.frame.y < clip.maxY && r.frame.maxY > clip.y {
            var textStyle = configuration.sectorTextStyle
            textStyle.size = max(TextStyle.legibleMinimumSize, (textStyle.size * r.scale * scale).rounded())
            let legible = PhysicsMath.smoothstep((r.scale - 0.3) / 0.2)
            var opacity = legible * (bright ? 1 : dim) * (item.isEnabled ? 1 : WheelItem.disabledOpacity)
            guard opacity > 0.002 else { continue }
            let color = bright ? style.selectedSectorText : style.sectorText
            let text = measurer.elided(item.sectorText, style: textStyle, toWidth: max(0, r.frame.width - 8))
            let size = measurer.measure(text, style: textStyle)
            let box = Rect(
                x: r.center.x - size.width / 2, y: r.center.y - size.height / 2, width: size.width,
                height: size.height)
            opacity *= Self.insideOpacity(box, panel)
            guard opacity > 0.002 else { continue }
            list.append(
                .text(
                    TextRun(
                        text, at: r.center, anchor: .center, style: textStyle,
                        color: color.withOpacity(opacity),
                        reuseKey: ReuseKey(owner: WheelReuseOwner.sector, slot: r.slot))))
        }
        list.append(.popClip)
    }
}
