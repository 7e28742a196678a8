import WheelSemantics

extension WheelController {
    /// The part of a wheel an assistive client sees: the wheel itself, one node.
    public enum SemanticsPart: Hashable, Sendable {
        /// The wheel's adjustable node (the tree's root).
        case wheel
    }

    /// The wheel's meaning for an assistive client: one adjustable node (UIAccessibility's
    /// adjustable trait, a spin button on AT-SPI) named ``title`` whose value is the item at the
    /// selection, spoken as its label and position ("Carbon, 6 of 118"), numerically
    /// 1...itemCount.
    ///
    /// While the wheel is dragged, coasts or settles the node is `SemanticsStates.busy` and
    /// the value follows the centred item; a host announces the value when it comes to rest.
    /// It supports increment and decrement (``perform(_:on:at:)``: one item, as the Down and Up
    /// keys), set-value (a jump) and focus. An empty wheel is disabled and has no value; so is
    /// a wheel whose class-backed item source shrank without telling it (until the host calls
    /// ``reloadItems(_:)``): its items are not asked for indices they no longer have.
    ///
    /// - Parameters:
    ///   - id: the `root:` argument, the node's id, chosen by the caller (stable: a host keeps
    ///     its platform object for it); the tree uses no other id (``semanticsIDs(root:)``).
    ///   - focused: ``SemanticsPart/wheel`` when the host's keyboard focus is on the wheel.
    /// - Returns: a tree of one node; its bounds are the visible part of the face (a rotary
    ///   wheel's disc, a drum's visible front) and the label column (if it has a width), view
    ///   space.
    public func semantics(root id: SemanticsNode.ID, focused: SemanticsPart? = nil) -> SemanticsTree {
        semantics(id: id, name: title, focused: focused != nil)
    }

    /// The ids a wheel's tree uses: its root alone.
    public func semanticsIDs(root: SemanticsNode.ID) -> ClosedRange<UInt64> { root.rawValue...root.rawValue }

    /// ``SemanticsPart/wheel`` for the root's id, nil for any other.
    public func semanticsPart(of id: SemanticsNode.ID, root: SemanticsNode.ID) -> SemanticsPart? {
        id == root ? .wheel : nil
    }

    /// The node ``semantics(root:focused:)`` builds, with the name given (a picker names each
    /// component's wheel by its role).
    func semantics(id: SemanticsNode.ID, name: String, focused: Bool) -> SemanticsTree {
        var states: SemanticsStates = [.focusable]
        if focused { states.insert(.focused) }
        if phase != .idle { states.insert(.busy) }
        var value: String?
        var numeric: SemanticsNode.NumericValue?
        var actions: SemanticsActions = .focus
        // A class-backed source that shrank without telling the wheel has only its own count.
        if itemCount > 0, items.itemCount >= itemCount {
            let i =
                phase == .idle
                ? (committedItem ?? centeredItem ?? 0) : (reportedCenteredItem ?? centeredItem ?? 0)
            value = "\(items.item(at: i).labelText), \(i + 1) of \(itemCount)"
            numeric = .init(Double(i + 1), in: 1...Double(itemCount), step: 1)
            actions = .adjustable
        } else {
            states.insert(.disabled)
        }
        let g = geometry
        let disc = front
        // A wheel without a label column (a picker's component) is its face alone.
        let col = g.labelColumn.width > 0 ? g.labelColumn : disc
        let x0 = max(viewport.x, min(disc.x, col.x))
        let y0 = max(viewport.y, min(disc.y, col.y))
        let x1 = min(viewport.maxX, max(disc.maxX, col.maxX))
        let y1 = min(viewport.maxY, max(disc.maxY, col.maxY))
        let bounds = Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        return SemanticsTree(
            root: SemanticsNode(
                id: id, role: .adjustable, name: name, value: value, numericValue: numeric, bounds: bounds,
                states: states, actions: actions))
    }

    /// Performs an assistive client's action on the wheel at `time` (seconds), through the same
    /// path as the keys: increment is the Down key (the next item), decrement the Up key, each
    /// with its settle and its commit events; set-value jumps to item `value - 1` (rounded,
    /// clamped) and commits it. Focus and activate change nothing on the wheel.
    ///
    /// - Returns: the events caused, as ``handle(_:)`` returns them.
    @discardableResult
    public mutating func perform(_ action: SemanticsAction, on part: SemanticsPart, at time: Double)
        -> [WheelEvent]
    {
        perform(action, at: time)
    }

    mutating func perform(_ action: SemanticsAction, at time: Double) -> [WheelEvent] {
        switch action {
        case .increment: return handle(.key(.down, time: time))
        case .decrement: return handle(.key(.up, time: time))
        case .setValue(let v):
            guard v.isFinite, itemCount > 0 else { return [] }
            let t = time.isFinite ? max(time, self.time) : self.time
            self.time = t
            // The value is clamped to the items (as a slider clamps), so the jump cannot fail.
            return (try? jump(toItem: Int(min(max(v.rounded() - 1, 0), Double(itemCount - 1))))) ?? []
        case .activate, .focus: return []
        }
    }
}

extension WheelController: InteractiveComponent {
    /// Whether the wheel moves on its own (a fling or a settle): it needs frames without input.
    public var isAnimating: Bool { phase == .flinging || phase == .settling }
}
