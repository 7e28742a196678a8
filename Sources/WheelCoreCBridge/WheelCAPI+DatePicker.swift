// The C functions of wheelcore.h's date pickers (version 4; the measurer version 5): a
// PickerController over a DatePickerModel behind a handle, fed, read and measured like a wheel.
import Glibc
import Synchronization
import WheelCore
import WheelCoreC
import WheelRendering

/// A live date picker: the controller, the count of settled value changes and the host's text
/// measurer (a ``CallbackHost``: its measure callback may be on the stack).
final class DatePickerBox: CallbackHost, @unchecked Sendable {
    var date: DatePickerController
    var picker: PickerController { date.picker }
    var model: DatePickerModel { date.model }
    /// The settled changes of the whole picker so far (`PickerEvent.valueChanged`).
    var changes: Int64 = 0
    /// The last drawn frame, handed to the host.
    let frame = FrameStorage()
    /// The colours the picker is drawn with (the wheel's default dark style).
    let style = WheelStyle()
    /// The sizes the host's measurer answered, kept while their texts show (every component's).
    let answers = HostAnswers()
    /// The host's text measurer (or the built-in estimate), shared by every component; a
    /// garbage answer fails the frame, as for a wheel of version 2 on.
    var measurer: CallbackMeasurer
    /// True while a call on this picker runs (its measure callback may be on the stack).
    var busy = false

    init(date: DatePickerController) {
        self.date = date
        self.measurer = CallbackMeasurer(answers: answers, strict: true)
    }

    /// Events the host has not polled yet (the newest ``EventQueue/capacity`` kept).
    var events: [wheel_date_picker_event] = []
    /// The strings of the last wheel_date_picker_get_semantics (name, value), freed on the next.
    var semanticsStrings: [UnsafeMutablePointer<CChar>] = []

    deinit { semanticsStrings.forEach { free($0) } }

    /// Counts the settled changes among `events` and queues every event for polling.
    func record(_ new: [DatePickerEvent]) {
        for e in new {
            var c = wheel_date_picker_event()
            c.struct_size = UInt32(MemoryLayout<wheel_date_picker_event>.size)
            c.component = -1
            c.item = -1
            switch e {
            case .valueChanged(let value, let adjustedFrom):
                changes += 1
                c.type = Int32(WHEEL_DATE_EVENT_VALUE_CHANGED)
                c.value = value.fields.dateValueInC
                if let adjustedFrom {
                    c.adjusted = 1
                    c.adjusted_from = adjustedFrom.fields.dateValueInC
                }
            case .focusChanged(let i):
                c.type = Int32(WHEEL_DATE_EVENT_FOCUS_CHANGED)
                c.component = Int32(i)
            case .component(let i, .selectionCommitted(let item)):
                c.type = Int32(WHEEL_DATE_EVENT_COMPONENT_COMMITTED)
                c.component = Int32(i)
                c.item = Int64(item)
            case .component, .modelError:
                // Ticks and releases are the wheel's detail; a date model's counts are never refused.
                continue
            }
            events.append(c)
        }
        if events.count > EventQueue.capacity { events.removeFirst(events.count - EventQueue.capacity) }
    }
}

/// Live date pickers by handle value (never an address, never reused), as `wheelRegistry`.
let datePickerRegistry = HandleTable<DatePickerBox>(base: 0xDA7E_0000)

/// Runs `body` with the live, idle date picker behind `handle`, or reports why it cannot.
func withDatePicker(
    _ handle: OpaquePointer?, _ function: StaticString, _ body: (DatePickerBox) throws(CAPIError) -> Void
) -> Int32 {
    withLive(handle, in: datePickerRegistry, kind: "date picker", argument: "picker", function, body)
}

/// The published sizes of the date picker's structs (version 4 on; the configuration grew in 6).
enum DatePickerSizes {
    static let configuration = [
        MemoryLayout<wheel_date_picker_configuration>.offset(of: \.mode)!,
        MemoryLayout<wheel_date_picker_configuration>.size,
    ]
    static let component = MemoryLayout<wheel_picker_component>.size
    static let event = MemoryLayout<wheel_date_picker_event>.size
}

extension DateTimeValue {
    /// The C form.
    var inC: wheel_date_time {
        wheel_date_time(
            year: Int32(year), month: Int32(month), day: Int32(day), hour: Int32(hour), minute: Int32(minute))
    }

