import Testing

@testable import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO

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

/// Issue 14, point 2: no input can give the range selector NaN geometry or a backwards range.
@Suite struct RangeTotalityTests {
    @Test func anExtremeDomainKeepsAFiniteSpanAndHitTestingWorks() {
        var c = try! RangeSelectorController(
            domain: -1e308...1e308, initialRange: -1e308...1e308, viewport: Rect(x: 0, y: 40, width: 1024, height: 600))
        #expect(c.constraint.domainSpan.isFinite)
        let (l, r) = c.selectionPixels
        #expect(l.isFinite && r.isFinite && l <= r)
        // A click and a mouse wheel on the overview (the two traps of the issue).
        let p = Point(x: 300, y: c.geometry.overviewPlot.midY)
        _ = c.hitTest(p)
        c.handle(.pointer(.down, .mouse, at: p, time: 0))
        c.handle(.pointer(.move, .mouse, at: Point(x: 900, y: p.y), time: 0.01))
        c.handle(.pointer(.up, .mouse, at: Point(x: 900, y: p.y), time: 0.02))
        c.handle(.scroll(dx: 0, dy: -3, isPrecise: false, location: p, time: 0.03))
        c.advance(to: 1)
        let v = c.visibleRange
        #expect(v.lowerBound.isFinite && v.upperBound.isFinite && v.lowerBound <= v.upperBound)
        #expect(c.selectionPixels.left.isFinite && c.selectionPixels.right.isFinite)
        #expect(c.mainX(1e308).isFinite && c.overviewX(-1e308).isFinite && c.mainX(.nan).isFinite)
    }

    @Test func overviewZonesAreTotal() {
        for (l, r) in [(Double.nan, 5.0), (0, .infinity), (10, 2), (-.infinity, .infinity), (1e308, -1e308)] {
            let z = RangeHitTarget.overviewZones(left: l, right: r)
            #expect(z.lower.lowerBound <= z.lower.upperBound && z.body.lowerBound <= z.body.upperBound)
            #expect(!z.body.lowerBound.isNaN && !z.upper.upperBound.isNaN)
        }
        // Reversed edges are the same selection as ordered ones.
        #expect(RangeHitTarget.overviewZones(left: 200, right: 100) == RangeHitTarget.overviewZones(left: 100, right: 200))
    }
}
