import CSDL2
import Foundation
import Testing
import WheelRaster

@testable import SDLBackend
import SeriesIO
import WheelCharts
import WheelCore

/// Frame sequences of the three scenes (600 × 400 points), each changing a little or a lot
/// from one frame to the next: a slider dragged, a year change animating, a wheel dragged, a
/// range chart panned by whole and by fractional points.
enum FrameSequences {
    static let viewport = Rect(x: 0, y: 0, width: 600, height: 400)

    static func spring(_ measurer: some TextMeasurer, frames: Int = 14) throws -> [DisplayList] {
        var model = try SpringChartModel(
            categories: ["Q1", "Q2", "Q3", "Q4"],
            series: [ChartSeries(name: "2012", values: [120, 140, 50, 120]), ChartSeries(name: "2013", values: [10, 60, 110, 40])],
            viewport: viewport)
        let slider = model.layout.bouncinessSlider
        let y = slider.trackY
        let x0 = slider.trackStart + (slider.trackEnd - slider.trackStart) * 0.3
        var out: [DisplayList] = []
        for k in 0..<frames {
            let t = Double(k) / 60
            switch k {
            case 1: _ = model.handle(.pointer(.down, at: Point(x: x0, y: y), time: t))
            case 2..<6: _ = model.handle(.pointer(.move, at: Point(x: x0 + Double(k) * 3.3, y: y), time: t))
            case 6: _ = model.handle(.pointer(.up, at: Point(x: x0 + 20, y: y), time: t))
            case 7: _ = model.handle(.key(.right, time: t))
            default: break
            }
            _ = model.advance(to: t)
            var list = DisplayList()
            model.render(into: &list, style: SpringChartStyle(), measurer: measurer)
            out.append(list)
        }
        return out
    }

    static func wheel(_ measurer: some TextMeasurer, frames: Int = 8) -> [DisplayList] {
        var c = try! WheelController(items: NumberedWheelDataSource(count: 200), viewport: viewport, initialItem: 20)
        let style = WheelStyle()
        var out: [DisplayList] = []
        let x = c.geometry.center.x + c.geometry.innerRadius * 0.5 + c.geometry.outerRadius * 0.5
        for k in 0..<frames {
            let t = Double(k) / 60
            let y = c.geometry.center.y + Double(k) * 7
            _ = c.handle(.pointer(k == 0 ? .down : .move, at: Point(x: x, y: y), time: t))
            _ = c.advance(to: t)
            var list = DisplayList()
            list.background = style.background
            c.render(into: &list, style: style, measurer: measurer)
            out.append(list)
        }
        return out
    }

    /// The range chart still, the mouse hovering over its main plot from place to place (the
    /// readout's hairline, dot and tag move), then leaving.
    static func rangeReadout(_ measurer: some TextMeasurer) -> [DisplayList] {
        let s = SyntheticSeries.randomWalk(count: 30_000, seed: 11)
        var c = try! RangeSelectorController(series: s, viewport: viewport)
        _ = c.setVisibleRange(s.xs[5_000]...s.xs[9_000])
        let pyramid = MinMaxPyramid(s)
        var r = RangeChartRenderer()
        var out: [DisplayList] = []
        let plot = c.geometry.mainPlot
        for (k, f) in ([nil, 0.2, 0.21, 0.5, 0.97, 0.02, nil] as [Double?]).enumerated() {
            let p = Point(x: plot.x + (f ?? 0.5) * plot.width, y: f == nil ? plot.maxY + 60 : plot.midY)
            c.handle(.pointer(.move, at: p, time: Double(k) / 60))
            var list = DisplayList()
            r.render(c, pyramid: pyramid, title: "Walk", into: &list, measurer: measurer)
            out.append(list)
        }
        return out
    }

