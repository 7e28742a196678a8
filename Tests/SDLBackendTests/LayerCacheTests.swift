import CSDL2
import Testing

@testable import SDLBackend
import SeriesIO
import WheelCharts
import WheelCore
import WheelRendering

/// The number of pixels (of the smaller common area) whose bytes differ between two surfaces
/// of the same format.
func differingPixels(_ a: Surface, _ b: Surface) -> Int {
    let sa = a.pointer.pointee
    let sb = b.pointer.pointee
    guard let pa = sa.pixels, let pb = sb.pixels, a.width == b.width, a.height == b.height, a.format == b.format else {
        return Int.max
    }
    let bpp = Int(sa.format.pointee.BytesPerPixel)
    var count = 0
    for y in 0..<a.height {
        let ra = pa.advanced(by: y * Int(sa.pitch)).assumingMemoryBound(to: UInt8.self)
        let rb = pb.advanced(by: y * Int(sb.pitch)).assumingMemoryBound(to: UInt8.self)
        for x in 0..<a.width where memcmp(ra + x * bpp, rb + x * bpp, bpp) != 0 { count += 1 }
    }
    return count
}

/// Scene frames (view space, 600 × 400 points) with retained layers.
enum LayeredFrames {
    static let viewport = Rect(x: 0, y: 0, width: 600, height: 400)

    static func range(_ measurer: some TextMeasurer) -> DisplayList {
        let s = SyntheticSeries.randomWalk(count: 30_000, seed: 11)
        var c = RangeSelectorController(series: s, viewport: viewport)
        _ = c.setVisibleRange(s.xs[5_000]...s.xs[9_000])
        var r = RangeChartRenderer()
        var list = DisplayList()
        r.render(c, pyramid: MinMaxPyramid(s), title: "Walk", into: &list, measurer: measurer)
        return list
    }

    /// The layers of `list`, and how many of them a renderer keeps on first sight (scrolling
    /// layers that show whole: the range chart's inner tiles).
    static func layerCounts(_ list: DisplayList) -> (all: Int, eager: Int) {
        let layers = list.commands.compactMap { if case .beginLayer(let l) = $0 { l } else { nil } }
        return (layers.count, layers.filter { $0.isScrolling && $0.extent == $0.bounds }.count)
    }

    /// The sample frame with a layer (a panel of shapes and text) where it draws nothing else.
    static func sample(panelText: String = "cached") -> DisplayList {
        var list = SampleDisplayList.make(width: 600, height: 300)
        let panel = Rect(x: 360.5, y: 330.25, width: 220, height: 60)
        list.beginLayer(bounds: panel)
        list.append(.fillRoundedRect(panel.insetBy(dx: 4, dy: 4), radius: 8, Color(hex: 0x2A3142)))
        list.append(.fillWedge(Wedge(center: Point(x: 400, y: 360), innerRadius: 8, outerRadius: 22, startAngle: 0.3, endAngle: 4), .white))
        list.append(.text(TextRun(panelText, at: Point(x: 440, y: 360), anchor: .left, style: TextStyle(size: 14), color: .white)))
        list.endLayer()
        return list
    }
}

extension HeadlessRenderingTests {
    /// Renders `list` three times with layer caching (seen, built, copied) and once directly,
    /// and returns the images and the layer counts of the last cached frame.
    private func cachedAndDirect(_ list: DisplayList, supersampling: Int) throws -> (cached: Surface, direct: Surface, builds: [Int], hits: [Int]) {
        let r = try Renderer.offscreen(width: 600, height: 400, supersampling: supersampling)
        let cached = DisplayListRenderer(renderer: r, fonts: Headless.fonts)
        #expect(cached.layerCaching, "the software renderer supports render targets")
        var builds: [Int] = []
        var hits: [Int] = []
        for _ in 0..<3 {
            try cached.render(list)
            builds.append(cached.lastLayerBuilds)
            hits.append(cached.lastLayerHits)
        }
        let cachedImage = try r.image()
        let d = try Renderer.offscreen(width: 600, height: 400, supersampling: supersampling)
        let direct = DisplayListRenderer(renderer: d, fonts: Headless.fonts)
        direct.layerCaching = false
        try direct.render(list)
        #expect(direct.lastLayerHits == 0 && direct.lastLayerBuilds == 0)
        return (cachedImage, try d.image(), builds, hits)
    }

