import CSDL2
import Foundation
import Testing

@testable import SDLBackend
import WheelCore
import WheelRendering

private let bg = Color(r: 10, g: 20, b: 30)
private let red = Color(r: 220, g: 30, b: 40)

private func list(_ commands: [DisplayCommand]) -> DisplayList {
    var l = DisplayList()
    l.background = bg
    for c in commands { l.append(c) }
    return l
}

/// The two display-list drawers of SDLBackend, over which the suite's shared tests run:
/// `SDL_RenderGeometry` (``DisplayListRenderer``, on SDL's software renderer, supersampled 2×)
/// and WheelRaster (``SoftwareDisplayListRenderer``, sub-pixel coverage, no supersampling).
enum Drawer: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sdlGeometry = "SDL_RenderGeometry"
    case wheelRaster = "WheelRaster"

    var testDescription: String { rawValue }

    /// A `width × height` offscreen renderer and this drawer on it.
    func make(width: Int = 200, height: Int = 200, supersampling: Int? = nil) throws -> (Renderer, any DisplayListDrawing) {
        _ = Headless.library
        switch self {
        case .sdlGeometry:
            let r = try Renderer.offscreen(width: width, height: height, supersampling: supersampling ?? 2)
            return (r, DisplayListRenderer(renderer: r, fonts: Headless.fonts))
        case .wheelRaster:
            let r = try Renderer.offscreen(width: width, height: height, supersampling: supersampling ?? 1)
            return (r, try SoftwareDisplayListRenderer(renderer: r, fonts: Headless.fonts))
        }
    }

    /// The drawer's text cache (textures for SDL, coverage masks for WheelRaster): its counters
    /// and its capacity are the same for both.
    static func textCache(of drawer: any DisplayListDrawing) -> TextCacheCounters {
        switch drawer {
        case let d as DisplayListRenderer: return TextCacheCounters(d.textCache)
        case let d as SoftwareDisplayListRenderer: return TextCacheCounters(d.textCache)
        default: fatalError("unknown drawer \(type(of: drawer))")
        }
    }
}

/// A drawer's text cache, whatever it keeps.
struct TextCacheCounters {
    let created: () -> Int
    let hits: () -> Int
    let cells: () -> Int
    let lruCount: () -> Int
    let setLRUCapacity: (Int) -> Void

    init<Resource>(_ cache: RenderedTextCache<Resource>) {
        created = { cache.resourcesCreated }
        hits = { cache.cacheHits }
        cells = { cache.cellCount }
        lruCount = { cache.lruCount }
        setLRUCapacity = { cache.lruCapacity = $0 }
    }
}

/// All headless SDL tests (serialized: SDL and the shared font set are not thread-safe). The
/// tests with a `Drawer` argument run once per drawer; the others test one drawer's own
/// behaviour (SDL's batching, WheelRaster's text blending) or compare the two.
@Suite(.serialized) struct HeadlessRenderingTests {
    @Test(arguments: Drawer.allCases) func filledRectInteriorOutsideAndEdge(_ drawer: Drawer) throws {
        let (r, dl) = try drawer.make()
        // Left edge at x = 20.5: pixel column 20 is half covered.
        try dl.render(list([.fillRect(Rect(x: 20.5, y: 30, width: 100, height: 50), red)]))
        let img = try r.image()
        #expect(img.at(60, 50) == red)
        #expect(img.at(5, 5) == bg)
        #expect(img.at(150, 50) == bg)
        // WheelRaster's coverage is exact; SDL's comes from its 2x2 supersampling.
        let edge = img.at(20, 50)
        let margin: UInt8 = drawer == .wheelRaster ? 80 : 0
        #expect(edge.r > bg.r + margin && edge.r < red.r - margin, "half covered: \(edge)")
    }

