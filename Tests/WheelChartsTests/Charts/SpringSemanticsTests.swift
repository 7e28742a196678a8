import Testing
import WheelSemantics

@testable import WheelCharts

/// The spring chart's semantics: radio groups for the year and the kind, sliders for the
/// spring, the plot described with a table of targets; busy while the values move.
@Suite struct SpringSemanticsTests {
    typealias Part = SpringChartModel.SemanticsPart
    static func model() throws -> SpringChartModel {
        try SpringChartModel(
            categories: ["Q1", "Q2", "Q3", "Q4"],
            series: [
                ChartSeries(name: "2012", values: [120, 140, 50, 120]),
                ChartSeries(name: "2013", values: [10, 60, 110, 40]),
                ChartSeries(name: "2014", values: [150, 120, 160, 100]),
            ],
            viewport: Rect(x: 0, y: 40, width: 1024, height: 600), title: "Quarterly sales",
            valueAxisTitle: "Sales",
            categoryAxisTitle: "Quarter")
    }
    static let root = SemanticsNode.ID(3 << 20)
    static func node(_ t: SemanticsTree, _ p: Part) -> SemanticsNode {
        t[SemanticsNode.ID(root.rawValue + p.offset)]!
    }

    @Test func atRestEveryControlIsThere() throws {
        let m = try Self.model()
        let t = m.semantics(root: Self.root, focused: .speed)
        let year = Self.node(t, .yearGroup)
        #expect(year.role == .radioGroup && year.value == "2012" && year.children.count == 3)
        #expect(
            year.children.compactMap { t[$0] }.map { $0.states.contains(.selected) } == [true, false, false])
        #expect(Self.node(t, .kindGroup).value == "Columns" && Self.node(t, .kind(.pie)).role == .radioButton)
        let b = Self.node(t, .bounciness)
        #expect(b.role == .slider && b.value == "4" && b.numericValue == .init(4, in: 0...20, step: 1))
        #expect(Self.node(t, .speed).states == [.focusable, .focused])
        let plot = Self.node(t, .plot)
        #expect(
            plot.name == "Columns of 2012"
                && plot.description == "Sales by Quarter, 2012: Q1 120, Q2 140, Q3 50, Q4 120")
        let table = Self.node(t, .table)
        #expect(table.children.count == 5 && t.parent(of: table.id) == t.root.id)
        #expect(t[table.children[2]]?.name == "Q2, 140")
        // Every radio button takes the focus; Tab stops at the chosen one of each group.
        func ids(_ parts: [Part]) -> [SemanticsNode.ID] {
            parts.map { SemanticsNode.ID(UInt64(3 << 20) + $0.offset) }
        }
        #expect(
            t.focusOrder
                == ids([
                    .plot, .year(0), .year(1), .year(2), .kind(.column), .kind(.pie), .bounciness, .speed,
                ]))
        #expect(t.tabOrder == ids([.plot, .year(0), .kind(.column), .bounciness, .speed]))
        #expect(
            !year.states.contains(.focusable)
                && t.choice(from: ids([.year(0)])[0], by: -1) == ids([.year(2)])[0])
        for n in t.nodes {
            #expect(
                m.semanticsPart(of: n.id, root: Self.root) != nil || n.role == .row || n.role == .cell
                    || n.role == .columnHeader)
        }
    }

    @Test func actionsGoThroughTheKeysPath() throws {
        var a = try Self.model()
        var b = a
        #expect(a.perform(.increment, on: .yearGroup, at: 1) == b.handle(.key(.right, time: 1)))
        #expect(a.perform(.increment, on: .kindGroup, at: 1.1) == b.handle(.key(.down, time: 1.1)))
        #expect(a.perform(.increment, on: .bounciness, at: 1.2) == b.handle(.key(.pageUp, time: 1.2)))
        #expect(a.perform(.decrement, on: .speed, at: 1.3) == b.handle(.key(.minus, time: 1.3)))
        #expect(a.perform(.activate, on: .year(2), at: 1.4) == [.yearChanged(2)])
        #expect(a.perform(.setValue(30), on: .speed, at: 1.5) == [.speedChanged(20)])
        // A value set by a client lands on the steps, as the keys and the pointer do.
        #expect(a.perform(.setValue(7.6), on: .bounciness, at: 1.55) == [.bouncinessChanged(8)])
        #expect(a.perform(.setValue(8.4), on: .bounciness, at: 1.56).isEmpty)
        #expect(a.perform(.activate, on: .kind(.column), at: 1.6) == [.kindChanged(.column)])
        #expect(a.perform(.activate, on: .plot, at: 1.7).isEmpty)
    }

    @Test func midMorphThePlotIsBusyWithTheNewTargets() throws {
        var m = try Self.model()
        _ = m.perform(.activate, on: .year(1), at: 1)
        _ = m.perform(.activate, on: .kind(.pie), at: 1)
        _ = m.advance(to: 1.1)
        let mid = m.semantics(root: Self.root)
        #expect(Self.node(mid, .plot).states.contains(.busy) && Self.node(mid, .table).states.contains(.busy))
        #expect(m.morphProgress > 0 && m.morphProgress < 1)
        #expect(Self.node(mid, .plot).name == "Pie of 2013")
        #expect(Self.node(mid, .plot).description?.hasSuffix("Q1 10, Q2 60, Q3 110, Q4 40") == true)
        #expect(Self.node(mid, .yearGroup).value == "2013" && Self.node(mid, .kindGroup).value == "Pie")
        var t = 1.1
        while m.isAnimating && t < 20 {
            t += 1.0 / 60
            _ = m.advance(to: t)
        }
        let rest = m.semantics(root: Self.root)
        #expect(!Self.node(rest, .plot).states.contains(.busy))
        #expect(rest.changes(from: mid).contains(.statesChanged(Self.node(rest, .plot).id)) == false)
    }
}
