import SeriesIO
import WheelMotion
import WheelPrimitives

extension MinMaxPyramid {
    /// Samples per chunk of ``scanPrefetched(_:_:_:)`` and of the pyramid build: 64 KB of
    /// values, which stay in the L2 cache between the touch and the scan.
    static let prefetchChunk = 8192

    /// The summary of `p[a..<b]` (clamped to `p`), for runs of any length, reading memory at
    /// close to the machine's streaming speed.
    ///
    /// Works in chunks of ``prefetchChunk`` samples: first ``touch(_:_:_:)`` loads one sample
    /// per cache line of the chunk (a short loop, so the core keeps many cache misses in
    /// flight), then ``scanLong(_:_:_:)`` reads the chunk from cache. Straight from memory,
    /// the scan's instructions per cache line would limit how far ahead the core can load.
    static func scanPrefetched(_ p: UnsafeBufferPointer<Double>, _ a: Int, _ b: Int) -> Node {
        let a = max(0, a)
        let b = min(p.count, b)
        guard a < b, let q = p.baseAddress else { return .empty }
        var acc = Node.empty
        var c = a
        while c < b {
            let e = b - c > prefetchChunk ? c + prefetchChunk : b
            let node = touch(q, c, e) ? scanScalar(p, c, e) : scanLong(p, c, e)
            acc = combine(acc, node)
            c = e
        }
        return acc
    }

    /// Loads the first sample of every 64-byte line of `q[a..<b]` (`a < b`), to bring the run
    /// into the cache ahead of a scan.
    /// - Returns: whether every sample loaded is non-finite, i.e. the run is probably all gaps:
    ///   its fast scan would fail the finiteness check, so callers go straight to
    ///   ``scanScalar(_:_:_:)`` (both give the same result; the answer also keeps the loads
    ///   from being optimised away).
    @inline(__always)
    static func touch(_ q: UnsafePointer<Double>, _ a: Int, _ b: Int) -> Bool {
        let exponent: UInt64 = 0x7FF0_0000_0000_0000
        var all = UInt64.max
        var t = a
        while t < b {
            all &= q[t].bitPattern
            t &+= 8
        }
        return all & exponent == exponent
    }

    /// Samples per group of ``scanLong(_:_:_:)`` (eight cache lines).
    static let groupSize = 64

    /// The summary of `p[a..<b]` (`0 <= a < b <= p.count`), like ``scan(_:_:_:)`` but cheaper
    /// per sample on long runs: groups of ``groupSize`` samples are reduced to their extreme
    /// values only, with four accumulator pairs (``groupExtrema(_:_:nan:)``); the first group
    /// holding each extreme is tracked with selects, and only that group is searched again at
    /// the end (``firstIndex(of:in:group:)``). The ragged rest (fewer than ``groupSize``
    /// samples) goes through ``scan(_:_:_:)``. Same finiteness check (``NaNProbe`` and finite
    /// extremes) and fallback to ``scanScalar(_:_:_:)``.
    static func scanLong(_ p: UnsafeBufferPointer<Double>, _ a: Int, _ b: Int) -> Node {
        guard let q = p.baseAddress else { return .empty }
        let raw = UnsafeRawPointer(q)
        var run = RunningExtrema(start: a)
        var nan = NaNProbe()
        var i = a
        while i &+ groupSize <= b {
            let g = groupExtrema(raw, i, nan: &nan)
            run.update(lo: g.lo, hi: g.hi, at: i)
            i &+= groupSize
        }
        let rest = scan(p, i, b)
        guard i > a else { return rest }
        // No NaN, and no infinity among the extremes: every sample is finite.
        guard !nan.seen && run.lo > -.infinity && run.hi < .infinity else { return combine(scanScalar(p, a, i), rest) }
        let minIndex = firstIndex(of: run.lo, in: q, group: run.loAt)
        let maxIndex = firstIndex(of: run.hi, in: q, group: run.hiAt)
        let groups = Node(
            minValue: q[minIndex], maxValue: q[maxIndex], minIndex: minIndex, maxIndex: maxIndex,
            finiteCount: i &- a)
        return combine(groups, rest)
    }

