/// The subset of Python literals a `.npy` header is written in: a dictionary of strings,
/// booleans, integers, tuples and lists (what `numpy.lib.format` writes with `repr`).
enum PythonLiteral: Equatable, Sendable {
    /// `'text'` or `"text"`.
    case string(String)
    /// `True` / `False`.
    case bool(Bool)
    /// An integer (`10`, `-3`; `10L` from Python 2 writers).
    case int(Int)
    /// A tuple or a list.
    case sequence([PythonLiteral])
    /// `None`.
    case none
    /// A dictionary with string keys.
    case dictionary([String: PythonLiteral])

    /// Why a header could not be read.
    struct ParseError: Error {
        /// What was wrong, and where.
        var message: String
    }

    /// Parses `bytes` as a dictionary literal (trailing spaces and a newline allowed).
    static func parseDictionary(_ bytes: UnsafeRawBufferPointer) throws(ParseError) -> [String: PythonLiteral] {
        var parser = Parser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.at == bytes.count else {
            throw ParseError(message: "unexpected text after the dictionary at byte \(parser.at)")
        }
        guard case .dictionary(let d) = value else { throw ParseError(message: "the header is not a dictionary") }
        return d
    }

    /// A recursive-descent reader over the header's bytes.
    struct Parser {
        let bytes: UnsafeRawBufferPointer
        var at = 0

        init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        var current: UInt8? { at < bytes.count ? bytes[at] : nil }

        mutating func skipSpace() {
            while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { at += 1 }
        }

        func error(_ what: String) -> ParseError { ParseError(message: "\(what) at byte \(at)") }

        mutating func value(depth: Int) throws(ParseError) -> PythonLiteral {
            guard depth < 16 else { throw error("nesting too deep") }
            skipSpace()
            guard let c = current else { throw error("the header ends early") }
            switch c {
            case UInt8(ascii: "{"): return try dictionary(depth: depth)
            case UInt8(ascii: "("): return try sequence(close: UInt8(ascii: ")"), depth: depth)
            case UInt8(ascii: "["): return try sequence(close: UInt8(ascii: "]"), depth: depth)
            case UInt8(ascii: "'"), UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .int(try integer())
            default:
                for (word, literal) in [("True", PythonLiteral.bool(true)), ("False", .bool(false)), ("None", .none)]
                where matches(word) {
                    at += word.utf8.count
                    return literal
                }
                throw error("unexpected character '\(Character(Unicode.Scalar(c)))'")
            }
        }

        func matches(_ word: String) -> Bool {
            let w = Array(word.utf8)
            guard at + w.count <= bytes.count else { return false }
            for i in 0..<w.count where bytes[at + i] != w[i] { return false }
            return true
        }

        mutating func dictionary(depth: Int) throws(ParseError) -> PythonLiteral {
            at += 1
            var d: [String: PythonLiteral] = [:]
            while true {
                skipSpace()
                if current == UInt8(ascii: "}") {
                    at += 1
                    return .dictionary(d)
                }
                guard current == UInt8(ascii: "'") || current == UInt8(ascii: "\"") else {
                    throw error("a dictionary key is not a string")
                }
                let key = try string()
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after '\(key)'") }
                at += 1
                guard d[key] == nil else { throw error("the key '\(key)' appears twice") }
                d[key] = try value(depth: depth + 1)
                skipSpace()
                if current == UInt8(ascii: ",") {
                    at += 1
                } else if current != UInt8(ascii: "}") {
                    throw error("expected ',' or '}'")
                }
            }
        }

        mutating func sequence(close: UInt8, depth: Int) throws(ParseError) -> PythonLiteral {
            at += 1
            var items: [PythonLiteral] = []
            while true {
                skipSpace()
                if current == close {
                    at += 1
                    return .sequence(items)
                }
                items.append(try value(depth: depth + 1))
                skipSpace()
                if current == UInt8(ascii: ",") {
                    at += 1
                } else if current != close {
                    throw error("expected ',' or '\(Character(Unicode.Scalar(close)))'")
                }
            }
        }

        mutating func string() throws(ParseError) -> String {
            let quote = bytes[at]
            at += 1
            var out: [UInt8] = []
            while let c = current, c != quote {
                if c == UInt8(ascii: "\\") {
                    at += 1
                    guard let e = current else { break }
                    out.append(e)
                } else {
                    out.append(c)
                }
                at += 1
                guard out.count <= 256 else { throw error("a string longer than 256 bytes") }
            }
            guard current == quote else { throw error("a string is not closed") }
            at += 1
            return String(decoding: out, as: UTF8.self)
        }

        mutating func integer() throws(ParseError) -> Int {
            var negative = false
            if current == UInt8(ascii: "-") {
                negative = true
                at += 1
            }
            var n = 0
            var digits = 0
            while let c = current, c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                let (m, o1) = n.multipliedReportingOverflow(by: 10)
                let (s, o2) = m.addingReportingOverflow(Int(c - UInt8(ascii: "0")))
                guard !o1 && !o2 else { throw error("an integer too large") }
                n = s
                digits += 1
                at += 1
            }
            guard digits > 0 else { throw error("a '-' without digits") }
            if current == UInt8(ascii: "L") { at += 1 }
            return negative ? -n : n
        }
    }
}
