// WheelExample: drives the element wheel with a scripted drag and fling on its own 60 Hz
// clock, with no SDL and no window, prints the events it reports, changes its items while it
// runs, and writes the landed frame as SVG.
//
//     swift run WheelExample [out.svg]      (default: wheel-example.svg)
import Foundation
import WheelCore
import WheelSVG
import WheelRendering

let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "wheel-example.svg"
let result = try ScriptedWheelDemo(fps: 60).run()

/// Prints one wheel event, reading the item it names from the wheel (its items as they are now).
func show(_ event: WheelEvent, on wheel: WheelController) {
    switch event {
    case .released(let angularVelocity, _):
        print("released:  \(angularVelocity.formatted(digits: 2)) rad/s")
    case .centeredItemChanged(let i):
        if let item = try? wheel.item(at: i) { print("centred:   \(item.sectorText) \(item.labelText) (item \(i))") }
    case .selectionCommitted(let i):
        if let item = try? wheel.item(at: i) { print("committed: \(item.sectorText) \(item.labelText) (item \(i))") }
    }
}

var wheel = result.wheel
for event in result.events { show(event, on: wheel) }
let label = result.committedLabel ?? "none"
print("The wheel came to rest on \(label) after \(result.frameCount) frames (\(result.endTime) s).")

// Items change while the wheel runs: the first two periods (ten elements) go away, and the
// wheel keeps resting on the same element, which is now ten items earlier.
var items = SampleElements.items
let removed = 10
let changes = try ScriptedWheelDemo.removeFirstItems(removed, of: &items, from: &wheel)
print("Removed the first \(removed) elements; \(wheel.itemCount) remain:")
for event in changes { show(event, on: wheel) }
if let c = wheel.committedItem { show(.selectionCommitted(c), on: wheel) }

// One setting changed on the wheel's own configuration (the others stay as they are), and a
// hit test at the selection, which names the item resting there.
var settings = wheel.configuration
settings.looping.toggle()
try wheel.setConfiguration(settings)
let g = wheel.geometry
let r = (g.innerRadius + g.outerRadius) / 2
let a = wheel.configuration.selectionAngle
let hit = wheel.hitTest(Point(x: g.center.x + r * cos(a), y: g.center.y + r * sin(a)))
print("Looping \(wheel.configuration.looping ? "on" : "off"); at the selection: \(hit.flatMap { try? wheel.item(at: $0).labelText } ?? "nothing").")

do {
    try result.svg.write(toFile: path, atomically: true, encoding: .utf8)
    print("Wrote \(path) (the landed frame, \(result.displayList.commands.count) display-list commands).")
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(path): \(error)\n".utf8))
    exit(1)
}

extension Double {
    /// The value with `digits` decimals, for printing.
    fileprivate func formatted(digits: Int) -> String { String(format: "%.\(digits)f", self) }
}
