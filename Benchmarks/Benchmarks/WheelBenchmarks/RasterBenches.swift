import Benchmark
import WheelCore
import WheelRaster
import WheelCharts
import WheelMotion
import WheelRendering

/// One fling frame of the wheel (118 items, 1024×640 points at 1 px per point) rasterised by
/// WheelRaster into a caller-owned buffer, against the clear alone (the "empty frame").
/// Shapes only: text runs are handed to a no-op callback (a host blits them itself). The
/// same frame and clear drawn in 8 bands in parallel (`render(_:into:clear:images:)`, no
/// text images) show what the worker threads save; their allocation counts are the
/// system's thread hand-off, so they carry no zero-allocation threshold.
func registerRasterBenchmarks() {
    let rig = RasterRig()
    let banded = RasterRig(bands: 8)
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
    Benchmark("Raster: wheel fling frame, 1024x640, 8 bands in parallel") { benchmark in
        blackHole(banded.frame())
        benchmark.stopMeasurement()
        banded.fling.prepare()
    }
    Benchmark("Raster: empty frame, 1024x640, 8 bands in parallel") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(banded.emptyFrame()) }
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

    /// A rig drawing in `bands` bands (1: on the calling thread, text callback path).
    init(bands: Int = 1) {
        rasterizer.bands = bands
        for _ in 0..<10 { _ = frame() }
    }

    /// Draws `list` into the buffer; returns one pixel so the work cannot be elided.
    @inline(never)
    func draw(_ list: DisplayList) -> UInt32 {
        pixels.withUnsafeMutableBufferPointer { p in
            guard let buffer = PixelBuffer(p, width: Self.width, height: Self.height) else { return 0 }
            if rasterizer.bands == 1 {
                rasterizer.render(list, into: buffer)
            } else {
                rasterizer.render(list, into: buffer) { _ in nil }
            }
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
