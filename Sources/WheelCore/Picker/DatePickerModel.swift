import WheelMotion

/// A civil date and time to the minute (proleptic Gregorian calendar, no time zone), the value
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

    /// Creates a value; ``isValid`` says whether it names a real date and time.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
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
    public var isValid: Bool {
        (1...9999).contains(year) && (1...12).contains(month) && (1...Self.daysInMonth(month, year: year)).contains(day)
            && (0...23).contains(hour) && (0...59).contains(minute)
    }

    /// ISO 8601 text: `YYYY-MM-DDTHH:MM`.
    public var description: String {
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-\(two(month))-\(two(day))T\(two(hour)):\(two(minute))"
    }

    /// Reads `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` (a day, a time of day); nil for any other text
    /// or a date that does not exist (2023-02-29).
    public init?(iso text: String) {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2,
            let y = Int(date[0]), let m = Int(date[1]), let d = Int(date[2])
        else { return nil }
        var h = 0
        var mi = 0
        if parts.count == 2 {
            let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
            guard time.count == 2, time[0].count == 2, time[1].count == 2, let hh = Int(time[0]), let mm = Int(time[1])
            else { return nil }
            h = hh
            mi = mm
        }
        self.init(year: y, month: m, day: d, hour: h, minute: mi)
        guard isValid, date.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return nil }
    }

    /// Orders values in time.
    public static func < (a: DateTimeValue, b: DateTimeValue) -> Bool {
        (a.year, a.month, a.day, a.hour, a.minute) < (b.year, b.month, b.day, b.hour, b.minute)
    }
}

/// The components of a date-and-time picker (like `UIDatePicker` and Flutter's
/// `CupertinoDatePicker`), as a ``PickerModel``: years, months, days (as many as the selected
/// month of the selected year has), hours (24, or 12 with an AM/PM component) and minutes (every
/// ``minuteInterval`` minutes). Items outside ``minimum`` ... ``maximum`` are disabled, so a
/// ``PickerController`` shows them dimmed and never rests on them.
public struct DatePickerModel: PickerModel, Hashable {
    /// One component of a date picker.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        /// The year.
        case year
        /// The month, by name.
        case month
        /// The day of the month.
        case day
        /// The hour (0...23, or 1...12 with ``DatePickerModel/uses12HourClock``).
        case hour
        /// The minute.
        case minute
        /// AM or PM (with ``DatePickerModel/uses12HourClock``).
        case meridiem

