import Foundation
import GestureCorpus

// VelocityBench: every estimator on the same gesture corpus, one table.
//
//   swift run -c release VelocityBench [RECORDINGS_DIR]
//
// RECORDINGS_DIR defaults to Tests/Fixtures/gestures (the `--record` files, scored by the
// release speeds of repeated flicks); the synthetic corpus is generated from
// SyntheticCorpus.defaultSeed. `--sweep` adds the tuning grids, `--failures` lists the model's
// missed pauses and wrong directions. See BENCHMARKS.md.

/// Prints `message` to stderr and exits with status 2 (bad command line or input).
func fail(_ message: String) -> Never {
    FileHandle.standardError.write("VelocityBench: \(message)\n".data(using: .utf8)!)
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
for a in arguments where a.hasPrefix("-") && a != "--sweep" && a != "--failures" {
    fail("unknown option \(a) (known: --sweep, --failures, and a recordings directory)")
}
let directories = arguments.filter { !$0.hasPrefix("-") }
if directories.count > 1 {
    fail("one recordings directory at most, got \(directories.joined(separator: ", "))")
}
let directory = directories.first ?? "Tests/Fixtures/gestures"
var isDirectory: ObjCBool = false
if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
    fail("\(directory): no such directory (run from the package root, or name the recordings directory)")
}
let synthetic = SyntheticCorpus.make()
let estimators: [any ReleaseEstimator] = [
    ModelEstimator(), LastSegmentEstimator(), AverageEstimator(), LSQ2Estimator(), LegacyEstimator(),
]

/// Results of one estimator on one set of gestures.
struct Scores {
    var errors: [Double] = []
    var wrongOrZero = 0
    var moving = 0
    var pausesHandled = 0
    var pauses = 0
    /// Per gap (8, 16, 24 ms): |v(gap)| / |v(0)| for every moving gesture with a usable v(0).
    var gapRatios: [[Double]] = [[], [], []]
}

func percentile(_ xs: [Double], _ p: Double) -> Double {
    guard !xs.isEmpty else { return .nan }
    let s = xs.sorted()
    return s[min(s.count - 1, Int((p * Double(s.count - 1)).rounded()))]
}

func score(_ e: any ReleaseEstimator, _ gestures: [Gesture], gaps: Bool) -> Scores {
    var r = Scores()
    for g in gestures {
        let v = e.estimate(g)
        if g.isPause {
            r.pauses += 1
            if v.x == 0 && v.y == 0 { r.pausesHandled += 1 }
            continue
        }
        r.moving += 1
        let finite = v.x.isFinite && v.y.isFinite
        let err = finite ? hypot(v.x - g.truthVX, v.y - g.truthVY) / g.truthSpeed : .infinity
        r.errors.append(err)
        if !finite || !(v.x * g.truthVX + v.y * g.truthVY > 0) { r.wrongOrZero += 1 }
        guard gaps else { continue }
        let v0 = e.estimate(g.liftedAfter(gap: 0))
        let s0 = hypot(v0.x, v0.y)
        guard s0.isFinite, s0 > 0 else { continue }
        for (i, gap) in [0.008, 0.016, 0.024].enumerated() {
            let vg = e.estimate(g.liftedAfter(gap: gap))
            let sg = hypot(vg.x, vg.y)
            r.gapRatios[i].append(sg.isFinite ? sg / s0 : .infinity)
        }
    }
    return r
}

func pct(_ x: Double) -> String { x.isFinite ? String(format: "%.1f %%", 100 * x) : "∞" }
func ratio(_ xs: [Double]) -> String {
    guard !xs.isEmpty else { return "n/a" }
    let outside = xs.filter { !($0 >= 0.9 && $0 <= 1.1) }.count
    return String(
        format: "%.2f (%d %% off ±10 %%)", percentile(xs, 0.5),
        Int((100 * Double(outside) / Double(xs.count)).rounded()))
}

let movingCount = synthetic.filter { !$0.isPause }.count
print(
    "Synthetic corpus: \(movingCount) moving gestures + \(synthetic.count - movingCount) pauses (seed 0x\(String(SyntheticCorpus.defaultSeed, radix: 16))); recordings from \(directory)"
)
print("")
print("| estimator | median err | p90 err | wrong dir or zero | pauses → 0 | gap 8/0 | gap 16/0 | gap 24/0 |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for e in estimators {
    let s = score(e, synthetic, gaps: true)
    print(
        "| \(e.name) | \(pct(percentile(s.errors, 0.5))) | \(pct(percentile(s.errors, 0.9))) | \(s.wrongOrZero)/\(s.moving) | \(s.pausesHandled)/\(s.pauses) | \(ratio(s.gapRatios[0])) | \(ratio(s.gapRatios[1])) | \(ratio(s.gapRatios[2])) |"
    )
}

