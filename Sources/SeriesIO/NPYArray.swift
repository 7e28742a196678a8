/// A one-dimensional NumPy `.npy` array, memory-mapped read-only: what `numpy.save` and
/// `numpy.lib.format.open_memmap` write.
///
/// The header (format versions 1.0, 2.0 and 3.0) is parsed and checked; the data are never
/// read or copied here: ``column(_:)`` hands out a view of one field that reads the mapped
/// bytes on demand. Plain arrays of little-endian `float32`, `float64`, `int64` and
/// `datetime64` are taken, and structured arrays (records) whose fields are of those types.
public struct NPYArray: Sendable {
    /// The type of one field's elements.
    public enum ElementType: Equatable, Sendable {
        /// `<f4`.
        case float32
        /// `<f8`.
        case float64
        /// `<i8`: integers (timestamps in a unit the caller names).
        case int64
        /// `<M8[unit]`: a NumPy datetime64 in `unitNanoseconds` per tick (seconds to
        /// nanoseconds).
        case datetime64(unitNanoseconds: Int64)

        /// Bytes per element.
        public var byteCount: Int {
            switch self {
            case .float32: 4
            default: 8
            }
        }
    }

    /// One field of a record (a plain array has one field named `""` at offset 0).
    public struct Field: Equatable, Sendable {
        /// The field's name (`""` for a plain array).
        public var name: String
        /// Its element type.
        public var type: ElementType
        /// Its byte offset within a record.
        public var offset: Int
    }

    /// The mapped file.
    public let file: MappedFile
    /// The number of records (the array's length).
    public let count: Int
    /// Bytes per record.
    public let recordSize: Int
    /// Where the data start in the file (the header's length).
    public let dataOffset: Int
    /// The record's fields, in order.
    public let fields: [Field]

    /// The types a field may have, as `.npy` writes them.
    static let allowedTypes = "little-endian float32 '<f4', float64 '<f8', int64 '<i8' or datetime64 '<M8[s|ms|us|ns]'"

    /// Opens and maps the `.npy` file at `path`, checking its header against its length.
    /// - Throws: ``SeriesFileError`` naming the file and what is wrong with it.
    public init(path: String) throws(SeriesFileError) {
        try self.init(file: MappedFile(path: path))
    }

