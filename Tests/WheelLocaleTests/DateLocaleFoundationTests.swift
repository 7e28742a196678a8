import Foundation
import Testing
import WheelLocale
import WheelPrimitives

/// Issue 48, item 1: a locale for dates, as a value the engine takes, filled from Foundation's
/// ICU data for any locale identifier.
@Suite struct DateLocaleFoundationTests {
    /// What people of each locale expect, written down by hand (CLDR's data as Foundation
    /// ships it on Linux).
    @Test(arguments: [
        ("en_US", [DateLocale.Field.month, .day, .year], DateLocale.HourCycle.h12, false, "February"),
        ("en_GB", [.day, .month, .year], .h23, false, "February"),
        ("de_DE", [.day, .month, .year], .h23, false, "Februar"),
        ("ja_JP", [.year, .month, .day], .h23, false, "2月"),
        ("zh_CN", [.year, .month, .day], .h23, false, "二月"),
        ("ko_KR", [.year, .month, .day], .h12, true, "2월"),
        ("hu_HU", [.year, .month, .day], .h23, false, "február"),
        ("lt_LT", [.year, .month, .day], .h23, false, "vasaris"),
        ("pl_PL", [.day, .month, .year], .h23, false, "luty"),
        ("ar", [.day, .month, .year], .h12, false, "فبراير"),
        ("he_IL", [.day, .month, .year], .h23, false, "פברואר"),
    ])
    func goldenLocales(
        id: String, order: [DateLocale.Field], cycle: DateLocale.HourCycle, periodFirst: Bool, february: String
    ) throws {
        let l = try DateLocale(localeIdentifier: id)
        try l.validate()
        #expect(l.dateOrder == order, "\(id)")
        #expect(l.hourCycle == cycle, "\(id)")
        #expect(l.dayPeriodFirst == periodFirst, "\(id)")
        #expect(l.standaloneMonthNames[1] == february, "\(id)")
        #expect(l.isRightToLeft == (id == "ar" || id == "he_IL"), "\(id)")
    }

    @Test func affixesDigitsAndTheTimeOrder() throws {
        let ja = try DateLocale(localeIdentifier: "ja_JP")
        #expect(ja.yearText(2024) == "2024年")
        #expect(ja.dayText(3) == "3日")
        #expect(ja.dayPeriods == ["午前", "午後"])
        let ko = try DateLocale(localeIdentifier: "ko_KR")
        #expect(ko.timeOrder() == [.period, .hour, .minute])
        #expect(ko.timeOrder(cycle: .h23, seconds: true) == [.hour, .minute, .second])
        let us = try DateLocale(localeIdentifier: "en_US")
        #expect(us.timeOrder() == [.hour, .minute, .period])
        #expect(us.hourText(0) == "12" && us.hourText(13) == "1")
        #expect(us.hourText(13, cycle: .h23) == "13")
        let hu = try DateLocale(localeIdentifier: "hu_HU")
        #expect(hu.yearText(2024) == "2024.")
        let eg = try DateLocale(localeIdentifier: "ar_EG")
        #expect(eg.number(2024) == "٢٠٢٤")
        #expect(eg.isRightToLeft)
        let de = try DateLocale(localeIdentifier: "de_DE")
        #expect(de.hourText(9) == "09" && de.dayText(2) == "2")
    }

    @Test func spellingsOfOneLocaleAgree() throws {
        let de = try DateLocale(localeIdentifier: "de_DE")
        #expect(try DateLocale(localeIdentifier: "de-DE") == de)
        #expect(try DateLocale(localeIdentifier: "de_DE.UTF-8") == de)
        #expect(try DateLocale(localeIdentifier: "de_DE@euro") == de)
        #expect(try DateLocale(localeIdentifier: "C") == .iso)
        #expect(try DateLocale(localeIdentifier: "en_US_POSIX") == .iso)
    }

    @Test func unknownIdentifiersAreRefused() {
        for bad in ["xx_YY", "klingon", "de_DE; rm", "../de"] {
            #expect(throws: UnknownLocaleError(identifier: bad)) { try DateLocale(localeIdentifier: bad) }
        }
        #expect(UnknownLocaleError(identifier: "xx").description.hasPrefix("unknown locale 'xx'"))
    }

