import CSDL2
import Foundation
import WheelCore
import WheelSemantics

/// The SDL event that wakes the window loop when an assistive client's request arrives (the
/// loop then answers it without drawing a frame); `UInt32.max` if SDL had no event type left.
let accessibilityWakeEvent: UInt32 = SDL_RegisterEvents(1)

/// Pushes ``accessibilityWakeEvent``: called by CAccessibility's waker thread (SDL_PushEvent
/// may be called from any thread).
private func wakeWindowLoop() {
    var event = SDL_Event()
    event.type = accessibilityWakeEvent
    _ = SDL_PushEvent(&event)
}

extension App {
    /// Starts the AT-SPI bridge in a window (see ``AccessibilityBridge``); without a bus the
    /// app runs as before, with at most one note on stderr.
    func startAccessibility() {
        guard window != nil, !options.noAccessibility, accessibility == nil else { return }
        let (bridge, note) = AccessibilityBridge.start(appName: "SDLFront")
        if let note { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        accessibility = bridge
        // The window system's own key events, for the clients' key listeners (KeySnooper).
        if bridge != nil { SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE) }
        // A client's request wakes the loop (answered at once, not at the next frame or idle
        // wake: a screen reader makes about ten per event it presents).
        if accessibilityWakeEvent != UInt32.max { bridge?.setWaker(wakeWindowLoop) }
        // The window may have had the keyboard focus before its focus event could be heard.
        if let window { focus.windowActive = SDL_GetWindowFlags(window.handle) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0 }
        bridge?.setWindowActive(focus.windowActive)
    }

    /// How long the window loop may sleep while idle, milliseconds: with the bridge 20 (a tree
    /// held back while something moved is published then; clients' requests wake the loop at
    /// once, or are answered then if the waker could not start).
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
