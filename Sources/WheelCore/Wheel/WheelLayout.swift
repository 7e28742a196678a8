import RealModule
import WheelMotion
import WheelPrimitives

/// One visible sector of a wheel, in view space.
public struct SectorCell: Hashable, Sendable {
    /// The unwrapped position on the wheel (equals ``item`` on a bounded wheel).
    public internal(set) var position: Int
    /// The item index, `0 ..< itemCount`.
    public internal(set) var item: Int
    /// The reusable cell slot (stable while this position stays visible).
    public internal(set) var slot: Int
    /// Screen angle of the sector's centre line, radians (clockwise from 3 o'clock).
    public internal(set) var centerAngle: Double
    /// Screen angle where the drawn wedge starts, radians.
    public internal(set) var startAngle: Double
    /// Screen angle where the drawn wedge ends, radians.
    public internal(set) var endAngle: Double
    /// Where the sector text is centred: on the centre line at the text radius (view space).
    public internal(set) var textPoint: Point
}

/// Where a label's detail text (``WheelItem/detailText``) is drawn.
package enum LabelDetailPlacement: Hashable, Sendable {
    /// No detail text (``WheelConfiguration/showsDetailText`` is off).
    case none
    /// On a second, smaller line under the name: where the sector pitch holds both lines.
    case below
    /// On the name's line, at the far edge of the label column: where two lines would not fit
    /// the pitch, so that the labels stay beside their sectors instead of spreading.
    case beside
}

/// One shown side label of a wheel, in view space.
public struct LabelCell: Hashable, Sendable {
    /// The unwrapped position of the label's sector.
    public internal(set) var position: Int
    /// The item index.
    public internal(set) var item: Int
    /// The reusable label cell slot.
    public internal(set) var slot: Int
    /// The label's box in the label column (view space). Its vertical centre is the sector's
    /// height spread by `WheelLayout/labelSpread` about the wheel's centre: ``sectorY`` itself
    /// when the spread is 1 (labels fit beside their sectors).
    public internal(set) var frame: Rect
    /// The height of the sector's centre at the text radius, view-space y.
    public internal(set) var sectorY: Double
    /// Opacity, 0 ... 1, continuous in the rotation.
    public internal(set) var opacity: Double
    /// Where the leader line leaves the wheel's rim (view space).
    public internal(set) var leaderStart: Point
    /// Where the leader line meets the label (view space).
    public internal(set) var leaderEnd: Point
}

/// The layout of a wheel for one frame: the visible sectors and the shown labels, view space
/// (``WheelController/layout``), for a host that places its own chrome by them (a highlight over
/// a label, a tooltip beside a sector) or traces them.
///
/// Layout is a function of the configuration, the rotation, the viewport and the text
/// measurer; the reuse pools only decide which slot id each visible cell gets. Reuse one
/// value across frames so that its arrays keep their storage.
///
/// - Complexity: O(visible cells), independent of the item count.
public struct WheelLayout: Sendable {
    /// Where the wheel sits (view space).
    public private(set) var geometry: WheelGeometry
    /// The rotation laid out.
    private(set) var position: WheelPosition
    /// The visible sectors, by ascending position.
    public private(set) var sectors: [SectorCell] = []
    /// The shown labels (opacity > 0), by ascending position.
    public internal(set) var labels: [LabelCell] = []
    /// The visible rows of a drum (``WheelGeometryKind/drum(_:)``), by ascending position; empty
    /// on a rotary wheel, whose cells are its ``sectors`` (and a drum has no sectors).
    public internal(set) var rows: [DrumRowCell] = []
    /// The items of `sectors`, in their order, as `render` asked them of the data source this
    /// frame (a buffer kept from frame to frame: no allocation once it has grown).
    var sectorItems: [WheelItem] = []
    /// The item nearest the selection angle, or nil when the wheel has no items.
    private(set) var centeredItem: Int?
    /// The unwrapped position of the centred item.
    private(set) var centeredPosition: Int = 0
    /// The height of every label box, points.
    package internal(set) var labelHeight: Double = 0
    /// The height of a label's name line (the label style's line), points.
    package private(set) var labelLineHeight: Double = 0
    /// The height of a label's detail line (the detail style's line), points; 0 without details.
    package private(set) var detailLineHeight: Double = 0
    /// Every how many items a sector shows its text this frame: 1 on any wheel whose sectors
    /// hold a number; more (2, 5, 10, ...) on very thin sectors, like a ruler's marks.
    package internal(set) var sectorTextStride = 1
    /// Where each label's detail text goes this frame (``LabelDetailPlacement``).
    package internal(set) var detailPlacement: LabelDetailPlacement = .none
    /// How much the label column is stretched vertically about the wheel's centre (≥ 1).
    ///
    /// 1 when neighbouring labels fit beside their sectors; on a wheel too small for that, the
    /// factor that spaces the labels of the centred item and its two neighbours on each side a
    /// label height apart (their leader lines fan out to them), so a small wheel still shows
    /// the selected item's label and its neighbours.
    var labelSpread: Double = 1
    /// The viewport laid out in (view space); sector texts and labels stay inside it.
    private(set) var viewport: Rect = .zero
    /// The number of items laid out from.
    private(set) var itemCount: Int = 0
    /// The configuration laid out with.
    private(set) var configuration: WheelConfiguration

