/// A civil date and time to the second (proleptic Gregorian calendar, no time zone), the value
/// of a date picker.
public struct DateTimeValue: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1...9999.
    public var year: Int
    /// The month, 1...12.
    public var month: Int
    /// The day of the month, 1...28, 29, 30 or 31 as the month has.
    public var day: Int
    /// The hour, 0...23.
    public var hour: Int
    /// The minute, 0...59.
    public var minute: Int
    /// The second, 0...59.
    public var second: Int

    /// Creates a value; ``isValid`` says whether it names a real date and time.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Whether `year` is a leap year of the Gregorian calendar (every fourth year, but not a
    /// century unless it divides by 400: 2000 is, 1900 is not).
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days of `month` (1...12) in `year`: 28 to 31 (0 for a month out of range).
    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        case 2: isLeapYear(year) ? 29 : 28
        default: 0
        }
    }

    /// Whether every field is in its range (the day within its month's days).
    public var isValid: Bool { problems(named: "value").isEmpty }

    /// The fields outside their ranges, each named `name.field` with its range and, for the
    /// day, the month it lies in ("minimum.day must be in 1...28 for 2023-02, got 30"); empty
    /// for a real date and time.
    public func problems(named name: String) -> [OutOfRange] {
        var p: [OutOfRange] = []
        Limit.check("\(name).year", year, in: 1...9999, into: &p)
        Limit.check("\(name).month", month, in: 1...12, into: &p)
        if p.isEmpty {
            let days = Self.daysInMonth(month, year: year)
            if !(1...days).contains(day) {
                p.append(
                    OutOfRange(
                        name: "\(name).day", value: Double(day), allowed: 1...Double(days),
                        context: "for \(Self.pad(year, 4))-\(Self.pad(month, 2))"))
            }
        }
        Limit.check("\(name).hour", hour, in: 0...23, into: &p)
        Limit.check("\(name).minute", minute, in: 0...59, into: &p)
        Limit.check("\(name).second", second, in: 0...59, into: &p)
        return p
    }

    /// ISO 8601 text: `YYYY-MM-DDTHH:MM`, with `:SS` when ``second`` is not 0.
    public var description: String {
        "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))T\(Self.pad(hour, 2)):\(Self.pad(minute, 2))"
            + (second == 0 ? "" : ":\(Self.pad(second, 2))")
    }

    /// The date alone, ISO 8601: `YYYY-MM-DD`.
    public var dateDescription: String { "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))" }

    /// `v` with at least `width` digits, zeros in front (a minus sign first when negative).
    static func pad(_ v: Int, _ width: Int) -> String {
        let digits = String(v.magnitude)
        return (v < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Reads `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM` or `YYYY-MM-DDTHH:MM:SS`: exactly that many ASCII
    /// digits in each field, nothing else; nil for any other text or a date that does not exist
    /// (2023-02-29). ``parse(_:name:endOfDay:)`` says why.
    public init?(iso text: String) {
        guard let v = try? Self.parse(text) else { return nil }
        self = v
    }

    /// Reads ISO 8601 text as ``init(iso:)`` does; a day without a time means its first second
    /// (00:00:00), or its last (23:59:59) when `endOfDay` (a maximum: `--date-max 2024-12-31`
    /// allows the whole of that day).
    ///
    /// - Throws: a `RangeError` naming `name` and the form when the text is not of that form
    ///   ("maximum must be YYYY-MM-DD, YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS, got "2024-1-1""),
    ///   or naming the field out of its range ("minimum.day must be in 1...28 for 2023-02, got 30").
    public static func parse(_ text: String, name: String = "value", endOfDay: Bool = false)
        throws(RangeError) -> DateTimeValue
    {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        let time = parts.count == 2 ? parts[1].split(separator: ":", omittingEmptySubsequences: false) : []
        let widths = [4, 2, 2] + time.map { _ in 2 }
        let fields = date + time
        guard parts.count <= 2, date.count == 3, parts.count == 1 || (2...3).contains(time.count),
            fields.count == widths.count,
            zip(fields, widths).allSatisfy({ f, w in
                f.utf8.count == w && f.utf8.allSatisfy { (48...57).contains($0) }
            })
        else {
            throw RangeError(
                [OutOfRange(name: name, statement: "\(name) must be \(isoForms), got \(quoted(text))")])
        }
        let n = fields.map { Int($0)! }
        var v = DateTimeValue(year: n[0], month: n[1], day: n[2])
        if n.count >= 5 {
            (v.hour, v.minute) = (n[3], n[4])
            if n.count == 6 { v.second = n[5] }
        } else if endOfDay {
            (v.hour, v.minute, v.second) = (23, 59, 59)
        }
        try RangeError.throwIfAny(v.problems(named: name))
        return v
    }

    /// The forms ``parse(_:name:endOfDay:)`` reads, in words.
    public static let isoForms = "YYYY-MM-DD, YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS"

    /// `text` in double quotes, cut to 40 characters.
    static func quoted(_ text: String) -> String {
        "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
    }

    /// Orders values in time.
    public static func < (a: DateTimeValue, b: DateTimeValue) -> Bool {
        (a.year, a.month, a.day, a.hour, a.minute, a.second) < (
            b.year, b.month, b.day, b.hour, b.minute, b.second
        )
    }
}
