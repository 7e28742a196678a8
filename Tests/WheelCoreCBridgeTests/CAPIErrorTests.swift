import Testing
import WheelCore
import WheelRendering
import WheelCoreC

@testable import WheelCoreCBridge

/// Bad calls across the C boundary return an error status with a message and change nothing;
/// none of them traps.
@Suite("C interface: bad calls return errors")
struct CAPIErrorTests {
    private static let ok = Int32(WHEEL_OK)
    private static let null = Int32(WHEEL_ERROR_NULL_ARGUMENT)
    private static let invalid = Int32(WHEEL_ERROR_INVALID_ARGUMENT)
    private static let range = Int32(WHEEL_ERROR_OUT_OF_RANGE)
    private static let dead = Int32(WHEEL_ERROR_INVALID_HANDLE)

    /// The last error names the function that failed.
    private func expectError(
        _ status: Int32, _ expected: Int32, mentioning text: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(status == expected, sourceLocation: sourceLocation)
        let message = String(cString: wheel_last_error())
        #expect(message.contains(text), "last error: \(message)", sourceLocation: sourceLocation)
    }

    @Test func versionAndStatusNames() {
        #expect(wheel_abi_version() == Int32(WHEEL_ABI_VERSION))
        #expect(String(cString: wheel_status_name(Self.ok)) == "WHEEL_OK")
        #expect(String(cString: wheel_status_name(Self.dead)) == "WHEEL_ERROR_INVALID_HANDLE")
        #expect(String(cString: wheel_status_name(-99)) == "unknown status")
    }

