import CSDL2
import Foundation
import Testing

/// The RGB pixels of a PNG (alpha and the file's own pixel format aside), row by row.
func rgbPixels(_ path: String) throws -> (width: Int, height: Int, bytes: [UInt8]) {
    let loaded = try #require(IMG_Load(path), "cannot read \(path)")
    defer { SDL_FreeSurface(loaded) }
    let s = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGB24.rawValue, 0))
    defer { SDL_FreeSurface(s) }
    let w = Int(s.pointee.w)
    let h = Int(s.pointee.h)
    let pitch = Int(s.pointee.pitch)
    let base = try #require(s.pointee.pixels).assumingMemoryBound(to: UInt8.self)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(w * h * 3)
    for y in 0..<h { bytes.append(contentsOf: UnsafeBufferPointer(start: base + y * pitch, count: w * 3)) }
    return (w, h, bytes)
}

/// The windowed loop, run on SDL's dummy video driver (a real window on a software renderer,
/// no display server): frames that would draw what is on screen are skipped, and the layers it
/// keeps (in textures with `--rasterizer sdl`, in main memory on the default WheelRaster path)
/// across scene switches and a resize show the same pixels as a headless frame drawn from
/// scratch.
@Suite(.serialized) struct WindowFrameTests {
    @Test func idleWindowFramesAreNotDrawnAndStatsReportIntervalsAndTheRenderer() throws {
        let r = try CLI.run(["--frames", "30", "--stats"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let json = try StatsTests.summary(r.stdout)
        #expect(json["frames"] as? Int == 30)
        // The first frame is drawn, and one more for each window event at start-up at most.
        let skipped = try #require(json["skipped_frames"] as? Int)
        #expect(skipped >= 25 && skipped < 30, "\(r.stdout)")
        #expect(json["interval_ms"] is [String: Any])
        #expect((json["renderer"] as? String)?.isEmpty == false)
    }

    @Test func theEmptyFrameBaselineIsDrawnEveryFrame() throws {
        let r = try CLI.run(["--frames", "12", "--stats", "--stats-baseline"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let json = try StatsTests.summary(r.stdout)
        #expect(json["skipped_frames"] as? Int == 0)
    }

    /// Window: wheel → range → spring → (resize) → wheel → range, drawn with the layers it
    /// kept; headless: the same end state drawn directly by the same rasteriser.
    func windowAndHeadlessAfterSwitchesAndAResize(rasterizer: [String], headless: [String]) throws
        -> (window: (width: Int, height: Int, bytes: [UInt8]), headless: (width: Int, height: Int, bytes: [UInt8]))
    {
        let script = CLI.tempPath("switch-resize.jsonl")
        try """
        {"t_ms": 50, "type": "key", "key": "F2"}
        {"t_ms": 150, "type": "key", "key": "F3"}
        {"t_ms": 250, "type": "resize", "w": 800, "h": 560}
        {"t_ms": 350, "type": "key", "key": "F1"}
        {"t_ms": 450, "type": "key", "key": "F2"}

        """.write(toFile: script, atomically: true, encoding: .utf8)
        let window = CLI.tempPath("window-layers.png")
        let still = CLI.tempPath("headless-layers.png")
        let w = try CLI.run(rasterizer + ["--frames", "60", "--replay", script, "--screenshot", window])
        #expect(w.status == 0, "stderr: \(w.stderr)")
        let h = try CLI.run(["--headless"] + headless + ["--frames", "60", "--replay", script, "--screenshot", still])
        #expect(h.status == 0, "stderr: \(h.stderr)")
        return (try rgbPixels(window), try rgbPixels(still))
    }

    @Test func cachedLayersAfterSceneSwitchesAndAResizeMatchAHeadlessFrame() throws {
        // The SDL_RenderGeometry path, its layers in render-target textures.
        let (a, b) = try windowAndHeadlessAfterSwitchesAndAResize(
            rasterizer: ["--rasterizer", "sdl"], headless: ["--rasterizer", "sdl", "--supersampling", "1"])
        Self.expectAlike(a, b)
    }

    /// The range scene's main chart is tiled into scrolling layers, each kept drawn into an
    /// image of its own at its own origin: the rasteriser's rounding at other coordinates may
    /// move a fringe pixel of the line by a level or two, nothing more.
    static func expectAlike(
        _ a: (width: Int, height: Int, bytes: [UInt8]), _ b: (width: Int, height: Int, bytes: [UInt8]), scale: Int = 1
    ) {
        #expect(a.width == 800 * scale && a.height == 560 * scale && b.width == 800 * scale && b.height == 560 * scale)
        var differing = 0
        var worst = 0
        for (x, y) in zip(a.bytes, b.bytes) where x != y {
            differing += 1
            worst = max(worst, abs(Int(x) - Int(y)))
        }
        // (Counted into Ints: swift-testing would diff 1.3 MB arrays element by element.)
        #expect(worst <= 2 && differing <= a.bytes.count / 2000, "\(differing) bytes differ, by up to \(worst)")
    }

    @Test func theWindowFramebufferPathMatchesAHeadlessFrameAfterSceneSwitchesAndAResize() throws {
        // The default on a renderer without a GPU (the dummy driver's): WheelRaster into the
        // window's framebuffer, its layers in main memory, against WheelRaster headless.
        let stats = try CLI.run(["--frames", "3", "--stats"])
        let renderer = try #require(try StatsTests.summary(stats.stdout)["renderer"] as? String)
        #expect(renderer.hasPrefix("window framebuffer"), "\(renderer)")
        let (a, b) = try windowAndHeadlessAfterSwitchesAndAResize(rasterizer: [], headless: [])
        Self.expectAlike(a, b)
    }
}
