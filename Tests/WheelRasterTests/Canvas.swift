import WheelRaster
import WheelRendering

/// A test image: `width × height` pixels (ARGB8888 unless told), owned by the test, with
/// helpers to draw a display list into it and read coverage back.
final class Canvas {
    let width: Int
    let height: Int
    let rowStride: Int
    let layout: PixelLayout
    var pixels: [UInt32]

    init(width: Int, height: Int, rowStride: Int? = nil, layout: PixelLayout = .argb8888, fill: UInt32 = 0) {
        self.width = width
        self.height = height
        self.rowStride = rowStride ?? width
        self.layout = layout
        pixels = Array(repeating: fill, count: max(1, self.rowStride * height))
    }

    /// Runs `body` with a pixel buffer over the storage.
    func withBuffer<R, Failure: Error>(_ body: (PixelBuffer) throws(Failure) -> R) throws(Failure) -> R {
        try pixels.withUnsafeMutableBufferPointer { p throws(Failure) in
            try body(PixelBuffer(p, width: width, height: height, rowStride: rowStride, layout: layout)!)
        }
    }

    /// Draws `list` (transparent-black background unless the list says otherwise).
    @discardableResult
    func draw(
        _ list: DisplayList, scale: Double = 1, clear: Bool = true, text: (TextRun, PixelRect) -> Void = { _, _ in }
    ) -> DisplayListRasterizer {
        var r = DisplayListRasterizer(scale: scale)
        withBuffer { r.render(list, into: $0, clear: clear, text: text) }
        return r
    }

    func color(_ x: Int, _ y: Int) -> Color { layout.unpack(pixels[y * rowStride + x]) }
    func alpha(_ x: Int, _ y: Int) -> Int { Int(pixels[y * rowStride + x] >> 24) }

    /// Sum of alpha / 255 over the image: the covered area in pixels when drawing an
    /// opaque shape over transparent black.
    var coverage: Double {
        var s = 0
        for y in 0..<height {
            for x in 0..<width { s += alpha(x, y) }
        }
        return Double(s) / 255
    }
}

/// A display list on a transparent background.
func shapes(_ commands: [DisplayCommand], points: [Point] = []) -> DisplayList {
    var l = DisplayList()
    l.background = .clear
    for c in commands { l.append(c) }
    return l
}