    /// The smallest and largest of the ``groupSize`` samples at `i` (meaningful only when none
    /// is NaN, which `nan` records).
    ///
    /// Four accumulator pairs, one per vector of a cache line, each updated by one `minpd` /
    /// `maxpd` with the accumulator as destination (`min2(x, acc)` is `acc < x ? acc : x`,
    /// i.e. `minpd acc, x`; on ties between 0 and -0 either may be kept, both compare equal
    /// and nodes read their values from the samples): no register copies, which SSE2's
    /// two-operand instructions would need for every operand shared by a min and a max. The
    /// chains are bound by the `minpd`/`maxpd` latency (one accumulator update per chain and
    /// cache line); fewer instructions leave the core more room for outstanding loads.
    @inline(__always)
    static func groupExtrema(_ raw: UnsafeRawPointer, _ i: Int, nan: inout NaNProbe) -> (lo: Double, hi: Double) {
        var lo0 = load2(raw, i)
        var lo1 = load2(raw, i &+ 2)
        var lo2 = load2(raw, i &+ 4)
        var lo3 = load2(raw, i &+ 6)
        nan.add(lo0, lo1, lo2, lo3)
        var hi0 = lo0
        var hi1 = lo1
        var hi2 = lo2
        var hi3 = lo3
        var k = i &+ 8
        let end = i &+ groupSize
        while k < end {
            let x0 = load2(raw, k)
            let x1 = load2(raw, k &+ 2)
            let x2 = load2(raw, k &+ 4)
            let x3 = load2(raw, k &+ 6)
            lo0 = min2(x0, lo0)
            lo1 = min2(x1, lo1)
            lo2 = min2(x2, lo2)
            lo3 = min2(x3, lo3)
            hi0 = max2(x0, hi0)
            hi1 = max2(x1, hi1)
            hi2 = max2(x2, hi2)
            hi3 = max2(x3, hi3)
            nan.add(x0, x1, x2, x3)
            k &+= 8
        }
        let l = min2(min2(lo0, lo1), min2(lo2, lo3))
        let h = max2(max2(hi0, hi1), max2(hi2, hi3))
        return (l.y < l.x ? l.y : l.x, h.y > h.x ? h.y : h.x)
    }

    /// The first index in the group of ``groupSize`` samples at `i` whose sample equals `v`,
    /// which the caller knows to exist: finds the block of eight (vector compares, early exit)
    /// and then the index in it (``firstIndex(of:in:block:end:)``).
    @inline(__always)
    static func firstIndex(of v: Double, in q: UnsafePointer<Double>, group i: Int) -> Int {
        let raw = UnsafeRawPointer(q)
        let vv = SIMD2<Double>(repeating: v)
        var k = i
        while k &+ 8 < i &+ groupSize {
            let hits = (load2(raw, k) .== vv) .| (load2(raw, k &+ 2) .== vv) .| (load2(raw, k &+ 4) .== vv)
                .| (load2(raw, k &+ 6) .== vv)
            if any(hits) { break }
            k &+= 8
        }
        return firstIndex(of: v, in: q, block: k, end: i &+ groupSize)
    }

    /// The summary of `p[a..<b]` (clamped to `p`).
    ///
    /// Fast path, without a data-dependent branch: blocks of eight samples (one cache line),
    /// each reduced to its minimum and maximum with two-lane vectors (`minpd`/`maxpd` trees).
    /// The running extremes and the first block holding each are updated with selects (strict
    /// comparisons keep the earliest block on ties); a branch there would mispredict on every
    /// new extreme of a random walk. Only that block (in cache) is searched again for the first
    /// index of the value, with vector compares (``firstIndex(of:in:block:end:)``). The run is
    /// all finite when ``NaNProbe`` met no NaN and both extremes are finite; otherwise
    /// ``scanScalar(_:_:_:)`` redoes it.
    @inline(__always)
    static func scan(_ p: UnsafeBufferPointer<Double>, _ a: Int, _ b: Int) -> Node {
        let a = max(0, a)
        let b = min(p.count, b)
        guard a < b, let q = p.baseAddress else { return .empty }
        let raw = UnsafeRawPointer(q)
        var run = RunningExtrema(start: a)
        var nan = NaNProbe()
        var i = a
        while i &+ 8 <= b {
            let x0 = load2(raw, i)
            let x1 = load2(raw, i &+ 2)
            let x2 = load2(raw, i &+ 4)
            let x3 = load2(raw, i &+ 6)
            let m = min2(min2(x0, x1), min2(x2, x3))
            let mm = max2(max2(x0, x1), max2(x2, x3))
            nan.add(x0, x1, x2, x3)
            run.update(lo: m.y < m.x ? m.y : m.x, hi: mm.y > mm.x ? mm.y : mm.x, at: i)
            i &+= 8
        }
        if i < b {
            // The ragged tail (fewer than eight samples) is the last block.
            var tailLo = Double.infinity
            var tailHi = -Double.infinity
            var tailNaN = false
            var t = i
            while t < b {
                let y = q[t]
                tailLo = y < tailLo ? y : tailLo
                tailHi = y > tailHi ? y : tailHi
                tailNaN = tailNaN || y.isNaN
                t &+= 1
            }
            if tailNaN { return scanScalar(p, a, b) }
            run.update(lo: tailLo, hi: tailHi, at: i)
        }
        // No NaN, and no infinity among the extremes: every sample is finite (see NaNProbe).
        guard !nan.seen && run.lo > -.infinity && run.hi < .infinity else { return scanScalar(p, a, b) }
        // Every sample is finite, so `lo` and `hi` occur in their blocks: the first occurrence.
        let minIndex = firstIndex(of: run.lo, in: q, block: run.loAt, end: b)
        let maxIndex = firstIndex(of: run.hi, in: q, block: run.hiAt, end: b)
        return Node(
            minValue: q[minIndex], maxValue: q[maxIndex], minIndex: minIndex, maxIndex: maxIndex,
            finiteCount: b &- a)
    }

