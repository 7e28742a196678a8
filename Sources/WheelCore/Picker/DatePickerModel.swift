import WheelMotion

/// The components of a date picker (like `UIDatePicker` and Flutter's `CupertinoDatePicker`), as
/// a ``PickerModel``: the ``mode`` decides them (years, months, days as many as the selected
/// month of the selected year has, hours of 24 or 12 with an AM/PM component, minutes every
/// ``minuteInterval`` minutes, seconds; a duration's hours 0...99). Items outside ``minimum`` ...
/// ``maximum`` are disabled, so a ``PickerController`` shows them dimmed and never rests on them.
///
/// Limits compare whole values: a field moves only when the value it is part of would leave the
/// range, and then it takes its nearest value that keeps the value inside (11:30 on a day whose
/// maximum is 12:15 stays 11:30).
public struct DatePickerModel: PickerModel, Hashable {
    /// One component of a date picker: the fields a `DateLocale` orders (the day period,
    /// `period`, is AM/PM with ``uses12HourClock``; a duration's hours run 0...99).
    public typealias Field = DateLocale.Field

    /// The months' names of the neutral look (`DateLocale.iso`), January first.
    public static var monthNames: [String] { DateLocale.iso.standaloneMonthNames }

    /// The minute intervals allowed: the divisors of 60 up to 30.
    public static let minuteIntervals = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

    /// What the picker shows; it decides ``fields``.
    public let mode: DatePickerMode
    /// The components, left to right as they are seen: the date fields in the ``locale``'s
    /// order (`DateLocale.dateOrder`), then hour, minute and second, with the day period where the
    /// locale writes its day period (before the hour in Korean, after the time in English) on a
    /// 12-hour clock; all of it mirrored in a right-to-left locale.
    public let fields: [Field]
    /// The names, orders, digits and clock the picker shows its values in (`DateLocale.iso`,
    /// year-month-day on a 24-hour clock, unless given).
    public let locale: DateLocale
    /// How hours are numbered: the locale's cycle, unless the host asked for a 12-hour or a
    /// 24-hour clock (then the locale's cycle of that kind, else h12 or h23).
    public let hourCycle: DateLocale.HourCycle
    /// The earliest value that may be chosen, on the picker's grid (the given minimum moved up
    /// to the next minute step; fields the mode does not show at their least).
    public private(set) var minimum: DatePickerValue
    /// The latest value that may be chosen, on the picker's grid (the given maximum moved down
    /// to its minute step; fields the mode does not show at their least).
    public private(set) var maximum: DatePickerValue
    /// The minutes between two items of the minute component, one of ``minuteIntervals``.
    public let minuteInterval: Int
    /// Whether hours are shown on a 12-hour clock with an AM/PM component (time modes other than
    /// duration).
    public let uses12HourClock: Bool
    /// Whether a seconds component follows the minutes (time modes).
    public let showsSeconds: Bool
    /// ``minimum`` and ``maximum`` as comparable fields.
    private(set) var lo: DateTimeValue
    private(set) var hi: DateTimeValue
    /// The fields of the value in order of significance (the day period is part of the hour).
    let valueFields: [Field]

    /// The defaults of ``minimum`` and ``maximum`` for `mode`: 1900-01-01 ... 2100-12-31T23:59:59,
    /// 00:00:00 ... 23:59:59, or no time ... 99:59:59.
    public static func defaultRange(for mode: DatePickerMode) -> (
        minimum: DatePickerValue, maximum: DatePickerValue
    ) {
        switch mode {
        case .time: (.time(hour: 0, minute: 0, second: 0), .time(hour: 23, minute: 59, second: 59))
        case .duration: (.duration(seconds: 0), .duration(seconds: DatePickerValue.longestDuration))
        case .date, .dateAndTime, .monthYear:
            (
                .dateTime(DateTimeValue(year: 1900, month: 1, day: 1)),
                .dateTime(DateTimeValue(year: 2100, month: 12, day: 31, hour: 23, minute: 59, second: 59))
            )
        }
    }