    @Test func theEnvironmentPicksTheLocale() {
        #expect(DateLocale.fromEnvironment([:]) == .iso)
        #expect(DateLocale.fromEnvironment(["LANG": "de_DE.UTF-8"]).identifier == "de_DE")
        #expect(DateLocale.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_TIME": "ja_JP.UTF-8"]).identifier == "ja_JP")
        #expect(DateLocale.fromEnvironment(["LC_ALL": "en_GB", "LC_TIME": "ja_JP"]).identifier == "en_GB")
        #expect(DateLocale.fromEnvironment(["LC_ALL": "", "LANG": "C.UTF-8"]) == .iso)
        #expect(DateLocale.fromEnvironment(["LANG": "xx_YY"]) == .iso)
    }

    @Test func aHandFilledLocaleIsChecked() {
        var l = DateLocale.iso
        l.dateOrder = [.year, .year, .day]
        l.monthNames = Array(l.monthNames.prefix(11))
        l.digits[3] = ""
        l.yearPattern = "y"
        do {
            try l.validate()
            Issue.record("accepted")
        } catch {
            #expect(error.values.map(\.name) == ["dateOrder", "monthNames.count", "digits[3]", "yearPattern"])
            #expect(error.description.contains("monthNames.count must be in 12...12, got 11"))
        }
    }

    static let fortyLocales = [
        "en_US", "en_GB", "en_AU", "en_CA", "en_IN", "de_DE", "de_AT", "de_CH", "fr_FR", "fr_CA",
        "es_ES", "es_MX", "it_IT", "pt_BR", "pt_PT", "nl_NL", "sv_SE", "da_DK", "nb_NO", "fi_FI",
        "pl_PL", "cs_CZ", "sk_SK", "hu_HU", "ro_RO", "ru_RU", "uk_UA", "tr_TR", "el_GR", "lt_LT",
        "lv_LV", "et_EE", "ja_JP", "zh_CN", "zh_TW", "ko_KR", "vi_VN", "id_ID", "ar", "ar_EG",
        "he_IL", "fa_IR", "ur_PK", "hi_IN", "th_TH",
    ]

    /// The order and the clock agree with how Foundation itself writes a long date and a short
    /// time in each locale (a check that does not read the patterns the value is built from).
    @Test(arguments: fortyLocales) func orderAndClockMatchFoundationsOwnFormats(id: String) throws {
        let l = try DateLocale(localeIdentifier: id)
        try l.validate()
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let date = utc.date(from: DateComponents(year: 2024, month: 2, day: 23, hour: 13, minute: 5))!
        let f = DateFormatter()
        f.locale = Locale(identifier: id)
        f.calendar = utc
        f.timeZone = utc.timeZone
        f.dateStyle = .long
        f.timeStyle = .none
        let long = f.string(from: date)
        func position(_ candidates: [String]) -> String.Index? {
            candidates.lazy.compactMap { long.range(of: $0)?.lowerBound }.first
        }
        let year = position([l.number(2024), "2024"])
        let month = position([l.monthNames[1], l.standaloneMonthNames[1], l.shortMonthNames[1], l.number(2)])
        let day = position([l.number(23), "23"])
        let found = [(DateLocale.Field.year, year), (.month, month), (.day, day)]
        try #require(found.allSatisfy { $0.1 != nil }, "\(id): \(long)")
        #expect(found.sorted { $0.1! < $1.1! }.map(\.0) == l.dateOrder, "\(id): \(long)")
        f.dateStyle = .none
        f.timeStyle = .short
        let short = f.string(from: date)
        let says13 = short.contains(l.number(13)) || short.contains("13")
        #expect(says13 == !l.hourCycle.usesDayPeriod, "\(id): \(short)")
        if l.hourCycle.usesDayPeriod, let p = short.range(of: l.dayPeriods[1]), let h = short.range(of: l.number(1)) {
            #expect((p.lowerBound < h.lowerBound) == l.dayPeriodFirst, "\(id): \(short)")
        }
    }
}
