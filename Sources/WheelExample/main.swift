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

/// Prints one wheel event; `names` are the label texts of the wheel's items at that moment.
func show(_ event: WheelEvent, names: [String], numbers: [String]) {
    switch event {
    case .released(let angularVelocity, _):
        print("released:  \(angularVelocity.formatted(digits: 2)) rad/s")
    case .centeredItemChanged(let i): print("centred:   \(numbers[i]) \(names[i]) (item \(i))")
    case .selectionCommitted(let i): print("committed: \(numbers[i]) \(names[i]) (item \(i))")
    }
}

for event in result.events { show(event, names: SampleElements.names, numbers: SampleElements.numbers) }
let label = result.committedLabel ?? "none"
print("The wheel came to rest on \(label) after \(result.frameCount) frames (\(result.endTime) s).")

// Items change while the wheel runs: the first two periods (ten elements) go away, and the
// wheel keeps resting on the same element, which is now ten items earlier.
var wheel = result.wheel
var elements = ElementList.all
let removed = 10
let changes = try ScriptedWheelDemo.removeFirstElements(removed, of: &elements, from: &wheel)
print("Removed the first \(removed) elements; \(elements.names.count) remain:")
for event in changes { show(event, names: elements.names, numbers: elements.numbers) }
if let c = wheel.committedItem {
    print("committed: \(elements.numbers[c]) \(elements.names[c]) (item \(c))")
}

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
