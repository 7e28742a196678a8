/// A UTC calendar date and time of day in the proleptic Gregorian calendar, converted to and
/// from epoch seconds (seconds since 1970-01-01T00:00:00Z, leap seconds not counted).
///
/// The day-count conversion is the classic "days from civil" algorithm on 400-year eras
/// (146 097 days each), which is exact for every year an `Int` can hold.
public struct CivilDate: Hashable, Sendable {
    /// The year (astronomical numbering: 0 is 1 BC).
    public var year: Int
    /// The month, 1...12.
    public var month: Int
    /// The day of the month, 1...31.
    public var day: Int
    /// The hour, 0...23.
    public var hour: Int
    /// The minute, 0...59.
    public var minute: Int
    /// The second within the minute, including its fraction; 0 ..< 60 (60 ..< 61 only for
    /// a leap second made with the memberwise initialiser).
    public var second: Double

    /// Largest magnitude of epoch seconds accepted by ``init(epochSeconds:)`` (about ±3 million
    /// years), so that every intermediate stays exact.
    public static let maxEpochMagnitude: Double = 1e14

    /// Creates a date from its fields. Fields are not validated; see ``isValid``.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Double = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The UTC date and time at `epochSeconds`; nil when it is not finite or its magnitude
    /// exceeds ``maxEpochMagnitude``.
    public init?(epochSeconds t: Double) {
        guard t.isFinite, abs(t) <= Self.maxEpochMagnitude else { return nil }
        let days = (t / 86_400).rounded(.down)
        var secs = t - days * 86_400  // 0 ..< 86400 (may round up to 86400)
        var d = Int(days)
        if secs >= 86_400 {
            secs -= 86_400
            d += 1
        }
        let (y, m, dd) = Self.civil(fromDays: d)
        let whole = Int(secs.rounded(.down))
        self.init(
            year: y, month: m, day: dd, hour: whole / 3600, minute: (whole / 60) % 60,
            second: secs - Double(whole / 60 * 60))
    }

    /// Seconds since the Unix epoch for this date and time (UTC). Out-of-range fields carry
    /// over arithmetically (hour 24 is the next midnight).
    public var epochSeconds: Double {
        Double(Self.days(fromCivil: year, month, day)) * 86_400
            + Double(hour * 3600 + minute * 60) + second
    }

    /// Whether every field is in range (month 1–12, day within the month including leap
    /// years, hour 0–23, minute 0–59, second 0 ..< 61).
    public var isValid: Bool {
        (1...12).contains(month) && day >= 1 && day <= Self.daysInMonth(year: year, month: month)
            && (0...23).contains(hour) && (0...59).contains(minute) && second >= 0 && second < 61
    }

    /// The day of the week, 1 = Monday ... 7 = Sunday (ISO 8601).
    public var weekday: Int {
        Self.weekday(daysSinceEpoch: Self.days(fromCivil: year, month, day))
    }

    /// ISO weekday (1 = Monday ... 7 = Sunday) of the day `days` after 1970-01-01 (a Thursday).
    public static func weekday(daysSinceEpoch days: Int) -> Int {
        let r = (days + 3) % 7
        return (r < 0 ? r + 7 : r) + 1
    }

    /// Whether `year` is a Gregorian leap year.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` (1–12) of `year`; 0 for an invalid month.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        case 2: isLeapYear(year) ? 29 : 28
        default: 0
        }
    }

    /// Days from 1970-01-01 to the given civil date (negative before it).
    public static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        // Shift the year to start in March so that the leap day is the last day of the year.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400  // 0...399
        let shiftedMonth = month > 2 ? month - 3 : month + 9  // March = 0
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1  // 0...365
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468  // 719 468 days from 0000-03-01 to 1970-01-01
    }

    /// The civil date `days` days after 1970-01-01.
    public static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097  // 0...146096
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}
