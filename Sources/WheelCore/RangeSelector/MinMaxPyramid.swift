/// A min/max pyramid over a series' values, for drawing huge series at frame rate.
///
/// Built once per series in O(n): level 0 summarises consecutive *leaves* of ``leafSize``
/// samples (index of the smallest and largest finite value, and the number of finite values);
/// each higher level summarises pairs of nodes of the level below. A min/max query over any
/// index range scans at most `2 × leafSize` samples at its ragged ends and combines
/// O(log n) nodes in between, so it costs O(leafSize + log n) whatever the range length.
/// Memory: about `2n / leafSize` nodes of 40 bytes (≈ 12.5 MB for 10^7 samples with the
/// default leaf of 64). Non-finite values (gaps) are ignored. Ties resolve to the smallest index.
public struct MinMaxPyramid: Sendable {
    /// The default leaf size: scanning 64 contiguous doubles is about as cheap as a few
    /// pyramid hops, and keeps the pyramid small.
    public static let defaultLeafSize = 16
    /// The most columns ``reduce(xRange:columns:into:)`` produces (wider requests are clamped).
    public static let maxColumns = 100_000

    /// One node: a summary of a run of samples.
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
    }

    /// The series summarised (shares storage with the caller's copy).
    public let series: TimeSeries
    /// Samples per leaf.
    public let leafSize: Int
    /// All levels, finest first, in one array: node `j` of level `k` is
    /// `nodes[levelStart[k] + j]` and summarises leaves `j·2^k ..< (j+1)·2^k`.
    let nodes: [Node]
    /// Where each level starts in `nodes`.
    let levelStart: [Int]

    /// Builds the pyramid in O(n). `leafSize` is clamped to at least 1.
    public init(_ series: TimeSeries, leafSize: Int = defaultLeafSize) {
        self.series = series
        let leaf = max(1, leafSize)
        self.leafSize = leaf
        let ys = series.ys
        let n = ys.count
        let leafCount = (n + leaf - 1) / leaf
        var nodes = [Node]()
        nodes.reserveCapacity(2 * leafCount + 64)
        var levelStart = [0]
        ys.withUnsafeBufferPointer { p in
            for j in 0..<leafCount {
                nodes.append(Self.scan(p, j * leaf, min(n, (j + 1) * leaf)))
            }
        }
        var start = 0
        var count = leafCount
        while count > 1 {
            levelStart.append(nodes.count)
            var j = 0
            while j + 1 < count {
                nodes.append(Self.combine(nodes[start + j], nodes[start + j + 1]))
                j += 2
            }
            if j < count { nodes.append(nodes[start + j]) }
            start = levelStart[levelStart.count - 1]
            count = (count + 1) / 2
        }
        self.nodes = nodes
        self.levelStart = levelStart
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
        return Node(minValue: lo, maxValue: hi, minIndex: minI, maxIndex: maxI, finiteCount: finite)
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
        return series.ys[node.minIndex]...series.ys[node.maxIndex]
    }

    func query(_ range: Range<Int>) -> Node {
        let n = series.count
        let a = min(max(range.lowerBound, 0), n)
        let b = min(max(range.upperBound, 0), n)
        var acc = Node(minValue: .infinity, maxValue: -.infinity, minIndex: -1, maxIndex: -1, finiteCount: 0)
        guard a < b else { return acc }
        let leaf = leafSize
        return series.ys.withUnsafeBufferPointer { p in
            nodes.withUnsafeBufferPointer { tree in
                let firstFull = (a + leaf - 1) / leaf
                let endFull = b / leaf
                if firstFull >= endFull { return Self.scan(p, a, b) }
                acc = Self.combine(acc, Self.scan(p, a, firstFull * leaf))
                acc = Self.combine(acc, Self.scan(p, endFull * leaf, b))
                var l = firstFull
                var r = endFull
                var k = 0
                while l < r {
                    let base = levelStart[k]
                    if l & 1 == 1 {
                        acc = Self.combine(acc, tree[base + l])
                        l += 1
                    }
                    if r & 1 == 1 {
                        r -= 1
                        acc = Self.combine(acc, tree[base + r])
                    }
                    l >>= 1
                    r >>= 1
                    k += 1
                }
                return acc
            }
        }
    }
}
