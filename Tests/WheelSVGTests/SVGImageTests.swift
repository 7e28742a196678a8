import Testing
import TestSupport
import WheelCore
import WheelRendering

@testable import WheelSVG

/// Image commands in SVG: an `<image href>` with the key, stretched over the rectangle.
@Suite struct SVGImageTests {
    @Test func anImageCommandIsAnImageElementWithTheKey() {
        var list = DisplayList()
        list.append(.image("icons/a&b.png", in: Rect(x: 10, y: 20, width: 30, height: 40), opacity: 0.5))
        list.append(.image("hidden.png", in: Rect(x: 0, y: 0, width: 5, height: 5), opacity: 0))
        let svg = SVGRenderer(size: Size(width: 100, height: 100)).render(list)
        #expect(XMLCheck(svg).ok)
        #expect(svg.contains(
            #"<image href="icons/a&amp;b.png" x="10" y="20" width="30" height="40" preserveAspectRatio="none" opacity="0.5"/>"#))
        #expect(!svg.contains("hidden.png"))
    }

    @Test func theWheelsItemImagesReachTheSVG() throws {
        let items = (0..<10).map { WheelItem(sectorText: "\($0)", labelText: "Item \($0)", imageKey: "item\($0).png") }
        var wheel = try WheelController(items: items, initialItem: 4)
        var list = DisplayList()
        wheel.render(into: &list, style: WheelStyle(), measurer: DejaVuSansMetrics())
        let svg = SVGRenderer(size: Size(width: 1024, height: 640)).render(list)
        #expect(svg.contains(#"<image href="item4.png""#))
    }
}
