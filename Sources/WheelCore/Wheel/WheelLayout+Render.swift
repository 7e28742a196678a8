import RealModule
import WheelMotion
import WheelPrimitives

extension WheelLayout {
    /// Appends the drawing of this layout to `list` through its projection
    /// (``WheelProjection/render(_:into:dataSource:selectedItem:style:measurer:)``): the cells,
    /// the leader lines and labels (the `selectedItem`'s emphasised: the item in the selection
    /// band, so that the highlighted cell and the bold label always name the same item), and the
    /// selection marker. Nothing before the first layout.
    ///
    /// Text runs carry their reuse key (owner `WheelReuseOwner/sector` or `WheelReuseOwner/label`
    /// with the cell's slot) so that a renderer can cache their textures per slot. Each visible
    /// cell's item is asked of `dataSource` once a frame (into a buffer kept with the layout),
    /// whatever the passes that read it.
    ///
    /// - Complexity: O(visible cells).
    mutating func render(
        into list: inout DisplayList, dataSource: some WheelDataSource, selectedItem: Int?,
        style: WheelStyle = WheelStyle(), measurer: some TextMeasurer
    ) {
        guard let projection else { return }
        cellItems.removeAll(keepingCapacity: true)
        for cell in cells { cellItems.append(dataSource.item(at: cell.item)) }
        projection.render(
            &self, into: &list, dataSource: dataSource, selectedItem: selectedItem, style: style,
            measurer: measurer)
    }

    /// The leader lines, then the labels inside the label column: the `selectedItem`'s in bold
    /// (the same for every geometry).
    func renderLabels(
        into list: inout DisplayList, dataSource: some WheelDataSource, selectedItem: Int?, style: WheelStyle,
        measurer: some TextMeasurer
    ) {
        let c = configuration
        for l in labels {
            list.append(
                .line(from: l.leaderStart, to: l.leaderEnd, width: 1, style.leader.withOpacity(l.opacity)))
        }
        list.append(.pushClip(geometry.labelColumn))
        var committedStyle = c.labelTextStyle
        committedStyle.bold = true
        for l in labels {
            let committed = l.item == selectedItem
            let item = dataSource.item(at: l.item)
            let opacity = l.opacity * (item.isEnabled ? 1 : WheelItem.disabledOpacity)
            renderLabel(
                l, item: item, style: committed ? committedStyle : c.labelTextStyle,
                color: (committed ? style.committedLabelText : style.labelText).withOpacity(opacity),
                detailColor: style.labelText.withOpacity(opacity * 0.8), into: &list, measurer: measurer)
        }
        list.append(.popClip)
    }

    /// One label: its item's image and name at the edge towards the wheel, and its detail
    /// below the name or at the far edge (``detailPlacement``).
    private func renderLabel(
        _ l: LabelCell, item: WheelItem, style labelStyle: TextStyle, color: Color, detailColor: Color,
        into list: inout DisplayList, measurer: some TextMeasurer
    ) {
        let c = configuration
        let lineHeight = labelLineHeight
        let onRight = c.labelSide == .right
        let near = Point(x: onRight ? l.frame.x + 2 : l.frame.maxX - 2, y: l.frame.midY)
        let anchor: TextAnchor = onRight ? .left : .right
        var textPoint = near
        var textWidth = l.frame.width - 4
        // With a detail line below, the name sits above it, the pair centred on the label's middle.
        if detailPlacement == .below { textPoint.y -= detailLineHeight / 2 }
        // An image sits before the text, a square as high as the label's text line.
        if let key = item.imageKey, lineHeight > 0, textWidth > 2 * lineHeight {
            let side = lineHeight
            let x = onRight ? near.x : near.x - side
            list.append(
                .image(
                    key, in: Rect(x: x, y: textPoint.y - side / 2, width: side, height: side),
                    opacity: l.opacity))
            textPoint.x += onRight ? side + 4 : -(side + 4)
            textWidth -= side + 4
        }
        let text = measurer.elided(item.labelText, style: labelStyle, toWidth: textWidth)
        list.append(
            .text(
                TextRun(
                    text, at: textPoint, anchor: anchor, style: labelStyle,
                    color: color, reuseKey: ReuseKey(owner: WheelReuseOwner.label, slot: l.slot))))
        guard detailPlacement != .none, let detail = item.detailText, !detail.isEmpty else { return }
        let detailPoint: Point
        let detailAnchor: TextAnchor
        let detailWidth: Double
        if detailPlacement == .below {
            detailPoint = Point(x: textPoint.x, y: textPoint.y + lineHeight / 2 + detailLineHeight / 2)
            detailAnchor = anchor
            detailWidth = textWidth
        } else {
            // Beside the name, at the far edge: what is left of the line after the name and a
            // gap of one line height.
            detailPoint = Point(x: onRight ? l.frame.maxX - 2 : l.frame.x + 2, y: l.frame.midY)
            detailAnchor = onRight ? .right : .left
            detailWidth = textWidth - measurer.measure(text, style: labelStyle).width - lineHeight
        }
        guard detailWidth > lineHeight else { return }
        let shown = measurer.elided(detail, style: c.detailTextStyle, toWidth: detailWidth)
        list.append(
            .text(
                TextRun(
                    shown, at: detailPoint, anchor: detailAnchor, style: c.detailTextStyle,
                    color: detailColor,
                    reuseKey: ReuseKey(owner: WheelReuseOwner.detail, slot: l.slot))))
    }

}

/// The `ReuseKey` owners of the wheel's text: one family for the sector cells, one for the label
/// cells, numbered by the pool's slots.
public enum WheelReuseOwner {
    /// The sector cells' numbers.
    public static let sector = "sector"
    /// The label cells' names.
    public static let label = "label"
    /// The label cells' detail lines.
    public static let detail = "detail"
}
