import RealModule
import WheelMotion
import WheelPrimitives

/// The rotary wheel's projection (``WheelGeometryKind/rotary``): items on the sectors of a
/// disc, ``WheelConfiguration/sectorsPerTurn`` a turn, the selected one at the selection angle
/// facing the labels; a cell `d` items from the selection is the wedge about the screen angle
/// `selectionAngle + d × sectorAngle`, between the inner and the outer radius.
struct RotaryProjection: WheelProjection {
    let geometry: WheelGeometry
    /// The configuration fitted for.
    let configuration: WheelConfiguration

    /// The rotary wheel fitted to `viewport` (``WheelGeometry/fit(in:configuration:)``).
    init(fitting viewport: Rect, configuration c: WheelConfiguration) {
        geometry = WheelGeometry.fit(in: viewport, configuration: c)
        configuration = c
    }

    /// The sector angle.
    var itemAngle: Double { configuration.sectorAngle }

    /// A quarter turn, rounded (9 items on a 36-sector wheel), whatever the position, the window
    /// size or the labels shown.
    var pageSize: Int { max(1, Int((configuration.sectorsPerTurn / 4).rounded())) }

    var dragsAroundCenter: Bool { true }

    /// The disc's bounding square.
    var front: Rect { geometry.face }

    /// On the disc: inside the outer radius (the hole included, so a drag may start there).
    func isOnCells(_ point: Point) -> Bool {
        point.distance(to: geometry.center) <= geometry.outerRadius
    }

    /// The label at the selection moves `textRadius × sectorAngle` per item, its sign the label
    /// column's (down on the right, up on the left).
    var verticalPitch: Double {
        geometry.textRadius * configuration.sectorAngle * Double.cos(configuration.labelSide.horizonAngle)
    }

    /// The visible sectors: the positions k whose sector [d − ½, d + ½] (d = k − position, in
    /// sectors) reaches into the one-turn window (−halfTurn, halfTurn] around the selection
    /// angle and into the viewport. The sectors at the seam opposite the selection are clipped
    /// to the window, so the circle is covered exactly once.
    func layOutCells(_ l: inout WheelLayout) {
        let c = configuration
        let g = geometry
        let a = c.sectorAngle
        guard a > 0, a.isFinite, g.outerRadius > 0 else { return }
        let sel = c.selectionAngle
        let halfTurn = Double.pi / a
        let position = l.position
        var kLo = position.index + Int((position.fraction - halfTurn - 0.5).rounded(.down)) + 1
        var kHi = position.index + Int((position.fraction + halfTurn + 0.5).rounded(.up)) - 1
        if !c.looping {
            kLo = max(kLo, 0)
            kHi = min(kHi, l.itemCount - 1)
        }
        guard kLo <= kHi else { return }
        for k in kLo...kHi {
            let d = position.offset(of: k)
            let phi = sel + d * a
            let start = max(phi - a / 2, sel - .pi)
            let end = min(phi + a / 2, sel + .pi)
            guard end > start else { continue }
            let bounds = Self.wedgeBounds(g, start, end)
            if !bounds.intersects(l.viewport) { continue }
            l.keyBuffer.append(k)
            let item = WheelLayout.item(atPosition: k, itemCount: l.itemCount, looping: c.looping) ?? 0
            l.cells.append(
                WheelCell(
                    position: k, item: item, slot: -1, angle: phi, startAngle: start, endAngle: end,
                    frame: bounds,
                    center: Point(
                        x: g.center.x + g.textRadius * .cos(phi), y: g.center.y + g.textRadius * .sin(phi)),
                    scale: (end - start) / a))
        }
    }

    /// The chord between the centres of sectors `stride` items apart at the text radius, points.
    private func chord(_ stride: Int) -> Double {
        2 * geometry.textRadius * .sin(Double(stride) * configuration.sectorAngle / 2)
    }

    /// The detail line goes under the name where the sectors two off the selection hold both
    /// lines a full label apart.
    func prepareLabels(_ l: inout WheelLayout, fade: Double) {
        let c = configuration
        if c.showsDetailText,
            l.labelHeight + l.detailLineHeight + c.minimumLabelGap + fade <= labelPitch(stride: 1)
        {
            l.labelHeight += l.detailLineHeight
            l.detailPlacement = .below
        }
    }

