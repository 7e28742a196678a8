import WheelCore

/// What a host keeps for one wheel: the model, the frame's display list, the colours.
struct WheelHost {
    var wheel: WheelController
    var list = DisplayList()
    let style = WheelStyle()

    init() throws {
        let items = [WheelItem(sectorText: "1", labelText: "Hydrogen"),
                     WheelItem(sectorText: "2", labelText: "Helium"),
                     WheelItem(sectorText: "3", labelText: "Lithium")]
        wheel = try WheelController(items: items, viewport: Rect(x: 0, y: 0, width: 1024, height: 640))
    }

    /// One frame: the input that arrived, the time now, then the drawing.
    mutating func frame(now: Double, input: [InputEvent], measurer: some TextMeasurer) {
        for event in input { react(to: wheel.handle(event)) }   // in arrival order
        react(to: wheel.advance(to: now))                       // move animations to `now`
        list.removeAll()                                        // keeps its storage
        wheel.render(into: &list, style: style, measurer: measurer)  // lays out, then draws
        draw(list)                                              // your renderer
    }

    func react(to events: [WheelEvent]) {
        for event in events {
            switch event {
            case .centeredItemChanged(let i): playTick(for: i)
            case .selectionCommitted(let i): choose(i)
            case .released(let angularVelocity, _): log(angularVelocity)  // rad/s
            }
        }
    }
}

var host = try WheelHost()
let down = InputEvent.pointer(.down, .touch(1), at: Point(x: 700, y: 320), time: 0)
host.frame(now: 0, input: [down], measurer: MyMeasurer())

func source(_ names: [String]) -> [WheelItem] {
    names.indices.map { WheelItem(sectorText: "\($0 + 1)", labelText: names[$0]) }
}

var names = ["Hydrogen", "Helium", "Lithium"]
names.insert("Deuterium", at: 1)
host.react(to: try host.wheel.insertItems(at: 1, count: 1, items: source(names)))
names.removeFirst(2)
host.react(to: try host.wheel.removeItems(at: 0, count: 2, items: source(names)))
host.react(to: try host.wheel.reloadItems(source(["Neon"])))   // anything else: keep the index, clamped
host.react(to: try host.wheel.animate(toItem: 0, duration: 0.4, curve: .easeOut))

do {
    _ = try WheelController(configuration: WheelConfiguration(sectorsPerTurn: 0), items: source(names))
} catch {  // a RangeError: the only error the initialiser throws
    for bad in error.values { print(bad.name, bad.value, bad.allowed) }  // sectorsPerTurn 0.0 3.0...360.0
}

let elements = [
    WheelItem(sectorText: "1", labelText: "Hydrogen", accentColor: Color(r: 58, g: 107, b: 79),
              detailText: "1.008", imageKey: "hydrogen.png"),
]
var settings = host.wheel.configuration   // the wheel's settings, as they are
settings.showsDetailText = true
try host.wheel.setConfiguration(settings)  // checked; the other settings stay
host.react(to: try host.wheel.reloadItems(elements))

struct MyMeasurer: TextMeasurer {
    func measure(_ text: String, style: TextStyle) -> Size {
        // Advance width and line height (ascent + descent), in points, from your font.
        Size(width: Double(text.count) * 0.6 * style.size, height: 1.2 * style.size)
    }
}
