import SeriesIO
import WheelMotion
import WheelPrimitives

/// A min/max pyramid over a series' values, for drawing huge series at frame rate.
///
/// Built once per series in O(n). Conceptually, level 0 summarises consecutive *leaves* of
/// ``leafSize`` samples (index of the smallest and largest finite value, and the number of
/// finite values) and each higher level summarises pairs of nodes of the level below.
/// Levels 0 and 1 are not stored: their nodes are short runs of contiguous samples, which the
/// vectorised scan reads about as fast as it would fetch stored nodes, and dropping them
/// divides the memory (and the page faults and writes of a build) by four. The stored levels
/// start at level 2: `leavesPerStoredNode` leaves (`baseSpan` samples) per node.
///
/// A min/max query over any index range scans at most `2 × baseSpan` samples at its ragged
/// ends and combines O(log n) nodes in between, so it costs O(leafSize + log n) whatever the
/// range length. Memory: about `n / (2 × leafSize)` nodes of 32 bytes (≈ 10 MB for 10^7
/// samples with the default leaf of 16; 40-byte nodes for series of 2^32 samples or more).
/// Non-finite values (gaps) are ignored. Ties resolve to the smallest index.
public struct MinMaxPyramid: Sendable {
    /// The default leaf size (samples): the granularity of the conceptual pyramid; see
    /// `leavesPerStoredNode` for what is stored.
    package static let defaultLeafSize = 16
    /// The most columns `reduce(xRange:columns:into:)` produces (wider requests are clamped).
    package static let maxColumns = 100_000

    /// One node: a summary of a run of samples (what a query returns).
    struct Node: Sendable {
        /// The smallest finite value (+infinity when there is none); kept in the node so that
        /// combining nodes never touches the (cache-cold) samples.
        var minValue: Double
        /// The largest finite value (-infinity when there is none).
        var maxValue: Double
        /// Index of the smallest finite value, or -1 when there is none.
        var minIndex: Int
        /// Index of the largest finite value, or -1 when there is none.
        var maxIndex: Int
        /// Number of finite values.
        var finiteCount: Int

        /// The summary of no samples.
        static let empty = Node(
            minValue: .infinity, maxValue: -.infinity, minIndex: -1, maxIndex: -1, finiteCount: 0)
    }

    /// The stored levels, with 32-bit indices when the series is short enough (every real
    /// series) and full-width ones otherwise.
    enum Storage: Sendable {
        /// Indices and counts fit in `UInt32` (fewer than 2^32 - 1 samples).
        case narrow(Levels<UInt32>)
        /// Any length.
        case wide(Levels<UInt>)
    }

    /// The series summarised (shares storage with the caller's copy).
    public let series: TimeSeries
    /// Samples per (conceptual) leaf.
    public let leafSize: Int
    /// The stored levels.
    let storage: Storage

    /// Leaves per node of the finest stored level (level 2 of the conceptual pyramid): four,
    /// so that the build writes fewer nodes; the query trades fewer node hops for longer
    /// ragged scans.
    static let leavesPerStoredNode = 4

    /// Samples summarised by one node of the finest stored level.
    var baseSpan: Int { Self.leavesPerStoredNode * leafSize }

    /// Builds the pyramid of `series` in O(n).
    public init(_ series: TimeSeries) {
        self.init(series, leafSize: Self.defaultLeafSize, forceWide: false)
    }

    /// Builds the pyramid in O(n). `leafSize` is clamped to 1...2^20.
    package init(_ series: TimeSeries, leafSize: Int) {
        self.init(series, leafSize: leafSize, forceWide: false)
    }

    /// Builds the pyramid; `forceWide` stores full-width indices whatever the length (tests).
    init(_ series: TimeSeries, leafSize: Int, forceWide: Bool) {
        self.series = series
        let leaf = min(max(1, leafSize), 1 << 20)
        self.leafSize = leaf
        let n = series.count
        if !forceWide && n < Int(UInt32.max) {
            storage = .narrow(Levels(series.ys, span: Self.leavesPerStoredNode * leaf))
        } else {
            storage = .wide(Levels(series.ys, span: Self.leavesPerStoredNode * leaf))
        }
    }

    /// The summary of the samples with indices in `range` (clamped to the series):
    /// the indices of the smallest and largest finite values (nil when none; the first on
    /// ties) and the count of finite values. O(leafSize + log n).
    public func extrema(in range: Range<Int>) -> (minIndex: Int?, maxIndex: Int?, finiteCount: Int) {
        let node = query(range)
        return (
            node.minIndex >= 0 ? node.minIndex : nil, node.maxIndex >= 0 ? node.maxIndex : nil,
            node.finiteCount
        )
    }

