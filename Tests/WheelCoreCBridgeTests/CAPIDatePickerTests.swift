import Glibc
import Testing
import WheelCore
import WheelCoreC
import WheelRendering

@testable import WheelCoreCBridge

/// A date picker through the C interface fits its texts with the host's measurer
/// (`wheel_date_picker_set_measurer`) exactly as the Swift `PickerController` does with the same
/// measurer, and asks it once per text while the text shows.
@Suite("C interface: a date picker's text measurer")
struct CAPIDatePickerTests {
    private static let ok = Int32(WHEEL_OK)

    /// Twice the built-in estimate: a font wider than the estimate's.
    struct Doubled: TextMeasurer {
        func measure(_ text: String, style: TextStyle) -> Size {
            let m = MonospaceTextMeasurer().measure(text, style: style)
            return Size(width: 2 * m.width, height: m.height)
        }
    }

    /// How many times the C measurer ran.
    final class Calls { var count = 0 }

    /// ``Doubled`` as a C host's callback; `user_data` is a ``Calls``.
    static let doubled: wheel_measure_fn = { user, text, _, size, bold, width, height in
        Unmanaged<Calls>.fromOpaque(user!).takeUnretainedValue().count += 1
        let m = Doubled().measure(String(cString: text!), style: TextStyle(size: size, bold: bold == 1))
        width!.pointee = m.width
        height!.pointee = m.height
        return 0
    }

    /// A picker's text, where it is drawn and at what size.
    struct Text: Equatable {
        var string: String
        var x: Double
        var y: Double
        var size: Double
    }

    /// A C date picker at the defaults (2024-02-29 09:41, drums) in a 640 x 400 viewport.
    private func makePicker() -> OpaquePointer {
        var config = wheel_date_picker_configuration()
        precondition(wheel_date_picker_configuration_init_sized(&config, MemoryLayout.size(ofValue: config)) == Self.ok)
        var picker: OpaquePointer?
        precondition(wheel_date_picker_create(&config, &picker) == Self.ok, String(cString: wheel_last_error()))
        precondition(wheel_date_picker_set_viewport(picker, 0, 0, 640, 400) == Self.ok)
        return picker!
    }

    /// The texts of the C picker's next frame (nil when the render fails).
    private func render(_ picker: OpaquePointer) -> [Text]? {
        var frame = newFrame()
        guard wheel_date_picker_render(picker, 1, 1, &frame) == Self.ok else { return nil }
        let base = UnsafeRawPointer(frame.commands!)
        return (0..<Int(frame.command_count)).compactMap { i in
            let c = (base + i * Int(frame.command_size)).load(as: wheel_command.self)
            guard c.kind == Int32(WHEEL_COMMAND_TEXT) else { return nil }
            return Text(
                string: String(cString: c.u.text.text), x: c.u.text.position.x, y: c.u.text.position.y,
                size: c.u.text.font_size)
        }
    }

    /// The texts the Swift picker of the same date, range and viewport draws with `measurer`.
    private func swiftTexts(measurer: some TextMeasurer) throws -> [Text] {
        let model = try DatePickerModel(
            minimum: DateTimeValue(year: 1900, month: 1, day: 1),
            maximum: DateTimeValue(year: 2100, month: 12, day: 31, hour: 23, minute: 59), minuteInterval: 1,
            uses12HourClock: false)
        let value = DateTimeValue(year: 2024, month: 2, day: 29, hour: 9, minute: 41)
        var picker = try PickerController(
            components: try model.components(showing: .dateTime(value), geometry: .drum(DatePickerModel.drum)), model: model,
            viewport: Rect(x: 0, y: 0, width: 1024, height: 640))
        try picker.setViewport(Rect(x: 0, y: 0, width: 640, height: 400))
        var list = DisplayList()
        picker.render(into: &list, style: WheelStyle(), measurer: measurer)
        return list.commands.compactMap { command in
            guard case .text(let run) = command else { return nil }
            return Text(string: run.string, x: run.position.x, y: run.position.y, size: run.style.size)
        }
    }

    @Test func theHostsMeasurerFitsTheTextsAsInSwift() throws {
        let picker = makePicker()
        defer { _ = wheel_date_picker_destroy(picker) }
        let calls = Calls()
        #expect(wheel_date_picker_set_measurer(picker, Self.doubled, Unmanaged.passUnretained(calls).toOpaque()) == Self.ok)
        let texts = try #require(render(picker))
        let doubled = try swiftTexts(measurer: Doubled())
        let estimated = try swiftTexts(measurer: MonospaceTextMeasurer())
        #expect(texts == doubled)
        #expect(doubled != estimated, "twice the estimate fits the texts differently")
        #expect(estimated.contains { $0.string == "February" } && !doubled.contains { $0.string == "February" })
        #expect(calls.count > 0)

        #expect(wheel_date_picker_set_measurer(picker, nil, nil) == Self.ok)
        #expect(render(picker) == estimated, "NULL restores the built-in estimate")
    }

    @Test func eachTextIsMeasuredOnceWhileItShows() throws {
        let picker = makePicker()
        defer { _ = wheel_date_picker_destroy(picker) }
        let calls = Calls()
        let user = Unmanaged.passUnretained(calls).toOpaque()
        #expect(wheel_date_picker_set_measurer(picker, Self.doubled, user) == Self.ok)
        let first = try #require(render(picker))
        let asked = calls.count
        #expect(asked > 0)
        #expect(try #require(render(picker)) == first)
        #expect(calls.count == asked, "texts still in view are not measured again")

        // Setting the measurer again forgets what it answered.
        #expect(wheel_date_picker_set_measurer(picker, Self.doubled, user) == Self.ok)
        #expect(try #require(render(picker)) == first)
        #expect(calls.count == 2 * asked)
    }
}
