import Testing
import WheelMotion

@testable import WheelCore

/// Issue 50, item 4: the drum stays inside its panel. At 1024x640 the last row's band reached
/// about 6 points below the panel (rows were clipped to the face, which is taller than the
/// panel), and at 480x360 an edge row's number was cut in half by the face's edge.
@Suite struct DrumPanelTests {
    /// What of `list` lies outside the drum's panel (its first rounded rectangle): row fills
    /// as clipped, and row numbers drawn (the whole text box, measured by `measurer`), which
    /// must also lie inside the region their clips cover together (a number cut by the edge of
    /// that region is drawn in half; one crossing the band's edge is drawn whole, in two clips).
    static func outside(_ list: DisplayList, measurer: some TextMeasurer) -> [String] {
        var panel: Rect?
        var clips: [Rect] = []
        var found: [String] = []
        var texts: [(String, Rect)] = []
        var textRegion: Rect?
        func inside(_ r: Rect, _ p: Rect) -> Bool {
            r.x >= p.x - 1e-9 && r.y >= p.y - 1e-9 && r.maxX <= p.maxX + 1e-9 && r.maxY <= p.maxY + 1e-9
        }
        func clipped(_ r: Rect) -> Rect? {
            var x0 = r.x
            var y0 = r.y
            var x1 = r.maxX
            var y1 = r.maxY
            for c in clips {
                x0 = max(x0, c.x)
                y0 = max(y0, c.y)
                x1 = min(x1, c.maxX)
                y1 = min(y1, c.maxY)
            }
            return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
        }
        for command in list.commands {
            switch command {
            case .fillRoundedRect(let r, _, _) where panel == nil: panel = r
            case .pushClip(let r): clips.append(r)
            case .popClip: _ = clips.popLast()
            case .fillRect(let r, _):
                guard let p = panel, let shown = clipped(r) else { continue }
                if !inside(shown, p) { found.append("row fill \(shown) outside the panel \(p)") }
            case .text(let run) where run.reuseKey?.owner == WheelReuseOwner.sector && run.color.a > 0:
                guard let p = panel else { continue }
                let size = measurer.measure(run.string, style: run.style)
                let box = Rect(
                    x: run.position.x - size.width / 2, y: run.position.y - size.height / 2,
                    width: size.width,
                    height: size.height)
                if !inside(box, p) {
                    found.append("row number \"\(run.string)\" at \(box) crosses the panel \(p)")
                }
                texts.append((run.string, box))
                if let c = clips.last {
                    let r = textRegion ?? c
                    let y0 = min(r.y, c.y)
                    textRegion = Rect(
                        x: min(r.x, c.x), y: y0, width: max(r.maxX, c.maxX) - min(r.x, c.x),
                        height: max(r.maxY, c.maxY) - y0)
                }
            default: continue
            }
        }
        if let region = textRegion {
            for (text, box) in texts where !inside(box, region) {
                found.append("row number \"\(text)\" at \(box) cut by its clip \(region)")
            }
        }
        if panel == nil { found.append("no panel") }
        return found
    }

    @Test(arguments: [(480.0, 360.0), (1024.0, 640.0)])
    func rowsStayInsideThePanelAtRestAndMidFling(size: (Double, Double)) throws {
        var c = WheelConfiguration()
        c.geometry = .drum(DrumParameters())
        var d = WheelDriver(itemCount: 118, initialItem: 25, configuration: c)
        try d.wheel.setViewport(Rect(x: 0, y: 40, width: size.0, height: size.1 - 40))
        var list = DisplayList()
        d.wheel.render(into: &list, style: WheelStyle(), measurer: d.measurer)
        #expect(Self.outside(list, measurer: d.measurer) == [], "at rest")
        // A fast stroke up the face, then every frame of the fling and the settle.
        let face = d.wheel.geometry.face
        var p = Point(x: face.midX, y: face.midY + 60)
        d.send(.down, p, at: 0.1)
        for i in 1...5 {
            p.y -= 24
            d.send(.move, p, at: 0.1 + 0.012 * Double(i))
        }
        d.send(.up, p, at: 0.16)
        var frames = 0
        var moving = 0
        repeat {
            d.run(until: d.now + 1 / d.fps)
            frames += 1
            if d.wheel.phase != .idle { moving += 1 }
            list.removeAll()
            d.wheel.render(into: &list, style: WheelStyle(), measurer: d.measurer)
            let bad = Self.outside(list, measurer: d.measurer)
            #expect(bad == [], "frame \(frames) (\(d.wheel.phase)) at \(size)")
        } while d.wheel.phase != .idle && frames < 600
        #expect(moving > 10, "the stroke must fling the drum")
    }
}