    /// The C form of version 7 (seconds included).
    var dateValueInC: wheel_date_value {
        wheel_date_value(
            year: Int32(year), month: Int32(month), day: Int32(day), hour: Int32(hour), minute: Int32(minute),
            second: Int32(second))
    }

    /// The Swift form of a C value.
    init(_ c: wheel_date_time, second: Int32 = 0) {
        self.init(
            year: Int(c.year), month: Int(c.month), day: Int(c.day), hour: Int(c.hour), minute: Int(c.minute),
            second: Int(second))
    }

    /// The Swift form of a version 7 C value.
    init(_ c: wheel_date_value) {
        self.init(
            year: Int(c.year), month: Int(c.month), day: Int(c.day), hour: Int(c.hour), minute: Int(c.minute),
            second: Int(c.second))
    }
}

extension DatePickerMode {
    /// The mode of a C WHEEL_DATE_MODE_* value, nil for another.
    init?(c: Int32) {
        switch c {
        case Int32(WHEEL_DATE_MODE_DATE_AND_TIME): self = .dateAndTime
        case Int32(WHEEL_DATE_MODE_DATE): self = .date
        case Int32(WHEEL_DATE_MODE_TIME): self = .time
        case Int32(WHEEL_DATE_MODE_MONTH_YEAR): self = .monthYear
        case Int32(WHEEL_DATE_MODE_DURATION): self = .duration
        default: return nil
        }
    }
}

/// The defaults of `wheel_date_picker_configuration_init`: the app's date scene's.
private func datePickerDefaults() -> wheel_date_picker_configuration {
    var c = wheel_date_picker_configuration()
    c.struct_size = UInt32(MemoryLayout<wheel_date_picker_configuration>.size)
    c.minute_interval = 1
    c.twelve_hour = 0
    c.geometry = Int32(WHEEL_GEOMETRY_DRUM)
    c.value = DateTimeValue(year: 2024, month: 2, day: 29, hour: 9, minute: 41).inC
    c.minimum = DateTimeValue(year: 1900, month: 1, day: 1).inC
    c.maximum = DateTimeValue(year: 2100, month: 12, day: 31, hour: 23, minute: 59).inC
    c.mode = Int32(WHEEL_DATE_MODE_DATE_AND_TIME)
    c.maximum_second = 59
    return c
}

/// `wheel_date_picker_configuration_init_sized`: fills the host's `size` bytes with the defaults.
@_cdecl("wheel_date_picker_configuration_init_sized")
public func wheelDatePickerConfigurationInitSized(
    _ config: UnsafeMutablePointer<wheel_date_picker_configuration>?, _ size: Int
) -> Int32 {
    reportingErrors { () throws(CAPIError) in
        guard let config else { throw .null("wheel_date_picker_configuration_init", "config") }
        try initSized(
            config, size: size, with: datePickerDefaults(), sizes: DatePickerSizes.configuration,
            in: "wheel_date_picker_configuration_init")
    }
}