    /// Scratch for the reuse pools' keys and slots (kept from frame to frame).
    var keyBuffer: [Int] = []
    var slotBuffer: [Int] = []

    /// Creates an empty layout.
    init(configuration: WheelConfiguration = WheelConfiguration()) {
        self.configuration = configuration
        self.geometry = WheelGeometry(
            center: .zero, innerRadius: 0, outerRadius: 0, textRadius: 0, labelColumn: .zero)
        self.position = WheelPosition()
    }

    /// The item shown at unwrapped position `k`, or nil if there is none.
    static func item(atPosition k: Int, itemCount n: Int, looping: Bool) -> Int? {
        guard n > 0 else { return nil }
        if looping {
            let m = k % n
            return m < 0 ? m + n : m
        }
        return k >= 0 && k < n ? k : nil
    }

    /// Lays the wheel out.
    ///
    /// - Parameters:
    ///   - c: the wheel's configuration.
    ///   - position: the rotation.
    ///   - itemCount: number of items (negative counts as 0).
    ///   - viewport: the visible rectangle (view space); cells wholly outside it are skipped.
    ///   - g: where the wheel sits (see ``WheelGeometry/fit(in:configuration:)``).
    ///   - measurer: measures the label text height.
    ///   - sectorPool: hands out sector cell slots.
    ///   - labelPool: hands out label cell slots.
    mutating func update(
        configuration c: WheelConfiguration, position: WheelPosition, itemCount: Int, viewport: Rect,
        geometry g: WheelGeometry, measurer: some TextMeasurer,
        sectorPool: inout CellReusePool, labelPool: inout CellReusePool
    ) {
        configuration = c
        self.position = position
        self.geometry = g
        let n = max(0, itemCount)
        self.itemCount = n
        self.viewport = viewport
        sectors.removeAll(keepingCapacity: true)
        labels.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        labelLineHeight = measurer.measure("Ag", style: c.labelTextStyle).height
        detailLineHeight = c.showsDetailText ? measurer.measure("Ag", style: c.detailTextStyle).height : 0
        labelHeight = labelLineHeight + 2 * c.labelPadding
        detailPlacement = c.showsDetailText ? .beside : .none
        centeredPosition = position.index
        centeredItem = Self.item(atPosition: position.index, itemCount: n, looping: c.looping)
        if centeredItem == nil && n > 0 {
            centeredPosition = min(max(position.index, 0), n - 1)
            centeredItem = centeredPosition
        }

        if case .drum(let p) = c.geometry {
            updateDrum(p, measurer: measurer, sectorPool: &sectorPool, labelPool: &labelPool)
            return
        }
        let a = c.sectorAngle
        guard n > 0, a > 0, a.isFinite, g.outerRadius > 0 else {
            keyBuffer.removeAll(keepingCapacity: true)
            sectorPool.assign(keys: keyBuffer, slots: &slotBuffer)
            labelPool.assign(keys: keyBuffer, slots: &slotBuffer)
            return
        }
        layOutSectors(pool: &sectorPool)
        layOutLabels(pool: &labelPool)
    }

