// The C functions of wheelcore.h that tell an accessibility API what the wheel means and take
// its actions back.
import Glibc
import WheelCore
import WheelCoreC
import WheelSemantics

/// `wheel_get_semantics3` (version 3's `wheel_get_semantics`): the wheel's adjustable node
/// (value, range, bounds, states, actions), written up to the host's struct_size.
@_cdecl("wheel_get_semantics3")
public func wheelGetSemantics3(_ wheel: OpaquePointer?, _ out: UnsafeMutablePointer<wheel_semantics>?)
    -> Int32
{
    withWheel(wheel, "wheel_get_semantics") { box throws(CAPIError) in
        guard let out else { throw .null("wheel_get_semantics", "out_semantics") }
        _ = try announcedSize(
            out, minimum: StructSizes.semantics, name: "out_semantics", in: "wheel_get_semantics")
        let s = try semantics(of: box, in: "wheel_get_semantics")
        try writeSized(
            s, to: out, minimum: StructSizes.semantics, name: "out_semantics", in: "wheel_get_semantics")
    }
}

/// `wheel_get_semantics_v2` (version 2's `wheel_get_semantics`): the same node in version 2's
/// layout (`wheel_v2_semantics`, no struct_size).
@_cdecl("wheel_get_semantics_v2")
public func wheelGetSemanticsV2(_ wheel: OpaquePointer?, _ out: UnsafeMutablePointer<wheel_v2_semantics>?)
    -> Int32
{
    withWheel(wheel, "wheel_get_semantics_v2") { box throws(CAPIError) in
        guard let out else { throw .null("wheel_get_semantics_v2", "out_semantics") }
        let s = try semantics(of: box, in: "wheel_get_semantics_v2")
        out.pointee = wheel_v2_semantics(
            states: s.states, actions: s.actions, value: s.value, minimum: s.minimum, maximum: s.maximum,
            step: s.step, bounds: s.bounds, value_text: s.value_text)
    }
}

/// `wheel_get_semantics`, exported under version 2's name: version 2's entry point (kept for the
/// hosts built against version 2, which call it by this name).
@_cdecl("wheel_get_semantics")
public func wheelGetSemanticsV2Unversioned(
    _ wheel: OpaquePointer?, _ out: UnsafeMutablePointer<wheel_v2_semantics>?
) -> Int32 {
    wheelGetSemanticsV2(wheel, out)
}

/// The wheel's node in C form; its value text is kept by the wheel until the next call.
///
/// The value text names the item through the item-text callback: when it failed or answered
/// garbage the call fails with `WHEEL_ERROR_CALLBACK` (a screen reader must not speak an empty
/// name), and the failure is taken here, so the next render does not fail for it.
private func semantics(of box: WheelBox, in function: StaticString) throws(CAPIError) -> wheel_semantics {
    // A failure recorded before (for the next render to report) is kept for it.
    let earlier = box.answers.takeFailure()
    let node = box.controller.semantics(root: SemanticsNode.ID(1)).root
    let failure = box.answers.takeFailure()
    if let earlier { box.answers.fail(earlier) }
    if let failure {
        throw CAPIError(status: Int32(WHEEL_ERROR_CALLBACK), message: "\(function): \(failure)")
    }
    var s = wheel_semantics(node)
    free(box.semanticsText)
    box.semanticsText = strdup(node.value ?? "")
    s.value_text = UnsafePointer(box.semanticsText)
    return s
}

extension wheel_semantics {
    /// `node` in C form (a wheel's or a picker's: states without focus, actions without focus
    /// and activate), without its value text, which the caller keeps alive.
    init(_ node: SemanticsNode) {
        self.init()
        struct_size = UInt32(MemoryLayout<wheel_semantics>.size)
        states = Int32(node.states.subtracting(.focused).rawValue)
        actions = Int32(node.actions.subtracting([.focus, .activate]).rawValue)
        value = node.numericValue?.value ?? 0
        minimum = node.numericValue?.minimum ?? 0
        maximum = node.numericValue?.maximum ?? 0
        step = node.numericValue?.step ?? 0
        bounds = wheel_rect(x: node.bounds.x, y: node.bounds.y, width: node.bounds.width, height: node.bounds.height)
    }
}

/// `wheel_perform_action`: an assistive client's increment, decrement or set-value.
@_cdecl("wheel_perform_action")
public func wheelPerformAction(_ wheel: OpaquePointer?, _ action: Int32, _ value: Double, _ time: Double)
    -> Int32
{
    withWheel(wheel, "wheel_perform_action") { box throws(CAPIError) in
        guard time.isFinite else {
            throw .invalid("wheel_perform_action", "time must be finite, got \(time)")
        }
        let a: SemanticsAction
        switch UInt32(bitPattern: action) {
        case SemanticsActions.increment.rawValue: a = .increment
        case SemanticsActions.decrement.rawValue: a = .decrement
        case SemanticsActions.setValue.rawValue:
            guard value.isFinite else {
                throw .invalid("wheel_perform_action", "value must be finite, got \(value)")
            }
            a = .setValue(value)
        default: throw .invalid("wheel_perform_action", "action \(action) is not a WHEEL_ACTION_* code")
        }
        box.events.append(box.controller.perform(a, on: .wheel, at: time), time: time)
    }
}
