/// Why a binary series file (a NumPy `.npy` file) was refused, naming the file.
///
/// ``description`` reads like `data.npy: truncated: the header promises 4000000 bytes of
/// data, the file holds 3999996`.
public struct SeriesFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Kind: Equatable, Sendable {
        /// The file cannot be opened or mapped (the system's reason).
        case cannotOpen(String)
        /// The file does not start with the `.npy` magic bytes.
        case notNPY
        /// The `.npy` format version is not 1.0, 2.0 or 3.0.
        case unsupportedVersion(major: Int, minor: Int)
        /// The header is not the dictionary the format describes (what was wrong).
        case badHeader(String)
        /// The element type is not one this reader takes (`descr`, and what it takes).
        case unsupportedType(descr: String, allowed: String)
        /// The data are big-endian (`descr`); only little-endian files are mapped as they are.
        case bigEndian(descr: String)
        /// The array is stored in Fortran order.
        case fortranOrder
        /// The array is not one-dimensional (its shape).
        case notOneDimensional(shape: [Int])
        /// The file is shorter than its header says (`expected` and `actual` data bytes).
        case truncated(expected: Int, actual: Int)
        /// A structured array has no field of the name asked for (`available` fields).
        case missingField(name: String, available: [String])
        /// A structured array has no time field and no value field that can be told apart.
        case ambiguousFields(available: [String])
        /// The times file and the values file hold different numbers of samples.
        case countMismatch(values: Int, times: Int)
        /// The time at `index` is earlier than the one before it.
        case unsorted(index: Int)
        /// The file holds no sample.
        case empty
        /// A regular series' start or step is not usable (what was given).
        case badTimeAxis(String)
    }

    /// The file's path as given.
    public var path: String
    /// What is wrong.
    public var kind: Kind

    /// Creates an error about the file at `path`.
    public init(path: String, _ kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// `PATH: what is wrong`.
    public var description: String { "\(path): \(reason)" }

    /// What is wrong, without the path.
    public var reason: String {
        switch kind {
        case .cannotOpen(let why): "cannot open: \(why)"
        case .notNPY: "not a NumPy .npy file (it does not start with \\x93NUMPY)"
        case .unsupportedVersion(let major, let minor):
            ".npy format version \(major).\(minor) is not supported (1.0, 2.0 or 3.0)"
        case .badHeader(let what): "bad .npy header: \(what)"
        case .unsupportedType(let descr, let allowed):
            "element type '\(descr)' is not supported (\(allowed))"
        case .bigEndian(let descr):
            "element type '\(descr)' is big-endian; save it little-endian (numpy: a.astype(a.dtype.newbyteorder('<')))"
        case .fortranOrder: "the array is in Fortran order; save a C-ordered array"
        case .notOneDimensional(let shape):
            "shape (\(shape.map(String.init).joined(separator: ", "))) is not one-dimensional"
        case .truncated(let expected, let actual):
            "truncated: the header promises \(expected) bytes of data, the file holds \(actual)"
        case .missingField(let name, let available):
            "no field '\(name)' (fields: \(available.joined(separator: ", ")))"
        case .ambiguousFields(let available):
            "cannot tell the time field from the value field (fields: \(available.joined(separator: ", ")))"
        case .countMismatch(let values, let times):
            "\(values) values but \(times) times"
        case .unsorted(let index): "the time at index \(index) is earlier than the one before it"
        case .empty: "the array holds no sample"
        case .badTimeAxis(let what): what
        }
    }
}
