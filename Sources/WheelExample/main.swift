// WheelExample: drives the element wheel with a scripted drag and fling on its own 60 Hz
// clock, with no SDL and no window, prints what it committed to and writes the last frame
// as SVG.
//
//     swift run WheelExample [out.svg]      (default: wheel-example.svg)
import Foundation
import WheelCore
import WheelSVG

let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "wheel-example.svg"
let result = ScriptedWheelDemo(fps: 60).run()

for event in result.events {
    switch event {
    case .centeredItemChanged(let i): print("centred:   \(i + 1) \(SampleElements.names[i])")
    case .selectionCommitted(let i): print("committed: \(i + 1) \(SampleElements.names[i])")
    }
}
let label = result.committedLabel ?? "none"
print("The wheel came to rest on \(label) after \(result.frameCount) frames (\(result.endTime) s).")

do {
    try result.svg.write(toFile: path, atomically: true, encoding: .utf8)
    print("Wrote \(path) (\(result.displayList.count) display-list commands).")
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(path): \(error)\n".utf8))
    exit(1)
}
