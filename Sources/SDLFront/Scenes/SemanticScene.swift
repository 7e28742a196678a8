import WheelCore
import WheelSemantics

/// A scene that says what it means: its semantics tree (from the core's producers) and the
/// actions an assistive client or the keyboard's focus sends back, which go through the
/// scene's own input path (so they trace and animate like keys).
protocol SemanticScene: Scene {
    /// The scene's tree, with `focused` (a node id of this tree) marked focused.
    func semantics(focused: SemanticsNode.ID?) -> SemanticsTree
    /// Performs `action` on node `id` at `time` (seconds); unknown ids and actions the node
    /// does not support do nothing.
    func perform(_ action: SemanticsAction, on id: SemanticsNode.ID, at time: Double)
    /// The keyboard focus moved from node `old` (nil: none) to node `new` of this scene.
    func focusMoved(from old: SemanticsNode.ID?, to new: SemanticsNode.ID)
    /// A node the scene's own keys moved its focus to since the last call (a picker's Left and
    /// Right), for the app's focus to follow; nil when none.
    func takeFocusRequest() -> SemanticsNode.ID?
}

extension SemanticScene {
    func focusMoved(from old: SemanticsNode.ID?, to new: SemanticsNode.ID) {}
    func takeFocusRequest() -> SemanticsNode.ID? { nil }
}

/// The id bases of the app's semantics tree: the app's own nodes (frame, tab list, tabs),
/// then one range of ids per scene.
enum SemanticsIDs {
    static let frame = SemanticsNode.ID(1)
    static let tabList = SemanticsNode.ID(2)
    /// The tab of scene `kind`.
    static func tab(_ kind: SceneKind) -> SemanticsNode.ID {
        SemanticsNode.ID(3 + UInt64(SceneKind.allCases.firstIndex(of: kind) ?? 0))
    }
    static let wheel = SemanticsNode.ID(1 << 20)
    static let range = SemanticsNode.ID(2 << 20)
    static let spring = SemanticsNode.ID(3 << 20)
    static let date = SemanticsNode.ID(4 << 20)
}
