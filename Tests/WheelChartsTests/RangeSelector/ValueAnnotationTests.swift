import PropertyBased
import Testing

@testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

@Suite struct ValueAnnotationTests {
    /// The reference: the largest index with x ≤ upper, then back to the nearest finite value.
    static func linearScan(_ s: TimeSeries, _ upper: Double) -> ValueAnnotation? {
        var last: Int?
        for i in 0..<s.count where s.xs[i] <= upper { last = i }
        guard var i = last else { return nil }
        let stop = max(0, i - ValueAnnotation.gapSearchLimit)
        while i >= stop {
            if s.ys[i].isFinite { return ValueAnnotation(index: i, x: s.xs[i], y: s.ys[i]) }
            i -= 1
        }
        return nil
    }

    @Test func binarySearchMatchesALinearScan() async {
        await propertyCheck(
            count: 200, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...300),
            Gen.double(in: -0.1...1.1)
        ) { seed, n, f in
            let s = randomSeries(seed: seed, count: n, gapPercent: 20)
            let lo = s.xs.first ?? 0
            let hi = s.xs.last ?? 1
            let upper = lo + (hi - lo) * f
            #expect(ValueAnnotation.find(in: s, atOrBefore: upper) == Self.linearScan(s, upper))
            if let x = s.xs.randomElement() {
                #expect(ValueAnnotation.find(in: s, atOrBefore: x) == Self.linearScan(s, x))
            }
        }
    }

    @Test func edgeCases() throws {
        #expect(ValueAnnotation.find(in: .empty, atOrBefore: 5) == nil)
        let s = try TimeSeries(xs: [1, 2, 2, 3], ys: [10, 20, 21, .nan])
        #expect(ValueAnnotation.find(in: s, atOrBefore: 0.5) == nil)
        #expect(ValueAnnotation.find(in: s, atOrBefore: .nan) == nil)
        #expect(ValueAnnotation.find(in: s, atOrBefore: 2)?.y == 21)  // last of equal timestamps
        #expect(ValueAnnotation.find(in: s, atOrBefore: 99)?.y == 21)  // skips the gap
        let gaps = try TimeSeries(xs: [1, 2], ys: [.nan, .infinity])
        #expect(ValueAnnotation.find(in: gaps, atOrBefore: 5) == nil)
    }
}