        /// The component's role, as a screen reader names it.
        public var role: String {
            switch self {
            case .year: "Year"
            case .month: "Month"
            case .day: "Day"
            case .hour: "Hour"
            case .minute: "Minute"
            case .meridiem: "AM/PM"
            }
        }
    }

    /// The months' names, January first.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// The minute intervals allowed: the divisors of 60 up to 30.
    public static let minuteIntervals = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

    /// The components, left to right: year, month, day, hour, minute (ISO order), with the
    /// meridiem after the minute on a 12-hour clock.
    public private(set) var fields: [Field]
    /// The earliest value that may be chosen.
    public let minimum: DateTimeValue
    /// The latest value that may be chosen.
    public let maximum: DateTimeValue
    /// The minutes between two items of the minute component, one of ``minuteIntervals``.
    public let minuteInterval: Int
    /// Whether hours are shown 1...12 with an AM/PM component.
    public let uses12HourClock: Bool

    /// Creates a date picker model.
    ///
    /// - Throws: a `RangeError` naming `minimum` or `maximum` when it is not a valid date and
    ///   time, `maximum` when it is earlier than `minimum`, `minuteInterval` when it is not one of
    ///   ``minuteIntervals``.
    public init(
        minimum: DateTimeValue = DateTimeValue(year: 1900, month: 1, day: 1),
        maximum: DateTimeValue = DateTimeValue(year: 2100, month: 12, day: 31, hour: 23, minute: 59),
        minuteInterval: Int = 1, uses12HourClock: Bool = false
    ) throws(RangeError) {
        var problems: [OutOfRange] = []
        if !minimum.isValid { problems.append(OutOfRange(name: "minimum.year", value: Double(minimum.year), allowed: 1...9999)) }
        if !maximum.isValid { problems.append(OutOfRange(name: "maximum.year", value: Double(maximum.year), allowed: 1...9999)) }
        if problems.isEmpty, maximum < minimum {
            problems.append(
                OutOfRange(name: "maximum.year", value: Double(maximum.year), allowed: Double(minimum.year)...9999))
        }
        if !Self.minuteIntervals.contains(minuteInterval) {
            problems.append(OutOfRange(name: "minuteInterval (a divisor of 60)", value: Double(minuteInterval), allowed: 1...30))
        }
        try RangeError.throwIfAny(problems)
        self.minimum = minimum
        self.maximum = maximum
        self.minuteInterval = minuteInterval
        self.uses12HourClock = uses12HourClock
        fields = [.year, .month, .day, .hour, .minute] + (uses12HourClock ? [.meridiem] : [])
    }

    /// The drum of a date picker's components: a slightly tighter cylinder than Flutter's default
    /// (diameter 1.5 faces), rows of 38 points.
    public static let drum = DrumParameters(diameterRatio: 1.5, itemExtent: 38)

    /// The components of a picker showing `value`: one per field, as wide as its widest text
    /// (year 110, month 170, others 80 points), without side labels (the rows name themselves),
    /// texts of 18 points; months, days, hours and minutes loop, as on iOS.
    public func components(showing value: DateTimeValue, geometry: WheelGeometryKind = .drum(Self.drum)) -> [PickerComponent] {
        let selections = selections(for: value)
        return fields.enumerated().map { i, f in
            var c = WheelConfiguration(labelColumnWidth: 0, labelColumnGap: 0, looping: f != .year && f != .meridiem)
            c.sectorTextStyle = TextStyle(size: 18)
            c.geometry = geometry
            let width: Double = f == .year ? 110 : f == .month ? 170 : 80
            return PickerComponent(role: f.role, width: width, configuration: c, initialItem: selections[i])
        }
    }

    /// The component index of `field`, if the picker has it.
    public func component(of field: Field) -> Int? { fields.firstIndex(of: field) }

    /// The value the components' `selections` name (the day clamped to its month, the value to
    /// ``minimum`` ... ``maximum``).
    public func value(for selections: [Int]) -> DateTimeValue {
        func sel(_ f: Field) -> Int { component(of: f).flatMap { $0 < selections.count ? selections[$0] : nil } ?? 0 }
        let year = minimum.year + sel(.year)
        let month = min(max(sel(.month) + 1, 1), 12)
        let day = min(sel(.day) + 1, DateTimeValue.daysInMonth(month, year: year))
        // On a 12-hour clock item 0 is 12 o'clock: hour 0 in the morning, 12 in the afternoon.
        let hour = sel(.hour) + (uses12HourClock && sel(.meridiem) == 1 ? 12 : 0)
        let v = DateTimeValue(year: year, month: month, day: day, hour: hour, minute: sel(.minute) * minuteInterval)
        return min(max(v, minimum), maximum)
    }

    /// The components' selections that show `value` (clamped to ``minimum`` ... ``maximum``,
    /// its minute rounded down to the interval).
    public func selections(for value: DateTimeValue) -> [Int] {
        let v = min(max(value, minimum), maximum)
        return fields.map { f in
            switch f {
            case .year: v.year - minimum.year
            case .month: v.month - 1
            case .day: v.day - 1
            case .hour: uses12HourClock ? v.hour % 12 : v.hour
            case .minute: v.minute / minuteInterval
            case .meridiem: v.hour >= 12 ? 1 : 0
            }
        }
    }

    /// The items of `component` for `selections`: the year's items, the months by name, the
    /// days of the selected month of the selected year, the hours, the minutes; each disabled
    /// where every value it would give lies outside ``minimum`` ... ``maximum``.
    public func items(ofComponent component: Int, selections: [Int]) -> any WheelDataSource {
        DateItems(model: self, field: fields[min(max(component, 0), fields.count - 1)], at: value(for: selections))
    }

    /// Whether some value from `lower` to `upper` lies within ``minimum`` ... ``maximum``.
    func overlaps(_ lower: DateTimeValue, _ upper: DateTimeValue) -> Bool {
        upper >= minimum && lower <= maximum
    }
}

/// The items of one component of a ``DatePickerModel`` around a value.
struct DateItems: WheelDataSource {
    let model: DatePickerModel
    let field: DatePickerModel.Field
    let at: DateTimeValue

    var itemCount: Int {
        switch field {
        case .year: model.maximum.year - model.minimum.year + 1
        case .month: 12
        case .day: DateTimeValue.daysInMonth(at.month, year: at.year)
        case .hour: model.uses12HourClock ? 12 : 24
        case .minute: 60 / model.minuteInterval
        case .meridiem: 2
        }
    }

    func item(at index: Int) -> WheelItem {
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        var lower = at
        var upper = at
        let text: String
        switch field {
        case .year:
            let y = model.minimum.year + index
            text = String(y)
            (lower, upper) = (DateTimeValue(year: y, month: 1, day: 1), DateTimeValue(year: y, month: 12, day: 31, hour: 23, minute: 59))
        case .month:
            text = DatePickerModel.monthNames[min(max(index, 0), 11)]
            let last = DateTimeValue.daysInMonth(index + 1, year: at.year)
            lower = DateTimeValue(year: at.year, month: index + 1, day: 1)
            upper = DateTimeValue(year: at.year, month: index + 1, day: last, hour: 23, minute: 59)
        case .day:
            text = String(index + 1)
            lower = DateTimeValue(year: at.year, month: at.month, day: index + 1)
            upper = DateTimeValue(year: at.year, month: at.month, day: index + 1, hour: 23, minute: 59)
        case .hour:
            let h = model.uses12HourClock ? (index == 0 ? 12 : index) : index
            text = model.uses12HourClock ? String(h) : two(h)
            let hour = model.uses12HourClock ? index + (at.hour >= 12 ? 12 : 0) : index
            (lower.hour, lower.minute, upper.hour, upper.minute) = (hour, 0, hour, 59)
        case .minute:
            text = two(index * model.minuteInterval)
            (lower.minute, upper.minute) = (index * model.minuteInterval, index * model.minuteInterval)
        case .meridiem:
            text = index == 0 ? "AM" : "PM"
            (lower.hour, lower.minute, upper.hour, upper.minute) = index == 0 ? (0, 0, 11, 59) : (12, 0, 23, 59)
        }
        return WheelItem(sectorText: text, labelText: text, isEnabled: model.overlaps(lower, upper))
    }
}
