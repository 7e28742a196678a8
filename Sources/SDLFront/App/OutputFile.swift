import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where an output option (`--trace`, `--screenshot`, `--svg`, `--record`) writes, and how.
///
/// The app writes *into* what the user named: a symbolic link is followed and its target
/// written; a FIFO, a character device or a socket is opened and streamed to; `-` is standard
/// output (for the options that allow it). Only a regular file (or a path that does not exist
/// yet) is replaced atomically (a temporary file in the same directory, renamed over it) by
/// ``writeAll(_:)``. Every write and the final close are checked; a failure is an
/// ``InputFileError`` naming the path as the user gave it.
struct OutputFile {
    /// What the path names.
    enum Kind: Equatable {
        /// Standard output (`-`).
        case standardOutput
        /// A regular file, or nothing yet: replaced atomically, or truncated and streamed.
        case regular
        /// A FIFO, device or socket: opened for writing and streamed to, never replaced.
        case stream
    }

    /// The path as given on the command line (used in messages).
    let path: String
    /// The path writes go to: `path` with symbolic links resolved (nil for standard output).
    let resolved: String?
    /// What the path names.
    let kind: Kind
    /// The option, for messages (e.g. `--trace`).
    let option: String

    /// Resolves `path` for `option`. `allowStdout` says whether `-` means standard output.
    init(_ path: String, option: String, allowStdout: Bool) throws {
        self.path = path
        self.option = option
        if path == "-" {
            guard allowStdout else {
                throw InputFileError(file: path, line: nil, message: "\(option) cannot write to standard output; name a file")
            }
            resolved = nil
            kind = .standardOutput
            return
        }
        guard !path.isEmpty else { throw InputFileError(file: "\(option)", line: nil, message: "the path is empty") }
        var st = stat()
        if stat(path, &st) == 0 {
            // Exists (through any links): write into the final target.
            let target = Self.realPath(path) ?? path
            switch st.st_mode & S_IFMT {
            case S_IFDIR:
                throw InputFileError(file: path, line: nil, message: "\(option) names a directory, not a file")
            case S_IFREG:
                kind = .regular
            default:
                kind = .stream
            }
            resolved = target
        } else {
            // Does not exist. A dangling link is followed to the file it names.
            var lst = stat()
            if lstat(path, &lst) == 0 && (lst.st_mode & S_IFMT) == S_IFLNK {
                resolved = Self.danglingTarget(path) ?? path
            } else {
                resolved = path
            }
            kind = .regular
            let dir = ((resolved ?? path) as NSString).deletingLastPathComponent
            var dst = stat()
            if stat(dir.isEmpty ? "." : dir, &dst) != 0 || (dst.st_mode & S_IFMT) != S_IFDIR {
                throw InputFileError(file: path, line: nil, message: "\(option): the directory \(dir.isEmpty ? "." : dir) does not exist")
            }
        }
    }

