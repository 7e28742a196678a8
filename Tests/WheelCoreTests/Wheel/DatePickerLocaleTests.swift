import Testing
import WheelLocale

@testable import WheelCore

/// Issue 48, items 1 and 3: the date picker takes a locale: its order, names, clock and digits,
/// mirrored in a right-to-left locale; the hour cycle follows the locale unless the host says.
@Suite struct DatePickerLocaleTests {
    static let value = DatePickerValue.dateTime(DateTimeValue(year: 2024, month: 2, day: 29, hour: 9, minute: 41))

    /// The texts the components show for `value`, left to right.
    func texts(_ model: DatePickerModel, _ value: DatePickerValue = value) throws -> [String] {
        let selections = model.selections(for: value)
        return model.fields.indices.map { i in
            model.items(ofComponent: i, selections: selections).item(at: selections[i]).sectorText
        }
    }

    @Test func theNeutralLookIsUnchanged() throws {
        let model = try DatePickerModel(mode: .dateAndTime)
        #expect(model.fields == [.year, .month, .day, .hour, .minute])
        #expect(try texts(model) == ["2024", "February", "29", "09", "41"])
        let twelve = try DatePickerModel(mode: .dateAndTime, uses12HourClock: true)
        #expect(try texts(twelve) == ["2024", "February", "29", "9", "41", "AM"])
    }

    @Test func germanIsDayMonthYearOnA24HourClock() throws {
        let model = try DatePickerModel(mode: .dateAndTime, locale: DateLocale(localeIdentifier: "de_DE"))
        #expect(model.fields == [.day, .month, .year, .hour, .minute])
        #expect(try texts(model) == ["29", "Februar", "2024", "09", "41"])
        #expect(!model.uses12HourClock)
    }

    @Test func americanEnglishIsMonthDayYearOnA12HourClock() throws {
        let us = try DateLocale(localeIdentifier: "en_US")
        let model = try DatePickerModel(mode: .dateAndTime, locale: us)
        #expect(model.fields == [.month, .day, .year, .hour, .minute, .period])
        #expect(try texts(model) == ["February", "29", "2024", "9", "41", "AM"])
        // The host's 24 hours win over the locale's clock.
        let forced = try DatePickerModel(mode: .dateAndTime, uses12HourClock: false, locale: us)
        #expect(forced.fields == [.month, .day, .year, .hour, .minute])
        #expect(try texts(forced)[3] == "09")
    }

    @Test func japaneseIsYearFirstWithItsSuffixes() throws {
        let model = try DatePickerModel(mode: .date, locale: DateLocale(localeIdentifier: "ja_JP"))
        #expect(model.fields == [.year, .month, .day])
        #expect(try texts(model) == ["2024年", "2月", "29日"])
    }

    @Test func koreanPutsTheDayPeriodBeforeTheHour() throws {
        let model = try DatePickerModel(mode: .time, locale: DateLocale(localeIdentifier: "ko_KR"))
        #expect(model.fields == [.period, .hour, .minute])
        let pm = DatePickerValue.time(hour: 15, minute: 5, second: 0)
        #expect(try texts(model, pm) == ["오후", "3", "05"])
        // The value is the same whatever the order: the model reads fields by name.
        #expect(model.value(for: model.selections(for: pm)) == pm)
    }

    @Test func arabicIsMirroredWithArabicNames() throws {
        let ar = try DateLocale(localeIdentifier: "ar")
        let model = try DatePickerModel(mode: .date, locale: ar)
        // Read right to left: day, month, year; seen left to right: year, month, day.
        #expect(ar.dateOrder == [.day, .month, .year])
        #expect(model.fields == [.year, .month, .day])
        #expect(try texts(model)[1] == "فبراير")
        let eg = try DatePickerModel(mode: .date, locale: DateLocale(localeIdentifier: "ar_EG"))
        #expect(try texts(eg)[0] == "٢٠٢٤")
    }

    @Test func aMonthYearPickerFollowsTheLocaleWithoutADay() throws {
        let model = try DatePickerModel(mode: .monthYear, locale: DateLocale(localeIdentifier: "en_US"))
        #expect(model.fields == [.month, .year])
        let hu = try DatePickerModel(mode: .monthYear, locale: DateLocale(localeIdentifier: "hu_HU"))
        #expect(hu.fields == [.year, .month])
        #expect(try texts(hu) == ["2024.", "február"])
    }

    @Test func aBadHandFilledLocaleIsRefused() {
        var l = DateLocale.iso
        l.dayPeriods = ["AM"]
        #expect(throws: RangeError.self) { try DatePickerModel(locale: l) }
    }

    @Test func aDurationIgnoresTheLocalesClock() throws {
        let model = try DatePickerModel(mode: .duration, locale: DateLocale(localeIdentifier: "en_US"))
        #expect(model.fields == [.hour, .minute])
        #expect(try texts(model, .duration(seconds: 5400)) == ["01", "30"])
    }

    @Test func componentsWidenForTheLocalesTexts() throws {
        let value = Self.value
        let iso = try DatePickerModel(mode: .dateAndTime, uses12HourClock: true)
        #expect(try iso.components(showing: value).map(\.width) == [110, 170, 80, 80, 80, 80])
        // "2024年" and "29日" need more room than "2024" and "29"; "오전" than "AM".
        let ja = try DatePickerModel(mode: .date, locale: DateLocale(localeIdentifier: "ja_JP"))
        let w = try ja.components(showing: value).map(\.width)
        #expect(w[0] > 110 && w[2] > 80 && w[1] == 170)
        let ko = try DatePickerModel(mode: .time, locale: DateLocale(localeIdentifier: "ko_KR"))
        #expect(try ko.components(showing: .time(hour: 9, minute: 41, second: 0))[0].width > 80)
    }
}
