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

/// All headless SDL tests (serialized: SDL and the shared font set are not thread-safe).
@Suite(.serialized) struct HeadlessRenderingTests {
    @Test func filledRectInteriorOutsideAndEdge() throws {
        let (r, dl) = try Headless.make()
        // Left edge at x = 20.5: pixel column 20 is half covered.
        try dl.render(list([.fillRect(Rect(x: 20.5, y: 30, width: 100, height: 50), red)]))
        let img = try r.image()
        #expect(img.at(60, 50) == red)
        #expect(img.at(5, 5) == bg)
        #expect(img.at(150, 50) == bg)
        let edge = img.at(20, 50)
        #expect(edge != red && edge != bg)
        #expect(edge.r > bg.r && edge.r < red.r)
        #expect(dl.lastBatchCount == 1)
    }

    @Test func wedgeInteriorAndAntiAliasedRim() throws {
        let (r, dl) = try Headless.make()
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

    @Test func clipReallyClipsAndNests() throws {
        let (r, dl) = try Headless.make()
        try dl.render(list([
            .pushClip(Rect(x: 50, y: 50, width: 100, height: 100)),
            .pushClip(Rect(x: 0, y: 0, width: 120, height: 120)),
            .fillRect(Rect(x: 0, y: 0, width: 200, height: 200), red),
            .popClip,
            .popClip,
            .fillRect(Rect(x: 0, y: 190, width: 10, height: 10), red),
        ]))
        let img = try r.image()
        #expect(img.at(60, 60) == red)
        #expect(img.at(119, 119) == red)
        #expect(img.at(125, 125) == bg)  // outside the inner clip
        #expect(img.at(40, 60) == bg)  // outside the outer clip
        #expect(img.at(5, 195) == red)  // drawn after the pops: unclipped
        #expect(r.clip == nil)  // the renderer's clip is restored
    }

    @Test func emptyClipDrawsNothing() throws {
        let (r, dl) = try Headless.make()
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

    @Test func textDrawsInsideItsBoxOnly() throws {
        let (r, dl) = try Headless.make()
        let style = TextStyle(size: 20)
        let measurer = TTFTextMeasurer(fonts: Headless.fonts)
        let size = measurer.measure("Hello", style: style)
        #expect(size.width > 30 && size.height > 15)
        let pos = Point(x: 100, y: 100)
        try dl.render(list([.text(TextRun("Hello", at: pos, anchor: .center, style: style, color: .white))]))
        let img = try r.image()
        let box = TextAnchor.center.origin(of: size, at: pos)
        let (inside, outside) = img.textPixels(differingFrom: bg, box: box, size: size)
        #expect(inside > 50)
        #expect(outside == 0)
    }

    @Test func textCellRebuildsOnlyWhenItsStringChanges() throws {
        let (_, dl) = try Headless.make()
        let style = TextStyle(size: 14)
        func frame(_ strings: [String]) throws {
            var l = list([])
            for (i, s) in strings.enumerated() {
                l.append(.text(TextRun(s, at: Point(x: 100, y: Double(20 + 30 * i)), style: style, color: .white,
                                       reuseKey: ReuseKey(owner: "sector", slot: i))))
            }
            try dl.render(l)
        }
        let cache = dl.textCache
        try frame(["alpha", "beta", "gamma"])
        let afterFirst = cache.texturesCreated
        #expect(afterFirst == 3)
        try frame(["alpha", "beta", "gamma"])
        try frame(["alpha", "beta", "gamma"])
        #expect(cache.texturesCreated == afterFirst)
        #expect(cache.cacheHits == 6)
        try frame(["alpha", "BETA", "gamma"])
        #expect(cache.texturesCreated == afterFirst + 1)
    }

    @Test func textWithoutCellUsesLRU() throws {
        let (_, dl) = try Headless.make()
        let cache = dl.textCache
        cache.lruCapacity = 2
        let style = TextStyle(size: 12)
        for s in ["a", "b", "a", "c", "a"] {
            try dl.render(list([.text(TextRun(s, at: Point(x: 50, y: 50), style: style, color: .white))]))
        }
        // a, b created; a hit; c created (evicts b, the least recently used); a hit.
        #expect(cache.texturesCreated == 3)
        #expect(cache.cacheHits == 2)
        #expect(cache.lruCount == 2)
    }

    @Test func screenshotWritesAValidPNG() throws {
        let (r, dl) = try Headless.make()
        try dl.render(list([.fillRect(Rect(x: 0, y: 0, width: 100, height: 200), red)]))
        let img = try r.image()
        let path = NSTemporaryDirectory() + "/sdlbackend-test-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Screenshot.savePNG(r, to: path)
        let loaded = try Surface.load(path: path)
        #expect(loaded.width == 200 && loaded.height == 200)
        #expect(loaded.pixel(x: 50, y: 50) == red)
        #expect(loaded.pixel(x: 99, y: 7) == img.at(99, 7))
        #expect(loaded.pixel(x: 150, y: 50) == bg)
    }

    @Test func screenshotErrorNamesThePath() throws {
        let (r, _) = try Headless.make()
        let path = "/nonexistent-dir/x.png"
        do {
            try Screenshot.savePNG(r, to: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains(path))
        }
    }

    @Test func hiDPIScaleDoublesGeometry() throws {
        let (r, dl) = try Headless.make()
        dl.scale = 2
        try dl.render(list([.fillRect(Rect(x: 10, y: 10, width: 40, height: 40), red)]))
        let img = try r.image()
        #expect(img.at(90, 90) == red)
        #expect(img.at(110, 110) == bg)
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

// SDL is not thread-safe: every SDL test lives in the one serialized suite.
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

    @Test func textStyleChangeRebuildsTheCell() throws {
        let (_, dl) = try Headless.make()
        let cell = ReuseKey(owner: "label", slot: 7)
        func draw(_ style: TextStyle, _ color: Color) throws {
            var l = DisplayList()
            l.append(.text(TextRun("same", at: Point(x: 100, y: 100), style: style, color: color, reuseKey: cell)))
            try dl.render(l)
        }
        try draw(TextStyle(size: 14), .white)
        try draw(TextStyle(size: 14), red)  // colour is a tint: no rebuild
        #expect(dl.textCache.texturesCreated == 1)
        try draw(TextStyle(size: 14, bold: true), .white)
        #expect(dl.textCache.texturesCreated == 2)
        #expect(dl.textCache.cellCount == 1)
    }

    @Test func measurerIsConsistentAndCached() throws {
        let m = TTFTextMeasurer(fonts: Headless.fonts)
        let a = m.measure("Wheel", style: TextStyle(size: 16))
        let b = m.measure("Wheel", style: TextStyle(size: 16))
        let bold = m.measure("Wheel", style: TextStyle(size: 16, bold: true))
        let big = m.measure("Wheel", style: TextStyle(size: 32))
        #expect(a == b)
        #expect(bold.width > a.width)
        #expect(abs(big.width - 2 * a.width) < 3)
        let empty = m.measure("", style: TextStyle(size: 16))
        #expect(empty.width == 0 && empty.height > 0)
        let nan = m.measure("x", style: TextStyle(size: .nan))
        #expect(nan.width.isFinite && nan.height.isFinite)
    }
}

extension HeadlessRenderingTests {
    @Test func unsupersampledTargetReadsBackThroughRenderReadPixels() throws {
        _ = Headless.library
        let r = try Renderer.offscreen(width: 64, height: 64, supersampling: 1)
        #expect(r.outputSize.width == 64 && r.imageSize.width == 64)
        let dl = DisplayListRenderer(renderer: r, fonts: Headless.fonts)
        var l = DisplayList()
        l.background = bg
        l.append(.fillRect(Rect(x: 8, y: 8, width: 16, height: 16), red))
        try dl.render(l)
        let img = try Screenshot.capture(r)
        #expect(img.width == 64)
        #expect(img.at(15, 15) == red)
        #expect(img.at(40, 40) == bg)
    }

    @Test func supersampledTargetIsLargerButImagesAreNot() throws {
        _ = Headless.library
        let r = try Renderer.offscreen(width: 50, height: 40)
        #expect(r.supersampling == 2)
        #expect(r.outputSize.width == 100 && r.outputSize.height == 80)
        #expect(r.imageSize.width == 50 && r.imageSize.height == 40)
        let img = try Screenshot.capture(r)
        #expect(img.width == 50 && img.height == 40)
    }
}
