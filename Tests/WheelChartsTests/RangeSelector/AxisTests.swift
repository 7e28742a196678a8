import PropertyBased
import Testing

@testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

@Suite struct NumberFormattingTests {
    @Test(arguments: [
        (0.0, 2, "0.00"), (-0.0, 0, "0"), (1.0, 0, "1"), (2.675, 2, "2.68"), (0.125, 2, "0.13"),
        (-0.125, 2, "-0.13"),
        (-0.001, 2, "0.00"), (-0.005, 2, "-0.01"), (9.999, 2, "10.00"), (99.5, 0, "100"), (0.5, 0, "1"),
        (0.4, 0, "0"),
        (1234567.891, 1, "1234567.9"), (1e-7, 8, "0.00000010"), (6e-5, 4, "0.0001"),
        (1e21, 0, "1000000000000000000000"),
        (0.1 + 0.2, 2, "0.30"), (-12.5, -3, "-13"), (3.14159, 3, "3.142"), (5e-324, 2, "0.00"),
        (123, 2, "123.00"),
        (.nan, 2, "nan"), (.infinity, 1, "inf"), (-.infinity, 1, "-inf"),
    ])
    func formats(value: Double, decimals: Int, expected: String) {
        #expect(NumberFormatting.format(value, decimals: decimals) == expected)
    }

    @Test(arguments: [
        (0.25, 2), (2.5, 1), (5.0, 0), (1e-7, 7), (0.1, 1), (1000, 0), (0.0, 0), (Double.nan, 0), (0.05, 2),
    ])
    func decimalsForStep(step: Double, expected: Int) {
        #expect(NumberFormatting.decimals(forStep: step) == expected)
    }

    @Test func formattedValuesParseBackWithinHalfUnit() async {
        await propertyCheck(count: 300, input: Gen.double(in: -1e6...1e6), Gen.int(in: 0...6)) { v, d in
            let text = NumberFormatting.format(v, decimals: d)
            let back = DecimalParser.parse(text)!
            #expect(abs(back - v) <= 0.5 * ValueAxisTicks.power(-d) * (1 + 1e-9) + abs(v) * 1e-15)
            let dot = text.firstIndex(of: ".")
            #expect((dot.map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0) == d)
        }
    }
}

@Suite struct ValueAxisTicksTests {
    @Test func typicalRange() {
        let t = ValueAxisTicks(covering: 31.2, 78.9, targetCount: 5)
        #expect(t.step == 10)
        #expect(t.values == [30, 40, 50, 60, 70, 80])
        #expect(t.labels == ["30", "40", "50", "60", "70", "80"])
    }

    @Test func fractionalStepsPrintExactly() {
        let t = ValueAxisTicks(covering: 0, 1, targetCount: 11)
        #expect(t.step == 0.1 && t.decimals == 1)
        #expect(t.values[3] == 0.3)
        #expect(t.labels.last == "1.0")
        let q = ValueAxisTicks(covering: 0, 10, targetCount: 4)
        #expect(q.step == 2.5 && q.labels == ["0.0", "2.5", "5.0", "7.5", "10.0"])
    }

    @Test func degenerateAndBadInput() {
        let zero = ValueAxisTicks(covering: 0, 0)
        #expect(zero.lower <= -1 && zero.upper >= 1)
        let flat = ValueAxisTicks(covering: 50, 50)
        #expect(flat.lower < 50 && flat.upper > 50 && flat.values.count >= 2)
        let nan = ValueAxisTicks(covering: .nan, .nan)
        #expect(nan.values.allSatisfy { $0.isFinite } && nan.values.count >= 2)
        let oneNaN = ValueAxisTicks(covering: .nan, 3)
        #expect(oneNaN.lower < 3 && oneNaN.upper > 3)
        let inf = ValueAxisTicks(covering: -.infinity, .infinity)
        #expect(inf.values.allSatisfy { $0.isFinite } && !inf.values.isEmpty)
        let reversed = ValueAxisTicks(covering: 10, -10)
        #expect(reversed.lower <= -10 && reversed.upper >= 10)
        #expect(ValueAxisTicks(covering: -0.4, -0.1).values.allSatisfy { $0.sign == .minus || $0 == 0 })
        #expect(!ValueAxisTicks(covering: -1, 1).values.contains { $0 == 0 && $0.sign == .minus })
    }

