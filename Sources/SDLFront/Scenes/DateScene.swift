import Foundation
import WheelCore
import WheelRendering
import WheelSemantics

/// The date-and-time scene: year, month, day, hour and minute drums (and AM/PM with `--12h`)
/// linked by a `DatePickerModel`: the day drum has the selected month's days, dates outside
/// `--date-min` ... `--date-max` are dimmed and never chosen.
final class DateScene: Scene {
    let kind = SceneKind.date
    private(set) var picker: PickerController
    let model: DatePickerModel
    var style = WheelStyle()
    private var traceEvents: [TraceEvent] = []
    /// A component the keys moved the focus to, for the app's focus to follow.
    private var focusRequest: SemanticsNode.ID?

    init(model: DatePickerModel, value: DateTimeValue, viewport: Rect) throws {
        self.model = model
        picker = try PickerController(components: model.components(showing: value), model: model, viewport: viewport)
    }

    /// The value shown, ISO text.
    var value: DateTimeValue { model.value(for: picker.selections) }

    func setViewport(_ rect: Rect) { try? picker.setViewport(rect) }

    func handle(_ event: InputEvent) { record(picker.handle(event)) }

    func advance(to time: Double) { record(picker.advance(to: time)) }

    private func record(_ events: [PickerEvent]) {
        for e in events {
            switch e {
            case .valueChanged(let selections):
                traceEvents.append(.dateChanged(value: model.value(for: selections).description))
            case .focusChanged(let i):
                focusRequest = PickerController.componentID(i, root: SemanticsIDs.date)
            case .component: break
            }
        }
    }

    var isAnimating: Bool { picker.wheels.contains { $0.phase == .flinging || $0.phase == .settling } }

    func render(into list: inout DisplayList, measurer: some TextMeasurer) {
        // The app draws the focus ring around the focused component (its semantics node).
        picker.render(into: &list, style: style, measurer: measurer, showsFocus: false)
        list.background = style.background
    }

    func traceLayout() -> any Encodable {
        LayoutTrace(
            fields: model.fields.map(\.rawValue),
            columns: picker.columns.map { [$0.x, $0.y, $0.width, $0.height] },
            faces: picker.wheels.map { [$0.geometry.face.x, $0.geometry.face.y, $0.geometry.face.width, $0.geometry.face.height] },
            minimum: model.minimum.description, maximum: model.maximum.description, minuteInterval: model.minuteInterval)
    }

    func traceFrame() -> any Encodable {
        FrameTrace(
            value: value.description, focusedComponent: picker.focusedComponent,
            components: picker.wheels.enumerated().map { i, w in
                let index = w.committedItem ?? 0
                return FrameTrace.Component(
                    label: picker.components[i].role, index: index, count: w.itemCount,
                    text: (try? w.item(at: index).sectorText) ?? "", phase: "\(w.phase)", centeredIndex: w.centeredItem)
            })
    }

    func takeTraceEvents() -> [TraceEvent] {
        defer { traceEvents.removeAll() }
        return traceEvents
    }

    func cursor(at p: Point) -> WindowCursor.Shape {
        guard let i = picker.component(at: p) else { return .arrow }
        return picker.wheels[i].hitTest(p) != nil ? .hand : .arrow
    }
}

extension DateScene: SemanticScene {
    /// The picker's tree: a group of spin buttons named by role; the app's focused node (a
    /// component, which the picker's focus follows) is marked focused.
    func semantics(focused: SemanticsNode.ID?) -> SemanticsTree {
        let focusedID = PickerController.componentID(picker.focusedComponent, root: SemanticsIDs.date)
        return picker.semantics(id: SemanticsIDs.date, name: "Date and time", focused: focused == focusedID)
    }

    func perform(_ action: SemanticsAction, on id: SemanticsNode.ID, at time: Double) {
        record(picker.perform(action, on: id, root: SemanticsIDs.date, at: time))
    }

    func focusMoved(from old: SemanticsNode.ID?, to new: SemanticsNode.ID) {
        // A drum's id is the picker's root + 1 + its index; any other (the scene's tab) moves no drum.
        let base = SemanticsIDs.date.rawValue
        if new.rawValue > base, let i = Int(exactly: new.rawValue - base - 1), picker.wheels.indices.contains(i),
            let events = try? picker.focus(component: i)
        {
            record(events)
        }
        focusRequest = nil
    }

    func takeFocusRequest() -> SemanticsNode.ID? {
        defer { focusRequest = nil }
        return focusRequest
    }
}

extension DateScene {
    /// The date scene's member of the trace's layout line (window points).
    struct LayoutTrace: Encodable {
        /// The components' fields, left to right.
        var fields: [String]
        /// Each component's column: x, y, width, height.
        var columns: [[Double]]
        /// Each component's drum face: x, y, width, height.
        var faces: [[Double]]
        /// The range, ISO text.
        var minimum: String
        var maximum: String
        var minuteInterval: Int

        enum CodingKeys: String, CodingKey {
            case fields, columns, faces, minimum, maximum, minuteInterval = "minute_interval"
        }
    }

    /// The date scene's member of a frame line.
    struct FrameTrace: Encodable {
        /// One component.
        struct Component: Encodable {
            /// Its role ("Day").
            var label: String
            /// The committed item.
            var index: Int
            /// The number of items.
            var count: Int
            /// The committed item's text ("29", "March").
            var text: String
            /// idle, dragging, flinging or settling.
            var phase: String
            var centeredIndex: Int?

            enum CodingKeys: String, CodingKey {
                case label, index, count, text, phase, centeredIndex = "centered_index"
            }
        }
        /// The value, ISO text.
        var value: String
        var focusedComponent: Int
        var components: [Component]

        enum CodingKeys: String, CodingKey {
            case value, focusedComponent = "focused_component", components
        }
    }
}