    /// Checks the header of an already mapped file.
    public init(file: MappedFile) throws(SeriesFileError) {
        self.file = file
        let path = file.path
        func fail(_ kind: SeriesFileError.Kind) -> SeriesFileError { SeriesFileError(path: path, kind) }
        let size = file.byteCount
        guard let base = file.bytes, size >= 10 else { throw fail(.notNPY) }
        let magic: [UInt8] = [0x93, 0x4E, 0x55, 0x4D, 0x50, 0x59]  // \x93NUMPY
        for i in 0..<6 where base.load(fromByteOffset: i, as: UInt8.self) != magic[i] {
            throw fail(.notNPY)
        }
        let major = Int(base.load(fromByteOffset: 6, as: UInt8.self))
        let minor = Int(base.load(fromByteOffset: 7, as: UInt8.self))
        let headerLength: Int
        let headerStart: Int
        switch major {
        case 1:
            headerLength = Int(UInt16(littleEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt16.self)))
            headerStart = 10
        case 2, 3:
            guard size >= 12 else { throw fail(.badHeader("the file ends inside the header length")) }
            headerLength = Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
            headerStart = 12
        default:
            throw fail(.unsupportedVersion(major: major, minor: minor))
        }
        guard minor == 0 else { throw fail(.unsupportedVersion(major: major, minor: minor)) }
        guard headerStart + headerLength <= size else {
            throw fail(.badHeader("the header claims \(headerLength) bytes, the file ends before"))
        }
        let headerBytes = UnsafeRawBufferPointer(start: base + headerStart, count: headerLength)
        let header: [String: PythonLiteral]
        do {
            header = try PythonLiteral.parseDictionary(headerBytes)
        } catch {
            throw fail(.badHeader(error.message))
        }
        guard let descr = header["descr"] else { throw fail(.badHeader("no 'descr' key")) }
        guard case .bool(let fortran)? = header["fortran_order"] else {
            throw fail(.badHeader("no boolean 'fortran_order' key"))
        }
        guard case .sequence(let shapeItems)? = header["shape"] else {
            throw fail(.badHeader("no tuple 'shape' key"))
        }
        var shape: [Int] = []
        for item in shapeItems {
            guard case .int(let n) = item, n >= 0 else { throw fail(.badHeader("shape holds a non-integer or a negative length")) }
            shape.append(n)
        }
        guard shape.count == 1 else { throw fail(.notOneDimensional(shape: shape)) }
        let (fields, recordSize) = try Self.fields(of: descr, path: path)
        // A one-element array is the same in either order; NumPy still writes the flag.
        if fortran && shape[0] > 1 { throw fail(.fortranOrder) }
        let count = shape[0]
        let (dataBytes, overflow) = count.multipliedReportingOverflow(by: recordSize)
        let available = size - headerStart - headerLength
        guard !overflow, dataBytes <= available else {
            throw fail(.truncated(expected: overflow ? Int.max : dataBytes, actual: available))
        }
        self.count = count
        self.recordSize = recordSize
        self.dataOffset = headerStart + headerLength
        self.fields = fields
    }

    /// The fields and record size a `descr` describes.
    static func fields(of descr: PythonLiteral, path: String) throws(SeriesFileError) -> ([Field], Int) {
        switch descr {
        case .string(let text):
            let type = try elementType(text, path: path)
            return ([Field(name: "", type: type, offset: 0)], type.byteCount)
        case .sequence(let items):
            var fields: [Field] = []
            var offset = 0
            for item in items {
                guard case .sequence(let parts) = item, parts.count == 2,
                    case .string(let name) = parts[0]
                else {
                    throw SeriesFileError(
                        path: path,
                        .badHeader("a structured 'descr' entry is not (name, type); sub-arrays and nested records are not supported"))
                }
                guard case .string(let typeText) = parts[1] else {
                    throw SeriesFileError(path: path, .unsupportedType(descr: "\(name): nested record", allowed: allowedTypes))
                }
                if name.isEmpty {
                    // NumPy names padding fields '' with a '|V' type; they take room and no data.
                    guard let pad = voidSize(typeText) else {
                        throw SeriesFileError(path: path, .badHeader("a field has an empty name"))
                    }
                    offset += pad
                    continue
                }
                let type = try elementType(typeText, path: path)
                fields.append(Field(name: name, type: type, offset: offset))
                offset += type.byteCount
            }
            guard !fields.isEmpty else { throw SeriesFileError(path: path, .badHeader("a record type with no field")) }
            return (fields, offset)
        default:
            throw SeriesFileError(path: path, .badHeader("'descr' is neither a type string nor a list of fields"))
        }
    }

    /// `|V8` -> 8.
    static func voidSize(_ text: String) -> Int? {
        guard text.hasPrefix("|V") else { return nil }
        return Int(text.dropFirst(2)).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The element type of a type string such as `<f4`.
    static func elementType(_ text: String, path: String) throws(SeriesFileError) -> ElementType {
        guard let order = text.first else {
            throw SeriesFileError(path: path, .unsupportedType(descr: text, allowed: allowedTypes))
        }
        let code = String(text.dropFirst())
        let known: Set<String> = ["f4", "f8", "i8"]
        if order == ">" && (known.contains(code) || code.hasPrefix("M8")) {
            throw SeriesFileError(path: path, .bigEndian(descr: text))
        }
        // '=' is native order, which is little-endian on every machine this builds for.
        guard order == "<" || order == "=" else {
            throw SeriesFileError(path: path, .unsupportedType(descr: text, allowed: allowedTypes))
        }
        switch code {
        case "f4": return .float32
        case "f8": return .float64
        case "i8": return .int64
        case "M8[s]": return .datetime64(unitNanoseconds: 1_000_000_000)
        case "M8[ms]": return .datetime64(unitNanoseconds: 1_000_000)
        case "M8[us]": return .datetime64(unitNanoseconds: 1_000)
        case "M8[ns]": return .datetime64(unitNanoseconds: 1)
        default: throw SeriesFileError(path: path, .unsupportedType(descr: text, allowed: allowedTypes))
        }
    }

    /// The names of the fields (`[""]` for a plain array).
    public var fieldNames: [String] { fields.map(\.name) }

    /// A view of one field: `nil` names the only field of a plain array.
    /// - Throws: ``SeriesFileError/Kind/missingField(name:available:)``.
    public func column(_ name: String? = nil) throws(SeriesFileError) -> NPYColumn {
        let field: Field
        if let name {
            guard let f = fields.first(where: { $0.name == name }) else {
                throw SeriesFileError(path: file.path, .missingField(name: name, available: fieldNames))
            }
            field = f
        } else {
            guard fields.count == 1 else {
                throw SeriesFileError(path: file.path, .ambiguousFields(available: fieldNames))
            }
            field = fields[0]
        }
        return NPYColumn(
            file: file, start: dataOffset + field.offset, stride: recordSize, count: count,
            type: field.type)
    }
}

