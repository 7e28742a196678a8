import SeriesIO
import Testing
import WheelCharts
import WheelCore
import WheelMotion
import WheelSemantics

/// The one contract (`InteractiveComponent`): the wheel, the picker, the range selector and the
/// spring chart driven by the same generic calls, with the same error behaviour for the same
/// mistake.
struct ComponentContractTests {
    static let viewport = Rect(x: 0, y: 0, width: 1024, height: 640)
    static let measurer = MonospaceTextMeasurer()

    static func wheel() throws -> WheelController {
        try WheelController(
            items: (1...12).map { WheelItem(sectorText: "\($0)", labelText: "Month \($0)") },
            viewport: viewport)
    }

    static func range() throws -> RangeSelectorController {
        let t0 = 1_700_000_000.0
        let xs = (0..<2_000).map { t0 + Double($0) * 3_600 }
        let ys = xs.indices.map { Double($0 % 97) }
        return try RangeSelectorController(
            series: try TimeSeries(xs: xs, ys: ys), title: "Load", viewport: viewport)
    }

    static func chart() throws -> SpringChartModel {
        try SpringChartModel(
            categories: ["A", "B", "C"],
            series: [
                ChartSeries(name: "first", values: [1, 2, 3]),
                ChartSeries(name: "second", values: [3, 2, 1]),
            ],
            configuration: {
                var c = SpringChartConfiguration()
                c.axisMaximum = 4
                c.tickStep = 1
                return c
            }(),
            viewport: viewport, title: "Shares")
    }

    /// What every component does with the same calls: render, semantics under a chosen root
    /// whose ids stay in the declared range, a bad viewport refused and the old one kept, a
    /// bad configuration refused and the old one kept, time moving only forward.
    static func drive<C: InteractiveComponent>(
        _ component: inout C, style: C.Style, badConfiguration: C.Configuration
    ) throws where C.Configuration: Equatable {
        var list = DisplayList()
        component.render(into: &list, style: style, measurer: measurer)
        #expect(!list.commands.isEmpty)
        let root = SemanticsNode.ID(500)
        let tree = component.semantics(root: root, focused: nil)
        #expect(tree.root.id == root)
        let ids = component.semanticsIDs(root: root)
        #expect(tree.nodes.allSatisfy { ids.contains($0.id.rawValue) }, "every id in semanticsIDs(root:)")
        for node in tree.nodes where node.states.contains(.focusable) {
            #expect(
                component.semanticsPart(of: node.id, root: root) != nil,
                "focusable node \(node.id) names a part")
        }
        #expect(component.semanticsPart(of: SemanticsNode.ID(499), root: root) == nil)

