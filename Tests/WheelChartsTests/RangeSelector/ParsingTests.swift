import PropertyBased
import Testing

@testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

@Suite struct DecimalParserTests {
    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("42", 42), ("+42", 42), ("-3.25", -3.25), (".5", 0.5), ("5.", 5),
        ("1e3", 1000), ("1E-3", 0.001), ("2.5e+2", 250), ("39.4", 39.4), ("0.1", 0.1),
        ("123456789012345678901234567890", 1.2345678901234568e29), ("1e-320", 1e-320), ("1e400", .infinity),
        ("0.000000000000000000000000000001", 1e-30), ("9007199254740993", 9_007_199_254_740_992),
    ])
    func parsesNumbers(text: String, expected: Double) {
        let v = DecimalParser.parse(text)
        #expect(v == expected)
        #expect(v?.sign == expected.sign)
    }

    @Test(arguments: [
        "", "-", "+", ".", "e5", "1e", "1e+", "1.2.3", "1,5", "abc", "12a", " 1", "1 ", "0x10", "--1", "nana",
        "in",
    ])
    func rejectsNonNumbers(text: String) {
        #expect(DecimalParser.parse(text) == nil)
    }

    @Test func parsesSpecials() {
        #expect(DecimalParser.parse("nan")!.isNaN)
        #expect(DecimalParser.parse("NaN")!.isNaN)
        #expect(DecimalParser.parse("-inf") == -.infinity)
        #expect(DecimalParser.parse("Infinity") == .infinity)
        #expect(DecimalParser.parse("+INF") == .infinity)
    }

    @Test func roundTripsShortestRepresentations() async {
        await propertyCheck(count: 300, input: Gen.double(in: -1e12...1e12), Gen.int(in: -30...30)) { v, e in
            let x = v * ValueAxisTicks.power(e)
            #expect(DecimalParser.parse(x.description) == x)
        }
    }

    @Test func fastPathAgreesWithStandardLibrary() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999_999_999), Gen.int(in: 0...9)) { m, d in
            let text = "\(m / 1000).\(String(m % 1000))e-\(d)"
            #expect(DecimalParser.parse(text) == Double(text))
        }
    }
}

@Suite struct TimestampParserTests {
    @Test(arguments: [
        ("2010/01/01 00:00", 1_262_304_000.0), ("2010/01/01", 1_262_304_000),
        ("2010/1/1 1:00", 1_262_307_600),
        ("2010/12/31 23:00:30", 1_293_836_430), ("1970-01-01", 0), ("1970-01-01T00:00:01Z", 1),
        ("1970-01-01 00:00:01.5", 1.5), ("1970-01-01T01:00:00+01:00", 0), ("1970-01-01T00:00:00-0130", 5400),
        ("1970-01-01T00:00+02", -7200), ("2000-02-29", 951_782_400), ("1969-12-31T23:59:59z", -1),
        ("1600-03-01", -11_670_912_000), ("2016-12-31T23:59:60Z", 1_483_228_800),
        ("1262304000", 1_262_304_000), ("1262304000.25", 1_262_304_000.25), ("-5", -5),
    ])
    func parsesTimestamps(text: String, expected: Double) {
        #expect(TimestampParser.parse(text) == expected)
    }

    @Test(arguments: [
        "2010/13/01", "2010/00/01", "2010/02/29", "1900-02-29", "2010/04/31", "2010/01/00",
        "2010/01/01 24:00",
        "2010/01/01 12:60", "2010/01/01 12:00:61", "2010/01-01", "10/01/01", "2010/01/01T", "2010-01-01T10",
        "2010-01-01 10:00Q", "2010-01-01T10:00+25:00", "2010-01-01T10:00+01:", "2010-01-01 10:00:00.", "nan",
        "inf", "", "March 5",
    ])
    func rejectsInvalidTimestamps(text: String) {
        #expect(TimestampParser.parse(text) == nil)
    }

    @Test func calendarOnlyModeRejectsNumbers() {
        #expect(TimestampParser.parse("12", allowEpochNumber: false) == nil)
        #expect(TimestampParser.parse("2010-01-01", allowEpochNumber: false) == 1_262_304_000)
    }

    @Test func civilDateRoundTrips() async {
        await propertyCheck(count: 300, input: Gen.int(in: -1_000_000...1_000_000), Gen.int(in: 0...86_399)) {
            day, sec in
            let t = Double(day) * 86_400 + Double(sec)
            let c = CivilDate(epochSeconds: t)!
            #expect(c.isValid)
            #expect(c.epochSeconds == t)
            #expect(CivilDate.days(fromCivil: c.year, c.month, c.day) == day)
            #expect(c.hour * 3600 + c.minute * 60 + Int(c.second) == sec)
            // The parser agrees for years 1...9999, its valid range (year 0 is not a timestamp).
            if (1...9999).contains(c.year) {
                let text =
                    "\(String(repeating: "0", count: 4 - String(c.year).count))\(c.year)-\(c.month)-\(c.day) \(c.hour):\(TimeAxisTicks.twoDigits(c.minute)):\(TimeAxisTicks.twoDigits(Int(c.second)))"
                #expect(TimestampParser.parse(text) == t)
            }
        }
    }

    @Test func civilDateBasics() {
        #expect(CivilDate(epochSeconds: 0) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(
            CivilDate(epochSeconds: -0.5)
                == CivilDate(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59.5))
        #expect(CivilDate(year: 2010, month: 3, day: 1).weekday == 1)  // a Monday
        #expect(CivilDate(year: 1970, month: 1, day: 1).weekday == 4)  // a Thursday
        #expect(CivilDate(epochSeconds: .nan) == nil)
        #expect(CivilDate(epochSeconds: 1e300) == nil)
        #expect(CivilDate.isLeapYear(2000) && !CivilDate.isLeapYear(1900) && CivilDate.isLeapYear(2024))
        #expect(!CivilDate(year: 2010, month: 2, day: 29).isValid)
    }
}