    /// The first index in `i ..< min(i + 8, b)` whose sample equals `v` (`-0.0 == 0.0`), which
    /// the caller knows to exist; never outside that block (`i < b`). A full block is searched
    /// without branches: four two-lane compares become a bit mask whose lowest set bit is the
    /// answer.
    @inline(__always)
    static func firstIndex(of v: Double, in q: UnsafePointer<Double>, block i: Int, end b: Int) -> Int {
        if i &+ 8 <= b {
            let raw = UnsafeRawPointer(q)
            let vv = SIMD2<Double>(repeating: v)
            let bits =
                (laneBits(raw, i, vv, shift: 0) | laneBits(raw, i &+ 2, vv, shift: 2))
                | (laneBits(raw, i &+ 4, vv, shift: 4) | laneBits(raw, i &+ 6, vv, shift: 6))
            // Bit 7 set too: an (impossible) miss stays inside the block.
            return i &+ (bits.x | bits.y | 0x80).trailingZeroBitCount
        }
        var k = i
        while k &+ 1 < b && q[k] != v { k &+= 1 }
        return k
    }

    /// Bits `shift` and `shift + 1` set where the two samples at `i` equal the lanes of `v`.
    @inline(__always)
    static func laneBits(_ raw: UnsafeRawPointer, _ i: Int, _ v: SIMD2<Double>, shift: Int64) -> SIMD2<Int64> {
        SIMD2<Int64>(repeating: 0).replacing(with: SIMD2<Int64>(1 << shift, 2 << shift), where: load2(raw, i) .== v)
    }

    /// Two samples from `raw` at sample index `i` (no alignment needed).
    @inline(__always)
    static func load2(_ raw: UnsafeRawPointer, _ i: Int) -> SIMD2<Double> {
        raw.loadUnaligned(fromByteOffset: i &* 8, as: SIMD2<Double>.self)
    }

    /// Lane-wise minimum, written as the select that compiles to `minpd b, a` (its NaN
    /// handling does not matter: a run with a NaN fails ``NaNProbe``). `pointwiseMin` is not
    /// used: its NaN rules keep it from vectorising.
    @inline(__always)
    static func min2(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(b.x < a.x ? b.x : a.x, b.y < a.y ? b.y : a.y)
    }

    /// Lane-wise maximum (`maxpd`).
    @inline(__always)
    static func max2(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(b.x > a.x ? b.x : a.x, b.y > a.y ? b.y : a.y)
    }

    /// A straightforward linear scan of `p[a..<b]` (`0 <= a <= b <= p.count`), for runs with
    /// non-finite values: skips them, keeps the first index of the extremes.
    static func scanScalar(_ p: UnsafeBufferPointer<Double>, _ a: Int, _ b: Int) -> Node {
        var node = Node.empty
        var i = a
        while i < b {
            let y = p[i]
            if y.isFinite {
                node.finiteCount += 1
                if node.minIndex < 0 || y < node.minValue {
                    node.minValue = y
                    node.minIndex = i
                }
                if node.maxIndex < 0 || y > node.maxValue {
                    node.maxValue = y
                    node.maxIndex = i
                }
            }
            i += 1
        }
        return node
    }

    /// The smallest and largest values met so far by a left-to-right scan over blocks (or
    /// groups), and where the first block holding each starts. Updated with selects, not
    /// branches; strict comparisons keep the earliest block on ties.
    struct RunningExtrema {
        /// The smallest value so far (+infinity before the first block).
        var lo = Double.infinity
        /// The largest value so far (-infinity before the first block).
        var hi = -Double.infinity
        /// Start of the first block holding `lo`.
        var loAt: Int
        /// Start of the first block holding `hi`.
        var hiAt: Int

        /// Nothing met yet; `start` is the scan's first index.
        init(start: Int) {
            loAt = start
            hiAt = start
        }

        /// Takes in the block starting at `i`, whose extremes are `blockLo` and `blockHi`.
        @inline(__always)
        mutating func update(lo blockLo: Double, hi blockHi: Double, at i: Int) {
            loAt = blockLo < lo ? i : loAt
            lo = blockLo < lo ? blockLo : lo
            hiAt = blockHi > hi ? i : hiAt
            hi = blockHi > hi ? blockHi : hi
        }
    }

    /// Whether any of the samples shown to it is NaN, for the vectorised scans: two unordered
    /// compares per cache line (`cmpunordpd`, each covering two vectors) or-ed into a mask.
    /// Infinities need no probe: an infinite sample is an extreme of its run, so a scan
    /// whose smallest and largest values are finite, and which met no NaN, saw only finite
    /// samples. (A NaN can hide values from the select-form min/max trees, hence the probe.)
    struct NaNProbe {
        /// Lanes that met a NaN.
        var mask = SIMDMask<SIMD2<Int64>>(repeating: false)

        /// Takes in four vectors of samples.
        @inline(__always)
        mutating func add(_ x0: SIMD2<Double>, _ x1: SIMD2<Double>, _ x2: SIMD2<Double>, _ x3: SIMD2<Double>) {
            mask = mask .| (((x0 .!= x0) .| (x1 .!= x1)) .| ((x2 .!= x2) .| (x3 .!= x3)))
        }

        /// Whether a NaN was met.
        var seen: Bool { any(mask) }
    }
}
