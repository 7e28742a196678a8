/// A value outside the range it must lie in: a configuration field, an argument or a count,
/// named as the API spells it.
public struct OutOfRange: Hashable, Sendable, CustomStringConvertible {
    /// The name of the field or argument (`sectorsPerTurn`, `item`, `items.itemCount`).
    public var name: String
    /// The value given (NaN and infinities included).
    public var value: Double
    /// The values allowed.
    public var allowed: ClosedRange<Double>

    /// Creates a description of one bad value.
    package init(name: String, value: Double, allowed: ClosedRange<Double>) {
        self.name = name
        self.value = value
        self.allowed = allowed
    }

    /// Creates a description of a value refused because no value is allowed, saying why.
    package init(name: String, value: Double, allowed: ClosedRange<Double>, reason: String) {
        self.init(name: name, value: value, allowed: allowed)
        self.reason = reason
    }

    /// Creates a description of one bad value whose range depends on another value, which
    /// `context` names ("for 2023-02": `minimum.day must be in 1...28 for 2023-02, got 30`).
    package init(name: String, value: Double, allowed: ClosedRange<Double>, context: String) {
        self.init(name: name, value: value, allowed: allowed)
        self.context = context
    }

    /// Creates a description of a value that is not a number (a date, a text) or that breaks a
    /// rule between two values, in the words of `statement` (the whole description: "maximum
    /// 2020-06-01 is before minimum 2020-06-10").
    package init(name: String, statement: String) {
        self.init(name: name, value: .nan, allowed: 0...0)
        self.statement = statement
    }

    /// Every finite number: the range of a value that has no other bound (a position, a time).
    public static let finite = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude

    /// Why no value is allowed, when none is (for example "the wheel has no items"); nil when
    /// ``allowed`` says it.
    public var reason: String?

    /// What the range depends on, when it depends on another value ("for 2023-02"); nil when
    /// the range is fixed.
    public var context: String?

    /// The whole description, for a value that is not a number or a rule between two values;
    /// nil when ``name``, ``value`` and ``allowed`` say it.
    public var statement: String?

    /// `name must be in lo...hi, got value`; `name must be a finite number, got value` for the
    /// ``finite`` range; `name value does not exist: reason` when a ``reason`` says why no value
    /// is allowed.
    public var description: String {
        if let statement { return statement }
        if let reason { return "\(name) \(Self.format(value)) does not exist: \(reason)" }
        if allowed == Self.finite { return "\(name) must be a finite number, got \(Self.format(value))" }
        let range = "\(Self.format(allowed.lowerBound))...\(Self.format(allowed.upperBound))"
        return "\(name) must be in \(range)\(context.map { " \($0)" } ?? ""), got \(Self.format(value))"
    }

    /// A number as a person writes it: whole numbers without a fraction (`36`, not `36.0`),
    /// `NaN`, `infinity` and `-infinity` by name, others as Swift prints them. The C
    /// interface's messages use it too.
    public static func format(_ v: Double) -> String {
        if v.isNaN { return "NaN" }
        if v.isInfinite { return v > 0 ? "infinity" : "-infinity" }
        // Every whole number up to 2^53 is exact in a Double: print it as the integer it is
        // (an item index of a wheel of 2^50 items read "1125899906842623.0").
        return v == v.rounded() && abs(v) <= 9_007_199_254_740_992 ? String(Int64(v)) : String(v)
    }
}

/// The error of an operation given values outside their ranges (a configuration, an item index,
/// a count): it lists every bad value at once, so that a host can report them all.
public struct RangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The values outside their ranges, in the order the API declares them; never empty.
    public var values: [OutOfRange]

    /// Creates the error of the given bad values.
    package init(_ values: [OutOfRange]) {
        self.values = values
    }

    /// The values' descriptions, separated by "; ".
    public var description: String { values.map(\.description).joined(separator: "; ") }
}

/// One row of a table of limits: a field's name and the values it allows. Every front end (the
/// Swift API, the C interface, a command line) checks a field against the same row.
public struct Limit: Sendable {
    /// The field's name as the Swift API spells it.
    public let name: String
    /// The values allowed.
    public let allowed: ClosedRange<Double>

    /// A row of the table.
    public init(_ name: String, _ allowed: ClosedRange<Double>) {
        self.name = name
        self.allowed = allowed
    }

    /// Whether `value` is allowed (NaN never is).
    public func allows(_ value: Double) -> Bool { allowed.contains(value) }

    /// Appends an ``OutOfRange`` to `problems` when `value` is not allowed.
    public func check(_ value: Double, into problems: inout [OutOfRange]) {
        if !allows(value) { problems.append(OutOfRange(name: name, value: value, allowed: allowed)) }
    }

    /// Throws a ``RangeError`` when `value` is not allowed.
    public func check(_ value: Double) throws(RangeError) {
        var problems: [OutOfRange] = []
        check(value, into: &problems)
        if !problems.isEmpty { throw RangeError(problems) }
    }
}

extension Limit {
    /// Appends an ``OutOfRange`` named `name` to `problems` when the integer `value` is outside
    /// `allowed`, compared exactly (counts and indices above 2⁵³ do not round to a neighbour).
    public static func check(
        _ name: String, _ value: Int, in allowed: ClosedRange<Int>, into problems: inout [OutOfRange]
    ) {
        if !allowed.contains(value) {
            problems.append(
                OutOfRange(
                    name: name, value: Double(value),
                    allowed: Double(allowed.lowerBound)...Double(allowed.upperBound)))
        }
    }

    /// The values of a viewport (view space, points) outside their rows, named `viewport.x`,
    /// `viewport.y` (within ±10⁷), `viewport.width` and `viewport.height` (0...10⁷): every
    /// controller checks its viewport against these.
    public static func problems(ofViewport r: Rect) -> [OutOfRange] {
        var p: [OutOfRange] = []
        Limit("viewport.x", -1e7...1e7).check(r.x, into: &p)
        Limit("viewport.y", -1e7...1e7).check(r.y, into: &p)
        Limit("viewport.width", 0...1e7).check(r.width, into: &p)
        Limit("viewport.height", 0...1e7).check(r.height, into: &p)
        return p
    }
}

extension RangeError {
    /// Throws the error of `problems` unless there are none.
    package static func throwIfAny(_ problems: [OutOfRange]) throws(RangeError) {
        if !problems.isEmpty { throw RangeError(problems) }
    }
}