    @Test func nullHandleAndNullOutputs() {
        var config = wheel_configuration()
        #expect(wheel_configuration_init_sized(&config, MemoryLayout<wheel_configuration>.size) == Self.ok)
        var out: OpaquePointer? = OpaquePointer(bitPattern: 0x1234)
        expectError(
            wheel_create(nil, numberedTexts, nil, &out), Self.null, mentioning: "wheel_create: config")
        #expect(out == nil, "a failed create leaves no handle behind")
        expectError(wheel_create(&config, nil, nil, &out), Self.null, mentioning: "item_text")
        expectError(wheel_create(&config, numberedTexts, nil, nil), Self.null, mentioning: "out_wheel")
        expectError(
            wheel_configuration_init_sized(nil, MemoryLayout<wheel_configuration>.size), Self.null,
            mentioning: "config")
        expectError(wheel_destroy(nil), Self.null, mentioning: "wheel_destroy: wheel")
        expectError(wheel_advance(nil, 1), Self.null, mentioning: "wheel_advance: wheel")
        expectError(wheel_pointer(nil, 0, 0, 0, 1, 1, 1), Self.null, mentioning: "wheel_pointer")
        expectError(wheel_render(nil, 1, 1, nil), Self.null, mentioning: "wheel_render")
        expectError(wheel_poll_event(nil, nil), Self.null, mentioning: "wheel_poll_event")

        let wheel = CWheel()
        expectError(wheel_poll_event(wheel.handle, nil), Self.null, mentioning: "out_event")
        expectError(wheel_get_state(wheel.handle, nil), Self.null, mentioning: "out_state")
        expectError(wheel_get_geometry(wheel.handle, nil), Self.null, mentioning: "out_geometry")
        expectError(wheel_render(wheel.handle, 1, 1, nil), Self.null, mentioning: "out_frame")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreRejected(_ bad: Double) {
        let wheel = CWheel()
        #expect(wheel_advance(wheel.handle, 1) == Self.ok)
        let before = wheel.state
        expectError(wheel_advance(wheel.handle, bad), Self.invalid, mentioning: "time")
        expectError(wheel_pointer(wheel.handle, 0, 0, 0, bad, 10, 2), Self.invalid, mentioning: "x")
        expectError(wheel_pointer(wheel.handle, 0, 0, 0, 10, bad, 2), Self.invalid, mentioning: "y")
        expectError(wheel_pointer(wheel.handle, 0, 0, 0, 10, 10, bad), Self.invalid, mentioning: "time")
        expectError(wheel_scroll(wheel.handle, 0, bad, 0, 2), Self.invalid, mentioning: "dy")
        expectError(wheel_scroll(wheel.handle, bad, 1, 0, 2), Self.invalid, mentioning: "dx")
        expectError(wheel_key(wheel.handle, Int32(WHEEL_KEY_DOWN), bad), Self.invalid, mentioning: "time")
        expectError(wheel_set_viewport(wheel.handle, 0, 0, bad, 100), Self.invalid, mentioning: "width")
        var frame = newFrame()
        expectError(wheel_render(wheel.handle, bad, 1, &frame), Self.invalid, mentioning: "scale")
        let after = wheel.state
        #expect(after.angle == before.angle && after.time == before.time && after.phase == before.phase)
        #expect(wheel.drain().isEmpty)
    }

    @Test func badEnumerationsAndConfigurations() {
        let wheel = CWheel()
        expectError(wheel_pointer(wheel.handle, 7, 0, 0, 1, 1, 1), Self.invalid, mentioning: "phase")
        expectError(wheel_pointer(wheel.handle, 0, 9, 0, 1, 1, 1), Self.invalid, mentioning: "device")
        expectError(wheel_pointer(wheel.handle, 0, 0, -1, 1, 1, 1), Self.invalid, mentioning: "pointer_id")
        expectError(wheel_key(wheel.handle, 99, 1), Self.invalid, mentioning: "key")
        expectError(wheel_scroll(wheel.handle, 0, 1, 3, 1), Self.invalid, mentioning: "precise")
        expectError(wheel_set_viewport(wheel.handle, 0, 0, -5, 100), Self.invalid, mentioning: "negative")
        var frame = newFrame()
        expectError(wheel_render(wheel.handle, 1, 2, &frame), Self.invalid, mentioning: "anti_aliasing")
        expectError(wheel_render(wheel.handle, 0, 1, &frame), Self.invalid, mentioning: "scale")

        var small = wheel_configuration()
        _ = wheel_configuration_init_sized(&small, MemoryLayout<wheel_configuration>.size)
        small.struct_size = 8
        var none: OpaquePointer?
        expectError(
            wheel_create(&small, numberedTexts, nil, &none), Int32(WHEEL_ERROR_STRUCT_SIZE),
            mentioning: "struct_size")
        let cases: [(String, (inout wheel_configuration) -> Void)] = [
            ("looping", { $0.looping = 2 }),
            ("item_count", { $0.item_count = -1 }),
            ("item_count", { $0.item_count = (1 << 50) + 1 }),  // the Swift API's most, 2^50
            ("sectors_per_turn", { $0.sectors_per_turn = .nan }),
            ("sectors_per_turn", { $0.sectors_per_turn = 2 }),
            ("label_side", { $0.label_side = 5 }),
        ]
        for (field, change) in cases {
            var config = wheel_configuration()
            _ = wheel_configuration_init_sized(&config, MemoryLayout<wheel_configuration>.size)
            change(&config)
            var out: OpaquePointer?
            expectError(wheel_create(&config, numberedTexts, nil, &out), Self.invalid, mentioning: field)
            #expect(out == nil)
        }
    }

    @Test func itemIndicesOutsideTheItemsAreRejected() {
        let wheel = CWheel(itemCount: 10)
        expectError(
            wheel_jump_to_item(wheel.handle, -1), Self.range,
            mentioning: "item must be from 0 up to 9 (the wheel has 10 items), got -1")
        expectError(wheel_jump_to_item(wheel.handle, 10), Self.range, mentioning: "got 10")
        expectError(wheel_animate_to_item(wheel.handle, 10), Self.range, mentioning: "from 0 up to 9")
        expectError(
            wheel_insert_items(wheel.handle, 11, 1), Self.range, mentioning: "index must be from 0 up to 10")
        expectError(wheel_insert_items(wheel.handle, 0, -1), Self.invalid, mentioning: "count")
        expectError(wheel_insert_items(wheel.handle, 0, 1 << 50), Self.invalid, mentioning: "at most 2^50")
        expectError(wheel_reload_items(wheel.handle, (1 << 50) + 1), Self.invalid, mentioning: "up to 2^50")
        expectError(
            wheel_remove_items(wheel.handle, 5, 6), Self.range,
            mentioning: "cannot remove 6 items from index 5")
        expectError(wheel_remove_items(wheel.handle, -1, 1), Self.range, mentioning: "-1")
        expectError(wheel_reload_items(wheel.handle, -3), Self.invalid, mentioning: "item_count")
        #expect(wheel.state.item_count == 10)
        #expect(wheel.state.committed_item == 0)

        let empty = CWheel(itemCount: 0)
        expectError(wheel_jump_to_item(empty.handle, 0), Self.range, mentioning: "the wheel has no items")
    }

    @Test func destroyedAndForgedHandlesAreDetected() {
        var config = wheel_configuration()
        _ = wheel_configuration_init_sized(&config, MemoryLayout<wheel_configuration>.size)
        var out: OpaquePointer?
        #expect(wheel_create(&config, numberedTexts, nil, &out) == Self.ok)
        let handle = out!
        #expect(wheel_advance(handle, 1) == Self.ok)
        #expect(wheel_destroy(handle) == Self.ok)
        expectError(wheel_advance(handle, 2), Self.dead, mentioning: "not a live wheel")
        expectError(wheel_destroy(handle), Self.dead, mentioning: "wheel_destroy")
        var state = sized(wheel_state())
        expectError(wheel_get_state(handle, &state), Self.dead, mentioning: "wheel_get_state")
        // A new wheel never gets the old handle back.
        var again: OpaquePointer?
        #expect(wheel_create(&config, numberedTexts, nil, &again) == Self.ok)
        #expect(again != handle)
        #expect(wheel_destroy(again) == Self.ok)
        // A pointer that was never a wheel.
        var local = 0
        withUnsafeMutablePointer(to: &local) { p in
            expectError(wheel_advance(OpaquePointer(p), 1), Self.dead, mentioning: "not a live wheel")
        }
    }

    /// A callback that calls back into its own wheel gets WHEEL_ERROR_BUSY; the outer call works.
    @Test func reentrantCallsFromCallbacksAreRefused() {
        final class Probe {
            var handle: OpaquePointer?
            var statuses: [Int32] = []
        }
        let probe = Probe()
        let text: wheel_item_text_fn = { user, index, _, buffer, capacity in
            let probe = Unmanaged<Probe>.fromOpaque(user!).takeUnretainedValue()
            var s = sized(wheel_state())
            probe.statuses.append(wheel_get_state(probe.handle, &s))
            probe.statuses.append(wheel_destroy(probe.handle))
            return copyText(String(index), into: buffer, capacity: capacity)
        }
        let wheel = CWheel(itemCount: 20, text: text, userData: Unmanaged.passUnretained(probe).toOpaque())
        probe.handle = wheel.handle
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
        #expect(!probe.statuses.isEmpty)
        #expect(probe.statuses.allSatisfy { $0 == Int32(WHEEL_ERROR_BUSY) })
        #expect(wheel.state.item_count == 20, "the wheel survived its callback's destroy attempt")
    }

    /// Finite but absurd numbers (far-away positions, huge scrolls, times and viewports, a
    /// looping wheel of 2^50 items, the most) are accepted without a trap and leave the state
    /// finite.
    @Test(arguments: [1e300, -1e300, 1e18, 4e15, 1e9])
    func extremeFiniteNumbersNeverTrap(_ v: Double) {
        for (looping, count) in [(Int32(0), Int64(118)), (1, Int64(1) << 50)] {
            let wheel = CWheel(itemCount: count, configure: { $0.looping = looping })
            var frame = newFrame()
            _ = wheel_set_viewport(wheel.handle, 0, 0, 800, 480)
            _ = wheel_jump_to_item(wheel.handle, count - 1)
            _ = wheel_pointer(wheel.handle, 0, 0, 0, 560, 300, 0.1)
            _ = wheel_pointer(wheel.handle, 1, 0, 0, 560, v, 0.2)
            _ = wheel_pointer(wheel.handle, 2, 0, 0, v, v, 0.21)
            _ = wheel_advance(wheel.handle, 0.5)
            #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
            _ = wheel_scroll(wheel.handle, 0, v, 0, 1)
            _ = wheel_scroll(wheel.handle, v, v, 1, 2)
            _ = wheel_advance(wheel.handle, abs(v))
            _ = wheel_key(wheel.handle, Int32(WHEEL_KEY_END), abs(v))
            #expect(wheel_render(wheel.handle, 64, 1, &frame) == Self.ok)
            _ = wheel_set_viewport(wheel.handle, v, v, abs(v), abs(v))
            #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
            let s = wheel.state
            #expect(s.angle.isFinite && s.angular_velocity.isFinite && s.time.isFinite)
            #expect(s.committed_item >= 0 && s.committed_item < count)
            let vertices = UnsafeBufferPointer(start: frame.vertices, count: Int(frame.vertex_count))
            #expect(vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        }
    }

    /// A host that never polls does not make the queue grow without bound.
    @Test func theEventQueueKeepsTheNewestEvents() {
        let wheel = CWheel(itemCount: 100_000)
        for k in 0..<6000 {
            _ = wheel_jump_to_item(wheel.handle, Int64(k % 2 == 0 ? 5 : 6))
        }
        let events = wheel.drain()
        #expect(events.count == EventQueue.capacity)
        #expect(events.last?.type == Int32(WHEEL_EVENT_COMMITTED) && events.last?.item == 6)
    }
}
