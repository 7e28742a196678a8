import PropertyBased
import RealModule
import Testing
import WheelMotion
import WheelRendering

@testable import WheelCore

/// One geometry under the projection contract: a name for the test report and its kind.
struct ContractGeometry: CustomTestStringConvertible, Sendable {
    let name: String
    let kind: WheelGeometryKind
    var testDescription: String { name }

    /// Every geometry the library has: a third one is added here and passes the same tests.
    static let all = [
        ContractGeometry(name: "rotary", kind: .rotary),
        ContractGeometry(name: "drum", kind: .drum(DrumParameters())),
    ]
}

/// The contract every ``WheelProjection`` keeps over the shared core (issue 47, item 3): the
/// same tests run over the rotary wheel and the drum. What differs between geometries is where
/// a cell is drawn; what a cell, a label, a hit and a drag mean is the same.
@Suite struct ProjectionContractTests {
    static let viewports = [
        Rect(x: 0, y: 0, width: 1024, height: 640), Rect(x: 0, y: 0, width: 480, height: 360),
        Rect(x: 0, y: 0, width: 600, height: 1000), Rect(x: 20, y: 30, width: 1920, height: 1080),
    ]

    static func configuration(_ g: ContractGeometry, looping: Bool = false, side: LabelSide = .right)
        -> WheelConfiguration
    {
        var c = WheelConfiguration(labelSide: side, looping: looping)
        c.geometry = g.kind
        return c
    }

    /// A layout at rotation `s` (in items) with fresh pools.
    static func layout(
        _ g: ContractGeometry, s: Double, items n: Int, viewport: Rect, looping: Bool = false,
        side: LabelSide = .right
    ) -> WheelLayout {
        let c = configuration(g, looping: looping, side: side)
        var l = WheelLayout(configuration: c)
        var pools = (CellReusePool(), CellReusePool())
        l.update(
            configuration: c, position: WheelPosition(sectors: s), itemCount: n, viewport: viewport,
            projection: c.geometry.projection(fitting: viewport, configuration: c),
            measurer: MonospaceTextMeasurer(),
            cellPool: &pools.0, labelPool: &pools.1)
        return l
    }

