import Foundation

/// The JSON the app writes (trace lines, recorded scripts, the `--stats` summary), one value
/// per line, by Foundation's `JSONEncoder`: compact, keys in alphabetical order (the only order
/// the encoder keeps from run to run), `/` unescaped.
///
/// Each type spells its snake-case keys itself (`CodingKeys`) rather than leaving it to the
/// encoder's `.convertToSnakeCase`, which converts every key of every line again: a wheel frame
/// line cost 66 % more instructions to encode with it. TraceKeysTests holds every line's keys.
enum JSONOutput {
    /// One encoder for every line: the app writes from its main thread only.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// `value` as one line of JSON, without its newline.
    static func line(_ value: some Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

/// A value that ``OrNull`` writes as JSON's `null` when JSON has no value for it.
protocol NullableJSONValue {
    /// Encodes the value, or `null`, into `container`.
    func encodeOrNull(into container: inout SingleValueEncodingContainer) throws
}

extension Double: NullableJSONValue {
    /// A finite number as itself; NaN and the infinities, which JSON lacks, as `null`.
    func encodeOrNull(into container: inout SingleValueEncodingContainer) throws {
        if isFinite { try container.encode(self) } else { try container.encodeNil() }
    }
}

extension Array: NullableJSONValue where Element == Double {
    /// The numbers, each that is not finite as `null`.
    func encodeOrNull(into container: inout SingleValueEncodingContainer) throws {
        try container.encode(map { $0.isFinite ? $0 : nil })
    }
}

extension Optional: NullableJSONValue where Wrapped: Encodable {
    /// The value, or `null` when absent (where the synthesised encoding would leave the key out).
    func encodeOrNull(into container: inout SingleValueEncodingContainer) throws {
        if let value = self { try container.encode(value) } else { try container.encodeNil() }
    }
}

/// A field of a JSON line that is `null` rather than a number when it has no value: a number
/// that is not finite (which the models never produce: written as `null`, never as 0, so that
/// whoever reads the trace sees the fault), or an index that is absent.
@propertyWrapper
struct OrNull<Value: NullableJSONValue>: Encodable {
    var wrappedValue: Value

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try wrappedValue.encodeOrNull(into: &container)
    }
}

extension KeyedEncodingContainer {
    /// Encodes `value` under `key`, or `null` when it is not finite, as ``OrNull`` does but
    /// without a nested encoder per number: for the values a frame line holds dozens of.
    mutating func encodeOrNull(_ value: Double, forKey key: Key) throws {
        if value.isFinite { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
}

/// A key of a JSON object known only when it is written: the scene's name in a trace line.
struct JSONKey: CodingKey, ExpressibleByStringLiteral {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init(stringLiteral name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
