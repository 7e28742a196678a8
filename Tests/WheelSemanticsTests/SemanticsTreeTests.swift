import Testing
import WheelPrimitives
import WheelSemantics

/// The tree: building, focus order, the changes a host announces, keyboard actions.
@Suite struct SemanticsTreeTests {
    static let box = Rect(x: 0, y: 0, width: 10, height: 10)
    static func node(
        _ id: UInt64, _ role: SemanticsRole = .slider, value: String? = nil,
        states: SemanticsStates = [.focusable]
    )
        -> SemanticsNode
    {
        SemanticsNode(
            id: .init(id), role: role, name: "n\(id)", value: value,
            numericValue: .init(5, in: 0...10, step: 1), bounds: box,
            states: states)
    }

    static func tree(_ a: SemanticsNode, _ b: SemanticsNode) -> SemanticsTree {
        var t = SemanticsTree(root: SemanticsNode(id: .init(1), role: .group, name: "root", bounds: box))
        t.append(node(2, .group, states: []))
        t.append(a, to: .init(2))
        t.append(b)
        return t
    }

    @Test func buildsDepthFirstAndFindsParentsAndFocusOrder() throws {
        let t = Self.tree(Self.node(3), Self.node(4))
        #expect(t.nodes.map(\.id.rawValue) == [1, 2, 3, 4])
        #expect(t.root.children == [.init(2), .init(4)])
        #expect(t.parent(of: .init(3)) == .init(2))
        #expect(t.focusOrder == [.init(3), .init(4)])
        var u = t
        u.append(Self.node(3))  // a repeated id is ignored
        #expect(u == t)
        var v = SemanticsTree(
            root: SemanticsNode(id: .init(9), role: .group, name: "outer", bounds: Self.box))
        try v.append(t)
        #expect(throws: SemanticsIDCollision(ids: [.init(1), .init(2), .init(3), .init(4)])) {
            try v.append(t)
        }
        #expect(v.nodes.count == 5, "a colliding subtree adds nothing")
        #expect(v.nodes.map(\.id.rawValue) == [9, 1, 2, 3, 4] && v.parent(of: .init(3)) == .init(2))
    }

    @Test func changesAnnounceValuesAtRestAndFocusLast() {
        let a = Self.tree(Self.node(3, value: "a"), Self.node(4))
        #expect(a.changes(from: a).isEmpty)
        let b = Self.tree(Self.node(3, value: "b"), Self.node(4, states: [.focusable, .focused]))
        #expect(b.changes(from: a) == [.valueChanged(.init(3)), .focusMoved(.init(4))])
        // Busy: no value change until it comes to rest, then one.
        let busy1 = Self.tree(Self.node(3, value: "c", states: [.focusable, .busy]), Self.node(4))
        let busy2 = Self.tree(Self.node(3, value: "d", states: [.focusable, .busy]), Self.node(4))
        let rest = Self.tree(Self.node(3, value: "d"), Self.node(4))
        #expect(busy1.changes(from: a).isEmpty)
        #expect(busy2.changes(from: busy1).isEmpty)
        #expect(rest.changes(from: busy2) == [.valueChanged(.init(3))])
        let c = Self.tree(Self.node(3, value: "a", states: [.focusable, .selected]), Self.node(5))
        #expect(
            c.changes(from: a) == [
                .removed(.init(4)), .childrenChanged(.init(1)), .statesChanged(.init(3)), .added(.init(5)),
            ])
    }

    /// Descriptions, like values, wait while a node is busy and are announced once at rest; a
    /// node without one announces nothing when it comes to rest.
    @Test func descriptionsWaitForRest() {
        func tree(_ description: String?, busy: Bool) -> SemanticsTree {
            var t = SemanticsTree(
                root: SemanticsNode(id: .init(1), role: .group, name: "root", bounds: Self.box))
            t.append(
                SemanticsNode(
                    id: .init(2), role: .image, name: "chart", description: description, bounds: Self.box,
                    states: busy ? .busy : []))
            t.append(
                SemanticsNode(
                    id: .init(3), role: .table, name: "table", bounds: Self.box, states: busy ? .busy : []))
            return t
        }
        let a = tree("a", busy: false)
        let b = tree("b", busy: true)
        let c = tree("c", busy: true)
        #expect(b.changes(from: a).isEmpty && c.changes(from: b).isEmpty)
        #expect(tree("c", busy: false).changes(from: c) == [.descriptionChanged(.init(2))])
    }

    /// Radio buttons (and tabs) that are siblings are one Tab stop, the selected one; the arrows
    /// move among them, wrapping.
    @Test func radioButtonsAreOneTabStop() {
        var t = SemanticsTree(root: SemanticsNode(id: .init(1), role: .group, name: "root", bounds: Self.box))
        t.append(Self.node(2, .radioGroup, states: []))
        for (id, selected) in [(3, false), (4, true), (5, false)] {
            t.append(
                SemanticsNode(
                    id: .init(UInt64(id)), role: .radioButton, name: "r\(id)", bounds: Self.box,
                    states: selected ? [.focusable, .selected] : .focusable),
                to: .init(2))
        }
        t.append(Self.node(6))
        #expect(t.focusOrder == [.init(3), .init(4), .init(5), .init(6)])
        #expect(t.tabOrder == [.init(4), .init(6)])
        #expect(t.choice(from: .init(4), by: 1) == .init(5) && t.choice(from: .init(3), by: -1) == .init(5))
        #expect(t.choice(from: .init(6), by: 1) == nil)
    }

    @Test func keysOnAFocusedSliderOrRadioGroup() {
        let s = Self.node(3)
        #expect(s.keyboardAction(for: .right) == .increment && s.keyboardAction(for: .left) == .decrement)
        // On a slider Up and Down step it too (a scroll bar leaves them to its component).
        #expect(s.keyboardAction(for: .up) == .increment && s.keyboardAction(for: .down) == .decrement)
        #expect(s.keyboardAction(for: .home) == .setValue(0) && s.keyboardAction(for: .end) == .setValue(10))
        #expect(s.keyboardAction(for: .pageUp) == .setValue(6) && s.keyboardAction(for: .pageDown) == .setValue(4))
        // + and - keep the component's meaning (zoom, a scene setting) on every control.
        #expect(s.keyboardAction(for: .plus) == nil && s.keyboardAction(for: .minus) == nil)
        // A scroll bar pages forward with Page Down (later, as on what it scrolls) and leaves
        // Up/Down to the component.
        let b = Self.node(3, .scrollBar)
        #expect(b.keyboardAction(for: .pageDown) == .setValue(6) && b.keyboardAction(for: .pageUp) == .setValue(4))
        #expect(b.keyboardAction(for: .right) == .increment && b.keyboardAction(for: .left) == .decrement)
        #expect(b.keyboardAction(for: .up) == nil && b.keyboardAction(for: .down) == nil)
        #expect(b.keyboardAction(for: .plus) == nil && b.keyboardAction(for: .minus) == nil)
        let g = Self.node(3, .radioGroup)
        #expect(g.keyboardAction(for: .down) == .increment && g.keyboardAction(for: .home) == nil)
        #expect(Self.node(3, .adjustable).keyboardAction(for: .down) == nil)
    }
}