    /// The visible sectors, with their slots from `pool`: the positions k whose sector
    /// [d − ½, d + ½] (d = k − position, in sectors) reaches into the one-turn window
    /// (−halfTurn, halfTurn] around the selection angle and into the viewport. The sectors at
    /// the seam opposite the selection are clipped to the window, so the circle is covered
    /// exactly once.
    private mutating func layOutSectors(pool: inout CellReusePool) {
        let c = configuration
        let g = geometry
        let a = c.sectorAngle
        let sel = c.selectionAngle
        let halfTurn = Double.pi / a
        var kLo = position.index + Int((position.fraction - halfTurn - 0.5).rounded(.down)) + 1
        var kHi = position.index + Int((position.fraction + halfTurn + 0.5).rounded(.up)) - 1
        if !c.looping {
            kLo = max(kLo, 0)
            kHi = min(kHi, itemCount - 1)
        }
        keyBuffer.removeAll(keepingCapacity: true)
        if kLo <= kHi {
            for k in kLo...kHi {
                let d = position.offset(of: k)
                let phi = sel + d * a
                let start = max(phi - a / 2, sel - .pi)
                let end = min(phi + a / 2, sel + .pi)
                guard end > start else { continue }
                if !Self.wedgeBounds(g, start, end).intersects(viewport) { continue }
                keyBuffer.append(k)
                let item = Self.item(atPosition: k, itemCount: itemCount, looping: c.looping) ?? 0
                sectors.append(
                    SectorCell(
                        position: k, item: item, slot: -1, centerAngle: phi, startAngle: start,
                        endAngle: end,
                        textPoint: Point(
                            x: g.center.x + g.textRadius * .cos(phi), y: g.center.y + g.textRadius * .sin(phi))))
            }
        }
        pool.assign(keys: keyBuffer, slots: &slotBuffer)
        for i in sectors.indices { sectors[i].slot = slotBuffer[i] }
    }

    /// The labels on the label side, with their slots from `pool`: each beside its sector at
    /// the text radius (spread by ``labelSpread`` where they would not fit), faded where its
    /// neighbour, the horizon or the viewport's edge comes too close. Chooses where the detail
    /// line goes first: under the name where the sector pitch holds both lines.
    private mutating func layOutLabels(pool: inout CellReusePool) {
        let c = configuration
        let g = geometry
        let a = c.sectorAngle
        let sel = c.selectionAngle
        keyBuffer.removeAll(keepingCapacity: true)
        let horizon = c.labelSide.horizonAngle
        let fade = max(c.labelFadeDistance, 1e-6)
        let chord = 2 * g.textRadius * .sin(a / 2)
        // The vertical pitch of the sectors two away from the horizon: the centred label and two
        // neighbours each side must fit it a full label apart to sit beside their sectors.
        let spacingAtTwo = chord * Double.cos(min(1.5 * a, .pi / 3))
        if c.showsDetailText, labelHeight + detailLineHeight + c.minimumLabelGap + fade <= spacingAtTwo {
            labelHeight += detailLineHeight
            detailPlacement = .below
        }
        let need = labelHeight + c.minimumLabelGap
        labelSpread = spacingAtTwo > 0 ? max(1, (need + fade) / spacingAtTwo) : 1
        let rim = g.outerRadius + 3
        let endX = c.labelSide == .right ? g.labelColumn.x - 6 : g.labelColumn.maxX + 6
        for s in sectors {
            let rel = s.centerAngle - horizon
            let cosRel = Double.cos(rel)
            guard cosRel > 0 else { continue }
            let d = abs(position.offset(of: s.position) + (sel - horizon) / a)
            // Vertical distance to the neighbouring label nearer the horizon.
            let room = labelSpread * chord * Double.cos((d - 0.5) * a)
            let roomOpacity = PhysicsMath.smoothstep((room - need) / fade)
            let edgeOpacity = PhysicsMath.smoothstep(cosRel / 0.2)
            let sectorY = g.center.y + g.textRadius * .sin(s.centerAngle)
            let labelY = g.center.y + labelSpread * g.textRadius * .sin(s.centerAngle)
            let frame = Rect(
                x: g.labelColumn.x, y: labelY - labelHeight / 2, width: g.labelColumn.width, height: labelHeight)
            // Fade out before touching the top or bottom of the viewport (never cut).
            let inside = min(frame.y - viewport.y, viewport.maxY - frame.maxY)
            let viewportOpacity = PhysicsMath.smoothstep(inside / fade)
            let opacity = roomOpacity * edgeOpacity * viewportOpacity
            guard opacity > 0.002 else { continue }
            let start = Point(x: g.center.x + rim * .cos(s.centerAngle), y: g.center.y + rim * .sin(s.centerAngle))
            keyBuffer.append(s.position)
            labels.append(
                LabelCell(
                    position: s.position, item: s.item, slot: -1, frame: frame, sectorY: sectorY,
                    opacity: opacity, leaderStart: start, leaderEnd: Point(x: endX, y: labelY)))
        }
        pool.assign(keys: keyBuffer, slots: &slotBuffer)
        for i in labels.indices { labels[i].slot = slotBuffer[i] }
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
