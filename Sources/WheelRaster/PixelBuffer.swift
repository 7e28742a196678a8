/// A caller-owned grid of 32-bit pixels that the rasteriser draws into, in **pixel space**
/// (origin top-left, y down): pixel (x, y) is the `UInt32` at `base + y·rowStride + x`.
///
/// The buffer does not own or retain its memory: the caller keeps it alive (and, for an
/// SDL surface, locked) while drawing. Initialisers validate the geometry and return nil
/// for anything inconsistent, so a bad buffer never leads to an out-of-bounds write.
public struct PixelBuffer: @unchecked Sendable {
    /// The first pixel of the first row.
    public let base: UnsafeMutablePointer<UInt32>
    /// Width, in pixels.
    public let width: Int
    /// Height, in pixels.
    public let height: Int
    /// Distance between the starts of two rows, in pixels (≥ `width`).
    public let rowStride: Int
    /// The channel order of every pixel.
    public let layout: PixelLayout

    /// Wraps raw pixel memory: `pitch` is the row length in **bytes** (SDL's `pitch`), a
    /// multiple of 4 not less than `4·width`. Returns nil for negative sizes, a bad pitch
    /// or a misaligned pointer.
    public init?(pixels: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int, layout: PixelLayout = .argb8888) {
        guard width >= 0, height >= 0, pitch >= 0, pitch % 4 == 0, pitch / 4 >= width,
            Int(bitPattern: pixels) % MemoryLayout<UInt32>.alignment == 0,
            width <= Int(Int32.max), height <= Int(Int32.max)
        else { return nil }
        base = pixels.assumingMemoryBound(to: UInt32.self)
        self.width = width
        self.height = height
        rowStride = pitch / 4
        self.layout = layout
    }

    /// Wraps a buffer of `width × height` pixels, rows `rowStride` pixels apart (default:
    /// `width`). Returns nil when the buffer is too small for that geometry.
    public init?(
        _ buffer: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int, rowStride: Int? = nil,
        layout: PixelLayout = .argb8888
    ) {
        let stride = rowStride ?? width
        guard let start = buffer.baseAddress, width >= 0, height >= 0, stride >= width,
            width <= Int(Int32.max), height <= Int(Int32.max)
        else { return nil }
        let (rowsEnd, o1) = stride.multipliedReportingOverflow(by: max(0, height - 1))
        let (needed, o2) = rowsEnd.addingReportingOverflow(width)
        guard !o1, !o2, height == 0 || needed <= buffer.count else { return nil }
        base = start
        self.width = width
        self.height = height
        self.rowStride = stride
        self.layout = layout
    }

    /// The whole buffer as a rectangle.
    @inlinable public var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// The pixel value at (x, y), or nil outside the buffer.
    @inlinable
    public subscript(x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return base[y * rowStride + x]
    }
}
