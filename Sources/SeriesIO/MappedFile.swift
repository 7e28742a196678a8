#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole file mapped read-only into memory: its bytes are read by the kernel on demand
/// and shared with the page cache, never copied into the process.
///
/// The mapping lives as long as the object; every buffer handed out by a type that keeps a
/// `MappedFile` (``NPYArray``) stays valid while that value is alive.
public final class MappedFile: @unchecked Sendable {
    /// The path the file was opened with.
    public let path: String
    /// The file's length in bytes when it was mapped.
    public let byteCount: Int
    /// Who the file is: device, inode, length and modification time, for caches keyed by it.
    public let identity: FileIdentity
    /// The first byte of the mapping (nil for an empty file, which maps nothing).
    public let bytes: UnsafeRawPointer?

    /// Maps the file at `path` read-only.
    /// - Throws: ``SeriesFileError`` naming the file when it cannot be opened, is not a
    ///   regular file, or cannot be mapped.
    public init(path: String) throws(SeriesFileError) {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw SeriesFileError(path: path, .cannotOpen(Self.errnoText())) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw SeriesFileError(path: path, .cannotOpen(Self.errnoText()))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw SeriesFileError(path: path, .cannotOpen("not a regular file"))
        }
        byteCount = Int(info.st_size)
        identity = FileIdentity(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), byteCount: UInt64(info.st_size),
            modificationNanoseconds: Int64(info.st_mtim.tv_sec) * 1_000_000_000
                + Int64(info.st_mtim.tv_nsec))
        if byteCount == 0 {
            bytes = nil
            return
        }
        let p = mmap(nil, byteCount, PROT_READ, MAP_SHARED, fd, 0)
        guard let p, p != MAP_FAILED else {
            throw SeriesFileError(path: path, .cannotOpen("cannot map it: " + Self.errnoText()))
        }
        bytes = UnsafeRawPointer(p)
    }

    deinit {
        if let bytes { munmap(UnsafeMutableRawPointer(mutating: bytes), byteCount) }
    }

    /// Tells the kernel the bytes in `range` will be read in order (read-ahead), or not soon.
    public func advise(_ range: Range<Int>, sequential: Bool) {
        guard let bytes, !range.isEmpty else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = max(0, range.lowerBound) / page * page
        let end = min(byteCount, range.upperBound)
        guard start < end else { return }
        _ = madvise(
            UnsafeMutableRawPointer(mutating: bytes + start), end - start,
            sequential ? MADV_SEQUENTIAL : MADV_NORMAL)
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// What identifies a file's content for a cache: if any field differs, the file changed.
public struct FileIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The device the file lives on.
    public var device: UInt64
    /// The file's inode number.
    public var inode: UInt64
    /// The file's length in bytes.
    public var byteCount: UInt64
    /// The last modification time, nanoseconds since the Unix epoch.
    public var modificationNanoseconds: Int64

    /// Creates an identity from its parts.
    public init(device: UInt64, inode: UInt64, byteCount: UInt64, modificationNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.byteCount = byteCount
        self.modificationNanoseconds = modificationNanoseconds
    }

    /// `dev:inode, N bytes, mtime T ns`.
    public var description: String {
        "\(device):\(inode), \(byteCount) bytes, mtime \(modificationNanoseconds) ns"
    }
}
