import Testing
import WheelRaster
import WheelRendering

/// The clear folded into a leading full-buffer opaque rectangle: same pixels as drawing it.
struct BackdropTests {
    private let backdrop = Color(r: 18, g: 21, b: 28)
    private let blue = Color(r: 30, g: 60, b: 240)

    private func list(_ commands: [DisplayCommand]) -> DisplayList {
        var l = DisplayList()
        l.background = Color(r: 200, g: 0, b: 0)
        for c in commands { l.append(c) }
        return l
    }

    /// The pixels of `commands` drawn the long way: cleared to the list background, then
    /// every command drawn (the first one on its own, so that it cannot be folded).
    private func reference(_ commands: [DisplayCommand], width: Int, height: Int, scale: Double) -> [UInt32] {
        let c = Canvas(width: width, height: height)
        c.draw(list([]), scale: scale)
        c.draw(list([.pushClip(Rect(x: -1, y: -1, width: 1e6, height: 1e6))] + commands + [.popClip]), scale: scale, clear: false)
        return c.pixels
    }

    @Test(arguments: [1.0, 2.0])
    func foldedBackdropDrawsTheSamePixels(scale: Double) {
        let commands: [DisplayCommand] = [
            .fillRect(Rect(x: 0, y: 0, width: 64, height: 48), backdrop),
            .fillWedge(Wedge(center: Point(x: 30, y: 24), innerRadius: 6, outerRadius: 20, startAngle: 0.3, endAngle: 2), blue),
        ]
        let w = Int(64 * scale)
        let h = Int(48 * scale)
        let c = Canvas(width: w, height: h)
        let r = c.draw(list(commands), scale: scale)
        #expect(r.lastClearFolded)
        #expect(r.lastShapeCount == 2)
        #expect(c.pixels == reference(commands, width: w, height: h, scale: scale))
        #expect(c.color(0, 0) == backdrop)
        #expect(c.color(w - 1, h - 1) == backdrop)
    }

    @Test func onlyAnOpaqueRectangleCoveringEveryPixelIsFolded() {
        let partial = Rect(x: 0.5, y: 0, width: 64, height: 48)
        let cases: [(DisplayCommand, Bool)] = [
            (.fillRect(Rect(x: -5, y: -5, width: 100, height: 100), backdrop), true),
            (.fillRect(partial, backdrop), false),
            (.fillRect(Rect(x: 0, y: 0, width: 64, height: 47.9), backdrop), false),
            (.fillRect(Rect(x: 0, y: 0, width: 64, height: 48), backdrop.withOpacity(0.5)), false),
            (.fillRoundedRect(Rect(x: 0, y: 0, width: 64, height: 48), radius: 4, backdrop), false),
            (.fillRect(Rect(x: 0, y: 0, width: .nan, height: 48), backdrop), false),
        ]
        for (first, folded) in cases {
            let c = Canvas(width: 64, height: 48)
            let r = c.draw(list([first]))
            #expect(r.lastClearFolded == folded, "\(first)")
            #expect(c.pixels == reference([first], width: 64, height: 48, scale: 1), "\(first)")
        }
    }

    @Test func withoutClearNothingIsFolded() {
        let c = Canvas(width: 8, height: 8, fill: 0xFF00_FF00)
        let r = c.draw(list([.fillRect(Rect(x: 0, y: 0, width: 8, height: 8), backdrop)]), clear: false)
        #expect(!r.lastClearFolded)
        #expect(c.color(3, 3) == backdrop)
    }
}
