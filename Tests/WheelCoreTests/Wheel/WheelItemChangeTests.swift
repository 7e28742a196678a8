import Testing
import WheelCore
import WheelRendering
import WheelMotion

/// Item changes while the wheel runs (insert, remove, reload, count changes) and moves from
/// code (`jump(toItem:)`, `animate(toItem:)`), through the public API only.
@Suite struct WheelItemChangeTests {
    /// An item source with these label texts and the indices as sector texts.
    static func items(_ names: [String]) -> [WheelItem] {
        names.indices.map { WheelItem(sectorText: String($0), labelText: names[$0]) }
    }

    /// `n` names, "A0", "A1", ..., so that each item keeps its name when others are inserted
    /// or removed.
    static func names(_ n: Int, prefix: String = "A") -> [String] { (0..<n).map { "\(prefix)\($0)" } }

    static func wheel(_ names: [String], at item: Int, looping: Bool = false) -> WheelController {
        try! WheelController(
            configuration: WheelConfiguration(looping: looping), items: items(names), initialItem: item)
    }

    /// The label text of the centred item.
    static func centredName(_ w: WheelController) -> String? {
        w.centeredItem.map { w.items.item(at: $0).labelText }
    }

    /// The label texts drawn in a frame (view space, any order).
    static func drawnLabels(_ w: inout WheelController) -> Set<String> {
        var list = DisplayList()
        w.render(into: &list, style: WheelStyle(), measurer: MonospaceTextMeasurer())
        var texts = Set<String>()
        for case .text(let run) in list.commands where run.reuseKey?.owner == "label" { texts.insert(run.string) }
        return texts
    }

    // MARK: Insert

    @Test func insertingBeforeTheSelectionKeepsTheSelectedItemAtTheSelection() {
        var names = Self.names(118)
        var w = Self.wheel(names, at: 50)
        names.insert(contentsOf: ["new0", "new1", "new2"], at: 10)
        let events = try! w.insertItems(at: 10, count: 3, items: Self.items(names))
        // The centred index moves; the committed one follows without a commit (no choice made).
        #expect(events == [.centeredItemChanged(53)])
        #expect(w.itemCount == 121)
        #expect(w.centeredItem == 53 && w.committedItem == 53)
        #expect(Self.centredName(w) == "A50")
        #expect(w.phase == .idle)
    }

