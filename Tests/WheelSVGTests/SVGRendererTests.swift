import Testing
import TestSupport
import WheelCore

@testable import WheelSVG
import WheelRendering

/// A display list with one of every command, nested clips included.
func everyCommandList() -> DisplayList {
    var list = DisplayList()
    list.background = Color(hex: 0x101820)
    list.append(.fillRect(Rect(x: 1, y: 2, width: 30, height: 20), Color(hex: 0xFF0000)))
    list.append(.fillRoundedRect(Rect(x: 40, y: 2, width: 30, height: 20), radius: 50, Color(hex: 0x00FF00, alpha: 128)))
    list.append(.strokeRect(Rect(x: 80, y: 2, width: 30, height: 20), width: 2, Color(hex: 0x0000FF)))
    list.append(
        .fillWedge(
            Wedge(center: Point(x: 50, y: 80), innerRadius: 10, outerRadius: 30, startAngle: 0, endAngle: .pi / 2),
            Color(hex: 0x336699)))
    list.append(
        .fillWedge(
            Wedge(center: Point(x: 120, y: 80), innerRadius: 0, outerRadius: 20, startAngle: -0.5, endAngle: 4),
            Color(hex: 0x996633)))
    list.append(
        .fillWedge(
            Wedge(center: Point(x: 180, y: 80), innerRadius: 10, outerRadius: 20, startAngle: 0, endAngle: 7),
            Color(hex: 0xAABBCC)))
    list.append(.strokeCircle(center: Point(x: 20, y: 140), radius: 10, width: 2, Color(hex: 0xFFFFFF)))
    list.append(.fillCircle(center: Point(x: 60, y: 140), radius: 8.125, Color(hex: 0xFFD166)))
    list.append(.line(from: Point(x: 0, y: 170), to: Point(x: 100, y: 170.333), width: 1.5, Color(hex: 0x4A5468)))
    list.appendPolyline(
        [Point(x: 0, y: 200), Point(x: 50, y: 180), Point(x: 100, y: 200)], width: 3, color: Color(hex: 0x3A6FF0))
    list.append(.fillTriangle(Point(x: 150, y: 150), Point(x: 170, y: 160), Point(x: 150, y: 170), Color(hex: 0xFFD166)))
    list.append(.pushClip(Rect(x: 0, y: 0, width: 150, height: 100)))
    list.append(.pushClip(Rect(x: 10, y: 10, width: 50, height: 50)))
    list.append(
        .text(
            TextRun(
                "Tom & \"Jerry\" <'x'>", at: Point(x: 12, y: 30), anchor: .left, style: TextStyle(size: 16),
                color: Color(hex: 0xAAB4C6, alpha: 51))))
    list.append(.popClip)
    list.append(
        .text(
            TextRun(
                "118", at: Point(x: 100, y: 50), anchor: .center, style: TextStyle(size: 15, bold: true),
                color: .white, reuseKey: ReuseKey(owner: "sector", slot: 3))))
    list.append(.popClip)
    return list
}

