import RealModule
import Testing
import WheelCore
import WheelRendering

/// Values in, state out: what a host hands the wheel it reads back and changes one field of;
/// what the wheel knows (centred and committed item, phase, time, angle, speed) it answers; after
/// an item change nothing names an item that no longer exists.
@Suite struct WheelReadableStateTests {
    static let items = (0..<40).map {
        WheelItem(sectorText: "\($0)", labelText: "Item \($0)", detailText: $0.isMultiple(of: 2) ? "even" : nil)
    }

    @Test func aHostChangesOneSettingOfTheConfigurationItReadsBack() throws {
        var w = try WheelController(
            configuration: WheelConfiguration(sectorsPerTurn: 24, labelSide: .left), items: Self.items)
        var c = w.configuration
        c.looping.toggle()
        try w.setConfiguration(c)
        #expect(w.configuration.looping)
        // The other settings are the wheel's, not the defaults.
        #expect(w.configuration.sectorsPerTurn == 24 && w.configuration.labelSide == .left)
        #expect(w.configuration == c)
    }

    @Test func aBadFieldIsRefusedAndTheOldConfigurationKept() throws {
        var w = try WheelController(configuration: WheelConfiguration(looping: true), items: Self.items)
        var c = w.configuration
        c.sectorsPerTurn = 2
        c.looping = false
        #expect(throws: RangeError.self) { try w.setConfiguration(c) }
        #expect(w.configuration == WheelConfiguration(looping: true))
    }

    @Test func itemsAndTheirContentAreReadable() throws {
        let w = try WheelController(items: Self.items, initialItem: 3)
        #expect(w.itemCount == 40)
        let item = try w.item(at: 4)
        #expect(item.labelText == "Item 4" && item.sectorText == "4" && item.detailText == "even")
        #expect(item.accentColor == nil && item.imageKey == nil)
        #expect(throws: RangeError.self) { _ = try w.item(at: 40) }
        #expect(throws: RangeError.self) { _ = try w.item(at: -1) }
        let empty = try WheelController(items: [WheelItem]())
        #expect(empty.itemCount == 0 && empty.centeredItem == nil && empty.committedItem == nil)
        #expect(throws: RangeError.self) { _ = try empty.item(at: 0) }
    }

    @Test func theWheelAnswersItsStateAsItMoves() throws {
        let viewport = Rect(x: 0, y: 0, width: 900, height: 600)
        var w = try WheelController(items: Self.items, viewport: viewport, initialItem: 5)
        #expect(w.viewport == viewport)
        #expect(w.centeredItem == 5 && w.committedItem == 5 && w.phase == .idle)
        #expect(abs(w.angle - 5 * w.configuration.sectorAngle) < 1e-12)  // radians
        #expect(w.angularVelocity == 0 && w.time == 0)

        _ = try w.jump(toItem: 12)
        #expect(w.centeredItem == 12 && w.committedItem == 12)
        #expect(abs(w.angle - 12 * w.configuration.sectorAngle) < 1e-12)  // radians

        _ = w.advance(to: 1)
        try w.animate(toItem: 20)
        #expect(w.time == 1 && w.phase == .settling)
        _ = w.advance(to: 1.1)
        #expect(w.angularVelocity > 0)  // towards later items: counter-clockwise
        var events: [WheelEvent] = []
        for k in 1...300 { events += w.advance(to: 1.1 + Double(k) / 60) }
        #expect(w.phase == .idle && w.centeredItem == 20 && w.committedItem == 20)
        #expect(w.angularVelocity == 0 && abs(w.time - 6.1) < 1e-9)  // seconds
        // The events told the same story as the state.
        #expect(events.last == .selectionCommitted(20))
    }

    @Test func theHostFollowingTheDocumentedPatternAgreesWithTheWheel() throws {
        var w = try WheelController(items: Self.items)
        var centred = w.centeredItem
        func react(_ events: [WheelEvent]) {
            for case .centeredItemChanged(let i) in events { centred = i }
        }
        react(try w.jump(toItem: 12))
        react(try w.removeItems(at: 0, count: 5, items: Array(Self.items.dropFirst(5))))
        #expect(centred == 7 && w.centeredItem == 7 && w.committedItem == 7)
    }

