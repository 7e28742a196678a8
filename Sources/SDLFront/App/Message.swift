import SeriesIO

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
                out += "\\x" + TextEscaping.hex(bytes[i])
                i += 1
            }
            count += 1
        }
        return "\"" + out + "\""
    }

    /// `text` with quotes, backslashes and control characters (C0, DEL and C1) escaped, cut to
    /// `limit` characters (with "…"; `nil`: never cut): `TextEscaping`, the one escaper of the
    /// package's messages.
    static func escaped(_ text: String, limit: Int? = maximumLength) -> String {
        TextEscaping.escaped(text, limit: limit)
    }
}
