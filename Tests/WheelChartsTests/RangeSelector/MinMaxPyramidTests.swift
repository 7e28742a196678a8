import PropertyBased
import Testing

@_spi(Benchmarks) @testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

/// Brute-force reference for one column: indices, first-occurrence min/max, finite count.
func bruteColumns(_ s: TimeSeries, lower: Double, upper: Double, columns: Int) -> [ColumnSummary] {
    (0..<columns).map { c in
        let lo = ColumnReduction.boundary(c, of: columns, lower: lower, upper: upper)
        let hi = ColumnReduction.boundary(c + 1, of: columns, lower: lower, upper: upper)
        let isLast = c == columns - 1
        let members = s.xs.indices.filter { i in
            let x = s.xs[i]
            guard x >= lower && x <= upper else { return false }
            if upper == lower { return c == 0 }
            return x >= lo && (x < hi || (isLast && x <= upper))
        }
        guard let first = members.first, let last = members.last else {
            return ColumnSummary(indices: 0..<0, minIndex: nil, maxIndex: nil, finiteCount: 0)
        }
        let finite = members.filter { s.ys[$0].isFinite }
        let minI = finite.min { (s.ys[$0], $0) < (s.ys[$1], $1) }
        let maxI = finite.min { (-s.ys[$0], $0) < (-s.ys[$1], $1) }
        return ColumnSummary(
            indices: first..<(last + 1), minIndex: minI, maxIndex: maxI, finiteCount: finite.count)
    }
}

/// Compares ignoring the position of empty ranges.
func sameColumns(_ a: [ColumnSummary], _ b: [ColumnSummary]) -> Bool {
    a.count == b.count
        && zip(a, b).allSatisfy { p, q in
            (p.isEmpty && q.isEmpty && p.minIndex == nil && p.maxIndex == nil && p.finiteCount == 0) || p == q
        }
}

/// The straightforward reference pyramid (the pre-vectorisation build): one scalar scan per
/// leaf, every level stored, `append` per node; queried the same way.
struct ReferencePyramid {
    let ys: [Double]
    let leaf: Int
    var nodes: [MinMaxPyramid.Node] = []
    var levelStart = [0]

    static func scan(_ ys: [Double], _ a: Int, _ b: Int) -> MinMaxPyramid.Node {
        var node = MinMaxPyramid.Node.empty
        for i in a..<b where ys[i].isFinite {
            node.finiteCount += 1
            if node.minIndex < 0 || ys[i] < node.minValue { (node.minValue, node.minIndex) = (ys[i], i) }
            if node.maxIndex < 0 || ys[i] > node.maxValue { (node.maxValue, node.maxIndex) = (ys[i], i) }
        }
        return node
    }

    init(_ ys: [Double], leaf: Int) {
        self.ys = ys
        self.leaf = leaf
        let leafCount = (ys.count + leaf - 1) / leaf
        for j in 0..<leafCount { nodes.append(Self.scan(ys, j * leaf, min(ys.count, (j + 1) * leaf))) }
        var start = 0
        var count = leafCount
        while count > 1 {
            levelStart.append(nodes.count)
            var j = 0
            while j + 1 < count {
                nodes.append(MinMaxPyramid.combine(nodes[start + j], nodes[start + j + 1]))
                j += 2
            }
            if j < count { nodes.append(nodes[start + j]) }
            start = levelStart[levelStart.count - 1]
            count = (count + 1) / 2
        }
    }

    /// Node `j` of level `k` (level 0 = leaves).
    func node(level k: Int, index j: Int) -> MinMaxPyramid.Node { nodes[levelStart[k] + j] }

    func query(_ range: Range<Int>) -> MinMaxPyramid.Node {
        let a = min(max(range.lowerBound, 0), ys.count)
        let b = min(max(range.upperBound, 0), ys.count)
        guard a < b else { return .empty }
        let firstFull = (a + leaf - 1) / leaf
        let endFull = b / leaf
        if firstFull >= endFull { return Self.scan(ys, a, b) }
        var acc = MinMaxPyramid.combine(Self.scan(ys, a, firstFull * leaf), Self.scan(ys, endFull * leaf, b))
        var (l, r, k) = (firstFull, endFull, 0)
        while l < r {
            if l & 1 == 1 {
                acc = MinMaxPyramid.combine(acc, node(level: k, index: l))
                l += 1
            }
            if r & 1 == 1 {
                r -= 1
                acc = MinMaxPyramid.combine(acc, node(level: k, index: r))
            }
            (l, r, k) = (l >> 1, r >> 1, k + 1)
        }
        return acc
    }
}

