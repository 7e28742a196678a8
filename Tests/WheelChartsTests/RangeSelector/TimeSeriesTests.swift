import PropertyBased
import Testing

@testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

@Suite struct TimeSeriesTests {
    @Test func validatesCountsFinitenessAndOrder() throws {
        #expect(throws: TimeSeriesError.countMismatch(xs: 2, ys: 1)) { try TimeSeries(xs: [1, 2], ys: [1]) }
        #expect(throws: TimeSeriesError.nonFiniteX(index: 1)) { try TimeSeries(xs: [1, .nan], ys: [1, 2]) }
        #expect(throws: TimeSeriesError.nonFiniteX(index: 0)) { try TimeSeries(xs: [.infinity], ys: [1]) }
        #expect(throws: TimeSeriesError.notSorted(index: 2)) {
            try TimeSeries(xs: [1, 3, 2], ys: [1, 2, 3])
        }
        let s = try TimeSeries(xs: [1, 1, 2], ys: [.nan, 5, -3])
        #expect(s.count == 3)
        #expect(s.domain == 1...2)
        #expect(s.valueRange == -3...5)
        #expect(TimeSeries.empty.domain == nil)
        #expect(TimeSeries.empty.valueRange == nil)
        #expect(try TimeSeries(xs: [1], ys: [.nan]).valueRange == nil)
    }

    @Test func sortedIsStableAndReportsReordering() throws {
        let (already, wasSorted0) = try TimeSeries.sorted(xs: [1, 2, 2], ys: [1, 2, 3])
        #expect(!wasSorted0)
        #expect(already.ys == [1, 2, 3])
        let (s, wasSorted) = try TimeSeries.sorted(xs: [5, 1, 5, 1, 3], ys: [10, 20, 30, 40, 50])
        #expect(wasSorted)
        #expect(s.xs == [1, 1, 3, 5, 5])
        #expect(s.ys == [20, 40, 50, 10, 30])
        #expect(throws: TimeSeriesError.self) { try TimeSeries.sorted(xs: [1, .nan], ys: [1, 2]) }
    }

    @Test func sortedMatchesReferenceStableSort() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...9).array(of: 0...40)) { keys in
            let xs = keys.map(Double.init)
            let ys = xs.indices.map(Double.init)
            let (s, _) = try! TimeSeries.sorted(xs: xs, ys: ys)
            let reference = xs.indices.sorted { (xs[$0], $0) < (xs[$1], $1) }
            #expect(s.xs == reference.map { xs[$0] })
            #expect(s.ys == reference.map { ys[$0] })
        }
    }

    @Test func lookupsMatchLinearScan() async {
        await propertyCheck(
            count: 200, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...60), Gen.double(in: 990...1130)
        ) {
            seed, n, x in
            let s = randomSeries(seed: seed, count: n)
            let probe = n > 0 && seed % 3 == 0 ? s.xs[Int(seed % UInt64(n))] : x.rounded()  // hit exact ties too
            #expect(s.lastIndex(atOrBefore: probe) == s.xs.lastIndex { $0 <= probe })
            #expect(s.firstIndex(atOrAfter: probe) == s.xs.firstIndex { $0 >= probe })
            #expect(s.lastIndex(atOrBefore: x) == s.xs.lastIndex { $0 <= x })
            #expect(s.firstIndex(atOrAfter: x) == s.xs.firstIndex { $0 >= x })
        }
    }

    @Test func lookupEdgeCases() throws {
        let s = try TimeSeries(xs: [1, 2, 2, 2, 3], ys: [0, 0, 0, 0, 0])
        #expect(s.lastIndex(atOrBefore: 2) == 3)
        #expect(s.firstIndex(atOrAfter: 2) == 1)
        #expect(s.lastIndex(atOrBefore: 0.5) == nil)
        #expect(s.firstIndex(atOrAfter: 3.5) == nil)
        #expect(s.lastIndex(atOrBefore: .infinity) == 4)
        #expect(s.firstIndex(atOrAfter: -.infinity) == 0)
        #expect(s.lastIndex(atOrBefore: .nan) == nil)
        #expect(s.firstIndex(atOrAfter: .nan) == nil)
        #expect(TimeSeries.empty.lastIndex(atOrBefore: 0) == nil)
        #expect(TimeSeries.empty.firstIndex(atOrAfter: 0) == nil)
    }

    @Test func randomWalkIsDeterministicAndHourly() {
        let a = SyntheticSeries.randomWalk(count: 1000, seed: 42)
        let b = SyntheticSeries.randomWalk(count: 1000, seed: 42)
        let c = SyntheticSeries.randomWalk(count: 1000, seed: 43)
        #expect(a.xs == b.xs && a.ys == b.ys)
        #expect(a.ys != c.ys)
        #expect(a.xs.first == 1_262_304_000)
        #expect(a.xs[1] - a.xs[0] == 3600)
        #expect(a.ys.allSatisfy { $0.isFinite })
        // Steps have roughly unit variance.
        let steps = (1..<a.count).map { a.ys[$0] - a.ys[$0 - 1] }
        let variance = steps.map { $0 * $0 }.reduce(0, +) / Double(steps.count)
        #expect(variance > 0.8 && variance < 1.2)
        #expect(steps.allSatisfy { abs($0) <= 2 * 1.7320508075688772 })
    }

    @Test func randomWalkHandlesBadInput() throws {
        #expect(SyntheticSeries.randomWalk(count: -5, seed: 1).isEmpty)
        let s = SyntheticSeries.randomWalk(count: 10, seed: 1, start: .nan, step: -1, initialValue: .infinity)
        #expect(try TimeSeries(xs: s.xs, ys: s.ys).count == 10)
        #expect(s.ys.allSatisfy { $0.isFinite })
        let huge = SyntheticSeries.randomWalk(count: 10, seed: 1, step: 1e308)
        #expect(huge.xs.allSatisfy { $0.isFinite })
    }

    @Test func randomWalkMillionPoints() {
        let s = SyntheticSeries.randomWalk(count: 1_000_000, seed: 7, step: 1)
        #expect(s.count == 1_000_000)
        #expect(s.domain == (1_262_304_000.0)...(1_263_303_999.0))
    }
}

@Suite struct HintedSearchTests {
    @Test func hintedLowerBoundMatchesBisection() async {
        await propertyCheck(
            count: 300, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...80), Gen.int(in: -5...90),
            Gen.double(in: 990...1150)
        ) { seed, n, hint, x in
            let s = randomSeries(seed: seed, count: n)
            let a = Int(seed % UInt64(n + 1))
            let range = a..<n
            #expect(s.lowerBound(x, in: range, hint: hint) == s.lowerBound(x, in: range))
            let exact = n > 0 ? s.xs[Int(seed % UInt64(n))] : x
            #expect(s.lowerBound(exact, in: 0..<n, hint: hint) == s.lowerBound(exact, in: 0..<n))
        }
    }
}
