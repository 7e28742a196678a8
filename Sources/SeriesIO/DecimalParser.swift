/// Parses decimal numbers straight from UTF-8 bytes, without making a `String`.
///
/// Grammar (whole field, no surrounding spaces): `[+-]digits[.digits][(e|E)[+-]digits]`,
/// `[+-].digits...`, or `[+-](nan|inf|infinity)` in any case. Rounding: when the significant
/// digits fit in 2^53 and the decimal exponent is within ±22, the result is one exact
/// multiplication or division of two exactly representable doubles, hence correctly rounded
/// (Clinger's fast path). Every other form (more than ~15 significant digits, or large
/// exponents) goes to the standard library's correctly rounded `Double(String)`; those are rare
/// in data files.
public enum DecimalParser {
    /// Exact powers of ten 10^0 ... 10^22 (all exactly representable as `Double`).
    package static let powersOfTen: [Double] = {
        var p = [Double](repeating: 1, count: 23)
        for i in 1..<23 { p[i] = p[i - 1] * 10 }
        return p
    }()

    /// The value of the bytes `bytes[start..<end]`, or nil when they are not a number.
    @inlinable
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        parseImpl(bytes, start, end)
    }

    /// The value of a string, or nil when it is not a number (same grammar as the byte form).
    public static func parse(_ text: String) -> Double? {
        var s = text
        return s.withUTF8 { parseImpl($0, 0, $0.count) }
    }

    @usableFromInline
    static func parseImpl(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        var i = start
        guard i < end else { return nil }
        var negative = false
        if b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
            negative = b[i] == UInt8(ascii: "-")
            i += 1
            guard i < end else { return nil }
        }
        let c0 = b[i] | 0x20
        if c0 == UInt8(ascii: "n") || c0 == UInt8(ascii: "i") {
            return parseSpecial(b, i, end).map { negative ? -$0 : $0 }
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0  // digits accumulated into mantissa, leading zeros excluded
        var droppedDigits = false  // a nonzero digit did not fit
        var exponent = 0  // decimal exponent adjustment from digits after the point / dropped
        var anyDigit = false
        // Integer part.
        while i < end {
            let d = b[i] &- 48
            if d > 9 { break }
            anyDigit = true
            if significantDigits < 19 {
                if mantissa != 0 || d != 0 {
                    mantissa = mantissa * 10 + UInt64(d)
                    significantDigits += 1
                }
            } else {
                exponent += 1
                if d != 0 { droppedDigits = true }
            }
            i += 1
        }
        // Fraction.
        if i < end && b[i] == UInt8(ascii: ".") {
            i += 1
            while i < end {
                let d = b[i] &- 48
                if d > 9 { break }
                anyDigit = true
                if significantDigits < 19 {
                    if mantissa != 0 || d != 0 {
                        mantissa = mantissa * 10 + UInt64(d)
                        significantDigits += 1
                    }
                    exponent -= 1
                } else if d != 0 {
                    droppedDigits = true
                }
                i += 1
            }
        }
        guard anyDigit else { return nil }
        // Exponent.
        if i < end && (b[i] | 0x20) == UInt8(ascii: "e") {
            i += 1
            var expNegative = false
            if i < end && (b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+")) {
                expNegative = b[i] == UInt8(ascii: "-")
                i += 1
            }
            var e = 0
            var expDigits = false
            while i < end {
                let d = b[i] &- 48
                if d > 9 { break }
                expDigits = true
                if e < 100_000 { e = e * 10 + Int(d) }
                i += 1
            }
            guard expDigits else { return nil }
            exponent += expNegative ? -e : e
        }
        guard i == end else { return nil }
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        if !droppedDigits && mantissa <= (1 << 53) && exponent >= -22 && exponent <= 22 {
            var v = Double(mantissa)
            v = exponent < 0 ? v / powersOfTen[-exponent] : v * powersOfTen[exponent]
            return negative ? -v : v
        }
        // Rare long form: the grammar is validated, so the standard library will accept it.
        let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
        return Double(text)
    }

    /// `nan`, `inf` or `infinity` (any case) filling `b[i..<end]`.
    static func parseSpecial(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Double? {
        func matches(_ word: StaticString) -> Bool {
            guard end - i == word.utf8CodeUnitCount else { return false }
            let w = word.utf8Start
            for k in 0..<word.utf8CodeUnitCount where (b[i + k] | 0x20) != w[k] { return false }
            return true
        }
        if matches("nan") { return .nan }
        if matches("inf") || matches("infinity") { return .infinity }
        return nil
    }
}
