import Glibc
import Testing
import WheelCore
import WheelCoreC
import WheelRendering

@testable import WheelCoreCBridge

/// What the C fuzzer found in the bridge (issue 46): semantics over a failing text callback,
/// misaligned command sizes, removed items' queued events, set_configuration's events.
@Suite struct CAPIFuzzFindingsTests {
    /// Whether the failing text callback below fails now.
    nonisolated(unsafe) static var textsFail = false

    static let failingTexts: wheel_item_text_fn = { _, index, role, buffer, capacity in
        if CAPIFuzzFindingsTests.textsFail { return -1 }  // WHEEL_TEXT_FAILED
        return numberedTexts(nil, index, role, buffer, capacity)
    }

    /// A failing callback made `wheel_get_semantics` answer OK with ", 1 of 20" (an empty name),
    /// and the next render failed although the callback was honest by then.
    @Test func aFailingTextCallbackFailsTheSemanticsNotTheNextRender() {
        let wheel = CWheel(itemCount: 20, text: Self.failingTexts)
        var s = sized(wheel_semantics())
        Self.textsFail = true
        #expect(wheel_get_semantics3(wheel.handle, &s) == Int32(WHEEL_ERROR_CALLBACK))
        #expect(String(cString: wheel_last_error()).hasPrefix("wheel_get_semantics: "))
        Self.textsFail = false
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Int32(WHEEL_OK))
        #expect(wheel_get_semantics3(wheel.handle, &s) == Int32(WHEEL_OK))
        #expect(String(cString: s.value_text).hasPrefix("Item 1, 1 of 20"))
    }

    /// Any command_size from 72 to 4096 was accepted: 77 misaligned every command after the first.
    @Test(arguments: [73, 77, 79, 81, 4095])
    func aCommandSizeThatIsNotAMultipleOfTheAlignmentIsRefused(size: UInt32) {
        let wheel = CWheel(itemCount: 20)
        var frame = newFrame()
        frame.command_size = size
        #expect(wheel_render(wheel.handle, 1, 0, &frame) == Int32(WHEEL_ERROR_STRUCT_SIZE))
        #expect(String(cString: wheel_last_error()).contains("command_size is \(size)"))
    }

    @Test(arguments: [72, 80, 248, 4096])
    func alignedCommandSizesAreServed(size: UInt32) {
        let wheel = CWheel(itemCount: 20)
        var frame = newFrame()
        frame.command_size = size
        #expect(wheel_render(wheel.handle, 1, 0, &frame) == Int32(WHEEL_OK))
        #expect(frame.command_size == size)
    }

    /// Removing items whose CENTRED events were queued turned them into repeats of the item that
    /// took their place (ten CENTRED 2 in a row): a host ticking per event ticked for nothing.
    @Test func removedItemsQueuedEventsDoNotRepeat() {
        let wheel = CWheel(itemCount: 40)
        _ = wheel.drain()
        #expect(
            wheel_animate_to_item_timed(wheel.handle, 30, 1, Int32(WHEEL_CURVE_LINEAR)) == Int32(WHEEL_OK))
        for k in 1...30 { _ = wheel_advance(wheel.handle, 0.5 * Double(k) / 30) }
        #expect(wheel_remove_items(wheel.handle, 2, 12) == Int32(WHEEL_OK))
        let centred = wheel.drain().filter { $0.type == Int32(WHEEL_EVENT_CENTRED) }.map(\.item)
        #expect(!centred.isEmpty)
        #expect(zip(centred, centred.dropFirst()).allSatisfy { $0 != $1 }, "\(centred)")
        #expect(centred.last == wheel.state.centred_item)
    }

    /// `wheel_remove_items(w, item_count, 0)` was OUT_OF_RANGE ("index must be 0, got 0" without items).
    @Test func removingNoItemsAtTheEndIsAllowed() {
        let wheel = CWheel(itemCount: 10)
        #expect(wheel_remove_items(wheel.handle, 10, 0) == Int32(WHEEL_OK))
        let empty = CWheel(itemCount: 0)
        #expect(wheel_remove_items(empty.handle, 0, 0) == Int32(WHEEL_OK))
        #expect(wheel_remove_items(empty.handle, 1, 0) == Int32(WHEEL_ERROR_OUT_OF_RANGE))
        #expect(!String(cString: wheel_last_error()).contains("got 0"))
    }

    /// Looping turned off after a turn: the wheel rests on the item it showed (was centred 9,
    /// committed 3), through the C interface too.
    @Test func loopingOffAfterATurnThroughC() {
        let wheel = CWheel(
            itemCount: 10,
            configure: {
                $0.looping = 1
                $0.initial_item = 9
            })
        var t = 0.0
        for _ in 0..<4 {
            _ = wheel_key(wheel.handle, Int32(WHEEL_KEY_DOWN), t)
            for _ in 0..<120 {
                t += 1.0 / 60
                _ = wheel_advance(wheel.handle, t)
            }
        }
        var c = sized(wheel_configuration())
        #expect(wheel_get_configuration(wheel.handle, &c) == Int32(WHEEL_OK))
        c.looping = 0
        #expect(wheel_set_configuration(wheel.handle, &c) == Int32(WHEEL_OK))
        let s = wheel.state
        #expect(s.phase == Int32(WHEEL_PHASE_IDLE) && s.centred_item == 3 && s.committed_item == 3)
    }
}
