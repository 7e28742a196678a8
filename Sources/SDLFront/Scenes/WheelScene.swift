import Foundation
import WheelCore
import WheelRendering
import WheelSemantics

/// The chemical elements, read from `Assets/elements.csv` (number,symbol,name,category,mass).
struct ElementTable {
    var numbers: [String] = []
    var symbols: [String] = []
    var names: [String] = []
    var categories: [String] = []
    /// Standard atomic weights (`[294]`: the mass number of the most stable isotope).
    var masses: [String] = []

    static func load(assets: URL) throws -> ElementTable {
        let url = assets.appendingPathComponent("elements.csv")
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
        else {
            throw InputFileError(file: url.path, line: nil, message: "cannot read the element table")
        }
        var table = ElementTable()
        for (i, line) in text.split(separator: "\n").enumerated() where i > 0 {
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 5, Int(f[0]) == table.numbers.count + 1 else {
                throw InputFileError(file: url.path, line: i + 1, message: "expected number,symbol,name,category,mass in order")
            }
            table.numbers.append(f[0])
            table.symbols.append(f[1])
            table.names.append(f[2])
            table.categories.append(f[3])
            table.masses.append(f[4])
        }
        return table
    }

    /// The wheel's items: atomic numbers on the sectors, names as labels, the category as the
    /// accent colour and the atomic mass as the detail line.
    var dataSource: [WheelItem] {
        names.indices.map { i in
                WheelItem(
                    sectorText: numbers[i], labelText: names[i], accentColor: Self.color(forCategory: categories[i]),
                    detailText: masses[i])
            }
    }

    /// Sector fill per category: muted tones that keep light text readable.
    static func color(forCategory c: String) -> Color {
        switch c {
        case "alkali metal": Color(hex: 0x6B3A3A)
        case "alkaline earth metal": Color(hex: 0x6B513A)
        case "transition metal": Color(hex: 0x3A4A6B)
        case "post-transition metal": Color(hex: 0x3A5F6B)
        case "metalloid": Color(hex: 0x4F6B3A)
        case "nonmetal": Color(hex: 0x3A6B4F)
        case "halogen": Color(hex: 0x6B6B3A)
        case "noble gas": Color(hex: 0x5A3A6B)
        case "lanthanide": Color(hex: 0x6B3A5E)
        case "actinide": Color(hex: 0x6B3A4A)
        default: Color(hex: 0x44484F)
        }
    }
}

/// The wheel scene: the 118 elements (or N numbered items) on a rotary wheel picker.
final class WheelScene: Scene {
    let kind = SceneKind.wheel
    private(set) var controller: WheelController
    var style = WheelStyle()
    private var traceEvents: [String] = []
    private var lastRelease: String?

    /// What the wheel picks, as a screen reader names it: "Item" for numbered items.
    let semanticsName: String

    init(dataSource: any WheelDataSource, configuration: WheelConfiguration, viewport: Rect, initialItem: Int = 0) throws {
        semanticsName = dataSource is NumberedWheelDataSource ? "Item" : "Element"
        self.controller = try WheelController(
            configuration: configuration, items: dataSource, viewport: viewport, initialItem: initialItem)
    }

    /// The window's size is always a valid viewport (finite, at least the minimum window).
    func setViewport(_ rect: Rect) { try? controller.setViewport(rect) }

    func handle(_ event: InputEvent) {
        record(controller.handle(event), at: event.time)
    }

    /// A centred-item change: when (seconds) and how fast the wheel turned then (items per
    /// second), the cue of a detent click.
    struct Detent {
        var time: Double
        var itemsPerSecond: Double
    }

    /// Centred-item changes since ``takeDetents()`` was last called.
    private var detents: [Detent] = []

    /// The centred-item changes since the last call (the app clicks for them).
    func takeDetents() -> [Detent] {
        defer { detents.removeAll(keepingCapacity: true) }
        return detents
    }

    /// Reused between frames, so that a steady frame allocates nothing for its events.
    private var frameEvents: [WheelEvent] = []

    func advance(to time: Double) {
        frameEvents.removeAll(keepingCapacity: true)
        controller.advance(to: time, appendingEventsTo: &frameEvents)
        record(frameEvents, at: time)
    }

