import Foundation
import Testing
import WheelCore
import WheelSVG
import TestSupport

@testable import WheelExample

/// Snapshot files live next to this file, in `Snapshots/`. To regenerate them deliberately
/// after an intended change in the look or the layout, run
/// `WHEELSVG_RECORD_SNAPSHOTS=1 swift test --filter ScriptedWheelDemoTests` and review the diff.
enum Snapshots {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static var recording: Bool { ProcessInfo.processInfo.environment["WHEELSVG_RECORD_SNAPSHOTS"] == "1" }

    /// Compares `text` with the stored snapshot `name` (or records it).
    static func check(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if recording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let stored = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing snapshot \(name); record it with WHEELSVG_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        if stored != text {
            let a = stored.split(separator: "\n", omittingEmptySubsequences: false)
            let b = text.split(separator: "\n", omittingEmptySubsequences: false)
            let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            let was = first < a.count ? String(a[first]) : "<end>"
            let now = first < b.count ? String(b[first]) : "<end>"
            Issue.record("snapshot \(name) differs at line \(first + 1):\n was: \(was)\n now: \(now)", sourceLocation: sourceLocation)
        }
    }
}

@Suite("Scripted wheel demo (the WheelExample flow)")
struct ScriptedWheelDemoTests {
    @Test("the scripted fling lands on Copper and commits it once, at rest")
    func flingCommits() throws {
        let result = try ScriptedWheelDemo().run()
        #expect(result.committedItem == 28)
        #expect(result.committedLabel == "Copper")
        let commits = result.events.compactMap { if case .selectionCommitted(let i) = $0 { i } else { nil } }
        #expect(commits == [28])
        #expect(result.frameCount > 20 && result.endTime < 10)
        // Frame k is at k / 60 exactly.
        #expect(result.endTime == Double(result.frameCount - 1) / 60)
    }

    @Test("removing the first ten elements keeps the wheel on Copper, ten items earlier")
    func itemChangeKeepsTheSelection() throws {
        var wheel = try ScriptedWheelDemo().run().wheel
        var items = SampleElements.items
        let events = try ScriptedWheelDemo.removeFirstItems(10, of: &items, from: &wheel)
        // The centred index moves; the committed one follows without a commit (no choice made).
        #expect(events == [.centeredItemChanged(18)])
        #expect(wheel.itemCount == 108 && wheel.committedItem == 18 && wheel.phase == .idle)
        #expect(try wheel.item(at: 18) == WheelItem(sectorText: "29", labelText: "Copper"))
        #expect(items[18] == WheelItem(sectorText: "29", labelText: "Copper"))
        // More than there are: every item goes, and the wheel is empty.
        #expect(try ScriptedWheelDemo.removeFirstItems(500, of: &items, from: &wheel).isEmpty)
        #expect(wheel.itemCount == 0 && wheel.committedItem == nil && items.isEmpty)
    }

    @Test("the release estimate is reported once, before the fling's centred items")
    func releaseEvent() throws {
        let events = try ScriptedWheelDemo().run().events
        let releases = events.indices.filter { if case .released = events[$0] { true } else { false } }
        #expect(releases.count == 1)
        if let i = releases.first, case .released(let angularVelocity, _) = events[i] {
            #expect(angularVelocity > 0)  // the drag turns the wheel counter-clockwise, rad/s
            #expect(events[(i + 1)...].contains(.centeredItemChanged(28)))
        }
    }

    @Test("the same run at another frame rate commits the same item")
    func frameRateIndependent() throws {
        let at144 = try ScriptedWheelDemo(fps: 144).run().committedItem
        #expect(try at144 == ScriptedWheelDemo(fps: 60).run().committedItem)
        #expect(try ScriptedWheelDemo(fps: 0).run().committedItem == 28)
    }

    @Test("the SVG is well-formed and has one element per drawing command", arguments: [0.0, 0.5, 20])
    func svgStructure(stopAt: Double) throws {
        let result = try ScriptedWheelDemo(maximumDuration: stopAt).run()
        let xml = XMLCheck(result.svg)
        #expect(xml.ok, "\(xml.error ?? "")")
        var wedges = 0
        var texts = 0
        var lines = 0
        for c in result.displayList.commands {
            switch c {
            case .fillWedge: wedges += 1
            case .text(let run) where !run.string.isEmpty && run.color.a > 0: texts += 1
            case .line(_, _, _, let color) where color.a > 0: lines += 1
            default: break
            }
        }
        #expect(wedges > 10)
        #expect(xml.count("path") == wedges)
        #expect(xml.count("text") == texts)
        #expect(xml.count("line") == lines)
        #expect(xml.count("clipPath") == 1)
        #expect(!result.svg.contains("nan") && !result.svg.contains("inf"))
    }

    @Test(
        "SVG text snapshots: at rest, mid-fling and landed",
        arguments: [(0.0, "wheel-rest.svg"), (0.5, "wheel-fling.svg"), (20, "wheel-landed.svg")])
    func snapshots(stopAt: Double, name: String) throws {
        let result = try ScriptedWheelDemo(maximumDuration: stopAt).run()
        Snapshots.check(result.svg, named: name)
    }

    @Test("the WheelExample executable runs, prints the committed item and writes its SVG")
    func exampleExecutable() throws {
        // `swift build` and `swift test` put every product in the same directory as the test bundle.
        let products = Bundle.main.bundleURL.deletingLastPathComponent()
        var candidates = [products.appendingPathComponent("WheelExample")]
        if let exe = Bundle.main.executableURL?.deletingLastPathComponent() {
            candidates.append(exe.appendingPathComponent("WheelExample"))
        }
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            Issue.record("WheelExample was not built next to the tests (looked in \(candidates.map(\.path)))")
            return
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("wheel-example-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = binary
        process.arguments = [out.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(text.contains("committed: 29 Copper (item 28)"))
        #expect(text.contains("Removed the first 10 elements; 108 remain:\ncentred:   29 Copper (item 18)\ncommitted: 29 Copper (item 18)"))
        let svg = try String(contentsOf: out, encoding: .utf8)
        let expected = try ScriptedWheelDemo().run().svg
        #expect(svg == expected)
    }
}
