/// A min/max pyramid over a series' values, for drawing huge series at frame rate.
///
/// Built once per series in O(n): level 0 summarises consecutive *leaves* of ``leafSize``
/// samples (index of the smallest and largest finite value, and the number of finite values);
/// each higher level summarises pairs of nodes of the level below. A min/max query over any
/// index range scans at most `2 × leafSize` samples at its ragged ends and combines
/// O(log n) nodes in between, so it costs O(leafSize + log n) whatever the range length.
/// Memory: about `2n / leafSize` nodes of 24 bytes (≈ 7.5 MB for 10^7 samples with the default
/// leaf of 64). Non-finite values (gaps) are ignored. Ties resolve to the smallest index.
public struct MinMaxPyramid: Sendable {
    /// The default leaf size: scanning 64 contiguous doubles is about as cheap as a few
    /// pyramid hops, and keeps the pyramid small.
    public static let defaultLeafSize = 64
    /// The most columns ``reduce(xRange:columns:into:)`` produces (wider requests are clamped).
    public static let maxColumns = 100_000

    /// One node: a summary of a run of samples.
    struct Node: Sendable {
        /// Index of the smallest finite value, or -1 when there is none.
        var minIndex: Int
        /// Index of the largest finite value, or -1 when there is none.
        var maxIndex: Int
        /// Number of finite values.
        var finiteCount: Int
    }

    /// The series summarised (shares storage with the caller's copy).
    public let series: TimeSeries
    /// Samples per leaf.
    public let leafSize: Int
    /// `levels[k][j]` summarises leaves `j·2^k ..< (j+1)·2^k`.
    let levels: [[Node]]

    /// Builds the pyramid in O(n). `leafSize` is clamped to at least 1.
    public init(_ series: TimeSeries, leafSize: Int = defaultLeafSize) {
        self.series = series
        let leaf = max(1, leafSize)
        self.leafSize = leaf
        let ys = series.ys
        let n = ys.count
        var levels: [[Node]] = []
        let leafCount = (n + leaf - 1) / leaf
        var level = [Node]()
        level.reserveCapacity(leafCount)
        ys.withUnsafeBufferPointer { p in
            for j in 0..<leafCount {
                level.append(Self.scan(p, j * leaf, min(n, (j + 1) * leaf)))
            }
        }
        levels.append(level)
        while level.count > 1 {
            var up = [Node]()
            up.reserveCapacity((level.count + 1) / 2)
            ys.withUnsafeBufferPointer { p in
                var j = 0
                while j + 1 < level.count {
                    up.append(Self.combine(level[j], level[j + 1], p))
                    j += 2
                }
                if j < level.count { up.append(level[j]) }
            }
            levels.append(up)
            level = up
        }
        self.levels = levels
    }

    /// A linear scan of `p[a..<b]`.
    @inline(__always)
    static func scan(_ p: UnsafeBufferPointer<Double>, _ a: Int, _ b: Int) -> Node {
        var minI = -1
        var maxI = -1
        var lo = Double.infinity
        var hi = -Double.infinity
        var finite = 0
        var i = a
        while i < b {
            let y = p[i]
            if y.isFinite {
                finite += 1
                if minI < 0 || y < lo {
                    lo = y
                    minI = i
                }
                if maxI < 0 || y > hi {
                    hi = y
                    maxI = i
                }
            }
            i += 1
        }
        return Node(minIndex: minI, maxIndex: maxI, finiteCount: finite)
    }

    /// The summary of the union of two runs (in any order).
    @inline(__always)
    static func combine(_ l: Node, _ r: Node, _ p: UnsafeBufferPointer<Double>) -> Node {
        Node(
            minIndex: pick(l.minIndex, r.minIndex, p, wantsSmaller: true),
            maxIndex: pick(l.maxIndex, r.maxIndex, p, wantsSmaller: false),
            finiteCount: l.finiteCount + r.finiteCount)
    }

    /// The better of two candidate indices (-1 = none); equal values prefer the smaller index.
    @inline(__always)
    static func pick(_ a: Int, _ b: Int, _ p: UnsafeBufferPointer<Double>, wantsSmaller: Bool) -> Int {
        if a < 0 { return b }
        if b < 0 { return a }
        let va = p[a]
        let vb = p[b]
        if va == vb { return min(a, b) }
        return (va < vb) == wantsSmaller ? a : b
    }

    /// The summary of the samples with indices in `range` (clamped to the series):
    /// the indices of the smallest and largest finite values (nil when none; the first on
    /// ties) and the count of finite values. O(leafSize + log n).
    public func extrema(in range: Range<Int>) -> (minIndex: Int?, maxIndex: Int?, finiteCount: Int) {
        let node = query(range)
        return (node.minIndex >= 0 ? node.minIndex : nil, node.maxIndex >= 0 ? node.maxIndex : nil, node.finiteCount)
    }

    /// The smallest and largest finite value in `range`, or nil when there is none.
    public func valueRange(in range: Range<Int>) -> ClosedRange<Double>? {
        let node = query(range)
        guard node.minIndex >= 0 else { return nil }
        return series.ys[node.minIndex]...series.ys[node.maxIndex]
    }

    func query(_ range: Range<Int>) -> Node {
        let n = series.count
        let a = min(max(range.lowerBound, 0), n)
        let b = min(max(range.upperBound, 0), n)
        var acc = Node(minIndex: -1, maxIndex: -1, finiteCount: 0)
        guard a < b else { return acc }
        let leaf = leafSize
        return series.ys.withUnsafeBufferPointer { p in
            let firstFull = (a + leaf - 1) / leaf
            let endFull = b / leaf
            if firstFull >= endFull { return Self.scan(p, a, b) }
            acc = Self.combine(acc, Self.scan(p, a, firstFull * leaf), p)
            acc = Self.combine(acc, Self.scan(p, endFull * leaf, b), p)
            var l = firstFull
            var r = endFull
            var k = 0
            while l < r {
                let level = levels[k]
                if l & 1 == 1 {
                    acc = Self.combine(acc, level[l], p)
                    l += 1
                }
                if r & 1 == 1 {
                    r -= 1
                    acc = Self.combine(acc, level[r], p)
                }
                l >>= 1
                r >>= 1
                k += 1
            }
            return acc
        }
    }
}