    /// Creates a date picker model.
    ///
    /// - Parameters:
    ///   - mode: what the picker shows.
    ///   - minimum: the earliest value (the mode's kind of value; default ``defaultRange(for:)``).
    ///   - maximum: the latest value; fields the mode does not show are ignored, so a maximum of
    ///     2024-12-31T23:59:59 allows the whole of that day.
    ///   - minuteInterval: one of ``minuteIntervals``.
    ///   - uses12HourClock: true for hours 1...12 and an AM/PM component, false for a 24-hour
    ///     clock, nil (the default) for the clock of `locale` (ignored for a duration).
    ///   - showsSeconds: a seconds component (time modes only).
    ///   - locale: the order, names, digits and clock of the components (`DateLocale.iso` by
    ///     default); checked with `DateLocale.validate()`.
    /// - Throws: a `RangeError` naming each problem: a field of `minimum` or `maximum` outside its
    ///   range ("minimum.day must be in 1...28 for 2023-02, got 30"), a limit of the wrong kind
    ///   for the mode, "maximum 2020-06-01 is before minimum 2020-06-10", a range without a
    ///   value on the minute steps, or `minuteInterval` not one of ``minuteIntervals``.
    public init(
        mode: DatePickerMode = .dateAndTime, minimum: DatePickerValue? = nil, maximum: DatePickerValue? = nil,
        minuteInterval: Int = 1, uses12HourClock: Bool? = nil, showsSeconds: Bool = false,
        locale: DateLocale = .iso
    ) throws(RangeError) {
        try locale.validate()
        self.mode = mode
        self.minuteInterval = minuteInterval
        self.locale = locale
        let twelve = (uses12HourClock ?? locale.hourCycle.usesDayPeriod) && mode != .duration && mode.showsTime
        self.uses12HourClock = twelve
        hourCycle =
            twelve
            ? (locale.hourCycle.usesDayPeriod ? locale.hourCycle : .h12)
            : (locale.hourCycle.usesDayPeriod || mode == .duration ? .h23 : locale.hourCycle)
        self.showsSeconds = showsSeconds && mode.showsTime
        var order: [Field] = []
        if mode.showsDate { order += mode == .monthYear ? [.year, .month] : [.year, .month, .day] }
        if mode.showsTime { order += [.hour, .minute] + (self.showsSeconds ? [.second] : []) }
        valueFields = order
        fields = Self.shownOrder(mode: mode, locale: locale, twelveHour: twelve, seconds: self.showsSeconds)
        var problems: [OutOfRange] = []
        if !Self.minuteIntervals.contains(minuteInterval) {
            let allowed = Self.minuteIntervals.map(String.init).joined(separator: ", ")
            problems.append(
                OutOfRange(
                    name: "minuteInterval",
                    statement:
                        "minuteInterval must be a divisor of 60 from 1 to 30 (\(allowed)), got \(minuteInterval)"
                ))
        }
        let defaults = Self.defaultRange(for: mode)
        let given = (minimum ?? defaults.minimum, maximum ?? defaults.maximum)
        let checkedMin = Self.problems(of: given.0, named: "minimum", mode: mode)
        let checkedMax = Self.problems(of: given.1, named: "maximum", mode: mode)
        problems += checkedMin + checkedMax
        guard problems.isEmpty else { throw RangeError(problems) }
        // Placeholders until the grid is known (every stored property set before a method runs).
        (lo, hi) = (given.0.fields, given.1.fields)
        (self.minimum, self.maximum) = given
        let (low, high) = (ceilToGrid(normalized(given.0.fields)), floorToGrid(normalized(given.1.fields)))
        let (minText, maxText) = (Self.text(of: given.0, mode: mode), Self.text(of: given.1, mode: mode))
        guard given.0 <= given.1 else {
            throw RangeError([
                OutOfRange(name: "maximum", statement: "maximum \(maxText) is before minimum \(minText)")
            ])
        }
        guard let low, low <= high else {
            throw RangeError([
                OutOfRange(
                    name: "maximum",
                    statement:
                        "no value on the \(minuteInterval)-minute steps lies between minimum \(minText) and maximum \(maxText)"
                )
            ])
        }
        (lo, hi) = (low, high)
        (self.minimum, self.maximum) = (value(fromFields: low), value(fromFields: high))
    }

