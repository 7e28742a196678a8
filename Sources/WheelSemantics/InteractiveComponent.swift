import WheelPrimitives

/// The one contract every interactive component of the library keeps: the wheel
/// (`WheelController`), the picker (`PickerController`, whose configuration is one wheel
/// configuration per component), the range selector
/// (`RangeSelectorController`) and the spring chart (`SpringChartModel`) are driven the same way,
/// so a host (or a generic function over `some InteractiveComponent`) drives them all with the
/// same calls and meets the same error behaviour for the same kind of mistake.
///
/// - **Input in**: ``handle(_:)`` takes one timestamped `InputEvent` (view space, points;
///   seconds) and returns the events it caused. An event with a number that is not finite is
///   refused: nothing changes and no events are returned.
/// - **Time in**: ``advance(to:)`` moves every animation to a time (seconds) the host passes;
///   no component reads a clock. ``time`` is the latest time seen; ``phase`` says what the
///   component is doing, and ``isAnimating`` whether it needs frames without input.
/// - **Values in, state out**: ``configuration`` is a value the host reads, copies, changes one
///   field of and hands back with ``setConfiguration(_:)``, which checks it: a field outside its
///   range throws a `RangeError` naming every bad field, and the component keeps its old
///   configuration. ``setViewport(_:)`` (view space, points) does the same for the viewport.
/// - **One render call**: ``render(into:style:measurer:)`` lays the component out and appends
///   its drawing (view space) to a display list; the style is an argument, not state.
/// - **Meaning**: ``semantics(root:focused:)`` builds the component's semantics tree under a
///   root id the caller chooses (there is no default, so two components never share one by
///   accident); every node's id lies in ``semanticsIDs(root:)``. A host that puts several
///   components on one screen gives them roots whose id ranges do not overlap, and
///   `SemanticsTree.append(_:to:)` throws ``SemanticsIDCollision`` instead of dropping nodes
///   when they do.
/// - **Actions back in**: ``perform(_:on:at:)`` carries out an assistive client's action on a
///   part (``semanticsPart(of:root:)`` finds the part a node id names) at a time, through the
///   same paths as the keys, so animations run from that time as a key press's do.
/// - **Events returned**: every mutating call returns the ``Event`` values it caused; events
///   say what happened and never replace the readable state.
public protocol InteractiveComponent {
    /// What the component reports (returned by every mutating call).
    associatedtype Event: Hashable & Sendable
    /// The checked value a host reads and sets.
    associatedtype Configuration
    /// Colours, sizes and fonts of a frame (an argument of each render).
    associatedtype Style
    /// What the component is doing.
    associatedtype Phase: Hashable & Sendable
    /// The parts an assistive client sees and acts on.
    associatedtype SemanticsPart: Hashable & Sendable

    /// The configuration in force.
    var configuration: Configuration { get }
    /// Replaces the configuration.
    ///
    /// - Returns: the events the change caused.
    /// - Throws: a `RangeError` naming every field outside its range; the component keeps its
    ///   configuration then.
    @discardableResult
    mutating func setConfiguration(_ configuration: Configuration) throws(RangeError) -> [Event]

    /// Where the component is laid out, view space (points).
    var viewport: Rect { get }
    /// Lays the component out in a new viewport (view space, points).
    ///
    /// - Throws: a `RangeError` naming the values that are not finite, a negative size, or a
    ///   size below the component's minimum; the component is unchanged then.
    mutating func setViewport(_ viewport: Rect) throws(RangeError)

    /// The component's time, seconds: the latest time passed to ``advance(to:)``, carried by an
    /// input event or given to ``perform(_:on:at:)``.
    var time: Double { get }
    /// What the component is doing now.
    var phase: Phase { get }
    /// Whether the component needs frames without input (something moves).
    var isAnimating: Bool { get }
    /// The name an assistive client reads for the component (its semantics root's name).
    var title: String { get set }

    /// Handles one input event (view space, points; seconds) and returns what it caused.
    mutating func handle(_ event: InputEvent) -> [Event]
    /// Moves every animation to `time` (seconds; a time before ``time`` or not finite moves
    /// nothing back) and returns what it caused.
    mutating func advance(to time: Double) -> [Event]

    /// Lays the component out and appends its drawing to `list` (view space).
    ///
    /// - Parameters:
    ///   - list: the frame's display list; commands are appended, the background set.
    ///   - style: colours, sizes and fonts.
    ///   - measurer: measures text (the measurer whose metrics the renderer draws with).
    mutating func render(into list: inout DisplayList, style: Style, measurer: some TextMeasurer)

    /// The component's semantics tree, its root's id `root`, view space.
    ///
    /// - Parameters:
    ///   - root: the id of the tree's root, chosen by the caller; every id of the tree lies in
    ///     ``semanticsIDs(root:)``.
    ///   - focused: the part that has the host's keyboard focus, if any.
    func semantics(root: SemanticsNode.ID, focused: SemanticsPart?) -> SemanticsTree
    /// The ids a tree made with `root` may use (`root` first): a host keeps the ranges of the
    /// components on one screen apart.
    func semanticsIDs(root: SemanticsNode.ID) -> ClosedRange<UInt64>
    /// The part the node `id` names in a tree made with `root`, if any.
    func semanticsPart(of id: SemanticsNode.ID, root: SemanticsNode.ID) -> SemanticsPart?
    /// Performs an assistive client's action on `part` at `time` (seconds), through the same
    /// paths as the keys; actions a part does not support change nothing.
    ///
    /// - Returns: the events caused.
    @discardableResult
    mutating func perform(_ action: SemanticsAction, on part: SemanticsPart, at time: Double) -> [Event]
}

/// Two semantics trees meant for one screen that use the same node ids: the host gave two
/// components roots whose id ranges (`InteractiveComponent.semanticsIDs(root:)`) overlap.
public struct SemanticsIDCollision: Error, Hashable, Sendable, CustomStringConvertible {
    /// The ids already in the tree that the appended nodes also use, in the appended tree's
    /// order.
    public var ids: [SemanticsNode.ID]

    /// Creates the error for the given ids.
    public init(ids: [SemanticsNode.ID]) { self.ids = ids }

    /// `semantics node ids 1, 2 are already in the tree (choose another root)`.
    public var description: String {
        let shown = ids.prefix(8).map(\.description).joined(separator: ", ")
        let more = ids.count > 8 ? " and \(ids.count - 8) more" : ""
        return "semantics node ids \(shown)\(more) are already in the tree (choose another root)"
    }
}