    @Test func propertiesAcrossMagnitudes() async {
        await propertyCheck(
            count: 300, input: Gen.double(in: -1...1), Gen.double(in: 0...1), Gen.int(in: -12...12),
            Gen.int(in: 2...12)
        ) {
            a, w, e, n in
            let scale = ValueAxisTicks.power(e)
            let y0 = a * scale
            let y1 = (a + w) * scale
            let t = ValueAxisTicks(covering: y0, y1, targetCount: n)
            #expect(t.lower <= y0 && t.upper >= y1)
            #expect(t.values.count >= 2 && t.values.count <= 2 * n + 2)
            #expect(zip(t.values, t.values.dropFirst()).allSatisfy { $0 < $1 })
            // The step is 1, 2, 2.5 or 5 times a power of ten.
            let lg = (t.step.description.split(separator: "e").first).flatMap { Double($0) } ?? t.step
            var m = lg
            while m >= 10 { m /= 10 }
            while m < 1 { m *= 10 }
            #expect([1, 2, 2.5, 5].contains { abs($0 - m) < 1e-9 })
            #expect(Set(t.labels).count == t.labels.count)  // labels distinguish ticks
        }
    }
}

@Suite struct TimeAxisTicksTests {
    let jan1: Double = 1_262_304_000  // 2010-01-01T00:00Z (a Friday)

    @Test func hourTicksWithDateAtMidnight() {
        let t = TimeAxisTicks(range: (jan1 + 20 * 3600)...(jan1 + 30 * 3600), width: 800, minSpacing: 70)
        #expect(t.step == .hours(1))
        #expect(t.ticks.first?.label == "20:00")
        #expect(t.ticks.contains { $0.label == "Jan 2" && $0.isMajor && $0.x == jan1 + 86_400 })
        #expect(t.ticks.last?.label == "06:00")
    }

    @Test func yearBoundaryShowsYear() {
        let t = TimeAxisTicks(range: (jan1 - 6 * 3600)...(jan1 + 6 * 3600), width: 600, minSpacing: 80)
        #expect(t.step == .hours(2))
        #expect(t.ticks.contains { $0.x == jan1 && $0.label == "2010" })
    }

    /// Tick density follows the space: a 72-day view across an 800-point window's plot gets a
    /// label every week (the issue saw two), and a narrow plot fewer but at least two.
    @Test func tickDensityFollowsTheWidth() {
        let jan1 = 1_262_304_000.0
        let wide = TimeAxisTicks(range: jan1...(jan1 + 72 * 86_400), width: 800 - 52 - 48)
        #expect(wide.ticks.count >= 9, "\(wide.ticks.count) ticks")
        let narrow = TimeAxisTicks(range: jan1...(jan1 + 72 * 86_400), width: 380)
        #expect(narrow.ticks.count >= 2 && narrow.ticks.count < wide.ticks.count)
        // Calendar steps vary (months, the 16th): no two labels closer than half the spacing (points).
        for (t, width) in [(wide, 700.0), (narrow, 380.0)] {
            for (a, b) in zip(t.ticks, t.ticks.dropFirst()) {
                #expect((b.x - a.x) / (72 * 86_400) * width >= TimeAxisTicks.defaultMinSpacing * 0.5)
            }
        }
    }

