import Foundation
import Testing

@testable import SeriesIO

/// Issue 51, item 1: a NumPy `.npy` file is mapped, not loaded; a file that is not what it says
/// is refused with a message naming the file and the problem.
@Suite struct NPYArrayTests {
    /// A temporary directory removed when the test ends.
    final class TempDir {
        let url: URL
        init() {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("npy-\(UUID().uuidString)")
            try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }

        func write(_ name: String, _ bytes: [UInt8]) -> String {
            let path = url.appendingPathComponent(name).path
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            return path
        }
    }

    /// An `.npy` file as `numpy.lib.format.write_array` lays it out: magic, version, header
    /// length, the header padded with spaces to a multiple of 64 and ended by a newline.
    static func npy(header: String, data: [UInt8], major: UInt8 = 1) -> [UInt8] {
        let prefix = major == 1 ? 10 : 12
        var text = Array(header.utf8)
        let total = prefix + text.count + 1
        text += [UInt8](repeating: 0x20, count: (64 - total % 64) % 64)
        text.append(0x0A)
        var out: [UInt8] = [0x93, 0x4E, 0x55, 0x4D, 0x50, 0x59, major, 0]
        if major == 1 {
            out += [UInt8(text.count & 0xFF), UInt8(text.count >> 8)]
        } else {
            out += withUnsafeBytes(of: UInt32(text.count).littleEndian, Array.init)
        }
        return out + text + data
    }

    static func header(_ descr: String, _ count: Int, fortran: Bool = false) -> String {
        "{'descr': \(descr), 'fortran_order': \(fortran ? "True" : "False"), 'shape': (\(count),), }"
    }

    static func floats(_ values: [Float]) -> [UInt8] { values.flatMap { withUnsafeBytes(of: $0.bitPattern.littleEndian, Array.init) } }
    static func doubles(_ values: [Double]) -> [UInt8] { values.flatMap { withUnsafeBytes(of: $0.bitPattern.littleEndian, Array.init) } }
    static func int64s(_ values: [Int64]) -> [UInt8] { values.flatMap { withUnsafeBytes(of: $0.littleEndian, Array.init) } }

    func refusal(_ bytes: [UInt8], _ dir: TempDir = TempDir()) -> SeriesFileError? {
        let path = dir.write("bad.npy", bytes)
        do {
            _ = try NPYArray(path: path)
            return nil
        } catch {
            #expect(error.path == path)
            #expect(error.description.hasPrefix(path + ": "))
            return error
        }
    }

    @Test func float32ValuesAreReadInPlace() throws {
        let dir = TempDir()
        let values: [Float] = [1.5, -2, .nan, 3.25, 1e30]
        let path = dir.write("v.npy", Self.npy(header: Self.header("'<f4'", values.count), data: Self.floats(values)))
        let array = try NPYArray(path: path)
        #expect(array.count == 5)
        #expect(array.dataOffset % 64 == 0)
        let column = try array.column()
        #expect(column.isContiguous)
        #expect(column[0] == 1.5 && column[1] == -2 && column[2].isNaN && column[3] == 3.25)
        #expect(column[4] == Double(Float(1e30)))
        // The buffer is the mapping itself: no copy.
        let inPlace = column.withFloat32Buffer { UnsafeRawPointer($0.baseAddress!) == array.file.bytes! + array.dataOffset }
        #expect(inPlace == true)
        #expect(column.withFloat64Buffer { _ in 0 } == nil)
    }

    @Test(arguments: [UInt8(1), 2, 3]) func everyFormatVersionOfFloat64(major: UInt8) throws {
        let dir = TempDir()
        let values: [Double] = [0, 1e300, -4.5]
        let path = dir.write("v.npy", Self.npy(header: Self.header("'<f8'", 3), data: Self.doubles(values), major: major))
        let column = try NPYArray(path: path).column()
        #expect(Array(column) == values)
    }