    /// The vertical pitch of the labelled sectors one and two strides from the horizon (at most a
    /// sixth of a turn away): the centred label and two neighbours each side fit it a full label
    /// apart.
    func labelPitch(stride: Int) -> Double {
        chord(stride) * Double.cos(min(1.5 * Double(stride) * configuration.sectorAngle, .pi / 3))
    }

    /// Level with its sector's text centre, for the sectors on the label side of the vertical;
    /// its room is the vertical distance to the sector a stride nearer the horizon (on the other
    /// side of it for the first stride), and it fades as its sector nears the vertical.
    func labelAnchor(for cell: WheelCell, stride: Int, in l: WheelLayout) -> LabelAnchor? {
        let c = configuration
        let g = geometry
        let a = c.sectorAngle
        let horizon = c.labelSide.horizonAngle
        let cosRel = Double.cos(cell.angle - horizon)
        guard cosRel > 0 else { return nil }
        let d = abs(l.position.offset(of: cell.position) + (c.selectionAngle - horizon) / a)
        // R (sin(d·a) − sin((d − k)·a)) = chord(k) · cos((d − k/2)·a).
        let room = chord(stride) * Double.cos((d - Double(stride) / 2) * a)
        let rim = g.outerRadius + 3
        return LabelAnchor(
            y: cell.center.y, room: room, turnOpacity: PhysicsMath.smoothstep(cosRel / 0.2),
            leaderStart: Point(x: g.center.x + rim * .cos(cell.angle), y: g.center.y + rim * .sin(cell.angle))
        )
    }

    /// The least opacity at which a sector answers hit tests (the seam's fade; see
    /// ``WheelLayout/seamOpacity(sectorsFromSelection:halfTurn:)``).
    static let sectorHitOpacity = 0.25

    /// The sector drawn under `point` on the ring (none in the centre hole, outside the wheel,
    /// or in the gap opposite the selection where sectors blend into the background: a sector
    /// answers only where it is drawn at ``sectorHitOpacity`` or more).
    func hitCell(at point: Point, in l: WheelLayout) -> CellHit {
        let g = geometry
        let dx = point.x - g.center.x
        let dy = point.y - g.center.y
        let r = (dx * dx + dy * dy).squareRoot()
        guard r >= g.innerRadius && r <= g.outerRadius && r > 0 else { return .outside }
        let c = configuration
        let a = c.sectorAngle
        let sel = c.selectionAngle
        let psi = Double.atan2(y: dy, x: dx)
        let delta = (psi - sel).remainder(dividingBy: 2 * .pi)
        let k = l.position.index + Int((l.position.fraction + delta / a).rounded())
        let halfTurn = Double.pi / a
        if WheelLayout.item(atPosition: k, itemCount: l.itemCount, looping: c.looping) != nil,
            let cell = l.cells.first(where: { $0.position == k }),
            WheelLayout.seamOpacity(sectorsFromSelection: abs(l.position.offset(of: k)), halfTurn: halfTurn)
                >= Self.sectorHitOpacity,
            sel + delta >= cell.startAngle - 1e-9, sel + delta <= cell.endAngle + 1e-9
        {
            return .cell(cell)
        }
        return .none
    }

    /// The bounding box of the wedge between two screen angles, view space.
    static func wedgeBounds(_ g: WheelGeometry, _ start: Double, _ end: Double) -> Rect {
        var minX = Double.infinity
        var maxX = -Double.infinity
        var minY = Double.infinity
        var maxY = -Double.infinity
        func include(_ angle: Double, _ r: Double) {
            let x = g.center.x + r * .cos(angle)
            let y = g.center.y + r * .sin(angle)
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        include(start, g.innerRadius)
        include(start, g.outerRadius)
        include(end, g.innerRadius)
        include(end, g.outerRadius)
        // Cardinal directions inside the span extend the box to the outer radius.
        var q = (start / (.pi / 2)).rounded(.up) * (.pi / 2)
        var guardCount = 0
        while q < end && guardCount < 8 {
            include(q, g.outerRadius)
            q += .pi / 2
            guardCount += 1
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
