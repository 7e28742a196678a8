import Foundation
import Testing
import WheelRendering
import WheelSemantics

@testable import WheelCore

/// Pickers of several linked wheels (issue 40): the date model's counts, clamping, the
/// keyboard, pointers and semantics per component, one value change per settled change.
@Suite struct PickerTests {
    static func datePicker(_ model: DatePickerModel, at value: DateTimeValue) throws -> PickerController {
        try PickerController(
            components: model.components(showing: .dateTime(value)), model: model,
            viewport: Rect(x: 0, y: 0, width: 1024, height: 640))
    }

    /// Steps `p` at 60 Hz until every component is at rest (at most 10 s), collecting events.
    static func settle(_ p: inout PickerController, from t: Double, events: inout [PickerEvent]) -> Double {
        var now = t
        repeat {
            now += 1.0 / 60
            events += p.advance(to: now)
        } while !p.wheels.allSatisfy({ $0.phase == .idle }) && now < t + 10
        for _ in 0..<3 {
            now += 1.0 / 60
            events += p.advance(to: now)
        }
        return now
    }

    static func valueChanges(_ events: [PickerEvent]) -> [[Int]] {
        events.compactMap { if case .valueChanged(let s) = $0 { s } else { nil } }
    }

    @Test func everyMonthOf1900To2100HasItsDays() throws {
        let model = try DatePickerModel()
        let day = try #require(model.component(of: .day))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for year in 1900...2100 {
            for month in 1...12 {
                let sel = model.selections(for: .dateTime(DateTimeValue(year: year, month: month, day: 1)))
                let date = calendar.date(from: DateComponents(year: year, month: month, day: 1))!
                let expected = calendar.range(of: .day, in: .month, for: date)!.count
                #expect(
                    model.items(ofComponent: day, selections: sel).itemCount == expected, "\(year)-\(month)")
            }
        }
        #expect(
            DateTimeValue.daysInMonth(2, year: 2024) == 29 && DateTimeValue.daysInMonth(2, year: 2023) == 28)
        #expect(
            DateTimeValue.daysInMonth(2, year: 1900) == 28 && DateTimeValue.daysInMonth(2, year: 2000) == 29)
    }

    @Test func oneUpOnTheYearFrom29FebruaryLandsOn28FebruaryWith28Days() throws {
        let model = try DatePickerModel()
        var p = try Self.datePicker(
            model, at: DateTimeValue(year: 2024, month: 2, day: 29, hour: 9, minute: 41))
        #expect(p.focusedComponent == 0)
        let day = try #require(model.component(of: .day))
        #expect(p.wheels[day].itemCount == 29)
        var events = p.handle(.key(.up, time: 0))
        _ = Self.settle(&p, from: 0, events: &events)
        #expect(model.value(for: p.selections).description == "2023-02-28T09:41")
        #expect(p.wheels[day].itemCount == 28)
        #expect(p.wheels[day].committedItem == 27)
        // The day turned back to 28 (animated), and the picker reported one change.
        #expect(events.contains(.component(day, .selectionCommitted(27))))
        #expect(Self.valueChanges(events) == [p.selections])
    }

    @Test func aShorterMonthClampsTheDayWithAShortAnimation() throws {
        let model = try DatePickerModel()
        var p = try Self.datePicker(model, at: DateTimeValue(year: 2023, month: 1, day: 31))
        let day = model.component(of: .day)!
        let month = model.component(of: .month)!
        var events = try p.select(item: 1, inComponent: month)  // February
        var t = 0.0
        var phases: [WheelPhase] = []
        var counts: [Int] = []
        while t < 3 {
            t += 1.0 / 60
            events += p.advance(to: t)
            phases.append(p.wheels[day].phase)
            counts.append(p.wheels[day].itemCount)
        }
        #expect(phases.contains(.settling))  // the day turned, it did not jump
        #expect(counts.first == 31 && counts.last == 28)  // the count shrank once the day was there
        #expect(model.value(for: p.selections).description == "2023-02-28T00:00")
        #expect(Self.valueChanges(events).count == 1)
        // While it turned, the days past the 28th were disabled (drawn dimmed).
        #expect(try p.wheels[day].item(at: 27).isEnabled)
    }

    @Test func daysAndMonthsOutsideTheRangeAreDisabledAndNeverChosen() throws {
        let model = try DatePickerModel(
            minimum: DateTimeValue(year: 2020, month: 3, day: 15),
            maximum: DateTimeValue(year: 2021, month: 10, day: 10))
        var p = try Self.datePicker(model, at: DateTimeValue(year: 2020, month: 5, day: 20))
        let (year, month, day) = (
            model.component(of: .year)!, model.component(of: .month)!, model.component(of: .day)!
        )
        #expect(p.wheels[year].itemCount == 2)
        #expect(try !p.wheels[month].item(at: 1).isEnabled && p.wheels[month].item(at: 2).isEnabled)
        // February 2020 is before the minimum: the month turns back to March.
        var events = try p.select(item: 1, inComponent: month)
        var t = Self.settle(&p, from: 0, events: &events)
        #expect(model.value(for: p.selections).description == "2020-03-20T00:00")
        // The 3rd of March 2020 too: the day turns to the 15th.
        events += try p.select(item: 2, inComponent: day, animated: false)
        t = Self.settle(&p, from: t, events: &events)
        #expect(model.value(for: p.selections).description == "2020-03-15T00:00")
        // In the last year, months after October are disabled; the day clamps to the 10th in October.
        events += try p.select(item: 1, inComponent: year)
        t = Self.settle(&p, from: t, events: &events)
        events += try p.select(item: 9, inComponent: month)
        t = Self.settle(&p, from: t, events: &events)
        #expect(model.value(for: p.selections).description == "2021-10-10T00:00")
        #expect(try !p.wheels[month].item(at: 10).isEnabled)
        for s in Self.valueChanges(events) {
            #expect(model.value(for: s) >= model.minimum && model.value(for: s) <= model.maximum)
        }
    }

    @Test func keysMoveTheFocusAndTheFocusedComponent() throws {
        let model = try DatePickerModel()
        var p = try Self.datePicker(
            model, at: DateTimeValue(year: 2024, month: 3, day: 10, hour: 12, minute: 30))
        var events = p.handle(.key(.right, time: 0))
        #expect(events.contains(.focusChanged(1)) && p.focusedComponent == 1)
        events += p.handle(.key(.down, time: 0.01))
        var t = Self.settle(&p, from: 0.01, events: &events)
        #expect(model.value(for: p.selections).fields.month == 4)
        events += p.handle(.key(.right, time: t))
        events += p.handle(.key(.end, time: t))
        t = Self.settle(&p, from: t, events: &events)
        #expect(model.value(for: p.selections).description == "2024-04-30T12:30")
        #expect(p.moveFocus(forward: true) == [.focusChanged(3)])
        #expect(p.moveFocus(forward: true) == [.focusChanged(4)])
        #expect(p.moveFocus(forward: true).isEmpty)  // the last component: the host moves on
        _ = p.handle(.key(.left, time: t))
        #expect(p.focusedComponent == 3)
        #expect(Self.valueChanges(events).count == 2)
    }

    @Test func eachComponentIsASpinButtonNamedByItsRole() throws {
        let model = try DatePickerModel()
        var p = try Self.datePicker(model, at: DateTimeValue(year: 2024, month: 3, day: 29))
        let root = SemanticsNode.ID(40)
        let tree = p.semantics(id: root, name: "Date", focused: true)
        #expect(tree.root.role == .group && tree.root.children.count == 5)
        let names = tree.root.children.compactMap { tree[$0]?.name }
        #expect(names == ["Year", "Month", "Day", "Hour", "Minute"])
        let month = try #require(tree[PickerController.componentID(1, root: root)])
        #expect(month.role == .adjustable && month.value?.hasPrefix("March") == true)
        #expect(tree[PickerController.componentID(2, root: root)]?.value?.hasPrefix("29") == true)
        #expect(tree[PickerController.componentID(0, root: root)]?.states.contains(.focused) == true)
        var events = p.perform(.increment, on: PickerController.componentID(1, root: root), root: root, at: 0)
        _ = Self.settle(&p, from: 0, events: &events)
        #expect(model.value(for: p.selections).description == "2024-04-29T00:00")
        _ = p.perform(.focus, on: PickerController.componentID(2, root: root), root: root, at: 1)
        #expect(p.focusedComponent == 2)
    }

    @Test func pointersGoToTheComponentTheyPressedAndTwoTurnAtOnce() throws {
        let model = try DatePickerModel()
        var p = try Self.datePicker(
            model, at: DateTimeValue(year: 2024, month: 6, day: 15, hour: 12, minute: 30))
        let (hour, minute) = (model.component(of: .hour)!, model.component(of: .minute)!)
        let a = p.wheels[hour].geometry.face
        let b = p.wheels[minute].geometry.face
        var events = p.handle(.pointer(.down, .touch(1), at: Point(x: a.midX, y: a.midY), time: 0))
        events += p.handle(.pointer(.down, .touch(2), at: Point(x: b.midX, y: b.midY), time: 0))
        for k in 1...10 {
            let t = Double(k) / 100
            // Drag up: later hours and minutes come to the selection; the finger crosses columns.
            events += p.handle(
                .pointer(
                    .move, .touch(1), at: Point(x: a.midX + 30 * Double(k), y: a.midY - 8 * Double(k)),
                    time: t))
            events += p.handle(
                .pointer(.move, .touch(2), at: Point(x: b.midX, y: b.midY - 12 * Double(k)), time: t))
        }
        events += p.handle(.pointer(.up, .touch(1), at: Point(x: a.midX + 300, y: a.midY - 80), time: 0.2))
        events += p.handle(.pointer(.up, .touch(2), at: Point(x: b.midX, y: b.midY - 120), time: 0.2))
        _ = Self.settle(&p, from: 0.2, events: &events)
        let v = model.value(for: p.selections).fields
        #expect(v.hour > 12 && v.minute > 30)
        #expect(v.year == 2024 && v.month == 6 && v.day == 15)  // the others did not move
        #expect(p.focusedComponent == minute)  // the last press focused its component
        #expect(Self.valueChanges(events).count == 1)
    }

    @Test func aTwelveHourClockAndAMinuteInterval() throws {
        let model = try DatePickerModel(minuteInterval: 15, uses12HourClock: true)
        #expect(model.fields == [.year, .month, .day, .hour, .minute, .period])
        let v = DateTimeValue(year: 2024, month: 2, day: 29, hour: 13, minute: 44)
        let sel = model.selections(for: .dateTime(v))
        // The nearest step: 13:44 rounds to 13:45 (it used to floor to 13:30).
        #expect(model.value(for: sel).description == "2024-02-29T13:45")
        #expect(model.items(ofComponent: 4, selections: sel).itemCount == 4)
        #expect(model.items(ofComponent: 3, selections: sel).item(at: 0).sectorText == "12")
        #expect(
            model.value(
                for: model.selections(for: .dateTime(DateTimeValue(year: 2024, month: 1, day: 1, hour: 0)))
            ).fields.hour == 0)
        #expect(throws: RangeError.self) { try DatePickerModel(minuteInterval: 7) }
        #expect(throws: RangeError.self) {
            try DatePickerModel(
                minimum: DateTimeValue(year: 2001, month: 1, day: 1),
                maximum: DateTimeValue(year: 2000, month: 1, day: 1))
        }
        #expect(DateTimeValue(iso: "2023-02-29") == nil && DateTimeValue(iso: "2024-02-29T24:00") == nil)
        #expect(DateTimeValue(iso: "2024-02-29T23:59")?.description == "2024-02-29T23:59")
    }
}
