import Benchmark
import WheelCore
import WheelCharts
import WheelMotion
import WheelRendering

/// The velocity tracker: adding one sample, and one release-velocity estimate.
func registerPhysicsBenchmarks() {
    final class TrackerRig: @unchecked Sendable {
        var tracker = VelocityTracker()
        var t = 0.0
        var y = 0.0
    }
    let addRig = TrackerRig()
    Benchmark(
        "Velocity tracker, add one sample (x1000, reported per sample)",
        configuration: .init(scalingFactor: .kilo, thresholds: zeroAllocations)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            addRig.t += 0.008
            addRig.y += 3
            addRig.tracker.addSample(time: addRig.t, position: Point(x: 100, y: addRig.y))
        }
        blackHole(addRig.tracker.sampleCount)
    }

    let estimateRig = TrackerRig()
    for i in 0..<40 {
        estimateRig.tracker.addSample(
            time: Double(i) * 0.008, position: Point(x: 100 + Double(i * i) * 0.1, y: Double(i) * 3))
    }
    Benchmark("Velocity tracker, one estimate (full buffer)", configuration: .init(thresholds: zeroAllocations)) {
        benchmark in
        for _ in benchmark.scaledIterations { blackHole(estimateRig.tracker.velocity(at: 39 * 0.008)) }
    }
}
