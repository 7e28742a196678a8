import Benchmark
import SeriesIO
@_spi(Benchmarks) import WheelCharts
import WheelMotion
import WheelRendering

/// The range selector's data pieces that exist in WheelCore: the min/max pyramid (build and
/// reduce), the time lookup, and a stand-in for one whole range frame while panning.
///
/// The series are seeded random walks of hourly samples (``SyntheticSeries/randomWalk``),
/// made lazily (Swift globals are initialised on first use), so listing the benchmarks is cheap.
let walk4 = SyntheticSeries.randomWalk(count: 10_000, seed: 42)
let walk7 = SyntheticSeries.randomWalk(count: 10_000_000, seed: 42)
let pyramid4 = MinMaxPyramid(walk4)
let pyramid7 = MinMaxPyramid(walk7)

/// The plot width of the main chart, pixel columns.
let plotColumns = 1000

/// A stand-in for one range-scene frame while panning, until the range controller lands:
/// the main chart's window moves by 1/500 of the domain per frame; each frame reduces that
/// window to 1000 columns and the whole series to the overview's 1000 columns (with the
/// pyramid), and appends both M4 polylines (first, min, max, last per column) to a display list.
final class RangeFrameRig: @unchecked Sendable {
    let pyramid: MinMaxPyramid
    let domain: ClosedRange<Double>
    var main: [ColumnSummary] = []
    var overview: [ColumnSummary] = []
    var list = DisplayList()
    var frameIndex = 0

    init(pyramid: MinMaxPyramid) {
        self.pyramid = pyramid
        domain = pyramid.series.domain ?? 0...1
        main.reserveCapacity(plotColumns)
        overview.reserveCapacity(plotColumns)
        for _ in 0..<50 { _ = frame() }
    }

    /// One frame; returns the number of points drawn.
    @inline(never)
    func frame() -> Int {
        frameIndex = (frameIndex + 1) % 400
        let span = domain.upperBound - domain.lowerBound
        let lower = domain.lowerBound + span * (0.1 + Double(frameIndex) / 500)
        let window = lower...(lower + span * 0.1)
        list.removeAll()
        pyramid.reduce(xRange: window, columns: plotColumns, into: &main)
        appendM4(main, x: window, rect: Rect(x: 0, y: 40, width: 1000, height: 400))
        pyramid.reduce(xRange: domain, columns: plotColumns, into: &overview)
        appendM4(overview, x: domain, rect: Rect(x: 0, y: 480, width: 1000, height: 100))
        return list.points.count
    }

    /// Appends the M4 polyline of `columns` mapped into `rect` (view space; values on a fixed -3000...3000 scale).
    func appendM4(_ columns: [ColumnSummary], x: ClosedRange<Double>, rect: Rect) {
        let xs = pyramid.series.xs
        let ys = pyramid.series.ys
        let sx = rect.width / max(x.upperBound - x.lowerBound, 1)
        let sy = rect.height / 6000
        let start = list.beginPolyline()
        for c in columns {
            c.forEachM4Index { i in
                list.addPoint(
                    Point(x: rect.x + (xs[i] - x.lowerBound) * sx, y: rect.y + rect.height / 2 - ys[i] * sy))
            }
        }
        list.endPolyline(start: start, width: 1.5, color: .white)
    }
}

