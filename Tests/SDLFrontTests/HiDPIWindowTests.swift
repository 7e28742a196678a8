import CSDL2
import Foundation
import Testing

/// `--scale 2` in a window: the window is twice its size in points, laid out in points and
/// drawn at two pixels per point, text included, so its frames are the headless frames at
/// `--scale 2` (SDL's dummy video driver: a real window framebuffer, no display server).
extension WindowFrameTests {
    @Test func aWindowAtScaleTwoShowsTheHeadlessPictureAtScaleTwo() throws {
        let window = CLI.tempPath("window-1920x1080@2.png")
        let still = CLI.tempPath("headless-1920x1080@2.png")
        let size = ["--width", "1920", "--height", "1080", "--scale", "2", "--frames", "3"]
        for scene in ["wheel", "spring"] {
            let w = try CLI.run(size + ["--scene", scene, "--screenshot", window])
            #expect(w.status == 0, "stderr: \(w.stderr)")
            let h = try CLI.run(["--headless"] + size + ["--scene", scene, "--screenshot", still])
            #expect(h.status == 0, "stderr: \(h.stderr)")
            let a = try rgbPixels(window)
            let b = try rgbPixels(still)
            #expect(a.width == 3840 && a.height == 2160 && b.width == 3840 && b.height == 2160)
            let differing = zip(a.bytes, b.bytes).reduce(0) { $0 + ($1.0 != $1.1 ? 1 : 0) }
            #expect(differing == 0, "\(scene): \(differing) bytes differ")
        }
    }

    @Test func aWindowAtScaleTwoMatchesHeadlessAfterSceneSwitchesAndAResize() throws {
        let (a, b) = try windowAndHeadlessAfterSwitchesAndAResize(
            rasterizer: ["--scale", "2"], headless: ["--scale", "2"])
        Self.expectAlike(a, b, scale: 2)
    }
}
