import CSDL2
import Testing

@testable import SDLBackend
import WheelCore
import WheelRendering

/// Frames with a scrolling layer (``Layer``) whose content moved by `shift` points: its key
/// is the same for every shift, its origin moves with it.
enum ScrollingFrames {
    static let bounds = Rect(x: 40, y: 30, width: 300, height: 200)

    static func list(shift: Double) -> DisplayList {
        var list = DisplayList()
        list.background = Color(hex: 0x101418)
        list.append(.text(TextRun("before", at: Point(x: 40, y: 12), anchor: .left, style: TextStyle(size: 12), color: .white)))
        let origin = Point(x: bounds.x - 150 - shift, y: 0)
        let extent = Rect(x: origin.x, y: bounds.y, width: 700, height: bounds.height)
        list.beginLayer(bounds: bounds, extent: extent, origin: origin)
        list.append(.fillRect(Rect(x: extent.x, y: 31, width: extent.width, height: 198), Color(hex: 0x1B2030)))
        list.append(.line(from: Point(x: origin.x + 333.5, y: 31), to: Point(x: origin.x + 333.5, y: 229), width: 1, Color(hex: 0x3A4560)))
        // A zigzag on the 1/256-point grid, relative to the origin.
        let points = (0..<140).map { i in
            Point(x: origin.x + Double(i) * 5 + 0.390625, y: 60 + Double((i * 37) % 150) + 0.25)
        }
        list.appendPolyline(points, width: 1.5, color: Color(hex: 0x3A6FF0))
        list.append(.fillCircle(center: Point(x: origin.x + 402.25, y: 120.5), radius: 4, Color(hex: 0xF0C050)))
        list.endLayer()
        // Drawn over the layer, unchanged.
        list.append(.fillRect(Rect(x: 300, y: 200, width: 60, height: 20), Color(hex: 0xC03030, alpha: 160)))
        return list
    }
}

/// The largest difference of one colour channel between two images of one size and format,
/// and how many bytes differ.
func channelDifference(_ a: Surface, _ b: Surface) -> (bytes: Int, worst: Int) {
    let sa = a.pointer.pointee
    let sb = b.pointer.pointee
    guard let pa = sa.pixels, let pb = sb.pixels, a.width == b.width, a.height == b.height, a.format == b.format else {
        return (Int.max, Int.max)
    }
    let rowBytes = a.width * Int(sa.format.pointee.BytesPerPixel)
    var bytes = 0
    var worst = 0
    for y in 0..<a.height {
        let ra = pa.advanced(by: y * Int(sa.pitch)).assumingMemoryBound(to: UInt8.self)
        let rb = pb.advanced(by: y * Int(sb.pitch)).assumingMemoryBound(to: UInt8.self)
        for i in 0..<rowBytes where ra[i] != rb[i] {
            bytes += 1
            worst = max(worst, abs(Int(ra[i]) - Int(rb[i])))
        }
    }
    return (bytes, worst)
}

extension HeadlessRenderingTests {
    /// Shifts of the content, points, frame by frame: seen, kept, then panned by whole points
    /// (copied), by a half (at one pixel per point: other pixels, seen, then kept), and by whole
    /// points from there (copied).
    static let scrollShifts: [Double] = [0, 0, 7, -12, 40.5, 40.5, 3.5]

    /// Draws the ``scrollShifts`` frames with layer caching (`render` returns the frame's layer
    /// builds and hits) and directly (`direct`), checks every cached frame against the direct
    /// one (`images`: both images), and returns the builds and hits frame by frame.
    private func scroll(
        render: (DisplayList) throws -> (builds: Int, hits: Int), direct: (DisplayList) throws -> Void,
        images: () throws -> (Surface, Surface)
    ) throws -> (builds: [Int], hits: [Int]) {
        var builds: [Int] = []
        var hits: [Int] = []
        for (k, shift) in Self.scrollShifts.enumerated() {
            let list = ScrollingFrames.list(shift: shift)
            let counts = try render(list)
            try direct(list)
            builds.append(counts.builds)
            hits.append(counts.hits)
            // Drawn moved by whole pixels, the rasteriser may round a fringe pixel a level off.
            let (a, b) = try images()
            let diff = channelDifference(a, b)
            #expect(diff.worst <= 2 && diff.bytes <= 40, "frame \(k), shift \(shift): \(diff.bytes) bytes differ, by up to \(diff.worst)")
        }
        return (builds, hits)
    }

    @Test func softwareScrollingLayersAreCopiedMovedByWholePixels() throws {
        _ = Headless.library
        let (r, d) = try Headless.makeSoftware(width: 400, height: 260)
        let (r2, direct) = try Headless.makeSoftware(width: 400, height: 260)
        direct.layerCaching = false
        let (builds, hits) = try scroll(
            render: { try d.render($0); return (d.lastLayerBuilds, d.lastLayerHits) },
            direct: { try direct.render($0) },
            images: { (try Screenshot.capture(r), try Screenshot.capture(r2)) })
        #expect(builds == [0, 1, 0, 0, 0, 1, 0])
        #expect(hits == [0, 0, 1, 1, 0, 0, 1])
        #expect(d.cachedLayerCount == 1)
    }

