import PropertyBased
import Testing

@testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

/// The finiteness check of the vectorised scans (`NaNProbe` plus finite extremes, which
/// replaced the sum probe) and the four-accumulator groups, against the exact scalar scan:
/// ragged lengths around groups and chunks, runs ending at or near the end of the buffer, one
/// gap of each kind at every position class, a NaN hiding the extreme, signed-zero ties.
@Suite struct MinMaxScanGapTests {
    /// Positions worth a gap in `a..<b`: the ends, both sides of every group and chunk
    /// boundary, every lane and vector of the first cache line, and one random position.
    func positionClasses(_ a: Int, _ b: Int, random: Int) -> [Int] {
        var out = [a, a + 1, a + 2, a + 3, a + 4, a + 5, a + 6, a + 7, b - 1, b - 2, b - 9]
        let group = MinMaxPyramid.groupSize
        let chunk = MinMaxPyramid.prefetchChunk
        for step in [group, chunk] {
            var c = a + step
            while c < b {
                out += [c - 1, c, c + 1]
                c += step
            }
        }
        // The ragged rest after the last whole group of the last chunk.
        out.append(b - (b - a) % group)
        out.append(a + random % max(1, b - a))
        return out.filter { $0 >= a && $0 < b }
    }

    /// Every scan of `p[a..<b]` equals the scalar one (bitwise).
    func scansMatch(_ p: UnsafeBufferPointer<Double>, _ a: Int, _ b: Int) -> Bool {
        let expected = MinMaxPyramid.scanScalar(p, a, b)
        let long = a < b ? MinMaxPyramid.scanLong(p, a, b) : expected
        return identical(MinMaxPyramid.scanPrefetched(p, a, b), expected) && identical(long, expected)
            && identical(MinMaxPyramid.scan(p, a, b), expected)
    }

    /// Random runs of 0 ... one chunk + 300 samples of a random walk with ties, starting at any
    /// offset, ending 0 ... 70 samples before the end of the buffer, with no gap or one NaN,
    /// +infinity or -infinity at each position class in turn.
    @Test func oneGapAtEveryPositionClass() async {
        let chunk = MinMaxPyramid.prefetchChunk
        await propertyCheck(
            count: 16, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...(chunk + 300)),
            Gen.int(in: 0...17), Gen.int(in: 0...70)
        ) { seed, length, offset, slack in
            var rng = Xoshiro256StarStar(seed: seed)
            var v = 0.0
            // A coarse walk: many ties, and extremes that recur.
            var ys = (0..<(offset + length + slack)).map { _ in
                v += Double(Int(rng.next() % 5)) - 2
                return v
            }
            let a = offset
            let b = offset + length
            #expect(ys.withUnsafeBufferPointer { scansMatch($0, a, b) })
            for gap in [Double.nan, .infinity, -.infinity] {
                for k in positionClasses(a, b, random: Int(rng.next() % 1_000_000)) {
                    let saved = ys[k]
                    ys[k] = gap
                    let ok = ys.withUnsafeBufferPointer { scansMatch($0, a, b) }
                    #expect(ok, "gap \(gap) at \(k) of \(a)..<\(b), buffer \(ys.count)")
                    ys[k] = saved
                }
            }
        }
    }

    /// A NaN next to the true extreme inside a group (it would hide it from the min/max
    /// accumulators), and infinities alone (no NaN): the probe sends the run to the exact path.
    @Test func nanHidingTheExtremeAndLoneInfinities() {
        let n = 3 * MinMaxPyramid.groupSize + 5
        for k in 0..<(n - 1) {
            var ys = (0..<n).map { Double($0 % 7) }
            ys[k + 1] = -50
            ys[k] = .nan
            ys.withUnsafeBufferPointer { p in
                #expect(scansMatch(p, 0, n))
                #expect(MinMaxPyramid.scanPrefetched(p, 0, n).minIndex == k + 1)
                #expect(MinMaxPyramid.scanPrefetched(p, 0, n).finiteCount == n - 1)
            }
            ys[k] = .infinity
            ys.withUnsafeBufferPointer { p in
                #expect(scansMatch(p, 0, n))
                #expect(MinMaxPyramid.scanPrefetched(p, 0, n).finiteCount == n - 1)
            }
        }
    }

    /// Signed zeros as extremes, tied across groups and chunks: the first index wins, the
    /// value is the sample's own (bitwise).
    @Test func signedZeroTies() {
        let chunk = MinMaxPyramid.prefetchChunk
        let n = chunk + 3 * MinMaxPyramid.groupSize + 11
        for first in [0, 1, 63, 64, 65, chunk - 1, chunk, chunk + 70, n - 1] {
            var ys = [Double](repeating: 0.0, count: n)
            ys[first] = -0.0
            ys.withUnsafeBufferPointer { p in
                #expect(scansMatch(p, 0, n))
                #expect(MinMaxPyramid.scanPrefetched(p, 0, n).minIndex == 0)
            }
            ys = [Double](repeating: 5, count: n)
            ys[first] = -0.0
            ys[n - 1 - first / 2] = 0.0
            ys.withUnsafeBufferPointer { p in #expect(scansMatch(p, 0, n)) }
        }
    }
}
