// The C functions of wheelcore.h that tell an accessibility API what the wheel means and take
// its actions back.
import Glibc
import WheelCore
import WheelCoreC
import WheelSemantics

/// `wheel_get_semantics`: the wheel's adjustable node (value, range, bounds, states, actions).
@_cdecl("wheel_get_semantics")
public func wheelGetSemantics(_ wheel: OpaquePointer?, _ out: UnsafeMutablePointer<wheel_semantics>?) -> Int32 {
    withWheel(wheel, "wheel_get_semantics") { box throws(CAPIError) in
        guard let out else { throw .null("wheel_get_semantics", "out_semantics") }
        let node = box.controller.semantics().root
        var s = wheel_semantics()
        s.states = Int32(node.states.subtracting(.focused).rawValue)
        s.actions = Int32(node.actions.subtracting([.focus, .activate]).rawValue)
        s.value = node.numericValue?.value ?? 0
        s.minimum = node.numericValue?.minimum ?? 0
        s.maximum = node.numericValue?.maximum ?? 0
        s.step = node.numericValue?.step ?? 0
        s.bounds = wheel_rect(x: node.bounds.x, y: node.bounds.y, width: node.bounds.width, height: node.bounds.height)
        free(box.semanticsText)
        box.semanticsText = strdup(node.value ?? "")
        s.value_text = UnsafePointer(box.semanticsText)
        out.pointee = s
    }
}

/// `wheel_perform_action`: an assistive client's increment, decrement or set-value.
@_cdecl("wheel_perform_action")
public func wheelPerformAction(_ wheel: OpaquePointer?, _ action: Int32, _ value: Double, _ time: Double) -> Int32 {
    withWheel(wheel, "wheel_perform_action") { box throws(CAPIError) in
        guard time.isFinite else { throw .invalid("wheel_perform_action", "time must be finite, got \(time)") }
        let a: SemanticsAction
        switch UInt32(bitPattern: action) {
        case SemanticsActions.increment.rawValue: a = .increment
        case SemanticsActions.decrement.rawValue: a = .decrement
        case SemanticsActions.setValue.rawValue:
            guard value.isFinite else { throw .invalid("wheel_perform_action", "value must be finite, got \(value)") }
            a = .setValue(value)
        default: throw .invalid("wheel_perform_action", "action \(action) is not a WHEEL_ACTION_* code")
        }
        box.events.append(box.controller.perform(a, at: time), time: time)
    }
}
