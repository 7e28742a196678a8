/// Text from a user's file made safe for a one-line message: control characters and invalid
/// bytes escaped (so a binary file cannot send escape sequences to the terminal) and long text
/// cut to a few hundred characters.
enum Message {
    /// The longest piece of user text a message shows, characters.
    static let maximumLength = 200

    /// `text` in double quotes, escaped and cut to `limit` characters (with "…").
    static func quoted(_ text: String, limit: Int = maximumLength) -> String {
        "\"" + escaped(text, limit: limit) + "\""
    }

    /// `bytes` in double quotes: valid UTF-8 kept, other bytes as `\xNN`, cut to `limit` characters.
    static func quoted(bytes: [UInt8], limit: Int = maximumLength) -> String {
        var out = ""
        var count = 0
        var i = 0
        while i < bytes.count {
            if count >= limit { return "\"" + out + "…\"" }
            // Take the longest valid UTF-8 sequence at i (1...4 bytes).
            var taken = false
            for len in 1...4 where i + len <= bytes.count {
                if let s = String(validating: bytes[i..<(i + len)], as: UTF8.self) {
                    out += escaped(s, limit: limit)
                    i += len
                    taken = true
                    break
                }
            }
            if !taken {
                out += "\\x" + hex(bytes[i])
                i += 1
            }
            count += 1
        }
        return "\"" + out + "\""
    }

    /// How ``escaped(_:limit:controls:)`` spells a control character.
    enum ControlEscape {
        /// `\x1b`: for messages on a terminal.
        case hex
        /// `\u001b`: for JSON strings (the trace and recorded scripts).
        case unicode
    }

    /// `text` with quotes, backslashes and control characters (C0, DEL and C1) escaped, cut to
    /// `limit` characters (with "…"; `nil`: never cut). The one escaper of the app's messages
    /// and of the JSON it writes (``JSON/string(_:)``).
    static func escaped(_ text: String, limit: Int? = maximumLength, controls: ControlEscape = .hex) -> String {
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

    static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
    }
}
