import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 14, points 1, 3, 4, 5 and 13: outputs never trap, never replace what they name with
/// something else, never overwrite an input, and report every failed write with exit 2.
@Suite(.serialized) struct OutputFileTests {
    static let oneFrame = ["--headless", "--frames", "1"]

    /// Whether `path` is a character device (it has not been replaced by a regular file).
    static func isCharacterDevice(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFCHR
    }

    @Test(arguments: [
        ["--trace", "/dev/full"],
        ["--screenshot", "/dev/full"],
        ["--svg", "/dev/full"],
    ])
    func writesToAFullDeviceFailNamingTheFileAndKeepTheDevice(output: [String]) throws {
        // /dev/full refuses every write with ENOSPC. --screenshot and --svg need their
        // extensions, so they go through a link named like the format.
        var args = output
        if output[0] != "--trace" {
            let link = CLI.tempPath("full-\(output[0].dropFirst(2)).\(output[0] == "--svg" ? "svg" : "png")")
            try? FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/full")
            args = [output[0], link]
        }
        let r = try CLI.run(Self.oneFrame + args)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains(args[1]) && r.stderr.contains("No space left"), "stderr: \(r.stderr)")
        #expect(!r.stderr.contains("Fatal error"))
        #expect(Self.isCharacterDevice("/dev/full"))
    }

    /// Whether this process may mount a tmpfs (root, and mount(8) allowed: not in every
    /// container), found by mounting and unmounting one once.
    static let canMountTmpfs: Bool = {
        let dir = CLI.tempPath("tmpfs-probe")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir]) == 0 else { return false }
        return run("/bin/umount", [dir]) == 0
    }()

    /// Runs `tool` with `arguments`, its stderr discarded; its exit status, or nil when it cannot start.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) -> Int32? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        p.waitUntilExit()
        return p.terminationStatus
    }

    /// A 64 KiB tmpfs: a real full filesystem for the regular-file (atomic) path. The streamed
    /// path is covered by /dev/full above, wherever the tests run.
    @Test(.enabled(if: canMountTmpfs, "needs root and mount(8) allowed, to mount a 64 KiB tmpfs"))
    func writesToAFullFilesystemFailAndLeaveNoPartialFile() throws {
        let dir = CLI.tempPath("tiny-fs")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let status = Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir])
        try #require(status == 0, "mount -t tmpfs worked in the probe but not now: \(String(describing: status))")
        defer { Self.run("/bin/umount", [dir]) }
        // A 2048x2048 screenshot, a long trace, an SVG of a large numbered wheel: all beyond 64 KiB.
        let png = try CLI.run(["--headless", "--frames", "1", "--width", "2048", "--height", "2048", "--screenshot", dir + "/a.png"])
        #expect(png.status == 2 && png.stderr.contains(dir + "/a.png"), "stderr: \(png.stderr)")
        let trace = try CLI.run(["--headless", "--frames", "400", "--trace", dir + "/t.jsonl"])
        #expect(trace.status == 2 && trace.stderr.contains(dir + "/t.jsonl"), "stderr: \(trace.stderr)")
        #expect(!trace.stderr.contains("Fatal error"))
        let svg = try CLI.run([
            "--headless", "--frames", "1", "--scene", "range", "--points", "100000", "--width", "4000", "--height", "3000",
            "--svg", dir + "/a.svg",
        ])
        #expect(svg.status == 2 && svg.stderr.contains(dir + "/a.svg"), "stderr: \(svg.stderr)")
        // The atomic writes leave neither a cut file nor a temporary one behind.
        let left = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        #expect(!left.contains("a.png") && !left.contains("a.svg") && !left.contains { $0.hasPrefix(".a.") }, "\(left)")
    }

    @Test func aSymbolicLinkIsFollowedAndItsTargetWritten() throws {
        let target = CLI.tempPath("link-target.png")
        let link = CLI.tempPath("link.png")
        try? FileManager.default.removeItem(atPath: link)
        _ = FileManager.default.createFile(atPath: target, contents: Data("old".utf8))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let r = try CLI.run(Self.oneFrame + ["--screenshot", link])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target, "the link is still a link")
        #expect(CLI.pngSize(target) != nil, "the target holds the PNG")

        // The same for the trace (streamed) and the SVG.
        let traceTarget = CLI.tempPath("link-target.jsonl")
        let traceLink = CLI.tempPath("link.jsonl")
        try? FileManager.default.removeItem(atPath: traceLink)
        _ = FileManager.default.createFile(atPath: traceTarget, contents: nil)
        try FileManager.default.createSymbolicLink(atPath: traceLink, withDestinationPath: traceTarget)
        let t = try CLI.run(["--headless", "--frames", "3", "--trace", traceLink])
        #expect(t.status == 0)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: traceLink)) == traceTarget)
        #expect(try CLI.jsonLines(traceTarget).count == 4)
    }

    @Test func aFIFOIsStreamedToNotReplaced() throws {
        let fifo = CLI.tempPath("trace.fifo")
        try? FileManager.default.removeItem(atPath: fifo)
        #expect(mkfifo(fifo, 0o600) == 0)
        // Read the FIFO on another thread while the app writes into it.
        final class Box: @unchecked Sendable { var data = Data() }
        let received = Box()
        let reader = Thread {
            if let h = FileHandle(forReadingAtPath: fifo) { received.data = h.readDataToEndOfFile() }
        }
        reader.start()
        let r = try CLI.run(["--headless", "--frames", "5", "--trace", fifo])
        while !reader.isFinished { usleep(1000) }
        #expect(r.status == 0, "stderr: \(r.stderr)")
        var st = stat()
        #expect(lstat(fifo, &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO, "the FIFO is still a FIFO")
        #expect(String(decoding: received.data, as: UTF8.self).split(separator: "\n").count == 6)
    }

    @Test func aDashWritesTheTraceOrTheSVGToStandardOutput() throws {
        let t = try CLI.run(["--headless", "--frames", "2", "--trace", "-"])
        #expect(t.status == 0)
        let lines = t.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines[0].contains(#""type":"layout""#))
        let s = try CLI.run(Self.oneFrame + ["--svg", "-"])
        #expect(s.status == 0 && (s.stdout.hasPrefix("<?xml") || s.stdout.hasPrefix("<svg")), "\(s.stdout.prefix(80))")
        #expect(FileManager.default.fileExists(atPath: "-") == false)
        let both = try CLI.run(Self.oneFrame + ["--svg", "-", "--trace", "-"])
        #expect(both.status == 2 && both.stderr.contains("standard output"))
    }

    @Test func anOutputThatIsAnInputIsRefusedAndTheInputKept() throws {
        let script = "{\"t_ms\": 0, \"type\": \"key\", \"key\": \"Down\"}\n"
        let replay = CLI.write(script, to: "same-input.jsonl")
        let r = try CLI.run(["--headless", "--replay", replay, "--trace", replay])
        #expect(r.status == 2 && r.stderr.contains("--replay"), "stderr: \(r.stderr)")
        #expect(try String(contentsOfFile: replay, encoding: .utf8) == script)

        // Through a link, and for the CSV input.
        let link = CLI.tempPath("same-input-link.jsonl")
        try? FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: replay)
        let viaLink = try CLI.run(["--headless", "--replay", replay, "--trace", link])
        #expect(viaLink.status == 2)
        #expect(try String(contentsOfFile: replay, encoding: .utf8) == script)

        let csvText = "date,v\n2010-01-01,1\n2010-01-02,2\n"
        let csv = CLI.write(csvText, to: "same-input.csv")
        let c = try CLI.run(Self.oneFrame + ["--scene", "range", "--data", csv, "--trace", csv])
        #expect(c.status == 2 && c.stderr.contains("--data"), "stderr: \(c.stderr)")
        #expect(try String(contentsOfFile: csv, encoding: .utf8) == csvText)

        // Two outputs naming one file.
        let png = CLI.tempPath("twice.png")
        let twice = try CLI.run(Self.oneFrame + ["--screenshot", png, "--trace", png])
        #expect(twice.status == 2 && twice.stderr.contains("same file"), "stderr: \(twice.stderr)")
    }

    @Test func framesZeroWithAnImageOutputIsRefused() throws {
        let r = try CLI.run(["--headless", "--frames", "0", "--screenshot", CLI.tempPath("zero.png")])
        #expect(r.status == 2 && r.stderr.contains("--frames 0"), "stderr: \(r.stderr)")
        let s = try CLI.run(["--headless", "--frames", "0", "--svg", CLI.tempPath("zero.svg")])
        #expect(s.status == 2)
        // Without image outputs, zero frames is a valid (empty) run.
        let t = try CLI.run(["--headless", "--frames", "0", "--trace", CLI.tempPath("zero.jsonl")])
        #expect(t.status == 0)
    }

    @Test func anOutputInAMissingDirectoryOrOnADirectoryIsAClearError() throws {
        let r = try CLI.run(Self.oneFrame + ["--screenshot", "/nonexistent-dir/x.png"])
        #expect(r.status == 2 && r.stderr.contains("/nonexistent-dir"), "stderr: \(r.stderr)")
        let d = try CLI.run(Self.oneFrame + ["--trace", FileManager.default.temporaryDirectory.path])
        #expect(d.status == 2 && d.stderr.contains("directory"), "stderr: \(d.stderr)")
    }
}
