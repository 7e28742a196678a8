import WheelSemantics

extension PickerController {
    /// The id of component `i`'s node in a tree made with root id `root` (`root + 1 + i`).
    public static func componentID(_ i: Int, root: SemanticsNode.ID) -> SemanticsNode.ID {
        SemanticsNode.ID(root.rawValue &+ 1 &+ UInt64(max(0, i)))
    }

    /// The picker's meaning for an assistive client: a group named `name` whose children are
    /// the components, each an adjustable node (a spin button on AT-SPI) named by its role
    /// ("Day", "Month", "Year") with its wheel's value ("March, 3 of 12"), as
    /// ``WheelController/semantics(id:name:focused:)`` describes one wheel. The focused
    /// component's node is focused when `focused` (the host's focus is on the picker).
    ///
    /// - Parameters:
    ///   - id: the group's id; component `i` is ``componentID(_:root:)``.
    ///   - name: what the picker picks ("Date").
    ///   - value: the group's value as text, when the whole has one ("2024-02-29T09:41").
    ///   - focused: whether the host's keyboard focus is on the picker.
    public func semantics(
        id: SemanticsNode.ID = SemanticsNode.ID(1), name: String = "Picker", value: String? = nil,
        focused: Bool = false
    ) -> SemanticsTree {
        var root = SemanticsNode(id: id, role: .group, name: name, bounds: viewport)
        root.value = value
        var tree = SemanticsTree(root: root)
        for i in wheels.indices {
            let node = wheels[i].semantics(
                id: Self.componentID(i, root: id), name: components[i].role,
                focused: focused && i == focusedComponent)
            tree.append(node, to: id)
        }
        return tree
    }

    /// Performs an assistive client's action on the node `id` of a tree made with root `root`
    /// at `time` (seconds): on a component, as its wheel performs it (increment, decrement,
    /// set-value), and focus puts the keyboard focus on it. Other ids change nothing.
    ///
    /// - Returns: the events caused.
    public mutating func perform(
        _ action: SemanticsAction, on id: SemanticsNode.ID, root: SemanticsNode.ID = SemanticsNode.ID(1),
        at time: Double
    ) -> [PickerEvent] {
        guard id.rawValue > root.rawValue, id.rawValue - root.rawValue <= UInt64(wheels.count) else {
            return []
        }
        let i = Int(id.rawValue - root.rawValue - 1)
        var events = advance(to: time)
        if action == .focus {
            events += (try? focus(component: i)) ?? []
            return events
        }
        for e in wheels[i].perform(action, at: time) { events.append(.component(i, e)) }
        reconcile(into: &events)
        return events
    }
}