    /// At two pixels per point (supersampling), a half point is a whole pixel: copied too.
    @Test(arguments: [1, 2]) func gpuPathScrollingLayersAreCopiedMovedByWholePixels(supersampling: Int) throws {
        _ = Headless.library
        let r = try Renderer.offscreen(width: 400, height: 260, supersampling: supersampling)
        let d = DisplayListRenderer(renderer: r, fonts: Headless.fonts)
        let r2 = try Renderer.offscreen(width: 400, height: 260, supersampling: supersampling)
        let direct = DisplayListRenderer(renderer: r2, fonts: Headless.fonts)
        direct.layerCaching = false
        let (builds, hits) = try scroll(
            render: { try d.render($0); return (d.lastLayerBuilds, d.lastLayerHits) },
            direct: { try direct.render($0) },
            images: { (try r.image(), try r2.image()) })
        if supersampling == 1 {
            #expect(builds == [0, 1, 0, 0, 0, 1, 0])
            #expect(hits == [0, 0, 1, 1, 0, 0, 1])
        } else {
            #expect(builds == [0, 1, 0, 0, 0, 0, 0])
            #expect(hits == [0, 0, 1, 1, 1, 1, 1])
        }
    }

    /// On the CPU path a tile that shows whole (extent = bounds, keyed relative to its origin)
    /// is kept once drawn in two consecutive frames, like any layer (keeping it is drawing it
    /// into an image and copying that), then copied while a pan moves it.
    @Test func aScrollingLayerThatShowsWholeIsKeptOnceSeenTwice() throws {
        _ = Headless.library
        func frame(_ shift: Double) -> DisplayList {
            var list = DisplayList()
            list.background = Color(hex: 0x101418)
            let origin = Point(x: 100 + shift, y: 0)
            let tile = Rect(x: origin.x, y: 20, width: 80, height: 60)
            list.beginLayer(bounds: tile, extent: tile, origin: origin)
            list.append(.fillRect(tile, Color(hex: 0x1B2030)))
            list.appendPolyline([Point(x: origin.x - 5, y: 70.5), Point(x: origin.x + 40.25, y: 25), Point(x: origin.x + 85, y: 60.75)], width: 1.5, color: .white)
            list.endLayer()
            return list
        }
        let (builds, hits) = try Self.cachedAgainstDirect([0.0, 0, 9, 30].map(frame)) { k, diff in
            #expect(diff.worst <= 2 && diff.bytes <= 10, "frame \(k): \(diff.bytes) bytes differ, by up to \(diff.worst)")
        }
        #expect(builds == [0, 1, 0, 0] && hits == [0, 0, 1, 1])
    }

    /// Tiles that all became new at once (a new value axis) are kept a few a frame, at most a
    /// quarter of the target's pixels (the first always), the others drawn directly meanwhile:
    /// no frame pays for every copy at once, and every frame shows the same pixels.
    @Test func scrollingLayersAreKeptAtMostAQuarterOfTheTargetAFrame() throws {
        _ = Headless.library
        func frame(_ key: Int) -> DisplayList {
            var list = DisplayList()
            list.background = Color(hex: 0x101418)
            for i in 0..<6 {
                let origin = Point(x: 10 + Double(i) * 45, y: 0)
                let tile = Rect(x: origin.x, y: 10, width: 45, height: 80)
                list.beginLayer(bounds: tile, extent: tile, origin: origin)
                list.append(.fillRect(tile, Color(hex: 0x1B2030)))
                list.append(.line(from: Point(x: origin.x, y: 20 + Double(10 * key + i)), to: Point(x: origin.x + 45, y: 85), width: 1, .white))
                list.endLayer()
            }
            return list
        }
        let (builds, hits) = try Self.cachedAgainstDirect([0, 1, 1, 1, 1, 1].map(frame)) { k, diff in
            #expect(diff.worst <= 2 && diff.bytes <= 30, "frame \(k): \(diff.bytes) bytes differ, by up to \(diff.worst)")
        }
        // A tile is 3 600 pixels, a quarter of the target 7 500: two a frame.
        #expect(builds == [0, 0, 2, 2, 2, 0] && hits == [0, 0, 0, 2, 4, 6], "\(builds) \(hits)")
    }

    /// Draws `frames` in turn on a 300 × 100 renderer that keeps layers and on one that does
    /// not, hands each frame's pixel difference to `check`, and returns the layers built and
    /// copied in each frame.
    static func cachedAgainstDirect(
        _ frames: [DisplayList], check: (Int, (worst: Int, bytes: Int)) -> Void
    ) throws -> (builds: [Int], hits: [Int]) {
        let (r, d) = try Headless.makeSoftware(width: 300, height: 100)
        let (r2, direct) = try Headless.makeSoftware(width: 300, height: 100)
        direct.layerCaching = false
        var builds: [Int] = []
        var hits: [Int] = []
        for (k, list) in frames.enumerated() {
            try d.render(list)
            try direct.render(list)
            builds.append(d.lastLayerBuilds)
            hits.append(d.lastLayerHits)
            let diff = channelDifference(try Screenshot.capture(r), try Screenshot.capture(r2))
            check(k, (diff.worst, diff.bytes))
        }
        return (builds, hits)
    }

    @Test func aScrollingLayerWhoseBoundsLeaveItsExtentIsDrawnDirectly() throws {
        // A producer error (bounds not inside the extent): never copied, always right.
        _ = Headless.library
        var list = DisplayList()
        list.background = .black
        list.beginLayer(bounds: Rect(x: 10, y: 10, width: 100, height: 50), extent: Rect(x: 30, y: 10, width: 40, height: 50), origin: .zero)
        list.append(.fillRect(Rect(x: 30, y: 10, width: 40, height: 50), .white))
        list.endLayer()
        let (_, d) = try Headless.makeSoftware(width: 200, height: 100)
        for _ in 0..<3 { try d.render(list) }
        #expect(d.lastLayerHits == 0 && d.lastLayerBuilds == 0 && d.cachedLayerCount == 0)
    }
}
