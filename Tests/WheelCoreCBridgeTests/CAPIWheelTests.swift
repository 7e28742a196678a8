import Testing
import WheelCore
import WheelRendering
import WheelCoreC

@testable import WheelCoreCBridge

/// The C interface drives the same wheel as the Swift API: same events for the same input,
/// the same display list and triangles, the same item changes.
@Suite("C interface: the wheel through C calls")
struct CAPIWheelTests {
    private static let ok = Int32(WHEEL_OK)

    /// Runs the fling script on a C wheel and on a Swift wheel at 60 frames per second and
    /// returns both event lists.
    private func flingBothWays(looping: Bool) -> (c: [String], swift: [String], committed: Int64) {
        let wheel = CWheel(configure: { $0.looping = looping ? 1 : 0 })
        #expect(wheel_set_viewport(wheel.handle, 0, 0, 800, 480) == Self.ok)
        var g = sized(wheel_geometry())
        #expect(wheel_get_geometry(wheel.handle, &g) == Self.ok)
        let script = flingScript(
            center: Point(x: g.center.x, y: g.center.y), innerRadius: g.inner_radius,
            outerRadius: g.outer_radius)

        var swift = try! WheelController(
            configuration: WheelConfiguration(looping: looping), items: NumberedWheelDataSource(count: 118),
            viewport: Rect(x: 0, y: 0, width: 800, height: 480))
        #expect(swift.geometry.center.x == g.center.x && swift.geometry.outerRadius == g.outer_radius)
        var expected: [WheelEvent] = []
        var cEvents: [wheel_event] = []
        var cursor = 0
        for frame in 0..<600 {
            let time = Double(frame) / 60
            while cursor < script.count && script[cursor].time <= time {
                let e = script[cursor]
                let phase: Int =
                    e.phase == .down
                    ? WHEEL_POINTER_DOWN : e.phase == .move ? WHEEL_POINTER_MOVE : WHEEL_POINTER_UP
                #expect(
                    wheel_pointer(
                        wheel.handle, Int32(phase), Int32(WHEEL_DEVICE_MOUSE), 0, e.location.x, e.location.y,
                        e.time)
                        == Self.ok)
                expected += swift.handle(InputEvent(e))
                cursor += 1
            }
            #expect(wheel_advance(wheel.handle, time) == Self.ok)
            expected += swift.advance(to: time)
            cEvents += wheel.drain()
            if cursor == script.count && swift.phase == .idle { break }
        }
        #expect(wheel.state.phase == Int32(WHEEL_PHASE_IDLE))
        return (describe(cEvents), describe(expected), wheel.state.committed_item)
    }

    @Test(arguments: [false, true])
    func aFlingReportsTheSameEventsAsTheSwiftAPI(looping: Bool) {
        let run = flingBothWays(looping: looping)
        #expect(run.c == run.swift)
        #expect(run.c.contains { $0.hasPrefix("released ") })
        // WheelExample's drag and fling lands on item 28 (Copper, Z = 29).
        #expect(run.committed == 28)
        #expect(run.c.last == "committed 28")
    }

    @Test func theFrameDescribesTheDisplayListAndItsTriangles() throws {
        let wheel = CWheel()
        #expect(wheel_set_viewport(wheel.handle, 0, 0, 1024, 640) == Self.ok)
        #expect(wheel_jump_to_item(wheel.handle, 40) == Self.ok)
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 2, 1, &frame) == Self.ok)

        var swift = try! WheelController(items: NumberedWheelDataSource(count: 118))
        _ = try! swift.jump(toItem: 40)
        var list = DisplayList()
        list.background = WheelStyle().background
        swift.render(into: &list, style: WheelStyle(), measurer: MonospaceTextMeasurer())
        var tessellator = Tessellator(scale: 2)

        #expect(Int(frame.command_count) == list.count)
        #expect(Int(frame.point_count) == list.points.count)
        #expect(frame.scale == 2)
        #expect(
            frame.background.r == WheelStyle().background.r && frame.background.a == WheelStyle().background.a
        )
        let commands = UnsafeBufferPointer(start: frame.commands, count: Int(frame.command_count))
        var nextIndex: Int64 = 0
        var texts: [String] = []
        for (c, command) in zip(commands, list.commands) {
            #expect(c.kind != Int32(WHEEL_COMMAND_UNKNOWN))
            if case .text(let run) = command {
                #expect(c.kind == Int32(WHEEL_COMMAND_TEXT))
                let string = String(cString: try #require(c.u.text.text))
                #expect(string == run.string && Int(c.u.text.length) == run.string.utf8.count)
                #expect(c.u.text.position.x == run.position.x && c.u.text.font_size == run.style.size)
                #expect(c.u.text.anchor == Int32(WHEEL_ANCHOR_CENTER) || run.anchor != .center)
                #expect(c.u.text.cell_slot == Int32(run.reuseKey?.slot ?? -1))
                texts.append(string)
            }
            if case .fillWedge(let w, _) = command {
                #expect(c.kind == Int32(WHEEL_COMMAND_FILL_WEDGE) && c.u.wedge.outer_radius == w.outerRadius)
                #expect(c.u.wedge.start_angle == w.startAngle && c.u.wedge.center.x == w.center.x)
            }
            let before = tessellator.indices.count
            tessellator.add(command, points: list.points)
            #expect(c.index_count == Int32(tessellator.indices.count - before))
            if c.index_count > 0 {
                #expect(Int64(c.first_index) == nextIndex, "shape ranges are contiguous")
                nextIndex += Int64(c.index_count)
            }
        }
        #expect(texts.contains("41") && texts.contains("Item 41"))
        #expect(Int(frame.index_count) == tessellator.indices.count && nextIndex == frame.index_count)
        #expect(Int(frame.vertex_count) == tessellator.vertices.count)
        let vertices = UnsafeBufferPointer(start: frame.vertices, count: Int(frame.vertex_count))
        let indices = UnsafeBufferPointer(start: frame.indices, count: Int(frame.index_count))
        #expect(indices.allSatisfy { $0 >= 0 && Int64($0) < frame.vertex_count })
        #expect(
            zip(vertices, tessellator.vertices).allSatisfy {
                $0.x == $1.x && $0.y == $1.y && $0.color.a == $1.color.a
            })
        #expect(vertices.allSatisfy { $0.u == 0 && $0.v == 0 && $0.x.isFinite && $0.y.isFinite })
    }

    @Test func anchorsNumberRowsAndColumns() {
        let expected: [(TextAnchor, Int)] = [
            (.topLeft, WHEEL_ANCHOR_TOP_LEFT), (.top, WHEEL_ANCHOR_TOP), (.topRight, WHEEL_ANCHOR_TOP_RIGHT),
            (.left, WHEEL_ANCHOR_LEFT), (.center, WHEEL_ANCHOR_CENTER), (.right, WHEEL_ANCHOR_RIGHT),
            (.bottomLeft, WHEEL_ANCHOR_BOTTOM_LEFT), (.bottom, WHEEL_ANCHOR_BOTTOM),
            (.bottomRight, WHEEL_ANCHOR_BOTTOM_RIGHT),
        ]
        for (anchor, value) in expected { #expect(FrameStorage.anchor(anchor) == Int32(value)) }
    }

    @Test func itemChangesKeepTheSelectedItem() {
        let wheel = CWheel()
        #expect(wheel_jump_to_item(wheel.handle, 27) == Self.ok)
        _ = wheel.drain()
        #expect(wheel_remove_items(wheel.handle, 0, 10) == Self.ok)
        // The committed index follows without a commit event: an item change is not a choice.
        #expect(describe(wheel.drain()) == ["centred 17"])
        #expect(wheel.state.item_count == 108 && wheel.state.committed_item == 17)
        #expect(wheel_insert_items(wheel.handle, 0, 3) == Self.ok)
        #expect(wheel.state.committed_item == 20 && wheel.state.item_count == 111)
        #expect(wheel_reload_items(wheel.handle, 5) == Self.ok)
        #expect(wheel.state.committed_item == 4)
        #expect(wheel_reload_items(wheel.handle, 0) == Self.ok)
        #expect(wheel.state.committed_item == -1 && wheel.state.centred_item == -1)
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 1, 0, &frame) == Self.ok, "an empty wheel still draws")
    }

    @Test func animateKeysAndScrollMoveTheWheel() {
        let wheel = CWheel()
        #expect(wheel_animate_to_item(wheel.handle, 12) == Self.ok)
        for k in 1...120 { #expect(wheel_advance(wheel.handle, Double(k) / 60) == Self.ok) }
        #expect(wheel.drain().last.map { $0.type == Int32(WHEEL_EVENT_COMMITTED) && $0.item == 12 } == true)
        #expect(wheel_key(wheel.handle, Int32(WHEEL_KEY_DOWN), 2.1) == Self.ok)
        #expect(wheel_scroll(wheel.handle, 0, -2, 0, 2.2) == Self.ok)
        for k in 0...120 { #expect(wheel_advance(wheel.handle, 2.2 + Double(k) / 60) == Self.ok) }
        #expect(wheel.state.committed_item == 15, "Down arrow one item, two notches two more")
        #expect(wheel.state.phase == Int32(WHEEL_PHASE_IDLE))
    }

    @Test func longTextsAreAskedForAgainAndCut() {
        let text: wheel_item_text_fn = { _, index, _, buffer, capacity in
            copyText(
                String(repeating: index == 0 ? "é" : "x", count: index == 0 ? 150 : 10_000), into: buffer,
                capacity: capacity)
        }
        let wheel = CWheel(itemCount: 2, text: text)
        let box = wheelRegistry.lookup(wheel.handle)!
        #expect(box.items.item(at: 0).labelText == String(repeating: "é", count: 150))
        #expect(box.items.item(at: 1).labelText.utf8.count == CallbackItemSource.maximumTextBytes)
        #expect(box.items.item(at: 2).labelText == "", "indices outside the items are never passed to the host")
    }

    @Test func theHostMeasurerIsUsedAndAFailingOneFallsBack() {
        final class Counter { var calls = 0 }
        let counter = Counter()
        let measure: wheel_measure_fn = { user, text, length, size, _, width, height in
            let counter = Unmanaged<Counter>.fromOpaque(user!).takeUnretainedValue()
            counter.calls += 1
            #expect(text.map { strlenOf($0) } == length)
            width?.pointee = Double(length) * size
            height?.pointee = size * 1.5
            return 0
        }
        let wheel = CWheel()
        #expect(
            wheel_set_measurer(wheel.handle, measure, Unmanaged.passUnretained(counter).toOpaque()) == Self.ok
        )
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
        #expect(counter.calls > 0)

        let failing: wheel_measure_fn = { _, _, _, _, _, width, _ in
            width?.pointee = .nan
            return 1
        }
        let box = wheelRegistry.lookup(wheel.handle)!
        #expect(wheel_set_measurer(wheel.handle, failing, nil) == Self.ok)
        let fallback = MonospaceTextMeasurer().measure("Item 1", style: TextStyle(size: 16))
        #expect(box.measurer.measure("Item 1", style: TextStyle(size: 16)) == fallback)
        #expect(wheel_set_measurer(wheel.handle, nil, nil) == Self.ok)
        #expect(box.measurer.measure("Item 1", style: TextStyle(size: 16)) == fallback)
    }
}

