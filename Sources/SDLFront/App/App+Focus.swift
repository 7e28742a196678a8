import CSDL2
import Foundation
import WheelCore
import WheelSemantics

/// Keyboard focus, as on a desktop: one focused control per scene (a node of the scene's
/// semantics tree, or the scene's tab), shown by a focus ring once the keyboard has moved it (a
/// click focuses the control under the pointer without a ring, like CSS's `:focus-visible`).
struct FocusState {
    /// The focused node of each scene.
    var byScene: [SceneKind: SemanticsNode.ID] = [:]
    /// Whether the ring is drawn (Tab or Shift+Tab was pressed, or a client moved the focus).
    var visible = false
    /// Whether the window has the keyboard focus (SDL's focus gained and lost), which
    /// activates the window for assistive clients.
    var windowActive = false
}

extension App {
    /// The ring's colour and stroke width (points), and its gap around the control.
    static let focusRingColor = Color(hex: 0x8AB4FF)
    static let focusRingWidth = 2.0
    static let focusRingGap = 3.0

    /// The current scene as a semantic one (every scene of the app is).
    var semanticScene: SemanticScene? { scene as? SemanticScene }

    /// The focused node of the current scene (its tab or one of its controls), if any.
    var focusedNode: SemanticsNode? {
        guard let id = focus.byScene[scene.kind] else { return nil }
        if let tab = tabNodes().first(where: { $0.id == id }) { return tab }
        return semanticScene?.semantics(focused: id)[id]
    }

    /// The scene tabs as page tabs, as a notebook's: each focusable (focus and activate switch
    /// to its scene), the current scene's selected.
    func tabNodes() -> [SemanticsNode] {
        let focused = focus.byScene[scene.kind]
        return tabs.tabFrames(width: size.width).map { frame in
            let (kind, r) = frame
            let id = SemanticsIDs.tab(kind)
            var states: SemanticsStates = [.focusable]
            if kind == scene.kind { states.insert(.selected) }
            if id == focused { states.insert(.focused) }
            return SemanticsNode(
                id: id, role: .tab, name: SceneTabs.titles[kind] ?? kind.rawValue, bounds: r, states: states,
                actions: [.activate, .focus])
        }
    }

    /// The nodes that can take the focus (the tabs, then the scene's controls) and the stops
    /// Tab visits (the current scene's tab, then the scene's ``SemanticsTree/tabOrder``), in
    /// reading order.
    func focusOrders() -> (all: [SemanticsNode.ID], stops: [SemanticsNode.ID]) {
        let tree = semanticScene?.semantics(focused: nil)
        let tabIDs = tabs.scenes.map { SemanticsIDs.tab($0) }
        return (tabIDs + (tree?.focusOrder ?? []), [SemanticsIDs.tab(scene.kind)] + (tree?.tabOrder ?? []))
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
        for tab in tabNodes() { tree.append(tab, to: SemanticsIDs.tabList) }
        if let s = semanticScene { tree.append(s.semantics(focused: focus.byScene[scene.kind])) }
        return tree
    }