    @Test(arguments: Drawer.allCases) func wedgeInteriorAndAntiAliasedRim(_ drawer: Drawer) throws {
        let (r, dl) = try drawer.make()
        let w = Wedge(center: Point(x: 100, y: 100), innerRadius: 30, outerRadius: 80, startAngle: 0, endAngle: .pi / 2)
        try dl.render(list([.fillWedge(w, red)]))
        let img = try r.image()
        // Inside: angle π/4 (down-right on screen), radius 55.
        #expect(img.at(100 + 39, 100 + 39) == red)
        // Up-right quadrant is outside (angles grow clockwise on screen).
        #expect(img.at(100 + 39, 100 - 39) == bg)
        // Hole and beyond the rim.
        #expect(img.at(105, 105) == bg)
        #expect(img.at(100 + 62, 100 + 62) == bg)
        // Some pixel along the outer rim is partially covered.
        var partial = 0
        for k in 0..<40 {
            let a = 0.2 + Double(k) * 0.03
            let p = img.at(Int(100 + 80 * cos(a)), Int(100 + 80 * sin(a)))
            if p != red && p != bg { partial += 1 }
        }
        #expect(partial > 10)
    }

    @Test(arguments: Drawer.allCases) func clipsNestAndClipText(_ drawer: Drawer) throws {
        let (r, dl) = try drawer.make()
        let style = TextStyle(size: 40, bold: true)
        try dl.render(list([
            .pushClip(Rect(x: 50, y: 50, width: 100, height: 100)),
            .pushClip(Rect(x: 0, y: 0, width: 120, height: 120)),
            .fillRect(Rect(x: 0, y: 0, width: 200, height: 200), red),
            .text(TextRun("WWWW", at: Point(x: 100, y: 100), anchor: .center, style: style, color: .white)),
            .popClip,
            .popClip,
            .fillRect(Rect(x: 0, y: 190, width: 10, height: 10), red),
        ]))
        let img = try r.image()
        #expect(img.at(60, 60) == red)
        #expect(img.at(125, 125) == bg)  // outside the inner clip
        #expect(img.at(40, 60) == bg)  // outside the outer clip
        #expect(img.at(5, 195) == red)  // drawn after the pops: unclipped
        // The text is wider than the clip: nothing of it at x >= 120.
        var outside = 0
        for y in 0..<200 {
            for x in 120..<200 where !(img.at(x, y) == bg || (y >= 190 && x < 10)) { outside += 1 }
        }
        #expect(outside == 0)
        switch drawer {
        case .sdlGeometry:
            #expect(r.clip == nil)  // the renderer's clip is restored
        case .wheelRaster:
            // Text is blended by WheelRaster, not blitted: the surface's own clip rect stays whole.
            var c = SDL_Rect()
            SDL_GetClipRect(r.surface!.pointer, &c)
            #expect(c.w == 200 && c.h == 200)
        }
    }

    @Test(arguments: Drawer.allCases) func emptyClipDrawsNothing(_ drawer: Drawer) throws {
        let (r, dl) = try drawer.make()
        try dl.render(list([
            .pushClip(Rect(x: 10, y: 10, width: 20, height: 20)),
            .pushClip(Rect(x: 100, y: 100, width: 20, height: 20)),
            .fillRect(Rect(x: 0, y: 0, width: 200, height: 200), red),
            .popClip, .popClip, .popClip,  // an unbalanced pop is ignored
        ]))
        let img = try r.image()
        #expect(img.at(15, 15) == bg)
        #expect(img.at(110, 110) == bg)
    }

    @Test(arguments: Drawer.allCases) func textDrawsInsideItsBoxOnly(_ drawer: Drawer) throws {
        let (r, dl) = try drawer.make()
        let style = TextStyle(size: 20)
        let size = TTFTextMeasurer(fonts: Headless.fonts).measure("Hello", style: style)
        #expect(size.width > 30 && size.height > 15)
        let pos = Point(x: 100, y: 100)
        try dl.render(list([.text(TextRun("Hello", at: pos, anchor: .center, style: style, color: .white))]))
        let img = try r.image()
        let box = TextAnchor.center.origin(of: size, at: pos)
        let (inside, outside) = img.textPixels(differingFrom: bg, box: box, size: size)
        #expect(inside > 50)
        #expect(outside == 0)
    }

