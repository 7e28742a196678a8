import Benchmark
import WheelCore
import WheelCharts
import WheelMotion
import WheelRendering

/// Wheel layout at three item counts, and one steady fling frame at two.
func registerWheelBenchmarks() {
    for (name, n) in [("118", 118), ("10^6", 1_000_000), ("10^7", 10_000_000)] {
        let rig = LayoutRig(itemCount: n)
        Benchmark("Wheel layout, \(name) items", configuration: .init(thresholds: zeroAllocations)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(rig.step()) }
        }
    }
    let flings: [(String, FlingRig, Bool)] = [
        ("118 items (looping)", FlingRig(itemCount: 118, looping: true), true),
        ("10^7 items", FlingRig(itemCount: 10_000_000), true),
        // For comparison: the convenience API that returns a new events array each frame.
        ("10^7 items, advance(to:) returning [WheelEvent]", FlingRig(itemCount: 10_000_000, returnsEvents: true), false),
    ]
    for (name, rig, zeroTarget) in flings {
        Benchmark(
            "Wheel fling frame, \(name)",
            configuration: .init(thresholds: zeroTarget ? zeroAllocations : nil)
        ) { benchmark in
            blackHole(rig.frame())
            benchmark.stopMeasurement()
            rig.prepare()  // re-throws the wheel outside the measurement when due
        }
    }
}
