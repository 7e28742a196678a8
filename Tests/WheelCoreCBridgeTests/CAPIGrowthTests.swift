import Glibc
import Testing
import WheelCore
import WheelCoreC
import WheelRendering

@testable import WheelCoreCBridge

/// ABI version 2: sized structs (older and newer hosts), the whole configuration at creation
/// and at run time, the style, hit testing, compact commands, callbacks asked once per item.
@Suite("C interface: a versioned ABI that grows")
struct CAPIGrowthTests {
    private static let ok = Int32(WHEEL_OK)

    private func lastError() -> String { String(cString: wheel_last_error()) }

    @Test func aVersionOneConfigurationMakesAVersionOneWheel() {
        var v1 = wheel_v1_configuration()
        #expect(wheelConfigurationInitV1(&v1) == Self.ok)
        #expect(v1.struct_size == 40 && v1.sectors_per_turn == 36)
        v1.item_count = 118
        var out: OpaquePointer?
        let status = withUnsafePointer(to: &v1) {
            $0.withMemoryRebound(to: wheel_configuration.self, capacity: 1) {
                wheel_create($0, numberedTexts, nil, &out)
            }
        }
        #expect(status == Self.ok, "\(lastError())")
        let handle = try! #require(out)
        defer { _ = wheel_destroy(handle) }
        #expect(wheelRegistry.lookup(handle)?.abi == .v1)
        // Fields version 1 did not have get their defaults.
        var config = sized(wheel_configuration())
        #expect(wheel_get_configuration(handle, &config) == Self.ok)
        #expect(
            config.inner_radius_fraction == 0.42 && config.label_text.size == 16
                && config.physics.landing_speed == 0.4)
        // Out-structs are version 1's (no struct_size): 56 bytes of state, nothing beyond.
        var bytes = [UInt8](repeating: 0xAB, count: 80)
        #expect(
            bytes.withUnsafeMutableBytes {
                wheel_get_state(handle, $0.baseAddress!.assumingMemoryBound(to: wheel_state.self))
            } == Self.ok)
        #expect(bytes[56...].allSatisfy { $0 == 0xAB })
        let state = bytes.withUnsafeBytes { $0.load(as: wheel_v1_state.self) }
        #expect(state.item_count == 118 && state.committed_item == 0)
    }

    @Test func outStructsAreWrittenUpToTheHostsSize() {
        let wheel = CWheel()
        // A newer host's larger struct: the library writes what it knows and says how much.
        var bytes = [UInt8](repeating: 0xAB, count: 80)
        bytes.withUnsafeMutableBytes { $0.storeBytes(of: UInt32(72), as: UInt32.self) }
        #expect(
            bytes.withUnsafeMutableBytes {
                wheel_get_state(wheel.handle, $0.baseAddress!.assumingMemoryBound(to: wheel_state.self))
            } == Self.ok)
        #expect(bytes.withUnsafeBytes { $0.load(as: UInt32.self) } == 56)
        #expect(bytes[56...].allSatisfy { $0 == 0xAB })
        // A host that forgot struct_size is told how to fix it.
        var state = wheel_state()
        #expect(wheel_get_state(wheel.handle, &state) == Int32(WHEEL_ERROR_STRUCT_SIZE))
        #expect(lastError().contains("out_state->struct_size is 0; set it to sizeof(wheel_state) (56 bytes"))
        var event = wheel_event()
        #expect(wheel_poll_event(wheel.handle, &event) == Int32(WHEEL_ERROR_STRUCT_SIZE))
    }

    @Test func aNewerHostsConfigurationIsAcceptedWhenItsExtraFieldsAreZero() {
        var bytes = [UInt8](repeating: 0, count: 360)
        let status = bytes.withUnsafeMutableBytes { raw -> Int32 in
            let config = raw.baseAddress!.assumingMemoryBound(to: wheel_configuration.self)
            #expect(wheel_configuration_init_sized(config, 360) == Self.ok)
            #expect(config.pointee.struct_size == 360)
            config.pointee.item_count = 5
            var out: OpaquePointer?
            let ok = wheel_create(config, numberedTexts, nil, &out)
            if let out { _ = wheel_destroy(out) }
            raw[350] = 1
            let refused = wheel_create(config, numberedTexts, nil, &out)
            #expect(refused == Int32(WHEEL_ERROR_STRUCT_SIZE) && out == nil)
            #expect(lastError().contains("fields it does not know"))
            return ok
        }
        #expect(status == Self.ok)
    }

    @Test func everyBadFieldIsReportedAtOnce() {
        var config = sized(wheel_configuration())
        #expect(wheel_configuration_init_sized(&config, MemoryLayout<wheel_configuration>.size) == Self.ok)
        config.sectors_per_turn = 2
        config.inner_radius_fraction = .nan
        config.label_text.size = -1
        config.physics.fling_drag = 0
        config.label_side = 7
        var out: OpaquePointer?
        #expect(wheel_create(&config, numberedTexts, nil, &out) == Int32(WHEEL_ERROR_INVALID_ARGUMENT))
        let message = lastError()
        #expect(message.contains("the configuration has 5 bad fields"), "\(message)")
        for part in [
            "sectors_per_turn must be a number from 3 up to 360, got 2", "inner_radius_fraction",
            "label_text.size",
            "physics.fling_drag must be a number from 0.01 up to 100 per second, got 0", "label_side",
        ] {
            #expect(message.contains(part), "\(part) in \(message)")
        }
        #expect(!message.contains("..<") && !message.contains("..."), "plain words, not Swift ranges")
    }

    @Test func theConfigurationChangesWhileTheWheelRuns() {
        let wheel = CWheel()
        var config = sized(wheel_configuration())
        #expect(wheel_get_configuration(wheel.handle, &config) == Self.ok)
        #expect(
            config.item_count == 118 && config.sectors_per_turn == 36 && config.centred_hysteresis == 0.08)
        config.sectors_per_turn = 12
        config.label_side = Int32(WHEEL_LABEL_SIDE_LEFT)
        config.physics.settle_spring.stiffness = 400
        #expect(wheel_set_configuration(wheel.handle, &config) == Self.ok, "\(lastError())")
        var g = sized(wheel_geometry())
        #expect(wheel_get_geometry(wheel.handle, &g) == Self.ok)
        #expect(abs(g.sector_angle - 2 * .pi / 12) < 1e-12 && g.selection_angle == .pi)
        #expect(wheelRegistry.lookup(wheel.handle)?.controller.configuration.physics.settleSpring.stiffness == 400)
        // A bad configuration changes nothing.
        config.sectors_per_turn = .infinity
        #expect(wheel_set_configuration(wheel.handle, &config) == Int32(WHEEL_ERROR_INVALID_ARGUMENT))
        #expect(wheel_get_geometry(wheel.handle, &g) == Self.ok && abs(g.sector_angle - 2 * .pi / 12) < 1e-12)
        // A version 1 host's 40 bytes change only version 1's fields.
        config.sectors_per_turn = 24
        config.struct_size = 40
        config.inner_radius_fraction = 0.9
        #expect(wheel_set_configuration(wheel.handle, &config) == Self.ok)
        var back = sized(wheel_configuration())
        #expect(wheel_get_configuration(wheel.handle, &back) == Self.ok)
        #expect(back.sectors_per_turn == 24 && back.inner_radius_fraction == 0.42)
    }

    @Test func theStyleColoursTheFrame() {
        let wheel = CWheel()
        var style = sized(wheel_style())
        #expect(wheel_style_init_sized(&style, MemoryLayout<wheel_style>.size) == Self.ok)
        #expect(style.background.r == 0x12 && style.marker.b == 0x66)
        style.background = wheel_color(r: 250, g: 240, b: 230, a: 255)
        style.marker = wheel_color(r: 1, g: 2, b: 3, a: 255)
        #expect(wheel_set_style(wheel.handle, &style) == Self.ok)
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 1, 0, &frame) == Self.ok)
        #expect(frame.background.r == 250 && frame.background.b == 230)
        let commands = UnsafeBufferPointer(start: frame.commands, count: Int(frame.command_count))
        let marker = commands.last { $0.kind == Int32(WHEEL_COMMAND_FILL_TRIANGLE) }
        #expect(marker?.color.r == 1 && marker?.color.b == 3)
        var back = sized(wheel_style())
        #expect(wheel_get_style(wheel.handle, &back) == Self.ok && back.marker.g == 2)
    }

    @Test func hitTestsFindSectorsAndLabels() {
        let wheel = CWheel()
        #expect(wheel_jump_to_item(wheel.handle, 20) == Self.ok)
        var g = sized(wheel_geometry())
        #expect(wheel_get_geometry(wheel.handle, &g) == Self.ok)
        var hit = sized(wheel_hit())
        let r = (g.inner_radius + g.outer_radius) / 2
        // Never rendered: laid out first.
        #expect(wheel_hit_test(wheel.handle, g.center.x + r, g.center.y, &hit) == Self.ok)
        #expect(hit.kind == Int32(WHEEL_HIT_SECTOR) && hit.item == 20)
        #expect(wheel_hit_test(wheel.handle, g.center.x, g.center.y, &hit) == Self.ok)
        #expect(hit.kind == Int32(WHEEL_HIT_NONE) && hit.item == -1)
        #expect(wheel_hit_test(wheel.handle, g.label_column.x + 20, g.center.y, &hit) == Self.ok)
        #expect(hit.kind == Int32(WHEEL_HIT_LABEL) && hit.item == 20)
        #expect(wheel_hit_test(wheel.handle, .nan, 0, &hit) == Int32(WHEEL_ERROR_INVALID_ARGUMENT))
    }

    @Test func aHostWithLargerCommandsGetsThemAtItsStride() throws {
        let wheel = CWheel()
        var frame = newFrame()
        frame.command_size = 96
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
        #expect(frame.command_size == 96)
        let base = UnsafeRawPointer(try #require(frame.commands))
        var texts = 0
        for i in 0..<Int(frame.command_count) {
            let c = (base + i * 96).load(as: wheel_command.self)
            #expect(c.kind > 0 && c.kind <= Int32(WHEEL_COMMAND_END_LAYER))
            if c.kind == Int32(WHEEL_COMMAND_TEXT) {
                #expect(strlen(c.u.text.text) == Int(c.u.text.length))
                texts += 1
            }
        }
        #expect(texts > 10)
        frame.command_size = 40
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Int32(WHEEL_ERROR_STRUCT_SIZE))
        #expect(lastError().contains("command_size"))
    }

    /// Counts the host's callbacks while the WheelExample fling runs (169 frames).
    private final class Counter {
        var texts = 0
        var measures = 0
    }

    @Test func theHostIsAskedForAnItemsTextOnlyWhenItComesIntoView() throws {
        let counter = Counter()
        let text: wheel_item_text_fn = { user, index, role, buffer, capacity in
            Unmanaged<Counter>.fromOpaque(user!).takeUnretainedValue().texts += 1
            return copyText(
                role == Int32(WHEEL_TEXT_SECTOR) ? String(index + 1) : "Item \(index + 1)", into: buffer,
                capacity: capacity)
        }
        let measure: wheel_measure_fn = { user, _, length, size, _, width, height in
            Unmanaged<Counter>.fromOpaque(user!).takeUnretainedValue().measures += 1
            width?.pointee = Double(length) * size * 0.55
            height?.pointee = size * 1.2
            return 0
        }
        let user = Unmanaged.passUnretained(counter).toOpaque()
        let wheel = CWheel(text: text, userData: user)
        #expect(wheel_set_measurer(wheel.handle, measure, user) == Self.ok)
        #expect(wheel_set_viewport(wheel.handle, 0, 0, 800, 480) == Self.ok)
        var g = sized(wheel_geometry())
        #expect(wheel_get_geometry(wheel.handle, &g) == Self.ok)
        let script = flingScript(
            center: Point(x: g.center.x, y: g.center.y), innerRadius: g.inner_radius,
            outerRadius: g.outer_radius)

        // Before: the Swift API asks its data source for every visible text every frame.
        final class CountingSource: WheelDataSource, @unchecked Sendable {
            var asks = 0
            var itemCount: Int { 118 }
            func item(at index: Int) -> WheelItem {
                asks += 2  // its two texts
                return WheelItem(sectorText: String(index + 1), labelText: "Item \(index + 1)")
            }
        }
        let source = CountingSource()
        var swift = try WheelController(items: source, viewport: Rect(x: 0, y: 0, width: 800, height: 480))
        var frameC = newFrame()
        var list = DisplayList()
        let frames = playFrames(
            wheel, script, delivered: { _ = swift.handle(InputEvent($0)) },
            frame: { time in
                _ = swift.advance(to: time)
                list.removeAll()
                swift.render(into: &list, style: WheelStyle(), measurer: MonospaceTextMeasurer())
            })
        let before = Double(source.asks) / Double(frames)
        let after = Double(counter.texts) / Double(frames)
        print(
            "item-text asks per frame over \(frames) frames: \(before) asked every frame, \(after) once per item in view; measures per frame \(Double(counter.measures) / Double(frames))"
        )
        #expect(before > 40)
        #expect(after < 2, "the fling brings about 28 items into view: twice as many texts, not 80 a frame")
        #expect(Double(counter.measures) / Double(frames) < 6)
        // At rest, a frame asks nothing.
        let (texts, measures) = (counter.texts, counter.measures)
        #expect(wheel_render(wheel.handle, 1, 1, &frameC) == Self.ok)
        #expect(counter.texts == texts && counter.measures == measures)
        // An item change asks again.
        #expect(wheel_reload_items(wheel.handle, 118) == Self.ok)
        #expect(wheel_render(wheel.handle, 1, 1, &frameC) == Self.ok)
        #expect(counter.texts > texts)
    }

    /// A flag the callbacks read: whether to answer garbage.
    private final class Garbage {
        var on = true
    }

    @Test func aCallbacksGarbageIsAnErrorAndTheWheelStaysUsable() {
        let garbage = Garbage()
        let user = Unmanaged.passUnretained(garbage).toOpaque()
        let text: wheel_item_text_fn = { user, index, _, buffer, capacity in
            if Unmanaged<Garbage>.fromOpaque(user!).takeUnretainedValue().on && index == 3 {
                return WHEEL_TEXT_FAILED
            }
            return copyText(String(index), into: buffer, capacity: capacity)
        }
        let wheel = CWheel(text: text, userData: user)
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Int32(WHEEL_ERROR_CALLBACK))
        #expect(
            lastError().contains(
                "item_text callback failed (WHEEL_TEXT_FAILED) for the sector text of item 3"))
        #expect(frame.command_count == 0)
        garbage.on = false
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
        #expect(frame.command_count > 0)

        let measure: wheel_measure_fn = { user, _, _, _, _, width, height in
            let on = Unmanaged<Garbage>.fromOpaque(user!).takeUnretainedValue().on
            width?.pointee = on ? .nan : 10
            height?.pointee = 12
            return 0
        }
        garbage.on = true
        #expect(wheel_set_measurer(wheel.handle, measure, user) == Self.ok)
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Int32(WHEEL_ERROR_CALLBACK))
        #expect(lastError().contains("the measure callback answered nan x 12.0"))
        garbage.on = false
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
        #expect(wheel_jump_to_item(wheel.handle, 5) == Self.ok)
    }

    @Test func statusCodesHaveNamesAndMessages() {
        for code in [
            WHEEL_OK, WHEEL_ERROR_NULL_ARGUMENT, WHEEL_ERROR_INVALID_HANDLE, WHEEL_ERROR_INVALID_ARGUMENT,
            WHEEL_ERROR_OUT_OF_RANGE, WHEEL_ERROR_BUSY, WHEEL_ERROR_STRUCT_SIZE, WHEEL_ERROR_CALLBACK,
        ] {
            #expect(String(cString: wheel_status_name(Int32(code))).hasPrefix("WHEEL_"))
            #expect(!String(cString: wheel_status_message(Int32(code))).isEmpty)
        }
        #expect(String(cString: wheel_status_message(Int32(WHEEL_ERROR_CALLBACK))).contains("callback"))
        #expect(String(cString: wheel_status_name(-42)) == "unknown status")
    }
}
