/// The date and time conventions of a language and region, as data: the order of the date
/// fields, month, weekday and day-period names, the hour cycle, the digits and the writing
/// direction.
///
/// The engine never reads the system's locale: a host hands this value over. The `WheelLocale`
/// module fills it from Foundation's ICU data for any locale identifier; a host with its own
/// data fills the fields by hand (``validate()`` checks it). ``iso`` is the neutral look every
/// component uses when given nothing: ISO order (year, month, day), English names, a 24-hour
/// clock and ASCII digits.
public struct DateLocale: Hashable, Sendable {
    /// A field of a date or a time, as a picker shows it in a component of its own.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        /// The year.
        case year
        /// The month.
        case month
        /// The day of the month.
        case day
        /// The hour.
        case hour
        /// The minute.
        case minute
        /// The second.
        case second
        /// The day period (AM/PM) of a 12-hour clock.
        case period
    }

    /// How hours are numbered (Unicode's hour cycles, as `Intl` and ICU name them).
    public enum HourCycle: String, Hashable, Sendable, CaseIterable {
        /// 0...11, with a day period.
        case h11
        /// 1...12, with a day period (12 for noon and midnight).
        case h12
        /// 0...23.
        case h23
        /// 1...24 (24 for midnight).
        case h24

        /// Whether the clock has a day period (AM/PM).
        public var usesDayPeriod: Bool { self == .h11 || self == .h12 }

        /// The number shown for `hour` (0...23 of the civil day).
        public func displayHour(_ hour: Int) -> Int {
            switch self {
            case .h11: hour % 12
            case .h12: hour % 12 == 0 ? 12 : hour % 12
            case .h23: hour
            case .h24: hour == 0 ? 24 : hour
            }
        }
    }

    /// The locale's identifier (`en_US`, `de_DE`, `ja_JP`; `iso` for ``iso``).
    public var identifier: String
    /// The date fields in the order a person of this locale reads them: a permutation of
    /// `year`, `month` and `day`.
    public var dateOrder: [Field]
    /// Month names as a date uses them ("février" in "3 février"), January first; 12 names.
    public var monthNames: [String]
    /// Month names standing alone (a picker's month component; Polish "luty" not "lutego"),
    /// January first; 12 names.
    public var standaloneMonthNames: [String]
    /// Abbreviated month names standing alone (axes, compact readouts), January first; 12 names.
    public var shortMonthNames: [String]
    /// Weekday names, Sunday first; 7 names.
    public var weekdayNames: [String]
    /// Abbreviated weekday names, Sunday first; 7 names.
    public var shortWeekdayNames: [String]
    /// The morning and afternoon day-period symbols ("AM", "PM"; "午前", "午後").
    public var dayPeriods: [String]
    /// Whether the day period stands before the hour ("오전 9:30" in Korean) rather than after
    /// the time ("9:30 AM").
    public var dayPeriodFirst: Bool
    /// The hour cycle the locale's people use.
    public var hourCycle: HourCycle
    /// Whether hours are written with two digits ("09:30" rather than "9:30").
    public var padsHour: Bool
    /// Whether days are written with two digits ("02" rather than "2").
    public var padsDay: Bool
    /// Text around a year number ("{}年" in Japanese, "{}." in Hungarian; "{}" for none).
    public var yearPattern: String
    /// Text around a day number ("{}日" in Japanese, "{}일" in Korean; "{}" for none).
    public var dayPattern: String
    /// The era names, before and after year 1 ("BC", "AD").
    public var eraNames: [String]
    /// The ten digits, zero first ("0"..."9"; "٠"..."٩" in Egyptian Arabic).
    public var digits: [String]
    /// Whether the locale's script is written right to left (Arabic, Hebrew, Persian, Urdu):
    /// components are then mirrored.
    public var isRightToLeft: Bool

    /// Creates a locale from its fields; ``validate()`` checks them.
    public init(
        identifier: String, dateOrder: [Field], monthNames: [String], standaloneMonthNames: [String],
        shortMonthNames: [String], weekdayNames: [String], shortWeekdayNames: [String],
        dayPeriods: [String], dayPeriodFirst: Bool, hourCycle: HourCycle, padsHour: Bool,
        padsDay: Bool, yearPattern: String = "{}", dayPattern: String = "{}",
        eraNames: [String] = ["BC", "AD"],
        digits: [String] = (0...9).map(String.init), isRightToLeft: Bool = false
    ) {
        self.identifier = identifier
        self.dateOrder = dateOrder
        self.monthNames = monthNames
        self.standaloneMonthNames = standaloneMonthNames
        self.shortMonthNames = shortMonthNames
        self.weekdayNames = weekdayNames
        self.shortWeekdayNames = shortWeekdayNames
        self.dayPeriods = dayPeriods
        self.dayPeriodFirst = dayPeriodFirst
        self.hourCycle = hourCycle
        self.padsHour = padsHour
        self.padsDay = padsDay
        self.yearPattern = yearPattern
        self.dayPattern = dayPattern
        self.eraNames = eraNames
        self.digits = digits
        self.isRightToLeft = isRightToLeft
    }

    /// The neutral look: ISO order (year, month, day), English month names, a 24-hour clock
    /// with two-digit hours, days as they are ("2"), ASCII digits, left to right.
    public static let iso: DateLocale = {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September",
            "October", "November", "December",
        ]
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        return DateLocale(
            identifier: "iso", dateOrder: [.year, .month, .day], monthNames: months,
            standaloneMonthNames: months, shortMonthNames: months.map { String($0.prefix(3)) },
            weekdayNames: weekdays, shortWeekdayNames: weekdays.map { String($0.prefix(3)) },
            dayPeriods: ["AM", "PM"], dayPeriodFirst: false, hourCycle: .h23, padsHour: true,
            padsDay: false)
    }()

    /// Checks the fields: a permutation of year, month and day; 12 month names of each kind,
    /// 7 weekday names, 2 day periods, 2 era names and 10 digits, none empty; patterns that
    /// hold `{}` once.
    /// - Throws: ``RangeError`` naming each bad field with the count it must have.
    public func validate() throws(RangeError) {
        var bad: [OutOfRange] = []
        func count(_ name: String, _ values: [String], _ n: Int) {
            if values.count != n {
                bad.append(OutOfRange(name: "\(name).count", value: Double(values.count), allowed: Double(n)...Double(n)))
            } else if let i = values.firstIndex(where: \.isEmpty) {
                bad.append(
                    OutOfRange(name: "\(name)[\(i)]", value: 0, allowed: 1...Double(Int.max), reason: "a name must not be empty"))
            }
        }
        if dateOrder.count != 3 || Set(dateOrder) != [.year, .month, .day] {
            bad.append(
                OutOfRange(
                    name: "dateOrder", value: Double(dateOrder.count), allowed: 3...3,
                    reason: "it must hold year, month and day once each, got \(dateOrder.map(\.rawValue))"))
        }
        count("monthNames", monthNames, 12)
        count("standaloneMonthNames", standaloneMonthNames, 12)
        count("shortMonthNames", shortMonthNames, 12)
        count("weekdayNames", weekdayNames, 7)
        count("shortWeekdayNames", shortWeekdayNames, 7)
        count("dayPeriods", dayPeriods, 2)
        count("eraNames", eraNames, 2)
        count("digits", digits, 10)
        for (name, pattern) in [("yearPattern", yearPattern), ("dayPattern", dayPattern)]
        where pattern.components(separatedBy: "{}").count != 2 {
            bad.append(OutOfRange(name: name, value: 0, allowed: 1...1, reason: "it must hold {} once, got \"\(pattern)\""))
        }
        if !bad.isEmpty { throw RangeError(bad) }
    }

    /// `value` in the locale's digits, at least `width` digits wide (zero-padded); a minus
    /// sign before a negative number.
    public func number(_ value: Int, width: Int = 1) -> String {
        let magnitude = String(value.magnitude)
        let padded = String(repeating: "0", count: max(0, width - magnitude.count)) + magnitude
        var out = value < 0 ? "-" : ""
        for c in padded.utf8 { out += digits[Int(c - UInt8(ascii: "0"))] }
        return out
    }

    /// The year as a picker shows it ("2024", "2024年").
    public func yearText(_ year: Int) -> String { fill(yearPattern, number(year)) }

    /// The day of the month as a picker shows it ("2", "02", "2日").
    public func dayText(_ day: Int) -> String { fill(dayPattern, number(day, width: padsDay ? 2 : 1)) }

    /// The hour (0...23 of the civil day) in `cycle` (the locale's unless given).
    public func hourText(_ hour: Int, cycle: HourCycle? = nil) -> String {
        number((cycle ?? hourCycle).displayHour(hour), width: padsHour ? 2 : 1)
    }

    /// A minute or a second, always two digits.
    public func minuteText(_ minute: Int) -> String { number(minute, width: 2) }

    /// The time fields in the order shown, for a clock with `cycle` (the locale's unless
    /// given) and optionally seconds: the day period first or last where the clock has one.
    public func timeOrder(cycle: HourCycle? = nil, seconds: Bool = false) -> [Field] {
        var fields: [Field] = [.hour, .minute]
        if seconds { fields.append(.second) }
        guard (cycle ?? hourCycle).usesDayPeriod else { return fields }
        return dayPeriodFirst ? [.period] + fields : fields + [.period]
    }

    private func fill(_ pattern: String, _ text: String) -> String {
        pattern.replacingOccurrences(of: "{}", with: text)
    }
}

extension String {
    /// `self` with every `target` replaced (without Foundation).
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        components(separatedBy: target).joined(separator: replacement)
    }

    /// `self` split at every `separator` (without Foundation).
    fileprivate func components(separatedBy separator: String) -> [String] {
        guard !separator.isEmpty else { return [self] }
        var parts: [String] = []
        var rest = Substring(self)
        while let r = rest.range(of: separator) {
            parts.append(String(rest[..<r.lowerBound]))
            rest = rest[r.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}

extension Substring {
    /// The first range of `needle` (without Foundation).
    fileprivate func range(of needle: String) -> Range<Index>? {
        let n = Array(needle)
        guard !n.isEmpty else { return nil }
        var i = startIndex
        while i < endIndex {
            var j = i
            var k = 0
            while k < n.count, j < endIndex, self[j] == n[k] {
                j = index(after: j)
                k += 1
            }
            if k == n.count { return i..<j }
            i = index(after: i)
        }
        return nil
    }
}
