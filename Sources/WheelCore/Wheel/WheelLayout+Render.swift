import RealModule

extension WheelLayout {
    /// Appends the drawing of this layout to `list`: sectors (the one at the selection
    /// angle highlighted, continuously as it approaches), sector texts, leader lines,
    /// labels (the committed item's emphasised) and the selection marker.
    ///
    /// Text runs carry their cell key (``CellKey/Kind/sector`` or ``CellKey/Kind/label``
    /// with the cell's slot) so that a renderer can cache their textures per slot.
    ///
    /// A sector text that would not fit between its neighbours (long numbers near the top and
    /// bottom, where sectors stack side by side) is drawn smaller, in whole-point steps so that
    /// a cached texture is rebuilt only when the step changes, and fades out below
    /// ``minimumSectorTextSize``; `measurer` measures it.
    ///
    /// - Complexity: O(visible cells).
    func render(
        into list: inout DisplayList, dataSource: some WheelDataSource, committedItem: Int?,
        style: WheelStyle = WheelStyle(), measurer: some TextMeasurer
    ) {
        let g = geometry
        let c = configuration
        guard g.outerRadius > 0 else { return }
        // Sectors.
        for s in sectors {
            let d = abs(position.offset(of: s.position))
            let base =
                style.itemFill?(s.item) ?? (s.item % 2 == 0 ? style.sectorFill : style.sectorFillAlternate)
            let emphasis = Self.smoothstep(1 - d)
            list.append(
                .fillWedge(
                    Wedge(
                        center: g.center, innerRadius: g.innerRadius, outerRadius: g.outerRadius,
                        startAngle: s.startAngle, endAngle: s.endAngle),
                    base.mixed(with: style.selectedFill, emphasis)))
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
        // Sector texts. A sector cut by the seam opposite the selection shows its text in the
        // middle of its visible part, fading out as that part shrinks to half a sector (so the two
        // halves at the seam never print on top of each other).
        for s in sectors {
            let d = abs(position.offset(of: s.position))
            let span = (s.endAngle - s.startAngle) / c.sectorAngle
            let seamOpacity = Self.smoothstep((span - 0.5) / 0.45)
            guard seamOpacity > 0.002 else { continue }
            let color = style.sectorText.mixed(with: style.selectedSectorText, Self.smoothstep(1 - d))
                .withOpacity(seamOpacity)
            var at = s.textPoint
            var angle = s.centerAngle
            if span < 0.999 {
                angle = (s.startAngle + s.endAngle) / 2
                at = Point(x: g.center.x + g.textRadius * .cos(angle), y: g.center.y + g.textRadius * .sin(angle))
            }
            let text = dataSource.sectorText(at: s.item)
            let fitted = fittedSectorStyle(text, angle: angle, measurer: measurer)
            guard fitted.opacity > 0.002 else { continue }
            list.append(
                .text(
                    TextRun(
                        text, at: at, anchor: .center, style: fitted.style, color: color.withOpacity(fitted.opacity),
                        cell: CellKey(kind: .sector, slot: s.slot))))
        }
        // Leader lines and labels.
        for l in labels {
            list.append(.line(from: l.leaderStart, to: l.leaderEnd, width: 1, style.leader.withOpacity(l.opacity)))
        }
        list.append(.pushClip(g.labelColumn))
        for l in labels {
            let committed = l.item == committedItem
            var labelStyle = c.labelTextStyle
            if committed { labelStyle.weight = .bold }
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
            list.append(
                .text(
                    TextRun(
                        dataSource.labelText(at: l.item), at: anchorPoint, anchor: anchor, style: labelStyle,
                        color: color, cell: CellKey(kind: .label, slot: l.slot))))
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

    /// The smallest size, in points, to which a sector text is shrunk to fit; below it the
    /// text fades out instead.
    public static let minimumSectorTextSize = 8.0

    /// The style (size in whole points) in which `text` fits its sector at screen angle
    /// `angle`, and the opacity to draw it with.
    ///
    /// The text box, w × h, must fit between the neighbouring sectors along the tangent
    /// (extent `w·|sin φ| + h·|cos φ|` within the chord at the text radius) and within the ring
    /// along the radius (`w·|cos φ| + h·|sin φ|`).
    func fittedSectorStyle(_ text: String, angle: Double, measurer: some TextMeasurer) -> (style: TextStyle, opacity: Double) {
        let base = configuration.sectorTextStyle
        let size = measurer.measure(text, style: base)
        guard size.width > 0, size.height > 0 else { return (base, 1) }
        let g = geometry
        let sinA = abs(Double.sin(angle))
        let cosA = abs(Double.cos(angle))
        let chord = 2 * g.textRadius * Double.sin(min(configuration.sectorAngle, .pi) / 2)
        let tangentRoom = chord - 3
        let radialRoom = 2 * min(g.outerRadius - g.textRadius, g.textRadius - g.innerRadius) + (g.outerRadius - g.innerRadius) * 0.2
        let tangentNeed = size.width * sinA + size.height * 0.8 * cosA
        let radialNeed = size.width * cosA + size.height * sinA
        var scale = 1.0
        if tangentNeed > tangentRoom { scale = min(scale, max(0, tangentRoom) / tangentNeed) }
        if radialNeed > radialRoom { scale = min(scale, max(0, radialRoom) / radialNeed) }
        guard scale < 1 else { return (base, 1) }
        let wanted = base.size * scale
        var style = base
        style.size = max(Self.minimumSectorTextSize, min(base.size, wanted.rounded(.down)))
        // Below the minimum size the text no longer fits: fade it out over the last 30 %.
        let opacity = wanted >= Self.minimumSectorTextSize ? 1 : Self.smoothstep((wanted / Self.minimumSectorTextSize - 0.7) / 0.3)
        return (style, opacity)
    }
}
