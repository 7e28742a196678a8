import SeriesIO
import WheelMotion
import WheelPrimitives

/// Number-to-text formatting for axis labels, without Foundation.
///
/// Rounding works on the decimal digits of the value's shortest round-trip representation
/// (what `description` prints, e.g. `2.675`), rounding half away from zero. That is what a
/// person expects from the number they see (`2.675` → `"2.68"`), whereas rounding the exact
/// binary value (`2.67499999…`) would give `"2.67"`. No binary arithmetic is involved, so no
/// rounding error is added.
package enum NumberFormatting {
    /// The most decimals ``format(_:decimals:)`` prints.
    package static let maxDecimals = 20

    /// `value` with exactly `decimals` digits after the point (clamped to 0...``maxDecimals``),
    /// no exponent and no thousands separators. A result that rounds to zero prints without a
    /// minus sign (`-0.001` with 2 decimals is `"0.00"`). NaN prints `"nan"`, infinities
    /// `"inf"` / `"-inf"`.
    public static func format(_ value: Double, decimals: Int) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let d = min(max(decimals, 0), maxDecimals)
        var (digits, point, negative) = decimalDigits(of: value)
        // Round to `point + d` kept digits.
        let keep = point + d
        if keep < 0 {
            digits = []
        } else if keep < digits.count {
            let roundUp = digits[keep] >= 5
            digits.removeSubrange(keep...)
            if roundUp {
                var i = keep - 1
                while i >= 0 && digits[i] == 9 {
                    digits[i] = 0
                    i -= 1
                }
                if i >= 0 {
                    digits[i] += 1
                } else {
                    digits.insert(1, at: 0)
                    point += 1
                }
            }
        }
        // digit at position p (0-based from the first digit) has place value 10^(point-1-p).
        func digit(at p: Int) -> UInt8 { p >= 0 && p < digits.count ? digits[p] : 0 }
        var out = [UInt8]()
        var anyNonZero = false
        if point <= 0 {
            out.append(UInt8(ascii: "0"))
        } else {
            var leading = true
            for p in 0..<point {
                let g = digit(at: p)
                if leading && g == 0 && p < point - 1 { continue }
                leading = false
                if g != 0 { anyNonZero = true }
                out.append(48 + g)
            }
        }
        if d > 0 {
            out.append(UInt8(ascii: "."))
            for p in point..<(point + d) {
                let g = digit(at: p)
                if g != 0 { anyNonZero = true }
                out.append(48 + g)
            }
        }
        if negative && anyNonZero { out.insert(UInt8(ascii: "-"), at: 0) }
        return String(decoding: out, as: UTF8.self)
    }

    /// The fewest decimals that show every multiple of `step` exactly, from the step's
    /// shortest decimal form (`0.25` → 2, `2.5` → 1, `5` → 0, `1e-7` → 7); clamped to
    /// 0...``maxDecimals``. 0 for zero or non-finite steps.
    public static func decimals(forStep step: Double) -> Int {
        guard step.isFinite, step != 0 else { return 0 }
        var (digits, point, _) = decimalDigits(of: step)
        while let last = digits.last, last == 0 { digits.removeLast() }
        return min(max(digits.count - point, 0), maxDecimals)
    }

    /// The decimal digits (values 0...9) of a finite value's shortest representation, the
    /// position of the decimal point within them (`value = 0.d₀d₁… × 10^point`, possibly with
    /// leading zeros in `digits`), and the sign.
    static func decimalDigits(of value: Double) -> (digits: [UInt8], point: Int, negative: Bool) {
        var digits = [UInt8]()
        var point: Int? = nil
        var negative = false
        var exponent = 0
        var inExponent = false
        var exponentNegative = false
        for c in value.description.utf8 {
            switch c {
            case UInt8(ascii: "-"):
                if inExponent { exponentNegative = true } else { negative = true }
            case UInt8(ascii: "+"): break
            case UInt8(ascii: "."): point = digits.count
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponent = exponent * 10 + Int(c - 48)
                } else {
                    digits.append(c - 48)
                }
            default: break
            }
        }
        let base = point ?? digits.count
        return (digits, base + (exponentNegative ? -exponent : exponent), negative)
    }
}
