import Foundation
import WheelPrimitives

/// A locale identifier Foundation does not know.
public struct UnknownLocaleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The identifier as given.
    public var identifier: String

    /// The error about `identifier`.
    public init(identifier: String) { self.identifier = identifier }

    /// `unknown locale 'xx_YY' (expected an identifier such as en_US, de_DE or ja_JP)`.
    public var description: String {
        "unknown locale '\(identifier)' (expected an identifier such as en_US, de_DE or ja_JP)"
    }
}

extension DateLocale {
    /// The conventions of the locale `identifier` (`de_DE`, `ja-JP`, `ar`, `de_DE.UTF-8`),
    /// from Foundation's ICU data, in the Gregorian calendar.
    ///
    /// The date order comes from the locale's pattern for a long date (template `yMMMMd`),
    /// the hour cycle, its padding and the day period's place from its pattern for a time
    /// (template `jmm`), the year and day affixes from the patterns of `y` and `d`, the names
    /// from `DateFormatter`, the digits from `NumberFormatter`, the direction from the
    /// language. `C`, `POSIX` and `en_US_POSIX` give `DateLocale.iso`.
    /// - Throws: ``UnknownLocaleError`` when ICU has no data for the identifier.
    public init(localeIdentifier identifier: String) throws(UnknownLocaleError) {
        guard let canonical = Self.canonicalIdentifier(identifier) else {
            throw UnknownLocaleError(identifier: identifier)
        }
        if canonical == "en_US_POSIX" {
            self = .iso
            return
        }
        let locale = Locale(identifier: canonical)
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        let datePattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "y MMMM d"
        let timePattern = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "HH:mm"
        let yearPattern = DateFormatter.dateFormat(fromTemplate: "y", options: 0, locale: locale) ?? "y"
        let dayPattern = DateFormatter.dateFormat(fromTemplate: "d", options: 0, locale: locale) ?? "d"
        let dateFields = Self.fieldLetters(datePattern)
        var order: [(Field, Int)] = []
        for (field, letters) in [(Field.year, "y"), (.month, "ML"), (.day, "d")] {
            let at = dateFields.firstIndex { letters.contains($0.letter) } ?? Int.max
            order.append((field, at))
        }
        let timeFields = Self.fieldLetters(timePattern)
        let hour = timeFields.first { "hHkK".contains($0.letter) }
        let cycle: HourCycle =
            switch hour?.letter {
            case "h": .h12
            case "K": .h11
            case "k": .h24
            default: .h23
            }
        let hourAt = timeFields.firstIndex { "hHkK".contains($0.letter) } ?? 0
        let periodAt = timeFields.firstIndex { "abB".contains($0.letter) }
        let numbers = NumberFormatter()
        numbers.locale = locale
        numbers.usesGroupingSeparator = false
        let digits = (0...9).map { numbers.string(from: NSNumber(value: $0)) ?? String($0) }
        self.init(
            identifier: canonical,
            dateOrder: order.sorted { $0.1 < $1.1 }.map(\.0),
            monthNames: formatter.monthSymbols,
            standaloneMonthNames: formatter.standaloneMonthSymbols,
            shortMonthNames: formatter.shortStandaloneMonthSymbols,
            weekdayNames: formatter.weekdaySymbols,
            shortWeekdayNames: formatter.shortStandaloneWeekdaySymbols,
            dayPeriods: [formatter.amSymbol, formatter.pmSymbol],
            dayPeriodFirst: periodAt.map { $0 < hourAt } ?? false,
            hourCycle: cycle,
            padsHour: (hour?.width ?? 2) >= 2,
            padsDay: (Self.fieldLetters(dayPattern).first { $0.letter == "d" }?.width ?? 1) >= 2,
            yearPattern: Self.affixPattern(yearPattern, letter: "y"),
            dayPattern: Self.affixPattern(dayPattern, letter: "d"),
            eraNames: formatter.eraSymbols.count == 2 ? formatter.eraSymbols : ["BC", "AD"],
            digits: digits.count == 10 && digits.allSatisfy { !$0.isEmpty } ? digits : (0...9).map(String.init),
            isRightToLeft: Locale.Language(identifier: canonical).characterDirection == .rightToLeft)
    }

    /// The locale a user's environment asks for: the first of `LC_ALL`, `LC_TIME` and `LANG`
    /// that is set and not empty (`de_DE.UTF-8` read as `de_DE`), else `DateLocale.iso`; an
    /// identifier ICU does not know gives `DateLocale.iso` too.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> DateLocale
    {
        for key in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            return (try? DateLocale(localeIdentifier: value)) ?? .iso
        }
        return .iso
    }

    /// `de-DE`, `de_DE.UTF-8`, `de_DE@euro` -> `de_DE`; `C` and `POSIX` -> `en_US_POSIX`; nil
    /// when it is not an identifier or ICU has no locale of that language.
    static func canonicalIdentifier(_ identifier: String) -> String? {
        var id = identifier.trimmingCharacters(in: .whitespaces)
        if let dot = id.firstIndex(where: { $0 == "." || $0 == "@" }) { id = String(id[..<dot]) }
        id = id.replacingOccurrences(of: "-", with: "_")
        guard !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            return nil
        }
        if id == "C" || id == "POSIX" { return "en_US_POSIX" }
        let available = Set(Locale.availableIdentifiers)
        if available.contains(id) { return id }
        // A language with a region ICU has no own data for (`en_DE`) is still that language.
        let language = String(id.prefix { $0 != "_" })
        return available.contains(language) ? id : nil
    }

    /// The pattern letters of a date format, with the length of each run, quoted text skipped.
    static func fieldLetters(_ pattern: String) -> [(letter: Character, width: Int)] {
        var out: [(letter: Character, width: Int)] = []
        var quoted = false
        var previous: Character?
        for c in pattern {
            if c == "'" {
                quoted.toggle()
                previous = nil
                continue
            }
            guard !quoted, c.isASCII, c.isLetter else {
                previous = nil
                continue
            }
            if c == previous, var last = out.popLast() {
                last.width += 1
                out.append(last)
            } else {
                out.append((c, 1))
            }
            previous = c
        }
        return out
    }

    /// The literal text around the run of `letter` in `pattern` with `{}` in its place
    /// (`y年` -> `{}年`, `y.` -> `{}.`); `{}` when the pattern holds other fields.
    static func affixPattern(_ pattern: String, letter: Character) -> String {
        var out = ""
        var quoted = false
        var placed = false
        var chars = Array(pattern)[...]
        while let c = chars.popFirst() {
            if c == "'" {
                if chars.first == "'" {
                    chars.removeFirst()
                    out.append("'")
                } else {
                    quoted.toggle()
                }
                continue
            }
            if quoted || !(c.isASCII && c.isLetter) {
                out.append(c)
                continue
            }
            guard c == letter, !placed else { return "{}" }
            while chars.first == letter { chars.removeFirst() }
            out += "{}"
            placed = true
        }
        let trimmed = out.trimmingCharacters(in: .whitespaces)
        return placed ? trimmed : "{}"
    }
}