    /// The components of `mode` left to right as `locale` shows them.
    static func shownOrder(mode: DatePickerMode, locale: DateLocale, twelveHour: Bool, seconds: Bool) -> [Field] {
        var reading: [Field] = []
        if mode.showsDate { reading += locale.dateOrder.filter { $0 != .day || mode != .monthYear } }
        if mode.showsTime { reading += locale.timeOrder(cycle: twelveHour ? .h12 : .h23, seconds: seconds) }
        return locale.isRightToLeft ? reading.reversed() : reading
    }

    /// `v` (0...23) as the hour component shows it on this picker's clock.
    func hourText(_ v: Int) -> String {
        if mode == .duration { return locale.number(v, width: 2) }
        // The locale's padding on its own kind of clock; on the other kind, a 24-hour clock
        // pads ("09:41") and a 12-hour one does not ("9:41"), as nearly every locale writes them.
        let pads = uses12HourClock == locale.hourCycle.usesDayPeriod ? locale.padsHour : !uses12HourClock
        return locale.number(hourCycle.displayHour(v), width: pads ? 2 : 1)
    }

    /// Creates a date-and-time model (the mode date-and-time) from two dates and times.
    ///
    /// - Throws: as ``init(mode:minimum:maximum:minuteInterval:uses12HourClock:showsSeconds:locale:)``.
    public init(
        minimum: DateTimeValue, maximum: DateTimeValue, minuteInterval: Int = 1, uses12HourClock: Bool? = nil
    ) throws(RangeError) {
        try self.init(
            mode: .dateAndTime, minimum: .dateTime(minimum), maximum: .dateTime(maximum),
            minuteInterval: minuteInterval,
            uses12HourClock: uses12HourClock)
    }

    /// The problems of `value` as a limit or value named `name` of a picker in `mode`: the
    /// wrong kind of value, or a field outside its range.
    static func problems(of value: DatePickerValue, named name: String, mode: DatePickerMode) -> [OutOfRange]
    {
        let wanted: DatePickerValue.Kind = mode == .time ? .time : mode == .duration ? .duration : .dateTime
        guard value.kindTag == wanted else {
            return [
                OutOfRange(
                    name: name,
                    statement: "\(name) must be \(wanted.description) in mode \(mode.rawValue), got \(value)")
            ]
        }
        var p: [OutOfRange] = []
        switch value {
        case .dateTime(let v): p = v.problems(named: name)
        case .time(let h, let m, let s):
            Limit.check("\(name).hour", h, in: 0...23, into: &p)
            Limit.check("\(name).minute", m, in: 0...59, into: &p)
            Limit.check("\(name).second", s, in: 0...59, into: &p)
        case .duration(let s):
            Limit.check("\(name).seconds", s, in: 0...DatePickerValue.longestDuration, into: &p)
        }
        return p
    }

    /// `value` as ISO text with the fields `mode` shows: `2020-06-01` for a date, `2020-06` for
    /// a month, `2020-06-01T09:41` for a date and time, `09:41:00`, `PT1H30M0S`.
    public static func text(of value: DatePickerValue, mode: DatePickerMode) -> String {
        guard case .dateTime(let v) = value else { return value.description }
        switch mode {
        case .date: return v.dateDescription
        case .monthYear:
            return String(v.dateDescription.prefix(while: { $0 != "-" })) + "-"
                + DateTimeValue.pad(v.month, 2)
        default: return v.description
        }
    }

    // MARK: - Values

