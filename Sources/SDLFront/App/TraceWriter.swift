import Foundation

/// Writes the trace: JSON Lines, one layout line first (again after each resize) and one
/// line per frame.
final class TraceWriter {
    private let handle: FileHandle
    private let path: String
    private var buffer = ""

    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw InputFileError(file: path, line: nil, message: "cannot create the trace file")
        }
        guard let h = FileHandle(forWritingAtPath: path) else {
            throw InputFileError(file: path, line: nil, message: "cannot open the trace file for writing")
        }
        handle = h
        self.path = path
    }

    func write(line: String) {
        buffer += line
        buffer += "\n"
        if buffer.utf8.count > 1 << 16 { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(buffer.data(using: .utf8)!)
        buffer = ""
    }

    deinit {
        flush()
        try? handle.close()
    }
}

/// Appends recorded input to a script file as it happens, so nothing is lost on a crash.
final class Recorder {
    private let handle: FileHandle

    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let h = FileHandle(forWritingAtPath: path)
        else {
            throw InputFileError(file: path, line: nil, message: "cannot create the record file")
        }
        handle = h
    }

    func record(_ e: TimedScriptEvent) {
        handle.write((ReplayScript.encode(e) + "\n").data(using: .utf8)!)
    }

    deinit { try? handle.close() }
}
