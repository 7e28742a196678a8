import Testing
import WheelCore
import WheelCoreC

@testable import WheelCoreCBridge

/// The semantics through the C interface: the wheel's node as a struct, actions through the
/// keys' path with their events queued, bad actions rejected.
@Suite("C interface: semantics")
struct CAPISemanticsTests {
    static func semantics(_ w: CWheel) -> (wheel_semantics, String) {
        var s = sized(wheel_semantics())
        #expect(wheel_get_semantics3(w.handle, &s) == Int32(WHEEL_OK))
        #expect(s.struct_size == UInt32(MemoryLayout<wheel_semantics>.size))
        return (s, String(cString: s.value_text))
    }

    @Test func readsTheNodeAndPerformsActions() {
        let w = CWheel()
        var (s, text) = Self.semantics(w)
        #expect(text == "Item 1, 1 of 118" && s.value == 1 && s.minimum == 1 && s.maximum == 118 && s.step == 1)
        #expect(s.states == Int32(WHEEL_SEMANTICS_FOCUSABLE))
        #expect(s.actions == Int32(WHEEL_ACTION_INCREMENT | WHEEL_ACTION_DECREMENT | WHEEL_ACTION_SET_VALUE))
        #expect(s.bounds.width > 0 && s.bounds.height > 0)
        #expect(wheel_perform_action(w.handle, Int32(WHEEL_ACTION_INCREMENT), 0, 1) == Int32(WHEEL_OK))
        #expect(Self.semantics(w).0.states & Int32(WHEEL_SEMANTICS_BUSY) != 0)
        for k in 1...120 { _ = wheel_advance(w.handle, 1 + Double(k) / 60) }
        (s, text) = Self.semantics(w)
        #expect(text == "Item 2, 2 of 118" && s.states & Int32(WHEEL_SEMANTICS_BUSY) == 0)
        #expect(w.drain().contains { $0.type == Int32(WHEEL_EVENT_COMMITTED) && $0.item == 1 })
        #expect(wheel_perform_action(w.handle, Int32(WHEEL_ACTION_SET_VALUE), 50, 4) == Int32(WHEEL_OK))
        #expect(Self.semantics(w).1 == "Item 50, 50 of 118")
        #expect(w.drain().contains { $0.type == Int32(WHEEL_EVENT_COMMITTED) && $0.item == 49 })
    }

    @Test func badActionsAreErrors() {
        let w = CWheel()
        #expect(wheel_perform_action(w.handle, 99, 0, 1) == Int32(WHEEL_ERROR_INVALID_ARGUMENT))
        #expect(wheel_perform_action(w.handle, Int32(WHEEL_ACTION_SET_VALUE), .nan, 1) == Int32(WHEEL_ERROR_INVALID_ARGUMENT))
        #expect(wheel_perform_action(w.handle, Int32(WHEEL_ACTION_INCREMENT), 0, .infinity) == Int32(WHEEL_ERROR_INVALID_ARGUMENT))
        #expect(wheel_get_semantics3(w.handle, nil) == Int32(WHEEL_ERROR_NULL_ARGUMENT))
        #expect(wheel_get_semantics3(nil, nil) == Int32(WHEEL_ERROR_NULL_ARGUMENT))
        var unsized = wheel_semantics()
        #expect(wheel_get_semantics3(w.handle, &unsized) == Int32(WHEEL_ERROR_STRUCT_SIZE))
        let empty = CWheel(itemCount: 0)
        let (s, text) = Self.semantics(empty)
        #expect(text == "" && s.actions == 0 && s.states & Int32(WHEEL_SEMANTICS_DISABLED) != 0)
    }

    /// A host built against version 2 (no struct_size in wheel_semantics) calls the library's
    /// `wheel_get_semantics` and gets version 2's layout, as before.
    @Test func aVersion2HostGetsItsLayout() {
        let w = CWheel()
        var old = wheel_v2_semantics()
        #expect(wheelGetSemanticsV2(w.handle, &old) == Int32(WHEEL_OK))
        let (s, text) = Self.semantics(w)
        #expect(String(cString: old.value_text) == text && old.value == s.value && old.maximum == s.maximum)
        #expect(old.states == s.states && old.actions == s.actions && old.bounds.width == s.bounds.width)
        #expect(MemoryLayout<wheel_v2_semantics>.size == 80 && MemoryLayout<wheel_semantics>.size == 88)
    }
}
