import CSDL2
import Foundation
import Testing

@testable import SDLBackend
import WheelCore

private let bg = Color(r: 10, g: 20, b: 30)
private let red = Color(r: 220, g: 30, b: 40)

private func list(_ commands: [DisplayCommand]) -> DisplayList {
    var l = DisplayList()
    l.background = bg
    for c in commands { l.append(c) }
    return l
}

extension Headless {
    /// A `width × height` offscreen renderer (no supersampling) drawn by WheelRaster.
    static func makeSoftware(width: Int = 200, height: Int = 200, supersampling: Int = 1) throws
        -> (Renderer, SoftwareDisplayListRenderer)
    {
        _ = library
        let r = try Renderer.offscreen(width: width, height: height, supersampling: supersampling)
        return (r, try SoftwareDisplayListRenderer(renderer: r, fonts: fonts))
    }
}

// The WheelRaster path, in the same serialized suite as every other SDL test.
extension HeadlessRenderingTests {
    @Test func softwareFilledRectInteriorOutsideAndEdge() throws {
        let (r, dl) = try Headless.makeSoftware()
        try dl.render(list([.fillRect(Rect(x: 20.5, y: 30, width: 100, height: 50), red)]))
        let img = try r.image()
        #expect(img.at(60, 50) == red)
        #expect(img.at(5, 5) == bg)
        #expect(img.at(150, 50) == bg)
        let edge = img.at(20, 50)
        #expect(edge.r > bg.r + 80 && edge.r < red.r - 80)  // half covered
        #expect(dl.lastTriangleCount > 0)
    }

    @Test func softwareWedgeInteriorAndAntiAliasedRim() throws {
        let (r, dl) = try Headless.makeSoftware()
        let w = Wedge(center: Point(x: 100, y: 100), innerRadius: 30, outerRadius: 80, startAngle: 0, endAngle: .pi / 2)
        try dl.render(list([.fillWedge(w, red)]))
        let img = try r.image()
        #expect(img.at(139, 139) == red)
        #expect(img.at(139, 61) == bg)
        #expect(img.at(105, 105) == bg)
        #expect(img.at(162, 162) == bg)
        var partial = 0
        for k in 0..<40 {
            let a = 0.2 + Double(k) * 0.03
            let p = img.at(Int(100 + 80 * cos(a)), Int(100 + 80 * sin(a)))
            if p != red && p != bg { partial += 1 }
        }
        #expect(partial > 10)
    }

    @Test func softwareClipNestsAndClipsText() throws {
        let (r, dl) = try Headless.makeSoftware()
        let style = TextStyle(size: 40, weight: .bold)
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
        #expect(img.at(125, 125) == bg)
        #expect(img.at(40, 60) == bg)
        #expect(img.at(5, 195) == red)
        // The text is wider than the clip: nothing of it outside x < 120.
        for y in 0..<200 {
            for x in 120..<200 { #expect(img.at(x, y) == bg || (y >= 190 && x < 10)) }
        }
        // The surface's clip is reset after each blit.
        var c = SDL_Rect()
        SDL_GetClipRect(r.surface!.pointer, &c)
        #expect(c.w == 200 && c.h == 200)
    }

    @Test func softwareTextDrawsInsideItsBoxAndCachesPerCell() throws {
        let (r, dl) = try Headless.makeSoftware()
        let style = TextStyle(size: 20)
        let size = TTFTextMeasurer(fonts: Headless.fonts).measure("Hello", style: style)
        let pos = Point(x: 100, y: 100)
        func frame(_ s: String) throws {
            try dl.render(list([
                .text(TextRun(s, at: pos, anchor: .center, style: style, color: .white, cell: CellKey(kind: .label, slot: 1)))
            ]))
        }
        try frame("Hello")
        let img = try r.image()
        let box = TextAnchor.center.origin(of: size, at: pos)
        var inside = 0
        var outside = 0
        for y in 0..<200 {
            for x in 0..<200 where img.at(x, y) != bg {
                let inBox =
                    Double(x) >= box.x.rounded(.down) - 1 && Double(x) <= box.x + size.width + 1
                    && Double(y) >= box.y.rounded(.down) - 1 && Double(y) <= box.y + size.height + 1
                if inBox { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 50)
        #expect(outside == 0)
        try frame("Hello")
        try frame("Hello")
        #expect(dl.textCache.surfacesCreated == 1)
        #expect(dl.textCache.cacheHits == 2)
        try frame("World")
        #expect(dl.textCache.surfacesCreated == 2)
        #expect(dl.textCache.cellCount == 1)
    }

    @Test func softwareScreenshotAndSupersampling() throws {
        let (r, dl) = try Headless.makeSoftware(width: 64, height: 48, supersampling: 2)
        #expect(dl.targetScale == 2)
        try dl.render(list([.fillRect(Rect(x: 8, y: 8, width: 16, height: 16), red)]))
        let path = NSTemporaryDirectory() + "/sdlbackend-soft-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Screenshot.savePNG(r, to: path)
        let loaded = try Surface.load(path: path)
        #expect(loaded.width == 64 && loaded.height == 48)
        #expect(loaded.pixel(x: 15, y: 15) == red)
        #expect(loaded.pixel(x: 40, y: 40) == bg)
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
                let p = a.at(x, y)
                let q = b.at(x, y)
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                total += d
                if d > 96 { far += 1 }
            }
        }
        let mean = Double(total) / Double(480 * 360)
        #expect(mean < 1.5)
        #expect(far < 200)  // edge pixels may differ (pixel-snapped vs sub-pixel vertices)
    }
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