/// Bitwise equality of two nodes (values compared by bit pattern: -0.0 and 0.0 differ).
func identical(_ a: MinMaxPyramid.Node, _ b: MinMaxPyramid.Node) -> Bool {
    a.minValue.bitPattern == b.minValue.bitPattern && a.maxValue.bitPattern == b.maxValue.bitPattern
        && a.minIndex == b.minIndex && a.maxIndex == b.maxIndex && a.finiteCount == b.finiteCount
}

/// Random values with many ties (a few distinct values, both signed zeros) and gaps
/// (NaN, +infinity, -infinity, also in runs).
func tieAndGapValues(seed: UInt64, count: Int, gapPercent: Int) -> [Double] {
    var rng = Xoshiro256StarStar(seed: seed)
    let palette: [Double] = [-3, -1.5, -0.0, 0.0, 0.0, 2, 2, 7.25, -1e300, 1e300]
    var ys: [Double] = []
    var gapRun = 0
    for _ in 0..<count {
        if gapRun == 0 && Int(rng.next() % 100) < gapPercent { gapRun = Int(rng.next() % 20) + 1 }
        if gapRun > 0 {
            gapRun -= 1
            ys.append([Double.nan, .infinity, -.infinity][Int(rng.next() % 3)])
        } else {
            ys.append(palette[Int(rng.next() % UInt64(palette.count))])
        }
    }
    return ys
}