        let viewport = component.viewport
        #expect(throws: RangeError.self) {
            try component.setViewport(Rect(x: .nan, y: 0, width: 10, height: 10))
        }
        #expect(component.viewport == viewport)

        let configuration = component.configuration
        #expect(throws: RangeError.self) { try component.setConfiguration(badConfiguration) }
        #expect(component.configuration == configuration)

        _ = component.advance(to: 5)
        #expect(component.time == 5)
        _ = component.advance(to: 4)
        #expect(component.time == 5, "time never moves back")
        _ = component.handle(.key(.right, time: 5.1))
        var t = 5.1
        while component.isAnimating && t < 20 {
            t += 1.0 / 60
            _ = component.advance(to: t)
        }
        #expect(!component.isAnimating)
    }

    @Test func theFourComponentsAreDrivenAlike() throws {
        var wheel = try Self.wheel()
        var badWheel = wheel.configuration
        badWheel.sectorsPerTurn = .nan
        try Self.drive(&wheel, style: WheelStyle(), badConfiguration: badWheel)
        #expect(wheel.phase == .idle)

        var range = try Self.range()
        var badRange = range.configuration
        badRange.minimumSpan = -1
        try Self.drive(&range, style: RangeChartStyle(), badConfiguration: badRange)
        #expect(range.phase == .idle)

        var chart = try Self.chart()
        var badChart = chart.configuration
        badChart.bounciness = 21
        try Self.drive(&chart, style: SpringChartStyle(), badConfiguration: badChart)
        #expect(chart.phase == .idle)

        var picker = try Self.picker()
        var badPicker = picker.configuration
        badPicker[1].sectorsPerTurn = 0
        try Self.drive(&picker, style: WheelStyle(), badConfiguration: badPicker)
        #expect(picker.phase == .idle)
        #expect(throws: RangeError.self) {
            try picker.setConfiguration(Array(picker.configuration.dropLast()))
        }
    }

    static func picker() throws -> PickerController {
        let model = try DatePickerModel()
        var p = try PickerController(
            components: model.components(showing: .dateTime(DateTimeValue(year: 2024, month: 3, day: 29))),
            model: model,
            viewport: viewport)
        p.title = "Date"
        return p
    }

    /// The range selector's accessible increment is a key press at the time it is performed:
    /// it animates from there, it does not jump (it used to run at time 0, so the host's next
    /// frame landed it at once).
    @Test func theRangeSelectorsAccessibleIncrementAnimatesAtItsTime() throws {
        var range = try Self.range()
        _ = range.advance(to: 100)
        let before = range.visibleRange
        let step = range.configuration.keyPanFraction * range.visibleSpan
        _ = range.perform(.increment, on: .selection, at: 100)
        #expect(range.isAnimating)
        _ = range.advance(to: 100.05)
        let mid = range.visibleRange.lowerBound - before.lowerBound
        #expect(mid > 0 && mid < step * 0.9, "moved \(mid) s of \(step) s after 0.05 s")
        _ = range.advance(to: 101)
        #expect(abs(range.visibleRange.lowerBound - before.lowerBound - step) < 1e-6 * step)
        #expect(!range.isAnimating)
    }

    /// A wheel and a picker on one screen: their trees keep every node when their roots' id
    /// ranges are apart, and overlapping roots are an error, never a silently dropped group.
    @Test func wheelAndPickerTreesOnOneScreenKeepEveryNode() throws {
        var wheel = try Self.wheel()
        wheel.title = "Month"
        let picker = try Self.picker()
        var screen = SemanticsTree(
            root: SemanticsNode(
                id: SemanticsNode.ID(1_000_000), role: .group, name: "Screen", bounds: Self.viewport))
        let wheelRoot = SemanticsNode.ID(1)
        let wheelTree = wheel.semantics(root: wheelRoot, focused: nil)
        try screen.append(wheelTree)
        // The same root the wheel has (both defaulted to 1 before): refused, nothing added.
        let clash = picker.semantics(root: wheelRoot, focused: nil)
        #expect(throws: SemanticsIDCollision.self) { try screen.append(clash) }
        #expect(screen.nodes.count == 1 + wheelTree.nodes.count)
        let pickerRoot = SemanticsNode.ID(wheel.semanticsIDs(root: wheelRoot).upperBound + 1)
        let pickerTree = picker.semantics(root: pickerRoot, focused: nil)
        try screen.append(pickerTree)
        #expect(screen.nodes.count == 1 + wheelTree.nodes.count + pickerTree.nodes.count)
        #expect(screen[wheelRoot]?.name == "Month" && screen[pickerRoot]?.role == .group)
        #expect(screen[pickerRoot]?.name == "Date" && pickerTree.nodes.count == 1 + picker.wheels.count)
    }

    /// The spring chart and the range selector refuse what the wheel refuses: values that are
    /// not finite, counts that do not match, with a `RangeError` naming them.
    @Test func chartsRefuseBadValuesAsTheWheelDoes() throws {
        #expect {
            try SpringChartModel(
                categories: ["A", "B"], series: [ChartSeries(name: "s", values: [1, .nan])],
                viewport: Self.viewport)
        } throws: { error in
            (error as? RangeError)?.values.map(\.name) == ["series[0].values[1]"]
        }
        #expect {
            try SpringChartModel(categories: [], series: [], viewport: Self.viewport)
        } throws: { error in
            (error as? RangeError)?.values.map(\.name) == ["categories.count", "series.count"]
        }
        var chart = try Self.chart()
        #expect {
            try chart.animate(to: [1, .infinity])
        } throws: { error in
            (error as? RangeError)?.values.map(\.name) == ["values.count", "values[1]"]
        }
        #expect(chart.values.targets == [1, 2, 3])
        var range = try Self.range()
        let before = range.visibleRange
        for factor in [0, Double.nan, -3] {
            #expect(throws: RangeError.self) { try range.zoom(by: factor, aroundTime: before.lowerBound) }
        }
        #expect(throws: RangeError.self) { try range.pan(bySeconds: .infinity) }
        #expect(range.visibleRange == before)
        var wheel = try Self.wheel()
        #expect(throws: RangeError.self) { try wheel.jump(toItem: 12) }
    }

    /// A class-backed item source that shrank without telling the wheel is not asked for an
    /// index it no longer has, by the semantics as by the render.
    @Test func semanticsOfAWheelWhoseSourceShrankAskOnlyForItemsThatExist() throws {
        let source = ShrinkingSource(count: 12)
        let wheel = try WheelController(items: source, viewport: Self.viewport, initialItem: 10)
        source.count = 3
        let node = wheel.semantics(root: .init(1), focused: nil).root
        #expect(source.largestAsked < 3, "asked for item \(source.largestAsked) of 3")
        #expect(node.states.contains(.disabled) && node.value == nil)
    }
}

/// Items whose count the test changes behind the wheel's back; records the largest index asked.
final class ShrinkingSource: WheelDataSource, @unchecked Sendable {
    var count: Int
    var largestAsked = -1
    init(count: Int) { self.count = count }
    var itemCount: Int { count }
    func item(at index: Int) -> WheelItem {
        largestAsked = max(largestAsked, index)
        return WheelItem(sectorText: "\(index)", labelText: "Item \(index)")
    }
}
