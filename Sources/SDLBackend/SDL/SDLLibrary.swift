import CSDL2
import Foundation

/// Owns the initialisation of SDL, SDL_ttf and SDL_image for as long as it is alive.
///
/// Every wrapper (window, font, renderer) keeps its library alive, so SDL is shut down only
/// after the last resource is freed. Several libraries may coexist: SDL subsystems are
/// reference counted, and SDL_image is shut down with the last live library.
public final class SDLLibrary {
    /// Which SDL subsystems to start.
    public enum Mode: Sendable {
        /// Video and events, for a window on a display server.
        case windowed
        /// No video subsystem and no display server: rendering goes through the software
        /// renderer into an offscreen surface. `SDL_VIDEODRIVER` defaults to `dummy` in case
        /// anything initialises video later.
        case headless
    }

    /// The mode the library was started in.
    public let mode: Mode
    private let subsystems: UInt32

    private static let lock = NSLock()
    private static var liveCount = 0

    /// Initialises SDL (the subsystems for `mode`), SDL_ttf and SDL_image (PNG).
    public init(mode: Mode) throws(SDLError) {
        self.mode = mode
        switch mode {
        case .windowed:
            subsystems = UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS)
        case .headless:
            setenv("SDL_VIDEODRIVER", "dummy", 0)
            subsystems = 0
        }
        Self.lock.lock()
        defer { Self.lock.unlock() }
        if SDL_InitSubSystem(subsystems) != 0 {
            throw SDLError.capture("SDL_InitSubSystem")
        }
        if TTF_Init() != 0 {
            let error = SDLError.capture("TTF_Init")
            SDL_QuitSubSystem(subsystems)
            throw error
        }
        let png = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(png) & png == 0 {
            let error = SDLError.capture("IMG_Init(PNG)")
            TTF_Quit()
            SDL_QuitSubSystem(subsystems)
            throw error
        }
        Self.liveCount += 1
    }

    deinit {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        Self.liveCount -= 1
        TTF_Quit()
        SDL_QuitSubSystem(subsystems)
        if Self.liveCount == 0 {
            IMG_Quit()
            SDL_Quit()
        }
    }
}
