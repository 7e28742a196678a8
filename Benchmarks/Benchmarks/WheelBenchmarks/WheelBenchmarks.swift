import Benchmark
import WheelCore
import WheelCharts
import WheelMotion
import WheelRendering

/// Every benchmark of WheelCore, registered for ordo-one/benchmark's plugin.
///
/// Each benchmark measures wall-clock time and heap allocations (`mallocCountTotal`, counted
/// by the plugin's malloc interposer); run them with `swift package --disable-sandbox benchmark`
/// in `Benchmarks/`. See `BENCHMARKS.md` at the repository root for the figures and targets.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        maxDuration: .seconds(2),
        maxIterations: 20_000
    )
    // The harness's own cost: what every other figure includes.
    Benchmark("Harness baseline (empty body)") { _ in blackHole(0) }
    registerWheelBenchmarks()
    registerPhysicsBenchmarks()
    registerRangeBenchmarks()
    registerRangeSceneBenchmarks()
    registerSpringBenchmarks()
    registerRasterBenchmarks()
}

/// A static threshold that fails `swift package benchmark thresholds check` when any sample
/// allocates: used by the benchmarks whose target is zero allocations per frame.
var zeroAllocations: [BenchmarkMetric: BenchmarkThresholds] {
    [.mallocCountTotal: BenchmarkThresholds(absolute: [.p0: 0, .p50: 0, .p90: 0, .p100: 0])]
}

/// A wheel frame through the public API: no allocation, but for the one array of events that
/// `advance(to:)` or `handle(_:)` returns on a frame where the centred item changed (an empty
/// array is free).
var wheelFrameAllocations: [BenchmarkMetric: BenchmarkThresholds] {
    [.mallocCountTotal: BenchmarkThresholds(absolute: [.p0: 0, .p50: 0, .p90: 1, .p100: 1])]
}
