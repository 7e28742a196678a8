import Glibc
import Testing
import WheelCore
import WheelCoreC
import WheelRendering

@testable import WheelCoreCBridge

/// Per-item content (accent, detail line, image key) through the item-content callback, the
/// configuration's show_detail_text, timed animations, and the Swift API's range errors in
/// plain words at every entry point.
@Suite("C interface: item content, timed animations, range errors")
struct CAPIContentTests {
    private static let ok = Int32(WHEEL_OK)
    private func lastError() -> String { String(cString: wheel_last_error()) }

    /// What the content callback answers and how often it was asked.
    final class Contents {
        var calls = 0
        var fail = false
        var garbage = false
        /// Kept alive for the wheel (the callback hands out pointers into them).
        var details: [Int64: [CChar]] = [:]
        var keys: [Int64: [CChar]] = [:]
    }

    /// Even items get an accent (r = index), every item a detail "mass N", items divisible
    /// by 3 the image "img-N.png".
    static let content: wheel_item_content_fn = { user, index, content in
        let box = Unmanaged<Contents>.fromOpaque(user!).takeUnretainedValue()
        box.calls += 1
        if box.fail { return 1 }
        guard let content, content.pointee.struct_size >= 32 else { return 1 }
        if box.garbage { content.pointee.has_accent = 7 }
        if index % 2 == 0 && !box.garbage {
            content.pointee.has_accent = 1
            content.pointee.accent = wheel_color(r: UInt8(index % 256), g: 200, b: 10, a: 255)
        }
        box.details[index] = Array("mass \(index)".utf8CString)
        content.pointee.detail_text = box.details[index]!.withUnsafeBufferPointer { $0.baseAddress }
        if index % 3 == 0 {
            box.keys[index] = Array("img-\(index).png".utf8CString)
            content.pointee.image_key = box.keys[index]!.withUnsafeBufferPointer { $0.baseAddress }
        }
        return 0
    }

    private func commands(_ frame: wheel_frame) -> [wheel_command] {
        let base = UnsafeRawPointer(frame.commands!)
        return (0..<Int(frame.command_count)).map {
            (base + $0 * Int(frame.command_size)).load(as: wheel_command.self)
        }
    }

