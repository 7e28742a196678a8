import WheelRendering


/// Text formatting shared by the SVG writer: numbers, colours and XML escaping.
///
/// Every function is deterministic and locale-free (no Foundation), so the same display
/// list always gives byte-identical SVG, which is what the snapshot tests rely on.
enum SVGFormat {
    /// The largest magnitude written for a number; larger values are clamped so that the
    /// integer arithmetic below cannot overflow (and no viewer needs more).
    static let numberLimit: Double = 1.0e9

    /// `x` with at most `decimals` (0...6) digits after the point, trailing zeros and a
    /// trailing point removed, never `-0`, never an exponent. Non-finite values give `0`.
    ///
    /// Examples: `12.5 → "12.5"`, `3.14159 → "3.14"`, `-0.001 → "0"`, `1e20 → "1000000000"`.
    static func number(_ x: Double, decimals: Int = 2) -> String {
        guard x.isFinite else { return "0" }
        let d = min(6, max(0, decimals))
        var unit: Int64 = 1
        for _ in 0..<d { unit *= 10 }
        let clamped = min(numberLimit, max(-numberLimit, x))
        let scaled = (clamped * Double(unit)).rounded()
        if scaled == 0 { return "0" }
        let magnitude = Int64(abs(scaled))
        var s = scaled < 0 ? "-" : ""
        s += String(magnitude / unit)
        var fraction = magnitude % unit
        if fraction != 0 {
            var digits = d
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let text = String(fraction)
            s += "." + String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        return s
    }

    /// `rgb(r,g,b)`: the colour without its alpha.
    static func rgb(_ c: Color) -> String {
        "rgb(\(c.r),\(c.g),\(c.b))"
    }

    /// The colour's alpha as an opacity 0...1 with three decimals.
    static func opacity(_ c: Color) -> String {
        number(Double(c.a) / 255, decimals: 3)
    }

    /// `text` made safe for XML character data and attribute values: `& < > " '` become
    /// entities; line breaks and tabs become spaces (a run is a single line); other characters
    /// that XML 1.0 forbids (C0 controls, U+FFFE, U+FFFF) are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for u in text.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\r", "\t": out += " "
            default:
                if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF { continue }
                out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
