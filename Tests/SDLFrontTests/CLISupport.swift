import Foundation
import Testing

/// Runs the built `SDLFront` binary (built by `swift build --product SDLFront`, which the
/// README's test command does first) and captures its outputs.
struct CLI {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// `SDLFRONT_BINARY` when set (scripts/sanitize.sh points it at the sanitised build),
    /// else `.build/debug/SDLFront` or `.build/release/SDLFront`.
    static var binary: URL? {
        if let path = ProcessInfo.processInfo.environment["SDLFRONT_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        for config in ["debug", "release"] {
            let u = root.appendingPathComponent(".build/\(config)/SDLFront")
            if FileManager.default.isExecutableFile(atPath: u.path) { return u }
        }
        return nil
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs SDLFront (or `executable`) with `args` and returns its status and outputs. A run
    /// that has not finished after `timeout` seconds is terminated (SIGTERM, then SIGKILL a
    /// second later) and recorded as an issue: the outputs are read on their own threads, so
    /// the deadline is watched while the program runs, not after it has closed its pipes. It
    /// runs with `SDL_VIDEODRIVER=dummy`, then `environment` applied (a nil value unsets).
    static func run(
        _ args: [String], timeout: TimeInterval = 120, executable: URL? = nil, environment: [String: String?] = [:]
    ) throws -> Result {
        guard let binary = executable ?? binary else {
            Issue.record(
                "SDLFront is not built: run `swift build --product SDLFront` first (scripts/test.sh does)")
            return Result(status: -1, stdout: "", stderr: "")
        }
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "dummy"
        // Dates in the neutral look whatever the machine's locale (tests that want one pass --locale).
        env["LC_ALL"] = "C.UTF-8"
        for (name, value) in environment { env[name] = value }
        p.environment = env
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        let exited = DispatchSemaphore(value: 0)
        p.terminationHandler = { _ in exited.signal() }
        try p.run()
        let outData = PipeReader(out.fileHandleForReading)
        let errData = PipeReader(err.fileHandleForReading)
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            p.terminate()
            if exited.wait(timeout: .now() + 1) == .timedOut {
                kill(p.processIdentifier, SIGKILL)
                exited.wait()
            }
            Issue.record("SDLFront \(args) did not finish in \(timeout) s")
        }
        p.waitUntilExit()
        return Result(
            status: p.terminationStatus, stdout: String(decoding: outData.finish(), as: UTF8.self),
            stderr: String(decoding: errData.finish(), as: UTF8.self))
    }

    /// Reads a pipe to its end on a thread of its own (a child that fills a pipe nobody reads
    /// would block before it exits).
    final class PipeReader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        /// Everything the pipe held once every writer has closed it.
        func finish() -> Data {
            done.wait()
            return data
        }
    }

    static func tempPath(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sdlfront-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    static func write(_ text: String, to name: String) -> String {
        let path = tempPath(name)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    /// The frame lines of the trace of a headless run of `script` (written as `name`), at 100
    /// frames per second for `frames` frames, with `arguments` added; a failed run is an
    /// expectation failure naming its standard error.
    static func tracedFrames(
        of script: String, name: String, frames: Int, arguments: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [[String: Any]] {
        let file = write(script, to: name + ".jsonl")
        let trace = tempPath(name + "-trace.jsonl")
        let r = try run(
            ["--headless", "--replay", file, "--frames", "\(frames)", "--fps", "100", "--trace", trace]
                + arguments)
        #expect(r.status == 0, "stderr: \(r.stderr)", sourceLocation: sourceLocation)
        return try jsonLines(trace).filter { $0["type"] as? String == "frame" }
    }

    static func jsonLines(_ path: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ path: String) -> (Int, Int)? {
        guard let d = FileManager.default.contents(atPath: path), d.count > 24,
            d.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        else { return nil }
        func be(_ o: Int) -> Int { d[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }
}

extension Dictionary where Key == String, Value == Any {
    func obj(_ k: String) -> [String: Any] { self[k] as? [String: Any] ?? [:] }
    func num(_ k: String) -> Double { (self[k] as? NSNumber)?.doubleValue ?? .nan }
    func arr(_ k: String) -> [Any] { self[k] as? [Any] ?? [] }
}