    /// Issue 37: after `removeItems(at: 0, count: 35)` on a 40-item wheel, the hit test at the
    /// selection answered 20 (and 18 above it) until the next render.
    @Test func aHitTestAfterAnItemChangeNamesItemsThatExist() throws {
        var w = try WheelController(items: Self.items, initialItem: 20)
        var list = DisplayList()
        w.render(into: &list, style: WheelStyle(), measurer: MonospaceTextMeasurer())
        let g = w.geometry
        let r = (g.innerRadius + g.outerRadius) / 2
        let a = w.configuration.selectionAngle
        let step = w.configuration.sectorAngle
        let points = (-3...3).map { k in
            Point(x: g.center.x + r * .cos(a + Double(k) * step), y: g.center.y + r * .sin(a + Double(k) * step))
        }
        #expect(w.hitTest(points[3]) == 20)
        _ = try w.removeItems(at: 0, count: 35, items: Array(Self.items.suffix(5)))
        // The selected item went: the one that takes its place (item 0, was 35) is selected.
        #expect(w.itemCount == 5 && w.centeredItem == 0 && w.committedItem == 0)
        for p in points {
            if let item = w.hitTest(p) { #expect((0..<5).contains(item)) }
        }
        #expect(w.hitTest(points[3]) == 0)
        #expect(w.hit(at: points[3]) == .cell(position: 0, item: 0))
        // Below the selection the items after it; above it, nothing (a bounded wheel).
        #expect(w.hitTest(points[4]) == 1)
        #expect(w.hitTest(points[2]) == nil)

        _ = try w.reloadItems([WheelItem]())
        for p in points { #expect(w.hitTest(p) == nil) }
    }
}

/// One error policy: input with a number that is not finite is refused as the C interface
/// refuses it, and messages make sense at the edges.
@Suite struct WheelInputPolicyTests {
    /// Issue 37: a `.move` at `y: .nan` was taken as 0 and flung the wheel 6 items.
    @Test func aNonFiniteMoveIsRefusedAndNamed() throws {
        var w = try WheelController(items: WheelReadableStateTests.items, initialItem: 10)
        let g = w.geometry
        let r = (g.innerRadius + g.outerRadius) / 2
        let start = Point(x: g.center.x + r, y: g.center.y)
        var events = w.handle(.pointer(.down, at: start, time: 0))
        let bad = InputEvent.pointer(.move, at: Point(x: start.x, y: .nan), time: 0.01)
        #expect(w.handle(bad).isEmpty)
        events += w.handle(.pointer(.up, at: start, time: 0.02))
        for k in 1...120 { events += w.advance(to: 0.02 + Double(k) / 60) }
        #expect(w.committedItem == 10 && w.centeredItem == 10)
        #expect(!events.contains { if case .released(let omega, _) = $0 { abs(omega) > 1 } else { false } })
        do {
            try bad.validate()
            Issue.record("validated \(bad)")
        } catch {
            #expect(error.values.map(\.name) == ["location.y"])
            #expect(error.description == "location.y must be a finite number, got NaN")
        }
        #expect(throws: RangeError.self) { try InputEvent.scroll(dy: .infinity, time: 0).validate() }
        #expect(throws: RangeError.self) { try InputEvent.key(.down, time: .nan).validate() }
        try InputEvent.scroll(dy: 1, location: start, time: 3).validate()
    }

    @Test func aJumpOnAnEmptyWheelSaysThereAreNoItems() throws {
        var w = try WheelController(items: [WheelItem]())
        do {
            _ = try w.jump(toItem: 0)
            Issue.record("jumped on an empty wheel")
        } catch {
            #expect(error.description == "item 0 does not exist: the wheel has no items")
        }
        var five = try WheelController(items: Array(WheelReadableStateTests.items.prefix(5)))
        #expect(throws: RangeError.self) { _ = try five.jump(toItem: 5) }
        do { _ = try five.jump(toItem: 5) } catch { #expect(error.description == "item must be in 0...4, got 5") }
    }
}
