import Foundation
import Testing

/// Issue 50, item 6: nothing silent on the command line. An empty wheel is refused with the
/// reason (a wheel of no items has nothing to turn, show or choose), and a window that cannot
/// be seen (no display server: SDL falls back to its offscreen driver) is said, with exit 2,
/// instead of a run that waits for input that cannot come.
@Suite struct NothingSilentTests {
    @Test func zeroItemsIsRefusedWithTheReason() throws {
        let r = try CLI.run(["--headless", "--frames", "1", "--items", "0"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--items must be between 1 and 100000000, got 0"), "\(r.stderr)")
        #expect(r.stderr.contains("needs an item"), "\(r.stderr)")
        let one = try CLI.run(["--headless", "--frames", "1", "--items", "1"])
        #expect(one.status == 0, "\(one.stderr)")
    }

    @Test func aWindowWithNoDisplayIsSaidAndExitsInsteadOfRunning() throws {
        let started = Date()
        let r = try CLI.run(
            ["--frames", "600", "--no-accessibility", "--mute"], timeout: 60,
            environment: [
                "SDL_VIDEODRIVER": nil, "DISPLAY": nil, "WAYLAND_DISPLAY": nil,
                "XDG_RUNTIME_DIR": "/nonexistent/runtime-dir",
            ])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("cannot open a window"), "\(r.stderr)")
        #expect(r.stderr.contains("XDG_RUNTIME_DIR '/nonexistent/runtime-dir'"), "\(r.stderr)")
        #expect(r.stderr.contains("--headless"), "\(r.stderr)")
        // Said at once, not after running its 600 frames (10 s) in a window nobody sees.
        #expect(Date().timeIntervalSince(started) < 8)
    }
}