/// The length of a NUL-terminated C string.
private func strlenOf(_ p: UnsafePointer<CChar>) -> Int {
    var n = 0
    while p[n] != 0 { n += 1 }
    return n
}

/// Image commands through the C interface: WHEEL_COMMAND_IMAGE with its rectangle and key.
@Suite struct CAPIImageTests {
    @Test func anImageCommandCarriesItsKeyRectangleAndOpacity() throws {
        let c = FrameStorage.describe(.image("a.png", in: Rect(x: 1, y: 2, width: 3, height: 4), opacity: 0.5))
        #expect(c.kind == Int32(WHEEL_COMMAND_IMAGE))
        let r = c.u.image.rect
        #expect(r.x == 1 && r.y == 2 && r.width == 3 && r.height == 4)
        #expect(c.color.a == 128 && c.u.image.key_length == 5)

        let items = (0..<10).map { WheelItem(sectorText: "\($0)", labelText: "Item \($0)", imageKey: "item\($0).png") }
        var wheel = try WheelController(items: items, initialItem: 4)
        let storage = FrameStorage()
        var frame = wheel_frame()
        storage.render(
            &wheel, style: WheelStyle(), measurer: CallbackMeasurer(answers: HostAnswers(), strict: true), scale: 1,
            antiAliasing: true)
        storage.describe(commandSize: MemoryLayout<wheel_command>.size, into: &frame)
        var keys: [String] = []
        for i in 0..<Int(frame.command_count) where frame.commands[i].kind == Int32(WHEEL_COMMAND_IMAGE) {
            keys.append(String(cString: frame.commands[i].u.image.key))
        }
        #expect(keys.contains("item4.png"))
    }
}