    @Test(arguments: ContractGeometry.all)
    func cellsAreConsecutiveVisibleAndNameTheirItems(_ g: ContractGeometry) async {
        await propertyCheck(
            count: 150, input: Gen.double(in: -20...2_000), Gen.int(in: 0..<4), Gen.bool,
            Gen.int(in: 1...1_000)
        ) { s, v, looping, n in
            let viewport = Self.viewports[v]
            let l = Self.layout(g, s: s, items: n, viewport: viewport, looping: looping)
            #expect(!l.cells.isEmpty || (!looping && (s < -2 || s > Double(n) + 1)))
            for (a, b) in zip(l.cells, l.cells.dropFirst()) { #expect(b.position == a.position + 1) }
            #expect(Set(l.cells.map(\.slot)).count == l.cells.count)
            for cell in l.cells {
                #expect(
                    cell.item == WheelLayout.item(atPosition: cell.position, itemCount: n, looping: looping))
                #expect(cell.frame.intersects(viewport))
                #expect(cell.scale > 0 && cell.scale <= 1 + 1e-9)
                #expect(cell.startAngle < cell.endAngle)
                // A cell drawn about its centre line (all but a rotary wheel's seam-clipped
                // cells) is whole, and its text point lies in its bounding box.
                let whole = cell.startAngle <= cell.angle + 1e-9 && cell.angle <= cell.endAngle + 1e-9
                #expect(whole || cell.scale < 1)
                let box = cell.frame
                #expect(
                    !whole
                        || cell.center.x >= box.x - 1e-6 && cell.center.x <= box.maxX + 1e-6
                            && cell.center.y >= box.y - 1e-6
                            && cell.center.y <= box.maxY + 1e-6
                )
            }
        }
    }

    /// Turning by one item moves every cell to its neighbour's place: a projection depends on
    /// the distance from the selection only.
    @Test(arguments: ContractGeometry.all)
    func turningByOneItemMovesEachCellToItsNeighboursPlace(_ g: ContractGeometry) async {
        await propertyCheck(count: 100, input: Gen.double(in: 0...500), Gen.int(in: 0..<4)) { s, v in
            let viewport = Self.viewports[v]
            let a = Self.layout(g, s: s, items: 100_000, viewport: viewport, looping: true)
            let b = Self.layout(g, s: s + 1, items: 100_000, viewport: viewport, looping: true)
            for cell in a.cells {
                guard let next = b.cells.first(where: { $0.position == cell.position + 1 }) else { continue }
                #expect(
                    abs(next.center.x - cell.center.x) < 1e-6 && abs(next.center.y - cell.center.y) < 1e-6)
                #expect(abs(next.scale - cell.scale) < 1e-9)
            }
        }
    }

    @Test(arguments: ContractGeometry.all)
    func layoutIsIndependentOfTheItemCount(_ g: ContractGeometry) {
        let small = Self.layout(g, s: 50, items: 100, viewport: Self.viewports[0])
        let huge = Self.layout(g, s: 50, items: 10_000_000, viewport: Self.viewports[0])
        #expect(small.cells.map(\.center) == huge.cells.map(\.center))
        #expect(small.labels.map(\.frame) == huge.labels.map(\.frame))
        #expect(huge.cells.count < 60)
    }

    /// A point at a cell's text centre answers that cell, wherever the cell is drawn whole; a
    /// shown label's box answers its label, off the cells.
    @Test(arguments: ContractGeometry.all)
    func aCellAndALabelAnswerAtTheirPlace(_ g: ContractGeometry) async {
        await propertyCheck(count: 100, input: Gen.double(in: 5...900), Gen.int(in: 0..<4)) { s, v in
            let l = Self.layout(g, s: s, items: 1_000, viewport: Self.viewports[v])
            let centre = WheelPosition(sectors: s)
            for cell in l.cells where cell.scale > 0.5 && abs(centre.offset(of: cell.position)) < 4 {
                #expect(l.hitTest(cell.center) == .cell(position: cell.position, item: cell.item))
            }
            for label in l.labels where label.opacity >= WheelLayout.labelHitOpacity {
                let p = Point(x: label.frame.midX, y: label.frame.midY)
                #expect(l.hitTest(p) == .label(position: label.position, item: label.item))
            }
        }
    }

    @Test(arguments: ContractGeometry.all)
    func theCentredCellSitsAtTheSelectionAndItsLabelBesideIt(_ g: ContractGeometry) throws {
        for viewport in Self.viewports {
            let l = Self.layout(g, s: 40, items: 118, viewport: viewport)
            let cell = try #require(l.cells.first { $0.position == 40 })
            #expect(l.centeredItem == 40)
            #expect(abs(cell.center.y - l.geometry.center.y) < 1e-9, "the selection is level with the centre")
            let label = try #require(l.labels.first { $0.position == 40 })
            #expect(label.cellY == cell.center.y)
            #expect(abs(label.frame.midY - label.cellY) < 1e-9)
            #expect(label.opacity > 0.99)
        }
    }

    /// The controller drives every geometry the same way: a page is at least one item, a fling
    /// lands exactly on an item, a drag down the label column brings earlier items by the cell
    /// pitch, and the semantics node covers the cells and the labels.
    @Test(arguments: ContractGeometry.all)
    func theControllerDrivesTheGeometry(_ g: ContractGeometry) throws {
        var d = WheelDriver(itemCount: 1_000, initialItem: 500, configuration: Self.configuration(g))
        let w = d.wheel
        #expect(w.itemAngle > 0 && w.itemAngle.isFinite)
        #expect(w.pageSize >= 1)
        let bounds = w.semantics(name: "contract").root.bounds
        let front = w.projection.front
        #expect(bounds.contains(Point(x: front.midX, y: front.midY)))
        #expect(bounds.contains(Point(x: w.geometry.labelColumn.midX, y: w.geometry.labelColumn.midY)))
        // Drag the label column down by three pitches: three items earlier.
        let column = w.geometry.labelColumn
        let pitch = w.projection.verticalPitch
        var p = Point(x: column.midX, y: column.midY)
        d.send(.down, p, at: 0.1)
        for i in 1...6 {
            p.y += pitch / 2
            d.send(.move, p, at: 0.1 + 0.2 * Double(i))
        }
        d.send(.up, p, at: 1.4)
        d.settle()
        #expect(d.wheel.position.index == 497)
        #expect(d.wheel.position.fraction == 0)
        // A fast stroke on the cells flings, and lands exactly on an item.
        d.run(until: d.now + 0.1)
        let t0 = d.now
        let start = d.wheel.projection.front
        var q = Point(x: start.midX + (g.kind == .rotary ? start.width * 0.3 : 0), y: start.midY - 60)
        d.send(.down, q, at: t0)
        for i in 1...8 {
            q.y += 15
            d.send(.move, q, at: t0 + 0.008 * Double(i))
        }
        d.send(.up, q, at: t0 + 0.064)
        d.settle()
        #expect(d.phases.contains(.flinging))
        #expect(d.wheel.phase == .idle && d.wheel.position.fraction == 0)
        #expect(d.commits.last == d.wheel.position.index)
    }
}