// The same errors split by how the stream was stamped.
print("")
print("| estimator | stamped when sampled: median / p90 | stamped by a 60 fps loop: median / p90 |")
print("| --- | ---: | ---: |")
let sampledStreams = synthetic.filter { !$0.device.hasSuffix("@60fps") }
let pumpedStreams = synthetic.filter { $0.device.hasSuffix("@60fps") }
for e in estimators {
    let a = score(e, sampledStreams, gaps: false)
    let b = score(e, pumpedStreams, gaps: false)
    print(
        "| \(e.name) | \(pct(percentile(a.errors, 0.5))) / \(pct(percentile(a.errors, 0.9))) | \(pct(percentile(b.errors, 0.5))) / \(pct(percentile(b.errors, 0.9))) |"
    )
}

// Touch streams as touch screens deliver them: moves 4-9 ms apart, stamps jittering by ±3 ms,
// a slop jump at touch-down, flings cut after four or five moves. "off the last segment": the
// estimate more than 45° from the last segment (as the tracker stores it) or under half its speed.
let touchStreams = SyntheticCorpus.touchStreams()
func offLastSegment(_ v: (x: Double, y: Double), _ g: Gesture) -> Bool {
    guard let seg = g.lastSegment else { return false }
    let d = hypot(seg.dx, seg.dy)
    guard d > 3 else { return false }
    let speed = hypot(v.x, v.y)
    let cosine = speed > 0 ? (v.x * seg.dx + v.y * seg.dy) / (speed * d) : -1
    return !(cosine >= cos(45.5 * Double.pi / 180)) || speed < 0.495 * d / max(seg.dt, 0.008)
}
print("")
print(
    "Touch streams: \(touchStreams.count) gestures (seed 0x\(String(SyntheticCorpus.touchStreamSeed, radix: 16))), median / p90 err, off the last segment"
)
print("")
print("| estimator | " + SyntheticCorpus.touchStreamVariants.joined(separator: " | ") + " |")
print("| --- |" + String(repeating: " ---: |", count: SyntheticCorpus.touchStreamVariants.count))
for e in estimators {
    var cells: [String] = []
    for variant in SyntheticCorpus.touchStreamVariants {
        let gs = touchStreams.filter { $0.device == "touch-\(variant)" }
        let sc = score(e, gs, gaps: false)
        let off = gs.filter { g in
            let v = e.estimate(g)
            return offLastSegment((v.x, v.y), g)
        }.count
        cells.append("\(pct(percentile(sc.errors, 0.5))) / \(pct(percentile(sc.errors, 0.9))), \(off)/\(gs.count)")
    }
    print("| \(e.name) | " + cells.joined(separator: " | ") + " |")
}

// The recorded flicks as the app received them: each estimator's release velocity at the real
// button-up of every stroke (points/s, signed along the main axis of motion), and the spread
// max/min of the speeds per file. The `issue` recording is one flick repeated: the spread
// is how far the same flick's landings can differ.
var recordedStrokes: [(file: String, strokes: [(moves: [GestureSample], up: GestureSample)])] = []
do {
    let files = try FileManager.default.contentsOfDirectory(atPath: directory)
    for f in files.sorted() where f.hasSuffix(".jsonl") {
        recordedStrokes.append(
            (f, try RecordedCorpus.strokes(file: (directory as NSString).appendingPathComponent(f))))
    }
} catch {
    fail("\(error)")
}
func releases(_ e: any ReleaseEstimator, _ strokes: [(moves: [GestureSample], up: GestureSample)]) -> [Double]
{
    strokes.map { s in
        let g = Gesture(
            name: "", family: "recorded", device: "xdotool", moves: s.moves, lift: s.up, truthVX: 0,
            truthVY: 0, isPause: false)
        let v = e.estimate(g)
        return hypot(v.x, v.y)
    }
}
for (file, strokes) in recordedStrokes where !strokes.isEmpty {
    print("")
    print("Release speeds at the real button-up, \(file) (\(strokes.count) strokes), pt/s:")
    print("")
    print("| estimator | speeds | max/min (a spread only where one flick was repeated) |")
    print("| --- | --- | ---: |")
    for e in estimators {
        let r = releases(e, strokes)
        let spread = (r.max() ?? 0) / max(r.min() ?? 0, 1e-9)
        print(
            "| \(e.name) | \(r.map { $0.isFinite ? String(Int($0.rounded())) : "∞" }.joined(separator: " ")) | \(spread.isFinite && spread < 1e6 ? String(format: "%.2f", spread) : "∞") |"
        )
    }
}

