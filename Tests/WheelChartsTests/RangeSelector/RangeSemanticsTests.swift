import Testing
import WheelSemantics

@testable import WheelCharts

/// The range selector's semantics: the chart's description and data table, the handles as
/// date sliders, the body as a scroll bar; actions through the keys' path and the constraint.
@Suite struct RangeSemanticsTests {
    typealias Part = RangeSelectorController.SemanticsPart
    static func node(_ tree: SemanticsTree, _ p: Part) -> SemanticsNode {
        tree[SemanticsNode.ID((2 << 20) + p.rawValue)]!
    }

    /// The tree of `c` (which holds its series) titled "Test series".
    static func tree(_ c: RangeSelectorController, focused: Part? = nil) -> SemanticsTree {
        var titled = c
        titled.title = "Test series"
        return titled.semantics(root: SemanticsNode.ID(2 << 20), focused: focused)
    }

    @Test func atRestTheHandlesAreDateSlidersAndTheChartIsDescribed() throws {
        let c = RangeFixture.controller()
        let t = Self.tree(c, focused: .endHandle)
        let r = c.visibleRange
        #expect(t.root.role == .group && t.root.children.count == 6)
        let start = Self.node(t, .startHandle)
        #expect(
            start.role == .slider && start.name == "Start"
                && start.value == RangeChartRenderer.dateTime(r.lowerBound))
        #expect(start.numericValue?.value == r.lowerBound)
        #expect(start.numericValue?.maximum == r.upperBound - c.constraint.effectiveMinimumSpan)
        let end = Self.node(t, .endHandle)
        #expect(
            end.value == RangeChartRenderer.dateTime(r.upperBound) && end.states == [.focusable, .focused])
        let body = Self.node(t, .selection)
        #expect(body.role == .scrollBar && body.value?.contains(" to ") == true)
        // Each part's bounds are its touch target in the overview, at least 44 points tall.
        for p in [Part.startHandle, .selection, .endHandle] {
            let b = Self.node(t, p).bounds
            #expect(b.height >= 44 && c.hitTest(b.center) != .none)
        }
        let chart = Self.node(t, .chart)
        #expect(chart.role == .image && chart.name == "Test series")
        let d = try #require(chart.description)
        #expect(
            d.hasPrefix(RangeChartRenderer.dateTime(r.lowerBound)) && d.contains("lowest")
                && d.contains("highest") && d.contains("last"))
        // The table follows the chart (screen readers do not enter an image).
        let table = Self.node(t, .table)
        #expect(t.parent(of: table.id) == t.root.id && table.role == .table)
        #expect(
            table.children.count >= 2
                && table.children.count <= RangeSelectorController.semanticsTableRows + 1)
        let header = try #require(t[table.children[0]])
        #expect(header.children.compactMap { t[$0]?.name } == ["Time", "Value"])
        let first = try #require(t[table.children[1]])
        #expect(first.children.compactMap { t[$0]?.role } == [.cell, .cell])
        // The readout, a slider after the chart, reads nothing out yet: value 0, "none"; its
        // bounds are a band at the last visible sample (where the keys start), not the chart's.
        let readout = Self.node(t, .readout)
        #expect(
            t.parent(of: readout.id) == t.root.id && readout.role == .slider
                && readout.value?.hasPrefix("none") == true)
        #expect(readout.numericValue?.value == 0 && readout.numericValue?.minimum == 0)
        #expect(
            readout.bounds != chart.bounds && readout.bounds.width >= 20
                && chart.bounds.contains(readout.bounds.center))
        #expect(t.focusOrder.count == 5 && t.focusOrder[1] == readout.id && t.tabOrder == t.focusOrder)
    }

    @Test func theReadoutStepsSampleBySampleFromTheLastVisibleOne() throws {
        var c = RangeFixture.controller()
        let s = RangeFixture.hourly(2_000)
        let r = c.visibleRange
        let first = s.lowerBound(r.lowerBound)
        let last = s.upperBound(r.upperBound) - 1
        func shown() throws -> Int {
            let x = try #require(c.readoutX)
            return try #require(RangeChartRenderer.readoutSample(in: s, near: c.mainData(x), visible: r))
                .index
        }
        c.perform(.decrement, on: .readout, at: 0)
        #expect(try shown() == last, "the first step reads out the last visible sample")
        c.perform(.decrement, on: .readout, at: 0)
        #expect(try shown() == last - 1)
        c.perform(.increment, on: .readout, at: 0)
        c.perform(.increment, on: .readout, at: 0)
        #expect(try shown() == last, "it stays on the last visible sample")
        c.perform(.setValue(0), on: .readout, at: 0)
        #expect(try shown() == first)
        c.perform(.decrement, on: .readout, at: 0)
        #expect(try shown() == first)
        // Set-value k reads out the k-th visible sample (1 the first), as the value reports it.
        c.perform(.setValue(6), on: .readout, at: 0)
        let t = Self.tree(c, focused: .readout)
        let node = Self.node(t, .readout)
        #expect(node.numericValue?.value == 6 && node.numericValue?.maximum == Double(last - first + 1))
        #expect(
            node.value == RangeChartRenderer.dateTime(s.xs[first + 5]) + ": "
                + NumberFormatting.format(s.ys[first + 5], decimals: 0))
        #expect(
            node.keyboardAction(for: .right) == .increment && node.keyboardAction(for: .home) == .setValue(0))
        c.perform(.setValue(0), on: .readout, at: 0)
        #expect(try shown() == first, "Home (0) goes to the first visible sample")
        c.hideReadout()
        #expect(c.readoutX == nil)
        #expect(c.visibleRange == r, "reading out never moves the range")
    }

    @Test func aLongSpanIsSampledIntoTheTable() {
        var c = RangeFixture.controller(points: 20_000)
        c.setVisibleRange(c.constraint.domain)
        let t = Self.tree(c)
        let table = Self.node(t, .table)
        #expect(table.children.count == RangeSelectorController.semanticsTableRows + 1)
        #expect(table.description == "every 200th of 20,000 samples")
    }

    @Test func theBodyMovesAsTheArrowKeys() {
        var a = RangeFixture.controller()
        var b = a
        #expect(a.perform(.increment, on: .selection, at: 0) == b.handle(.key(.right, time: 0)))
        #expect(a.perform(.decrement, on: .selection, at: 0) == b.handle(.key(.left, time: 0)))
        let d = a.constraint.domain
        a.perform(.setValue(d.lowerBound - 1e6), on: .selection, at: 0)
        #expect(a.visibleRange.lowerBound == d.lowerBound)
    }

    @Test func handlesMoveTheirEndAndKeepTheMinimumSpan() {
        var c = RangeFixture.controller()
        let r = c.visibleRange
        let step = c.configuration.keyPanFraction * c.span
        let events = c.perform(.decrement, on: .startHandle, at: 0)
        #expect(events == [.rangeChanged(c.visibleRange)])
        #expect(
            abs(c.visibleRange.lowerBound - (r.lowerBound - step)) < 1e-6
                && c.visibleRange.upperBound == r.upperBound)
        c.perform(.setValue(c.visibleRange.upperBound), on: .startHandle, at: 0)
        #expect(abs(c.span - c.constraint.effectiveMinimumSpan) < 1e-6)
        let upper = c.visibleRange.upperBound
        c.perform(.setValue(-1e12), on: .endHandle, at: 0)  // cannot cross the start
        #expect(abs(c.span - c.constraint.effectiveMinimumSpan) < 1e-6)
        c.perform(.setValue(upper + 86_400), on: .endHandle, at: 0)
        #expect(abs(c.visibleRange.upperBound - (upper + 86_400)) < 1e-6)
        #expect(c.perform(.activate, on: .chart, at: 0).isEmpty)
    }

    @Test func midCoastThePartsAreBusyAndComeToRestOnce() {
        var c = RangeFixture.controller()
        let (l, r) = c.selectionPixels
        let x = (l + r) / 2
        let last = c.drag(from: x, to: x - 120, y: c.overviewY, at: 1, steps: 8, dt: 0.008)
        #expect(c.phase == .momentum)
        c.advance(to: last + 0.05)
        let mid = Self.tree(c)
        #expect(
            Self.node(mid, .selection).states.contains(.busy)
                && Self.node(mid, .startHandle).states.contains(.busy))
        var t = last + 0.05
        var previous = mid
        var valueChanges = 0
        while c.isAnimating && t < last + 10 {
            t += 1.0 / 60
            c.advance(to: t)
            let now = Self.tree(c)
            valueChanges +=
                now.changes(from: previous).filter { $0 == .valueChanged(Self.node(now, .selection).id) }
                .count
            previous = now
        }
        #expect(!c.isAnimating && valueChanges == 1)
    }

    /// An arrow key pans with a short animation: the parts are busy meanwhile, and each value
    /// and the chart's description are announced once, at rest.
    @Test func aKeyPanIsBusyAndAnnouncedOnceAtRest() {
        var c = RangeFixture.controller()
        let before = Self.tree(c, focused: .chart)
        _ = c.handle(.key(.left, time: 1))
        var t = 1.0
        var previous = before
        var changes: [SemanticsNotification] = []
        var wasBusy = false
        while t < 3 {
            t += 1.0 / 60
            _ = c.advance(to: t)
            let now = Self.tree(c, focused: .chart)
            wasBusy = wasBusy || Self.node(now, .startHandle).states.contains(.busy)
            changes += now.changes(from: previous)
            previous = now
        }
        #expect(wasBusy && !c.isAnimating)
        for p in [Part.startHandle, .selection, .endHandle] {
            #expect(changes.filter { $0 == .valueChanged(Self.node(previous, p).id) }.count == 1, "\(p)")
        }
        #expect(changes.filter { $0 == .descriptionChanged(Self.node(previous, .chart).id) }.count == 1)
    }
}
