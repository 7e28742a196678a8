import CSDL2

/// The mouse cursor over the window: what a press would do there (a hand over what a click
/// activates, a horizontal resize arrow over a range handle, ...). SDL's system cursors are
/// made on first use and kept; SDL frees them when it quits (SDL_MouseQuit frees every cursor
/// made), so they are never freed here.
struct WindowCursor {
    /// The cursors the app shows.
    enum Shape: Hashable {
        /// Nothing to press.
        case arrow
        /// A tab, a button, a slider, a wheel item: a click acts.
        case hand
        /// A chart that pans and reads out what is under the pointer.
        case crosshair
        /// An edge that moves sideways (a range handle).
        case resizeHorizontal
        /// Something that moves as a whole (the range selection).
        case move

        var system: SDL_SystemCursor {
            switch self {
            case .arrow: SDL_SYSTEM_CURSOR_ARROW
            case .hand: SDL_SYSTEM_CURSOR_HAND
            case .crosshair: SDL_SYSTEM_CURSOR_CROSSHAIR
            case .resizeHorizontal: SDL_SYSTEM_CURSOR_SIZEWE
            case .move: SDL_SYSTEM_CURSOR_SIZEALL
            }
        }
    }

    private var made: [Shape: OpaquePointer] = [:]
    /// The shape asked for last.
    private(set) var shown = Shape.arrow

    /// Shows `shape`; a platform without that system cursor keeps the one it shows.
    mutating func show(_ shape: Shape) {
        guard shape != shown else { return }
        shown = shape
        if made[shape] == nil, let cursor = SDL_CreateSystemCursor(shape.system) {
            made[shape] = cursor
        }
        if let cursor = made[shape] { SDL_SetCursor(cursor) }
    }
}
