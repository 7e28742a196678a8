import PropertyBased
import RealModule
import Testing

@testable import WheelCore
import WheelRendering
import WheelMotion

/// Lays out a wheel at a given rotation with fresh pools.
private func layout(
    sectors: Double, itemCount: Int, viewport: Rect, looping: Bool = false, perTurn: Double = 36,
    side: LabelSide = .right
) -> WheelLayout {
    let config = WheelConfiguration(sectorsPerTurn: perTurn, labelSide: side, looping: looping)
    var l = WheelLayout(configuration: config)
    var sp = CellReusePool()
    var lp = CellReusePool()
    l.update(
        configuration: config, position: WheelPosition(sectors: sectors), itemCount: itemCount, viewport: viewport,
        projection: config.geometry.projection(fitting: viewport, configuration: config), measurer: MonospaceTextMeasurer(),
        cellPool: &sp, labelPool: &lp)
    return l
}

private let counts = [0, 1, 2, 3, 118, 1_000_000]

@Suite struct WheelLayoutTests {
    static func opacity(of position: Int, in l: WheelLayout) -> Double {
        for label in l.labels where label.position == position { return label.opacity }
        return 0
    }

    static func hasSector(_ position: Int, in l: WheelLayout) -> Bool {
        for s in l.cells where s.position == position { return true }
        return false
    }

    @Test func labelsAlignWithTheirSectorsAndNeverOverlap() async {
        await propertyCheck(
            count: 300, input: Gen.double(in: -200...1_200_000), Gen.int(in: 0..<counts.count),
            Gen.double(in: 300...2000), Gen.double(in: 200...1400), Gen.bool, Gen.double(in: 8...72)
        ) { s, ci, w, h, looping, perTurn in
            let n = counts[ci]
            let l = layout(
                sectors: s, itemCount: n, viewport: Rect(x: 0, y: 0, width: w, height: h), looping: looping,
                perTurn: perTurn)
            let g = l.geometry
            for label in l.labels {
                let sector = try #require(l.cells.first { $0.position == label.position })
                let y = g.center.y + g.textRadius * Double.sin(sector.angle)
                #expect(abs(label.frame.midY - y) <= 0.5, "label \(label.item) off its sector by \(label.frame.midY - y) pt")
                #expect(label.leaderEnd.y == label.cellY)
                #expect(label.position.isMultiple(of: l.labelStride) || label.position == l.centeredPosition)
                #expect(abs(label.cellY - y) <= 1e-9)
                #expect(label.frame.y >= 0 && label.frame.maxY <= h, "label \(label.item) cut by the viewport")
                #expect(label.opacity > 0 && label.opacity <= 1)
            }
            let centredOpacity = Self.opacity(of: l.centeredPosition, in: l)
            let nearSelection = abs(l.position.fraction) <= 0.5 - WheelLayout.selectedLabelFade
            if n > 0 && Self.hasSector(l.centeredPosition, in: l) && nearSelection {
                // Fully shown: within 1 % (a centred item half a sector off the marker fades by
                // about 0.1 % at some sizes, an invisible difference that a 0.999 bound caught
                // now and then). An off-stride centred label hands over with its neighbours'
                // within `selectedLabelFade` of the half-way point.
                #expect(centredOpacity > 0.99, "the centred label is not fully shown at \(w)x\(h): \(centredOpacity)")
            }
            let sorted = l.labels.sorted { $0.frame.y < $1.frame.y }
            for (a, b) in zip(sorted, sorted.dropFirst()) {
                #expect(a.frame.maxY <= b.frame.y, "labels \(a.item) and \(b.item) overlap")
            }
        }
    }