    @Test(arguments: Drawer.allCases) func textCellRebuildsOnlyWhenItsStringChanges(_ drawer: Drawer) throws {
        let (_, dl) = try drawer.make()
        let style = TextStyle(size: 14)
        func frame(_ strings: [String]) throws {
            var l = list([])
            for (i, s) in strings.enumerated() {
                l.append(.text(TextRun(s, at: Point(x: 100, y: Double(20 + 30 * i)), style: style, color: .white,
                                       reuseKey: ReuseKey(owner: "sector", slot: i))))
            }
            try dl.render(l)
        }
        let cache = Drawer.textCache(of: dl)
        try frame(["alpha", "beta", "gamma"])
        #expect(cache.created() == 3)
        try frame(["alpha", "beta", "gamma"])
        try frame(["alpha", "beta", "gamma"])
        #expect(cache.created() == 3)
        #expect(cache.hits() == 6)
        try frame(["alpha", "BETA", "gamma"])
        #expect(cache.created() == 4)
        #expect(cache.cells() == 3)
        // Back to an earlier string (a slider's value label going back and forth): the cell's
        // old text was kept among the least recently used.
        try frame(["alpha", "beta", "gamma"])
        try frame(["alpha", "BETA", "gamma"])
        #expect(cache.created() == 4)
        #expect(cache.cells() == 3)
    }

    @Test(arguments: Drawer.allCases) func textStyleChangeRebuildsTheCell(_ drawer: Drawer) throws {
        let (_, dl) = try drawer.make()
        let cell = ReuseKey(owner: "label", slot: 7)
        func draw(_ style: TextStyle, _ color: Color) throws {
            var l = DisplayList()
            l.append(.text(TextRun("same", at: Point(x: 100, y: 100), style: style, color: color, reuseKey: cell)))
            try dl.render(l)
        }
        let cache = Drawer.textCache(of: dl)
        try draw(TextStyle(size: 14), .white)
        try draw(TextStyle(size: 14), red)  // colour is a tint: no rebuild
        #expect(cache.created() == 1)
        try draw(TextStyle(size: 14, bold: true), .white)
        #expect(cache.created() == 2)
        #expect(cache.cells() == 1)
    }

    @Test(arguments: Drawer.allCases) func textWithoutCellUsesLRU(_ drawer: Drawer) throws {
        let (_, dl) = try drawer.make()
        let cache = Drawer.textCache(of: dl)
        cache.setLRUCapacity(2)
        let style = TextStyle(size: 12)
        for s in ["a", "b", "a", "c", "a"] {
            try dl.render(list([.text(TextRun(s, at: Point(x: 50, y: 50), style: style, color: .white))]))
        }
        // a, b created; a hit; c created (evicts b, the least recently used); a hit.
        #expect(cache.created() == 3)
        #expect(cache.hits() == 2)
        #expect(cache.lruCount() == 2)
    }

    @Test(arguments: Drawer.allCases) func screenshotWritesAValidPNG(_ drawer: Drawer) throws {
        let (r, dl) = try drawer.make()
        try dl.render(list([.fillRect(Rect(x: 0, y: 0, width: 100, height: 200), red)]))
        let img = try r.image()
        let path = NSTemporaryDirectory() + "/sdlbackend-test-\(drawer)-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Screenshot.savePNG(r, to: path)
        let loaded = try Surface.load(path: path)
        #expect(loaded.width == 200 && loaded.height == 200)
        #expect(loaded.pixel(x: 50, y: 50) == red)
        #expect(loaded.pixel(x: 99, y: 7) == img.at(99, 7))
        #expect(loaded.pixel(x: 150, y: 50) == bg)
    }