    /// The device and inode of what `path` names (following links), or nil when it does not exist.
    static func identity(of path: String) -> (dev: UInt64, ino: UInt64)? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return (UInt64(st.st_dev), UInt64(st.st_ino))
    }

    /// Refuses outputs that are the same file as an input or as another output (compared by
    /// device and inode, so links and different spellings are caught). Devices, FIFOs and
    /// standard output may be shared (e.g. two outputs to `/dev/null`).
    static func checkDistinct(outputs: [OutputFile], inputs: [(option: String, path: String)]) throws {
        func regularIdentity(_ path: String) -> (UInt64, UInt64)? {
            var st = stat()
            guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
            return (UInt64(st.st_dev), UInt64(st.st_ino))
        }
        for (i, out) in outputs.enumerated() {
            guard out.kind == .regular, let target = out.resolved, let id = regularIdentity(target) else { continue }
            for input in inputs {
                if let other = regularIdentity(input.path), other == id {
                    throw InputFileError(
                        file: out.path, line: nil,
                        message: "\(out.option) would overwrite the \(input.option) input \(input.path) (the same file); choose another output path")
                }
            }
            for other in outputs[(i + 1)...] where other.kind == .regular {
                if let t = other.resolved, let oid = regularIdentity(t), oid == id {
                    throw InputFileError(
                        file: out.path, line: nil, message: "\(out.option) and \(other.option) name the same file; choose two paths")
                }
            }
        }
        // Two outputs spelled the same that do not exist yet.
        let fresh = outputs.filter { $0.kind == .regular && $0.resolved.map { identity(of: $0) == nil } == true }
        for (i, a) in fresh.enumerated() {
            for b in fresh[(i + 1)...] where a.resolved.map(Self.absolute) == b.resolved.map(Self.absolute) {
                throw InputFileError(file: a.path, line: nil, message: "\(a.option) and \(b.option) name the same file; choose two paths")
            }
        }
    }

    static func absolute(_ p: String) -> String {
        p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p
    }

    static func realPath(_ path: String) -> String? {
        guard let r = realpath(path, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }

    /// The file a dangling symbolic link names (relative targets are taken from the link's directory).
    static func danglingTarget(_ path: String) -> String? {
        var current = path
        for _ in 0..<32 {
            guard let dest = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = dest.hasPrefix("/") ? dest : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(dest)
        }
        return nil
    }

    func failure(_ what: String, errno code: Int32) -> InputFileError {
        InputFileError(file: path, line: nil, message: "\(option): cannot \(what): \(String(cString: strerror(code)))")
    }

    /// Opens a streaming writer (trace, recording): standard output, the device or FIFO, or the
    /// regular file truncated (written in place, so a crash keeps what was written).
    func openStream() throws -> CheckedWriter {
        switch kind {
        case .standardOutput:
            return CheckedWriter(fd: STDOUT_FILENO, owned: false, file: self)
        case .stream, .regular:
            let flags = kind == .regular ? (O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC) : (O_WRONLY | O_CLOEXEC)
            let fd = open(resolved ?? path, flags, 0o644)
            guard fd >= 0 else { throw failure("open it for writing", errno: errno) }
            return CheckedWriter(fd: fd, owned: true, file: self)
        }
    }

    /// Writes `data` as the whole content: atomically (temporary file + rename) for a regular
    /// file, streamed to standard output, a FIFO or a device.
    func writeAll(_ data: Data) throws {
        guard kind == .regular, let target = resolved else {
            let s = try openStream()
            try s.write(data)
            try s.close()
            return
        }
        let dir = (target as NSString).deletingLastPathComponent
        let base = (target as NSString).lastPathComponent
        var template = Array(((dir.isEmpty ? "." : dir) + "/." + base + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("create a temporary file next to it", errno: errno) }
        let temp = String(cString: template)
        let s = CheckedWriter(fd: fd, owned: true, file: self)
        do {
            try s.write(data)
            guard fsync(fd) == 0 else { throw failure("write it", errno: errno) }
            try s.close()
            // Keep the permissions of the file replaced, if any (mkstemp makes 0600).
            var st = stat()
            let mode = stat(target, &st) == 0 ? st.st_mode & 0o7777 : 0o644 & ~Self.umaskValue
            chmod(temp, mode)
            guard rename(temp, target) == 0 else { throw failure("replace it", errno: errno) }
        } catch {
            s.abandon()
            unlink(temp)
            throw error
        }
    }

    /// The process's file-creation mask.
    static let umaskValue: mode_t = {
        let m = umask(0o022)
        umask(m)
        return m
    }()
}

/// A checked writer on a file descriptor: every `write` is looped until done, and every error
/// (including the final close) is thrown as an ``InputFileError`` naming the file.
final class CheckedWriter {
    private var fd: Int32
    private let owned: Bool
    let file: OutputFile

    init(fd: Int32, owned: Bool, file: OutputFile) {
        self.fd = fd
        self.owned = owned
        self.file = file
    }

    /// Writes all of `data`.
    func write(_ data: Data) throws {
        guard fd >= 0 else { throw InputFileError(file: file.path, line: nil, message: "\(file.option): already closed") }
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard var p = raw.baseAddress else { return }
            var left = raw.count
            while left > 0 {
                let n = Glibc.write(fd, p, left)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw file.failure("write it", errno: errno)
                }
                if n == 0 { throw file.failure("write it", errno: EIO) }
                p += n
                left -= n
            }
        }
    }

    /// Closes the descriptor (standard output is flushed, not closed); reports a failed close.
    func close() throws {
        guard fd >= 0 else { return }
        let d = fd
        fd = -1
        if owned {
            guard Glibc.close(d) == 0 else { throw file.failure("finish writing it", errno: errno) }
        }
    }

    /// Closes without reporting (after an error has already been reported).
    func abandon() {
        if fd >= 0 && owned { _ = Glibc.close(fd) }
        fd = -1
    }

    deinit { abandon() }
}
