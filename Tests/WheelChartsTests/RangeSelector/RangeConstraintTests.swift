import Testing

@testable import WheelCharts

@Suite struct RangeConstraintTests {
    let c = RangeConstraint(domain: 0...1000, minimumSpan: 100)

    @Test func translationShiftsIntoTheDomainKeepingTheSpan() {
        #expect(c.constrain(lower: -50, upper: 150, anchor: .translate) == 0...200)
        #expect(c.constrain(lower: 950, upper: 1150, anchor: .translate) == 800...1000)
        #expect(c.constrain(lower: 10, upper: 20, anchor: .translate) == 0...100)
    }

    @Test func aHandleDraggedPastTheOtherStopsAtTheMinimumSpan() {
        #expect(c.constrain(lower: 900, upper: 500, anchor: .keepUpper) == 400...500)
        #expect(c.constrain(lower: 500, upper: 120, anchor: .keepLower) == 500...600)
        #expect(c.constrain(lower: -300, upper: 500, anchor: .keepUpper) == 0...500)
        #expect(c.constrain(lower: 500, upper: 5000, anchor: .keepLower) == 500...1000)
        // The fixed end near the edge: the range shifts, never shrinks.
        #expect(c.constrain(lower: 990, upper: 960, anchor: .keepLower) == 900...1000)
    }

    @Test func zoomKeepsTheAnchorAtItsFraction() {
        let r = c.constrain(lower: 490, upper: 510, anchor: .around(505))
        #expect(r == 430...530)
        let out = c.constrain(lower: -1000, upper: 3000, anchor: .around(0))
        #expect(out == 0...1000)
    }

    @Test func aDomainShorterThanTheMinimumSpanIsShownWhole() {
        let short = RangeConstraint(domain: 10...40, minimumSpan: 100)
        #expect(short.effectiveMinimumSpan == 30)
        for anchor: RangeConstraint.Anchor in [.translate, .keepLower, .keepUpper, .around(20)] {
            #expect(short.constrain(lower: 15, upper: 16, anchor: anchor) == 10...40)
        }
    }

    @Test func nonFiniteProposalsKeepTheFallback() {
        #expect(c.constrain(lower: .nan, upper: 5, anchor: .translate, fallback: 100...300) == 100...300)
        #expect(c.constrain(lower: 0, upper: .infinity, anchor: .keepLower, fallback: 100...300) == 100...300)
        #expect(c.constrain(lower: .nan, upper: .nan, anchor: .around(.nan)) == 0...1000)
        let bad = RangeConstraint(domain: -Double.infinity...1, minimumSpan: .nan)
        #expect(bad.domain == 0...1 && bad.minimumSpan == 0)
    }
}