/// `wheel_date_picker_create`: a date picker of drums (or rotary wheels), each a component.
@_cdecl("wheel_date_picker_create")
public func wheelDatePickerCreate(
    _ config: UnsafePointer<wheel_date_picker_configuration>?,
    _ outPicker: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    outPicker?.pointee = nil
    return reportingErrors { () throws(CAPIError) in
        let function: StaticString = "wheel_date_picker_create"
        guard let config else { throw .null(function, "config") }
        guard let outPicker else { throw .null(function, "out_picker") }
        let c = try readSized(
            config, sizes: DatePickerSizes.configuration, defaults: datePickerDefaults(), name: "config",
            in: function)
        var problems: [String] = []
        if c.twelve_hour != 0 && c.twelve_hour != 1 {
            problems.append("twelve_hour must be 0 or 1, got \(c.twelve_hour)")
        }
        if c.geometry != Int32(WHEEL_GEOMETRY_ROTARY) && c.geometry != Int32(WHEEL_GEOMETRY_DRUM) {
            problems.append(
                "geometry must be WHEEL_GEOMETRY_ROTARY (0) or WHEEL_GEOMETRY_DRUM (1), got \(c.geometry)")
        }
        let mode = DatePickerMode(c: c.mode)
        if mode == nil { problems.append("mode must be a WHEEL_DATE_MODE_* value (0 to 4), got \(c.mode)") }
        if c.show_seconds != 0 && c.show_seconds != 1 {
            problems.append("show_seconds must be 0 or 1, got \(c.show_seconds)")
        }
        guard let mode, problems.isEmpty else { throw .invalid(function, problems.joined(separator: "; ")) }
        // The model checks the values and the range (one set of checks, its messages).
        let geometry: WheelGeometryKind =
            c.geometry == Int32(WHEEL_GEOMETRY_DRUM) ? .drum(DatePickerModel.drum) : .rotary
        let date = try swiftCall(function) { () throws(RangeError) in
            let model = try DatePickerModel(
                mode: mode,
                minimum: DatePickerValue(
                    fields: DateTimeValue(c.minimum, second: c.minimum_second), mode: mode),
                maximum: DatePickerValue(
                    fields: DateTimeValue(c.maximum, second: c.maximum_second), mode: mode),
                minuteInterval: Int(c.minute_interval), uses12HourClock: c.twelve_hour == 1,
                showsSeconds: c.show_seconds == 1)
            return try DatePickerController(
                model: model,
                value: DatePickerValue(fields: DateTimeValue(c.value, second: c.value_second), mode: mode),
                viewport: Rect(x: 0, y: 0, width: 1024, height: 640), geometry: geometry)
        }
        outPicker.pointee = datePickerRegistry.insert(DatePickerBox(date: date))
    }
}

/// `wheel_date_picker_destroy`.
@_cdecl("wheel_date_picker_destroy")
public func wheelDatePickerDestroy(_ picker: OpaquePointer?) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_destroy") { _ in _ = datePickerRegistry.remove(picker!) }
}

/// `wheel_date_picker_set_viewport`.
@_cdecl("wheel_date_picker_set_viewport")
public func wheelDatePickerSetViewport(
    _ picker: OpaquePointer?, _ x: Double, _ y: Double, _ width: Double, _ height: Double
) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_set_viewport") { box throws(CAPIError) in
        try swiftCall("wheel_date_picker_set_viewport") { () throws(RangeError) in
            try box.date.setViewport(Rect(x: x, y: y, width: width, height: height))
        }
    }
}

/// `wheel_date_picker_pointer`.
@_cdecl("wheel_date_picker_pointer")
public func wheelDatePickerPointer(
    _ picker: OpaquePointer?, _ phase: Int32, _ device: Int32, _ pointerID: Int64, _ x: Double, _ y: Double,
    _ time: Double
) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_pointer") { box throws(CAPIError) in
        box.record(
            box.date.handle(
                try pointerEvent(phase, device, pointerID, x, y, time, in: "wheel_date_picker_pointer")))
    }
}

/// `wheel_date_picker_key`.
@_cdecl("wheel_date_picker_key")
public func wheelDatePickerKey(_ picker: OpaquePointer?, _ key: Int32, _ time: Double) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_key") { box throws(CAPIError) in
        box.record(box.date.handle(try keyEvent(key, time, in: "wheel_date_picker_key")))
    }
}

/// `wheel_date_picker_advance`.
@_cdecl("wheel_date_picker_advance")
public func wheelDatePickerAdvance(_ picker: OpaquePointer?, _ time: Double) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_advance") { box throws(CAPIError) in
        try CAPIError.finite(time, "time", in: "wheel_date_picker_advance")
        box.record(box.date.advance(to: time))
    }
}

/// `wheel_date_picker_get_value`.
@_cdecl("wheel_date_picker_get_value")
public func wheelDatePickerGetValue(
    _ picker: OpaquePointer?, _ outValue: UnsafeMutablePointer<wheel_date_time>?,
    _ outChanges: UnsafeMutablePointer<Int64>?
) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_get_value") { box throws(CAPIError) in
        guard let outValue else { throw .null("wheel_date_picker_get_value", "out_value") }
        outValue.pointee = box.date.value.fields.inC
        outChanges?.pointee = box.changes
    }
}

/// `wheel_date_picker_component_count`.
@_cdecl("wheel_date_picker_component_count")
public func wheelDatePickerComponentCount(_ picker: OpaquePointer?, _ outCount: UnsafeMutablePointer<Int32>?)
    -> Int32
{
    withDatePicker(picker, "wheel_date_picker_component_count") { box throws(CAPIError) in
        guard let outCount else { throw .null("wheel_date_picker_component_count", "out_count") }
        outCount.pointee = Int32(box.picker.wheels.count)
    }
}

