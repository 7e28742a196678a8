import WheelCore

let items = zip(numbers, names).map { WheelItem(sectorText: $0, labelText: $1) }
var wheel = try WheelController(configuration: WheelConfiguration(looping: false), items: items,
                                viewport: Rect(x: 0, y: 0, width: 1024, height: 640))
var list = DisplayList()
// Per input event (timestamps in seconds, positions in view-space points) and per frame:
func react(_ events: [WheelEvent]) {
    for event in events {
        switch event {
        case .centeredItemChanged(let i): tick(i)                 // the item under the marker changed
        case .selectionCommitted(let i): choose(i)                // the wheel came to rest on item i
        case .released(let angularVelocity, _): log(angularVelocity)  // a drag let go, rad/s
        }
    }
}
react(wheel.handle(.pointer(.down, at: p, time: t)))
react(wheel.advance(to: now))
list.removeAll()
wheel.render(into: &list, style: WheelStyle(), measurer: myMeasurer)  // lays out, then draws
// From code, and when the items change while it runs (mistakes throw a RangeError); an item
// change returns the centred item's new index, and the wheel answers its state at any time:
react(try wheel.jump(toItem: 27))
react(try wheel.animate(toItem: 30, duration: 0.4, curve: .easeInOut))
react(try wheel.insertItems(at: 0, count: 2, items: withTwoMore))
react(try wheel.removeItems(at: 5, count: 1, items: withOneLess))
react(try wheel.reloadItems(anyOther))
print(try wheel.item(at: wheel.committedItem ?? 0).labelText, "of", wheel.itemCount)
// One setting changed, the others kept (checked: a bad value throws, the wheel keeps its own):
var c = wheel.configuration
c.looping.toggle()
try wheel.setConfiguration(c)
