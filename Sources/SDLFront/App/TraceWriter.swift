import Foundation

/// Writes the trace: JSON Lines, one layout line first (again after each resize) and one
/// line per frame. A frame's lines are written when the frame ends (``endFrame(now:)``), so a
/// reader tailing the file sees each frame as it happens; every write is checked, so a
/// full disk or a closed pipe ends the run with a message naming the file (exit 2).
final class TraceWriter {
    private let writer: CheckedWriter
    private var buffer = ""
    /// Whether every frame is written as it ends (in a window); headless, at most every
    /// ``headlessInterval``.
    let live: Bool
    /// When the buffer was last written (nanoseconds of uptime).
    private var lastWrite: UInt64 = 0

    /// Headless frames come faster than anyone reads them: their lines are written at least
    /// this often (nanoseconds of wall time; 50 ms), not at every frame.
    static let headlessInterval: UInt64 = 50_000_000

    /// Opens `file` for streaming (see ``OutputFile/openStream()``); `live` writes each frame
    /// as it ends.
    init(file: OutputFile, live: Bool = true) throws {
        writer = try file.openStream()
        self.live = live
    }

    /// Ends a frame (after it is presented, so the write never delays the picture): writes its
    /// lines at once when ``live`` (one write call a frame), else when ``headlessInterval`` has
    /// passed since the last write (`now`: nanoseconds of uptime).
    func endFrame(now: UInt64) throws {
        guard live || now &- lastWrite >= Self.headlessInterval else { return }
        lastWrite = now
        try flush()
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
        try writer.write(Data((try ReplayScript.encode(e) + "\n").utf8))
    }

    /// Closes the file, reporting any failure.
    func close() throws { try writer.close() }
}
