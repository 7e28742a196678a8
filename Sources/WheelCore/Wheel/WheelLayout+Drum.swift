import RealModule
import WheelMotion
import WheelPrimitives

extension WheelLayout {
    /// The drum's projection for this layout's geometry.
    func drumProjection(_ p: DrumParameters) -> DrumProjection {
        DrumProjection(p, face: geometry.face)
    }

    /// Lays a drum out (``update(configuration:position:itemCount:viewport:geometry:measurer:sectorPool:labelPool:)``
    /// has set the frame's common values): the rows within the face's window and a right angle
    /// of the selection, then their labels, each at its row's projected centre.
    ///
    /// - Complexity: O(visible rows), independent of the item count.
    mutating func updateDrum(
        _ p: DrumParameters, measurer: some TextMeasurer, sectorPool: inout CellReusePool, labelPool: inout CellReusePool
    ) {
        let c = configuration
        let n = itemCount
        let proj = drumProjection(p)
        let delta = proj.itemAngle
        keyBuffer.removeAll(keepingCapacity: true)
        guard n > 0, delta > 0, delta.isFinite, geometry.face.height > 0 else {
            sectorPool.assign(keys: keyBuffer, slots: &slotBuffer)
            labelPool.assign(keys: keyBuffer, slots: &slotBuffer)
            return
        }
        let each = min(proj.rowsEachSide, (Double.pi / 2) / delta + 0.5)
        var kLo = position.index + Int((position.fraction - each).rounded(.down))
        var kHi = position.index + Int((position.fraction + each).rounded(.up))
        if !c.looping {
            kLo = max(kLo, 0)
            kHi = min(kHi, n - 1)
        }
        let unit = proj.centerRowHeight
        let face = geometry.face
        if kLo <= kHi {
            for k in kLo...kHi {
                let theta = position.offset(of: k) * delta
                guard abs(theta) < .pi / 2 else { continue }
                let top = proj.y(theta - delta / 2)
                let bottom = proj.y(theta + delta / 2)
                guard bottom > top else { continue }
                let left = proj.x(face.x, theta)
                let right = proj.x(face.maxX, theta)
                keyBuffer.append(k)
                rows.append(
                    DrumRowCell(
                        position: k, item: Self.item(atPosition: k, itemCount: n, looping: c.looping) ?? 0, slot: -1,
                        angle: theta, frame: Rect(x: left, y: top, width: right - left, height: bottom - top),
                        center: Point(x: proj.x(face.midX, theta), y: proj.y(theta)),
                        scale: unit > 0 ? min(1, (bottom - top) / unit) : 0))
            }
        }
        sectorPool.assign(keys: keyBuffer, slots: &slotBuffer)
        for i in rows.indices { rows[i].slot = slotBuffer[i] }
        layOutDrumLabels(proj)
        labelPool.assign(keys: keyBuffer, slots: &slotBuffer)
        for i in labels.indices { labels[i].slot = slotBuffer[i] }
    }

    /// The drum's labels: each at its row's projected centre (the seed's rule: a label's y is
    /// its row's), shown where it clears its neighbour nearer the selection by a label height
    /// and the gap, fading as its row turns away and before the viewport's edge. Leaves the
    /// shown labels' positions in `keyBuffer`.
    private mutating func layOutDrumLabels(_ proj: DrumProjection) {
        let c = configuration
        keyBuffer.removeAll(keepingCapacity: true)
        // A drum without a label column (a component of a picker) shows no labels.
        guard geometry.labelColumn.width > 0 else { return }
        let delta = proj.itemAngle
        let fade = max(c.labelFadeDistance, 1e-6)
        labelSpread = 1
        // A detail line goes under the name where two rows off the selection hold both.
        let pitchAtTwo = proj.y(2.5 * delta) - proj.y(1.5 * delta)
        if c.showsDetailText, labelHeight + detailLineHeight + c.minimumLabelGap + fade <= pitchAtTwo {
            labelHeight += detailLineHeight
            detailPlacement = .below
        }
        let need = labelHeight + c.minimumLabelGap
        let g = geometry
        for r in rows {
            let theta = r.angle
            // The vertical distance to the row next nearer the selection.
            let inward = theta >= 0 ? theta - delta : theta + delta
            let room = abs(r.center.y - proj.y(inward))
            let roomOpacity = PhysicsMath.smoothstep((room - need) / fade)
            let turnOpacity = PhysicsMath.smoothstep((Double.cos(theta) - 0.15) / 0.35)
            let y = r.center.y
            let frame = Rect(x: g.labelColumn.x, y: y - labelHeight / 2, width: g.labelColumn.width, height: labelHeight)
            let inside = min(frame.y - viewport.y, viewport.maxY - frame.maxY)
            let opacity = roomOpacity * turnOpacity * PhysicsMath.smoothstep(inside / fade)
            guard opacity > 0.002 else { continue }
            let start = Point(x: c.labelSide == .right ? r.frame.maxX + 3 : r.frame.x - 3, y: y)
            let endX = c.labelSide == .right ? g.labelColumn.x - 6 : g.labelColumn.maxX + 6
            keyBuffer.append(r.position)
            labels.append(
                LabelCell(
                    position: r.position, item: r.item, slot: -1, frame: frame, sectorY: y, opacity: opacity,
                    leaderStart: start, leaderEnd: Point(x: endX, y: y)))
        }
    }