// Where the model's error comes from: median relative error by family and device.
print("")
let devices = DeviceModel.all.map(\.name)
print("| model, median err | " + devices.joined(separator: " | ") + " |")
print("| --- |" + String(repeating: " ---: |", count: devices.count))
let model = ModelEstimator()
for family in SyntheticCorpus.families {
    var cells: [String] = []
    for d in devices {
        let gs = synthetic.filter { $0.family == family && $0.device == d }
        cells.append(pct(percentile(score(model, gs, gaps: false).errors, 0.5)))
    }
    print("| \(family) | " + cells.joined(separator: " | ") + " |")
}

// `--sweep`: the model's synthetic median / p90 error over a grid of fit windows and minimum
// sample counts (how the defaults were chosen).
if CommandLine.arguments.contains("--sweep") {
    print("")
    print("| fitWindow | minimumFitSamples | median err | p90 err | wrong/zero | pauses → 0 |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: |")
    for window in [0.020, 0.025, 0.030, 0.035, 0.040, 0.050, 0.060] {
        for minimum in [4, 5, 6] {
            let e = ModelEstimator(configuration: .init(fitWindow: window, minimumFitSamples: minimum))
            let s = score(e, synthetic, gaps: false)
            print(
                "| \(Int(window * 1000)) ms | \(minimum) | \(pct(percentile(s.errors, 0.5))) | \(pct(percentile(s.errors, 0.9))) | \(s.wrongOrZero) | \(s.pausesHandled)/\(s.pauses) |"
            )
        }
    }
    print("")
    print("| maximumLagCompensation | median err | p90 err | wrong/zero |")
    print("| ---: | ---: | ---: | ---: |")
    for r in [1.25, 1.5, 2, 3, 10] {
        let s = score(ModelEstimator(configuration: .init(maximumLagCompensation: r)), synthetic, gaps: false)
        print(
            "| \(r) | \(pct(percentile(s.errors, 0.5))) | \(pct(percentile(s.errors, 0.9))) | \(s.wrongOrZero) |"
        )
    }
    print("")
    print(
        "| burstWindow | median err | p90 err | @60fps median | @60fps p90 | release spread per recording |")
    print("| ---: | ---: | ---: | ---: | ---: | --- |")
    for (window, lag) in [
        (0.032, 1.5), (0.048, 1.5), (0.064, 1.5), (0.080, 1.5), (0.100, 1.5), (0.100, 10), (0.08, 10),
        (0.064, 10),
    ] {
        let e = ModelEstimator(configuration: .init(maximumLagCompensation: lag, burstWindow: window))
        let s = score(e, synthetic, gaps: false)
        let p = score(e, synthetic.filter { $0.device.hasSuffix("@60fps") }, gaps: false)
        let spreads = recordedStrokes.map { f -> String in
            let r = releases(e, f.strokes)
            return String(format: "%.2f", (r.max() ?? 0) / max(r.min() ?? 0, 1e-9))
        }
        print(
            "| \(Int(window * 1000)) ms, lag ≤ \(lag)× | \(pct(percentile(s.errors, 0.5))) | \(pct(percentile(s.errors, 0.9))) | \(pct(percentile(p.errors, 0.5))) | \(pct(percentile(p.errors, 0.9))) | \(spreads.joined(separator: " ")) |"
        )
    }
}

// `--failures`: the model's missed pauses and wrong-direction estimates, for inspection.
if CommandLine.arguments.contains("--failures") {
    let m = ModelEstimator()
    for g in synthetic {
        let v = m.estimate(g)
        let bad = g.isPause ? !(v.x == 0 && v.y == 0) : !(v.x * g.truthVX + v.y * g.truthVY > 0)
        guard bad else { continue }
        print("\(g.name): estimate (\(v.x), \(v.y)) truth (\(g.truthVX), \(g.truthVY)); lift \(g.lift)")
        for s in g.moves.suffix(12) { print("   \(s.t) \(s.x) \(s.y)") }
    }
}
