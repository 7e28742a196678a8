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
    private var traceEvents: [TraceEvent] = []
    private var lastRelease: FrameTrace.Release?

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

    func advance(to time: Double) {
        record(controller.advance(to: time), at: time)
    }

    private func record(_ events: [WheelEvent], at time: Double) {
        for e in events {
            switch e {
            case .centeredItemChanged(let i):
                traceEvents.append(.centered(index: i))
                let sector = controller.itemAngle
                detents.append(Detent(time: time, itemsPerSecond: sector > 0 ? controller.angularVelocity / sector : 0))
            case .selectionCommitted(let i): traceEvents.append(.committed(index: i))
            case .released(let angularVelocity, let velocity):
                // Not a trace event: the release goes into the frame line's "release" member.
                lastRelease = FrameTrace.Release(vx: velocity.x, vy: velocity.y, angularVelocity: angularVelocity)
            }
        }
    }

    /// Moving on its own (a fling or a spring); a drag moves only with its pointer's events.
    var isAnimating: Bool { controller.phase == .flinging || controller.phase == .settling }

    func render(into list: inout DisplayList, measurer: some TextMeasurer) {
        controller.render(into: &list, style: style, measurer: measurer)
    }

    func traceLayout() -> any Encodable {
        let g = controller.geometry
        let c = controller.configuration
        let col = g.labelColumn
        return LayoutTrace(
            center: [g.center.x, g.center.y], innerRadius: g.innerRadius, outerRadius: g.outerRadius,
            textRadius: g.textRadius, sectorAngle: c.sectorAngle, itemCount: controller.itemCount, looping: c.looping,
            labelSide: "\(c.labelSide)", labelColumn: [col.x, col.y, col.width, col.height], selectionAngle: c.selectionAngle,
            geometry: c.geometry.drumParameters == nil ? "rotary" : "drum", itemAngle: controller.itemAngle,
            face: [g.face.x, g.face.y, g.face.width, g.face.height])
    }

    func traceFrame() -> any Encodable {
        let l = controller.layout
        defer { lastRelease = nil }
        return FrameTrace(
            angle: controller.angle, angularVelocity: controller.angularVelocity, phase: "\(controller.phase)",
            centeredIndex: controller.centeredItem, visibleSectors: l.cells.count, shownLabels: l.labels.count,
            cellsCreated: controller.cellsCreated, committedIndex: controller.committedItem, release: lastRelease,
            labels: l.labels.map {
                FrameTrace.Label(index: $0.item, y: $0.leaderEnd.y, height: $0.frame.height, sectorY: $0.cellY, opacity: $0.opacity)
            })
    }

    func takeTraceEvents() -> [TraceEvent] {
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
        MotionReduction.apply(to: &c)
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

extension WheelScene {
    /// The wheel's member of the trace's layout line (window points, radians).
    struct LayoutTrace: Encodable {
        @OrNull var center: [Double]
        @OrNull var innerRadius: Double
        @OrNull var outerRadius: Double
        @OrNull var textRadius: Double
        @OrNull var sectorAngle: Double
        var itemCount: Int
        var looping: Bool
        var labelSide: String
        /// x, y, width, height.
        @OrNull var labelColumn: [Double]
        @OrNull var selectionAngle: Double
        /// "rotary" or "drum".
        var geometry: String
        /// The rotation of one item, radians.
        @OrNull var itemAngle: Double
        /// The face the cells are drawn in: x, y, width, height.
        @OrNull var face: [Double]

        enum CodingKeys: String, CodingKey {
            case center, innerRadius = "inner_radius", outerRadius = "outer_radius", textRadius = "text_radius"
            case sectorAngle = "sector_angle", itemCount = "item_count", looping, labelSide = "label_side"
            case labelColumn = "label_column", selectionAngle = "selection_angle", geometry, itemAngle = "item_angle", face
        }
    }

    /// The wheel's member of a frame line.
    struct FrameTrace: Encodable {
        /// The tracker's estimate at a pointer's release, before any cap or snapping.
        struct Release: Encodable {
            /// Points per second.
            @OrNull var vx: Double
            @OrNull var vy: Double
            /// Radians per second.
            @OrNull var angularVelocity: Double

            enum CodingKeys: String, CodingKey { case vx, vy, angularVelocity = "angular_velocity" }
        }

        /// A label shown, by its item. Encoded by hand: a frame has a few dozen labels, and
        /// ``OrNull``'s nested encoder per number made up a third of a frame line's encoding.
        struct Label: Encodable {
            var index: Int
            /// The label's centre line, where its leader line ends (its box is centred on it).
            var y: Double
            var height: Double
            /// The centre of its item's sector.
            var sectorY: Double
            var opacity: Double

            enum CodingKeys: String, CodingKey { case index, y, height, sectorY = "sector_y", opacity }

            func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(index, forKey: .index)
                try c.encodeOrNull(y, forKey: .y)
                try c.encodeOrNull(height, forKey: .height)
                try c.encodeOrNull(sectorY, forKey: .sectorY)
                try c.encodeOrNull(opacity, forKey: .opacity)
            }
        }

        @OrNull var angle: Double
        @OrNull var angularVelocity: Double
        var phase: String
        @OrNull var centeredIndex: Int?
        var visibleSectors: Int
        var shownLabels: Int
        var cellsCreated: Int
        @OrNull var committedIndex: Int?
        /// Only on the frame of a release.
        var release: Release?
        var labels: [Label]

        enum CodingKeys: String, CodingKey {
            case angle, angularVelocity = "angular_velocity", phase, centeredIndex = "centered_index"
            case visibleSectors = "visible_sectors", shownLabels = "shown_labels", cellsCreated = "cells_created"
            case committedIndex = "committed_index", release, labels
        }
    }
}
