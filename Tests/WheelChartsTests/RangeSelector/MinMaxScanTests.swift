import PropertyBased
import Testing

@testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

/// The vectorised scans (`scan`, `scanLong`, `scanPrefetched`) against the exact scalar scan:
/// first index on ties, gaps skipped, finite count, bit-identical values.
@Suite struct MinMaxScanTests {
    /// Every fast scan of `p[a..<b]` equals the scalar one (bitwise).
    func allScansMatch(_ p: UnsafeBufferPointer<Double>, _ a: Int, _ b: Int) -> Bool {
        let expected = MinMaxPyramid.scanScalar(p, a, b)
        return identical(MinMaxPyramid.scan(p, a, b), expected)
            && (a >= b || identical(MinMaxPyramid.scanLong(p, a, b), expected))
            && identical(MinMaxPyramid.scanPrefetched(p, a, b), expected)
    }

    /// One gap (NaN, +infinity, -infinity) at every position of every run of length 0...70
    /// starting at every offset mod 8, in finite data full of ties.
    @Test func singleGapAtEveryOffset() {
        var ys = tieAndGapValues(seed: 5, count: 90, gapPercent: 0)
        for gap in [Double.nan, .infinity, -.infinity] {
            for offset in 0..<8 {
                for length in 0...70 {
                    for k in 0..<max(1, length) {
                        let saved = ys[offset + k]
                        if length > 0 { ys[offset + k] = gap }
                        let ok = ys.withUnsafeBufferPointer { allScansMatch($0, offset, offset + length) }
                        #expect(ok, "gap \(gap) at \(k) of \(offset)..<\(offset + length)")
                        ys[offset + k] = saved
                    }
                }
            }
        }
    }

    /// Random runs (offset mod 8, length 0...70) of few distinct values (ties, signed zeros,
    /// ±1e300 whose sum overflows) with 0...3 gaps anywhere.
    @Test func randomRunsWithTiesAndGaps() async {
        await propertyCheck(
            count: 500, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...7), Gen.int(in: 0...70),
            Gen.int(in: 0...3)
        ) { seed, offset, length, gaps in
            var ys = tieAndGapValues(seed: seed, count: offset + length + 8, gapPercent: 0)
            var rng = Xoshiro256StarStar(seed: seed ^ 0xA5A5)
            for _ in 0..<gaps where length > 0 {
                ys[offset + Int(rng.next() % UInt64(length))] = [Double.nan, .infinity, -.infinity][Int(rng.next() % 3)]
            }
            let ok = ys.withUnsafeBufferPointer { allScansMatch($0, offset, offset + length) }
            #expect(ok)
        }
    }

    /// The extreme value sits first, last or repeated at every position of a 64-sample group
    /// and of the ragged rest: the first occurrence wins.
    @Test func tieBreakingInGroupsAndBlocks() {
        for length in [8, 63, 64, 65, 130, 200] {
            for first in 0..<length {
                var ys = (0..<length).map { Double(($0 * 7) % 5) }
                ys[first / 2] = 9
                ys[length - 1 - first / 3] = 9
                ys[first] = -9
                ys[length - 1] = -9
                let node = ys.withUnsafeBufferPointer { MinMaxPyramid.scanLong($0, 0, length) }
                #expect(node.minIndex == first && node.maxIndex == ys.firstIndex(of: 9) ?? ys.firstIndex(of: 4))
                let ok = ys.withUnsafeBufferPointer { allScansMatch($0, 0, length) }
                #expect(ok)
            }
        }
    }

    /// Runs longer than a prefetch chunk: random sub-ranges of a long series with ties and
    /// gaps, a chunk of gaps only, and a chunk whose touched samples are gaps but whose other
    /// samples are not (the touch's "probably all gaps" guess is wrong; results stay exact).
    @Test func longRunsAcrossPrefetchChunks() {
        let chunk = MinMaxPyramid.prefetchChunk
        var ys = tieAndGapValues(seed: 99, count: 3 * chunk + 77, gapPercent: 1)
        for i in chunk..<(2 * chunk) { ys[i] = i % 8 == 0 ? .nan : ((i - chunk) % 8 == 3 ? .infinity : -7) }
        for i in (2 * chunk)..<(2 * chunk + 100) { ys[i] = .nan }
        var rng = Xoshiro256StarStar(seed: 3)
        ys.withUnsafeBufferPointer { p in
            #expect(allScansMatch(p, 0, p.count))
            #expect(allScansMatch(p, chunk, 2 * chunk))
            #expect(allScansMatch(p, 2 * chunk, 2 * chunk + 100))
            for _ in 0..<40 {
                let a = Int(rng.next() % UInt64(p.count))
                let b = Int(rng.next() % UInt64(p.count))
                #expect(allScansMatch(p, min(a, b), max(a, b)))
            }
            #expect(identical(MinMaxPyramid.scanPrefetched(p, -10, p.count + 10), MinMaxPyramid.scanScalar(p, 0, p.count)))
            #expect(identical(MinMaxPyramid.scanPrefetched(p, 50, 20), .empty))
        }
        // A gap-free long run takes the fast paths throughout.
        let walk = SyntheticSeries.randomWalk(count: 2 * chunk + 5, seed: 4).ys
        walk.withUnsafeBufferPointer { p in #expect(allScansMatch(p, 3, p.count)) }
    }

    /// The chunked build (touch, then scan the chunk's nodes) across several chunks, with a
    /// chunk of gaps and a chunk whose touched samples are gaps: every stored node equals the
    /// scalar scan of its samples, also with nodes longer than a chunk.
    @Test(arguments: [1, 16, 3000]) func buildAcrossChunks(leaf: Int) throws {
        let chunk = MinMaxPyramid.prefetchChunk
        var ys = tieAndGapValues(seed: 42, count: 4 * chunk + 77, gapPercent: 1)
        for i in chunk..<(2 * chunk) { ys[i] = i % 8 == 0 ? .nan : -7 }
        for i in (3 * chunk)..<(3 * chunk + chunk / 2) { ys[i] = -.infinity }
        let s = try TimeSeries(xs: (0..<ys.count).map(Double.init), ys: ys)
        let p = MinMaxPyramid(s, leafSize: leaf)
        ys.withUnsafeBufferPointer { q in
            for k in 0..<p.storedLevelCount {
                var j = 0
                while let node = p.storedNode(level: k, index: j) {
                    let span = p.baseSpan << k
                    #expect(identical(node, MinMaxPyramid.scanScalar(q, j * span, min(q.count, (j + 1) * span))))
                    j += 1
                }
            }
        }
    }
}