    /// What `value` lands on: checked, its minute rounded to the nearest step, its fields the
    /// mode does not show at their least, then kept within ``minimum`` ... ``maximum`` by
    /// moving only the fields that must move (``value(for:)``).
    ///
    /// - Returns: the value the picker shows and whether it differs from `value` on a field the
    ///   mode shows (rounded to a step or moved into the range).
    /// - Throws: a `RangeError` naming a field of `value` outside its range, the wrong kind of
    ///   value, or a second other than 0 without a seconds component (it cannot be shown).
    public func landing(of value: DatePickerValue, name: String = "value") throws(RangeError) -> (
        value: DatePickerValue, adjusted: Bool
    ) {
        var problems = Self.problems(of: value, named: name, mode: mode)
        if problems.isEmpty, mode.showsTime, !showsSeconds, value.fields.second != 0 {
            problems.append(
                OutOfRange(
                    name: "\(name).second",
                    statement:
                        "\(name).second must be 0 without a seconds component (showsSeconds), got \(value.fields.second)"
                ))
        }
        try RangeError.throwIfAny(problems)
        let shown = normalized(value.fields)
        let rounded = roundToGrid(shown)
        let landed = resolve(rounded)
        return (self.value(fromFields: landed), landed != shown)
    }

    /// The value the components' `selections` name: each field from its component (the day at
    /// most its month's days), then kept within ``minimum`` ... ``maximum`` by moving only the
    /// fields that must move, each to its nearest value that keeps the whole inside (the earlier
    /// on a tie), most significant first: this is where the picker's components come to rest.
    public func value(for selections: [Int]) -> DatePickerValue {
        value(fromFields: resolve(raw(selections)))
    }

    /// The components' selections that show `value` (landed as ``landing(of:name:)`` does; a
    /// value that cannot be landed shows the nearest limit).
    public func selections(for value: DatePickerValue) -> [Int] {
        let landed = (try? landing(of: value))?.value ?? (value < minimum ? minimum : maximum)
        return selections(forFields: landed.fields)
    }

    /// The components' selections that show `fields` as they are (no landing; each clamped to
    /// its component's items).
    func selections(forFields v: DateTimeValue) -> [Int] {
        fields.map { f in
            switch f {
            case .year: min(max(v.year - lo.year, 0), hi.year - lo.year)
            case .month: min(max(v.month - 1, 0), 11)
            case .day: max(v.day - 1, 0)
            case .hour: uses12HourClock ? v.hour % 12 : v.hour
            case .minute: v.minute / minuteInterval
            case .second: v.second
            case .period: v.hour >= 12 ? 1 : 0
            }
        }
    }

    /// The index of `field`'s component, if the picker has it.
    public func component(of field: Field) -> Int? { fields.firstIndex(of: field) }

    /// The fields `selections` name, unchecked against the limits (the day at most its month's).
    func raw(_ selections: [Int]) -> DateTimeValue {
        func sel(_ f: Field) -> Int {
            component(of: f).flatMap { $0 < selections.count ? selections[$0] : nil } ?? 0
        }
        var v = normalized(lo)
        if mode.showsDate {
            v.year = min(max(lo.year + sel(.year), lo.year), hi.year)
            v.month = min(max(sel(.month) + 1, 1), 12)
            if mode != .monthYear {
                v.day = min(max(sel(.day) + 1, 1), DateTimeValue.daysInMonth(v.month, year: v.year))
            }
        }
        if mode.showsTime {
            v.hour = min(
                max(sel(.hour) + (uses12HourClock && sel(.period) == 1 ? 12 : 0), 0), hourCount - 1)
            v.minute = min(max(sel(.minute), 0), 60 / minuteInterval - 1) * minuteInterval
            v.second = showsSeconds ? min(max(sel(.second), 0), 59) : 0
        }
        return v
    }

    /// The number of hours a value may have: 24, or 100 for a duration.
    var hourCount: Int { mode == .duration ? 100 : 24 }