    /// Performs an action from an assistive client or the keyboard on node `id` at `t`
    /// (seconds): a tab's activate switches scenes (its focus also focuses it there), focus
    /// moves the keyboard focus, anything else goes to the scene (through its input path).
    /// Traced as an `a11y_action` event when it comes from a client.
    func perform(_ action: SemanticsAction, on id: SemanticsNode.ID, at t: Double, fromClient: Bool = false) {
        if fromClient {
            var value: Double?
            if case .setValue(let v) = action { value = v }
            appTraceEvents.append(.a11yAction(id: id.rawValue, action: Self.actionName(action), value: value))
        }
        if let kind = SceneKind.allCases.first(where: { SemanticsIDs.tab($0) == id }) {
            if action == .activate || action == .focus { switchScene(to: kind, at: t) }
            if action == .focus { setFocus(id, visible: true) }
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

    /// Moves the focus to node `id` of the current scene or its tab (if it is focusable).
    func setFocus(_ id: SemanticsNode.ID, visible: Bool) {
        guard focusOrders().all.contains(id) else { return }
        let old = focus.byScene[scene.kind]
        let changed = old != id
        focus.byScene[scene.kind] = id
        if changed { semanticScene?.focusMoved(from: old, to: id) }
        focus.visible = visible
        if changed, let node = focusedNode {
            appTraceEvents.append(.focus(id: id.rawValue, name: node.name))
        }
    }

    /// Tab (`step` 1) and Shift+Tab (-1): the next or previous stop (the scene's tab, then its
    /// controls, one per set of radio buttons), wrapping. The first Tab moves on too, as in a
    /// toolkit (a screen reader hears where it lands): without a focused control the scene's
    /// first one has the focus, not yet shown.
    func moveFocus(by step: Int) {
        let (all, stops) = focusOrders()
        guard let first = stops.first, let last = stops.last else { return }
        var next = step > 0 ? first : last
        let current = focus.byScene[scene.kind] ?? semanticScene?.semantics(focused: nil).focusOrder.first
        if let current, let i = all.firstIndex(of: current) {
            let place = { (id: SemanticsNode.ID) in all.firstIndex(of: id) ?? -1 }
            next = step > 0 ? (stops.first { place($0) > i } ?? first) : (stops.last { place($0) < i } ?? last)
        }
        setFocus(next, visible: true)
    }

    /// An arrow key on a focused radio button or tab: the previous (Left, Up) or next (Right,
    /// Down) of its set is chosen and focused, wrapping, as on a desktop (a tab switches the
    /// scene). Returns false for other nodes and keys.
    func moveChoice(from node: SemanticsNode, key: NavigationKey, at t: Double) -> Bool {
        guard node.role == .radioButton || node.role == .tab else { return false }
        let step: Int
        switch key {
        case .left, .up: step = -1
        case .right, .down: step = 1
        default: return false
        }
        guard let next = semanticsTree().choice(from: node.id, by: step) else { return false }
        perform(.activate, on: next, at: t)
        setFocus(next, visible: focus.visible)
        return true
    }

    /// A press in the scene focuses the control under it (without a ring).
    func focusControl(at p: Point) {
        guard let s = semanticScene else { return }
        let tree = s.semantics(focused: nil)
        guard let hit = tree.focusOrder.last(where: { tree[$0]?.bounds.contains(p) == true }) else { return }
        setFocus(hit, visible: false)
    }

    /// One key press: app commands (quit, scenes, focus), else a navigation key for the
    /// focused control (a slider's own keys, the arrows among radio buttons or tabs) or for the
    /// whole scene.
    func deliverKey(_ name: String, shift: Bool, ctrl: Bool, at t: Double) {
        switch KeyNames.action(KeyNames.keycode(name), shift: shift, ctrl: ctrl) {
        case .navigation(let key):
            if let node = focusedNode, moveChoice(from: node, key: key, at: t) {
                return
            } else if let node = focusedNode, let action = node.keyboardAction(for: key) {
                perform(action, on: node.id, at: t)
            } else {
                scene.handle(.key(key, time: t))
                if let id = semanticScene?.takeFocusRequest() { setFocus(id, visible: true) }
            }
        case .nextFocus: moveFocus(by: 1)
        case .previousFocus: moveFocus(by: -1)
        case .activate:
            if let node = focusedNode, node.actions.contains(.activate) { perform(.activate, on: node.id, at: t) }
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
    /// tabs, inside the window) at every size; around a focused tab, inside the window.
    func drawFocusRing(into list: inout DisplayList) {
        guard focus.visible, let node = focusedNode else { return }
        let area = node.role == .tab ? Rect(x: 0, y: 0, width: size.width, height: size.height) : sceneViewport
        if let r = Self.focusRingRect(around: node.bounds, in: area) {
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
