import WheelSemantics

extension PickerController {
    /// The parts of a picker an assistive client sees: the group and its components.
    public enum SemanticsPart: Hashable, Sendable {
        /// The picker's group (the tree's root).
        case picker
        /// The component at this index, an adjustable node.
        case component(Int)
    }

    /// The wheel configuration of each component, in order: the picker's checked value
    /// (set with ``setConfiguration(_:)``).
    public var configuration: [WheelConfiguration] { wheels.map(\.configuration) }

    /// Replaces every component's wheel configuration at once (one per component, in order).
    ///
    /// - Returns: the events the change caused.
    /// - Throws: a `RangeError` naming `configuration.count` when it does not hold one
    ///   configuration per component, and every field outside its range (prefixed with the
    ///   component's index: `configuration[1].sectorsPerTurn`); no component changes then.
    @discardableResult
    public mutating func setConfiguration(_ configuration: [WheelConfiguration]) throws(RangeError)
        -> [PickerEvent]
    {
        var problems: [OutOfRange] = []
        Limit.check(
            "configuration.count", configuration.count, in: wheels.count...wheels.count, into: &problems)
        for (i, c) in configuration.enumerated() {
            for var p in WheelLimits.problems(of: c) {
                p.name = "configuration[\(i)].\(p.name)"
                problems.append(p)
            }
        }
        try RangeError.throwIfAny(problems)
        var events: [PickerEvent] = []
        for (i, c) in configuration.enumerated() { try setConfiguration(c, ofComponent: i) }
        reconcile(into: &events)
        return events
    }

    /// Whether a component moves on its own (a fling, a settle, a turn back to a valid item):
    /// the picker needs frames without input.
    public var isAnimating: Bool { phase == .flinging || phase == .settling }

    /// Draws every component and a focus ring around the focused one: see
    /// ``render(into:style:measurer:showsFocus:)``.
    public mutating func render(into list: inout DisplayList, style: WheelStyle, measurer: some TextMeasurer)
    {
        render(into: &list, style: style, measurer: measurer, showsFocus: true)
    }

    /// The picker's semantics tree under `root` (a group named ``title`` whose children are
    /// the components, ``componentID(_:root:)``), as
    /// ``semantics(id:name:value:focused:)`` builds it; the focused component's node is
    /// focused when `focused` is not nil.
    public func semantics(root: SemanticsNode.ID, focused: SemanticsPart? = nil) -> SemanticsTree {
        semantics(id: root, name: title, focused: focused != nil)
    }

    /// The ids a picker's tree uses: its root and one per component after it.
    public func semanticsIDs(root: SemanticsNode.ID) -> ClosedRange<UInt64> {
        root.rawValue...(root.rawValue + UInt64(wheels.count))
    }

    /// The part the node `id` names in a tree made with `root`, if any.
    public func semanticsPart(of id: SemanticsNode.ID, root: SemanticsNode.ID) -> SemanticsPart? {
        if id == root { return .picker }
        guard id.rawValue > root.rawValue, id.rawValue - root.rawValue <= UInt64(wheels.count) else {
            return nil
        }
        return .component(Int(id.rawValue - root.rawValue - 1))
    }

    /// Performs an assistive client's action on a part at `time` (seconds): on a component, as
    /// its wheel performs it (increment, decrement, set-value) and focus puts the keyboard focus
    /// on it; on the group, the picker only moves to `time`.
    @discardableResult
    public mutating func perform(_ action: SemanticsAction, on part: SemanticsPart, at time: Double)
        -> [PickerEvent]
    {
        switch part {
        case .picker: return advance(to: time)
        case .component(let i):
            guard wheels.indices.contains(i) else { return [] }
            let root = SemanticsNode.ID(0)
            return perform(action, on: Self.componentID(i, root: root), root: root, at: time)
        }
    }
}

extension PickerController: InteractiveComponent {}
