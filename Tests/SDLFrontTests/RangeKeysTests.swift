import Foundation
import Testing

@testable import SDLFront

/// The range scene's keys mean one thing whatever has the focus (issue 50): Page Down moves
/// later with the chart focused and with the Selection scroll bar focused; Down zooms out on
/// both; `+` zooms on a focused handle as on the chart.
@Suite struct RangeKeysTests {
    /// The visible range before `keys` (at rest after `setup`, pressed at 0.2 s) and after
    /// them (pressed at 1 s), from a headless trace at 100 frames a second.
    static func visible(tabs: Int, setup: [String] = [], keys: [String], name: String) throws
        -> (before: [Double], after: [Double])
    {
        func line(_ ms: Int, _ key: String) -> String { "{\"t_ms\": \(ms), \"type\": \"key\", \"key\": \"\(key)\"}" }
        let lines =
            (0..<tabs).map { line(10 * ($0 + 1), "Tab") } + setup.enumerated().map { line(200 + 10 * $0.offset, $0.element) }
            + keys.enumerated().map { line(1000 + 10 * $0.offset, $0.element) }
        let frames = try CLI.tracedFrames(
            of: lines.joined(separator: "\n") + "\n", name: name, frames: 200, arguments: ["--scene", "range"])
        let ranges = frames.compactMap { ($0["range"] as? [String: Any])?["visible"] as? [Double] }
        #expect(ranges.count == 200)
        let before = try #require(ranges.count > 95 ? ranges[95] : nil)
        let after = try #require(ranges.last)
        return (before, after)
    }

    static func focused(tabs: Int, name: String) throws -> String? {
        let script = (0..<tabs).map { "{\"t_ms\": \(10 * ($0 + 1)), \"type\": \"key\", \"key\": \"Tab\"}" }.joined(separator: "\n")
        let frames = try CLI.tracedFrames(of: script + "\n", name: name, frames: 10, arguments: ["--scene", "range"])
        return FocusKeysTests.focusNames(frames).last
    }

    @Test func theFocusTargetsAreTheChartAndTheSelection() throws {
        #expect(try Self.focused(tabs: 3, name: "range-focus-selection") == "Selection")
        #expect(try Self.focused(tabs: 2, name: "range-focus-start") == "Start")
    }

    @Test func pageDownMovesLaterOnTheChartAndOnTheSelection() throws {
        for (tabs, name) in [(0, "chart"), (3, "selection")] {
            // From a page before the end of the data (where the scene opens).
            let v = try Self.visible(tabs: tabs, setup: ["PageUp"], keys: ["PageDown"], name: "range-pagedown-\(name)")
            #expect(v.after[0] > v.before[0] && v.after[1] > v.before[1], "\(name): \(v)")
            let u = try Self.visible(tabs: tabs, keys: ["PageUp"], name: "range-pageup-\(name)")
            #expect(u.after[0] < u.before[0], "\(name): \(u)")
        }
    }

    @Test func downZoomsOutOnTheChartAndOnTheSelection() throws {
        for (tabs, name) in [(0, "chart"), (3, "selection")] {
            let v = try Self.visible(tabs: tabs, keys: ["Down"], name: "range-down-\(name)")
            #expect(v.after[1] - v.after[0] > v.before[1] - v.before[0] + 1, "\(name): \(v)")
        }
    }

    /// `+` and `-` zoom with a handle focused, as everywhere in the scene: the span shrinks and
    /// grows around its centre, both ends moving.
    @Test func plusAndMinusZoomOnAFocusedHandle() throws {
        let zoomIn = try Self.visible(tabs: 2, keys: ["+"], name: "range-plus-start")
        #expect(zoomIn.after[1] - zoomIn.after[0] < zoomIn.before[1] - zoomIn.before[0] - 1, "\(zoomIn)")
        #expect(zoomIn.after[0] > zoomIn.before[0] && zoomIn.after[1] < zoomIn.before[1], "both ends move: \(zoomIn)")
        let zoomOut = try Self.visible(tabs: 2, keys: ["-"], name: "range-minus-start")
        #expect(zoomOut.after[1] - zoomOut.after[0] > zoomOut.before[1] - zoomOut.before[0] + 1, "\(zoomOut)")
    }
}