/// `wheel_date_picker_get_component`.
@_cdecl("wheel_date_picker_get_component")
public func wheelDatePickerGetComponent(
    _ picker: OpaquePointer?, _ index: Int32, _ outComponent: UnsafeMutablePointer<wheel_picker_component>?
) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_get_component") { box throws(CAPIError) in
        let function: StaticString = "wheel_date_picker_get_component"
        guard let outComponent else { throw .null(function, "out_component") }
        guard box.picker.wheels.indices.contains(Int(index)) else {
            throw .outOfRange(
                function, "index must be from 0 up to \(box.picker.wheels.count - 1), got \(index)")
        }
        let i = Int(index)
        let w = box.picker.wheels[i]
        var out = wheel_picker_component()
        out.field = box.model.fields[i].inC
        out.index = Int64(w.committedItem ?? 0)
        out.count = Int64(w.itemCount)
        out.phase = w.phase.inC
        out.focused = box.picker.focusedComponent == i ? 1 : 0
        let text = Array(((try? w.item(at: w.committedItem ?? 0).sectorText) ?? "").utf8.prefix(23))
        withUnsafeMutableBytes(of: &out.text) { raw in
            raw.copyBytes(from: text)
            raw[text.count] = 0
        }
        out.column = FrameStorage.rect(box.picker.columns[i])
        try writeSized(
            out, to: outComponent, minimum: DatePickerSizes.component, name: "out_component", in: function)
    }
}

/// `wheel_date_picker_set_measurer` (version 5): sets (or with NULL resets) the text-measuring
/// callback every component's texts are fitted with, as `wheel_set_measurer` for a wheel.
@_cdecl("wheel_date_picker_set_measurer")
public func wheelDatePickerSetMeasurer(
    _ picker: OpaquePointer?, _ measure: wheel_measure_fn?, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_set_measurer") { box in
        box.measurer.replace(with: measure, userData: userData)
    }
}

/// `wheel_date_picker_render`: draws every component into the picker's frame (texts measured
/// with the host's measurer, each once while it shows, or the built-in estimate), as
/// `wheel_render` draws a wheel; a garbage measure answer leaves an empty frame and
/// `WHEEL_ERROR_CALLBACK`.
@_cdecl("wheel_date_picker_render")
public func wheelDatePickerRender(
    _ picker: OpaquePointer?, _ scale: Double, _ antiAliasing: Int32,
    _ outFrame: UnsafeMutablePointer<wheel_frame>?
) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_render") { box throws(CAPIError) in
        let function: StaticString = "wheel_date_picker_render"
        guard let outFrame else { throw .null(function, "out_frame") }
        let commandSize = try checkRenderArguments(
            scale, antiAliasing, outFrame, announced: true, in: function)
        box.frame.render(scale: scale, antiAliasing: antiAliasing == 1) { list in
            box.date.render(into: &list, style: box.style, measurer: box.measurer)
        }
        do throws(CAPIError) {
            // A picker's texts are its own: only the measured sizes are kept from frame to frame.
            try box.answers.finishFrame(itemsInView: [], in: function)
        } catch {
            try writeEmptyFrame(to: outFrame, commandSize: commandSize, scale: scale, in: function)
            throw error
        }
        var frame = wheel_frame()
        box.frame.describe(commandSize: commandSize, into: &frame)
        try writeSized(frame, to: outFrame, minimum: StructSizes.frame, name: "out_frame", in: function)
    }
}

extension DateLocale.Field {
    /// The field's `WHEEL_DATE_FIELD_*` value (the C enum numbers the period 5 and the second 6).
    var inC: wheel_date_field {
        let value =
            switch self {
            case .year: WHEEL_DATE_FIELD_YEAR
            case .month: WHEEL_DATE_FIELD_MONTH
            case .day: WHEEL_DATE_FIELD_DAY
            case .hour: WHEEL_DATE_FIELD_HOUR
            case .minute: WHEEL_DATE_FIELD_MINUTE
            case .period: WHEEL_DATE_FIELD_MERIDIEM
            case .second: WHEEL_DATE_FIELD_SECOND
            }
        return wheel_date_field(value)
    }
}
