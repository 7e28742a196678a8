import CSDL2

/// Keeps a key that a screen reader consumed away from the app, as a toolkit's key snooper does.
///
/// With the accessibility bridge, every key press and release of the window system (an X11
/// message, SDL_SYSWMEVENT) goes to the clients' key listeners first
/// (``AccessibilityBridge/keyEvent(systemMessage:)``): Orca's own commands ("Where am I",
/// review keys) consume theirs. SDL queues the message just before the key event it makes of
/// it, so the next key event (and the text it types) belongs to the last message seen; a
/// message SDL makes no key event of (the release of an auto-repeat) is overridden by the next.
struct KeySnooper {
    /// Whether the last window-system key was consumed; nil once its SDL key event was seen.
    private var pending: Bool?
    /// Whether the last SDL key event was dropped (its text input goes with it).
    private var lastDropped = false

    /// Notes a window-system key event and whether a client consumed it.
    mutating func heard(consumed: Bool) { pending = consumed }

    /// Whether the app should act on SDL event `type`: false for the key event (and its text
    /// input) of a consumed key; true for everything else.
    mutating func admits(_ type: UInt32) -> Bool {
        switch type {
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            lastDropped = pending ?? false
            pending = nil
            return !lastDropped
        case SDL_TEXTINPUT.rawValue, SDL_TEXTEDITING.rawValue:
            return !lastDropped
        default:
            return true
        }
    }
}
