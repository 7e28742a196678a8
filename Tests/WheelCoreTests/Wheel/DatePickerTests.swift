import Testing
import WheelRendering
import WheelSemantics

@testable import WheelCore

/// The date picker as a component (issue 45): modes, a value-level API, limits that compare
/// whole values, one set of checks with errors naming the field and the reason.
@Suite struct DatePickerTests {
    static let viewport = Rect(x: 0, y: 0, width: 1024, height: 640)

    static func dt(_ iso: String) -> DatePickerValue { .dateTime(DateTimeValue(iso: iso)!) }

    /// Steps `p` at 60 Hz from `t` until it is idle (at most 10 s) and three frames more.
    static func settle(_ p: inout DatePickerController, from t: Double, events: inout [DatePickerEvent])
        -> Double
    {
        var now = t
        repeat {
            now += 1.0 / 60
            events += p.advance(to: now)
        } while p.phase != .idle && now < t + 10
        for _ in 0..<3 {
            now += 1.0 / 60
            events += p.advance(to: now)
        }
        return now
    }

    static func changes(_ events: [DatePickerEvent]) -> [DatePickerValue] {
        events.compactMap { if case .valueChanged(let v, _) = $0 { v } else { nil } }
    }

    static func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    // MARK: - One set of checks

    @Test func errorsNameTheFieldAndTheReason() {
        #expect(
            Self.message {
                _ = try DatePickerModel(
                    mode: .date, minimum: Self.dt("2020-06-10"), maximum: Self.dt("2020-06-01"))
            }
                == "maximum 2020-06-01 is before minimum 2020-06-10")
        let feb30 = DatePickerValue.dateTime(DateTimeValue(year: 2023, month: 2, day: 30))
        #expect(
            Self.message { _ = try DatePickerModel(mode: .date, minimum: feb30) }
                == "minimum.day must be in 1...28 for 2023-02, got 30")
        #expect(
            Self.message { _ = try DateTimeValue.parse("2023-02-29", name: "minimum") }
                == "minimum.day must be in 1...28 for 2023-02, got 29")
        #expect(
            Self.message { _ = try DatePickerModel(mode: .time, minimum: Self.dt("2020-06-10")) }
                == "minimum must be a time of day in mode time, got 2020-06-10T00:00")
        #expect(
            Self.message { _ = try DatePickerModel(minuteInterval: 7) }?.contains(
                "minuteInterval must be a divisor of 60") == true)
        // A range without a value on the steps is refused, not trapped on.
        #expect(
            Self.message {
                _ = try DatePickerModel(
                    mode: .time, minimum: .time(hour: 9, minute: 41, second: 0),
                    maximum: .time(hour: 9, minute: 44, second: 0),
                    minuteInterval: 15)
            } == "no value on the 15-minute steps lies between minimum 09:41:00 and maximum 09:44:00")
    }

    @Test(arguments: [
        "2024-01-01T+1:-0", "2024-1-01", " 2024-01-01", "2024-01-01 ", "2024-01-01T9:41", "+024-01-01",
        "2024-01-01T09:41:5",
        "2024-01-01T", "2024-01-01T09", "2024-01-01T09:41:00:00", "２０２４-01-01", "",
    ])
    func isoParsingIsStrict(text: String) {
        #expect(DateTimeValue(iso: text) == nil)
        #expect(
            Self.message { _ = try DateTimeValue.parse(text) }?.hasPrefix("value must be YYYY-MM-DD") == true)
    }

    @Test func isoParsingReadsSecondsAndTheEndOfADay() throws {
        #expect(
            DateTimeValue(iso: "2024-02-29T09:41:05")
                == DateTimeValue(year: 2024, month: 2, day: 29, hour: 9, minute: 41, second: 5))
        #expect(try DateTimeValue.parse("2024-12-31", endOfDay: true).description == "2024-12-31T23:59:59")
        #expect(try DateTimeValue.parse("2024-12-31").description == "2024-12-31T00:00")
        #expect(try DatePickerValue.parse("1:30", mode: .duration) == .duration(seconds: 5400))
        #expect(
            try DatePickerValue.parse("99:59:59", mode: .duration)
                == .duration(seconds: DatePickerValue.longestDuration))
        #expect(
            Self.message { _ = try DatePickerValue.parse("24:00", mode: .time) }
                == "value.hour must be in 0...23, got 24")
        // A maximum day alone allows the whole day: 09:00 on it is shown as asked.
        let model = try DatePickerModel(
            maximum: .dateTime(try DateTimeValue.parse("2024-12-31", endOfDay: true)))
        #expect(try model.landing(of: Self.dt("2024-12-31T09:00")) == (Self.dt("2024-12-31T09:00"), false))
        #expect(model.maximum == Self.dt("2024-12-31T23:59"))
    }

    // MARK: - Limits that touch nothing else

    /// A picker of `model` on `value` after one `key` on the month, at rest, with its events.
    static func turnMonth(of model: DatePickerModel, from value: DatePickerValue, key: NavigationKey) throws
        -> (
            DatePickerController, [DatePickerEvent]
        )
    {
        var p = try DatePickerController(model: model, value: value, viewport: viewport)
        var events = p.moveFocus(forward: true)
        events += p.handle(.key(key, time: 0))
        _ = settle(&p, from: 0, events: &events)
        return (p, events)
    }

    /// The case: 2024-02-28T11:30, maximum 2024-03-02T12:15, month Down: 28 March is
    /// after the maximum, so the day moves to the 2nd; 11:30 on 2 March is allowed and stays.
    @Test(arguments: [false, true])
    func aLimitKeepsTheTimeNobodyTouched(twelveHour: Bool) throws {
        let model = try DatePickerModel(
            minimum: DateTimeValue(year: 1900, month: 1, day: 1),
            maximum: DateTimeValue(iso: "2024-03-02T12:15")!,
            uses12HourClock: twelveHour)
        let (p, events) = try Self.turnMonth(of: model, from: Self.dt("2024-02-28T11:30"), key: .down)
        #expect(p.value == Self.dt("2024-03-02T11:30"))
        #expect(Self.changes(events) == [Self.dt("2024-03-02T11:30")])
    }

    @Test func theMirrorCaseAtTheMinimumKeepsTheTime() throws {
        let model = try DatePickerModel(
            minimum: DateTimeValue(iso: "2024-03-30T10:45")!, maximum: DateTimeValue(iso: "2100-01-01")!)
        let (p, _) = try Self.turnMonth(of: model, from: Self.dt("2024-04-03T11:20"), key: .up)
        #expect(p.value == Self.dt("2024-03-30T11:20"))
        // The value lands on the nearest allowed one when the time itself must move.
        #expect(
            model.value(for: model.selections(forFields: DateTimeValue(iso: "2024-03-30T09:10")!))
                == Self.dt("2024-03-30T10:45"))
    }

    @Test func dayCountsFollowTheSelectionsNotTheClampedValue() throws {
        let model = try DatePickerModel(mode: .date, minimum: Self.dt("2021-03-01"))
        var selections = model.selections(for: Self.dt("2021-03-15"))
        let (month, day) = (model.component(of: .month)!, model.component(of: .day)!)
        selections[month] = 1  // February, dimmed
        #expect(model.items(ofComponent: day, selections: selections).itemCount == 28)
        #expect(!model.items(ofComponent: month, selections: selections).item(at: 1).isEnabled)
    }

    // MARK: - Modes

    @Test func eachModeHasItsComponents() throws {
        func roles(_ m: DatePickerModel) -> [String] {
            m.fields.indices.compactMap { m.role(ofComponent: $0) }
        }
        #expect(roles(try DatePickerModel(mode: .date)) == ["Year", "Month", "Day"])
        #expect(roles(try DatePickerModel(mode: .monthYear)) == ["Year", "Month"])
        #expect(
            roles(try DatePickerModel(mode: .time, uses12HourClock: true, showsSeconds: true)) == [
                "Hour", "Minute", "Second", "AM/PM",
            ])
        #expect(roles(try DatePickerModel(mode: .dateAndTime)) == ["Year", "Month", "Day", "Hour", "Minute"])
        #expect(
            roles(try DatePickerModel(mode: .duration, uses12HourClock: true, showsSeconds: true)) == [
                "Hours", "Minutes", "Seconds",
            ])
        #expect(roles(try DatePickerModel(mode: .date, showsSeconds: true)) == ["Year", "Month", "Day"])
    }

    @Test func aDurationReaches99_59_59() throws {
        let model = try DatePickerModel(mode: .duration, showsSeconds: true)
        var p = try DatePickerController(model: model, value: .duration(seconds: 0), viewport: Self.viewport)
        #expect(p.picker.wheels[0].itemCount == 100)
        var events = try p.setValue(.duration(seconds: DatePickerValue.longestDuration), animated: false)
        #expect(p.value == .duration(seconds: 359_999) && p.value.description == "PT99H59M59S")
        #expect(Self.changes(events) == [.duration(seconds: 359_999)])
        #expect(p.picker.wheels.map { try! $0.item(at: $0.committedItem!).sectorText } == ["99", "59", "59"])
        // End goes to the last hour; the hours do not loop past 99.
        events = p.handle(.key(.home, time: 1))
        _ = Self.settle(&p, from: 1, events: &events)
        #expect(p.value == .duration(seconds: 59 * 60 + 59))
    }

    @Test func aMonthYearPickerNeverOffersADay() throws {
        let model = try DatePickerModel(
            mode: .monthYear, minimum: Self.dt("2020-03-20"), maximum: Self.dt("2020-11-05"))
        #expect(model.component(of: .day) == nil)
        var p = try DatePickerController(
            model: model, value: Self.dt("2020-05-31T09:41"), viewport: Self.viewport)
        #expect(p.value == Self.dt("2020-05-01"))
        #expect(DatePickerModel.text(of: p.value, mode: .monthYear) == "2020-05")
        // March and November are allowed (part of them is in the range), February is not.
        let month = model.component(of: .month)!
        let items = model.items(ofComponent: month, selections: p.picker.selections)
        #expect(items.item(at: 2).isEnabled && items.item(at: 10).isEnabled && !items.item(at: 1).isEnabled)
        var events = p.moveFocus(forward: true)
        events += p.handle(.key(.end, time: 0))
        _ = Self.settle(&p, from: 0, events: &events)
        #expect(p.value == Self.dt("2020-11-01"))
    }

    @Test func aTimePickerWithSecondsAndA12HourClock() throws {
        let model = try DatePickerModel(mode: .time, uses12HourClock: true, showsSeconds: true)
        var p = try DatePickerController(
            model: model, value: .time(hour: 13, minute: 5, second: 9), viewport: Self.viewport)
        #expect(
            p.picker.wheels.map { try! $0.item(at: $0.committedItem!).sectorText } == ["1", "05", "09", "PM"])
        #expect(p.semantics().root.value == "13:05:09")
        _ = try p.setValue(.time(hour: 0, minute: 0, second: 59), animated: false)
        #expect(
            p.picker.wheels.map { try! $0.item(at: $0.committedItem!).sectorText } == [
                "12", "00", "59", "AM",
            ])
        // Seconds a picker cannot show are refused, not dropped.
        let noSeconds = try DatePickerModel(mode: .time)
        #expect(
            Self.message { _ = try noSeconds.landing(of: .time(hour: 9, minute: 41, second: 30)) }
                == "value.second must be 0 without a seconds component (showsSeconds), got 30")
    }

    @Test func customComponentsAreCheckedAgainstTheirModel() throws {
        let twelve = try DatePickerModel(uses12HourClock: true)
        let model = try DatePickerModel()
        let v = Self.dt("2024-02-29T09:41")
        #expect(
            Self.message {
                _ = try PickerController(
                    components: try twelve.components(showing: v), model: model, viewport: Self.viewport)
            }
                == "components.count must be 5 (the model's components), got 6")
        let reversed = Array(try model.components(showing: v).reversed())
        let message = Self.message {
            _ = try PickerController(components: reversed, model: model, viewport: Self.viewport)
        }
        #expect(
            message?.hasPrefix(
                "components[0].role must be \"Year\" (the model's component 0), got \"Minute\"") == true)
    }

    // MARK: - The value-level API

    @Test func theMinuteIntervalRoundsToTheNearestStepAndSaysSo() throws {
        let model = try DatePickerModel(minuteInterval: 15)
        var p = try DatePickerController(
            model: model, value: Self.dt("2024-02-29T09:41"), viewport: Self.viewport)
        #expect(p.value == Self.dt("2024-02-29T09:45"))
        #expect(p.initialAdjustment == Self.dt("2024-02-29T09:41"))
        var events = try p.setValue(Self.dt("2024-02-29T23:53"), animated: true)
        #expect(Self.changes(events).isEmpty)  // animated: reported at rest
        _ = Self.settle(&p, from: 0, events: &events)
        #expect(p.value == Self.dt("2024-03-01T00:00"))
        #expect(
            events.filter { if case .valueChanged = $0 { true } else { false } } == [
                .valueChanged(Self.dt("2024-03-01T00:00"), adjustedFrom: Self.dt("2024-02-29T23:53"))
            ])
    }

    @Test(arguments: [false, true])
    func settingTheValueGivesOneChangeEvent(animated: Bool) throws {
        var p = try DatePickerController(
            model: try DatePickerModel(), value: Self.dt("2024-01-31T09:41"), viewport: Self.viewport)
        #expect(p.phase == .idle)
        var events = try p.setValue(Self.dt("2023-02-28T17:05"), animated: animated)
        if animated { #expect(p.phase == .settling) }
        _ = Self.settle(&p, from: 0, events: &events)
        #expect(p.value == Self.dt("2023-02-28T17:05"))
        #expect(Self.changes(events) == [Self.dt("2023-02-28T17:05")])
        // The same value again changes nothing.
        events = try p.setValue(Self.dt("2023-02-28T17:05"), animated: animated)
        _ = Self.settle(&p, from: 1, events: &events)
        #expect(Self.changes(events).isEmpty)
        #expect(throws: RangeError.self) {
            _ = try p.setValue(.time(hour: 1, minute: 0, second: 0), animated: true)
        }
    }

    @Test func settingTheLimitsMovesTheValueInsideWithOneEvent() throws {
        var p = try DatePickerController(
            model: try DatePickerModel(), value: Self.dt("2030-06-15T11:30"), viewport: Self.viewport)
        var events = try p.setLimits(maximum: Self.dt("2025-03-10T08:00"))
        #expect(p.model.maximum == Self.dt("2025-03-10T08:00"))
        _ = Self.settle(&p, from: 0, events: &events)
        #expect(p.value == Self.dt("2025-03-10T08:00"))
        #expect(Self.changes(events) == [Self.dt("2025-03-10T08:00")])
        // A limit the value already respects: nothing moves, no event.
        events = try p.setLimits(minimum: Self.dt("2000-01-01"))
        _ = Self.settle(&p, from: 1, events: &events)
        #expect(Self.changes(events).isEmpty && p.value == Self.dt("2025-03-10T08:00"))
        #expect(p.picker.wheels[0].itemCount == 26)  // 2000...2025
        // A new interval rounds to its nearest step, with one event.
        _ = try p.setValue(Self.dt("2025-03-10T07:38"), animated: false)
        events = try p.setLimits(minuteInterval: 10)
        _ = Self.settle(&p, from: 2, events: &events)
        #expect(Self.changes(events) == [Self.dt("2025-03-10T07:40")])
        // A bad range keeps the old one.
        #expect(throws: RangeError.self) { _ = try p.setLimits(minimum: Self.dt("2026-01-01")) }
        #expect(p.model.minimum == Self.dt("2000-01-01"))
    }

    @Test func thePhaseFollowsTheComponents() throws {
        var p = try DatePickerController(
            model: try DatePickerModel(), value: Self.dt("2024-06-15T12:30"), viewport: Self.viewport)
        let face = p.picker.wheels[2].geometry.face
        _ = p.handle(.pointer(.down, .touch(1), at: Point(x: face.midX, y: face.midY), time: 0))
        _ = p.handle(.pointer(.move, .touch(1), at: Point(x: face.midX, y: face.midY - 40), time: 0.05))
        #expect(p.phase == .dragging)
        _ = p.handle(.pointer(.move, .touch(1), at: Point(x: face.midX, y: face.midY - 200), time: 0.1))
        _ = p.handle(.pointer(.up, .touch(1), at: Point(x: face.midX, y: face.midY - 200), time: 0.1))
        #expect(p.phase == .flinging || p.phase == .settling)
        var events: [DatePickerEvent] = []
        _ = Self.settle(&p, from: 0.1, events: &events)
        #expect(p.phase == .idle && Self.changes(events).count == 1)
    }

    final class Counts: @unchecked Sendable {
        var count = 3
    }

    struct Growing: PickerModel {
        let counts: Counts
        func items(ofComponent component: Int, selections: [Int]) -> any WheelDataSource {
            Numbers(itemCount: counts.count)
        }
    }

    struct Numbers: WheelDataSource {
        let itemCount: Int
        func item(at index: Int) -> WheelItem { WheelItem(sectorText: "\(index)", labelText: "\(index)") }
    }

    @Test func reloadComponentAsksTheModelAgain() throws {
        let counts = Counts()
        var p = try PickerController(
            components: [
                PickerComponent(
                    role: "N", width: 80,
                    configuration: WheelConfiguration(labelColumnWidth: 0, labelColumnGap: 0))
            ],
            model: Growing(counts: counts), viewport: Self.viewport)
        #expect(p.wheels[0].itemCount == 3)
        counts.count = 7
        _ = try p.reloadComponent(0)
        #expect(p.wheels[0].itemCount == 7)
        #expect(throws: RangeError.self) { _ = try p.reloadComponent(1) }
        // A count the wheel refuses is reported, not swallowed.
        counts.count = -1
        let events = try p.reloadComponent(0)
        #expect(events.contains { if case .modelError(0, _) = $0 { true } else { false } })
        #expect(p.wheels[0].itemCount == 7)
    }

    @Test func reducedMotionReachesEveryDrum() throws {
        var p = try DatePickerController(
            model: try DatePickerModel(), value: Self.dt("2024-06-15T12:30"), viewport: Self.viewport)
        try p.updateConfigurations {
            $0.physics.minimumFlingAngularSpeed = WheelLimits.minimumFlingAngularSpeed.allowed.upperBound
        }
        #expect(
            p.picker.wheels.allSatisfy {
                $0.configuration.physics.minimumFlingAngularSpeed
                    == WheelLimits.minimumFlingAngularSpeed.allowed.upperBound
            })
        let face = p.picker.wheels[2].geometry.face
        _ = p.handle(.pointer(.down, .touch(1), at: Point(x: face.midX, y: face.midY), time: 0))
        _ = p.handle(.pointer(.move, .touch(1), at: Point(x: face.midX, y: face.midY - 100), time: 0.03))
        _ = p.handle(.pointer(.up, .touch(1), at: Point(x: face.midX, y: face.midY - 200), time: 0.06))
        #expect(p.phase != .flinging)
    }
}