    /// `fields` as the mode's kind of value.
    func value(fromFields v: DateTimeValue) -> DatePickerValue { DatePickerValue(fields: v, mode: mode) }

    // MARK: - The grid and the range

    /// `v` with the fields the mode does not show at their least (day 1, 00:00:00; year, month
    /// and day 0 for a time or a duration), seconds 0 without a seconds component.
    func normalized(_ v: DateTimeValue) -> DateTimeValue {
        var n = v
        if !mode.showsDate { (n.year, n.month, n.day) = (0, 0, 0) }
        if mode == .monthYear { n.day = 1 }
        if !mode.showsTime { (n.hour, n.minute, n.second) = (0, 0, 0) }
        if !showsSeconds { n.second = 0 }
        return n
    }

    /// `v` with its minute moved down to its step.
    func floorToGrid(_ v: DateTimeValue) -> DateTimeValue {
        var n = v
        n.minute -= n.minute % minuteInterval
        return n
    }

    /// `v` with its minute moved up to the next step (carried into the hour, the day...), or nil
    /// when that passes the last value there is.
    func ceilToGrid(_ v: DateTimeValue) -> DateTimeValue? {
        guard v.minute % minuteInterval != 0 else { return v }
        var n = v
        n.minute += minuteInterval - n.minute % minuteInterval
        n.second = 0
        return carried(n)
    }

    /// `v` with its minute rounded to the nearest step (a half step up), carried, or floored
    /// when carrying passes the last value there is.
    func roundToGrid(_ v: DateTimeValue) -> DateTimeValue {
        let r = v.minute % minuteInterval
        guard r != 0 else { return v }
        if 2 * r >= minuteInterval, let up = ceilToGrid(v) { return up }
        return floorToGrid(v)
    }

    /// `v` with a minute of 60 carried into the next hour, day, month and year; nil past the
    /// last hour of a time of day or a duration, or past 9999.
    func carried(_ v: DateTimeValue) -> DateTimeValue? {
        var n = v
        guard n.minute >= 60 else { return n }
        n.minute -= 60
        n.hour += 1
        guard n.hour >= 24 else { return n }
        guard mode.showsDate else { return mode == .duration && n.hour < hourCount ? n : nil }
        n.hour = 0
        n.day += 1
        guard n.day > DateTimeValue.daysInMonth(n.month, year: n.year) else { return n }
        n.day = 1
        n.month += 1
        guard n.month > 12 else { return n }
        (n.month, n.year) = (1, n.year + 1)
        return n.year <= 9999 ? n : nil
    }

    /// The values field `f` may take after the fields before it in `v` (the day as its month
    /// has, the minute on its steps).
    func values(of f: Field, in v: DateTimeValue) -> StrideThrough<Int> {
        switch f {
        case .year: stride(from: lo.year, through: hi.year, by: 1)
        case .month: stride(from: 1, through: 12, by: 1)
        case .day: stride(from: 1, through: DateTimeValue.daysInMonth(v.month, year: v.year), by: 1)
        case .hour: stride(from: 0, through: hourCount - 1, by: 1)
        case .minute: stride(from: 0, through: 60 - minuteInterval, by: minuteInterval)
        case .second: stride(from: 0, through: 59, by: 1)
        case .period: stride(from: 0, through: 1, by: 1)
        }
    }

    /// `v` with every value field after the `i`th at its least (`high` false) or greatest.
    func completion(of v: DateTimeValue, after i: Int, high: Bool) -> DateTimeValue {
        var n = v
        for f in valueFields.dropFirst(i + 1) {
            let vals = values(of: f, in: n)
            n[f] = high ? vals.reversed().first ?? 0 : vals.first(where: { _ in true }) ?? 0
        }
        return n
    }

    /// Whether some value from `low` to `high` lies within the range.
    func overlaps(_ low: DateTimeValue, _ high: DateTimeValue) -> Bool { high >= lo && low <= hi }

