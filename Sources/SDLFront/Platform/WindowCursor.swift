import CSDL2

/// The mouse cursor over the window: the arrow, or a hand over what a click activates (the
/// scene tabs). SDL's system cursors are made on first use and kept; SDL frees them when it
/// quits (SDL_MouseQuit frees every cursor made), so they are never freed here.
struct WindowCursor {
    /// The cursors the app shows.
    enum Shape: Hashable {
        case arrow, hand
    }

    private var made: [Shape: OpaquePointer] = [:]
    /// The shape asked for last.
    private(set) var shown = Shape.arrow

    /// Shows `shape`; a platform without that system cursor keeps the one it shows.
    mutating func show(_ shape: Shape) {
        guard shape != shown else { return }
        shown = shape
        if made[shape] == nil, let cursor = SDL_CreateSystemCursor(shape == .hand ? SDL_SYSTEM_CURSOR_HAND : SDL_SYSTEM_CURSOR_ARROW) {
            made[shape] = cursor
        }
        if let cursor = made[shape] { SDL_SetCursor(cursor) }
    }
}