@Suite("SVG renderer")
struct SVGRendererTests {
    @Test("every command maps to the documented element (text snapshot)")
    func everyCommandSnapshot() {
        let svg = SVGRenderer(size: Size(width: 200, height: 210)).render(everyCommandList())
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="210" viewBox="0 0 200 210">
              <rect x="0" y="0" width="200" height="210" fill="rgb(16,24,32)"/>
              <rect x="1" y="2" width="30" height="20" fill="rgb(255,0,0)"/>
              <rect x="40" y="2" width="30" height="20" rx="10" ry="10" fill="rgb(0,255,0)" fill-opacity="0.502"/>
              <rect x="81" y="3" width="28" height="18" fill="none" stroke="rgb(0,0,255)" stroke-width="2"/>
              <path d="M80,80 A30 30 0 0 1 50,110 L50,90 A10 10 0 0 0 60,80Z" fill="rgb(51,102,153)"/>
              <path d="M120,80 L137.55,70.41 A20 20 0 0 1 116.44,99.68 A20 20 0 0 1 106.93,64.86Z" fill="rgb(153,102,51)"/>
              <path d="M200,80 A20 20 0 0 1 160,80 A20 20 0 0 1 200,80Z M190,80 A10 10 0 0 1 170,80 A10 10 0 0 1 190,80Z" fill-rule="evenodd" fill="rgb(170,187,204)"/>
              <circle cx="20" cy="140" r="10" fill="none" stroke="rgb(255,255,255)" stroke-width="2"/>
              <circle cx="60" cy="140" r="8.13" fill="rgb(255,209,102)"/>
              <line x1="0" y1="170" x2="100" y2="170.33" fill="none" stroke="rgb(74,84,104)" stroke-width="1.5" stroke-linecap="butt"/>
              <polyline points="0,200 50,180 100,200" fill="none" stroke="rgb(58,111,240)" stroke-width="3" stroke-linejoin="miter" stroke-miterlimit="2" stroke-linecap="butt"/>
              <polygon points="150,150 170,160 150,170" fill="rgb(255,209,102)"/>
              <clipPath id="clip1"><rect x="0" y="0" width="150" height="100"/></clipPath>
              <g clip-path="url(#clip1)">
                <clipPath id="clip2"><rect x="10" y="10" width="50" height="50"/></clipPath>
                <g clip-path="url(#clip2)">
                  <text x="12" y="35.54" font-family="DejaVu Sans" font-size="16" font-weight="normal" text-anchor="start" fill="rgb(170,180,198)" fill-opacity="0.2">Tom &amp; &quot;Jerry&quot; &lt;&apos;x&apos;&gt;</text>
                </g>
                <text x="100" y="55.19" font-family="DejaVu Sans" font-size="15" font-weight="bold" text-anchor="middle" fill="rgb(255,255,255)">118</text>
              </g>
            </svg>

            """
        #expect(svg == expected)
        if svg != expected { print(svg) }
    }

    @Test("the document is well-formed XML and escaped text reads back unchanged")
    func wellFormedAndEscaped() {
        let svg = SVGRenderer(size: Size(width: 200, height: 210)).render(everyCommandList())
        let xml = XMLCheck(svg)
        #expect(xml.ok, "\(xml.error ?? "")")
        #expect(xml.texts == ["Tom & \"Jerry\" <'x'>", "118"])
        #expect(xml.count("clipPath") == 2)
        #expect(xml.count("g") == 2)
    }

    @Test(
        "text anchors map to text-anchor and a baseline from the measured box",
        arguments: [
            (TextAnchor.topLeft, "start", 10.0), (.top, "middle", 10), (.topRight, "end", 10),
            (.left, "start", 4), (.center, "middle", 4), (.right, "end", 4),
            (.bottomLeft, "start", -2), (.bottom, "middle", -2), (.bottomRight, "end", -2),
        ])
    func anchors(anchor: TextAnchor, textAnchor: String, baseline: Double) {
        // A measurer with a 12-point line box and the baseline 10 points below its top.
        let measurer = MonospaceTextMeasurer(advance: 0.5, lineHeight: 1.2)
        var list = DisplayList()
        list.append(.text(TextRun("Ab", at: Point(x: 50, y: 0), anchor: anchor, style: TextStyle(size: 10), color: .white)))
        let svg = SVGRenderer(size: Size(width: 100, height: 100), measurer: measurer, ascentFraction: 10.0 / 12).render(list)
        #expect(svg.contains("x=\"50\" y=\"\(SVGFormat.number(baseline))\""))
        #expect(svg.contains("text-anchor=\"\(textAnchor)\""))
    }

    @Test("clips nest, unmatched pops are ignored and open clips are closed")
    func clipNesting() {
        var list = DisplayList()
        list.append(.popClip)
        for k in 0..<4 { list.append(.pushClip(Rect(x: Double(k), y: 0, width: 10, height: 10))) }
        list.append(.fillRect(Rect(x: 0, y: 0, width: 5, height: 5), .white))
        list.append(.popClip)
        list.append(.pushClip(Rect(x: .nan, y: 0, width: 10, height: 10)))
        let svg = SVGRenderer(size: Size(width: 20, height: 20)).render(list)
        let xml = XMLCheck(svg)
        #expect(xml.ok, "\(xml.error ?? "")")
        #expect(xml.count("g") == 5)
        // svg > g > g > g > g > rect: depth 6 for the drawn rectangle.
        #expect(xml.maxDepth == 6)
        for id in 1...5 { #expect(svg.contains("id=\"clip\(id)\"")) }
        // The non-finite clip clips everything (an empty rectangle).
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"0\" height=\"0\"/>"))
    }

    @Test("bad input draws nothing and never writes NaN or infinities")
    func badInput() {
        var list = DisplayList()
        let nan = Double.nan
        let inf = Double.infinity
        list.background = .clear
        list.append(.fillRect(Rect(x: nan, y: 0, width: 10, height: 10), .white))
        list.append(.fillRect(Rect(x: 0, y: 0, width: -10, height: 10), .white))
        list.append(.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .clear))
        list.append(.fillRoundedRect(Rect(x: 0, y: 0, width: inf, height: 10), radius: 2, .white))
        list.append(.strokeRect(Rect(x: 0, y: 0, width: 10, height: 10), width: nan, .white))
        list.append(.fillWedge(Wedge(center: .zero, innerRadius: 5, outerRadius: 5, startAngle: 0, endAngle: 1), .white))
        list.append(.fillWedge(Wedge(center: .zero, innerRadius: 1, outerRadius: 5, startAngle: 1, endAngle: 1), .white))
        list.append(.fillWedge(Wedge(center: .zero, innerRadius: 1, outerRadius: 5, startAngle: 0, endAngle: inf), .white))
        list.append(.strokeCircle(center: .zero, radius: -1, width: 1, .white))
        list.append(.fillCircle(center: Point(x: inf, y: 0), radius: 1, .white))
        list.append(.line(from: .zero, to: Point(x: nan, y: 1), width: 1, .white))
        list.append(.polyline(range: 5..<900, width: 1, .white))
        list.appendPolyline([Point(x: 1, y: 1), Point(x: nan, y: 2)], width: 1, color: .white)
        list.append(.fillTriangle(.zero, Point(x: 1, y: inf), .zero, .white))
        list.append(.text(TextRun("", at: .zero, style: TextStyle(size: 10), color: .white)))
        list.append(.text(TextRun("x", at: .zero, style: TextStyle(size: nan), color: .white)))
        list.append(.text(TextRun("x", at: Point(x: nan, y: 0), style: TextStyle(size: 10), color: .white)))
        let svg = SVGRenderer(size: Size(width: nan, height: -5), scale: inf).render(list)
        #expect(
            svg == """
                <?xml version="1.0" encoding="UTF-8"?>
                <svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" viewBox="0 0 0 0">
                </svg>

                """)
    }

    @Test("degenerate shapes fall back like the tessellator's")
    func fallbacks() {
        var list = DisplayList()
        list.append(.strokeRect(Rect(x: 0, y: 0, width: 10, height: 4), width: 2, .white))
        list.append(.strokeCircle(center: Point(x: 5, y: 5), radius: 2, width: 6, .white))
        list.append(.fillRoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 0.001, .white))
        list.append(.fillWedge(Wedge(center: .zero, innerRadius: 0, outerRadius: 5, startAngle: 0, endAngle: 7), .white))
        let svg = SVGRenderer(size: Size(width: 10, height: 10)).render(list)
        let lines = svg.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
        #expect(lines.contains("<rect x=\"0\" y=\"0\" width=\"10\" height=\"4\" fill=\"rgb(255,255,255)\"/>"))
        #expect(lines.contains("<circle cx=\"5\" cy=\"5\" r=\"5\" fill=\"rgb(255,255,255)\"/>"))
        #expect(lines.contains("<rect x=\"0\" y=\"0\" width=\"10\" height=\"10\" fill=\"rgb(255,255,255)\"/>"))
        #expect(lines.contains("<circle cx=\"0\" cy=\"0\" r=\"5\" fill=\"rgb(255,255,255)\"/>"))
    }

    @Test("scale sets the nominal pixel size and keeps the viewBox in points")
    func scale() {
        let svg = SVGRenderer(size: Size(width: 100, height: 50), scale: 2).render(DisplayList())
        #expect(svg.contains("width=\"200\" height=\"100\" viewBox=\"0 0 100 50\""))
    }
}

@Suite("SVG writer, commands not yet in the display list")
struct SVGWriterPendingTests {
    @Test("fillPolygon writes a polygon, skipping bad points; fewer than 3 draw nothing")
    func polygon() {
        var w = SVGWriter(measurer: DejaVuSansMetrics(), ascentFraction: 0.8, fontFamily: "DejaVu Sans", idPrefix: "c")
        let pts = [Point(x: 0, y: 0), Point(x: .nan, y: 1), Point(x: 10, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 8.5)]
        w.fillPolygon(range: 0..<5, points: pts, .white)
        w.fillPolygon(range: 0..<3, points: pts, .white)
        w.fillPolygon(range: 0..<99, points: pts, .clear)
        #expect(w.output == "  <polygon points=\"0,0 10,0 5,8.5\" fill=\"rgb(255,255,255)\"/>\n")
    }
}
