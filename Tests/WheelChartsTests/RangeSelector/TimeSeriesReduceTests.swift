import PropertyBased
import Testing

@_spi(Benchmarks) @testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

/// The one-pass reduction (`TimeSeries.reduce`) against the pyramid's: identical columns and
/// visible range, whatever the range, column count or gaps.
@Suite struct TimeSeriesReduceTests {
    /// Reduces with both and checks that they agree; returns the one-pass columns.
    @discardableResult
    func bothAgree(_ s: TimeSeries, leaf: Int = MinMaxPyramid.defaultLeafSize, _ range: ClosedRange<Double>, _ columns: Int)
        -> [ColumnSummary]
    {
        var pyramidColumns: [ColumnSummary] = []
        var onePassColumns: [ColumnSummary] = [.empty]
        let a = MinMaxPyramid(s, leafSize: leaf).reduce(xRange: range, columns: columns, into: &pyramidColumns)
        let b = s.reduce(xRange: range, columns: columns, into: &onePassColumns)
        #expect(a == b)
        #expect(pyramidColumns == onePassColumns)
        return onePassColumns
    }

    @Test func matchesPyramidOnRandomSeries() async {
        await propertyCheck(
            count: 200, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...2000), Gen.int(in: 0...60),
            Gen.double(in: 900...2500), Gen.double(in: 0...2000)
        ) { seed, n, columns, lower, width in
            let s = randomSeries(seed: seed, count: n, gapPercent: Int(seed % 30))
            let upper = seed % 7 == 0 ? lower : lower + width
            let columnsFound = bothAgree(s, leaf: Int(seed % 9) + 1, lower...upper, columns)
            #expect(sameColumns(columnsFound, bruteColumns(s, lower: lower, upper: upper, columns: columns)))
        }
    }

    /// Long series (beyond a prefetch chunk per column) with ties and gaps, equal to brute force.
    @Test func longColumnsMatchBruteForce() throws {
        let n = 3 * MinMaxPyramid.prefetchChunk + 11
        let ys = tieAndGapValues(seed: 17, count: n, gapPercent: 2)
        let s = try TimeSeries(xs: (0..<n).map { Double($0) * 0.5 }, ys: ys)
        let range = s.domain!
        let columns = bothAgree(s, range, 3)
        #expect(sameColumns(columns, bruteColumns(s, lower: range.lowerBound, upper: range.upperBound, columns: 3)))
        bothAgree(s, 100...9000, 7)
    }

    @Test func edgeCases() throws {
        let s = randomSeries(seed: 8, count: 500, gapPercent: 15)
        let domain = s.domain!
        // Empty series, empty range, zero columns, negative and huge column counts.
        #expect(bothAgree(.empty, 0...10, 4).count == 4)
        let after = bothAgree(s, domain.upperBound + 1...domain.upperBound + 5, 5)
        let before = bothAgree(s, domain.lowerBound - 9...domain.lowerBound - 1, 5)
        #expect(after.count == 5 && after.allSatisfy { $0.isEmpty })
        #expect(before.count == 5 && before.allSatisfy { $0.isEmpty })
        #expect(bothAgree(s, domain, 0).isEmpty)
        #expect(bothAgree(s, domain, -2).isEmpty)
        #expect(bothAgree(s, domain, Int.max).count == MinMaxPyramid.maxColumns)
        // Zero-width range: everything at that x in the first column.
        let x = s.xs[200]
        let zero = bothAgree(s, x...x, 3)
        let atX = try #require(s.xs.firstIndex(of: x))..<(try #require(s.xs.lastIndex(of: x)) + 1)
        #expect(zero[0].indices == atX)
        // Infinite and huge bounds.
        bothAgree(s, -Double.infinity...Double.infinity, 9)
        bothAgree(s, -Double.infinity...domain.lowerBound + 50, 9)
        bothAgree(s, domain.upperBound - 50...Double.infinity, 9)
        bothAgree(s, -1e308...1e308, 4)
        // All gaps.
        let gaps = try TimeSeries(xs: [1, 2, 3], ys: [.nan, .infinity, -.infinity])
        #expect(bothAgree(gaps, 0...4, 1)[0] == ColumnSummary(indices: 0..<3, minIndex: nil, maxIndex: nil, finiteCount: 0))
    }
}
