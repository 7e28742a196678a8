// What the README's embedding snippet leaves to the host (its items, the event's point and
// times, its measurer and reactions). The snippet itself is main.swift, verbatim
// (DocSnippetTests checks it), so the README compiles as written.
import WheelCore

/// Atomic numbers of 40 items.
let numbers = (1...40).map { String($0) }
/// Their names.
let names = (1...40).map { "Item \($0)" }
/// Where and when the pointer went down, and the frame's time (points, seconds).
let p = Point(x: 700, y: 320)
let t = 0.0
let now = 1.0 / 60
/// The app's text measurer.
struct Measurer: TextMeasurer {
    func measure(_ text: String, style: TextStyle) -> Size {
        Size(width: Double(text.count) * 0.6 * style.size, height: 1.2 * style.size)
    }
}
let myMeasurer = Measurer()
/// The app's reactions.
func tick(_ item: Int) {}
func choose(_ item: Int) {}
func log(_ angularVelocity: Double) {}

/// The item sources after each change of the snippet: two inserted at 0, one removed at 5.
func source(_ count: Int) -> [WheelItem] {
    (0..<count).map { WheelItem(sectorText: "\($0)", labelText: "Item \($0)") }
}
let withTwoMore = source(42)
let withOneLess = source(41)
let anyOther = source(7)
