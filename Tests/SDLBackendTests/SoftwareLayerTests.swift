import CSDL2
import Testing

@testable import SDLBackend
import WheelCore
import WheelRendering

// Retained layers on the CPU path (WheelRaster into main memory): the same contract as the
// render-target cache of the GPU path.
extension HeadlessRenderingTests {
    @Test(arguments: ["sample", "range"])
    func softwareCachedLayersShowExactlyWhatDirectDrawingShows(scene: String) throws {
        _ = Headless.library
        let measurer = TTFTextMeasurer(fonts: Headless.fonts, scale: 1)
        let list = scene == "range" ? LayeredFrames.range(measurer) : LayeredFrames.sample()
        let (layerCount, eager) = LayeredFrames.layerCounts(list)
        #expect(layerCount >= 1 && (scene == "range") == (eager >= 2))
        let (r, d) = try Headless.makeSoftware(width: 600, height: 400)
        var builds: [Int] = []
        var hits: [Int] = []
        for _ in 0..<8 {
            try d.render(list)
            builds.append(d.lastLayerBuilds)
            hits.append(d.lastLayerHits)
        }
        // First frame: seen only; then drawn and kept (the range chart's tiles a few a frame,
        // at most a quarter of the target: the others drawn directly meanwhile); then copied.
        #expect(builds[0] == 0 && hits[0] == 0 && builds.reduce(0, +) == layerCount, "\(builds)")
        #expect(hits.last == layerCount && zip(builds, hits).allSatisfy { $0 + $1 <= layerCount }, "\(hits)")
        #expect(scene != "range" || builds.allSatisfy { $0 < layerCount }, "\(builds)")
        let cached = try Screenshot.capture(r)
        let (r2, direct) = try Headless.makeSoftware(width: 600, height: 400)
        direct.layerCaching = false
        try direct.render(list)
        try direct.render(list)
        #expect(direct.lastLayerHits == 0 && direct.lastLayerBuilds == 0 && direct.cachedLayerCount == 0)
        #expect(differingPixels(cached, try Screenshot.capture(r2)) == 0)
    }

    @Test func softwareLayersAreDroppedWhenUnusedOrChangedAndNeverKeptWhenChangingEveryFrame() throws {
        let (_, d) = try Headless.makeSoftware(width: 600, height: 400)
        for k in 0..<4 {
            try d.render(LayeredFrames.sample(panelText: "frame \(k)"))
            #expect(d.lastLayerBuilds == 0 && d.lastLayerHits == 0)
        }
        #expect(d.cachedLayerCount == 0)
        let list = LayeredFrames.sample()
        for _ in 0..<3 { try d.render(list) }
        #expect(d.lastLayerHits == 1 && d.cachedLayerCount == 1)
        d.scale = 2  // other pixels: not reused
        try d.render(list)
        #expect(d.lastLayerHits == 0 && d.cachedLayerCount == 0)
        d.scale = 1
        for _ in 0..<2 { try d.render(list) }
        #expect(d.cachedLayerCount == 1)
        try d.render(SampleDisplayList.make(width: 600, height: 300))
        #expect(d.cachedLayerCount == 0)
    }

    @Test func softwareLayerCopiesStayExactWhenWhatIsDrawnAfterThemChanges() throws {
        // The layer is kept while the commands after it (drawn over it) change every frame.
        let (r, d) = try Headless.makeSoftware(width: 600, height: 400)
        let (r2, direct) = try Headless.makeSoftware(width: 600, height: 400)
        direct.layerCaching = false
        for k in 0..<4 {
            var list = LayeredFrames.sample()
            list.append(.fillRect(Rect(x: 350 + Double(k) * 7.25, y: 320, width: 40, height: 40), Color(r: 200, g: 40, b: 40, a: 160)))
            list.append(.text(TextRun("over \(k)", at: Point(x: 380, y: 350), style: TextStyle(size: 12), color: .white)))
            try d.render(list)
            try direct.render(list)
            #expect(differingPixels(try Screenshot.capture(r), try Screenshot.capture(r2)) == 0, "frame \(k)")
        }
        #expect(d.lastLayerHits == 1)
    }
}

extension HeadlessRenderingTests {
    @Test func wheelRasterDrawsOnlyInto32BitPixels() throws {
        _ = Headless.library
        #expect(SoftwareDisplayListRenderer.canDraw(into: try Renderer.offscreen(width: 8, height: 8)))
        let rgb565 = try Renderer(surface: Surface(width: 8, height: 8, format: SDL_PIXELFORMAT_RGB565.rawValue))
        #expect(!SoftwareDisplayListRenderer.canDraw(into: rgb565))
        #expect(throws: SDLError.self) { try SoftwareDisplayListRenderer(renderer: rgb565, fonts: Headless.fonts) }
        // An offscreen XRGB surface is not a window: its fourth byte is not known to be ignored.
        let xrgb = try Renderer(surface: Surface(width: 8, height: 8, format: SDL_PIXELFORMAT_RGB888.rawValue))
        #expect(!SoftwareDisplayListRenderer.canDraw(into: xrgb))
    }
}
