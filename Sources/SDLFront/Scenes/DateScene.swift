import Foundation
import WheelCore
import WheelRendering
import WheelSemantics

/// The date picker scene: the drums of `--date-mode` (date, time, date-and-time, month-year or
/// duration; AM/PM with `--12h`, seconds with `--seconds`) of a `DatePickerController`: the day
/// drum has the selected month's days, values outside `--date-min` ... `--date-max` are dimmed and
/// never chosen.
final class DateScene: Scene {
    let kind = SceneKind.date
    private(set) var date: DatePickerController
    var style = WheelStyle()
    private var traceEvents: [TraceEvent] = []
    /// A component the keys moved the focus to, for the app's focus to follow.
    private var focusRequest: SemanticsNode.ID?

    init(model: DatePickerModel, value: DatePickerValue, viewport: Rect) throws {
        date = try DatePickerController(model: model, value: value, viewport: viewport)
    }

    /// The components' picker.
    var picker: PickerController { date.picker }
    /// The model: mode, limits, interval.
    var model: DatePickerModel { date.model }

    /// The value shown, as ISO text of the mode's fields.
    var valueText: String { DatePickerModel.text(of: date.value, mode: model.mode) }

    func setViewport(_ rect: Rect) {
        do {
            try date.setViewport(rect)
        } catch {
            FileHandle.standardError.write(Data("note: date picker viewport not applied: \(error)\n".utf8))
        }
    }

    func handle(_ event: InputEvent) { record(date.handle(event)) }

    func advance(to time: Double) { record(date.advance(to: time)) }

    private func record(_ events: [DatePickerEvent]) {
        for e in events {
            switch e {
            case .valueChanged(let value, let adjustedFrom):
                traceEvents.append(
                    .dateChanged(
                        value: DatePickerModel.text(of: value, mode: model.mode),
                        adjustedFrom: adjustedFrom.map { DatePickerModel.text(of: $0, mode: model.mode) }))
            case .focusChanged(let i):
                focusRequest = PickerController.componentID(i, root: SemanticsIDs.date)
            case .modelError(let i, let error):
                FileHandle.standardError.write(
                    Data("note: date picker component \(i) kept its items: \(error)\n".utf8))
            case .component: break
            }
        }
    }

    var isAnimating: Bool { date.phase != .idle }

    func render(into list: inout DisplayList, measurer: some TextMeasurer) {
        // The app draws the focus ring around the focused component (its semantics node).
        date.render(into: &list, style: style, measurer: measurer, showsFocus: false)
        list.background = style.background
    }

    func traceLayout() -> any Encodable {
        LayoutTrace(
            fields: model.fields.map(\.rawValue),
            locale: model.locale.identifier, hourCycle: model.hourCycle.rawValue,
            rightToLeft: model.locale.isRightToLeft,
            columns: picker.columns.map { [$0.x, $0.y, $0.width, $0.height] },
            faces: picker.wheels.map {
                [$0.geometry.face.x, $0.geometry.face.y, $0.geometry.face.width, $0.geometry.face.height]
            },
            minimum: DatePickerModel.text(of: model.minimum, mode: model.mode),
            maximum: DatePickerModel.text(of: model.maximum, mode: model.mode),
            minuteInterval: model.minuteInterval,
            mode: model.mode.rawValue, seconds: model.showsSeconds,
            adjustedFrom: date.initialAdjustment.map { DatePickerModel.text(of: $0, mode: model.mode) })
    }

    func traceFrame() -> any Encodable {
        FrameTrace(
            value: valueText, focusedComponent: picker.focusedComponent,
            components: picker.wheels.enumerated().map { i, w in
                let index = w.committedItem ?? 0
                return FrameTrace.Component(
                    label: picker.components[i].role, index: index, count: w.itemCount,
                    text: (try? w.item(at: index).sectorText) ?? "", phase: "\(w.phase)",
                    centeredIndex: w.centeredItem)
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
        return date.semantics(
            id: SemanticsIDs.date, name: model.mode.title, focused: focused == focusedID)
    }

    func perform(_ action: SemanticsAction, on id: SemanticsNode.ID, at time: Double) {
        record(date.perform(action, on: id, root: SemanticsIDs.date, at: time))
    }

    func focusMoved(from old: SemanticsNode.ID?, to new: SemanticsNode.ID) {
        // A drum's id is the picker's root + 1 + its index; any other (the scene's tab) moves no drum.
        let base = SemanticsIDs.date.rawValue
        if new.rawValue > base, let i = Int(exactly: new.rawValue - base - 1),
            picker.wheels.indices.contains(i),
            i != picker.focusedComponent
        {
            // The index was checked just above: the focus cannot fail.
            record((try? date.focus(component: i)) ?? [])
        }
        focusRequest = nil
    }

    func takeFocusRequest() -> SemanticsNode.ID? {
        defer { focusRequest = nil }
        return focusRequest
    }
}

extension DateScene: MotionReducible {
    /// Every drum: a release never flings, settles are short, as the wheel scene's wheel.
    func reduceMotion() {
        do {
            try date.updateConfigurations(MotionReduction.apply)
        } catch {
            FileHandle.standardError.write(
                Data("note: --reduce-motion not applied to the date picker: \(error)\n".utf8))
        }
    }
}

extension DateScene {
    /// The date scene's member of the trace's layout line (window points).
    struct LayoutTrace: Encodable {
        /// The components' fields, left to right.
        var fields: [String]
        /// The locale's identifier (`iso` for the neutral look).
        var locale: String
        /// The hour cycle shown (h11, h12, h23, h24).
        var hourCycle: String
        /// Whether the components are mirrored for a right-to-left locale.
        var rightToLeft: Bool
        /// Each component's column: x, y, width, height.
        var columns: [[Double]]
        /// Each component's drum face: x, y, width, height.
        var faces: [[Double]]
        /// The range, ISO text.
        var minimum: String
        var maximum: String
        var minuteInterval: Int
        /// `--date-mode`: date, time, date-and-time, month-year or duration.
        var mode: String
        /// `--seconds`: whether a seconds drum shows.
        var seconds: Bool
        /// `--date` as given when it was moved onto a minute step or into the range, else absent.
        var adjustedFrom: String?

        enum CodingKeys: String, CodingKey {
            case fields, locale
            case hourCycle = "hour_cycle"
            case rightToLeft = "right_to_left"
            case columns, faces, minimum, maximum
            case minuteInterval = "minute_interval"
            case mode, seconds
            case adjustedFrom = "adjusted_from"
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
                case label, index, count, text, phase
                case centeredIndex = "centered_index"
            }
        }
        /// The value, ISO text.
        var value: String
        var focusedComponent: Int
        var components: [Component]

        enum CodingKeys: String, CodingKey {
            case value
            case focusedComponent = "focused_component"
            case components
        }
    }
}
