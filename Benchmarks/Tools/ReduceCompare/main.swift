// ReduceCompare: the Swift half of the side-by-side comparison with tsdownsample's MinMax
// (see scripts/bench-reduce.sh at the repository root).
//
//   ReduceCompare write PATH [COUNT]      writes a seeded random walk as raw little-endian
//                                         float64: COUNT x values, then COUNT y values
//   ReduceCompare time PATH [REPEATS]     loads that file and times, on one core, the pyramid
//                                         build, the pyramid reduction to 1000 columns and the
//                                         one-pass reduction (TimeSeries.reduce, no pyramid);
//                                         prints one JSON line and writes the pyramid's min/max
//                                         indices to PATH.indices
import Foundation
import WheelCore

/// The number of pixel columns of the comparison (tsdownsample gets n_out = 2 × this).
let columns = 1000

/// Median of a sample of durations, milliseconds.
func median(_ v: [Double]) -> Double {
    let s = v.sorted()
    guard !s.isEmpty else { return 0 }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Runs `body` `repeats` times and returns each run's wall time in milliseconds.
func time(_ repeats: Int, _ body: () -> Void) -> [Double] {
    let clock = ContinuousClock()
    var out: [Double] = []
    for _ in 0..<repeats {
        let d = clock.measure(body)
        out.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15)
    }
    return out
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("ReduceCompare: " + message + "\n").utf8))
    exit(2)
}

let args = CommandLine.arguments
guard args.count >= 3 else { fail("usage: ReduceCompare write PATH [COUNT] | time PATH [REPEATS]") }
let path = args[2]
switch args[1] {
case "write":
    let count = args.count > 3 ? Int(args[3]) ?? 10_000_000 : 10_000_000
    let walk = SyntheticSeries.randomWalk(count: count, seed: 42)
    var data = Data(capacity: 16 * count)
    walk.xs.withUnsafeBytes { data.append(contentsOf: $0) }
    walk.ys.withUnsafeBytes { data.append(contentsOf: $0) }
    do { try data.write(to: URL(fileURLWithPath: path)) } catch { fail("cannot write \(path): \(error)") }
    print("wrote \(count) points to \(path)")
case "time":
    let repeats = max(1, args.count > 3 ? Int(args[3]) ?? 20 : 20)
    guard let data = FileManager.default.contents(atPath: path), data.count % 16 == 0, !data.isEmpty else {
        fail("cannot read \(path) (x then y, float64)")
    }
    let n = data.count / 16
    var xs = [Double](repeating: 0, count: n)
    var ys = [Double](repeating: 0, count: n)
    data.withUnsafeBytes { raw in
        xs.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[0..<(8 * n)])) }
        ys.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[(8 * n)...])) }
    }
    let series: TimeSeries
    do { series = try TimeSeries(xs: xs, ys: ys) } catch { fail("\(path): \(error)") }
    let domain = series.domain!

    var pyramid = MinMaxPyramid(series)
    let buildTimes = time(repeats) { pyramid = MinMaxPyramid(series) }
    var summaries: [ColumnSummary] = []
    summaries.reserveCapacity(columns)
    _ = time(10) { pyramid.reduce(xRange: domain, columns: columns, into: &summaries) }
    let queryTimes = time(max(100, repeats * 10)) { pyramid.reduce(xRange: domain, columns: columns, into: &summaries) }
    var onePass: [ColumnSummary] = []
    onePass.reserveCapacity(columns)
    _ = time(2) { series.reduce(xRange: domain, columns: columns, into: &onePass) }
    let passTimes = time(repeats) { series.reduce(xRange: domain, columns: columns, into: &onePass) }
    // The pyramid's answer, for the Python side to check against tsdownsample's.
    var lines: [String] = []
    for s in summaries {
        lines.append("\(s.minIndex ?? -1) \(s.maxIndex ?? -1)")
    }
    try? (lines.joined(separator: "\n") + "\n").write(toFile: path + ".indices", atomically: true, encoding: .utf8)
    // The one-pass reduction must give exactly the pyramid's columns (indices, not just values).
    let agree = summaries == onePass
    print(
        "{\"points\": \(n), \"columns\": \(columns), \"build_ms\": \(median(buildTimes)), \"query_ms\": \(median(queryTimes)), "
            + "\"one_pass_ms\": \(median(passTimes)), \"pyramid_equals_one_pass\": \(agree)}")
default:
    fail("unknown command \(args[1])")
}
