import WheelRendering
import PropertyBased
import Testing
import WheelMotion

@Suite struct RubberBandTests {
    @Test func matchesTheFormula() {
        let d = 400.0, c = 0.55
        for x in [-1000.0, -50, -1, 0, 0.5, 10, 200, 5000] {
            let expected = (1 - 1 / (abs(x) * c / d + 1)) * d * (x < 0 ? -1 : 1)
            #expect(abs(RubberBand.offset(overscroll: x, dimension: d) - expected) < 1e-9)
        }
        // Slope c at the edge, bounded by the dimension far out.
        #expect(abs(RubberBand.offset(overscroll: 1e-6, dimension: d) / 1e-6 - c) < 1e-6)
        #expect(RubberBand.offset(overscroll: 1e12, dimension: d) < d)
        #expect(RubberBand.offset(overscroll: .infinity, dimension: d) == d)
        #expect(RubberBand.offset(overscroll: -.infinity, dimension: d) == -d)
    }

    @Test func degenerateInputIsFinite() {
        #expect(RubberBand.offset(overscroll: 30, dimension: 0) == 0)
        #expect(RubberBand.offset(overscroll: 30, dimension: -5) == 0)
        #expect(RubberBand.offset(overscroll: .nan, dimension: 100) == 0)
        #expect(RubberBand.offset(overscroll: 30, dimension: .nan) == 0)
        #expect(RubberBand.offset(overscroll: 30, dimension: 100, coefficient: 0) == 0)
        #expect(RubberBand.offset(overscroll: 30, dimension: .infinity) == 30 * 0.55)
        #expect(RubberBand.overscroll(offset: 10, dimension: 0) == .greatestFiniteMagnitude)
        #expect(RubberBand.overscroll(offset: -100, dimension: 100) == -.greatestFiniteMagnitude)
        #expect(RubberBand.overscroll(offset: .nan, dimension: 100) == 0)
        #expect(RubberBand.overscroll(offset: 0, dimension: 0) == 0)
    }

    @Test func inverseRoundTrips() async {
        await propertyCheck(
            count: 200,
            input: Gen.double(in: -5000...5000), Gen.double(in: 1...2000), Gen.double(in: 0.05...1)
        ) { x, d, c in
            let y = RubberBand.offset(overscroll: x, dimension: d, coefficient: c)
            #expect(abs(y) < d)
            #expect(abs(y) <= abs(x) * c + 1e-9)  // never more than the linear slope
            let back = RubberBand.overscroll(offset: y, dimension: d, coefficient: c)
            #expect(abs(back - x) <= 1e-6 * max(1, abs(x)))
        }
    }
}