    /// Semi-monthly ticks (the 1st and the 16th) keep February's 16th: `-` twice in the
    /// range scene, panned to the start of 2010, showed Jan 16, Feb 1, Mar 1, Mar 16 with a
    /// double-width hole where Feb 16 belongs. Every month has both ticks, in leap years too.
    @Test(arguments: [2010, 2012])
    func semiMonthlyTicksKeepFebruarysSixteenth(_ year: Int) {
        let start = Double(CivilDate.days(fromCivil: year, 1, 1)) * 86_400
        let t = TimeAxisTicks(range: start...(start + 365 * 86_400), width: 1700)
        #expect(t.step == .days(15))
        let days = t.ticks.map { CivilDate(epochSeconds: $0.x)! }
        for month in 1...12 {
            #expect(days.contains { $0.month == month && $0.day == 1 }, "\(year)-\(month)-01")
            #expect(days.contains { $0.month == month && $0.day == 16 }, "\(year)-\(month)-16")
        }
        #expect(days.allSatisfy { $0.day == 1 || $0.day == 16 })
        #expect(t.ticks.map(\.label).contains("Feb 16"))
    }

    @Test func dayWeekMonthYearSteps() {
        let days = TimeAxisTicks(range: jan1...(jan1 + 10 * 86_400), width: 1000, minSpacing: 80)
        #expect(days.step == .days(1))
        #expect(days.ticks.map(\.label).prefix(3) == ["2010", "Jan 2", "Jan 3"])
        let twoDays = TimeAxisTicks(range: jan1...(jan1 + 40 * 86_400), width: 1000, minSpacing: 40)
        #expect(twoDays.step == .days(2))
        #expect(
            twoDays.ticks.map(\.label).contains("Jan 29") && !twoDays.ticks.map(\.label).contains("Jan 31"))
        #expect(twoDays.ticks.map(\.label).contains("Feb 1"))
        let weeks = TimeAxisTicks(range: jan1...(jan1 + 70 * 86_400), width: 800, minSpacing: 70)
        #expect(weeks.step == .weeks)
        #expect(weeks.ticks.first?.label == "Jan 4")  // first Monday of 2010
        #expect(weeks.ticks.allSatisfy { CivilDate(epochSeconds: $0.x)!.weekday == 1 })
        let months = TimeAxisTicks(
            range: (jan1 + 40 * 86_400)...(jan1 + 500 * 86_400), width: 800, minSpacing: 60)
        #expect(months.step == .months(2))
        #expect(months.ticks.first?.label == "Mar 2010")
        #expect(months.ticks.contains { $0.label == "2011" && $0.isMajor })
        #expect(months.ticks.contains { $0.label == "May" })
        let years = TimeAxisTicks(range: 0...(jan1 * 2), width: 800, minSpacing: 80)
        #expect(years.step == .years(10))
        #expect(years.ticks.map(\.label).prefix(2) == ["1970", "1980"])
    }

    @Test func secondsTicks() {
        let t = TimeAxisTicks(range: (jan1 + 10)...(jan1 + 70), width: 600, minSpacing: 80)
        #expect(t.step == .seconds(10))
        #expect(t.ticks.first?.label == "00:00:10")
    }

    @Test func degenerateInput() {
        #expect(TimeAxisTicks(range: jan1...jan1, width: 800).ticks.isEmpty)
        #expect(TimeAxisTicks(range: 0...100, width: 0).ticks.isEmpty)
        #expect(TimeAxisTicks(range: 0...100, width: .nan).ticks.isEmpty)
        #expect(TimeAxisTicks(range: -Double.infinity...0, width: 100).ticks.isEmpty)
        #expect(TimeAxisTicks(range: 0...1e300, width: 100).ticks.isEmpty)
        let huge = TimeAxisTicks(range: -1e13...1e13, width: 1000)
        #expect(!huge.ticks.isEmpty && huge.ticks.count <= 20)
    }

    @Test func ticksAreInRangeSortedOnBoundariesAndSpaced() async {
        await propertyCheck(
            count: 300, input: Gen.double(in: -3e9...3e9), Gen.double(in: 0...9), Gen.double(in: 100...2000)
        ) {
            start, logSpan, width in
            let span =
                ValueAxisTicks.power(Int(logSpan)) * (1 + logSpan.truncatingRemainder(dividingBy: 1) * 9)
            let range = start...(start + span)
            let t = TimeAxisTicks(range: range, width: width, minSpacing: 60)
            guard let step = t.step else {
                Issue.record("no step")
                return
            }
            #expect(t.ticks.allSatisfy { range.contains($0.x) })
            #expect(zip(t.ticks, t.ticks.dropFirst()).allSatisfy { $0.x < $1.x })
            // Spacing: at least the minimum for fixed steps, and not absurdly dense for calendar ones.
            let pxPerSecond = width / span
            let minGap =
                zip(t.ticks, t.ticks.dropFirst()).map { ($1.x - $0.x) * pxPerSecond }.min() ?? .infinity
            #expect(minGap >= 60 * 0.45)
            #expect(t.ticks.count <= Int(width / 60 * 1.2) + 2)
            for tick in t.ticks {
                let c = CivilDate(epochSeconds: tick.x)!
                switch step {
                case .seconds(let n): #expect(Int(c.second) % n == 0 && c.second == c.second.rounded())
                case .minutes(let n): #expect(c.second == 0 && c.minute % n == 0)
                case .hours(let n): #expect(c.second == 0 && c.minute == 0 && c.hour % n == 0)
                case .days, .weeks: #expect(c.hour == 0 && c.minute == 0 && c.second == 0)
                case .months(let n): #expect(c.day == 1 && c.hour == 0 && (c.month - 1) % n == 0)
                case .years(let n): #expect(c.day == 1 && c.month == 1 && c.year % n == 0)
                }
            }
        }
    }
}

