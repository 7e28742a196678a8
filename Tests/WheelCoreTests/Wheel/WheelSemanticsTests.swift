import Testing
import WheelCore
import WheelSemantics

/// The wheel's semantics node: value text and number, busy while moving, increment and
/// decrement through the keys' path with the keys' events, set-value jumps, item changes.
@Suite struct WheelSemanticsTests {
    static let names = ["Hydrogen", "Helium", "Lithium", "Beryllium", "Boron", "Carbon", "Nitrogen", "Oxygen"]
    static func elements(_ names: [String] = names) -> [WheelItem] {
        names.indices.map { WheelItem(sectorText: String($0 + 1), labelText: names[$0]) }
    }

    /// Steps a wheel in 60 Hz frames from `t0` until it rests (at most `limit` seconds).
    static func settle(_ w: inout WheelController, from t0: Double, limit: Double = 10) -> (events: [WheelEvent], end: Double) {
        var events: [WheelEvent] = []
        var t = t0
        repeat {
            t += 1.0 / 60
            events += w.advance(to: t)
        } while w.phase != .idle && t < t0 + limit
        return (events, t)
    }

    @Test func atRestTheNodeIsAdjustableWithTheLabelAndPosition() throws {
        var w = try WheelController(items: Self.elements(), initialItem: 5)
        #expect(w.semantics(root: .init(1)).root.name == "Item", "the default title")
        w.title = "Element"
        let tree = w.semantics(root: .init(1))
        let n = tree.root
        #expect(tree.nodes.count == 1)
        #expect(n.role == .adjustable && n.name == "Element")
        #expect(n.value == "Carbon, 6 of 8")
        #expect(n.numericValue == .init(6, in: 1...8, step: 1))
        #expect(n.actions == .adjustable && n.states == .focusable)
        // The bounds are inside the viewport and hold the wheel's centre or the label column.
        let v = w.viewport
        #expect(n.bounds.x >= v.x && n.bounds.maxX <= v.maxX && n.bounds.y >= v.y && n.bounds.maxY <= v.maxY)
        #expect(n.bounds.width > 100 && n.bounds.height > 100)
        #expect(w.semantics(root: .init(1), focused: .wheel).root.states == [.focusable, .focused])
    }

    @Test func incrementIsTheDownKeyWithTheSameEvents() throws {
        var a = try WheelController(items: Self.elements(), initialItem: 5)
        var b = a
        let byAction = a.perform(.increment, on: .wheel, at: 1) + Self.settle(&a, from: 1).events
        let byKey = b.handle(.key(.down, time: 1)) + Self.settle(&b, from: 1).events
        #expect(byAction == byKey)
        #expect(byAction.contains(.selectionCommitted(6)))
        #expect(a.semantics(root: .init(1)).root.value == "Nitrogen, 7 of 8")
        _ = a.perform(.decrement, on: .wheel, at: 5)
        _ = a.perform(.decrement, on: .wheel, at: 5)
        _ = Self.settle(&a, from: 5)
        #expect(a.semantics(root: .init(1)).root.value == "Boron, 5 of 8")
    }

    @Test func setValueJumpsAndCommits() throws {
        var w = try WheelController(items: Self.elements(), initialItem: 0)
        let events = w.perform(.setValue(6), on: .wheel, at: 0.5)
        #expect(events.contains(.selectionCommitted(5)))
        #expect(w.phase == .idle && w.semantics(root: .init(1)).root.value == "Carbon, 6 of 8")
        _ = w.perform(.setValue(99), on: .wheel, at: 0.6)  // clamped to the last item
        #expect(w.semantics(root: .init(1)).root.numericValue?.value == 8)
        #expect(w.perform(.setValue(.nan), on: .wheel, at: 0.7).isEmpty)
    }

    @Test func midFlingTheNodeIsBusyAndFollowsTheCentredItem() throws {
        var w = try WheelController(items: NumberedWheelDataSource(count: 1000), initialItem: 500)
        let g = w.geometry
        let r = (g.innerRadius + g.outerRadius) / 2
        var p = Point(x: g.center.x + r, y: g.center.y)
        var t = 1.0
        _ = w.handle(.pointer(.down, at: p, time: t))
        for _ in 0..<6 {
            t += 0.008
            p = Point(x: p.x, y: p.y + 40)
            _ = w.handle(.pointer(.move, at: p, time: t))
        }
        _ = w.handle(.pointer(.up, at: p, time: t + 0.008))
        #expect(w.phase == .flinging)
        _ = w.advance(to: t + 0.1)
        let mid = w.semantics(root: .init(1)).root
        #expect(mid.states.contains(.busy))
        let centred = w.centeredItem!
        #expect(mid.value == "Item \(centred + 1), \(centred + 1) of 1000")
        let before = w.semantics(root: .init(1))
        let end = Self.settle(&w, from: t + 0.1)
        let rest = w.semantics(root: .init(1))
        #expect(!rest.root.states.contains(.busy))
        #expect(rest.root.numericValue?.value == Double(w.committedItem! + 1))
        // Coming to rest is one value change (announced once), wherever the fling landed.
        #expect(rest.changes(from: before) == [.valueChanged(rest.root.id)])
        _ = end
    }

    @Test func afterItemChangesTheValueTextFollows() throws {
        var w = try WheelController(items: Self.elements(), initialItem: 5)
        var names = Self.names
        names.insert("Neutronium", at: 0)
        _ = try w.insertItems(at: 0, items: Self.elements(names))
        #expect(w.semantics(root: .init(1)).root.value == "Carbon, 7 of 9")
        names.removeSubrange(0..<3)
        _ = try w.removeItems(at: 0, count: 3, items: Self.elements(names))
        #expect(w.semantics(root: .init(1)).root.value == "Carbon, 4 of 6")
        _ = try w.reloadItems(Self.elements([]))
        let empty = w.semantics(root: .init(1)).root
        #expect(empty.value == nil && empty.numericValue == nil && empty.states.contains(.disabled))
        #expect(!empty.actions.contains(.increment))
    }
}
