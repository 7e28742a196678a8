import CSDL2

/// An owned SDL window: resizable and hi-DPI aware. Its size is in **points** (logical
/// window units); its drawable size is in **pixels**.
public final class Window {
    /// The `SDL_Window*`. Valid for the lifetime of this object.
    public let handle: OpaquePointer
    private let library: SDLLibrary

    /// Opens a window centred on the screen, `width × height` points, with
    /// `SDL_WINDOW_ALLOW_HIGHDPI` (and `SDL_WINDOW_RESIZABLE` unless `resizable` is false).
    public init(
        title: String, width: Int, height: Int, resizable: Bool = true, library: SDLLibrary
    ) throws(SDLError) {
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        // SDL_WINDOWPOS_CENTERED is a function-like macro; this is its value for display 0.
        let centered = Int32(bitPattern: 0x2FFF_0000)
        guard
            let w = SDL_CreateWindow(
                title, centered, centered, Int32(clamping: max(1, width)),
                Int32(clamping: max(1, height)), flags)
        else { throw SDLError.capture("SDL_CreateWindow") }
        handle = w
        self.library = library
    }

    deinit { SDL_DestroyWindow(handle) }

    /// The SDL window id (matches `windowID` in window events).
    public var id: UInt32 { SDL_GetWindowID(handle) }

    /// Client-area size, in points.
    public var size: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(handle, &w, &h)
        return (Int(w), Int(h))
    }

    /// Client-area size, in pixels (larger than ``size`` on hi-DPI displays).
    public var drawableSize: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSizeInPixels(handle, &w, &h)
        return (Int(w), Int(h))
    }

    /// Pixels per point (drawable width / window width; 1 if the window has no width).
    public var pixelScale: Double {
        let s = size
        let d = drawableSize
        return s.width > 0 && d.width > 0 ? Double(d.width) / Double(s.width) : 1
    }

    /// The window title.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(handle)) }
        set { SDL_SetWindowTitle(handle, newValue) }
    }
}