    @Test(arguments: Drawer.allCases, [1, 2]) func supersamplingScalesTheTargetNotTheImage(_ drawer: Drawer, _ k: Int) throws {
        let (r, dl) = try drawer.make(width: 64, height: 48, supersampling: k)
        #expect(dl.targetScale == Double(k))
        #expect(r.outputSize.width == 64 * k && r.outputSize.height == 48 * k)
        try dl.render(list([.fillRect(Rect(x: 8, y: 8, width: 16, height: 16), red)]))
        let img = try Screenshot.capture(r)
        #expect(img.width == 64 && img.height == 48)
        #expect(img.at(15, 15) == red)
        #expect(img.at(40, 40) == bg)
    }

    @Test(arguments: Drawer.allCases) func hiDPIScaleDoublesGeometry(_ drawer: Drawer) throws {
        let (r, dl) = try drawer.make()
        dl.scale = 2
        try dl.render(list([.fillRect(Rect(x: 10, y: 10, width: 40, height: 40), red)]))
        let img = try r.image()
        #expect(img.at(90, 90) == red)
        #expect(img.at(110, 110) == bg)
    }

    @Test func screenshotErrorNamesThePath() throws {
        let (r, _) = try Drawer.sdlGeometry.make()
        let path = "/nonexistent-dir/x.png"
        do {
            try Screenshot.savePNG(r, to: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains(path))
        }
    }

    /// Measurements are cached: a repeated string and style is answered without the font, a
    /// new style or a scale change measures again, and the cache is cleared at its limit.
    @Test func measurerIsConsistentAndCached() throws {
        let m = TTFTextMeasurer(fonts: Headless.fonts)
        let a = m.measure("Wheel", style: TextStyle(size: 16))
        #expect(m.fontMeasurements == 1)
        let b = m.measure("Wheel", style: TextStyle(size: 16))
        #expect(a == b)
        #expect(m.fontMeasurements == 1)  // answered from the cache
        let bold = m.measure("Wheel", style: TextStyle(size: 16, bold: true))
        let big = m.measure("Wheel", style: TextStyle(size: 32))
        #expect(m.fontMeasurements == 3)
        #expect(bold.width > a.width)
        #expect(abs(big.width - 2 * a.width) < 3)
        m.scale = 2  // clears the cache: sizes in points, measured at the new pixel size
        let scaled = m.measure("Wheel", style: TextStyle(size: 16))
        #expect(m.fontMeasurements == 4)
        #expect(abs(scaled.width - a.width) < 2)
        m.cacheLimit = 2
        for s in ["x", "y", "z"] { _ = m.measure(s, style: TextStyle(size: 16)) }
        _ = m.measure("Wheel", style: TextStyle(size: 16))  // evicted when the cache was cleared
        #expect(m.fontMeasurements == 8)
        let empty = m.measure("", style: TextStyle(size: 16))
        #expect(empty.width == 0 && empty.height > 0)
        let nan = m.measure("x", style: TextStyle(size: .nan))
        #expect(nan.width.isFinite && nan.height.isFinite)
    }
}