    /// Draws a drum: the face, the row fills (narrowing with the perspective), the selection
    /// band, the row texts (cylindrical and dimmed off the band, magnified in it, each centred
    /// on its row's projected centre so that it stays level with its label), then the labels.
    ///
    /// The magnifier scales the row in the band about the row's own projected centre (Flutter
    /// scales about the face's middle): the text then never leaves its label's line.
    ///
    /// - Complexity: O(visible rows).
    mutating func renderDrum(
        _ p: DrumParameters, into list: inout DisplayList, dataSource: some WheelDataSource, selectedItem: Int?,
        style: WheelStyle, measurer: some TextMeasurer
    ) {
        let proj = drumProjection(p)
        let face = geometry.face
        guard face.width > 0, face.height > 0 else { return }
        sectorItems.removeAll(keepingCapacity: true)
        for r in rows { sectorItems.append(dataSource.item(at: r.item)) }
        let band = proj.band
        let dim = p.overAndUnderCenterOpacity
        list.append(.fillRoundedRect(proj.front, radius: 8, style.sectorFillAlternate.mixed(with: style.background, 0.5)))
        list.append(.pushClip(face))
        for (r, item) in zip(rows, sectorItems) {
            let base = item.accentColor ?? (r.item % 2 == 0 ? style.sectorFill : style.sectorFillAlternate)
            let emphasis = PhysicsMath.smoothstep(1 - abs(r.angle) / proj.itemAngle)
            let fill = base.mixed(with: style.selectedFill, emphasis * (item.accentColor == nil ? 1 : 0.35))
            list.append(.fillRect(r.frame, style.background.mixed(with: fill, r.scale * (dim + (1 - dim) * emphasis))))
        }
        list.append(.fillRoundedRect(band, radius: 6, style.selectedFill.withOpacity(0.35)))
        list.append(.line(from: Point(x: face.x, y: band.y), to: Point(x: face.maxX, y: band.y), width: 1.5, style.separator))
        list.append(.line(from: Point(x: face.x, y: band.maxY), to: Point(x: face.maxX, y: band.maxY), width: 1.5, style.separator))
        list.append(.popClip)
        // Row texts: off the band, cylindrical and dimmed; in it, magnified and bright.
        let above = Rect(x: face.x, y: face.y, width: face.width, height: max(0, band.y - face.y))
        let below = Rect(x: face.x, y: band.maxY, width: face.width, height: max(0, face.maxY - band.maxY))
        let magnification = p.useMagnifier ? p.magnification : 1
        renderDrumTexts(into: &list, clip: above, scale: 1, bright: false, dim: dim, style: style, measurer: measurer)
        renderDrumTexts(into: &list, clip: below, scale: 1, bright: false, dim: dim, style: style, measurer: measurer)
        renderDrumTexts(into: &list, clip: band, scale: magnification, bright: true, dim: dim, style: style, measurer: measurer)
        renderLabels(into: &list, dataSource: dataSource, selectedItem: selectedItem, style: style, measurer: measurer)
        // The selection marker: a triangle beside the band, on the labels' side, pointing at it
        // (none without a label column: the band marks the selection).
        guard geometry.labelColumn.width > 0 else { return }
        let tipX = configuration.labelSide == .right ? face.maxX + 4 : face.x - 4
        let backX = configuration.labelSide == .right ? face.maxX + 18 : face.x - 18
        list.append(
            .fillTriangle(
                Point(x: tipX, y: face.midY), Point(x: backX, y: face.midY - 8), Point(x: backX, y: face.midY + 8),
                style.marker))
    }

    /// Appends the texts of the rows that reach into `clip`, clipped to it: `scale` times their
    /// projected size, at full opacity when `bright` (the band), else at `dim`.
    private func renderDrumTexts(
        into list: inout DisplayList, clip: Rect, scale: Double, bright: Bool, dim: Double, style: WheelStyle,
        measurer: some TextMeasurer
    ) {
        guard clip.height > 0 else { return }
        list.append(.pushClip(clip))
        for (r, item) in zip(rows, sectorItems) where r.frame.y < clip.maxY && r.frame.maxY > clip.y {
            var textStyle = configuration.sectorTextStyle
            textStyle.size = max(TextStyle.legibleMinimumSize, (textStyle.size * r.scale * scale).rounded())
            let legible = PhysicsMath.smoothstep((r.scale - 0.3) / 0.2)
            let opacity = legible * (bright ? 1 : dim) * (item.isEnabled ? 1 : WheelItem.disabledOpacity)
            guard opacity > 0.002 else { continue }
            let color = bright ? style.selectedSectorText : style.sectorText
            let text = measurer.elided(item.sectorText, style: textStyle, toWidth: max(0, r.frame.width - 8))
            list.append(
                .text(
                    TextRun(
                        text, at: r.center, anchor: .center, style: textStyle, color: color.withOpacity(opacity),
                        reuseKey: ReuseKey(owner: WheelReuseOwner.sector, slot: r.slot))))
        }
        list.append(.popClip)
    }

    /// What is under `point` on a drum: the row whose projected frame holds it (rows do not
    /// overlap: the projection is monotonic), else a shown label whose box holds it.
    ///
    /// - Complexity: O(visible rows + shown labels).
    func drumHitTest(_ point: Point) -> WheelHit? {
        if geometry.face.contains(point) {
            for r in rows where r.frame.contains(point) { return .sector(position: r.position, item: r.item) }
            return nil
        }
        return labelHit(at: point)
    }
}
