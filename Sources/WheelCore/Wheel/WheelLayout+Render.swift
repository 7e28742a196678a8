import RealModule
import WheelMotion
import WheelRendering

extension WheelLayout {
    /// Appends the drawing of this layout to `list`: sectors (the one at the selection
    /// angle highlighted, continuously as it approaches), sector texts, leader lines,
    /// labels (the committed item's emphasised) and the selection marker.
    ///
    /// Text runs carry their reuse key (owner ``WheelReuseOwner/sector`` or ``WheelReuseOwner/label``
    /// with the cell's slot) so that a renderer can cache their textures per slot.
    ///
    /// All sector texts of a frame share one size (``sectorTextSize(dataSource:measurer:)``):
    /// the configured size, or smaller, in whole points, when the widest visible text would not
    /// fit a sector at every angle, but never below ``TextStyle/legibleMinimumSize``. A text that
    /// still does not fit its sector at its angle (long numbers near 12 and 6 o'clock, where
    /// sectors stack side by side) fades out and is left out instead of shrinking, as is one
    /// that would cross the viewport's edge. Labels too long for the column are elided ("…").
    ///
    /// The edge of the visible arc, opposite the selection, is a designed gap: sector fills
    /// blend into the background over ``seamFadeSectors`` sectors on both sides, and their
    /// texts fade with them, so the first and last visible items never meet at a hard line.
    ///
    /// - Complexity: O(visible cells).
    func render(
        into list: inout DisplayList, dataSource: some WheelDataSource, committedItem: Int?,
        style: WheelStyle = WheelStyle(), measurer: some TextMeasurer
    ) {
        let g = geometry
        let c = configuration
        guard g.outerRadius > 0 else { return }
        let halfTurn = Double.pi / c.sectorAngle
        // Sectors. An item with an accent colour keeps it at the selection too: the highlight is
        // then a rim of the selected fill along the outer edge, a sixth of the ring deep.
        for s in sectors {
            let d = abs(position.offset(of: s.position))
            let accent = dataSource.accentColor(at: s.item)
            let base = accent ?? (s.item % 2 == 0 ? style.sectorFill : style.sectorFillAlternate)
            let emphasis = PhysicsMath.smoothstep(1 - d)
            let seam = Self.seamOpacity(sectorsFromSelection: d, halfTurn: halfTurn)
            let wedge = Wedge(
                center: g.center, innerRadius: g.innerRadius, outerRadius: g.outerRadius,
                startAngle: s.startAngle, endAngle: s.endAngle)
            guard accent != nil else {
                list.append(.fillWedge(wedge, style.background.mixed(with: base.mixed(with: style.selectedFill, emphasis), seam)))
                continue
            }
            list.append(.fillWedge(wedge, style.background.mixed(with: base, seam)))
            if emphasis > 0.002 {
                var rim = wedge
                rim.innerRadius = g.outerRadius - (g.outerRadius - g.innerRadius) / 6
                list.append(.fillWedge(rim, style.selectedFill.withOpacity(emphasis * seam)))
            }
        }
        // Separators between sectors.
        for s in sectors {
            let cosA = Double.cos(s.startAngle)
            let sinA = Double.sin(s.startAngle)
            list.append(
                .line(
                    from: Point(x: g.center.x + g.innerRadius * cosA, y: g.center.y + g.innerRadius * sinA),
                    to: Point(x: g.center.x + g.outerRadius * cosA, y: g.center.y + g.outerRadius * sinA),
                    width: 1.5, style.separator))
        }
        list.append(.strokeCircle(center: g.center, radius: g.outerRadius, width: 2, style.separator))
        if g.innerRadius > 0 {
            list.append(.strokeCircle(center: g.center, radius: g.innerRadius, width: 2, style.separator))
        }
        // Sector texts, one size for the whole wheel; each fades with the seam, and out where it
        // does not fit its sector or the viewport.
        let textStyle = sectorTextStyle(dataSource: dataSource, measurer: measurer)
        for s in sectors {
            let d = abs(position.offset(of: s.position))
            let span = (s.endAngle - s.startAngle) / c.sectorAngle
            let seamOpacity = Self.seamOpacity(sectorsFromSelection: d, halfTurn: halfTurn)
            guard seamOpacity > 0.002, span > 0.5 else { continue }
            var at = s.textPoint
            var angle = s.centerAngle
            if span < 0.999 {
                angle = (s.startAngle + s.endAngle) / 2
                at = Point(x: g.center.x + g.textRadius * .cos(angle), y: g.center.y + g.textRadius * .sin(angle))
            }
            let text = dataSource.sectorText(at: s.item)
            let size = measurer.measure(text, style: textStyle)
            let box = Rect(x: at.x - size.width / 2, y: at.y - size.height / 2, width: size.width, height: size.height)
            let fit = sectorFitOpacity(size, angle: angle) * Self.insideOpacity(box, viewport)
            let opacity = seamOpacity * fit
            guard opacity > 0.002 else { continue }
            let color = style.sectorText.mixed(with: style.selectedSectorText, PhysicsMath.smoothstep(1 - d))
            list.append(
                .text(
                    TextRun(
                        text, at: at, anchor: .center, style: textStyle, color: color.withOpacity(opacity),
                        reuseKey: ReuseKey(owner: WheelReuseOwner.sector, slot: s.slot))))
        }
        // Leader lines and labels.
        for l in labels {
            list.append(.line(from: l.leaderStart, to: l.leaderEnd, width: 1, style.leader.withOpacity(l.opacity)))
        }
        list.append(.pushClip(g.labelColumn))
        for l in labels {
            let committed = l.item == committedItem
            var labelStyle = c.labelTextStyle
            if committed { labelStyle.bold = true }
            let color = (committed ? style.committedLabelText : style.labelText).withOpacity(l.opacity)
            let anchorPoint: Point
            let anchor: TextAnchor
            switch c.labelSide {
            case .right:
                anchorPoint = Point(x: l.frame.x + 2, y: l.frame.midY)
                anchor = .left
            case .left:
                anchorPoint = Point(x: l.frame.maxX - 2, y: l.frame.midY)
                anchor = .right
            }
            // An image sits before the text, a square as high as the label's text line.
            let lineHeight = measurer.measure("Ag", style: c.labelTextStyle).height
            var textPoint = anchorPoint
            var textWidth = l.frame.width - 4
            let detail = c.showsDetailText ? dataSource.detailText(at: l.item) : nil
            let detailHeight = c.showsDetailText ? measurer.measure("Ag", style: c.detailTextStyle).height : 0
            // With a detail line the name sits above it, the pair centred on the label's middle.
            textPoint.y -= detailHeight / 2
            if let key = dataSource.imageKey(at: l.item), lineHeight > 0, textWidth > 2 * lineHeight {
                let side = lineHeight
                let x = c.labelSide == .right ? anchorPoint.x : anchorPoint.x - side
                list.append(.image(key, in: Rect(x: x, y: textPoint.y - side / 2, width: side, height: side), opacity: l.opacity))
                textPoint.x += c.labelSide == .right ? side + 4 : -(side + 4)
                textWidth -= side + 4
            }
            let text = measurer.elided(dataSource.labelText(at: l.item), style: labelStyle, toWidth: textWidth)
            list.append(
                .text(
                    TextRun(
                        text, at: textPoint, anchor: anchor, style: labelStyle,
                        color: color, reuseKey: ReuseKey(owner: WheelReuseOwner.label, slot: l.slot))))
            if let detail, !detail.isEmpty {
                let detailPoint = Point(x: textPoint.x, y: textPoint.y + lineHeight / 2 + detailHeight / 2)
                let shown = measurer.elided(detail, style: c.detailTextStyle, toWidth: textWidth)
                list.append(
                    .text(
                        TextRun(
                            shown, at: detailPoint, anchor: anchor, style: c.detailTextStyle,
                            color: style.labelText.withOpacity(l.opacity * 0.8),
                            reuseKey: ReuseKey(owner: WheelReuseOwner.detail, slot: l.slot))))
            }
        }
        list.append(.popClip)
        // Selection marker: a triangle just outside the rim, pointing at the wheel.
        let sel = c.selectionAngle
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

    /// Share of the slack a sector text keeps in its sector (a ratio): the size is chosen so the
    /// widest text fits with this much room to spare, and a text fades out as its spare room
    /// at its angle falls from this to none.
    static let sectorFitSlack = 1.15

    /// How opaque a sector `d` sectors from the selection is drawn, 0 ... 1: 0 on the seam
    /// half a turn away, 1 from ``seamFadeSectors`` inside it.
    static func seamOpacity(sectorsFromSelection d: Double, halfTurn: Double) -> Double {
        PhysicsMath.smoothstep((halfTurn - d) / seamFadeSectors)
    }

    /// 1 when `box` lies inside `viewport` with 2 points to spare, fading to 0 as it reaches the edge.
    static func insideOpacity(_ box: Rect, _ viewport: Rect) -> Double {
        guard viewport.width > 0, viewport.height > 0 else { return 1 }
        let inside = min(box.x - viewport.x, box.y - viewport.y, viewport.maxX - box.maxX, viewport.maxY - box.maxY)
        return PhysicsMath.smoothstep(inside / 2)
    }

    /// The tangential and radial room (points) a sector text has at the text radius.
    private var sectorTextRoom: (tangent: Double, radial: Double) {
        let g = geometry
        let chord = 2 * g.textRadius * Double.sin(min(configuration.sectorAngle, .pi) / 2)
        let radial =
            2 * min(g.outerRadius - g.textRadius, g.textRadius - g.innerRadius) + (g.outerRadius - g.innerRadius) * 0.2
        return (max(0, chord - 3), max(0, radial))
    }

    /// The one sector-text style of this frame: the configured style, reduced in whole points
    /// until the widest visible sector text fits a sector at every angle (with
    /// ``sectorFitSlack``), but never below ``TextStyle/legibleMinimumSize`` (then the texts
    /// that do not fit at their angle are left out).
    func sectorTextStyle(dataSource: some WheelDataSource, measurer: some TextMeasurer) -> TextStyle {
        let base = configuration.sectorTextStyle
        var widest = 0.0
        var height = 0.0
        for s in sectors {
            let m = measurer.measure(dataSource.sectorText(at: s.item), style: base)
            widest = max(widest, m.width)
            height = max(height, m.height)
        }
        guard widest > 0, height > 0 else { return base }
        let room = sectorTextRoom
        // At 3 o'clock a text needs its width radially and 0.8 of its height tangentially; at
        // 12 o'clock its width tangentially and its height radially.
        let scale =
            min(
                room.tangent / widest, room.radial / widest, room.tangent / (0.8 * height), room.radial / height)
            / Self.sectorFitSlack
        guard scale < 1 else { return base }
        var style = base
        style.size = max(TextStyle.legibleMinimumSize, min(base.size, (base.size * scale).rounded(.down)))
        return style
    }

    /// How opaque a sector text of `size` is drawn at screen angle `angle`: 1 when it fits its
    /// sector with ``sectorFitSlack`` to spare, fading to 0 where it would touch its neighbours.
    ///
    /// The text box, w × h, must fit between the neighbouring sectors along the tangent
    /// (extent `w·|sin φ| + 0.8·h·|cos φ|` within the chord at the text radius) and within the
    /// ring along the radius (`w·|cos φ| + h·|sin φ|`).
    func sectorFitOpacity(_ size: Size, angle: Double) -> Double {
        guard size.width > 0, size.height > 0 else { return 1 }
        let sinA = abs(Double.sin(angle))
        let cosA = abs(Double.cos(angle))
        let room = sectorTextRoom
        let tangentNeed = size.width * sinA + size.height * 0.8 * cosA
        let radialNeed = size.width * cosA + size.height * sinA
        let fit = min(room.tangent / tangentNeed, room.radial / radialNeed)
        return PhysicsMath.smoothstep((fit - 1) / (Self.sectorFitSlack - 1))
    }
}

/// The ``ReuseKey`` owners of the wheel's text: one family for the sector cells, one for the label
/// cells, numbered by the pool's slots.
package enum WheelReuseOwner {
    /// The sector cells' numbers.
    package static let sector = "sector"
    /// The label cells' names.
    package static let label = "label"
    /// The label cells' detail lines.
    package static let detail = "detail"
}
