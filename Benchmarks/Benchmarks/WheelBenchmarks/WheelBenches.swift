import Benchmark
import WheelCore
import WheelCharts
import WheelMotion
import WheelRendering

/// Wheel layout and display list at three item counts, one steady fling frame at two, and a
/// steady fling frame of the five-drum date picker.
func registerWheelBenchmarks() {
    for (name, n) in [("118", 118), ("10^6", 1_000_000), ("10^7", 10_000_000)] {
        let rig = LayoutRig(itemCount: n)
        Benchmark("Wheel layout and display list, \(name) items", configuration: .init(thresholds: wheelFrameAllocations)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(rig.step()) }
        }
    }
    let flings: [(String, FlingRig)] = [
        ("118 items (looping)", FlingRig(itemCount: 118, looping: true)),
        ("10^7 items", FlingRig(itemCount: 10_000_000)),
    ]
    for (name, rig) in flings {
        Benchmark("Wheel fling frame, \(name)", configuration: .init(thresholds: wheelFrameAllocations)) { benchmark in
            blackHole(rig.frame())
            benchmark.stopMeasurement()
            rig.prepare()  // re-throws the wheel outside the measurement when due
        }
    }
    let picker = PickerFlingRig()
    Benchmark("Date picker fling frame, five drums", configuration: .init(thresholds: wheelFrameAllocations)) { benchmark in
        blackHole(picker.frame())
        benchmark.stopMeasurement()
        picker.prepare()
    }
}
