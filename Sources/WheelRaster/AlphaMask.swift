/// An 8-bit coverage image (0 = transparent, 255 = fully covered), row-major, that owns its
/// bytes: a glyph run or any other stencil to be tinted and blended into a ``PixelBuffer``
/// with ``PixelBuffer/blend(_:color:x:y:clip:)``.
///
/// Besides the bytes, the mask records for every row the half-open column range
/// `first ..< last` holding non-zero coverage (``span(ofRow:)``) and the range of rows that
/// have any (``coveredRows``), so blending never visits the transparent margins a text
/// renderer leaves around its glyphs.
///
/// A mask is at most ``maxSide`` pixels on each side; larger or negative sizes are refused.
public struct AlphaMask: Sendable {
    /// Largest width or height accepted (2^30): far more than any text image, small enough
    /// that origin arithmetic in ``PixelBuffer/blend(_:color:x:y:clip:)`` never overflows.
    public static let maxSide = 1 << 30

    /// Width, in pixels.
    public let width: Int
    /// Height, in pixels.
    public let height: Int
    /// Coverage of pixel (x, y) at index `y·width + x`.
    public let coverage: [UInt8]
    /// The rows with any non-zero coverage (empty when the mask is all transparent).
    public let coveredRows: Range<Int>
    /// Per row, `first` and `last` (one past) column of non-zero coverage, as
    /// `spans[2y]`, `spans[2y + 1]`; both 0 for an empty row.
    private let spans: [Int32]

    /// A 0 × 0 mask.
    public static let empty = AlphaMask(checkedWidth: 0, height: 0, coverage: [])

    /// Wraps `coverage` (row-major, exactly `width · height` bytes). Returns nil for negative
    /// sizes, sides over ``maxSide`` or a byte count that does not match.
    public init?(width: Int, height: Int, coverage: [UInt8]) {
        guard Self.validSize(width, height), coverage.count == width * height else { return nil }
        self.init(checkedWidth: width, height: height, coverage: coverage)
    }

    /// Builds a `width × height` mask from any 8-bit source: `sample(x, y)` is called once per
    /// pixel, rows top to bottom. Returns nil for negative sizes or sides over ``maxSide``.
    public init?(width: Int, height: Int, sample: (_ x: Int, _ y: Int) throws -> UInt8) rethrows {
        guard Self.validSize(width, height) else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height)
        try bytes.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                for x in 0..<width { p[y * width + x] = try sample(x, y) }
            }
        }
        self.init(checkedWidth: width, height: height, coverage: bytes)
    }

    private static func validSize(_ width: Int, _ height: Int) -> Bool {
        width >= 0 && height >= 0 && width <= maxSide && height <= maxSide
            && !width.multipliedReportingOverflow(by: height).overflow
    }

    /// Scans the rows for their spans of non-zero coverage.
    private init(checkedWidth width: Int, height: Int, coverage: [UInt8]) {
        self.width = width
        self.height = height
        self.coverage = coverage
        var spans = [Int32](repeating: 0, count: 2 * height)
        var firstRow = height
        var endRow = 0
        coverage.withUnsafeBufferPointer { c in
            for y in 0..<height {
                let row = y * width
                var first = 0
                while first < width && c[row + first] == 0 { first += 1 }
                guard first < width else { continue }
                var last = width
                while c[row + last - 1] == 0 { last -= 1 }
                spans[2 * y] = Int32(first)
                spans[2 * y + 1] = Int32(last)
                firstRow = min(firstRow, y)
                endRow = y + 1
            }
        }
        self.spans = spans
        coveredRows = firstRow < endRow ? firstRow..<endRow : 0..<0
    }

    /// The columns of row `y` holding non-zero coverage (empty for a transparent row or a
    /// row outside the mask).
    public func span(ofRow y: Int) -> Range<Int> {
        guard y >= 0, y < height else { return 0..<0 }
        return Int(spans[2 * y])..<Int(spans[2 * y + 1])
    }

    /// The coverage at (x, y); 0 outside the mask.
    public subscript(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return coverage[y * width + x]
    }

    /// Runs `body` with the coverage bytes and the span table (see ``spans``).
    func withStorage<R>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int32>) -> R) -> R {
        coverage.withUnsafeBufferPointer { c in spans.withUnsafeBufferPointer { s in body(c, s) } }
    }
}
