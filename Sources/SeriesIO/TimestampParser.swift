/// Parses timestamps straight from UTF-8 bytes into epoch seconds (UTC), without `String`s.
///
/// Accepted forms (the whole field, no surrounding spaces):
/// - calendar: `YYYY/MM/DD` or `YYYY-MM-DD` (both separators the same; month and day may have
///   1 or 2 digits), optionally followed by `T`, `t` or one space and `HH:MM[:SS[.fraction]]`
///   (hour 1–2 digits), optionally followed by a zone `Z`, `±HH:MM`, `±HHMM` or `±HH`.
///   A time without a zone is UTC. Fields are range-checked (month 1–12, day within the month
///   with leap years, hour 0–23, minute 0–59, second 0–60; zone offsets up to ±23:59).
/// - epoch seconds: a plain decimal number (fractions and exponents allowed), when
///   `allowEpochNumber` is true.
///
/// Every result lies in ``validRange`` (the years 1 to 9999, UTC), what the time axis can
/// show; anything else (year 0, epoch numbers such as `1e308`) is not a timestamp.
public enum TimestampParser {
    /// The timestamps accepted, epoch seconds: 0001-01-01T00:00:00Z up to (not including)
    /// 10000-01-01T00:00:00Z.
    public static let validRange: Range<Double> = -62_135_596_800..<253_402_300_800

    /// Epoch seconds for `b[start..<end]`, or nil when the bytes are not a valid timestamp.
    /// `epochScale` multiplies epoch numbers (0.001 reads epoch milliseconds).
    public static func parse(
        _ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, allowEpochNumber: Bool = true,
        epochScale: Double = 1
    ) -> Double? {
        if let t = parseCalendar(b, start, end) { return validRange.contains(t) ? t : nil }
        guard allowEpochNumber, let v = DecimalParser.parse(b, start, end), v.isFinite else {
            return nil
        }
        let t = v * epochScale
        return validRange.contains(t) ? t : nil
    }

    /// Whether `text` is a date/time or an epoch number that lies outside ``validRange``
    /// (for error messages).
    public static func isOutOfRange(_ text: String, epochScale: Double = 1) -> Bool {
        var s = text
        return s.withUTF8 { b in
            if let t = parseCalendar(b, 0, b.count) { return !validRange.contains(t) }
            if let v = DecimalParser.parse(b, 0, b.count) { return !v.isFinite || !validRange.contains(v * epochScale) }
            return false
        }
    }

    /// Whether an epoch number is most likely milliseconds: as seconds it would lie past the
    /// year 9999, as milliseconds inside ``validRange``, after 1973 (ms values below 1e11,
    /// which would be seconds in 5138, are left as seconds).
    public static func looksLikeEpochMilliseconds(_ text: String) -> Bool {
        guard let v = DecimalParser.parse(text), v.isFinite, !validRange.contains(v) else { return false }
        return v >= 1e11 && validRange.contains(v / 1000)
    }

    /// Epoch seconds for a string, or nil (same grammar as the byte form).
    public static func parse(_ text: String, allowEpochNumber: Bool = true, epochScale: Double = 1) -> Double? {
        var s = text
        return s.withUTF8 { parse($0, 0, $0.count, allowEpochNumber: allowEpochNumber, epochScale: epochScale) }
    }

    /// Reads 1...`maxDigits` digits at `i` (at least `minDigits`); advances `i`.
    @inline(__always)
    static func digits(
        _ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ end: Int, min minDigits: Int, max maxDigits: Int
    ) -> Int? {
        var v = 0
        var n = 0
        while i < end && n < maxDigits {
            let d = b[i] &- 48
            if d > 9 { break }
            v = v * 10 + Int(d)
            n += 1
            i += 1
        }
        return n >= minDigits ? v : nil
    }

    /// The calendar forms only (no epoch numbers).
    static func parseCalendar(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        var i = start
        guard end - start >= 8, let year = digits(b, &i, end, min: 4, max: 4), i < end else { return nil }
        let sep = b[i]
        guard sep == UInt8(ascii: "/") || sep == UInt8(ascii: "-") else { return nil }
        i += 1
        guard let month = digits(b, &i, end, min: 1, max: 2), i < end, b[i] == sep else { return nil }
        i += 1
        guard let day = digits(b, &i, end, min: 1, max: 2) else { return nil }
        guard (1...12).contains(month), day >= 1, day <= CivilDate.daysInMonth(year: year, month: month)
        else { return nil }
        var seconds = Double(CivilDate.days(fromCivil: year, month, day)) * 86_400
        if i == end { return seconds }
        let t = b[i]
        guard t == UInt8(ascii: "T") || t == UInt8(ascii: "t") || t == UInt8(ascii: " ") else {
            return nil
        }
        i += 1
        guard let hour = digits(b, &i, end, min: 1, max: 2), hour <= 23, i < end, b[i] == UInt8(ascii: ":")
        else { return nil }
        i += 1
        guard let minute = digits(b, &i, end, min: 2, max: 2), minute <= 59 else { return nil }
        var second = 0.0
        if i < end && b[i] == UInt8(ascii: ":") {
            i += 1
            guard let s = digits(b, &i, end, min: 2, max: 2), s <= 60 else { return nil }
            second = Double(s)
            if i < end && b[i] == UInt8(ascii: ".") {
                let fracStart = i
                i += 1
                while i < end && b[i] &- 48 <= 9 { i += 1 }
                guard i - fracStart >= 2,
                    let f = DecimalParser.parse(b, fracStart, i)
                else { return nil }
                second += f
            }
        }
        seconds += Double(hour * 3600 + minute * 60) + second
        if i == end { return seconds }
        // Zone.
        let z = b[i]
        if z == UInt8(ascii: "Z") || z == UInt8(ascii: "z") {
            return i + 1 == end ? seconds : nil
        }
        guard z == UInt8(ascii: "+") || z == UInt8(ascii: "-") else { return nil }
        i += 1
        guard let zh = digits(b, &i, end, min: 2, max: 2), zh <= 23 else { return nil }
        var zm = 0
        if i < end {
            if b[i] == UInt8(ascii: ":") { i += 1 }
            guard let m = digits(b, &i, end, min: 2, max: 2), m <= 59 else { return nil }
            zm = m
        }
        guard i == end else { return nil }
        let offset = Double(zh * 3600 + zm * 60)
        // Local time = UTC + offset, so UTC = local - offset.
        return z == UInt8(ascii: "+") ? seconds - offset : seconds + offset
    }
}
