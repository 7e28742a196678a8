import Foundation

/// Writes the trace: JSON Lines, one layout line first (again after each resize) and one
/// line per frame. Lines are buffered and written in blocks; every write is checked, so a
/// full disk or a closed pipe ends the run with a message naming the file (exit 2).
final class TraceWriter {
    private let writer: CheckedWriter
    private var buffer = ""

    /// Opens `file` for streaming (see ``OutputFile/openStream()``).
    init(file: OutputFile) throws {
        writer = try file.openStream()
    }

    /// Appends one line (without its newline); writes the buffer when it passes 64 KiB.
    func write(line: String) throws {
        buffer += line
        buffer += "\n"
        if buffer.utf8.count > 1 << 16 { try flush() }
    }

    /// Writes what is buffered.
    func flush() throws {
        guard !buffer.isEmpty else { return }
        let data = Data(buffer.utf8)
        buffer = ""
        try writer.write(data)
    }

    /// Writes what is buffered and closes the file, reporting any failure.
    func close() throws {
        try flush()
        try writer.close()
    }
}

/// Appends recorded input to a script file as it happens, so nothing is lost on a crash.
final class Recorder {
    private let writer: CheckedWriter

    /// Opens `file` for streaming (see ``OutputFile/openStream()``).
    init(file: OutputFile) throws {
        writer = try file.openStream()
    }

    /// Writes one event line at once.
    func record(_ e: TimedScriptEvent) throws {
        try writer.write(Data((ReplayScript.encode(e) + "\n").utf8))
    }

    /// Closes the file, reporting any failure.
    func close() throws { try writer.close() }
}