    private func record(_ events: [WheelEvent], at time: Double) {
        for e in events {
            switch e {
            case .centeredItemChanged(let i):
                traceEvents.append("{\"type\": \"centered\", \"index\": \(i)}")
                let sector = controller.itemAngle
                detents.append(Detent(time: time, itemsPerSecond: sector > 0 ? controller.angularVelocity / sector : 0))
            case .selectionCommitted(let i): traceEvents.append("{\"type\": \"committed\", \"index\": \(i)}")
            case .released(let angularVelocity, let velocity):
                // Not a trace event: the release goes into the frame line's "release" member.
                lastRelease =
                    "{\"vx\": \(fmt(velocity.x)), \"vy\": \(fmt(velocity.y)), \"angular_velocity\": \(fmt(angularVelocity))}"
            }
        }
    }

    /// Moving on its own (a fling or a spring); a drag moves only with its pointer's events.
    var isAnimating: Bool { controller.phase == .flinging || controller.phase == .settling }

    func render(into list: inout DisplayList, measurer: some TextMeasurer) {
        controller.render(into: &list, style: style, measurer: measurer)
    }

    func traceLayout() -> String {
        let g = controller.geometry
        let c = controller.configuration
        let col = g.labelColumn
        return "\"wheel\": {\"center\": [\(fmt(g.center.x)), \(fmt(g.center.y))], \"inner_radius\": \(fmt(g.innerRadius)), "
            + "\"outer_radius\": \(fmt(g.outerRadius)), \"text_radius\": \(fmt(g.textRadius)), \"sector_angle\": \(fmt(c.sectorAngle)), "
            + "\"item_count\": \(controller.itemCount), \"looping\": \(c.looping), \"label_side\": \"\(c.labelSide)\", "
            + "\"label_column\": [\(fmt(col.x)), \(fmt(col.y)), \(fmt(col.width)), \(fmt(col.height))], \"selection_angle\": \(fmt(c.selectionAngle)), "
            + "\"geometry\": \"\(c.geometry.drumParameters == nil ? "rotary" : "drum")\", \"item_angle\": \(fmt(controller.itemAngle)), "
            + "\"face\": [\(fmt(g.face.x)), \(fmt(g.face.y)), \(fmt(g.face.width)), \(fmt(g.face.height))]}"
    }

    func traceFrame() -> String {
        let l = controller.layout
        var labels: [String] = []
        labels.reserveCapacity(l.labels.count)
        for label in l.labels {
            labels.append(
                "{\"index\": \(label.item), \"y\": \(fmt(label.frame.midY)), \"height\": \(fmt(label.frame.height)), \"sector_y\": \(fmt(label.sectorY)), \"opacity\": \(fmt(label.opacity))}"
            )
        }
        var s = "\"wheel\": {\"angle\": \(fmt(controller.angle)), \"angular_velocity\": \(fmt(controller.angularVelocity)), "
        s += "\"phase\": \"\(controller.phase)\", \"centered_index\": \(controller.centeredItem.map(String.init) ?? "null"), "
        s += "\"visible_sectors\": \(l.sectors.count), \"shown_labels\": \(l.labels.count), \"cells_created\": \(controller.cellsCreated), "
        s += "\"committed_index\": \(controller.committedItem.map(String.init) ?? "null"), "
        if let r = lastRelease {
            s += "\"release\": \(r), "
            lastRelease = nil
        }
        s += "\"labels\": [\(labels.joined(separator: ", "))]}"
        return s
    }

    func takeTraceEvents() -> [String] {
        defer { traceEvents.removeAll() }
        return traceEvents
    }
}

extension WheelScene: SemanticScene {
    func semantics(focused: SemanticsNode.ID?) -> SemanticsTree {
        controller.semantics(id: SemanticsIDs.wheel, name: semanticsName, focused: focused == SemanticsIDs.wheel)
    }

    func perform(_ action: SemanticsAction, on id: SemanticsNode.ID, at time: Double) {
        guard id == SemanticsIDs.wheel else { return }
        record(controller.perform(action, at: time), at: time)
    }
}

extension WheelScene: MotionReducible {
    /// A release never flings: the wheel settles on the nearest item, critically damped, in
    /// about a fifth of a second.
    func reduceMotion() {
        var c = controller.configuration
        // The least fling speed at its limit, far above the speed cap: no release flings.
        c.physics.minimumFlingAngularSpeed = WheelLimits.minimumFlingAngularSpeed.allowed.upperBound
        c.physics.settleSpring = MotionReduction.settleSpring
        do {
            try controller.setConfiguration(c)
        } catch {
            FileHandle.standardError.write(Data("note: --reduce-motion not applied to the wheel: \(error)\n".utf8))
        }
    }
}

extension WheelScene {
    /// A hand over a sector or a label (a press drags the wheel, a tap brings the item to the
    /// selection).
    func cursor(at p: Point) -> WindowCursor.Shape { controller.hitTest(p) != nil ? .hand : .arrow }
}