    static func range(_ measurer: some TextMeasurer) -> [DisplayList] {
        let s = SyntheticSeries.randomWalk(count: 30_000, seed: 11)
        var c = try! RangeSelectorController(series: s, viewport: viewport)
        let pyramid = MinMaxPyramid(s)
        var r = RangeChartRenderer()
        var out: [DisplayList] = []
        let step = (s.xs[9_000] - s.xs[5_000]) / 500
        for shift in [0, 0, 3, 3.5, 10, 10, 40] as [Double] {
            _ = c.setVisibleRange((s.xs[5_000] + shift * step)...(s.xs[9_000] + shift * step))
            var list = DisplayList()
            r.render(c, pyramid: pyramid, title: "Walk", into: &list, measurer: measurer)
            out.append(list)
        }
        return out
    }
}

/// Whether two surfaces of one size and format hold the same bytes.
func sameBytes(_ a: Surface, _ b: Surface) -> Bool {
    let sa = a.pointer.pointee
    let sb = b.pointer.pointee
    guard let pa = sa.pixels, let pb = sb.pixels, a.width == b.width, a.height == b.height, a.format == b.format else {
        return false
    }
    let row = a.width * Int(sa.format.pointee.BytesPerPixel)
    for y in 0..<a.height where memcmp(pa + y * Int(sa.pitch), pb + y * Int(sb.pitch), row) != 0 { return false }
    return true
}

// Partial frames: drawn only where the display list changed, over the frame before.
extension HeadlessRenderingTests {
    /// Draws `frames` in turn with ``SoftwareDisplayListRenderer/renderChanges(_:)`` on one
    /// renderer and whole on another, and checks after every frame that the pixels are the same;
    /// returns the share of the target each partial frame drew (nil: a whole frame).
    @discardableResult
    private func expectPartialFramesMatchWholeFrames(
        _ frames: [DisplayList], scale: Double, size: (Int, Int) = (600, 400), label: String, exact: Bool = true
    ) throws -> [Double?] {
        let (w, h) = (Int(Double(size.0) * scale), Int(Double(size.1) * scale))
        let (r1, partial) = try Headless.makeSoftware(width: w, height: h)
        let (r2, whole) = try Headless.makeSoftware(width: w, height: h)
        partial.scale = scale
        whole.scale = scale
        var shares: [Double?] = []
        for (k, list) in frames.enumerated() {
            let rects = try partial.renderChanges(list)
            try whole.render(list)
            shares.append(rects.map { Double($0.reduce(0) { $0 + Int($1.w) * Int($1.h) }) / Double(w * h) })
            let a = try r1.image()
            let b = try r2.image()
            if exact {
                #expect(sameBytes(a, b), "\(label) @\(scale)x, frame \(k): \(differingPixels(a, b)) pixels differ")
            } else {
                // A kept scrolling tile (drawn in an image of its own, at other coordinates) may
                // differ from the tile drawn in place by a level or two in a fringe pixel (see
                // ScrollingLayerTests): a partial frame keeps the tile drawn in place where a
                // whole frame copies the kept one.
                let d = channelDifference(a, b)
                #expect(d.worst <= 2 && d.bytes <= w * h * 4 / 2000, "\(label) @\(scale)x, frame \(k): \(d)")
            }
        }
        return shares
    }

    @Test(arguments: [1.0, 2.0])
    func partialFramesShowWhatWholeFramesShow(scale: Double) throws {
        let measurer = TTFTextMeasurer(fonts: Headless.fonts, scale: scale)
        let spring = try FrameSequences.spring(measurer)
        let shares = try expectPartialFramesMatchWholeFrames(spring, scale: scale, label: "spring")
        // The first frame is whole; a slider drag redraws a small part of the window.
        #expect(shares[0] == nil)
        let drag = shares[3...5].compactMap { $0 }
        #expect(drag.count == 3 && drag.allSatisfy { $0 < 0.15 }, "\(shares)")
        try expectPartialFramesMatchWholeFrames(FrameSequences.wheel(measurer), scale: scale, label: "wheel")
        try expectPartialFramesMatchWholeFrames(FrameSequences.range(measurer), scale: scale, label: "range", exact: false)
        // The range chart's readout following the mouse: its first appearance is a partial
        // frame (in this small window the hairline and the tag are merged into one rectangle).
        let readout = try expectPartialFramesMatchWholeFrames(
            FrameSequences.rangeReadout(measurer), scale: scale, label: "range readout", exact: false)
        #expect(readout[1] != nil, "\(readout)")
        // Scene switches: one renderer through all three scenes, back and forth.
        let mixed = Array(spring.prefix(4)) + FrameSequences.range(measurer).prefix(3) + FrameSequences.wheel(measurer, frames: 3)
            + spring.suffix(3)
        try expectPartialFramesMatchWholeFrames(mixed, scale: scale, label: "switches", exact: false)
    }

