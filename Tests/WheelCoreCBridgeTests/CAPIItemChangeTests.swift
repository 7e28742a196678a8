import Glibc
import Testing
import WheelCore
import WheelCoreC
import WheelRendering

@testable import WheelCoreCBridge

/// Issue 37: no stale item ever. After an item change, every event still queued for
/// `wheel_poll_event` and every hit test names an item the wheel has now (or none), and the
/// queue ends in the state `wheel_get_state` answers, as the Swift API's returned events do.
@Suite struct CAPIItemChangeTests {
    /// `wheel_jump_to_item(w, 39)`, `wheel_reload_items(w, 5)` queued `centred 39`,
    /// `committed 39` on a five-item wheel.
    @Test func eventsQueuedBeforeAReloadNameItemsThatExist() {
        let wheel = CWheel(itemCount: 40)
        #expect(wheel_jump_to_item(wheel.handle, 39) == Int32(WHEEL_OK))
        #expect(wheel_reload_items(wheel.handle, 5) == Int32(WHEEL_OK))
        let events = describe(wheel.drain())
        #expect(events == ["centred 4", "committed 4"])
        #expect(wheel.state.centred_item == 4 && wheel.state.committed_item == 4)

        // The same calls through Swift: the returned events agree with the queue's last word.
        var w = try! WheelController(items: NumberedWheelDataSource(count: 40))
        let swift = describe(try! w.jump(toItem: 39)) + describe(try! w.reloadItems(NumberedWheelDataSource(count: 5)))
        #expect(swift == ["centred 39", "committed 39", "centred 4"])
        #expect(w.centeredItem == 4 && w.committedItem == 4)
    }

    @Test(arguments: [(0, 35), (30, 10), (10, 5), (39, 1)])
    func eventsQueuedBeforeARemovalNameItemsThatExist(index: Int64, count: Int64) {
        let wheel = CWheel(itemCount: 40)
        #expect(wheel_jump_to_item(wheel.handle, 36) == Int32(WHEEL_OK))
        #expect(wheel_remove_items(wheel.handle, index, count) == Int32(WHEEL_OK))
        let events = wheel.drain()
        let n = 40 - count
        #expect(events.allSatisfy { $0.type == Int32(WHEEL_EVENT_RELEASED) || (0..<n).contains($0.item) })
        let s = wheel.state
        #expect(events.last { $0.type == Int32(WHEEL_EVENT_CENTRED) }?.item == s.centred_item)
        #expect(events.last { $0.type == Int32(WHEEL_EVENT_COMMITTED) }?.item == s.committed_item)
    }

    @Test func eventsQueuedBeforeAnInsertionFollowTheirItems() {
        let wheel = CWheel(itemCount: 40)
        #expect(wheel_jump_to_item(wheel.handle, 20) == Int32(WHEEL_OK))
        #expect(wheel_insert_items(wheel.handle, 0, 3) == Int32(WHEEL_OK))
        #expect(describe(wheel.drain()) == ["centred 23", "committed 23"])
    }

    @Test func aReloadToNoItemsDropsTheItemEventsQueued() {
        let wheel = CWheel(itemCount: 40)
        #expect(wheel_jump_to_item(wheel.handle, 39) == Int32(WHEEL_OK))
        #expect(wheel_reload_items(wheel.handle, 0) == Int32(WHEEL_OK))
        #expect(wheel.drain().isEmpty)
        #expect(wheel.state.centred_item == -1)
    }

    /// After `removeItems(at: 0, count: 35)` on a 40-item wheel, the hit test at the selection
    /// answered 20 (and 18 above it) until the next render.
    @Test func aHitTestAfterARemovalNamesItemsThatExist() {
        let wheel = CWheel(itemCount: 40, configure: { $0.initial_item = 20 })
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 1, 0, &frame) == Int32(WHEEL_OK))
        var g = sized(wheel_geometry())
        #expect(wheel_get_geometry(wheel.handle, &g) == Int32(WHEEL_OK))
        let r = (g.inner_radius + g.outer_radius) / 2
        func hit(_ k: Double) -> wheel_hit {
            var h = sized(wheel_hit())
            let a = g.selection_angle + k * g.sector_angle
            _ = wheel_hit_test(wheel.handle, g.center.x + r * cos(a), g.center.y + r * sin(a), &h)
            return h
        }
        #expect(hit(0).item == 20)
        #expect(wheel_remove_items(wheel.handle, 0, 35) == Int32(WHEEL_OK))
        for k in -3...3 {
            let h = hit(Double(k))
            #expect(h.kind == Int32(WHEEL_HIT_NONE) || (0..<5).contains(h.item))
        }
        #expect(hit(0).item == 0 && hit(1).item == 1 && hit(-1).kind == Int32(WHEEL_HIT_NONE))
    }
}

/// Issue 37: a text callback that returned a length but wrote nothing was accepted (a label of
/// 28 zero bytes). The length must be that of what it wrote.
@Suite struct CAPITextLengthTests {
    @Test(arguments: [0, 1, 2])
    func aLengthThatDisagreesWithTheTextIsAnError(kind: Int) {
        let texts: [wheel_item_text_fn] = [
            { _, _, _, _, _ in 28 },  // writes nothing
            { _, index, _, buffer, capacity in copyText("Item", into: buffer, capacity: capacity) + 3 },  // says more
            { _, index, _, buffer, capacity in max(0, copyText("Item \(index)", into: buffer, capacity: capacity) - 2) },  // says less
        ]
        let wheel = CWheel(itemCount: 10, text: texts[kind])
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Int32(WHEEL_ERROR_CALLBACK))
        let message = String(cString: wheel_last_error())
        #expect(message.contains("the item_text callback returned length"), "\(message)")
        #expect(message.contains("bytes before the terminating NUL"), "\(message)")
    }

    @Test func aTextBeyondTheLimitIsStillCutThere() {
        let long: wheel_item_text_fn = { _, _, _, buffer, capacity in
            copyText(String(repeating: "x", count: 5000), into: buffer, capacity: capacity)
        }
        let wheel = CWheel(itemCount: 3, text: long)
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Int32(WHEEL_OK))
    }
}
