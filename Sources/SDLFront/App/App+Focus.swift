import CSDL2
import Foundation
import WheelCore
import WheelSemantics

/// Keyboard focus, as on a desktop: one focused control per scene (a node of the scene's
/// semantics tree), shown by a focus ring once the keyboard has moved it (a click focuses the
/// control under the pointer without a ring, like CSS's `:focus-visible`).
struct FocusState {
    /// The focused node of each scene.
    var byScene: [SceneKind: SemanticsNode.ID] = [:]
    /// Whether the ring is drawn (Tab or Shift+Tab was pressed, or a client moved the focus).
    var visible = false
}

extension App {
    /// The ring's colour and stroke width (points), and its gap around the control.
    static let focusRingColor = Color(hex: 0x8AB4FF)
    static let focusRingWidth = 2.0
    static let focusRingGap = 3.0

    /// The current scene as a semantic one (every scene of the app is).
    var semanticScene: SemanticScene? { scene as? SemanticScene }

    /// The focused node of the current scene, if any.
    var focusedNode: SemanticsNode? {
        guard let id = focus.byScene[scene.kind], let s = semanticScene else { return nil }
        return s.semantics(focused: id)[id]
    }

    /// The whole app's tree: the window (a frame named like the window: the app and the scene),
    /// the scene tabs, the current scene.
    func semanticsTree() -> SemanticsTree {
        let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var tree = SemanticsTree(root: SemanticsNode(id: SemanticsIDs.frame, role: .group, name: App.windowTitle(for: tabs.current), bounds: window))
        tree.append(
            SemanticsNode(
                id: SemanticsIDs.tabList, role: .tabList, name: "Scenes",
                bounds: Rect(x: 0, y: 0, width: size.width, height: SceneTabs.height)))
        for (kind, r) in tabs.tabFrames(width: size.width) {
            tree.append(
                SemanticsNode(
                    id: SemanticsIDs.tab(kind), role: .tab, name: SceneTabs.titles[kind] ?? kind.rawValue, bounds: r,
                    states: kind == scene.kind ? .selected : [], actions: .activate),
                to: SemanticsIDs.tabList)
        }
        if let s = semanticScene { tree.append(s.semantics(focused: focus.byScene[scene.kind])) }
        return tree
    }

    /// Performs an action from an assistive client or the keyboard on node `id` at `t`
    /// (seconds): a tab's activate switches scenes, focus moves the keyboard focus, anything
    /// else goes to the scene (through its input path). Traced as an `a11y_action` event
    /// when it comes from a client.
    func perform(_ action: SemanticsAction, on id: SemanticsNode.ID, at t: Double, fromClient: Bool = false) {
        if fromClient {
            var value: Double?
            if case .setValue(let v) = action { value = v }
            appTraceEvents.append(.a11yAction(id: id.rawValue, action: Self.actionName(action), value: value))
        }
        if let kind = SceneKind.allCases.first(where: { SemanticsIDs.tab($0) == id }) {
            if action == .activate || action == .focus { switchScene(to: kind, at: t) }
            return
        }
        if action == .focus {
            setFocus(id, visible: true)
            return
        }
        semanticScene?.perform(action, on: id, at: t)
        redrawNeeded = true
    }

    static func actionName(_ a: SemanticsAction) -> String {
        switch a {
        case .increment: "increment"
        case .decrement: "decrement"
        case .setValue: "set_value"
        case .activate: "activate"
        case .focus: "focus"
        }
    }

    /// Moves the focus to node `id` of the current scene (if it is focusable there).
    func setFocus(_ id: SemanticsNode.ID, visible: Bool) {
        guard let s = semanticScene, s.semantics(focused: nil).focusOrder.contains(id) else { return }
        let old = focus.byScene[scene.kind]
        let changed = old != id
        focus.byScene[scene.kind] = id
        if changed { s.focusMoved(from: old, to: id) }
        focus.visible = visible
        if changed, let node = s.semantics(focused: id)[id] {
            appTraceEvents.append(.focus(id: id.rawValue, name: node.name))
        }
    }

    /// Tab (`step` 1) and Shift+Tab (-1): the next or previous control of the scene, wrapping.
    func moveFocus(by step: Int) {
        guard let s = semanticScene else { return }
        let order = s.semantics(focused: nil).focusOrder
        guard !order.isEmpty else { return }
        var next = step > 0 ? 0 : order.count - 1
        if let current = focus.byScene[scene.kind], let i = order.firstIndex(of: current) {
            // The first Tab shows the ring on the focused control before moving it.
            next = focus.visible ? ((i + step) % order.count + order.count) % order.count : i
        }
        setFocus(order[next], visible: true)
    }

    /// A press in the scene focuses the control under it (without a ring).
    func focusControl(at p: Point) {
        guard let s = semanticScene else { return }
        let tree = s.semantics(focused: nil)
        guard let hit = tree.focusOrder.last(where: { tree[$0]?.bounds.contains(p) == true }) else { return }
        setFocus(hit, visible: false)
    }

    /// One key press: app commands (quit, scenes, focus), else a navigation key for the
    /// focused control (a slider's or radio group's own keys) or for the whole scene.
    func deliverKey(_ name: String, shift: Bool, ctrl: Bool, at t: Double) {
        switch KeyNames.action(KeyNames.keycode(name), shift: shift, ctrl: ctrl) {
        case .navigation(let key):
            if let node = focusedNode, let action = node.keyboardAction(for: key) {
                perform(action, on: node.id, at: t)
            } else {
                scene.handle(.key(key, time: t))
                if let id = semanticScene?.takeFocusRequest() { setFocus(id, visible: true) }
            }
        case .nextFocus: moveFocus(by: 1)
        case .previousFocus: moveFocus(by: -1)
        case .activate:
            guard let node = focusedNode else { return }
            if node.actions.contains(.activate) {
                perform(.activate, on: node.id, at: t)
            } else if node.role == .radioGroup {
                perform(.increment, on: node.id, at: t)
            }
        case .quit: quitRequested = true
        case .toggleMute: toggleMute()
        case .nextScene: switchScene(by: 1, at: t)
        case .previousScene: switchScene(by: -1, at: t)
        case .scene(let i):
            if tabs.scenes.indices.contains(i) { switchScene(to: tabs.scenes[i], at: t) }
        case .other: break
        }
    }

    /// The focus ring around the focused control, kept inside the scene's area (below the
    /// tabs, inside the window) at every size.
    func drawFocusRing(into list: inout DisplayList) {
        guard focus.visible, let node = focusedNode else { return }
        if let r = Self.focusRingRect(around: node.bounds, in: sceneViewport) {
            list.append(.strokeRect(r, width: Self.focusRingWidth, Self.focusRingColor))
        }
    }

    /// The ring's rectangle (the middle of its stroke): `bounds` grown by the gap, clamped so
    /// that the whole stroke stays inside `area`; nil when the control is not in the area.
    static func focusRingRect(around bounds: Rect, in area: Rect) -> Rect? {
        let half = focusRingWidth / 2
        let x0 = max(bounds.x - focusRingGap, area.x + half)
        let y0 = max(bounds.y - focusRingGap, area.y + half)
        let x1 = min(bounds.maxX + focusRingGap, area.maxX - half)
        let y1 = min(bounds.maxY + focusRingGap, area.maxY - half)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The app's trace events since the last frame (focus moves, assistive actions).
    func takeAppTraceEvents() -> [TraceEvent] {
        defer { appTraceEvents.removeAll() }
        return appTraceEvents
    }
}
