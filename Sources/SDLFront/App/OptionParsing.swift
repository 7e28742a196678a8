import Foundation

/// A command-line problem, said in words that name the option and the value; or the request
/// for `--help` (`isHelp`), which is not a problem and exits 0 after printing the help.
struct OptionError: Error, CustomStringConvertible, Equatable {
    var message: String
    var isHelp = false

    init(_ message: String) { self.message = message }

    /// `--help` or `-h` was given.
    static let help: OptionError = {
        var e = OptionError("help requested")
        e.isHelp = true
        return e
    }()

    var description: String { message }
}

/// A value an option takes, read from its text on the command line.
protocol OptionValue {
    init?(optionText: String)
    /// What the text must be, for the message when it is not (e.g. "a whole number").
    static var expectation: String { get }
}

extension Int: OptionValue {
    init?(optionText text: String) { self.init(text) }
    static var expectation: String { "a whole number" }
}

extension Double: OptionValue {
    /// Any number Swift reads, `nan` and `inf` included, so that validation names them.
    init?(optionText text: String) { self.init(text) }
    static var expectation: String { "a number" }
}

extension String: OptionValue {
    init?(optionText text: String) { self = text }
    static var expectation: String { "a text" }
}

extension OptionValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    init?(optionText text: String) { self.init(rawValue: text) }
    static var expectation: String { "one of " + allCases.map(\.rawValue).joined(separator: ", ") }
}

extension SceneKind: OptionValue {}
extension RasterizerKind: OptionValue {}

/// One command-line option: its names, its value and help for `--help`, and where it is stored.
struct OptionSpec {
    enum Kind { case flag, value, help }

    let kind: Kind
    /// The long name without its dashes.
    let name: String
    /// A flag's negative form (`no-partial-frames`), which sets it to false.
    var inverted: String?
    /// The value's name in `--help` (`<file>`); nil for a flag.
    var valueName: String?
    let help: String
    /// What the option is when it is not given, for `--help`.
    var defaultText: String?
    /// Stores the option: a flag gets "true" or "false", a value option its text.
    let store: (inout Options, String) throws(OptionError) -> Void

    /// A flag: present sets it to true; `inverted` names the form that sets it to false.
    static func flag(_ name: String, inverted: String? = nil, help: String, _ path: WritableKeyPath<Options, Bool>) -> OptionSpec {
        OptionSpec(kind: .flag, name: name, inverted: inverted, help: help) { options, text in
            options[keyPath: path] = text == "true"
        }
    }

    /// An option with a value that has a default.
    static func value<T: OptionValue>(
        _ name: String, help: String, value: String? = nil, default defaultText: String? = nil,
        _ path: WritableKeyPath<Options, T>
    ) -> OptionSpec {
        OptionSpec(kind: .value, name: name, valueName: value ?? name, help: help, defaultText: defaultText) {
            (options: inout Options, text: String) throws(OptionError) in
            options[keyPath: path] = try parsed(text, as: T.self, option: name)
        }
    }

    /// An option with a value that is absent unless given.
    static func value<T: OptionValue>(
        _ name: String, help: String, value: String? = nil, default defaultText: String? = nil,
        _ path: WritableKeyPath<Options, T?>
    ) -> OptionSpec {
        OptionSpec(kind: .value, name: name, valueName: value ?? name, help: help, defaultText: defaultText) {
            (options: inout Options, text: String) throws(OptionError) in
            options[keyPath: path] = try parsed(text, as: T.self, option: name)
        }
    }

    /// `--help` / `-h`.
    static let help = OptionSpec(kind: .help, name: "help", help: "Show this help and exit.") { _, _ in }

    private static func parsed<T: OptionValue>(_ text: String, as: T.Type, option: String) throws(OptionError) -> T {
        guard let value = T(optionText: text) else {
            // A whole number too large for Int is out of range, not of the wrong kind.
            let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
            if T.self == Int.self, !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) {
                throw OptionError("--\(option) is out of range, got \(Message.quoted(text, limit: 40))")
            }
            throw OptionError("--\(option) must be \(T.expectation), got \(Message.quoted(text, limit: 40))")
        }
        return value
    }

    /// The left column of `--help`: `--name <value>`, or both forms of an inverted flag.
    var label: String {
        switch kind {
        case .help: return "-h, --help"
        case .flag: return inverted.map { "--\(name), --\($0)" } ?? "--\(name)"
        case .value: return "--\(name) <\(valueName ?? name)>"
        }
    }
}

extension Options {
    /// Reads `arguments` (without the program's name): `--name value`, `--name=value` and
    /// flags, then checks the values together (`validate`). A value option takes the next
    /// argument whatever it looks like (`--width -5` is the value -5, which validation then
    /// names). Unknown options, positional arguments, a missing value and a value that is not
    /// of the option's kind are errors that name the option and the text.
    static func parse(_ arguments: [String]) throws(OptionError) -> Options {
        var options = Options()
        var byName: [String: (spec: OptionSpec, flagValue: String)] = [:]
        for spec in table {
            byName[spec.name] = (spec, "true")
            if let inverted = spec.inverted { byName[inverted] = (spec, "false") }
        }
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "-h" { throw OptionError.help }
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw OptionError("unexpected argument \(Message.quoted(argument, limit: 40)); every option starts with -- (see --help)")
            }
            var name = String(argument.dropFirst(2))
            var attached: String?
            if let equals = name.firstIndex(of: "=") {
                attached = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let (spec, flagValue) = byName[name] else {
                throw OptionError("unknown option \(Message.quoted("--" + name, limit: 40)) (see --help)")
            }
            switch spec.kind {
            case .help:
                throw OptionError.help
            case .flag:
                if attached != nil { throw OptionError("--\(name) takes no value, got \(Message.quoted(argument, limit: 40))") }
                try spec.store(&options, flagValue)
            case .value:
                let text: String
                if let attached {
                    text = attached
                } else {
                    guard i < arguments.count else { throw OptionError("--\(name) needs a value: --\(name) <\(spec.valueName ?? name)>") }
                    text = arguments[i]
                    i += 1
                }
                try spec.store(&options, text)
            }
        }
        try options.validate()
        return options
    }

    /// What `--help` prints: the overview, usage and every option with its help and default,
    /// wrapped at `columns`.
    static func helpText(columns: Int = 80) -> String {
        let labelWidth = 24
        var lines = wrapped("OVERVIEW: " + abstract, width: columns)
        lines += ["", "USAGE: \(commandName) [<options>]", "", "OPTIONS:"]
        for spec in table {
            var help = spec.help
            if let defaultText = spec.defaultText { help += " (default: \(defaultText))" }
            let label = "  " + spec.label
            let body = wrapped(help, width: columns - labelWidth - 2)
            let pad = String(repeating: " ", count: labelWidth + 2)
            if label.count <= labelWidth {
                lines.append(label + String(repeating: " ", count: labelWidth + 2 - label.count) + body[0])
                lines += body.dropFirst().map { pad + $0 }
            } else {
                lines.append(label)
                lines += body.map { pad + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word stands
    /// alone).
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines
    }
}
