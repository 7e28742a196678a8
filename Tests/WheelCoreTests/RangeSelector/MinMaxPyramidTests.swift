import PropertyBased
import Testing

@testable import WheelCore

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

@Suite struct MinMaxPyramidTests {
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
