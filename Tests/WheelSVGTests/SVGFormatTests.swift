import PropertyBased
import Testing
import WheelCore

@testable import WheelSVG
import WheelRendering

@Suite("SVG formatting")
struct SVGFormatTests {
    @Test(
        "numbers: at most two decimals, no trailing zeros, no -0, no exponent",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (-0.001, "0"), (0.004, "0"), (0.005, "0.01"), (12.5, "12.5"),
            (3.14159, "3.14"), (-3.14159, "-3.14"), (100, "100"), (1.10, "1.1"), (0.07, "0.07"),
            (-2.999, "-3"), (1e20, "1000000000"), (-1e20, "-1000000000"), (.nan, "0"), (.infinity, "0"),
        ])
    func numbers(value: Double, text: String) {
        #expect(SVGFormat.number(value) == text)
    }

    @Test("numbers read back within half a hundredth")
    func numbersRoundTrip() async {
        await propertyCheck(count: 300, input: Gen.double(in: -100_000...100_000)) { x in
            let s = SVGFormat.number(x)
            #expect(!s.contains("e") && s != "-0" && !s.hasSuffix(".") && !s.hasSuffix("0.") )
            if s.contains(".") { #expect(!s.hasSuffix("0")) }
            let back = Double(s) ?? .nan
            #expect(abs(back - x) <= 0.005 + 1e-9)
        }
    }

    @Test("escaping: markup characters become entities; control characters go")
    func escaping() {
        #expect(SVGFormat.escape("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        #expect(SVGFormat.escape("line\nbreak\ttab\u{0}\u{1F}\u{FFFE}é→") == "line break tabé→")
    }

    @Test("colours: rgb() and an opacity with three decimals")
    func colours() {
        #expect(SVGFormat.rgb(Color(hex: 0x12151C)) == "rgb(18,21,28)")
        #expect(SVGFormat.opacity(Color(r: 0, g: 0, b: 0, a: 128)) == "0.502")
        #expect(SVGFormat.opacity(.white) == "1")
    }

    @Test("DejaVu Sans metrics: line height 1.164 em, digits 0.636 em, bold wider")
    func metrics() {
        let m = DejaVuSansMetrics()
        let s = m.measure("118", style: TextStyle(size: 10))
        #expect(abs(s.height - 11.64) < 1e-9)
        #expect(abs(s.width - 3 * 6.36) < 1e-9)
        #expect(m.measure("Iron", style: TextStyle(size: 10, bold: true)).width > m.measure("Iron", style: TextStyle(size: 10)).width)
        #expect(m.measure("x", style: TextStyle(size: .nan)) == Size(width: 0, height: 0))
        #expect(abs(DejaVuSansMetrics.ascentFraction - 0.928 / 1.164) < 1e-12)
    }
}