    /// A detail line goes under the name only where the sector pitch holds both lines; else it
    /// goes beside the name, and the labels stay beside their sectors and fewer are drawn where one line does not fit either.
    @Test(arguments: [(1024.0, 640.0), (1280.0, 800.0), (1920.0, 1080.0), (480.0, 360.0)])
    func detailLineGoesBesideTheNameWhereTwoLinesWouldSpread(size: (Double, Double)) {
        let viewport = Rect(x: 0, y: 0, width: size.0, height: size.1)
        let config = WheelConfiguration(showsDetailText: true)
        let measurer = MonospaceTextMeasurer()
        var l = WheelLayout(configuration: config)
        var sp = CellReusePool()
        var lp = CellReusePool()
        let projection = config.geometry.projection(fitting: viewport, configuration: config)
        let g = projection.geometry
        l.update(
            configuration: config, position: WheelPosition(sectors: 40.3), itemCount: 118, viewport: viewport,
            projection: projection, measurer: measurer, cellPool: &sp, labelPool: &lp)
        let oneLine = measurer.measure("Ag", style: config.labelTextStyle).height + 2 * config.labelPadding
        let twoLines = oneLine + measurer.measure("Ag", style: config.detailTextStyle).height
        let a = config.sectorAngle
        let pitch = 2 * g.textRadius * Double.sin(a / 2) * Double.cos(1.5 * a)
        let slack = config.minimumLabelGap + config.labelFadeDistance
        if twoLines + slack <= pitch {
            #expect(l.detailPlacement == .below && l.labelHeight == twoLines)
        } else {
            #expect(l.detailPlacement == .beside && l.labelHeight == oneLine)
        }
        #expect((l.labelStride == 1) == (l.labelHeight + slack <= pitch))
        for label in l.labels { #expect(abs(label.frame.midY - label.cellY) <= 0.5) }
    }

    @Test func visibleSectorsAreTheItemsWithinHalfATurn() async {
        await propertyCheck(count: 200, input: Gen.double(in: -50...200), Gen.int(in: 0..<counts.count), Gen.bool) {
            s, ci, looping in
            let n = counts[ci]
            let big = Rect(x: 0, y: 0, width: 1024, height: 640)
            let l = layout(sectors: s, itemCount: n, viewport: big, looping: looping)
            let perTurn = 36.0
            var expected: [Int] = []
            if n > 0 {
                for k in Int((s - 40).rounded(.down))...Int((s + 40).rounded(.up)) {
                    let d = Double(k) - s
                    guard d - 0.5 < perTurn / 2 + 1e-9, d + 0.5 > -perTurn / 2 - 1e-9 else { continue }
                    if !looping && (k < 0 || k >= n) { continue }
                    expected.append(k)
                }
            }
            let got = l.cells.map(\.position)
            // Positions exactly on the seam may fall either way by rounding.
            let core = expected.filter { abs(Double($0) - s) < perTurn / 2 + 0.5 - 1e-6 }
            #expect(core.allSatisfy { got.contains($0) })
            #expect(got.allSatisfy { expected.contains($0) })
            for sector in l.cells {
                #expect(sector.item == WheelLayout.item(atPosition: sector.position, itemCount: n, looping: looping))
            }
        }
    }

    /// Label opacities change continuously as the wheel turns, at every label stride (1 at
    /// 1024x640; 2 or more at 480x360 and 1794x375, where an off-stride selected item's label
    /// hands over with its neighbours').
    @Test(arguments: [(1024.0, 640.0), (480.0, 360.0), (1794.0, 375.0)])
    func opacityIsContinuousInTheRotation(size: (Double, Double)) {
        let viewport = Rect(x: 0, y: 0, width: size.0, height: size.1)
        var previous: [Int: Double] = [:]
        var s = 10.0
        while s < 14 {
            let l = layout(sectors: s, itemCount: 118, viewport: viewport)
            var now: [Int: Double] = [:]
            for label in l.labels { now[label.position] = label.opacity }
            for (k, o) in now { #expect(abs(o - (previous[k] ?? 0)) < 0.05 || previous.isEmpty, "label \(k) jumped") }
            for (k, o) in previous where now[k] == nil { #expect(o < 0.05, "label \(k) popped out at \(o)") }
            previous = now
            s += 0.001
        }
    }

    @Test func labelsHideTowardsTheTopAndBottom() {
        let l = layout(sectors: 50, itemCount: 118, viewport: Rect(x: 0, y: 0, width: 1024, height: 640))
        #expect(l.labels.count >= 5)
        #expect(l.labels.count < l.cells.filter { Double.cos($0.angle) > 0 }.count)
        #expect(l.labels.contains { $0.position == 50 && $0.opacity == 1 })
    }

    @Test func emptyWheelHasNothing() {
        let l = layout(sectors: 0, itemCount: 0, viewport: Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(l.cells.isEmpty && l.labels.isEmpty && l.centeredItem == nil)
    }

    @Test func leftSideLabelsSitLeftOfTheWheel() {
        let l = layout(sectors: 5, itemCount: 20, viewport: Rect(x: 0, y: 0, width: 1024, height: 640), side: .left)
        #expect(!l.labels.isEmpty)
        for label in l.labels { #expect(label.frame.maxX < l.geometry.center.x - l.geometry.outerRadius) }
        #expect(l.cells.contains { $0.position == 5 && abs(Double.cos($0.angle) + 1) < 1e-9 })
    }

    @Test func layoutCostDoesNotDependOnItemCount() {
        let viewport = Rect(x: 0, y: 0, width: 1024, height: 640)
        let small = layout(sectors: 60, itemCount: 118, viewport: viewport)
        let huge = layout(sectors: 9_999_950, itemCount: 10_000_000, viewport: viewport)
        #expect(small.cells.count == huge.cells.count)
        #expect(small.labels.count == huge.labels.count)
    }
}

@Suite struct CellReuseTests {
    @Test func slotsAreStableWhileVisibleAndRecycledWhenTheyLeave() {
        let config = WheelConfiguration()
        let viewport = Rect(x: 0, y: 0, width: 1024, height: 640)
        var l = WheelLayout(configuration: config)
        var sp = CellReusePool()
        var lp = CellReusePool()
        var previous: [Int: Int] = [:]
        var maxVisible = 0
        var s = 0.0
        while s < 3600 {  // 100 turns of a 36-per-turn wheel on a looping 118-item wheel
            var c = config
            c.looping = true
            l.update(
                configuration: c, position: WheelPosition(sectors: s), itemCount: 118, viewport: viewport,
                projection: c.geometry.projection(fitting: viewport, configuration: c), measurer: MonospaceTextMeasurer(),
                cellPool: &sp, labelPool: &lp)
            var now: [Int: Int] = [:]
            for cell in l.cells { now[cell.position] = cell.slot }
            for (k, slot) in now where previous[k] != nil { #expect(previous[k] == slot) }
            #expect(Set(now.values).count == now.count, "two visible cells share a slot")
            maxVisible = max(maxVisible, now.count)
            previous = now
            s += 0.37
        }
        #expect(sp.cellsCreated <= maxVisible + 2)
        #expect(lp.cellsCreated <= 40)
    }

    @Test func poolHandsLeavingSlotsToEnteringKeys() {
        var pool = CellReusePool()
        var slots: [Int] = []
        pool.assign(keys: [1, 2, 3], slots: &slots)
        #expect(slots == [0, 1, 2])
        pool.assign(keys: [2, 3, 4], slots: &slots)
        #expect(slots == [1, 2, 0])
        pool.assign(keys: [10, 11], slots: &slots)
        #expect(Set(slots).isSubset(of: [0, 1, 2]))
        #expect(pool.cellsCreated == 3)
    }
}

@Suite struct HitTestTests {
    @Test func sectorUnderAPointAndNothingInTheHoleOrOutside() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0...117), Gen.double(in: -3.1...3.1), Gen.double(in: 0...1)) {
            s, angle, radial in
            let viewport = Rect(x: 0, y: 0, width: 1024, height: 640)
            let l = layout(sectors: s, itemCount: 118, viewport: viewport)
            let g = l.geometry
            let r = g.innerRadius + (g.outerRadius - g.innerRadius) * (0.02 + 0.96 * radial)
            let p = Point(x: g.center.x + r * Double.cos(angle), y: g.center.y + r * Double.sin(angle))
            let expectedK = Int((s + angle / l.configuration.sectorAngle).rounded())
            // Sectors answer where they are drawn: not in the gap half a turn away, where they
            // blend into the background.
            let fromSelection = abs(Double(expectedK) - s)
            let drawn =
                WheelLayout.seamOpacity(sectorsFromSelection: fromSelection, halfTurn: .pi / l.configuration.sectorAngle)
                >= RotaryProjection.sectorHitOpacity
            if expectedK >= 0 && expectedK < 118 && drawn {
                // Points within 1e-6 of a boundary may fall either way.
                let frac = s + angle / l.configuration.sectorAngle - Double(expectedK)
                if abs(abs(frac) - 0.5) > 1e-6 { #expect(l.hitTest(p) == .cell(position: expectedK, item: expectedK)) }
            } else {
                #expect(l.hitTest(p) == nil)
            }
            #expect(l.hitTest(g.center) == nil)
            #expect(l.hitTest(Point(x: g.center.x + g.innerRadius * 0.5, y: g.center.y)) == nil)
        }
    }

    @Test func labelUnderAPoint() {
        let l = layout(sectors: 7, itemCount: 118, viewport: Rect(x: 0, y: 0, width: 1024, height: 640))
        let label = try! #require(l.labels.first { $0.position == 7 })
        #expect(l.hitTest(Point(x: label.frame.x + 10, y: label.frame.midY)) == .label(position: 7, item: 7))
        #expect(l.hitTest(Point(x: .nan, y: 3)) == nil)
    }
}

@Suite struct SectorTextFitTests {
    /// The sector texts of a 10-million-item looping wheel at `viewport`.
    static func texts(viewport: Rect, measurer: some TextMeasurer = MonospaceTextMeasurer()) -> [TextRun] {
        var config = WheelConfiguration()
        config.looping = true
        var l = WheelLayout(configuration: config)
        var sp = CellReusePool()
        var lp = CellReusePool()
        l.update(
            configuration: config, position: WheelPosition(index: 9_999_990), itemCount: 10_000_000, viewport: viewport,
            projection: config.geometry.projection(fitting: viewport, configuration: config), measurer: measurer, cellPool: &sp,
            labelPool: &lp)
        var list = DisplayList()
        l.render(into: &list, dataSource: NumberedWheelDataSource(count: 10_000_000), selectedItem: nil, measurer: measurer)
        return list.commands.compactMap { c -> TextRun? in
            if case .text(let t) = c, t.reuseKey?.owner == "sector" { t } else { nil }
        }
    }

    @Test(arguments: [Size(width: 1024, height: 600), Size(width: 480, height: 320), Size(width: 600, height: 960)])
    func oneLegibleSizePerWheelAndLongNumbersAreLeftOutNotShrunk(_ size: Size) {
        let texts = Self.texts(viewport: Rect(x: 0, y: 0, width: size.width, height: size.height))
        #expect(!texts.isEmpty)
        let sizes = Set(texts.map(\.style.size))
        #expect(sizes.count == 1, "sector texts in \(sizes.count) sizes")
        #expect(texts.allSatisfy { $0.style.size >= TextStyle.legibleMinimumSize && $0.style.size == $0.style.size.rounded() })
        // 7-digit numbers do not fit near 12 and 6 o'clock at a legible size: fewer texts than sectors.
        #expect(texts.count < 36)
        // No two drawn texts overlap (boxes in points, 0.5 pt of tolerance).
        let m = MonospaceTextMeasurer()
        let boxes = texts.map { t -> Rect in
            let s = m.measure(t.string, style: t.style)
            let o = t.anchor.origin(of: s, at: t.position)
            return Rect(x: o.x, y: o.y, width: s.width, height: s.height * 0.8).insetBy(dx: 0.5, dy: 0.5)
        }
        for i in boxes.indices {
            for j in boxes.indices where j > i { #expect(!boxes[i].intersects(boxes[j]), "sector texts \(i) and \(j) overlap") }
        }
    }

    /// Sectors too thin for any number (360 a turn) are numbered at a regular stride, like a
    /// ruler, rather than not at all; wheels whose sectors hold a number keep every number.
    @Test(arguments: [(360.0, 1024.0, 640.0), (360.0, 1920.0, 1080.0), (180.0, 1024.0, 640.0), (36.0, 1024.0, 640.0)])
    func thinSectorsAreNumberedAtARegularStride(perTurn: Double, width: Double, height: Double) throws {
        let viewport = Rect(x: 0, y: 0, width: width, height: height)
        let config = WheelConfiguration(sectorsPerTurn: perTurn)
        let items = (0..<1000).map { WheelItem(sectorText: String($0 + 1), labelText: "Item \($0 + 1)") }
        var wheel = try WheelController(configuration: config, items: items, viewport: viewport, initialItem: 500)
        var list = DisplayList()
        wheel.render(into: &list, style: WheelStyle(), measurer: MonospaceTextMeasurer())
        let numbers = list.commands.compactMap { c -> Int? in
            guard case .text(let r) = c, r.reuseKey?.owner == WheelReuseOwner.sector, r.color.a > 127 else { return nil }
            return Int(r.string)
        }
        #expect(numbers.count >= 10, "\(numbers.count) numbers drawn at \(perTurn) sectors a turn")
        let sorted = numbers.sorted()
        let stride = try #require(zip(sorted, sorted.dropFirst()).map { $1 - $0 }.min())
        #expect(numbers.allSatisfy { $0 % stride == 0 }, "numbers at a regular stride: \(numbers.sorted())")
        if perTurn == 36 { #expect(stride == 1) } else { #expect(stride > 1) }
    }
}