// The SDL_RenderGeometry drawer's own behaviour.
extension HeadlessRenderingTests {
    @Test func oneGeometryCallPerBatch() throws {
        let (_, dl) = try Headless.make()
        var l = DisplayList()
        l.append(.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), red))
        l.append(.fillCircle(center: Point(x: 50, y: 50), radius: 10, red))
        l.append(.fillWedge(Wedge(center: Point(x: 50, y: 50), innerRadius: 20, outerRadius: 30, startAngle: 0, endAngle: 2), red))
        try dl.render(l)
        #expect(dl.lastBatchCount == 1)
        l.append(.text(TextRun("x", at: Point(x: 5, y: 5), style: TextStyle(size: 10), color: .white)))
        l.append(.line(from: Point(x: 0, y: 0), to: Point(x: 100, y: 100), width: 2, red))
        l.append(.pushClip(Rect(x: 0, y: 0, width: 50, height: 50)))
        l.append(.fillRect(Rect(x: 0, y: 0, width: 100, height: 100), red))
        l.append(.popClip)
        try dl.render(l)
        #expect(dl.lastBatchCount == 3)
        #expect(dl.lastTriangleCount > 0)
    }

    @Test func renderSampleToPNG() throws {
        let (r, dl) = try Headless.make(width: 480, height: 360)
        try dl.render(SampleDisplayList.make())
        #expect(dl.lastBatchCount >= 3)
        let path = ProcessInfo.processInfo.environment["WHEELPICKER_SAMPLE_PNG"]
            ?? NSTemporaryDirectory() + "/wheelpicker-sample-\(getpid()).png"
        try Screenshot.savePNG(r, to: path)
        #expect(FileManager.default.fileExists(atPath: path))
        if ProcessInfo.processInfo.environment["WHEELPICKER_SAMPLE_PNG"] == nil {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

// WheelRaster's text blending, and the two drawers against each other.
extension HeadlessRenderingTests {
    /// The text path (WheelRaster blending a coverage mask) matches the SDL blit it replaced
    /// (`TTF_RenderUTF8_Blended` in white, colour/alpha modulated, `SDL_BlitSurface` with a clip
    /// rect) within ±2 per channel on every pixel (±3 where SDL takes its inexact fast path):
    /// only the two blenders' rounding differs.
    @Test func softwareTextMatchesTheSDLBlitOfTheSameRun() throws {
        let (r, dl) = try Headless.makeSoftware(width: 160, height: 90)
        let (oldR, old) = try Headless.makeSoftware(width: 160, height: 90)
        let clip = Rect(x: 12, y: 20, width: 130, height: 50)
        let runs = [
            TextRun("Wheel 42", at: Point(x: 80, y: 45), anchor: .center, style: TextStyle(size: 22, bold: true), color: .white),
            TextRun("fading", at: Point(x: 8, y: 30), style: TextStyle(size: 17), color: Color(r: 250, g: 160, b: 20, a: 140)),
            TextRun("1234567", at: Point(x: 150, y: 72), anchor: .center, style: TextStyle(size: 26), color: Color(r: 30, g: 60, b: 230)),
        ]
        for run in runs {
            let under: [DisplayCommand] = [
                .fillRect(Rect(x: 0, y: 0, width: 160, height: 45), red),
                .fillCircle(center: Point(x: 60, y: 50), radius: 25, Color(r: 40, g: 200, b: 90, a: 170)),
                .pushClip(clip),
            ]
            try dl.render(list(under + [.text(run), .popClip]))
            try old.render(list(under + [.popClip]))
            try blitTheOldWay(run, onto: oldR.surface!, clip: clip, origin: { dl.textCache.origin(of: run, width: $0, height: $1) })
            let a = try r.image()
            let b = try oldR.image()
            var worst = 0
            var changed = 0
            var opaqueLost = 0
            for y in 0..<90 {
                for x in 0..<160 {
                    let p = a.at(x, y)
                    worst = max(worst, p.distance(to: b.at(x, y)))
                    if p.a != 255 { opaqueLost += 1 }
                    if p != bg && p != red { changed += 1 }
                }
            }
            // SDL 2.26's unmodulated fast path (white, opaque run) is not exact: it blends with
            // a division by 256, darkening what it touches by up to 3 and turning opaque pixels
            // to alpha 253. The modulated (generic) blitter is within 2 of the exact blend.
            #expect(worst <= (run.color == .white ? 3 : 2), "\(run.string)")
            #expect(opaqueLost == 0)  // exact blending keeps an opaque background opaque
            #expect(changed > 100, "\(run.string)")  // the text was drawn at all
        }
    }

    /// The two rasterisers agree on the sample frame: same shapes, same anti-aliasing model
    /// (the SDL path supersampled 2×, WheelRaster at sub-pixel precision), text excluded.
    @Test func softwareMatchesTheSDLPathOnTheSampleShapes() throws {
        let (sr, sdl) = try Headless.make(width: 480, height: 360)
        let (wr, wheel) = try Headless.makeSoftware(width: 480, height: 360)
        let textless = SampleDisplayList.make().withoutText()
        try sdl.render(textless)
        try wheel.render(textless)
        let a = try sr.image()
        let b = try wr.image()
        var total = 0
        var far = 0
        for y in 0..<360 {
            for x in 0..<480 {
                let d = a.at(x, y).distance(to: b.at(x, y), alpha: false)
                total += d
                if d > 96 { far += 1 }
            }
        }
        let mean = Double(total) / Double(480 * 360)
        #expect(mean < 1.5)
        #expect(far < 200)  // edge pixels may differ (pixel-snapped vs sub-pixel vertices)
    }
}


/// Draws `run` as the software path did before masks: its white blended text surface,
/// colour- and alpha-modulated, blitted at `origin(width, height)` inside `clip`.
private func blitTheOldWay(
    _ run: TextRun, onto target: Surface, clip: Rect, origin: (Int, Int) -> (x: Int, y: Int)?
) throws {
    let font = try Headless.fonts.font(pixelSize: FontSet.pixelSize(for: run.style, scale: 1), bold: run.style.bold)
    let text = try font.renderBlended(run.string)
    try check(SDL_SetSurfaceBlendMode(text.pointer, SDL_BLENDMODE_BLEND), "SDL_SetSurfaceBlendMode")
    try check(SDL_SetSurfaceColorMod(text.pointer, run.color.r, run.color.g, run.color.b), "SDL_SetSurfaceColorMod")
    try check(SDL_SetSurfaceAlphaMod(text.pointer, run.color.a), "SDL_SetSurfaceAlphaMod")
    let o = try #require(origin(text.width, text.height))
    var dst = SDL_Rect(x: Int32(o.x), y: Int32(o.y), w: Int32(text.width), h: Int32(text.height))
    var c = SDL_Rect(x: Int32(clip.x), y: Int32(clip.y), w: Int32(clip.width), h: Int32(clip.height))
    _ = SDL_SetClipRect(target.pointer, &c)
    defer { SDL_SetClipRect(target.pointer, nil) }
    try check(SDL_UpperBlit(text.pointer, nil, target.pointer, &dst), "SDL_UpperBlit")
}

extension DisplayList {
    /// The same drawing without its text commands.
    func withoutText() -> DisplayList {
        var l = DisplayList()
        l.background = background
        for c in commands {
            switch c {
            case .text: continue
            case .polyline(let range, let width, let color):
                l.appendPolyline(points[range], width: width, color: color)
            case .fillPolygon(let range, let color):
                let start = l.beginPolyline()
                for p in points[range] { l.addPoint(p) }
                l.endPolygon(start: start, color: color)
            default: l.append(c)
            }
        }
        return l
    }
}

@Test func assetLocatorHonoursEnvironmentAndReportsSearchedPlaces() throws {
    let found = try AssetLocator.locate()
    #expect(FileManager.default.fileExists(atPath: found + "/fonts/DejaVuSans-Bold.ttf"))
    let viaEnv = try AssetLocator.locate(environment: [AssetLocator.environmentVariable: found])
    #expect(viaEnv == found)
    do {
        _ = try AssetLocator.locate(environment: [:], currentDirectory: "/", filePath: "/nowhere/a/b.swift")
        // The executable's directory may still find it (tests run from .build); that is fine.
    } catch {
        #expect(error.searched.contains("/Assets"))
        #expect(error.description.contains(AssetLocator.environmentVariable))
    }
}