/// Registers the range benchmarks.
func registerRangeBenchmarks() {
    Benchmark(
        "Range: pyramid build, 10^7 points (one-time, O(n))",
        configuration: .init(warmupIterations: 1, maxIterations: 20)
    ) { benchmark in
        blackHole(MinMaxPyramid(walk7))
    }

    final class ReduceRig: @unchecked Sendable {
        var buffer: [ColumnSummary] = []
        var onePass: [ColumnSummary] = []
    }
    let reduceRig = ReduceRig()
    Benchmark(
        "Range: reduce 10^7 points to 1000 columns (pyramid query)",
        configuration: .init(thresholds: zeroAllocations, setup: { _ = pyramid7 })
    ) { benchmark in
        let domain = walk7.domain!
        for _ in benchmark.scaledIterations {
            pyramid7.reduce(xRange: domain, columns: plotColumns, into: &reduceRig.buffer)
            blackHole(reduceRig.buffer.count)
        }
    }
    Benchmark(
        "Range: reduce 10^7 points to 1000 columns (one pass, no pyramid)",
        configuration: .init(maxIterations: 200, setup: { _ = walk7 })
    ) { benchmark in
        // What tsdownsample's MinMax does: one pass over the samples (TimeSeries.reduce).
        walk7.reduce(xRange: walk7.domain!, columns: plotColumns, into: &reduceRig.onePass)
        blackHole(reduceRig.onePass.count)
    }

    final class LookupRig: @unchecked Sendable {
        var x = 0.0
    }
    let lookupRig = LookupRig()
    Benchmark(
        "Range: value lookup at 10^7 points (x1000, reported per lookup)",
        configuration: .init(scalingFactor: .kilo, thresholds: zeroAllocations, setup: { _ = walk7 })
    ) { benchmark in
        let domain = walk7.domain!
        let span = domain.upperBound - domain.lowerBound
        for _ in benchmark.scaledIterations {
            // A golden-ratio walk over the domain: scattered, cache-cold lookups.
            lookupRig.x += 0.618_033_988_749_895
            if lookupRig.x >= 1 { lookupRig.x -= 1 }
            blackHole(walk7.lastIndex(atOrBefore: domain.lowerBound + span * lookupRig.x))
        }
    }

    for (name, pyramid) in [("10^4", { pyramid4 }), ("10^7", { pyramid7 })] {
        final class Holder: @unchecked Sendable { var rig: RangeFrameRig? }
        let holder = Holder()
        Benchmark(
            "Range frame stand-in while panning, \(name) points (2 reductions + M4 polylines)",
            configuration: .init(thresholds: zeroAllocations, setup: { holder.rig = RangeFrameRig(pyramid: pyramid()) })
        ) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(holder.rig!.frame()) }
        }
    }
}

/// One whole range-scene frame while the user pans (or zooms) the main chart, through the real
/// controller: a pointer event, `advance(to:)`, then its render (the plots' margins fitted, both
/// charts, axes, the value annotation and the overview) into a display list (text measured with a
/// fixed-width measurer).
final class RangeSceneFrameRig: @unchecked Sendable {
    var controller: RangeSelectorController
    let style = RangeChartStyle()
    let pyramid: MinMaxPyramid
    var list = DisplayList()
    let measurer = MonospaceTextMeasurer()
    var time = 0.0
    var step = 0
    let zooming: Bool
    let grab: Point

    init(pyramid: MinMaxPyramid, zooming: Bool) {
        self.pyramid = pyramid
        self.zooming = zooming
        controller = try! RangeSelectorController(
            pyramid: pyramid, title: "bench", viewport: Rect(x: 0, y: 40, width: 1024, height: 600))
        let plot = controller.geometry.mainPlot
        grab = Point(x: plot.midX, y: plot.midY)
        if !zooming {
            _ = controller.handle(.pointer(.down, .mouse, at: grab, time: 0))
        }
        for _ in 0..<50 { _ = frame() }
    }

    /// One frame; returns the number of display-list commands.
    @inline(never)
    func frame() -> Int {
        time += 1.0 / 60
        step += 1
        if zooming {
            // Zoom in for 20 frames, then out for 20, around the plot's centre.
            let dy: Double = (step / 20) % 2 == 0 ? 1 : -1
            _ = controller.handle(.scroll(dy: dy, location: grab, time: time))
        } else {
            // Pan back and forth by 300 points over 40 frames.
            let phase = Double(step % 40) / 40
            let x = grab.x + 150 * (phase < 0.5 ? phase * 4 - 1 : 3 - phase * 4)
            _ = controller.handle(.pointer(.move, .mouse, at: Point(x: x, y: grab.y), time: time))
        }
        _ = controller.advance(to: time)
        list.removeAll()
        controller.render(into: &list, style: style, measurer: measurer)
        return list.count
    }
}

/// Registers the whole-frame range-scene benchmarks (real controller and renderer).
func registerRangeSceneBenchmarks() {
    for (name, pyramid) in [("10^4", { pyramid4 }), ("10^7", { pyramid7 })] {
        for zooming in [false, true] {
            final class Holder: @unchecked Sendable { var rig: RangeSceneFrameRig? }
            let holder = Holder()
            Benchmark(
                "Range scene frame while \(zooming ? "zooming" : "panning"), \(name) points",
                configuration: .init(setup: { holder.rig = RangeSceneFrameRig(pyramid: pyramid(), zooming: zooming) })
            ) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(holder.rig!.frame()) }
            }
        }
    }
}
