// ReduceCompare: the Swift half of the side-by-side comparison with tsdownsample's MinMax
// (see scripts/bench-reduce.sh at the repository root, which drives it).
//
//   ReduceCompare write PATH [COUNT]   writes a seeded random walk as raw little-endian float64:
//                                      COUNT x values, then COUNT y values
//   ReduceCompare serve PATH           loads that file once (not timed), prints one JSON line
//                                      {"points": n}, then answers commands read from stdin, one
//                                      per line, each with one JSON line of wall times (ms):
//     build K    K pyramid builds                            {"build": [...]}
//     query K    K pyramid reductions to 1000 columns         {"query": [...]}
//     pass K     K one-pass reductions (TimeSeries.reduce)    {"pass": [...]}
//     sum K      K passes of the floor: a 4-accumulator SIMD2<Double> sum of ys  {"sum": [...]}
//     touch K    K passes loading one sample per cache line of ys               {"touch": [...]}
//     hot K      the one pass from cache: K rounds of 50 reductions of the first 200 000
//                samples (1.6 MB, stays in L2) to 20 columns, i.e. 10^7 samples per round in
//                columns of 10^4 as in `pass`, without the memory traffic  {"hot": [...]}
//     check      writes the pyramid's min/max indices to PATH.indices and compares them with
//                the one pass's columns                     {"pyramid_equals_one_pass": true}
//     quit
// Timing is left to the caller's scheduling (the script pins both processes to one core).
import Foundation
import SeriesIO
@_spi(Benchmarks) import WheelCharts

/// The number of pixel columns of the comparison (tsdownsample gets n_out = 2 × this).
let columns = 1000

/// Runs `body` `repeats` times and returns each run's wall time in milliseconds.
func time(_ repeats: Int, _ body: () -> Void) -> [Double] {
    let clock = ContinuousClock()
    var out: [Double] = []
    out.reserveCapacity(repeats)
    for _ in 0..<repeats {
        let d = clock.measure(body)
        out.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15)
    }
    return out
}

/// Writes `message` to standard error and exits with status 2.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("ReduceCompare: " + message + "\n").utf8))
    exit(2)
}

/// Writes one JSON line to standard output, unbuffered (stdout is a pipe).
func reply(_ json: String) {
    FileHandle.standardOutput.write(Data((json + "\n").utf8))
}

/// `{"key": [t0, t1, ...]}`.
func timesJSON(_ key: String, _ times: [Double]) -> String {
    "{\"\(key)\": [" + times.map { String($0) }.joined(separator: ", ") + "]}"
}

/// Loads a file written by `write` as a series.
func load(_ path: String) -> TimeSeries {
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
    do { return try TimeSeries(xs: xs, ys: ys) } catch { fail("\(path): \(error)") }
}

/// Answers the commands of the `serve` mode (see the header) until `quit` or end of input.
func serve(_ path: String) {
    let series = load(path)
    let domain = series.domain!
    var pyramid = MinMaxPyramid(series)
    var summaries: [ColumnSummary] = []
    summaries.reserveCapacity(columns)
    var onePass: [ColumnSummary] = []
    onePass.reserveCapacity(columns)
    var sink = 0.0
    reply("{\"points\": \(series.count)}")
    while let line = readLine() {
        let words = line.split(separator: " ")
        guard let command = words.first else { continue }
        let k = max(1, words.count > 1 ? Int(words[1]) ?? 1 : 1)
        switch command {
        case "build":
            reply(timesJSON("build", time(k) { pyramid = MinMaxPyramid(series) }))
        case "query":
            reply(timesJSON("query", time(k) { pyramid.reduce(xRange: domain, columns: columns, into: &summaries) }))
        case "pass":
            reply(timesJSON("pass", time(k) { series.reduce(xRange: domain, columns: columns, into: &onePass) }))
        case "sum":
            reply(timesJSON("sum", time(k) { sink += Floor.sum(series.ys) }))
        case "hot":
            let hotRange = series.xs[0]...series.xs[min(series.count, 200_000) - 1]
            reply(timesJSON("hot", time(k) {
                for _ in 0..<50 { series.reduce(xRange: hotRange, columns: 20, into: &onePass) }
            }))
        case "touch":
            reply(timesJSON("touch", time(k) { sink += Floor.touch(series.ys) }))
        case "check":
            pyramid.reduce(xRange: domain, columns: columns, into: &summaries)
            series.reduce(xRange: domain, columns: columns, into: &onePass)
            let lines = summaries.map { "\($0.minIndex ?? -1) \($0.maxIndex ?? -1)" }
            try? (lines.joined(separator: "\n") + "\n").write(toFile: path + ".indices", atomically: true, encoding: .utf8)
            // The one-pass reduction must give exactly the pyramid's columns (indices, not just values).
            reply("{\"pyramid_equals_one_pass\": \(summaries == onePass), \"sink\": \(sink.isFinite ? 0 : 1)}")
        case "quit":
            return
        default:
            fail("unknown command \(command)")
        }
    }
}

let args = CommandLine.arguments
guard args.count >= 3 else { fail("usage: ReduceCompare write PATH [COUNT] | serve PATH") }
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
case "serve":
    serve(path)
default:
    fail("unknown command \(args[1])")
}
