import SeriesIO
import WheelMotion
import WheelPrimitives

/// Calendar-aware ticks for a time axis over `x0...x1` (epoch seconds, UTC).
///
/// The step is the finest ``TimeStep`` whose typical spacing in points is at least
/// `minSpacing`; ticks sit on round calendar boundaries (whole minutes, midnight, Mondays,
/// the 1st of a month, January 1st). Labels depend on the step:
/// - seconds: `"14:05:30"`; minutes and hours: `"14:00"`; at midnight the date, `"Mar 5"`;
/// - days and weeks: `"Mar 5"`;
/// - months: `"Mar"`, the first tick `"Mar 2010"` (when not January);
/// - years: `"2010"`.
/// For every step below a year, a tick on January 1st 00:00 is labelled with the year alone.
/// The names, the order of day and month, the clock and the digits are the ``locale``'s (the
/// examples above are `DateLocale.iso`'s; `de_DE` writes "5 Mär.", `en_US` "2 PM").
package struct TimeAxisTicks: Hashable, Sendable {
    /// The locale the labels are written in.
    package var locale: DateLocale = .iso
    /// Default minimum distance between ticks, in points: the widest usual label ("Mar 15",
    /// "14:05:30" at 11 points) and a gap, so the tick density follows the space available.
    package static let defaultMinSpacing = 64.0
    /// Safety bound on the number of ticks produced.
    package static let maxTicks = 2000

    /// The chosen step, or nil when the input was degenerate (no ticks).
    public var step: TimeStep?
    /// The ticks inside `x0...x1`, increasing.
    public var ticks: [TimeTick]

    /// Ticks for the visible range `x0...x1` (epoch seconds) drawn across `width` points.
    /// Empty when the range is empty, reversed, non-finite, or beyond ±`CivilDate.maxEpochMagnitude`.
    public init(
        range: ClosedRange<Double>, width: Double, minSpacing: Double = defaultMinSpacing, locale: DateLocale = .iso
    ) {
        ticks = []
        self.locale = locale
        let x0 = range.lowerBound
        let x1 = range.upperBound
        guard abs(x0) <= CivilDate.maxEpochMagnitude, abs(x1) <= CivilDate.maxEpochMagnitude,
            let step = TimeStep.choose(span: x1 - x0, width: width, minSpacing: minSpacing)
        else {
            step = nil
            return
        }
        self.step = step
        switch step {
        case .seconds, .minutes, .hours:
            let s = step.approximateSeconds
            var k = (x0 / s).rounded(.up)
            while k * s <= x1 && ticks.count < Self.maxTicks {
                appendTick(k * s, step: step)
                k += 1
            }
        case .days(let n):
            var day = Int((x0 / 86_400).rounded(.up))
            while Double(day) * 86_400 <= x1 && ticks.count < Self.maxTicks {
                let (y, m, d) = CivilDate.civil(fromDays: day)
                // Skipped: a day at most half a step before the next month's 1st.
                let toNextMonth = CivilDate.daysInMonth(year: y, month: m) + 1 - d
                if n <= 1 || ((d - 1) % n == 0 && 2 * toNextMonth > n) {
                    appendTick(Double(day) * 86_400, step: step)
                }
                day += 1
            }
        case .weeks:
            var day = Int((x0 / 86_400).rounded(.up))
            day += (8 - CivilDate.weekday(daysSinceEpoch: day)) % 7  // next Monday
            while Double(day) * 86_400 <= x1 && ticks.count < Self.maxTicks {
                appendTick(Double(day) * 86_400, step: step)
                day += 7
            }
        case .months(let n):
            guard let start = CivilDate(epochSeconds: x0) else { return }
            var y = start.year
            var m = start.month
            while ticks.count < Self.maxTicks {
                let t = Double(CivilDate.days(fromCivil: y, m, 1)) * 86_400
                if t > x1 { break }
                if t >= x0 && (m - 1) % n == 0 { appendTick(t, step: step) }
                m += 1
                if m > 12 {
                    m = 1
                    y += 1
                }
            }
        case .years(let n):
            guard let start = CivilDate(epochSeconds: x0) else { return }
            var y = start.year - Self.floorMod(start.year, n)
            while ticks.count < Self.maxTicks {
                let t = Double(CivilDate.days(fromCivil: y, 1, 1)) * 86_400
                if t > x1 { break }
                if t >= x0 { appendTick(t, step: step) }
                y += n
            }
        }
    }

    static func floorMod(_ a: Int, _ n: Int) -> Int {
        let r = a % n
        return r < 0 ? r + n : r
    }

    /// Appends the tick at `t` with the label the step calls for.
    mutating func appendTick(_ t: Double, step: TimeStep) {
        guard let c = CivilDate(epochSeconds: t) else { return }
        let midnight = c.hour == 0 && c.minute == 0 && c.second == 0
        let newYear = midnight && c.month == 1 && c.day == 1
        let month = locale.shortMonthNames[c.month - 1]
        let year = locale.yearText(c.year)
        let monthDay = Self.monthDay(month: month, day: c.day, locale: locale)
        let label: String
        let major: Bool
        switch step {
        case .seconds, .minutes, .hours:
            major = midnight
            if newYear {
                label = year
            } else if midnight {
                label = monthDay
            } else if case .seconds = step {
                label = Self.time(hour: c.hour, minute: c.minute, second: Int(c.second), locale: locale)
            } else {
                label = Self.time(hour: c.hour, minute: c.minute, second: nil, locale: locale)
            }
        case .days, .weeks:
            major = c.day == 1
            label = newYear ? year : monthDay
        case .months:
            major = c.month == 1
            // The neutral look keeps the axis's "Mar 2010"; other locales put the year where
            // they write it ("2010年 3月", "März 2010").
            let yearFirst =
                locale != .iso && locale.dateOrder.firstIndex(of: .year)! < locale.dateOrder.firstIndex(of: .month)!
            let monthYear = yearFirst ? "\(year) \(month)" : "\(month) \(year)"
            label = c.month == 1 ? year : ticks.isEmpty ? monthYear : month
        case .years:
            major = false
            label = year
        }
        ticks.append(TimeTick(x: t, label: label, isMajor: major))
    }

    static func twoDigits(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

    /// "Mar 5" or "5 Mar", as the locale orders day and month.
    static func monthDay(month: String, day: Int, locale: DateLocale) -> String {
        let dayText = locale.dayText(day)
        let dayFirst = locale.dateOrder.firstIndex(of: .day)! < locale.dateOrder.firstIndex(of: .month)!
        return dayFirst ? "\(dayText) \(month)" : "\(month) \(dayText)"
    }

    /// A time of day on the locale's clock: "14:05" (":30" with seconds), "2:05 PM", "오후 2:05".
    static func time(hour: Int, minute: Int, second: Int?, locale: DateLocale) -> String {
        var t = locale.hourText(hour) + ":" + locale.minuteText(minute)
        if let second { t += ":" + locale.minuteText(second) }
        guard locale.hourCycle.usesDayPeriod else { return t }
        let period = locale.dayPeriods[hour < 12 ? 0 : 1]
        return locale.dayPeriodFirst ? "\(period) \(t)" : "\(t) \(period)"
    }
}
