import CSDL2
import Foundation
import WheelCore
import WheelSemantics

extension App {
    /// Starts the AT-SPI bridge in a window (see ``AccessibilityBridge``); without a bus the
    /// app runs as before, with at most one note on stderr.
    func startAccessibility() {
        guard window != nil, !options.noAccessibility, accessibility == nil else { return }
        let (bridge, note) = AccessibilityBridge.start(appName: "SDLFront")
        if let note { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        accessibility = bridge
    }

    /// How long the window loop may sleep while idle, milliseconds: with the bridge, clients'
    /// requests are answered within 20 ms.
    var idleWaitMilliseconds: Int32 { accessibility == nil ? 1000 : 20 }

    /// Answers the clients' requests and performs the actions they sent, at `t` (seconds).
    /// Returns whether an action was performed (a frame is then due).
    func pumpAccessibility(at t: Double) -> Bool {
        guard let bridge = accessibility else { return false }
        bridge.pump()
        // A tree skipped while something moved is published once its interval is over, even
        // when no frame follows (the scene came to rest).
        if bridge.pending && bridge.wantsTree(at: t) { publishSemantics(at: t) }
        let actions = bridge.takeActions()
        for (id, action) in actions { perform(action, on: id, at: t, fromClient: true) }
        return !actions.isEmpty
    }

    /// Publishes the tree of the frame at `time` (when it changed; while something moves, at
    /// most every 0.1 s). A scene without focus gets it on its
    /// first control, without a ring, so that a client always has a focused control.
    func publishSemantics(at time: Double) {
        guard let bridge = accessibility else { return }
        guard bridge.wantsTree(at: time) else {
            bridge.pending = true
            return
        }
        if focus.byScene[scene.kind] == nil, let first = semanticScene?.semantics(focused: nil).focusOrder.first {
            focus.byScene[scene.kind] = first
        }
        if let window {
            var x: Int32 = 0
            var y: Int32 = 0
            SDL_GetWindowPosition(window.handle, &x, &y)
            bridge.setWindowOrigin(x: Double(x), y: Double(y), scale: drawer.scale)
        }
        bridge.publish(semanticsTree(), at: time)
    }
}