    @Test func aFrameAfterTheShownOneIsForgottenOrTheTargetChangesIsDrawnWhole() throws {
        let measurer = TTFTextMeasurer(fonts: Headless.fonts, scale: 1)
        let frames = try FrameSequences.spring(measurer, frames: 5)
        let (r, d) = try Headless.makeSoftware(width: 600, height: 400)
        _ = try d.renderChanges(frames[0])
        #expect(try d.renderChanges(frames[1]) != nil)
        // The window uncovered (its pixels lost): garbage, then a whole frame.
        let s = try #require(r.targetSurface)
        memset(s.pointee.pixels, 0x5A, Int(s.pointee.pitch) * Int(s.pointee.h))
        d.forgetShownFrame()
        #expect(try d.renderChanges(frames[2]) == nil)
        let (r2, whole) = try Headless.makeSoftware(width: 600, height: 400)
        try whole.render(frames[2])
        #expect(sameBytes(try r.image(), try r2.image()))
        // Another scale: whole.
        d.scale = 1.5
        #expect(try d.renderChanges(frames[3]) == nil)
        // Nothing changed: nothing drawn.
        #expect(try d.renderChanges(frames[3])?.isEmpty == true)
    }

    @Test func damageIsTheFootprintOfWhatChangedUnderItsClip() {
        let damage = FrameDamage(scale: 2, width: 400, height: 300, textRect: { _ in nil })
        /// The rectangles as [x0, y0, x1, y1].
        func rects(_ a: DisplayList, _ b: DisplayList) -> [[Int]]? {
            damage.rects(from: a, to: b).map { $0.map { [$0.x0, $0.y0, $0.x1, $0.y1] } }
        }
        func list(_ x: Double, clip: Rect = Rect(x: 0, y: 0, width: 200, height: 150)) -> DisplayList {
            var l = DisplayList()
            l.append(.fillRect(Rect(x: 0, y: 0, width: 200, height: 150), .black))
            l.append(.pushClip(clip))
            l.append(.fillCircle(center: Point(x: x, y: 50), radius: 10, .white))
            l.append(.popClip)
            return l
        }
        #expect(rects(list(50), list(50)) == [])
        // Moved by 5 points: the old and the new disc, 2 px of fringe and rounding around, merged.
        #expect(rects(list(50), list(55)) == [[78, 78, 132, 122]])
        // The same disc under another clip: both clipped footprints.
        #expect(rects(list(50), list(50, clip: Rect(x: 0, y: 0, width: 45, height: 150))) == [[78, 78, 122, 122]])
        // A new background: everything.
        var other = list(50)
        other.background = .white
        #expect(rects(list(50), other) == nil)
        // A rectangle of one colour grown by 10 points on the right (the dim band beside a
        // selection), on a 4K target: its edges, not its middle. In another colour: all of it.
        let large = FrameDamage(scale: 2, width: 4000, height: 3000, textRect: { _ in nil })
        func band(_ width: Double, _ color: Color = .white) -> DisplayList {
            var l = DisplayList()
            l.append(.fillRect(Rect(x: 0, y: 0, width: width, height: 500), color))
            return l
        }
        func largeRects(_ a: DisplayList, _ b: DisplayList) -> [[Int]]? {
            large.rects(from: a, to: b).map { $0.map { [$0.x0, $0.y0, $0.x1, $0.y1] } }
        }
        #expect(largeRects(band(1000), band(1010)) == [[0, 0, 2022, 2], [0, 998, 2022, 1002], [0, 2, 2, 998], [1998, 2, 2022, 998]])
        #expect(largeRects(band(1000), band(1010, .black)) == [[0, 0, 2022, 1002]])
        // On a small target rectangles are merged while that adds fewer pixels than a twentieth
        // of it (6,000 here): the band's edges stay apart (one rectangle would add 18,000), the
        // old and the new footprint of the disc moved by 5 points above become one.
        var narrow = list(50)
        narrow.append(.fillRect(Rect(x: 0, y: 0, width: 100, height: 50), .white))
        var wider = list(50)
        wider.append(.fillRect(Rect(x: 0, y: 0, width: 110, height: 50), .white))
        #expect(rects(narrow, wider) == [[0, 0, 222, 2], [0, 98, 222, 102], [0, 2, 2, 98], [198, 2, 222, 98]])
        #expect(damage.passCost == 6_000 && large.passCost == FrameDamage.passCostInPixels)
        // A command inserted in the middle, or removed: its footprint only (the commands after
        // it are matched, not shifted). Two swapped: the one taken for moved (its footprint holds
        // their overlap, where the order shows).
        let a = DisplayCommand.fillRect(Rect(x: 10, y: 10, width: 10, height: 10), .white)
        let b = DisplayCommand.fillRect(Rect(x: 15, y: 15, width: 10, height: 10), Color(hex: 0x808080))
        let c = DisplayCommand.fillRect(Rect(x: 100, y: 100, width: 10, height: 10), .white)
        func plain(_ commands: [DisplayCommand]) -> DisplayList {
            var l = DisplayList()
            for x in commands { l.append(x) }
            return l
        }
        #expect(rects(plain([a, c]), plain([a, b, c])) == [[28, 28, 52, 52]])
        #expect(rects(plain([a, b, c]), plain([a, c])) == [[28, 28, 52, 52]])
        #expect(rects(plain([a, b, c]), plain([b, a, c])) == [[28, 28, 52, 52]])
        // Many changes: coalesced on a 32-pixel grid into a rectangle per block.
        var dots = list(50)
        var moved = list(50)
        for k in 0..<40 {
            dots.append(.fillRect(Rect(x: 10 + Double(k) * 2, y: 100, width: 1, height: 1), .white))
            moved.append(.fillRect(Rect(x: 10 + Double(k) * 2, y: 120, width: 1, height: 1), .white))
        }
        #expect(rects(dots, moved) == [[0, 192, 192, 256]])
        // A command added: its footprint.
        var more = list(50)
        more.append(.fillRect(Rect(x: 150, y: 100, width: 10, height: 10), .white))
        #expect(rects(list(50), more) == [[298, 198, 322, 222]])
    }