    /// Whether some value whose value fields up to the `i`th are `v`'s lies within the range.
    func allows(_ v: DateTimeValue, upTo i: Int) -> Bool {
        overlaps(completion(of: v, after: i, high: false), completion(of: v, after: i, high: true))
    }

    /// `v` kept within the range: most significant field first, a field that leaves no value
    /// inside takes its nearest value that does (the earlier on a tie); the others stay.
    func resolve(_ v: DateTimeValue) -> DateTimeValue {
        var n = v
        for (i, f) in valueFields.enumerated() {
            let vals = Array(values(of: f, in: n))
            let here = vals.lastIndex { $0 <= n[f] } ?? 0
            var best = here
            for d in 0..<vals.count {
                if here - d >= 0 {
                    n[f] = vals[here - d]
                    if allows(n, upTo: i) {
                        best = here - d
                        break
                    }
                }
                if here + d < vals.count, d > 0 {
                    n[f] = vals[here + d]
                    if allows(n, upTo: i) {
                        best = here + d
                        break
                    }
                }
            }
            n[f] = vals[best]
        }
        return n
    }

    // MARK: - Components and items

    /// The drum of a date picker's components: a slightly tighter cylinder than Flutter's default
    /// (diameter 1.5 faces), rows of 38 points.
    public static let drum = DrumParameters(diameterRatio: 1.5, itemExtent: 38)

    /// The number of components: one per field.
    public var componentCount: Int? { fields.count }

    /// The role of component `i` ("Year", "Hours" for a duration), as a screen reader names it.
    public func role(ofComponent i: Int) -> String? {
        guard fields.indices.contains(i) else { return nil }
        let duration = mode == .duration
        switch fields[i] {
        case .year: return "Year"
        case .month: return "Month"
        case .day: return "Day"
        case .hour: return duration ? "Hours" : "Hour"
        case .minute: return duration ? "Minutes" : "Minute"
        case .second: return duration ? "Seconds" : "Second"
        case .period: return "AM/PM"
        }
    }

    /// The components of a picker showing `value` (landed as ``landing(of:name:)`` does): one per
    /// field, as wide as its widest text in the locale (year 110, month 170, others 80 points at least), without side
    /// labels (the rows name themselves), texts of 18 points; months, days, hours, minutes and
    /// seconds loop, as on iOS (a duration's hours do not).
    ///
    /// - Throws: a `RangeError` as ``landing(of:name:)``.
    public func components(showing value: DatePickerValue, geometry: WheelGeometryKind = .drum(Self.drum))
        throws(RangeError)
        -> [PickerComponent]
    {
        let selections = selections(forFields: try landing(of: value).value.fields)
        return fields.enumerated().map { i, f in
            let loops = f != .year && f != .period && !(f == .hour && mode == .duration)
            var c = WheelConfiguration(labelColumnWidth: 0, labelColumnGap: 0, looping: loops)
            c.sectorTextStyle = TextStyle(size: 18)
            c.geometry = geometry
            let width = componentWidth(of: f)
            return PickerComponent(
                role: role(ofComponent: i) ?? f.rawValue, width: width, configuration: c,
                initialItem: selections[i])
        }
    }

    /// The width of `field`'s component, points: the neutral look's (year 110, month 170, others
    /// 80), widened where the locale's texts are wider than that allows (affixes such as "年",
    /// wide scripts, long month names), from an estimate of the widest text at the 18-point style.
    func componentWidth(of field: Field) -> Double {
        let base: Double = field == .year ? 110 : field == .month ? 170 : 80
        let widest: [String]
        switch field {
        case .year: widest = [locale.yearText(hi.year)]
        case .month: widest = locale.standaloneMonthNames
        case .day: widest = [locale.dayText(28)]
        case .period: widest = locale.dayPeriods
        default: widest = [locale.number(88, width: 2)]
        }
        // The neutral look leaves about 2.5 times its texts' width (1.7 for month names).
        let room = field == .month ? 1.7 : 2.5
        return max(base, room * (widest.map { Self.estimatedWidth($0, size: 18) }.max() ?? 0))
    }