    /// The smallest and largest finite value in `range`, or nil when there is none.
    public func valueRange(in range: Range<Int>) -> ClosedRange<Double>? {
        let node = query(range)
        guard node.minIndex >= 0 else { return nil }
        return node.minValue...node.maxValue
    }

    /// The summary of the samples with indices in `range` (clamped to the series).
    func query(_ range: Range<Int>) -> Node {
        let n = series.count
        let a = min(max(range.lowerBound, 0), n)
        let b = min(max(range.upperBound, 0), n)
        guard a < b else { return .empty }
        return series.ys.withUnsafeBufferPointer { p in
            switch storage {
            case .narrow(let levels): return levels.query(p, a, b)
            case .wide(let levels): return levels.query(p, a, b)
            }
        }
    }

    /// Number of stored levels (tests).
    var storedLevelCount: Int {
        switch storage {
        case .narrow(let levels): return levels.levelStart.count
        case .wide(let levels): return levels.levelStart.count
        }
    }

    /// Node `j` of stored level `k` (summarising samples `j·baseSpan·2^k ..< (j+1)·baseSpan·2^k`),
    /// or nil when out of range (tests).
    func storedNode(level k: Int, index j: Int) -> Node? {
        switch storage {
        case .narrow(let levels): return levels.node(level: k, index: j)
        case .wide(let levels): return levels.node(level: k, index: j)
        }
    }
}

extension MinMaxPyramid {
    /// The stored levels of a pyramid, finest first, in one flat array of packed nodes.
    ///
    /// Node `j` of stored level `k` is `nodes[levelStart[k] + j]` and summarises samples
    /// `j·span·2^k ..< (j+1)·span·2^k` (clamped to the series). Indices and counts are stored
    /// as `Index` (`UInt32` keeps a node at 32 bytes, half a cache line); `Index.max` means
    /// "no finite value".
    struct Levels<Index: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
        /// One stored node (see ``MinMaxPyramid/Node``; `Index.max` stands for -1).
        struct Packed: Sendable {
            /// The smallest finite value (+infinity when there is none).
            var minValue: Double
            /// The largest finite value (-infinity when there is none).
            var maxValue: Double
            /// Index of the smallest finite value (the first on ties), `Index.max` when none.
            var minIndex: Index
            /// Index of the largest finite value (the first on ties), `Index.max` when none.
            var maxIndex: Index
            /// Number of finite values.
            var finiteCount: Index
        }

        /// Samples per node of the finest stored level (at least 1).
        let span: Int
        /// All stored levels, finest first.
        let nodes: [Packed]
        /// Where each level starts in `nodes`.
        let levelStart: [Int]

        /// Builds every level of `ys` in O(n): the finest level with one vectorised scan per
        /// node (chunk by chunk, each chunk first touched to stream it into the cache), each
        /// level above by combining pairs of the level below (an odd last node is copied up).
        /// The array is sized once and written in place.
        init(_ ys: [Double], span: Int) {
            let span = max(1, span)
            self.span = span
            let n = ys.count
            let baseCount = n / span + (n % span == 0 ? 0 : 1)
            var starts: [Int] = []
            var total = 0
            var count = baseCount
            while count > 0 {
                starts.append(total)
                total += count
                if count == 1 { break }
                count = (count + 1) / 2
            }
            self.levelStart = starts
            self.nodes = ys.withUnsafeBufferPointer { p in
                [Packed](unsafeUninitializedCapacity: total) { out, initialized in
                    guard let q = p.baseAddress else {
                        initialized = 0
                        return
                    }
                    if span >= MinMaxPyramid.prefetchChunk {
                        for j in 0..<baseCount {
                            out[j] = Self.pack(MinMaxPyramid.scanPrefetched(p, j * span, min(n, (j + 1) * span)))
                        }
                    } else {
                        // Chunks of whole nodes: touch the chunk, then scan its nodes from cache
                        // (see MinMaxPyramid.scanPrefetched).
                        let nodesPerChunk = MinMaxPyramid.prefetchChunk / span
                        var j = 0
                        var a = 0
                        while j < baseCount {
                            let chunkEnd = min(baseCount, j + nodesPerChunk)
                            let gaps = MinMaxPyramid.touch(q, a, min(n, chunkEnd * span))
                            while j < chunkEnd {
                                let b = min(n, a + span)
                                out[j] = Self.pack(
                                    gaps ? MinMaxPyramid.scanScalar(p, a, b) : MinMaxPyramid.scan(p, a, b))
                                a = b
                                j += 1
                            }
                        }
                    }
                    for k in 1..<max(1, starts.count) {
                        let below = starts[k - 1]
                        let belowCount = starts[k] - below
                        let here = starts[k]
                        var j = 0
                        while j + 1 < belowCount {
                            out[here + j / 2] = Self.combineInOrder(out[below + j], out[below + j + 1])
                            j += 2
                        }
                        if j < belowCount { out[here + j / 2] = out[below + j] }
                    }
                    initialized = total
                }
            }
        }