/// Issue 14, point 11: values near the largest double give short labels, not 300 digits.
@Suite struct ExtremeAxisLabelTests {
    @Test func hugeValuesUseScientificNotation() {
        let t = ValueAxisTicks(covering: 1.7e308, 1.79e308)
        #expect(t.labels.allSatisfy { $0.count <= 24 }, "\(t.labels)")
        #expect(t.labels.allSatisfy { $0.contains("e") })
        #expect(Set(t.labels).count == t.labels.count, "labels repeat: \(t.labels)")
        let mixed = ValueAxisTicks(covering: -1e300, 1e300)
        #expect(mixed.labels.allSatisfy { $0.count <= 24 }, "\(mixed.labels)")
    }

    /// Issue 39: a file of 1e308, -1e308 and 1 gives an axis that contains the data, labels of
    /// at most 10 characters, and a readout of 1 that says 1.
    @Test func theLargestValuesFitTheAxisWithShortLabels() {
        let t = ValueAxisTicks(covering: -1e308, 1e308, targetCount: 8)
        #expect(t.lower <= -1e308 && t.upper >= 1e308, "\(t.values)")
        #expect(t.values.allSatisfy { $0.isFinite })
        #expect(t.labels.allSatisfy { $0.count <= 10 }, "\(t.labels)")
        #expect(Set(t.labels).count == t.labels.count, "labels repeat: \(t.labels)")
        #expect(t.labels.contains("0"))
        #expect(t.readout(1) == "1.0")
        #expect(t.readout(1e308) == "1e308")
        #expect(t.readout(-1.234567e308) == "-1.235e308")
        let top = ValueAxisTicks(covering: 0, .greatestFiniteMagnitude)
        #expect(top.upper == .greatestFiniteMagnitude && top.labels.allSatisfy { $0.count <= 10 }, "\(top.labels)")
        #expect(ValueAxisTicks.scientific(9.9996e10, significantDigits: 3) == "1e11")
    }

    @Test func tinyStepsUseScientificNotationAndOrdinaryOnesDoNot() {
        let tiny = ValueAxisTicks(covering: 1e-12, 5e-12)
        #expect(tiny.labels.allSatisfy { $0.count <= 24 && $0.contains("e") }, "\(tiny.labels)")
        #expect(Set(tiny.labels).count == tiny.labels.count)
        let plain = ValueAxisTicks(covering: 0, 100)
        #expect(plain.labels == ["0", "20", "40", "60", "80", "100"] || plain.labels.allSatisfy { !$0.contains("e") })
    }
}
