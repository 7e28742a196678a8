import CSDL2
import Foundation

/// There is no display to open the window on: SDL found no display server (no reachable X11
/// `DISPLAY`, no Wayland socket, for instance with `XDG_RUNTIME_DIR` invalid) and fell back to
/// its offscreen or dummy video driver, where a window is never seen and a run without
/// `--frames` would wait for input that cannot come. Said, with what to do, and the app exits
/// with status 2 instead.
struct WindowUnavailable: Error, CustomStringConvertible {
    /// The video driver SDL fell back to.
    let driver: String
    /// The display variables as the app saw them.
    let display: String?
    let waylandDisplay: String?
    let runtimeDirectory: String?

    var description: String {
        func shown(_ v: String?) -> String { v.map { "'\($0)'" } ?? "unset" }
        return "cannot open a window: no display server answered (DISPLAY \(shown(display)), WAYLAND_DISPLAY "
            + "\(shown(waylandDisplay)), XDG_RUNTIME_DIR \(shown(runtimeDirectory))) and SDL fell back to its "
            + "'\(driver)' video driver, whose window nobody can see; start a display server (Xvfb for a "
            + "virtual one) or draw offscreen with --headless --frames N"
    }

    /// Throws when SDL's video driver (initialised) is its offscreen or dummy one and the
    /// environment did not ask for it with `SDL_VIDEODRIVER` (as tests and scripts do).
    static func check(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let name = SDL_GetCurrentVideoDriver() else { return }
        let driver = String(cString: name)
        guard driver == "offscreen" || driver == "dummy", environment["SDL_VIDEODRIVER"] != driver else {
            return
        }
        throw WindowUnavailable(
            driver: driver, display: environment["DISPLAY"], waylandDisplay: environment["WAYLAND_DISPLAY"],
            runtimeDirectory: environment["XDG_RUNTIME_DIR"])
    }
}
