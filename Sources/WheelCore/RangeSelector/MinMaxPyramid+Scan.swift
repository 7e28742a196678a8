extension MinMaxPyramid {
    /// Samples per chunk of ``scanPrefetched(_:_:_:)`` and of the pyramid build: 64 KB of
    /// values, which stay in the L2 cache between the touch and the scan of the chunk.
    static let prefetchChunk = 8192

    /// The summary of `p[a..<b]` (clamped to `p`), for runs of any length, reading memory at
    /// close to the machine's streaming speed.
    ///
    /// Works in chunks of ``prefetchChunk`` samples: first ``touch(_:_:_:)`` loads one sample
    /// per cache line of the chunk (a short loop, so the core keeps many cache misses in
    /// flight), then ``scanLong(_:_:_:)`` reads the chunk from cache. Scanning straight from memory
    /// instead is about 1.5× slower: the scan's ~30 instructions per cache line limit how far
    /// ahead the core can load (measured on the 10^7-point random walk, one core).
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
    ///   its fast scan would fail the finiteness probe, so callers go straight to
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
    /// values only, with two independent accumulator pairs (``groupExtrema(_:_:probe:)``); the
    /// first group holding each extreme is tracked with selects, and only that group is
    /// searched again at the end (``firstIndex(of:in:group:)``). The ragged rest (fewer than
    /// ``groupSize`` samples) goes through ``scan(_:_:_:)``. Same finiteness probe and fallback.
    static func scanLong(_ p: UnsafeBufferPointer<Double>, _ a: Int, _ b: Int) -> Node {
        guard let q = p.baseAddress else { return .empty }
        let raw = UnsafeRawPointer(q)
        var run = RunningExtrema(start: a)
        var probe = SIMD2<Double>(0, 0)
        var i = a
        while i &+ groupSize <= b {
            let g = groupExtrema(raw, i, probe: &probe)
            run.update(lo: g.lo, hi: g.hi, at: i)
            i &+= groupSize
        }
        let rest = scan(p, i, b)
        guard i > a else { return rest }
        guard ((probe.x + probe.y) * 0) == 0 else { return combine(scanScalar(p, a, i), rest) }
        let minIndex = firstIndex(of: run.lo, in: q, group: run.loAt)
        let maxIndex = firstIndex(of: run.hi, in: q, group: run.hiAt)
        let groups = Node(
            minValue: q[minIndex], maxValue: q[maxIndex], minIndex: minIndex, maxIndex: maxIndex,
            finiteCount: i &- a)
        return combine(groups, rest)
    }

    /// The smallest and largest of the ``groupSize`` samples at `i` (select-form minimum and
    /// maximum: meaningful only when they are all finite), adding them to `probe`.
    @inline(__always)
    static func groupExtrema(_ raw: UnsafeRawPointer, _ i: Int, probe: inout SIMD2<Double>) -> (lo: Double, hi: Double) {
        var lo0 = SIMD2<Double>(repeating: .infinity)
        var lo1 = lo0
        var hi0 = -lo0
        var hi1 = hi0
        var k = i
        let end = i &+ groupSize
        while k < end {
            let x0 = load2(raw, k)
            let x1 = load2(raw, k &+ 2)
            let x2 = load2(raw, k &+ 4)
            let x3 = load2(raw, k &+ 6)
            lo0 = min2(lo0, min2(x0, x1))
            lo1 = min2(lo1, min2(x2, x3))
            hi0 = max2(hi0, max2(x0, x1))
            hi1 = max2(hi1, max2(x2, x3))
            probe += (x0 + x1) + (x2 + x3)
            k &+= 8
        }
        let l = min2(lo0, lo1)
        let h = max2(hi0, hi1)
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
    /// index of the value, with vector compares (``firstIndex(of:in:block:end:)``). A
    /// finiteness probe sums the samples: the sum is finite when every sample is finite (a sum
    /// that overflows only sends the run to the exact slow path). When the probe fails,
    /// ``scanScalar(_:_:_:)`` redoes the run.
    ///
    /// (A values-only pass with two accumulator pairs followed by an early-exit search for
    /// each extreme measured slower here: the searches' exits mispredict on every node.)
    @inline(__always)
    static func scan(_ p: UnsafeBufferPointer<Double>, _ a: Int, _ b: Int) -> Node {
        let a = max(0, a)
        let b = min(p.count, b)
        guard a < b, let q = p.baseAddress else { return .empty }
        let raw = UnsafeRawPointer(q)
        var run = RunningExtrema(start: a)
        var probe = SIMD2<Double>(0, 0)
        var i = a
        while i &+ 8 <= b {
            let x0 = load2(raw, i)
            let x1 = load2(raw, i &+ 2)
            let x2 = load2(raw, i &+ 4)
            let x3 = load2(raw, i &+ 6)
            let m = min2(min2(x0, x1), min2(x2, x3))
            let mm = max2(max2(x0, x1), max2(x2, x3))
            probe += (x0 + x1) + (x2 + x3)
            run.update(lo: m.y < m.x ? m.y : m.x, hi: mm.y > mm.x ? mm.y : mm.x, at: i)
            i &+= 8
        }
        if i < b {
            // The ragged tail (fewer than eight samples) is the last block.
            var tailLo = Double.infinity
            var tailHi = -Double.infinity
            var tailSum = 0.0
            var t = i
            while t < b {
                let y = q[t]
                tailLo = y < tailLo ? y : tailLo
                tailHi = y > tailHi ? y : tailHi
                tailSum += y
                t &+= 1
            }
            probe.x += tailSum
            run.update(lo: tailLo, hi: tailHi, at: i)
        }
        guard ((probe.x + probe.y) * 0) == 0 else { return scanScalar(p, a, b) }
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

    /// Lane-wise minimum, written as the select that compiles to `minpd` (no NaN reaches it
    /// in a run that passes the probe). `pointwiseMin` is not used: its NaN rules keep it
    /// from vectorising (about 5× slower).
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
}