        /// A node as stored.
        @inline(__always)
        static func pack(_ node: Node) -> Packed {
            Packed(
                minValue: node.minValue, maxValue: node.maxValue,
                minIndex: node.minIndex >= 0 ? Index(truncatingIfNeeded: node.minIndex) : .max,
                maxIndex: node.maxIndex >= 0 ? Index(truncatingIfNeeded: node.maxIndex) : .max,
                finiteCount: Index(truncatingIfNeeded: node.finiteCount))
        }

        /// A stored node as a ``MinMaxPyramid/Node``.
        @inline(__always)
        static func unpack(_ p: Packed) -> Node {
            Node(
                minValue: p.minValue, maxValue: p.maxValue,
                minIndex: p.minIndex == .max ? -1 : Int(truncatingIfNeeded: p.minIndex),
                maxIndex: p.maxIndex == .max ? -1 : Int(truncatingIfNeeded: p.maxIndex),
                finiteCount: Int(truncatingIfNeeded: p.finiteCount))
        }

        /// The summary of two adjacent runs, `l` before `r`: on equal values `l` (the smaller
        /// indices) wins, so strict comparisons suffice; an empty side (±infinity) never wins
        /// against a finite value, and two empty sides stay empty.
        @inline(__always)
        /// Written as selects (conditional moves): which side wins is a coin toss on real data.
        static func combineInOrder(_ l: Packed, _ r: Packed) -> Packed {
            let rightMin = r.minValue < l.minValue
            let rightMax = r.maxValue > l.maxValue
            return Packed(
                minValue: rightMin ? r.minValue : l.minValue, maxValue: rightMax ? r.maxValue : l.maxValue,
                minIndex: rightMin ? r.minIndex : l.minIndex, maxIndex: rightMax ? r.maxIndex : l.maxIndex,
                finiteCount: l.finiteCount &+ r.finiteCount)
        }

        /// Node `j` of stored level `k`, or nil when out of range.
        func node(level k: Int, index j: Int) -> Node? {
            guard k >= 0 && k < levelStart.count && j >= 0 else { return nil }
            let end = k + 1 < levelStart.count ? levelStart[k + 1] : nodes.count
            guard levelStart[k] + j < end else { return nil }
            return Self.unpack(nodes[levelStart[k] + j])
        }

        /// The summary of `p[a..<b]` (`0 <= a < b <= p.count`): scans the ragged ends,
        /// combines O(log n) stored nodes in between.
        func query(_ p: UnsafeBufferPointer<Double>, _ a: Int, _ b: Int) -> Node {
            let firstFull = (a + span - 1) / span
            let endFull = b / span
            if firstFull >= endFull { return MinMaxPyramid.scan(p, a, b) }
            var acc = MinMaxPyramid.scan(p, a, firstFull * span)
            acc = MinMaxPyramid.combine(acc, MinMaxPyramid.scan(p, endFull * span, b))
            nodes.withUnsafeBufferPointer { tree in
                levelStart.withUnsafeBufferPointer { starts in
                    var l = firstFull
                    var r = endFull
                    var k = 0
                    while l < r && k < starts.count {
                        let base = starts[k]
                        if l & 1 == 1 {
                            acc = MinMaxPyramid.combine(acc, Self.unpack(tree[base + l]))
                            l += 1
                        }
                        if r & 1 == 1 {
                            r -= 1
                            acc = MinMaxPyramid.combine(acc, Self.unpack(tree[base + r]))
                        }
                        l >>= 1
                        r >>= 1
                        k += 1
                    }
                }
            }
            return acc
        }
    }

    /// The summary of the union of two runs (in any order).
    /// Ties (equal values) resolve to the smaller index; an empty side (index -1) never wins.
    @inline(__always)
    static func combine(_ l: Node, _ r: Node) -> Node {
        var n = l
        if r.minIndex >= 0
            && (l.minIndex < 0 || r.minValue < l.minValue
                || (r.minValue == l.minValue && r.minIndex < l.minIndex))
        {
            n.minValue = r.minValue
            n.minIndex = r.minIndex
        }
        if r.maxIndex >= 0
            && (l.maxIndex < 0 || r.maxValue > l.maxValue
                || (r.maxValue == l.maxValue && r.maxIndex < l.maxIndex))
        {
            n.maxValue = r.maxValue
            n.maxIndex = r.maxIndex
        }
        n.finiteCount += r.finiteCount
        return n
    }
}
