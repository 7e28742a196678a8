// The value level of wheelcore.h's date pickers (version 7): set the value and the limits, poll
// the events that carry the value, read the phase and the semantics, act as a screen reader does.
import Glibc
import WheelCore
import WheelCoreC
import WheelSemantics

/// `wheel_date_picker_get_date_value`: the value with its seconds, as the mode has it.
@_cdecl("wheel_date_picker_get_date_value")
public func wheelDatePickerGetDateValue(
    _ picker: OpaquePointer?, _ outValue: UnsafeMutablePointer<wheel_date_value>?,
    _ outChanges: UnsafeMutablePointer<Int64>?
) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_get_date_value") { box throws(CAPIError) in
        guard let outValue else { throw .null("wheel_date_picker_get_date_value", "out_value") }
        outValue.pointee = box.date.value.fields.dateValueInC
        outChanges?.pointee = box.changes
    }
}

/// `wheel_date_picker_set_value`: the model lands the value (its checks, its messages).
@_cdecl("wheel_date_picker_set_value")
public func wheelDatePickerSetValue(
    _ picker: OpaquePointer?, _ value: UnsafePointer<wheel_date_value>?, _ animated: Int32
) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_set_value") { box throws(CAPIError) in
        let function: StaticString = "wheel_date_picker_set_value"
        guard let value else { throw .null(function, "value") }
        guard animated == 0 || animated == 1 else {
            throw .invalid(function, "animated must be 0 or 1, got \(animated)")
        }
        let v = DatePickerValue(fields: DateTimeValue(value.pointee), mode: box.model.mode)
        let events = try swiftCall(function) { () throws(RangeError) in
            try box.date.setValue(v, animated: animated == 1)
        }
        box.record(events)
    }
}

/// `wheel_date_picker_set_limits`: a new model with the new limits and interval (NULL and 0 keep).
@_cdecl("wheel_date_picker_set_limits")
public func wheelDatePickerSetLimits(
    _ picker: OpaquePointer?, _ minimum: UnsafePointer<wheel_date_value>?,
    _ maximum: UnsafePointer<wheel_date_value>?,
    _ minuteInterval: Int32
) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_set_limits") { box throws(CAPIError) in
        let mode = box.model.mode
        let lo = minimum.map { DatePickerValue(fields: DateTimeValue($0.pointee), mode: mode) }
        let hi = maximum.map { DatePickerValue(fields: DateTimeValue($0.pointee), mode: mode) }
        let events = try swiftCall("wheel_date_picker_set_limits") { () throws(RangeError) in
            try box.date.setLimits(
                minimum: lo, maximum: hi, minuteInterval: minuteInterval == 0 ? nil : Int(minuteInterval))
        }
        box.record(events)
    }
}

/// `wheel_date_picker_poll_event`: 1 and the oldest event, 0 when none is queued.
@_cdecl("wheel_date_picker_poll_event")
public func wheelDatePickerPollEvent(
    _ picker: OpaquePointer?, _ outEvent: UnsafeMutablePointer<wheel_date_picker_event>?
) -> Int32 {
    var found = false
    let status = withDatePicker(picker, "wheel_date_picker_poll_event") { box throws(CAPIError) in
        let function: StaticString = "wheel_date_picker_poll_event"
        guard let outEvent else { throw .null(function, "out_event") }
        _ = try announcedSize(outEvent, minimum: DatePickerSizes.event, name: "out_event", in: function)
        guard !box.events.isEmpty else { return }
        try writeSized(
            box.events[0], to: outEvent, minimum: DatePickerSizes.event, name: "out_event", in: function)
        box.events.removeFirst()
        found = true
    }
    return status == Int32(WHEEL_OK) ? (found ? 1 : 0) : status
}

/// `wheel_date_picker_get_phase`: the picker's phase as a wheel's WHEEL_PHASE_*.
@_cdecl("wheel_date_picker_get_phase")
public func wheelDatePickerGetPhase(_ picker: OpaquePointer?, _ outPhase: UnsafeMutablePointer<Int32>?)
    -> Int32
{
    withDatePicker(picker, "wheel_date_picker_get_phase") { box throws(CAPIError) in
        guard let outPhase else { throw .null("wheel_date_picker_get_phase", "out_phase") }
        switch box.date.phase {
        case .idle: outPhase.pointee = Int32(WHEEL_PHASE_IDLE)
        case .dragging: outPhase.pointee = Int32(WHEEL_PHASE_DRAGGING)
        case .flinging: outPhase.pointee = Int32(WHEEL_PHASE_FLINGING)
        case .settling: outPhase.pointee = Int32(WHEEL_PHASE_SETTLING)
        }
    }
}

/// `wheel_date_picker_get_semantics`: node -1 the picker's group, 0 ..< count a component.
@_cdecl("wheel_date_picker_get_semantics")
public func wheelDatePickerGetSemantics(
    _ picker: OpaquePointer?, _ node: Int32, _ out: UnsafeMutablePointer<wheel_semantics>?,
    _ outName: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_get_semantics") { box throws(CAPIError) in
        let function: StaticString = "wheel_date_picker_get_semantics"
        guard let out else { throw .null(function, "out_semantics") }
        _ = try announcedSize(out, minimum: StructSizes.semantics, name: "out_semantics", in: function)
        let count = box.picker.wheels.count
        guard (-1..<count).contains(Int(node)) else {
            throw .outOfRange(function, "node must be from -1 (the picker) up to \(count - 1), got \(node)")
        }
        let root = SemanticsNode.ID(1)
        let tree = box.date.semantics(id: root)
        let id = node < 0 ? root : PickerController.componentID(Int(node), root: root)
        guard let n = tree[id] else {
            throw .outOfRange(function, "node \(node) is not in the picker's tree")
        }
        var s = wheel_semantics(n)
        box.semanticsStrings.forEach { free($0) }
        box.semanticsStrings = [strdup(n.value ?? ""), strdup(n.name)]
        s.value_text = UnsafePointer(box.semanticsStrings[0])
        outName?.pointee = UnsafePointer(box.semanticsStrings[1])
        try writeSized(s, to: out, minimum: StructSizes.semantics, name: "out_semantics", in: function)
    }
}

/// `wheel_date_picker_perform_action`: increment, decrement or set-value on a component.
@_cdecl("wheel_date_picker_perform_action")
public func wheelDatePickerPerformAction(
    _ picker: OpaquePointer?, _ component: Int32, _ action: Int32, _ value: Double, _ time: Double
) -> Int32 {
    withDatePicker(picker, "wheel_date_picker_perform_action") { box throws(CAPIError) in
        let function: StaticString = "wheel_date_picker_perform_action"
        try CAPIError.finite(time, "time", in: function)
        let count = box.picker.wheels.count
        guard (0..<count).contains(Int(component)) else {
            throw .outOfRange(function, "component must be from 0 up to \(count - 1), got \(component)")
        }
        let a: SemanticsAction
        switch UInt32(bitPattern: action) {
        case SemanticsActions.increment.rawValue: a = .increment
        case SemanticsActions.decrement.rawValue: a = .decrement
        case SemanticsActions.setValue.rawValue:
            try CAPIError.finite(value, "value", in: function)
            a = .setValue(value)
        default:
            throw .invalid(
                function,
                "action must be WHEEL_ACTION_INCREMENT (1), _DECREMENT (2) or _SET_VALUE (4), got \(action)")
        }
        let root = SemanticsNode.ID(1)
        box.record(
            box.date.perform(
                a, on: PickerController.componentID(Int(component), root: root), root: root, at: time))
    }
}
