import Testing
import WheelLocale

@testable import WheelCharts

/// Issue 48: the range selector's time axis, readouts and accessible values speak the locale.
@Suite struct TimeAxisLocaleTests {
    /// 2010-03-01T00:00Z.
    static let march = 1_267_401_600.0

    func labels(_ span: Double, width: Double, _ locale: DateLocale, from t: Double = march) -> [String] {
        TimeAxisTicks(range: t...(t + span), width: width, locale: locale).ticks.map(\.label)
    }

    @Test func theNeutralLookIsUnchanged() {
        #expect(labels(10 * 86_400, width: 800, .iso).prefix(2) == ["Mar 1", "Mar 2"])
        #expect(labels(6 * 3600, width: 800, .iso).contains("03:00"))
    }

    @Test func germanPutsTheDayFirstWithGermanMonths() throws {
        let de = try DateLocale(localeIdentifier: "de_DE")
        let l = labels(10 * 86_400, width: 800, de)
        #expect(l.first == "1 \(de.shortMonthNames[2])")
        #expect(de.shortMonthNames[2].hasPrefix("Mär"))
        // Months: the first tick names its year, in the locale's order.
        let months = labels(300 * 86_400, width: 800, de, from: Self.march + 86_400)
        #expect(months.first == "\(de.shortMonthNames[3]) 2010")
    }

    @Test func americanHoursAreOnA12HourClock() throws {
        let us = try DateLocale(localeIdentifier: "en_US")
        let l = labels(24 * 3600, width: 1200, us, from: Self.march + 3600)
        #expect(l.contains("2:00 PM"))
        #expect(l.contains("10:00 AM"))
        let ko = try DateLocale(localeIdentifier: "ko_KR")
        #expect(labels(24 * 3600, width: 1200, ko, from: Self.march + 3600).contains("오후 2:00"))
    }

    @Test func japaneseYearsAndMonthsCarryTheirSuffixes() throws {
        let ja = try DateLocale(localeIdentifier: "ja_JP")
        #expect(labels(20 * 365 * 86_400, width: 600, ja).contains("2020年"))
        let months = labels(300 * 86_400, width: 800, ja, from: Self.march + 86_400)
        #expect(months.first == "2010年 4月")
    }

    @Test func readoutsAndAccessibleValuesUseTheLocale() throws {
        let de = try DateLocale(localeIdentifier: "de_DE")
        let t = Self.march + 14 * 3600 + 30 * 60
        #expect(RangeChartRenderer.dateTime(t) == "2010-03-01 14:30")
        #expect(RangeChartRenderer.dateTime(t, locale: de) == "1 \(de.shortMonthNames[2]) 2010 14:30")
        let us = try DateLocale(localeIdentifier: "en_US")
        #expect(RangeChartRenderer.dateTime(t, locale: us) == "Mar 1 2010 2:30 PM")
    }

    @Test func aBadLocaleIsRefusedByTheConfiguration() {
        var c = RangeSelectorConfiguration()
        c.locale.digits = ["0"]
        let names = RangeSelectorLimits.problems(of: c).map(\.name)
        #expect(names == ["locale.digits.count"])
    }
}
