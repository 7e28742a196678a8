import WheelCore

let items = zip(numbers, names).map { WheelItem(sectorText: $0, labelText: $1) }
var wheel = try WheelController(configuration: WheelConfiguration(looping: false), items: items,
                                viewport: Rect(x: 0, y: 0, width: 1024, height: 640))
var list = DisplayList()
// Per input event (timestamps in seconds, positions in view-space points) and per frame:
for event in wheel.handle(.pointer(.down, at: p, time: t)) + wheel.advance(to: now) {
    switch event {
    case .centeredItemChanged(let i): tick(i)                 // the item under the marker changed
    case .selectionCommitted(let i): choose(i)                // the wheel came to rest on item i
    case .released(let angularVelocity, _): log(angularVelocity)  // a drag let go, rad/s
    }
}
list.removeAll()
wheel.render(into: &list, style: WheelStyle(), measurer: myMeasurer)  // lays out, then draws
// From code, and when the items change while it runs (mistakes throw a RangeError):
_ = try wheel.jump(toItem: 27)
_ = try wheel.animate(toItem: 30, duration: 0.4, curve: .easeInOut)
_ = try wheel.insertItems(at: 0, count: 2, items: withTwoMore)
_ = try wheel.removeItems(at: 5, count: 1, items: withOneLess)
_ = try wheel.reloadItems(anyOther)