    @Test func insertingAtTheSelectedIndexPushesTheNewItemsInFrontOfIt() {
        var names = Self.names(20)
        var w = Self.wheel(names, at: 7)
        names.insert("new", at: 7)
        #expect(
            try! w.insertItems(at: 7, items: Self.items(names)) == [.centeredItemChanged(8)])
        #expect(w.committedItem == 8)
        #expect(Self.centredName(w) == "A7")
    }

    @Test func insertingAfterTheSelectionChangesNothingButTheCount() {
        var names = Self.names(20)
        var w = Self.wheel(names, at: 7)
        names.append(contentsOf: ["x", "y"])
        #expect(try! w.insertItems(at: 20, count: 2, items: Self.items(names)).isEmpty)
        #expect(w.centeredItem == 7 && w.committedItem == 7 && w.itemCount == 22)
    }

    // MARK: Remove

    /// A removal: the wheel's item count, the selected item, the removed range, and the
    /// selected index and name expected after it.
    struct Removal: Sendable, CustomTestStringConvertible {
        var count: Int
        var selected: Int
        var removed: Range<Int>
        var index: Int
        var name: String
        var testDescription: String { "\(count) items at \(selected), remove \(removed)" }
    }

    @Test(arguments: [
        // Before the selection: the same item, fewer items earlier.
        Removal(count: 118, selected: 50, removed: 0..<10, index: 40, name: "A50"),
        // The selected item itself: the first item after the removed ones takes its place.
        Removal(count: 30, selected: 12, removed: 11..<14, index: 11, name: "A14"),
        // The selected item and all after it: the new last item.
        Removal(count: 30, selected: 28, removed: 25..<30, index: 24, name: "A24"),
    ])
    func removingItemsKeepsOrReplacesTheSelectedItem(_ r: Removal) {
        var names = Self.names(r.count)
        var w = Self.wheel(names, at: r.selected)
        names.removeSubrange(r.removed)
        let events = try! w.removeItems(at: r.removed.lowerBound, count: r.removed.count, items: Self.items(names))
        #expect(events == [.centeredItemChanged(r.index)])
        #expect(w.committedItem == r.index)
        #expect(w.centeredItem == r.index && w.committedItem == r.index && w.itemCount == names.count)
        #expect(Self.centredName(w) == r.name)
        let drawn = Self.drawnLabels(&w)
        #expect(drawn.contains(r.name))
        #expect(drawn.isDisjoint(with: r.removed.map { "A\($0)" }))
    }

    // MARK: Reload and count changes

    @Test func reloadKeepsTheSelectedIndexAndClampsItToTheNewCount() {
        var w = Self.wheel(Self.names(50), at: 30)
        #expect(try! w.reloadItems(Self.items(Self.names(80, prefix: "B"))).isEmpty)
        #expect(w.centeredItem == 30 && Self.centredName(w) == "B30")
        #expect(
            try! w.reloadItems(Self.items(Self.names(10, prefix: "C"))) == [.centeredItemChanged(9)])
        #expect(w.centeredItem == 9 && w.committedItem == 9)
        #expect(Self.drawnLabels(&w).contains("C9"))
    }

    @Test func emptyingAndRefillingAWheel() {
        var w = Self.wheel(Self.names(10), at: 4)
        #expect(try! w.reloadItems(Self.items([])).isEmpty)
        #expect(w.itemCount == 0 && w.centeredItem == nil && w.committedItem == nil && w.phase == .idle)
        #expect(Self.drawnLabels(&w).isEmpty)
        #expect(
            try! w.reloadItems(Self.items(Self.names(3))) == [.centeredItemChanged(0)])
        #expect(w.centeredItem == 0 && w.committedItem == 0 && w.angle == 0)
    }

    /// The names of the values a thrown ``RangeError`` lists (nil when nothing was thrown).
    static func rejected(_ body: () throws(RangeError) -> Void) -> [String]? {
        WheelErrorAndEventTests.rejected(body)
    }

    @Test func inconsistentChangesAreErrorsAndChangeNothing() throws {
        var w = Self.wheel(Self.names(10), at: 4)
        // Claims one insertion but the source has three more items.
        #expect(Self.rejected { () throws(RangeError) in _ = try w.insertItems(at: 2, count: 1, items: Self.items(Self.names(13))) } == ["items.itemCount"])
        #expect(Self.rejected { () throws(RangeError) in _ = try w.insertItems(at: 999, count: 1, items: Self.items(Self.names(11))) } == ["index"])
        #expect(Self.rejected { () throws(RangeError) in _ = try w.insertItems(at: 2, count: -1, items: Self.items(Self.names(9))) } == ["count"])
        #expect(Self.rejected { () throws(RangeError) in _ = try w.removeItems(at: -5, count: 1, items: Self.items(Self.names(9))) } == ["index"])
        #expect(Self.rejected { () throws(RangeError) in _ = try w.removeItems(at: 40, count: 1, items: Self.items(Self.names(9))) } == ["index"])
        #expect(Self.rejected { () throws(RangeError) in _ = try w.removeItems(at: 8, count: 3, items: Self.items(Self.names(7))) } == ["count"])
        #expect(Self.rejected { () throws(RangeError) in _ = try w.removeItems(at: 0, count: 2, items: Self.items(Self.names(9))) } == ["items.itemCount"])
        #expect(w.centeredItem == 4 && w.itemCount == 10 && w.items.item(at: 9).labelText == "A9")
        // The error names the value and its range.
        do {
            _ = try w.insertItems(at: 2, count: 1, items: Self.items(Self.names(13)))
        } catch {
            #expect(error.values == [OutOfRange(name: "items.itemCount", value: 13, allowed: 11...11)])
            #expect(error.description == "items.itemCount must be in 11...11, got 13")
        }
    }

    // MARK: Changes in motion

    /// Flings a wheel at 60 Hz: a fast counter-clockwise drag at 3 o'clock from t = 0.
    static func fling(_ w: inout WheelController) -> Double {
        let g = w.geometry
        let r = (g.innerRadius + g.outerRadius) / 2
        var p = Point(x: g.center.x + r, y: g.center.y + 60)
        var t = 0.0
        _ = w.handle(.pointer(.down, at: p, time: t))
        for _ in 0..<6 {
            t += 0.008
            p = Point(x: p.x, y: p.y - 25)
            _ = w.handle(.pointer(.move, at: p, time: t))
        }
        t += 0.008
        _ = w.handle(.pointer(.up, at: p, time: t))
        return t
    }

    /// Steps `w` in 60 Hz frames from `t` until it rests; returns its events.
    static func runToRest(_ w: inout WheelController, from t: Double) -> [WheelEvent] {
        var events: [WheelEvent] = []
        var k = 1
        while w.phase != .idle && k < 60 * 30 {
            events += w.advance(to: t + Double(k) / 60)
            k += 1
        }
        return events
    }

    @Test func aFlingContinuesThroughAnInsertionAndLandsOnTheSameItem() {
        let names = Self.names(400)
        var plain = Self.wheel(names, at: 100)
        var changed = plain
        let t = Self.fling(&plain)
        _ = Self.fling(&changed)
        #expect(plain.phase == .flinging)
        _ = plain.advance(to: t + 0.1)
        _ = changed.advance(to: t + 0.1)
        let angleBefore = changed.angle
        var more = names
        more.insert(contentsOf: Self.names(7, prefix: "N"), at: 0)
        _ = try! changed.insertItems(at: 0, count: 7, items: Self.items(more))
        #expect(changed.phase == .flinging)
        // The rotation moved by exactly the inserted items, nothing else.
        let sector = changed.configuration.sectorAngle
        #expect(abs(changed.angle - angleBefore - 7 * sector) < 1e-9)  // radians
        _ = Self.runToRest(&plain, from: t + 0.1)
        let events = Self.runToRest(&changed, from: t + 0.1)
        #expect(plain.committedItem.map { $0 + 7 } == changed.committedItem)
        #expect(Self.centredName(plain) == Self.centredName(changed))
        #expect(events.last == changed.committedItem.map(WheelEvent.selectionCommitted))
    }

    @Test func aFlingTowardsItemsThatWereRemovedStopsOnTheNewLastItem() {
        var w = Self.wheel(Self.names(400), at: 100)
        let t = Self.fling(&w)
        _ = w.advance(to: t + 0.05)
        let here = w.centeredItem ?? 0
        _ = try! w.removeItems(at: here + 2, count: 400 - here - 2, items: Self.items(Self.names(here + 2)))
        let events = Self.runToRest(&w, from: t + 0.05)
        #expect(w.phase == .idle)
        #expect(w.committedItem == here + 1)
        #expect(events.last == .selectionCommitted(here + 1))
    }

    @Test func aDragContinuesThroughARemoval() {
        var w = Self.wheel(Self.names(100), at: 50)
        let g = w.geometry
        let r = (g.innerRadius + g.outerRadius) / 2
        _ = w.handle(.pointer(.down, at: Point(x: g.center.x + r, y: g.center.y), time: 0))
        _ = w.handle(
            .pointer(.move, at: Point(x: g.center.x + r, y: g.center.y - 20), time: 0.05))
        let angle = w.angle
        _ = try! w.removeItems(at: 0, count: 5, items: Self.items(Array(Self.names(100).dropFirst(5))))
        #expect(w.phase == .dragging)
        #expect(abs(w.angle - (angle - 5 * w.configuration.sectorAngle)) < 1e-9)  // radians
        // The same pointer keeps turning the wheel from where it is.
        _ = w.handle(
            .pointer(.move, at: Point(x: g.center.x + r, y: g.center.y - 40), time: 0.6))
        #expect(w.angle > angle - 5 * w.configuration.sectorAngle)
        _ = w.handle(.pointer(.up, at: Point(x: g.center.x + r, y: g.center.y - 40), time: 1.2))
        _ = Self.runToRest(&w, from: 1.2)
        #expect(w.phase == .idle && w.committedItem == w.centeredItem)
    }

    @Test func aLoopingWheelKeepsItsItemAndAlmostItsAngle() {
        var names = Self.names(24)
        var w = Self.wheel(names, at: 3, looping: true)
        // Turn backwards past item 0 so the unwrapped position is negative.
        _ = try! w.jump(toItem: 20)
        let angle = w.angle
        names.removeSubrange(0..<4)
        _ = try! w.removeItems(at: 0, count: 4, items: Self.items(names))
        #expect(Self.centredName(w) == "A20")
        #expect(abs(w.angle - angle) < 2 * .pi)  // radians: never more than a turn away
    }

    // MARK: Moves from code

    @Test func jumpPlacesAndCommitsAtOnce() {
        var w = Self.wheel(Self.names(50), at: 0)
        #expect(try! w.jump(toItem: 30) == [.centeredItemChanged(30), .selectionCommitted(30)])
        #expect(w.phase == .idle && w.centeredItem == 30)
        #expect(abs(w.angle - 30 * w.configuration.sectorAngle) < 1e-12)  // radians
        #expect(try! w.jump(toItem: 30).isEmpty)
        #expect(Self.rejected { () throws(RangeError) in _ = try w.jump(toItem: 999) } == ["item"])
        #expect(Self.rejected { () throws(RangeError) in _ = try w.jump(toItem: -3) } == ["item"])
        #expect(w.committedItem == 30)
        var empty = Self.wheel([], at: 0)
        #expect(Self.rejected { () throws(RangeError) in _ = try empty.jump(toItem: 0) } == ["item"])
    }

    @Test func jumpStopsAFlingAndTakesTheShortWayRoundALoop() {
        var w = Self.wheel(Self.names(36), at: 1, looping: true)
        let t = Self.fling(&w)
        _ = w.advance(to: t + 0.05)
        let angle = w.angle
        _ = try! w.jump(toItem: 2)
        #expect(w.phase == .idle && w.centeredItem == 2)
        #expect(abs(w.angle - angle) <= .pi + 1e-9)  // radians: at most half a turn
        #expect(w.advance(to: t + 1).isEmpty)
    }

    @Test func animateSpringsToTheItemAndCommitsWhenItArrives() {
        var w = Self.wheel(Self.names(50), at: 0)
        _ = w.advance(to: 2)
        #expect(try! w.animate(toItem: 12).isEmpty)
        #expect(w.phase == .settling)
        let events = Self.runToRest(&w, from: 2)
        #expect(w.centeredItem == 12)
        #expect(events.last == .selectionCommitted(12))
        #expect(events.filter { if case .selectionCommitted = $0 { true } else { false } }.count == 1)
    }

    @Test func theReleaseEstimateIsAnEventBeforeTheEventsItCauses() {
        var w = Self.wheel(Self.names(400), at: 100)
        let g = w.geometry
        let r = (g.innerRadius + g.outerRadius) / 2
        var p = Point(x: g.center.x + r, y: g.center.y + 60)
        _ = w.handle(.pointer(.down, at: p, time: 0))
        p.y -= 25
        _ = w.handle(.pointer(.move, at: p, time: 0.008))
        let events = w.handle(.pointer(.up, at: p, time: 0.016))
        guard case .released(let angularVelocity, let velocity) = events.first else {
            Issue.record("no release event first in \(events)")
            return
        }
        // Moving up at 3 o'clock turns the wheel counter-clockwise: the angle grows.
        #expect(velocity.y < 0 && angularVelocity > 0)
        #expect(events.dropFirst().allSatisfy { if case .released = $0 { false } else { true } })
    }
}