    /// About how wide `text` is at `size` points: a wide (CJK, Hangul) character an em, others 0.6.
    static func estimatedWidth(_ text: String, size: Double) -> Double {
        text.unicodeScalars.reduce(0) { w, s in
            let v = s.value
            let wide = (0x1100...0x11FF).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7AF).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || v >= 0x20000
            return w + (wide ? 1 : 0.6) * size
        }
    }

    /// The items of `component` for `selections`: the year's items, the months by name, the
    /// days of the selected month of the selected year, the hours, the minutes, the seconds;
    /// each disabled where every value it would give lies outside ``minimum`` ... ``maximum``.
    public func items(ofComponent component: Int, selections: [Int]) -> any WheelDataSource {
        DateItems(model: self, field: fields[min(max(component, 0), fields.count - 1)], at: raw(selections))
    }
}

extension DateTimeValue {
    /// The value of `field` (the hour for the day period).
    subscript(field: DatePickerModel.Field) -> Int {
        get {
            switch field {
            case .year: year
            case .month: month
            case .day: day
            case .hour, .period: hour
            case .minute: minute
            case .second: second
            }
        }
        set {
            switch field {
            case .year: year = newValue
            case .month: month = newValue
            case .day: day = newValue
            case .hour, .period: hour = newValue
            case .minute: minute = newValue
            case .second: second = newValue
            }
        }
    }
}

extension DatePickerValue {
    /// The kinds of value, as a mode wants them.
    enum Kind {
        case dateTime, time, duration

        var description: String {
            switch self {
            case .dateTime: "a date and time"
            case .time: "a time of day"
            case .duration: "a duration"
            }
        }
    }

    var kindTag: Kind {
        switch self {
        case .dateTime: .dateTime
        case .time: .time
        case .duration: .duration
        }
    }
}

/// The items of one component of a ``DatePickerModel`` around the fields its selections name.
struct DateItems: WheelDataSource {
    let model: DatePickerModel
    let field: DatePickerModel.Field
    let at: DateTimeValue

    var itemCount: Int {
        switch field {
        case .year: model.hi.year - model.lo.year + 1
        case .month: 12
        case .day: DateTimeValue.daysInMonth(at.month, year: at.year)
        case .hour: model.uses12HourClock ? 12 : model.hourCount
        case .minute: 60 / model.minuteInterval
        case .second: 60
        case .period: 2
        }
    }

    func item(at index: Int) -> WheelItem {
        let locale = model.locale
        var v = at
        let text: String
        let enabled: Bool
        switch field {
        case .period:
            text = model.locale.dayPeriods[index == 0 ? 0 : 1]
            // Either half of the day: its first hour's least value to its last hour's greatest.
            let hourAt = model.valueFields.firstIndex(of: .hour) ?? 0
            v.hour = index == 0 ? 0 : 12
            let low = model.completion(of: v, after: hourAt, high: false)
            v.hour = index == 0 ? 11 : 23
            enabled = model.overlaps(low, model.completion(of: v, after: hourAt, high: true))
        default:
            switch field {
            case .year:
                v.year = model.lo.year + index
                text = locale.yearText(v.year)
            case .month:
                v.month = index + 1
                text = locale.standaloneMonthNames[min(max(index, 0), 11)]
            case .day:
                v.day = index + 1
                text = locale.dayText(index + 1)
            case .hour:
                v.hour = model.uses12HourClock ? index + (at.hour >= 12 ? 12 : 0) : index
                text = model.hourText(v.hour)
            case .minute:
                v.minute = index * model.minuteInterval
                text = locale.minuteText(v.minute)
            default:
                v.second = index
                text = locale.minuteText(index)
            }
            enabled = model.allows(v, upTo: model.valueFields.firstIndex(of: field) ?? 0)
        }
        return WheelItem(sectorText: text, labelText: text, isEnabled: enabled)
    }
}
