import CAccessibility
import Foundation
import WheelSemantics

/// The app's semantics tree on AT-SPI, the Linux accessibility bus (CAccessibility: ATK objects
/// published by atk-bridge), so that Orca and other assistive clients read every control and
/// hear its changes, and their actions come back into the app's input path.
///
/// Made only in a window, with an accessibility bus, without `--no-accessibility` or
/// `NO_AT_BRIDGE=1`; otherwise the app runs as before (one note on stderr when a bus was
/// expected but the bridge did not start). Per frame: ``publish(_:)`` pushes the tree when it
/// changed and announces the changes (values of moving controls once they rest), ``pump()``
/// answers the clients' requests without blocking, ``takeActions()`` hands over what they asked.
final class AccessibilityBridge {
    private var last: SemanticsTree?
    /// How many times the tree was pushed (for tests and `--stats`).
    private(set) var publishCount = 0

    private init() {}

    /// Starts the bridge, or returns nil (and why, when a note is worth printing).
    static func start(appName: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (bridge: AccessibilityBridge?, note: String?)
    {
        if let v = environment["NO_AT_BRIDGE"], v == "1" { return (nil, nil) }
        // A session bus that did not answer was set aside before SDL started (one note said so).
        if SessionBus.setAside && environment["AT_SPI_BUS_ADDRESS"] == nil { return (nil, nil) }
        // No session bus and no accessibility bus: nothing to publish to, and nothing to say.
        if environment["DBUS_SESSION_BUS_ADDRESS"] == nil && environment["AT_SPI_BUS_ADDRESS"] == nil {
            return (nil, nil)
        }
        var error = [CChar](repeating: 0, count: 256)
        guard wa11y_start(appName, &error, error.count) == 0 else {
            let reason = String(cString: error)
            return (nil, "accessibility (AT-SPI) is off: \(reason.isEmpty ? "no accessibility bus" : reason)")
        }
        return (AccessibilityBridge(), nil)
    }

    /// Whether the window has the keyboard focus: a change activates or deactivates the window
    /// for clients as a toolkit does (window:activate, the frame's active state, the focused
    /// control's focus event), so that a screen reader follows the app.
    func setWindowActive(_ active: Bool) {
        wa11y_set_window_active(active ? 1 : 0)
    }

    /// Has `wake` called (from another thread) when a client's request arrives, so that a host
    /// asleep between frames pumps at once (see `wa11y_set_waker`).
    func setWaker(_ wake: @convention(c) () -> Void) {
        _ = wa11y_set_waker(wake)
    }

    /// Hands the key press or release in a window-system message (an SDL_SysWMmsg) to the
    /// clients' key listeners before the app acts on it, as a toolkit does: returns whether a
    /// client consumed it, or nil when the message holds no key event.
    func keyEvent(systemMessage: UnsafeRawPointer) -> Bool? {
        var key = wa11y_key()
        var text = [CChar](repeating: 0, count: 64)
        guard wa11y_key_from_syswm(systemMessage, &key, &text, text.count) == 1 else { return nil }
        return text.withUnsafeBufferPointer { buffer in
            key.text = buffer.baseAddress
            return wa11y_key_event(&key) == 1
        }
    }

    /// Where the window is on the screen (pixels) and its pixels per point, for extents.
    func setWindowOrigin(x: Double, y: Double, scale: Double) {
        wa11y_set_window_origin(x, y, scale)
    }

    /// While something moves on its own (a node is busy), the tree is built and pushed at most
    /// this often, seconds: clients read a moving control's value when it comes to rest, and a
    /// range drag would otherwise rebuild the data table's hundreds of objects every frame.
    static let busyInterval = 0.1
    private var lastPublished = -Double.infinity
    private var lastWasBusy = false
    /// A frame's tree was skipped while busy: publish at the next chance (``wantsTree(at:)``).
    var pending = false

    /// Whether a tree for `time` (seconds) should be built now (not within ``busyInterval`` of
    /// the last one while something moves).
    func wantsTree(at time: Double) -> Bool {
        !(lastWasBusy && time - lastPublished < Self.busyInterval)
    }

    /// Pushes `tree` (the frame at `time`, seconds) if it differs from the last one, then
    /// announces what changed.
    func publish(_ tree: SemanticsTree, at time: Double) {
        pending = false
        lastPublished = time
        lastWasBusy = tree.nodes.contains { $0.states.contains(.busy) }
        guard tree != last else { return }
        let changes = last.map { Self.ordered(tree.changes(from: $0), leaving: $0.focused?.id) } ?? []
        let firstTime = last == nil
        last = tree
        publishCount += 1
        wa11y_begin()
        for node in tree.nodes { Self.set(node, isWindow: node.id == tree.root.id) }
        wa11y_end(tree.root.id.rawValue)
        for change in changes { Self.announce(change, in: tree) }
        if firstTime, let f = tree.focused { wa11y_notify(f.id.rawValue, WA11Y_CHANGE_FOCUS) }
    }

    /// `changes` in the order they are announced: when the focus moves, what changed on the
    /// control it leaves (a readout reset to "none", a value that settled) comes after the focus
    /// has left it, as in a toolkit whose control changes on focus-out. A screen reader then
    /// speaks the control the focus reached, not the one left behind.
    static func ordered(_ changes: [SemanticsNotification], leaving: SemanticsNode.ID?) -> [SemanticsNotification] {
        guard let leaving, changes.contains(where: { if case .focusMoved(let id) = $0 { id != leaving } else { false } })
        else { return changes }
        func onLeft(_ c: SemanticsNotification) -> Bool {
            switch c {
            case .valueChanged(let id), .descriptionChanged(let id), .nameChanged(let id), .statesChanged(let id):
                return id == leaving
            default: return false
            }
        }
        return changes.filter { !onLeft($0) } + changes.filter(onLeft)
    }

    /// Answers the clients' requests that are waiting (never blocks).
    @discardableResult
    func pump() -> Int { Int(wa11y_pump()) }

    /// The actions clients asked for since the last call, oldest first.
    func takeActions() -> [(SemanticsNode.ID, SemanticsAction)] {
        var out: [(SemanticsNode.ID, SemanticsAction)] = []
        var id: UInt64 = 0
        var code: Int32 = 0
        var value = 0.0
        while wa11y_next_action(&id, &code, &value) == 1 {
            let action: SemanticsAction?
            switch UInt32(code) {
            case SemanticsActions.increment.rawValue: action = .increment
            case SemanticsActions.decrement.rawValue: action = .decrement
            case SemanticsActions.setValue.rawValue: action = .setValue(value)
            case SemanticsActions.activate.rawValue: action = .activate
            case SemanticsActions.focus.rawValue: action = .focus
            default: action = nil
            }
            if let action { out.append((SemanticsNode.ID(id), action)) }
        }
        return out
    }

    /// The C role of a node (the tree's root is the window, a frame).
    static func role(_ r: SemanticsRole) -> Int32 {
        Int32(SemanticsRole.allCases.firstIndex(of: r)! + 1)
    }

    /// Sets `node` on the C side; the tree's root is the window (an AT-SPI frame).
    private static func set(_ node: SemanticsNode, isWindow: Bool) {
        let children = node.children.map(\.rawValue)
        node.name.withCString { name in
            withOptionalCString(node.value) { valueText in
                withOptionalCString(node.description) { description in
                    children.withUnsafeBufferPointer { kids in
                        let n = node.numericValue
                        var c = wa11y_node(
                            id: node.id.rawValue, role: isWindow ? Int32(WA11Y_ROLE_FRAME.rawValue) : role(node.role),
                            name: name, value_text: valueText,
                            description: description, x: node.bounds.x, y: node.bounds.y, width: node.bounds.width,
                            height: node.bounds.height, states: node.states.rawValue, actions: node.actions.rawValue,
                            has_numeric: n == nil ? 0 : 1, value: n?.value ?? 0, minimum: n?.minimum ?? 0,
                            maximum: n?.maximum ?? 0, step: n?.step ?? 0, children: kids.baseAddress, child_count: kids.count)
                        wa11y_set_node(&c)
                    }
                }
            }
        }
    }

    /// Table rows and cells change with every pan: their texts are read when visited, not
    /// announced (hundreds of events a frame would drown the bus).
    private static func quiet(_ id: SemanticsNode.ID, in tree: SemanticsTree) -> Bool {
        guard let r = tree[id]?.role else { return true }
        return r == .row || r == .cell || r == .columnHeader
    }

    private static func announce(_ change: SemanticsNotification, in tree: SemanticsTree) {
        switch change {
        case .valueChanged(let id) where !quiet(id, in: tree): wa11y_notify(id.rawValue, WA11Y_CHANGE_VALUE)
        case .nameChanged(let id) where !quiet(id, in: tree): wa11y_notify(id.rawValue, WA11Y_CHANGE_NAME)
        case .descriptionChanged(let id) where !quiet(id, in: tree): wa11y_notify(id.rawValue, WA11Y_CHANGE_DESCRIPTION)
        case .statesChanged(let id) where !quiet(id, in: tree): wa11y_notify(id.rawValue, WA11Y_CHANGE_STATES)
        case .focusMoved(let id): wa11y_notify(id.rawValue, WA11Y_CHANGE_FOCUS)
        default: break
        }
    }
}

/// Calls `body` with a C string for `s`, or NULL.
private func withOptionalCString<R>(_ s: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
    guard let s else { return body(nil) }
    return s.withCString { body($0) }
}

/// The D-Bus session bus, asked once before SDL starts: SDL connects to it at initialisation
/// (screensaver inhibition, input methods) and libdbus waits for an answer without a timeout,
/// so a bus that accepts connections and never replies would hold the app before its first
/// frame, headless too. One that has not answered within ``patience`` seconds is set aside
/// (`DBUS_SESSION_BUS_ADDRESS=disabled:` for this process, which SDL and GLib refuse at once),
/// with one note: the app then runs without it (no accessibility bus from it, no screensaver
/// inhibition). A bus that fails at once, or answers, is left as it is.
enum SessionBus {
    /// How long the bus has to answer, seconds.
    static let patience: Int32 = 3
    /// Whether this process set the session bus aside.
    private(set) static var setAside = false

    /// Asks the bus (when there is one); returns the note to print when it was set aside.
    static func checkBeforeSDL(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty, address != "disabled:" else {
            return nil
        }
        var error = [CChar](repeating: 0, count: 256)
        guard wa11y_session_bus_answers(patience, &error, error.count) == -1 else { return nil }
        setenv("DBUS_SESSION_BUS_ADDRESS", "disabled:", 1)
        setAside = true
        return "the D-Bus session bus did not answer within \(patience) s; running without it (no accessibility, no screensaver inhibition)"
    }
}
