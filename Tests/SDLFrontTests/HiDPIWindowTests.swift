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

    /// A replay that changes a little and a lot: a wheel drag held still and released, a scene
    /// switch, a range-selection drag, slider steps, a year change, a resize and a morph to the
    /// pie (1024x640 window points; at rest at the end).
    static let smallAndLargeChanges: String = {
        var lines: [String] = []
        func add(_ t: Double, _ rest: String) { lines.append("{\"t_ms\": \(t), \(rest)}") }
        add(0, "\"type\": \"down\", \"x\": 560, \"y\": 480")
        for k in 1...25 { add(Double(k) * 8, "\"type\": \"move\", \"x\": 560, \"y\": \(480 - k * 7)") }
        add(450, "\"type\": \"up\", \"x\": 560, \"y\": 305")
        add(500, "\"type\": \"key\", \"key\": \"Tab\", \"ctrl\": true")
        add(550, "\"type\": \"down\", \"x\": 500, \"y\": 558")
        for k in 1...25 { add(550 + Double(k) * 8, "\"type\": \"move\", \"x\": \(500 + k * 3), \"y\": 558") }
        add(950, "\"type\": \"up\", \"x\": 575, \"y\": 558")
        add(1000, "\"type\": \"key\", \"key\": \"Tab\", \"ctrl\": true")
        for k in 0..<3 { add(1050 + Double(k) * 50, "\"type\": \"key\", \"key\": \"PageUp\"") }
        add(1200, "\"type\": \"key\", \"key\": \"Right\"")
        add(1300, "\"type\": \"resize\", \"w\": 800, \"h\": 560")
        add(1400, "\"type\": \"key\", \"key\": \"Down\"")
        return lines.joined(separator: "\n") + "\n"
    }()

    /// Partial frames in a window (the default on the CPU path), at scale 1 and 2, through
    /// small and large changes, scene switches and a resize, end on the pixels of the same
    /// replay drawn headless from scratch.
    @Test(arguments: ["1", "2"])
    func partialWindowFramesEndOnTheHeadlessPicture(scale: String) throws {
        let script = CLI.tempPath("small-and-large-\(scale).jsonl")
        try Self.smallAndLargeChanges.write(toFile: script, atomically: true, encoding: .utf8)
        let window = CLI.tempPath("window-partial@\(scale).png")
        let still = CLI.tempPath("headless-partial@\(scale).png")
        let args = ["--scale", scale, "--frames", "300", "--replay", script]
        let w = try CLI.run(args + ["--stats", "--screenshot", window])
        #expect(w.status == 0, "stderr: \(w.stderr)")
        let partial = try #require(try StatsTests.summary(w.stdout)["partial_frames"] as? [String: Any])
        #expect((partial["count"] as? Int ?? 0) > 0, "\(w.stdout)")
        let h = try CLI.run(["--headless"] + args + ["--screenshot", still])
        #expect(h.status == 0, "stderr: \(h.stderr)")
        Self.expectAlike(try rgbPixels(window), try rgbPixels(still), scale: Int(scale)!)
    }
}
