/// What a date picker shows, as `UIDatePicker.Mode` and Flutter's `CupertinoDatePickerMode`
/// (with `CupertinoTimerPicker`'s duration): the mode decides the components.
public enum DatePickerMode: String, Hashable, Sendable, CaseIterable {
    /// Year, month and day.
    case date
    /// Hour and minute (and second), on a 24- or 12-hour clock.
    case time
    /// Year, month, day, hour and minute (and second).
    case dateAndTime = "date-and-time"
    /// Year and month: no day is ever offered.
    case monthYear = "month-year"
    /// Hours (0...99), minutes (and seconds): a length of time, up to 99:59:59.
    case duration

    /// What a screen reader calls a picker of the mode: "Date", "Time", "Date and time",
    /// "Month and year", "Duration".
    public var title: String {
        switch self {
        case .date: "Date"
        case .time: "Time"
        case .dateAndTime: "Date and time"
        case .monthYear: "Month and year"
        case .duration: "Duration"
        }
    }

    /// Whether the mode shows a date (year and month at least).
    public var showsDate: Bool { self == .date || self == .dateAndTime || self == .monthYear }
    /// Whether the mode shows a time of day or a duration (hours and minutes).
    public var showsTime: Bool { self == .time || self == .dateAndTime || self == .duration }
}

/// The value of a date picker: a date and time (the modes date, date-and-time and month-year, the
/// fields the mode does not show at their least: day 1, 00:00:00), a time of day (time) or a
/// length of time (duration).
public enum DatePickerValue: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A date and time (modes date, date-and-time and month-year).
    case dateTime(DateTimeValue)
    /// A time of day, 00:00:00...23:59:59 (mode time).
    case time(hour: Int, minute: Int, second: Int)
    /// A length of time in seconds, 0...359,999 (99:59:59) (mode duration).
    case duration(seconds: Int)

    /// The longest duration, seconds (99:59:59).
    public static let longestDuration = 99 * 3600 + 59 * 60 + 59

    /// ISO 8601 text: `2024-02-29T09:41` (`:SS` when the second is not 0), `09:41:00` for a time
    /// of day, `PT99H59M59S` for a duration.
    public var description: String {
        switch self {
        case .dateTime(let v): v.description
        case .time(let h, let m, let s):
            "\(DateTimeValue.pad(h, 2)):\(DateTimeValue.pad(m, 2)):\(DateTimeValue.pad(s, 2))"
        case .duration(let s):
            "PT\(s / 3600)H\((s % 3600) / 60)M\(s % 60)S"
        }
    }

    /// The name of the case, as errors spell it ("a date and time", "a time of day", "a duration").
    var kind: String {
        switch self {
        case .dateTime: "a date and time"
        case .time: "a time of day"
        case .duration: "a duration"
        }
    }

    /// The fields as one comparable tuple: year, month, day, hour, minute, second (a time of day
    /// and a duration with year, month and day 0; a duration's hours up to 99).
    public var fields: DateTimeValue {
        switch self {
        case .dateTime(let v): v
        case .time(let h, let m, let s):
            DateTimeValue(year: 0, month: 0, day: 0, hour: h, minute: m, second: s)
        case .duration(let s):
            DateTimeValue(year: 0, month: 0, day: 0, hour: s / 3600, minute: (s % 3600) / 60, second: s % 60)
        }
    }

    /// The value of `mode`'s kind from one tuple of fields (as ``fields`` gives them): a date
    /// and time as it is, a time of day from the hour, minute and second, a duration from the
    /// hours (up to 99), minutes and seconds. Unchecked: a model's ``DatePickerModel/landing(of:name:)``
    /// names a field out of range.
    public init(fields v: DateTimeValue, mode: DatePickerMode) {
        switch mode {
        case .time: self = .time(hour: v.hour, minute: v.minute, second: v.second)
        case .duration:
            // Saturating: a field far out of range stays out of range, never overflows.
            let (h, m, s) = (min(max(v.hour, -1), 1_000), min(max(v.minute, -1), 1_000), min(max(v.second, -1), 1_000))
            let total = h * 3600 + m * 60 + s
            self = .duration(seconds: (0...59).contains(m) && (0...59).contains(s) && h >= 0 ? total : -1 - abs(total))
        case .date, .dateAndTime, .monthYear: self = .dateTime(v)
        }
    }

    /// Orders values of one kind in time (a date before any time of day, a time of day before
    /// any duration, so that the order is total).
    public static func < (a: DatePickerValue, b: DatePickerValue) -> Bool {
        func rank(_ v: DatePickerValue) -> Int {
            switch v {
            case .dateTime: 0
            case .time: 1
            case .duration: 2
            }
        }
        return (rank(a), a.fields) < (rank(b), b.fields)
    }
}

extension DatePickerValue {
    /// The text forms ``parse(_:mode:name:endOfDay:)`` reads for `mode`, in words.
    public static func forms(for mode: DatePickerMode) -> String {
        switch mode {
        case .time: "HH:MM or HH:MM:SS"
        case .duration: "H:MM or H:MM:SS (hours 0...99)"
        case .date, .dateAndTime, .monthYear: DateTimeValue.isoForms
        }
    }

    /// Reads a value of `mode`'s kind: a date and time as ``DateTimeValue/parse(_:name:endOfDay:)``
    /// (a day alone is its first second, or its last when `endOfDay`), a time of day `HH:MM` or
    /// `HH:MM:SS`, a duration `H:MM` or `H:MM:SS` with 1 or 2 digits of hours.
    ///
    /// - Throws: a `RangeError` naming `name` and the forms for text of another form, or the
    ///   field outside its range ("value.minute must be in 0...59, got 61").
    public static func parse(
        _ text: String, mode: DatePickerMode, name: String = "value", endOfDay: Bool = false
    )
        throws(RangeError) -> DatePickerValue
    {
        if mode.showsDate { return .dateTime(try DateTimeValue.parse(text, name: name, endOfDay: endOfDay)) }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let firstWidths = mode == .duration ? 1...2 : 2...2
        guard (2...3).contains(parts.count), firstWidths.contains(parts[0].utf8.count),
            parts.dropFirst().allSatisfy({ $0.utf8.count == 2 }),
            parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } })
        else {
            throw RangeError([
                OutOfRange(
                    name: name,
                    statement: "\(name) must be \(forms(for: mode)), got \(DateTimeValue.quoted(text))")
            ])
        }
        let n = parts.map { Int($0)! }
        var p: [OutOfRange] = []
        Limit.check("\(name).hour", n[0], in: 0...(mode == .duration ? 99 : 23), into: &p)
        Limit.check("\(name).minute", n[1], in: 0...59, into: &p)
        let second = n.count == 3 ? n[2] : 0
        Limit.check("\(name).second", second, in: 0...59, into: &p)
        try RangeError.throwIfAny(p)
        return mode == .duration
            ? .duration(seconds: n[0] * 3600 + n[1] * 60 + second)
            : .time(hour: n[0], minute: n[1], second: second)
    }
}
