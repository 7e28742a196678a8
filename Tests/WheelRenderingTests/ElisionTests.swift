import Testing
import WheelRendering

/// `TextMeasurer.elided`: the cut, and a cost that follows the part that fits, not the text's
/// length (issue 46: a 5000-byte text on each of a tall drum's rows made a frame take seconds).
@Suite struct ElisionTests {
    /// A monospace measurer (10 points per character) that records the length of every text it
    /// measures.
    final class Recording: TextMeasurer, @unchecked Sendable {
        var lengths: [Int] = []
        func measure(_ text: String, style: TextStyle) -> Size {
            lengths.append(text.count)
            return Size(width: 10 * Double(text.count), height: 12)
        }
    }

    @Test(arguments: [0, 1, 5, 59, 60, 61, 64, 65, 300, 5000])
    func theCutIsTheLongestPrefixThatFits(length: Int) {
        let text = String(repeating: "a", count: length)
        let m = Recording()
        let shown = m.elided(text, style: TextStyle(size: 15), toWidth: 600)
        if length <= 60 {
            #expect(shown == text)
        } else {
            #expect(shown == String(repeating: "a", count: 59) + "\u{2026}")
        }
    }

    @Test func aLongTextIsMeasuredOnlyAroundThePartThatFits() {
        let m = Recording()
        let shown = m.elided(String(repeating: "x", count: 5000), style: TextStyle(size: 15), toWidth: 600)
        #expect(shown.count == 60)
        #expect(m.lengths.max()! <= 256, "measured \(m.lengths)")
        #expect(m.lengths.count <= 12, "measured \(m.lengths)")
    }

    @Test func narrowAndNonFiniteWidths() {
        let m = Recording()
        #expect(m.elided("abc", style: TextStyle(size: 15), toWidth: 5) == "")
        #expect(m.elided("abc", style: TextStyle(size: 15), toWidth: .infinity) == "abc")
        #expect(m.elided("abc", style: TextStyle(size: 15), toWidth: .nan) == "")
    }
}
