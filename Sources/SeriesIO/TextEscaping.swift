/// Text from a user's file or input made safe for a one-line message or a JSON string: quotes,
/// backslashes and control characters (C0, DEL and C1) escaped, so that a binary file cannot
/// send escape sequences to a terminal, and long text cut. The one escaper of the package's
/// messages (the CSV reader's errors; an app's messages about a user's file and the JSON it writes).
public enum TextEscaping {
    /// How a control character is spelled.
    public enum Controls: Sendable {
        /// `\x1b`: for messages on a terminal.
        case hex
        /// `\u001b`: for JSON strings.
        case unicode
    }

    /// `text` with `"` and `\` escaped, newline, carriage return and tab as `\n`, `\r`, `\t`,
    /// other control characters as `controls` says, cut to `limit` characters (with "…";
    /// nil: never cut).
    public static func escaped(_ text: String, limit: Int?, controls: Controls = .hex) -> String {
        var out = ""
        var count = 0
        for u in text.unicodeScalars {
            if let limit, count >= limit {
                out += "…"
                break
            }
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || (0x7F...0x9F).contains(u.value) {
                    switch controls {
                    case .hex: out += "\\x" + hex(UInt8(u.value))
                    case .unicode: out += "\\u00" + hex(UInt8(u.value))
                    }
                } else {
                    out.unicodeScalars.append(u)
                }
            }
            count += 1
        }
        return out
    }

    /// `b` as two lowercase hexadecimal digits.
    public static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
    }
}
