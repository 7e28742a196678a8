import Foundation
import Testing
import WheelCore
import WheelRendering

@testable import SDLFront

/// The scene tabs light up under the mouse (issue 26's "a hover on a tab", a small change):
/// a lighter fill and title on the hovered tab, none on the selected one, and none once the
/// mouse has moved off, in a window's partial frames as in a headless frame.
@Suite(.serialized) struct TabHoverTests {
    private static let hoverFill = Color(hex: 0x1F2533)
    private static let plainFill = Color(hex: 0x161A23)

    private func tabFills(_ tabs: SceneTabs) -> [Color] {
        var list = DisplayList()
        tabs.render(into: &list, width: 1024, measurer: MonospaceTextMeasurer())
        return list.commands.compactMap { if case .fillRoundedRect(_, _, let c) = $0 { c } else { nil } }
    }

    @Test func onlyTheHoveredTabThatIsNotSelectedChanges() {
        var tabs = SceneTabs(scenes: SceneKind.allCases, current: .wheel)
        let plain = tabFills(tabs)
        #expect(plain.count == 4 && plain[1...].allSatisfy { $0 == Self.plainFill })
        tabs.hovered = .range
        #expect(tabFills(tabs) == [plain[0], Self.hoverFill, plain[2], plain[3]])
        tabs.hovered = .wheel  // the selected tab looks the same
        #expect(tabFills(tabs) == plain)
    }

    /// The pixel at the left of the Range selector tab (x 168...318, y 6...36 at 1024 points
    /// wide), away from its title, after a script's mouse moves.
    private func rangeTabPixel(after moves: [(Double, Double)], window: Bool) throws -> [UInt8] {
        var script = ""
        for (k, m) in moves.enumerated() {
            script += "{\"t_ms\": \(50 + 50 * k), \"type\": \"move\", \"x\": \(m.0), \"y\": \(m.1)}\n"
        }
        let file = CLI.write(script, to: "tab-hover-\(moves.count)-\(window).jsonl")
        let png = CLI.tempPath("tab-hover-\(moves.count)-\(window).png")
        let args = ["--replay", file, "--frames", "30", "--screenshot", png] + (window ? [] : ["--headless"])
        let r = try CLI.run(args)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let image = try rgbPixels(png)
        let i = (21 * image.width + 175) * 3
        return Array(image.bytes[i..<(i + 3)])
    }

    /// The range chart's readout follows hover moves in a replay and goes with a scene switch.
    @Test func theRangeReadoutFollowsTheMouseAndGoesWithASceneSwitch() throws {
        let frames = try CLI.tracedFrames(
            of: """
                {"t_ms": 10, "type": "move", "x": 500, "y": 250}
                {"t_ms": 40, "type": "move", "x": 300, "y": 250}
                {"t_ms": 70, "type": "key", "key": "F1"}
                {"t_ms": 90, "type": "key", "key": "F2"}

                """, name: "readout-switch", frames: 12, arguments: ["--scene", "range"])
        let readout = frames.map { f -> Double? in
            ((f["range"] as? [String: Any])?["readout"] as? [String: Any])?["x"] as? Double
        }
        // 0 ms: none; 10-30 ms: under x 500; 40-60 ms: under x 300 (earlier); after the switch back: none.
        let a = try #require(readout[1])
        let b = try #require(readout[4])
        #expect(readout[0] == nil && b < a && readout.last! == nil, "\(readout)")
    }

    @Test(arguments: [false, true])
    func theTabLightsUnderTheMouseAndGoesOutWhenItLeaves(window: Bool) throws {
        let hover: [UInt8] = [0x1F, 0x25, 0x33]
        let plain: [UInt8] = [0x16, 0x1A, 0x23]
        #expect(try rangeTabPixel(after: [(600, 300)], window: window) == plain)
        #expect(try rangeTabPixel(after: [(600, 300), (240, 21)], window: window) == hover)
        #expect(try rangeTabPixel(after: [(600, 300), (240, 21), (600, 300)], window: window) == plain)
    }
}

/// The cursor over each scene says what a press there does.
@Suite struct SceneCursorTests {
    @Test func eachSceneShowsWhatAPressWouldDo() throws {
        let size = Size(width: 1024, height: 640)
        let range = try #require(try LayoutFixture.scene(.range, size: size) as? RangeScene)
        let c = range.controller
        let (l, r) = c.selectionPixels
        let y = c.geometry.overviewPlot.midY
        #expect(range.cursor(at: Point(x: l, y: y)) == .resizeHorizontal)
        #expect(range.cursor(at: Point(x: r, y: y)) == .resizeHorizontal)
        #expect(range.cursor(at: Point(x: (l + r) / 2, y: y)) == .move)
        #expect(range.cursor(at: Point(x: c.geometry.overviewPlot.x + 5, y: y)) == .hand)
        #expect(range.cursor(at: c.geometry.mainPlot.center) == .crosshair)
        #expect(range.cursor(at: Point(x: 2, y: c.geometry.mainPlot.midY)) == .arrow)
        let spring = try #require(try LayoutFixture.scene(.spring, size: size) as? SpringScene)
        let slider = spring.model.layout.bouncinessSlider
        #expect(spring.cursor(at: slider.frame.center) == .hand)
        #expect(spring.cursor(at: Point(x: 3, y: 600)) == .arrow)
        let wheel = try #require(try LayoutFixture.scene(.wheel, size: size) as? WheelScene)
        let g = wheel.controller.geometry
        let onItem = Point(x: g.center.x + (g.innerRadius + g.outerRadius) / 2, y: g.center.y)
        #expect(wheel.cursor(at: onItem) == .hand)
        #expect(wheel.cursor(at: Point(x: 1020, y: 636)) == .arrow)
    }
}
