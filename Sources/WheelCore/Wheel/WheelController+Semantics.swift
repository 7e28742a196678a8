import WheelSemantics

extension WheelController {
    /// The wheel's meaning for an assistive client: one adjustable node (UIAccessibility's
    /// adjustable trait, a spin button on AT-SPI) whose value is the item at the selection,
    /// spoken as its label and position ("Carbon, 6 of 118"), numerically 1...itemCount.
    ///
    /// While the wheel is dragged, coasts or settles the node is `SemanticsStates.busy` and
    /// the value follows the centred item; a host announces the value when it comes to rest.
    /// It supports increment and decrement (``perform(_:at:)``: one item, as the Down and Up
    /// keys), set-value (a jump) and focus. An empty wheel is disabled and has no value.
    ///
    /// - Parameters:
    ///   - id: the node's id (stable: a host keeps its platform object for it).
    ///   - name: what the wheel picks ("Element").
    ///   - focused: whether the host's keyboard focus is on the wheel.
    /// - Returns: a tree of one node; its bounds are the visible part of the face (a rotary
    ///   wheel's disc, a drum's visible front) and the label column (if it has a width), view
    ///   space.
    public func semantics(id: SemanticsNode.ID = SemanticsNode.ID(1), name: String = "Item", focused: Bool = false)
        -> SemanticsTree
    {
        var states: SemanticsStates = [.focusable]
        if focused { states.insert(.focused) }
        if phase != .idle { states.insert(.busy) }
        var value: String?
        var numeric: SemanticsNode.NumericValue?
        var actions: SemanticsActions = .focus
        if itemCount > 0 {
            let i = phase == .idle ? (committedItem ?? centeredItem ?? 0) : (reportedCenteredItem ?? centeredItem ?? 0)
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

    /// Performs an assistive client's action at `time` (seconds), through the same path as the
    /// keys: increment is the Down key (the next item), decrement the Up key, each with its
    /// settle and its commit events; set-value jumps to item `value - 1` (rounded, clamped) and
    /// commits it. Focus and activate change nothing on the wheel.
    ///
    /// - Returns: the events caused, as ``handle(_:)`` returns them.
    public mutating func perform(_ action: SemanticsAction, at time: Double) -> [WheelEvent] {
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
