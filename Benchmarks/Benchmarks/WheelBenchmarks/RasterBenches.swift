import Benchmark
import WheelCore
import WheelRaster

/// One fling frame of the wheel (118 items, 1024×640 points at 1 px per point) rasterised by
/// WheelRaster into a caller-owned buffer, against the clear alone (the "empty frame").
/// Shapes only: text runs are handed to a no-op callback (a host blits them itself).
func registerRasterBenchmarks() {
    let rig = RasterRig()
    Benchmark(
        "Raster: wheel fling frame, 1024x640 (advance + display list + clear + shapes, no text)",
        configuration: .init(thresholds: zeroAllocations)
    ) { benchmark in
        blackHole(rig.frame())
        benchmark.stopMeasurement()
        rig.fling.prepare()
    }
    Benchmark("Raster: empty frame, 1024x640 (clear only)", configuration: .init(thresholds: zeroAllocations)) {
        benchmark in
        for _ in benchmark.scaledIterations { blackHole(rig.emptyFrame()) }
    }
}

/// A 1024×640 ARGB8888 buffer, a fling rig and a reused rasteriser.
final class RasterRig: @unchecked Sendable {
    static let width = 1024
    static let height = 640
    let fling = FlingRig(itemCount: 118, looping: true)
    var pixels = [UInt32](repeating: 0, count: RasterRig.width * RasterRig.height)
    var rasterizer = DisplayListRasterizer()
    let empty = DisplayList()

    init() { for _ in 0..<10 { _ = frame() } }

    /// Draws `list` into the buffer; returns one pixel so the work cannot be elided.
    @inline(never)
    func draw(_ list: DisplayList) -> UInt32 {
        pixels.withUnsafeMutableBufferPointer { p in
            guard let buffer = PixelBuffer(p, width: Self.width, height: Self.height) else { return 0 }
            rasterizer.render(list, into: buffer)
            return p[Self.width * Self.height / 2 + Self.width / 2]
        }
    }

    /// One fling frame: advance, layout, display list, rasterise.
    func frame() -> UInt32 {
        _ = fling.frame()
        return draw(fling.list)
    }

    /// The clear alone.
    func emptyFrame() -> UInt32 { draw(empty) }
}