@Suite struct MinMaxPyramidTests {
    /// The vectorised build against the straightforward reference build: every stored node
    /// (level k + 2 of the reference) and random queries are bit-identical, for narrow and
    /// wide index storage.
    @Test func buildMatchesReferenceBuild() async {
        await propertyCheck(
            count: 200, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...700), Gen.int(in: 1...20),
            Gen.int(in: 0...60), Gen.bool
        ) { seed, n, leaf, gapPercent, wide in
            let ys = tieAndGapValues(seed: seed, count: n, gapPercent: gapPercent)
            let s = try! TimeSeries(xs: (0..<n).map(Double.init), ys: ys)
            let p = MinMaxPyramid(s, leafSize: leaf, forceWide: wide)
            let ref = ReferencePyramid(ys, leaf: leaf)
            let skipped = 2  // reference levels 0 and 1 are not stored
            #expect(p.storedLevelCount == (n == 0 ? 0 : max(1, ref.levelStart.count - skipped)))
            for k in 0..<p.storedLevelCount {
                var j = 0
                while let node = p.storedNode(level: k, index: j) {
                    let span = p.baseSpan << k
                    let expected = ReferencePyramid.scan(ys, j * span, min(n, (j + 1) * span))
                    #expect(identical(node, expected))
                    if k + skipped < ref.levelStart.count {
                        #expect(identical(node, ref.node(level: k + skipped, index: j)))
                    }
                    j += 1
                }
            }
            var rng = Xoshiro256StarStar(seed: seed ^ 0x9E37_79B9)
            for _ in 0..<40 {
                let a = Int(rng.next() % UInt64(n + 3)) - 1
                let b = Int(rng.next() % UInt64(n + 3)) - 1
                #expect(identical(p.query(min(a, b)..<max(a, b)), ref.query(min(a, b)..<max(a, b))))
            }
            #expect(identical(p.query(0..<n), ReferencePyramid.scan(ys, 0, n)))
        }
    }

    /// The vectorised scan against the scalar one on every sub-range of short runs
    /// (all lengths around the 8-lane chunks, signed zeros, ties, gaps).
    @Test(arguments: [0, 5, 30, 100]) func scanMatchesScalarScan(gapPercent: Int) {
        let ys = tieAndGapValues(seed: UInt64(gapPercent) &+ 77, count: 70, gapPercent: gapPercent)
        ys.withUnsafeBufferPointer { p in
            for a in 0...70 {
                for b in a...70 {
                    #expect(identical(MinMaxPyramid.scan(p, a, b), MinMaxPyramid.scanScalar(p, a, b)))
                }
            }
            #expect(identical(MinMaxPyramid.scan(p, -5, 200), MinMaxPyramid.scanScalar(p, 0, 70)))
            #expect(identical(MinMaxPyramid.scan(p, 9, 3), .empty))
        }
    }

    /// Signed zeros: the first occurrence's bits are kept, as in the reference.
    @Test func signedZerosKeepFirstOccurrence() throws {
        let ys: [Double] = Array(repeating: 1, count: 40) + [0.0, -0.0] + Array(repeating: 1, count: 40)
        let s = try TimeSeries(xs: (0..<ys.count).map(Double.init), ys: ys)
        let p = MinMaxPyramid(s)
        let node = p.query(0..<ys.count)
        #expect(node.minIndex == 40 && node.minValue.sign == .plus)
        #expect(p.query(41..<ys.count).minValue.sign == .minus)
        #expect(p.valueRange(in: 41..<60) == -0.0...1)
    }

    @Test func extremaMatchBruteForce() async {
        await propertyCheck(
            count: 200, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...400), Gen.int(in: 1...9),
            Gen.int(in: 0...400), Gen.int(in: 0...400)
        ) { seed, n, leaf, a, b in
            let s = randomSeries(seed: seed, count: n, gapPercent: Int(seed % 40))
            let p = MinMaxPyramid(s, leafSize: leaf)
            let range = min(a, b)..<max(a, b)
            let e = p.extrema(in: range)
            let members = range.clamped(to: 0..<n)
            let finite = members.filter { s.ys[$0].isFinite }
            #expect(e.finiteCount == finite.count)
            #expect(e.minIndex == finite.min { (s.ys[$0], $0) < (s.ys[$1], $1) })
            #expect(e.maxIndex == finite.min { (-s.ys[$0], $0) < (-s.ys[$1], $1) })
        }
    }

    @Test func columnsMatchBruteForce() async {
        await propertyCheck(
            count: 200, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...300), Gen.int(in: 1...50),
            Gen.double(in: 950...1400), Gen.double(in: 0...300)
        ) { seed, n, columns, lower, width in
            let s = randomSeries(seed: seed, count: n)
            let p = MinMaxPyramid(s, leafSize: Int(seed % 7) + 1)
            let upper = seed % 5 == 0 ? lower : lower + width
            var buffer: [ColumnSummary] = []
            let r = p.reduce(xRange: lower...upper, columns: columns, into: &buffer)
            let expected = bruteColumns(s, lower: lower, upper: upper, columns: columns)
            #expect(sameColumns(buffer, expected))
            // Columns tile the visible range in order.
            let nonEmpty = buffer.filter { !$0.isEmpty }
            #expect(nonEmpty.first?.indices.lowerBound ?? r.visible.lowerBound == r.visible.lowerBound)
            #expect(nonEmpty.map(\.indices.count).reduce(0, +) == r.visible.count)
            #expect(
                r.visible == s.xs.indices.filter { s.xs[$0] >= lower && s.xs[$0] <= upper }.first.map {
                    $0..<(s.xs.lastIndex { $0 <= upper }! + 1)
                } ?? r.visible)
            #expect(r.before == s.xs.lastIndex { $0 < lower })
            #expect(r.after == s.xs.firstIndex { $0 > upper })
            // No peak is lost: the global visible extrema appear among the column extrema.
            let visibleFinite = r.visible.filter { s.ys[$0].isFinite }.map { s.ys[$0] }
            let columnMaxes = buffer.compactMap { $0.maxIndex.map { s.ys[$0] } }
            #expect(visibleFinite.max() == columnMaxes.max())
        }
    }

    @Test func edgeCases() throws {
        var buffer: [ColumnSummary] = []
        // Empty series.
        let empty = MinMaxPyramid(.empty)
        #expect(empty.reduce(xRange: 0...10, columns: 4, into: &buffer) == .empty)
        #expect(buffer.count == 4 && buffer.allSatisfy { $0.isEmpty })
        #expect(empty.extrema(in: 0..<10).finiteCount == 0)
        #expect(empty.valueRange(in: 0..<10) == nil)
        // One point.
        let one = MinMaxPyramid(try TimeSeries(xs: [5], ys: [2]))
        let r1 = one.reduce(xRange: 0...10, columns: 3, into: &buffer)
        #expect(r1.visible == 0..<1 && r1.before == nil && r1.after == nil)
        #expect(buffer[1] == ColumnSummary(indices: 0..<1, minIndex: 0, maxIndex: 0, finiteCount: 1))
        #expect(buffer[0].isEmpty && buffer[2].isEmpty)
        // Range outside the data.
        let r2 = one.reduce(xRange: 6...10, columns: 3, into: &buffer)
        #expect(r2.visible.isEmpty && r2.before == 0 && r2.after == nil)
        // All equal values: first occurrence wins.
        let flat = MinMaxPyramid(
            try TimeSeries(xs: (0..<100).map(Double.init), ys: Array(repeating: 7, count: 100)), leafSize: 8)
        #expect(flat.extrema(in: 13..<90).minIndex == 13 && flat.extrema(in: 13..<90).maxIndex == 13)
        #expect(flat.valueRange(in: 0..<100) == 7...7)
        // All gaps.
        let gaps = MinMaxPyramid(try TimeSeries(xs: [1, 2, 3], ys: [.nan, .infinity, -.infinity]))
        gaps.reduce(xRange: 0...4, columns: 1, into: &buffer)
        #expect(buffer[0].indices == 0..<3 && buffer[0].minIndex == nil && buffer[0].hasGap)
        // More columns than points, and zero / negative / huge column counts.
        let few = MinMaxPyramid(try TimeSeries(xs: [0, 1, 2], ys: [1, 2, 3]))
        few.reduce(xRange: 0...2, columns: 100, into: &buffer)
        #expect(buffer.count == 100 && buffer.filter { !$0.isEmpty }.count == 3)
        few.reduce(xRange: 0...2, columns: 0, into: &buffer)
        #expect(buffer.isEmpty)
        few.reduce(xRange: 0...2, columns: -3, into: &buffer)
        #expect(buffer.isEmpty)
        few.reduce(xRange: 0...2, columns: Int.max, into: &buffer)
        #expect(buffer.count == MinMaxPyramid.maxColumns)
        // Infinite bounds clamp to the domain.
        let all = few.reduce(xRange: -Double.infinity...Double.infinity, columns: 2, into: &buffer)
        #expect(all.visible == 0..<3)
        // Huge finite bounds do not produce NaN boundaries.
        let wide = few.reduce(xRange: -1e308...1e308, columns: 4, into: &buffer)
        #expect(wide.visible == 0..<3 && buffer.filter { !$0.isEmpty }.count >= 1)
    }

    @Test func m4IndicesAreOrderedAndDistinct() {
        var seen: [Int] = []
        ColumnSummary(indices: 10..<20, minIndex: 15, maxIndex: 12, finiteCount: 10).forEachM4Index {
            seen.append($0)
        }
        #expect(seen == [10, 12, 15, 19])
        seen = []
        ColumnSummary(indices: 3..<4, minIndex: 3, maxIndex: 3, finiteCount: 1).forEachM4Index {
            seen.append($0)
        }
        #expect(seen == [3])
        seen = []
        ColumnSummary(indices: 3..<6, minIndex: nil, maxIndex: nil, finiteCount: 0).forEachM4Index {
            seen.append($0)
        }
        #expect(seen == [3, 5])
        seen = []
        ColumnSummary.empty.forEachM4Index { seen.append($0) }
        #expect(seen.isEmpty)
    }

    @Test func millionPointsReduceAndKeepPeaks() {
        var s = SyntheticSeries.randomWalk(count: 1_000_000, seed: 11, step: 60)
        var ys = s.ys
        ys[123_457] = 1e9  // a single spike must survive decimation
        ys[654_321] = .nan
        s = try! TimeSeries(xs: s.xs, ys: ys)
        let p = MinMaxPyramid(s)
        var buffer: [ColumnSummary] = []
        buffer.reserveCapacity(800)
        let r = p.reduce(xRange: s.domain!, columns: 800, into: &buffer)
        #expect(r.visible == 0..<1_000_000)
        #expect(buffer.contains { $0.maxIndex == 123_457 })
        #expect(buffer.filter(\.hasGap).count == 1)
        #expect(buffer.map(\.indices.count).reduce(0, +) == 1_000_000)
    }
}