    @Test(arguments: ["sample", "range"], [1, 2])
    func cachedLayersShowExactlyWhatDirectDrawingShows(scene: String, supersampling: Int) throws {
        _ = Headless.library
        let measurer = TTFTextMeasurer(fonts: Headless.fonts, scale: Double(supersampling))
        let list: DisplayList
        switch scene {
        case "range": list = LayeredFrames.range(measurer)
        default: list = LayeredFrames.sample()
        }
        let (layerCount, eager) = LayeredFrames.layerCounts(list)
        #expect(layerCount >= 1 && (scene == "range") == (eager >= 2))
        let (cached, direct, builds, hits) = try cachedAndDirect(list, supersampling: supersampling)
        // First frame: seen only (tiles that show whole: drawn into textures); second: drawn
        // into textures; third: copied.
        #expect(builds == [eager, layerCount - eager, 0])
        #expect(hits == [0, eager, layerCount])
        #expect(differingPixels(cached, direct) == 0)
    }

    @Test func aLayerThatChangesEveryFrameIsNeverCached() throws {
        let (r, d) = try Headless.make(width: 600, height: 400)
        _ = r
        for k in 0..<4 {
            try d.render(LayeredFrames.sample(panelText: "frame \(k)"))
            #expect(d.lastLayerBuilds == 0 && d.lastLayerHits == 0)
        }
        #expect(d.cachedLayerCount == 0)
    }

    @Test func scaleChangeAndInvalidationRebuildAndUnusedTexturesAreDropped() throws {
        let (_, d) = try Headless.make(width: 600, height: 400)
        let list = LayeredFrames.sample()
        for _ in 0..<3 { try d.render(list) }
        #expect(d.lastLayerHits == 1 && d.cachedLayerCount == 1)
        d.scale = 0.5  // other pixels: not reused, seen again first
        try d.render(list)
        #expect(d.lastLayerHits == 0 && d.lastLayerBuilds == 0 && d.cachedLayerCount == 0)
        try d.render(list)
        #expect(d.lastLayerBuilds == 1)
        d.invalidateLayers()
        try d.render(list)
        #expect(d.lastLayerHits == 0 && d.cachedLayerCount == 0)
        // A frame without the layer drops its texture.
        for _ in 0..<2 { try d.render(list) }
        #expect(d.cachedLayerCount == 1)
        try d.render(SampleDisplayList.make(width: 600, height: 300))
        #expect(d.cachedLayerCount == 0)
    }

    @Test func aLayerOutsideTheTargetOrClippedAwayDrawsNothingAndAnUnclosedOneIsDrawnDirectly() throws {
        let (r, d) = try Headless.make(width: 100, height: 100)
        var list = DisplayList()
        list.background = Color(r: 0, g: 0, b: 0)
        list.beginLayer(bounds: Rect(x: 200, y: 200, width: 50, height: 50))
        list.append(.fillRect(Rect(x: 0, y: 0, width: 300, height: 300), .white))  // breaks the promise: clipped away
        list.endLayer()
        list.append(.pushClip(Rect(x: 0, y: 0, width: 0, height: 0)))
        list.beginLayer(bounds: Rect(x: 0, y: 0, width: 50, height: 50))
        list.append(.fillRect(Rect(x: 0, y: 0, width: 50, height: 50), .white))
        list.endLayer()
        list.append(.popClip)
        for _ in 0..<3 { try d.render(list) }
        let img = try r.image()
        #expect(img.at(10, 10) == Color(r: 0, g: 0, b: 0) && img.at(90, 90) == Color(r: 0, g: 0, b: 0))
        // An unclosed layer: its commands are drawn as usual.
        var open = DisplayList()
        open.background = Color(r: 0, g: 0, b: 0)
        open.beginLayer(bounds: Rect(x: 0, y: 0, width: 50, height: 50))
        open.append(.fillRect(Rect(x: 0, y: 0, width: 50, height: 50), .white))
        for _ in 0..<3 { try d.render(open) }
        #expect(try r.image().at(10, 10) == .white)
    }
}