    private func string(_ p: UnsafePointer<CChar>?, _ n: Int32) -> String {
        guard let p else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: p, count: Int(n)), as: UTF8.self)
    }

    @Test func aWheelWithoutAContentCallbackDrawsAsBefore() {
        let wheel = CWheel(configure: { $0.show_detail_text = 1 })
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
        let cs = commands(frame)
        #expect(!cs.contains { $0.kind == Int32(WHEEL_COMMAND_IMAGE) })
        #expect(!cs.contains { $0.kind == Int32(WHEEL_COMMAND_TEXT) && $0.u.text.cell_kind == Int32(WHEEL_CELL_DETAIL) })
    }

    @Test func contentGivesAccentsDetailLinesAndImages() throws {
        let contents = Contents()
        let user = Unmanaged.passUnretained(contents).toOpaque()
        let wheel = CWheel(configure: { $0.show_detail_text = 1 })
        #expect(wheel_set_viewport(wheel.handle, 0, 0, 1024, 640) == Self.ok)
        #expect(wheel_set_item_content_callback(wheel.handle, Self.content, user) == Self.ok)
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok, "\(lastError())")
        let cs = commands(frame)
        // Accents fill even items' sectors (item 0 is at the selection: r 0, g 200).
        #expect(cs.contains { $0.kind == Int32(WHEEL_COMMAND_FILL_WEDGE) && $0.color.g == 200 && $0.color.b == 10 })
        // Detail lines are texts of the detail cells.
        let details = cs.filter { $0.kind == Int32(WHEEL_COMMAND_TEXT) && $0.u.text.cell_kind == Int32(WHEEL_CELL_DETAIL) }
        #expect(!details.isEmpty)
        #expect(details.contains { string($0.u.text.text, $0.u.text.length) == "mass 0" })
        // Images: u.image.rect and u.image.key, a square before the label.
        let images = cs.filter { $0.kind == Int32(WHEEL_COMMAND_IMAGE) }
        #expect(!images.isEmpty)
        for image in images {
            let key = string(image.u.image.key, image.u.image.key_length)
            #expect(key.hasPrefix("img-") && key.hasSuffix(".png"))
            #expect(strlen(image.u.image.key) == Int(image.u.image.key_length))
            #expect(image.u.image.rect.width > 0 && image.u.image.rect.width == image.u.image.rect.height)
            #expect(image.index_count == 0, "the host draws images; they have no triangles")
        }
        #expect(images.contains { string($0.u.image.key, $0.u.image.key_length) == "img-0.png" })
        // Turning the detail line off leaves images and accents.
        var config = sized(wheel_configuration())
        #expect(wheel_get_configuration(wheel.handle, &config) == Self.ok && config.show_detail_text == 1)
        config.show_detail_text = 0
        #expect(wheel_set_configuration(wheel.handle, &config) == Self.ok)
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
        let after = commands(frame)
        #expect(!after.contains { $0.kind == Int32(WHEEL_COMMAND_TEXT) && $0.u.text.cell_kind == Int32(WHEEL_CELL_DETAIL) })
        #expect(after.contains { $0.kind == Int32(WHEEL_COMMAND_IMAGE) })
        // Removing the callback removes the content.
        #expect(wheel_set_item_content_callback(wheel.handle, nil, nil) == Self.ok)
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
        #expect(!commands(frame).contains { $0.kind == Int32(WHEEL_COMMAND_IMAGE) })
    }

    @Test func contentIsAskedOncePerItemAsItComesIntoView() {
        let contents = Contents()
        let user = Unmanaged.passUnretained(contents).toOpaque()
        let wheel = CWheel(configure: { $0.show_detail_text = 1 })
        #expect(wheel_set_viewport(wheel.handle, 0, 0, 800, 480) == Self.ok)
        #expect(wheel_set_item_content_callback(wheel.handle, Self.content, user) == Self.ok)
        var g = sized(wheel_geometry())
        #expect(wheel_get_geometry(wheel.handle, &g) == Self.ok)
        let script = flingScript(
            center: Point(x: g.center.x, y: g.center.y), innerRadius: g.inner_radius, outerRadius: g.outer_radius)
        let frames = playFrames(wheel, script)
        var frame = newFrame()
        let perFrame = Double(contents.calls) / Double(frames)
        #expect(perFrame < 1, "once per item in view, not every frame: \(perFrame) a frame over \(frames)")
        let calls = contents.calls
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
        #expect(contents.calls == calls, "a frame at rest asks nothing")
        #expect(wheel_reload_items(wheel.handle, 118) == Self.ok)
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
        #expect(contents.calls > calls, "an item change asks again")
    }

    @Test func aFailingContentCallbackIsAnErrorAndTheWheelStaysUsable() {
        let contents = Contents()
        contents.fail = true
        let user = Unmanaged.passUnretained(contents).toOpaque()
        let wheel = CWheel()
        #expect(wheel_set_item_content_callback(wheel.handle, Self.content, user) == Self.ok)
        var frame = newFrame()
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Int32(WHEEL_ERROR_CALLBACK))
        #expect(lastError().contains("the item_content callback failed (returned 1) for item"))
        contents.fail = false
        contents.garbage = true
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Int32(WHEEL_ERROR_CALLBACK))
        #expect(lastError().contains("has_accent to 7"))
        contents.garbage = false
        #expect(wheel_render(wheel.handle, 1, 1, &frame) == Self.ok)
        #expect(frame.command_count > 0)
    }

    @Test func olderConfigurationSizesAreAcceptedWithDefaults() {
        var config = wheel_configuration()
        #expect(wheel_configuration_init_sized(&config, 256) == Self.ok)
        #expect(config.struct_size == 256 && config.show_detail_text == 0 && config.tap_slop == 0)
        config.item_count = 10
        var out: OpaquePointer?
        #expect(wheel_create(&config, numberedTexts, nil, &out) == Self.ok, "\(lastError())")
        var back = sized(wheel_configuration())
        #expect(wheel_get_configuration(out, &back) == Self.ok)
        #expect(back.show_detail_text == 0 && back.tap_slop == 8)
        // A 256-byte set_configuration keeps the appended fields' current values.
        back.show_detail_text = 1
        back.tap_slop = 20
        #expect(wheel_set_configuration(out, &back) == Self.ok)
        config.sectors_per_turn = 12
        #expect(wheel_set_configuration(out, &config) == Self.ok)
        var now = sized(wheel_configuration())
        #expect(wheel_get_configuration(out, &now) == Self.ok)
        #expect(now.sectors_per_turn == 12 && now.show_detail_text == 1 && now.tap_slop == 20)
        now.show_detail_text = 2
        now.tap_slop = 2000
        #expect(wheel_set_configuration(out, &now) == Int32(WHEEL_ERROR_INVALID_ARGUMENT))
        #expect(lastError().contains("show_detail_text must be 0 or 1, got 2"))
        #expect(lastError().contains("tap_slop must be a number from 0 up to 1000 points, got 2000"))
        #expect(wheel_destroy(out) == Self.ok)
    }

    @Test func timedAnimationsLandOnTheirItemOnTime() {
        for curve in [WHEEL_CURVE_LINEAR, WHEEL_CURVE_EASE_OUT, WHEEL_CURVE_EASE_IN_OUT] {
            let wheel = CWheel(itemCount: 50)
            #expect(wheel_advance(wheel.handle, 1) == Self.ok)
            _ = wheel.drain()
            #expect(wheel_animate_to_item_timed(wheel.handle, 30, 0.5, Int32(curve)) == Self.ok, "\(lastError())")
            #expect(wheel_advance(wheel.handle, 1.25) == Self.ok)
            #expect(wheel.state.phase == Int32(WHEEL_PHASE_SETTLING))
            #expect(!describe(wheel.drain()).contains("committed 30"))
            #expect(wheel_advance(wheel.handle, 1.5) == Self.ok)
            #expect(describe(wheel.drain()).last == "committed 30")
            #expect(wheel.state.committed_item == 30 && wheel.state.phase == Int32(WHEEL_PHASE_IDLE))
        }
        let wheel = CWheel(itemCount: 50)
        #expect(wheel_animate_to_item_timed(wheel.handle, 7, 0, Int32(WHEEL_CURVE_LINEAR)) == Self.ok)
        #expect(wheel.state.committed_item == 7, "a zero duration lands at once")
    }

    @Test func timedAnimationsRejectBadArguments() {
        let wheel = CWheel(itemCount: 10)
        let invalid = Int32(WHEEL_ERROR_INVALID_ARGUMENT)
        #expect(wheel_animate_to_item_timed(wheel.handle, 3, 0.5, 9) == invalid)
        #expect(lastError().contains("curve must be WHEEL_CURVE_LINEAR (0)"))
        #expect(wheel_animate_to_item_timed(wheel.handle, 3, .nan, 0) == invalid)
        #expect(lastError().contains("duration must be a finite number"))
        #expect(wheel_animate_to_item_timed(wheel.handle, 3, 61, 0) == invalid)
        #expect(lastError() == "wheel_animate_to_item_timed: duration must be a number from 0 up to 60, got 61")
        #expect(wheel_animate_to_item_timed(wheel.handle, 3, -1, 0) == invalid)
        #expect(wheel_animate_to_item_timed(wheel.handle, 10, 1, 0) == Int32(WHEEL_ERROR_OUT_OF_RANGE))
        #expect(lastError().contains("item must be from 0 up to 9 (the wheel has 10 items), got 10"))
        #expect(wheel_animate_to_item_timed(nil, 0, 1, 0) == Int32(WHEEL_ERROR_NULL_ARGUMENT))
        #expect(wheel.state.phase == Int32(WHEEL_PHASE_IDLE) && wheel.state.committed_item == 0)
    }

    /// The Swift API's RangeError reaches the host in plain words, with the header's names.
    @Test func rangeErrorsAreSaidInPlainWords() {
        let e = RangeError([
            OutOfRange(name: "sectorsPerTurn", value: 2, allowed: 3...360),
            OutOfRange(name: "physics.settleSpring.mass", value: 0, allowed: 1e-6...1e6),
            OutOfRange(name: "labelTextStyle.size", value: 0, allowed: 1...200),
            OutOfRange(name: "physics.centeringHysteresis", value: 0.7, allowed: 0...0.5),
            OutOfRange(name: "items.itemCount", value: -1, allowed: 0...Double(Int.max)),
            OutOfRange(name: "item", value: 55, allowed: 0...54),
        ])
        let c = CAPIError(e, in: "f")
        #expect(c.status == Int32(WHEEL_ERROR_OUT_OF_RANGE), "an item index among them")
        #expect(
            c.message
                == "f: sectors_per_turn must be a number from 3 up to 360, got 2; "
                + "physics.settle_spring.mass must be a number from 1e-06 up to 1000000, got 0; "
                + "label_text.size must be a number from 1 up to 200, got 0; "
                + "centred_hysteresis must be a number from 0 up to 0.5, got 0.7; "
                + "item_count must be 0 or more, got -1; item must be from 0 up to 54, got 55")
        #expect(!c.message.contains("...") && !c.message.contains("..<"))
        let d = CAPIError(RangeError([OutOfRange(name: "duration", value: 99, allowed: 0...60)]), in: "g")
        #expect(d.status == Int32(WHEEL_ERROR_INVALID_ARGUMENT))
    }

    /// Every entry point that calls the throwing Swift API reports its range errors in plain words.
    @Test func everyEntryPointSaysRangesInPlainWords() {
        let wheel = CWheel(itemCount: 10)
        func check(_ status: Int32, _ expected: Int32, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let message = lastError()
            #expect(status == expected, sourceLocation: sourceLocation)
            #expect(message.contains(text), "\(message)", sourceLocation: sourceLocation)
            #expect(!message.contains("...") && !message.contains("..<"), "\(message)", sourceLocation: sourceLocation)
        }
        let invalid = Int32(WHEEL_ERROR_INVALID_ARGUMENT)
        let range = Int32(WHEEL_ERROR_OUT_OF_RANGE)
        check(wheel_set_viewport(wheel.handle, 1e8, 0, 100, 100), invalid, "x must be a number from -10000000 up to 10000000, got 100000000")
        check(wheel_set_viewport(wheel.handle, 0, 0, 100, 2e7), invalid, "height must be a number from 0 up to 10000000, got 20000000")
        check(wheel_jump_to_item(wheel.handle, 12), range, "item must be from 0 up to 9")
        check(wheel_animate_to_item(wheel.handle, -1), range, "item must be from 0 up to 9")
        check(wheel_insert_items(wheel.handle, 11, 1), range, "index must be from 0 up to 10")
        check(wheel_remove_items(wheel.handle, 9, 2), range, "cannot remove 2 items from index 9")
        var config = wheel_configuration()
        _ = wheel_configuration_init_sized(&config, MemoryLayout<wheel_configuration>.size)
        config.inner_radius_fraction = 0.9
        config.text_radius_fraction = 0.5
        check(wheel_set_configuration(wheel.handle, &config), invalid, "text_radius_fraction")
        config.text_radius_fraction = 0.95
        config.sectors_per_turn = 400
        var out: OpaquePointer?
        check(wheel_create(&config, numberedTexts, nil, &out), invalid, "sectors_per_turn must be a number from 3 up to 360, got 400")
        #expect(wheel.state.item_count == 10 && wheel.state.committed_item == 0)
    }
}
