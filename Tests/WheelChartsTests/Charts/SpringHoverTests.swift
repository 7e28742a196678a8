import Testing

@testable import WheelCharts
import WheelRendering

/// The spring chart's controls under the mouse: a hovered segment gets a light fill and a
/// hovered slider a larger knob; a finger never hovers; a press, then the mouse leaving, end it.
@Suite struct SpringHoverTests {
    static func draw(_ m: SpringChartModel) -> DisplayList {
        var list = DisplayList()
        m.render(into: &list, style: SpringChartStyle(), measurer: MonospaceTextMeasurer())
        return list
    }

    @Test func theMouseLightsTheControlUnderIt() throws {
        var m = try SpringSemanticsTests.model()
        let plain = Self.draw(m)
        let segment = m.layout.yearControl.segments[1]
        _ = m.handle(.pointer(.move, at: segment.center, time: 0))
        #expect(m.hoveredControl == .year(1))
        let lit = Self.draw(m)
        let light = SpringChartStyle().controlPressed.withOpacity(0.5)
        #expect(lit.commands.count == plain.commands.count + 1)
        #expect(lit.commands.contains(.fillRoundedRect(segment.insetBy(dx: 3, dy: 3), radius: 7, light)))
        // Over the selected year (0) nothing is lit; over the slider its knob grows.
        _ = m.handle(.pointer(.move, at: m.layout.yearControl.segments[0].center, time: 0.1))
        #expect(Self.draw(m).commands == plain.commands)
        _ = m.handle(.pointer(.move, at: m.layout.bouncinessSlider.frame.center, time: 0.2))
        #expect(m.hoveredControl == .bounciness && Self.draw(m).commands != plain.commands)
        // The mouse leaves the window: nothing is lit.
        _ = m.handle(.pointer(.cancel, at: Point(x: -1, y: -1), time: 0.3))
        #expect(m.hoveredControl == nil && Self.draw(m).commands == plain.commands)
        // A finger does not hover.
        _ = m.handle(.pointer(.move, .touch(1), at: segment.center, time: 0.4))
        #expect(m.hoveredControl == nil)
    }
}