    @Test func structuredRecordsAndDatetimes() throws {
        let dir = TempDir()
        // [('t', '<M8[ms]'), ('', '|V4'), ('value', '<f4')]: 16-byte records with padding.
        var data: [UInt8] = []
        for (t, v) in [(Int64(1000), Float(1)), (2000, 2), (2500, -1)] {
            data += Self.int64s([t]) + [0, 0, 0, 0] + Self.floats([v])
        }
        let header = Self.header("[('t', '<M8[ms]'), ('', '|V4'), ('value', '<f4')]", 3)
        let array = try NPYArray(path: dir.write("r.npy", Self.npy(header: header, data: data)))
        #expect(array.recordSize == 16)
        #expect(array.fieldNames == ["t", "value"])
        let t = try array.column("t")
        #expect(t.type == .datetime64(unitNanoseconds: 1_000_000))
        #expect(t.integer(at: 2) == 2500)
        let v = try array.column("value")
        #expect(!v.isContiguous)
        #expect(Array(v) == [1, 2, -1])
        #expect(throws: SeriesFileError.self) { try array.column() }
        do {
            _ = try array.column("temp")
            Issue.record("no error")
        } catch {
            #expect(error.kind == .missingField(name: "temp", available: ["t", "value"]))
        }
    }

    @Test func badFilesAreRefusedNamingTheProblem() {
        let good = Self.header("'<f4'", 2)
        #expect(refusal([])?.kind == .notNPY)
        #expect(refusal(Array("date,value\n2010-01-01,1\n".utf8))?.kind == .notNPY)
        var v4 = Self.npy(header: good, data: Self.floats([1, 2]))
        v4[6] = 4
        #expect(refusal(v4)?.kind == .unsupportedVersion(major: 4, minor: 0))
        #expect(refusal(Self.npy(header: Self.header("'>f4'", 2), data: Self.floats([1, 2])))?.kind == .bigEndian(descr: ">f4"))
        #expect(refusal(Self.npy(header: Self.header("'<i4'", 2), data: Self.floats([1, 2])))?.kind
            == .unsupportedType(descr: "<i4", allowed: NPYArray.allowedTypes))
        #expect(refusal(Self.npy(header: Self.header("'<f4'", 2, fortran: true), data: Self.floats([1, 2])))?.kind == .fortranOrder)
        let twoD = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 1), }"
        #expect(refusal(Self.npy(header: twoD, data: Self.floats([1, 2])))?.kind == .notOneDimensional(shape: [2, 1]))
        let short = refusal(Self.npy(header: good, data: Self.floats([1, 2]).dropLast(1)))
        #expect(short?.kind == .truncated(expected: 8, actual: 7))
        #expect(short?.reason == "truncated: the header promises 8 bytes of data, the file holds 7")
        let huge = refusal(Self.npy(header: Self.header("'<f8'", Int.max / 4), data: []))
        #expect(huge?.kind == .truncated(expected: Int.max, actual: 0))
        for broken in [
            "{'descr': '<f4', 'fortran_order': False}", "{'descr': '<f4' 'shape': (2,)}",
            "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), ", "['<f4']",
            "{'descr': '<f4', 'fortran_order': 0, 'shape': (2,)}", "{'descr': '<f4', 'fortran_order': False, 'shape': (-2,)}",
            "{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999999,)}",
        ] {
            guard case .badHeader? = refusal(Self.npy(header: broken, data: Self.floats([1, 2])))?.kind else {
                Issue.record("accepted or misread: \(broken)")
                continue
            }
        }
        // The header length runs past the end of the file.
        var cut = Self.npy(header: good, data: [])
        cut = Array(cut.prefix(40))
        guard case .badHeader? = refusal(cut)?.kind else {
            Issue.record("a cut header was accepted")
            return
        }
    }

    @Test func aMissingFileIsNamed() {
        do {
            _ = try NPYArray(path: "/nonexistent/values.npy")
            Issue.record("opened")
        } catch {
            #expect(error.description == "/nonexistent/values.npy: cannot open: No such file or directory")
        }
    }

    @Test func theFileIdentityChangesWithTheFile() throws {
        let dir = TempDir()
        let path = dir.write("v.npy", Self.npy(header: Self.header("'<f4'", 1), data: Self.floats([1])))
        let first = try MappedFile(path: path).identity
        #expect(try MappedFile(path: path).identity == first)
        _ = dir.write("v.npy", Self.npy(header: Self.header("'<f4'", 2), data: Self.floats([1, 2])))
        #expect(try MappedFile(path: path).identity != first)
    }
}