    /// The diff compares a command's bits first: the same value in other bits (a long string
    /// built again, a zero of the other sign) is still the same, and a polyline whose range is
    /// the same but whose points moved is not.
    @Test func sameValuesInOtherBitsAndMovedPointsBehindTheSameRange() {
        let damage = FrameDamage(scale: 1, width: 400, height: 300, textRect: { run in
            PixelRect(x0: Int(run.position.x), y0: Int(run.position.y), x1: Int(run.position.x) + 50, y1: Int(run.position.y) + 10)
        })
        func frame(_ label: String, zero: Double) -> DisplayList {
            var l = DisplayList()
            l.append(.text(TextRun(label, at: Point(x: 20, y: 20), style: TextStyle(size: 12), color: .white)))
            l.append(.fillRect(Rect(x: zero, y: 100, width: 10, height: 10), .white))
            let start = l.beginPolyline()
            for k in 0..<4 { l.addPoint(Point(x: 200 + Double(k) * 10, y: 200)) }
            l.endPolyline(start: start, width: 1, color: .white)
            return l
        }
        let long = String(repeating: "2010-09-08 12:00 ", count: 4)
        let a = frame(long, zero: 0)
        let b = frame(String(long.reversed().reversed()), zero: -0.0)
        #expect(damage.rects(from: a, to: b) == [])
        // The same commands (the same bits), one point moved.
        var lifted = a
        lifted.points[2].y -= 30
        let moved = damage.rects(from: a, to: lifted)
        #expect(moved?.count == 1 && moved?.first?.y0 ?? 0 < 170)
    }
}