/// One field of a mapped `.npy` array, read on demand: a random-access collection of its
/// values as `Double` (times as the raw integers; see ``NPYArray/ElementType``).
public struct NPYColumn: RandomAccessCollection, Sendable {
    /// The mapped file (kept alive by this view).
    public let file: MappedFile
    /// The byte offset of element 0 in the file.
    public let start: Int
    /// Bytes from one element to the next.
    public let stride: Int
    /// The number of elements.
    public let count: Int
    /// The elements' type.
    public let type: NPYArray.ElementType

    /// 0.
    public var startIndex: Int { 0 }
    /// ``count``.
    public var endIndex: Int { count }

    /// The element at `i` as a `Double` (an int64 or datetime64 as its integer value).
    @inlinable
    public subscript(i: Int) -> Double {
        precondition(i >= 0 && i < count, "index \(i) out of 0..<\(count)")
        let p = file.bytes! + (start + i * stride)
        switch type {
        case .float32: return Double(Float(bitPattern: UInt32(littleEndian: p.loadUnaligned(as: UInt32.self))))
        case .float64: return Double(bitPattern: UInt64(littleEndian: p.loadUnaligned(as: UInt64.self)))
        case .int64, .datetime64: return Double(Int64(littleEndian: p.loadUnaligned(as: Int64.self)))
        }
    }

    /// The raw 64-bit integer at `i` (int64 and datetime64 columns).
    @inlinable
    public func integer(at i: Int) -> Int64 {
        precondition(i >= 0 && i < count, "index \(i) out of 0..<\(count)")
        return Int64(littleEndian: (file.bytes! + (start + i * stride)).loadUnaligned(as: Int64.self))
    }

    /// Whether the elements lie back to back, aligned for their type (a plain array), so
    /// they can be read as a typed buffer.
    public var isContiguous: Bool {
        stride == type.byteCount && (start % type.byteCount == 0)
    }

    /// Calls `body` with the elements as a `Float` buffer, or returns nil when the column is
    /// not a contiguous float32 column.
    public func withFloat32Buffer<R>(_ body: (UnsafeBufferPointer<Float>) throws -> R) rethrows -> R? {
        guard type == .float32, isContiguous else { return nil }
        guard count > 0, let base = file.bytes else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeBufferPointer(start: (base + start).assumingMemoryBound(to: Float.self), count: count))
    }

    /// Calls `body` with the elements as a `Double` buffer, or returns nil when the column is
    /// not a contiguous float64 column.
    public func withFloat64Buffer<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R? {
        guard type == .float64, isContiguous else { return nil }
        guard count > 0, let base = file.bytes else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeBufferPointer(start: (base + start).assumingMemoryBound(to: Double.self), count: count))
    }
}
