import SeriesIO
import Testing
import WheelMotion
import WheelRendering

@testable import WheelCharts

@Suite struct RangeSelectorControllerTests {
    typealias F = RangeFixture

    @Test func initialRangeRunsFromSixtyToEightyPercentByIndex() {
        let c = F.controller(points: 2_001)
        #expect(c.visibleRange == (F.t0 + 1_200 * F.hour)...(F.t0 + 1_600 * F.hour))
        #expect(c.phase == .idle && !c.isAnimating)
    }

    @Test func selectionPixelsAndTheMainScaleAgreeWithTheVisibleRange() {
        let c = F.controller()
        let (l, r) = c.selectionPixels
        #expect(abs(c.overviewData(l) - c.visibleRange.lowerBound) < 1e-3)
        #expect(abs(c.overviewData(r) - c.visibleRange.upperBound) < 1e-3)
        #expect(abs(c.mainX(c.visibleRange.lowerBound) - c.geometry.mainPlot.x) < 1e-9)
        #expect(abs(c.mainX(c.visibleRange.upperBound) - c.geometry.mainPlot.maxX) < 1e-9)
    }

    @Test func draggingTheBodyKeepsTheGrabOffset() {
        var c = F.controller()
        let (l, r) = c.selectionPixels
        let grabX = l + (r - l) * 0.8  // well off-centre
        let offset = c.overviewData(grabX) - c.visibleRange.lowerBound
        let span = c.span
        c.drag(from: grabX, to: grabX - 120, y: c.overviewY, at: 0, release: false)
        #expect(c.phase == .draggingBody)
        #expect(abs(c.span - span) < 1e-6)
        #expect(abs(c.overviewData(grabX - 120) - c.visibleRange.lowerBound - offset) < 1e-3)
        #expect(abs(c.selectionPixels.left - (l - 120)) < 1e-6)
    }

    @Test func aHandleDraggedPastTheOtherStopsAtTheMinimumSpan() {
        var c = F.controller()
        let upper = c.visibleRange.upperBound
        c.drag(
            from: c.selectionPixels.left, to: c.geometry.overviewPlot.maxX + 50, y: c.overviewY, at: 0,
            release: false)
        #expect(c.phase == .draggingLower)
        #expect(c.visibleRange.upperBound == upper)
        #expect(abs(c.span - 4 * 86_400) < 1e-6)
        c.up(0, 0, at: 1)
        var d = F.controller()
        let lower = d.visibleRange.lowerBound
        d.drag(from: d.selectionPixels.right, to: 0, y: d.overviewY, at: 0)
        #expect(d.visibleRange.lowerBound == lower && abs(d.span - 4 * 86_400) < 1e-6)
    }

    @Test func aHandleStopsAtTheDomainEdge() {
        var c = F.controller()
        let upper = c.visibleRange.upperBound
        c.drag(from: c.selectionPixels.left, to: -500, y: c.overviewY, at: 0)
        #expect(c.visibleRange == c.constraint.domain.lowerBound...upper)
        #expect(c.phase == .idle)
    }

    @Test func draggingTheMainChartRightMovesTheRangeLeft() {
        var c = F.controller()
        let before = c.visibleRange
        let w = c.geometry.mainPlot.width
        c.drag(from: 300, to: 400, y: c.mainY, at: 0, steps: 10, dt: 0.5)  // slow: no fling
        let shift = 100 / w * (before.upperBound - before.lowerBound)
        #expect(abs(c.visibleRange.lowerBound - (before.lowerBound - shift)) < 1e-3)
        #expect(c.phase == .idle)
    }

    @Test func aFlingCoastsAndStopsAtTheDomainEdge() {
        var c = F.controller()
        let (l, r) = c.selectionPixels
        let t = c.drag(from: (l + r) / 2, to: (l + r) / 2 + 100, y: c.overviewY, at: 0, steps: 10, dt: 0.008)
        #expect(c.phase == .momentum && c.isAnimating)
        var time = t
        var last = c.visibleRange.lowerBound
        while c.isAnimating && time < t + 5 {
            time += 1.0 / 60
            c.advance(to: time)
            #expect(c.visibleRange.lowerBound >= last)
            last = c.visibleRange.lowerBound
        }
        #expect(c.phase == .idle)
        #expect(c.visibleRange.upperBound == c.constraint.domain.upperBound)
    }

    @Test func aNewTouchStopsACoastAtOnce() {
        var c = F.controller()
        let t = c.drag(from: 500, to: 300, y: c.mainY, at: 0, steps: 8, dt: 0.01)
        #expect(c.phase == .momentum)
        c.advance(to: t + 0.05)
        let held = c.visibleRange
        c.down(500, c.mainY, at: t + 0.06, PointerID.touch(1))
        #expect(c.phase == .panning)
        c.advance(to: t + 0.5)
        #expect(c.visibleRange == held)
        var k = F.controller()
        k.drag(from: 500, to: 300, y: k.mainY, at: 0, steps: 8, dt: 0.01)
        k.handle(.key(.left, time: 0.2))
        #expect(k.phase == .idle)
    }

    @Test(arguments: MomentumCurve.allCases)
    func coastingIsFrameRateIndependent(curve: MomentumCurve) {
        func run(fps: Double) -> [ClosedRange<Double>] {
            var c = F.controller(points: 20_000, curve: curve)
            let t = c.drag(from: 600, to: 450, y: c.mainY, at: 0, steps: 6, dt: 0.01)
            var samples: [ClosedRange<Double>] = []
            var k = 1
            while Double(k) / fps <= 3 {
                let time = Double(k) / fps
                if time > t { c.advance(to: time) }
                if k % Int(fps / 6) == 0 { samples.append(c.visibleRange) }
                k += 1
            }
            return samples
        }
        let a = run(fps: 30)
        let b = run(fps: 144)
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) {
            #expect(abs(x.lowerBound - y.lowerBound) < 1e-6 && abs(x.upperBound - y.upperBound) < 1e-6)
        }
        #expect(a.first != a.last)  // it did move
    }

    @Test func scrollZoomsAroundThePointer() {
        var c = F.controller()
        let px = 700.0
        let x = c.mainData(px)
        let span = c.span
        c.handle(.scroll(dy: 1, location: Point(x: px, y: c.mainY), time: 0))
        c.advance(to: 0.25)
        #expect(abs(c.span - span / 1.25) < 1e-6)
        #expect(abs(c.mainData(px) - x) < 1e-3)
        c.handle(.scroll(dy: -2, location: Point(x: px, y: c.mainY), time: 0.5))
        c.advance(to: 0.75)
        #expect(c.span > span)
        for i in 0..<50 {
            c.handle(.scroll(dy: 3, location: Point(x: px, y: c.mainY), time: 1 + Double(i)))
        }
        c.advance(to: 60)
        #expect(abs(c.span - 4 * 86_400) < 1e-6)
    }

    @Test func keysPanZoomAndJumpToTheEnds() {
        var c = F.controller()
        let span = c.span
        var t = 0.0
        func press(_ key: NavigationKey) {
            c.handle(.key(key, time: t))
            t += 0.25
            c.advance(to: t)
        }
        press(.home)
        #expect(c.visibleRange.lowerBound == c.constraint.domain.lowerBound && abs(c.span - span) < 1e-6)
        press(.end)
        #expect(c.visibleRange.upperBound == c.constraint.domain.upperBound && abs(c.span - span) < 1e-6)
        press(.left)
        #expect(abs(c.visibleRange.upperBound - (c.constraint.domain.upperBound - 0.1 * span)) < 1e-3)
        press(.plus)
        #expect(abs(c.span - span / 1.5) < 1e-3)
        press(.minus)
        #expect(abs(c.span - span) < 1e-3)
        for _ in 0..<20 { press(.plus) }
        #expect(abs(c.span - 4 * 86_400) < 1e-6)
        #expect(!c.isAnimating)
    }

    // MARK: - Animated range changes (keys, wheel notches, a press beside the selection)

    /// The range over frames of `hz` from `t0` to `t1` (inclusive of neither), advancing `c`.
    static func frames(_ c: inout RangeSelectorController, from t0: Double, to t1: Double, hz: Double) -> [(
        Double, ClosedRange<Double>
    )] {
        var out: [(Double, ClosedRange<Double>)] = []
        var k = 1
        while t0 + Double(k) / hz < t1 {
            let t = t0 + Double(k) / hz
            c.advance(to: t)
            out.append((t, c.visibleRange))
            k += 1
        }
        return out
    }

    /// A key zoom glides over about 250 ms (easing out), a pure function of time: the range at
    /// a given instant is the same at 30, 60, 120 and 144 Hz; it lands exactly on the target
    /// and stops asking for frames. Before, the range jumped on the key.
    @Test(arguments: [30.0, 60, 120, 144])
    func aKeyZoomGlidesAndLandsExactly(_ hz: Double) {
        var c = F.controller()
        let start = c.visibleRange
        let span = c.span
        let events = c.handle(.key(.plus, time: 1))
        #expect(events.isEmpty && c.visibleRange == start && c.isAnimating)
        let seen = Self.frames(&c, from: 1, to: 1.25, hz: hz)
        #expect(seen.count >= 6)
        var last = span
        for (t, r) in seen {
            let s = r.upperBound - r.lowerBound
            #expect(s < last && s > span / 1.5, "t \(t): span \(s)")
            last = s
            // The centre stays (a zoom about the centre), and the instant alone decides the range.
            #expect(abs((r.lowerBound + r.upperBound) / 2 - (start.lowerBound + start.upperBound) / 2) < 1e-3)
            var fresh = F.controller()
            fresh.handle(.key(.plus, time: 1))
            fresh.advance(to: t)
            #expect(fresh.visibleRange == r)
        }
        // Eased out: over half the way in the first third.
        var probe = F.controller()
        probe.handle(.key(.plus, time: 1))
        probe.advance(to: 1 + 0.25 / 3)
        #expect(probe.span < span - (span - span / 1.5) / 2)
        c.advance(to: 1.25)
        #expect(abs(c.span - span / 1.5) < 1e-6 && !c.isAnimating)
        #expect(c.advance(to: 2).isEmpty)
    }

    /// A key pressed mid-animation retargets from where the range is shown (no jump) and adds
    /// up with the first; twenty quick presses end at the minimum span through the constraint,
    /// and every frame on the way is a valid range (inside the domain, at least the minimum span).
    @Test func quickKeysAddUpWithoutJumpsThroughTheMinimumSpan() {
        var c = F.controller()
        let span = c.span
        c.handle(.key(.plus, time: 0))
        c.advance(to: 0.1)
        let before = c.visibleRange
        c.handle(.key(.plus, time: 0.1))
        #expect(c.visibleRange == before)
        c.advance(to: 0.1 + 1.0 / 60)
        #expect(abs(c.span - (before.upperBound - before.lowerBound)) < 0.2 * span)
        c.advance(to: 0.35)
        #expect(abs(c.span - span / 2.25) < 1e-3)
        var t = 1.0
        for _ in 0..<20 {
            c.handle(.key(.plus, time: t))
            t += 0.01
            c.advance(to: t)
        }
        for (_, r) in Self.frames(&c, from: t, to: t + 0.3, hz: 60) {
            #expect(
                r.lowerBound >= c.constraint.domain.lowerBound
                    && r.upperBound <= c.constraint.domain.upperBound)
            #expect(r.upperBound - r.lowerBound >= 4 * 86_400 - 1e-6)
        }
        c.advance(to: t + 0.3)
        #expect(abs(c.span - 4 * 86_400) < 1e-6 && !c.isAnimating)
    }

    /// A mouse-wheel notch glides too, keeping the data under the pointer under it on every
    /// frame; trackpad (precise) scrolling follows at once.
    @Test func aWheelNotchGlidesAroundThePointer() {
        var c = F.controller()
        let px = 700.0
        let x = c.mainData(px)
        let span = c.span
        c.handle(.scroll(dy: 1, location: Point(x: px, y: c.mainY), time: 0))
        #expect(abs(c.span - span) < 1e-6)
        for (t, _) in Self.frames(&c, from: 0, to: 0.25, hz: 60) {
            #expect(abs(c.mainData(px) - x) < 1e-3, "t \(t)")
            #expect(c.span < span && c.span > span / 1.25)
        }
        c.advance(to: 0.25)
        #expect(abs(c.span - span / 1.25) < 1e-6)
        c.handle(.scroll(dy: 1, isPrecise: true, location: Point(x: px, y: c.mainY), time: 1))
        #expect(c.span < span / 1.25 && !c.isAnimating)
    }

    /// A press beside the selection glides the selection to centre there; a pointer down
    /// mid-glide stops it where it is, and a drag after the press follows the pointer at once.
    @Test func aPressBesideGlidesAndAPointerStopsIt() {
        var c = F.controller()
        let span = c.span
        let (_, r) = c.selectionPixels
        let px = r + 60
        let x = c.overviewData(px)
        c.down(px, c.overviewY, at: 0)
        #expect(c.phase == .draggingBody && c.isAnimating)
        c.up(px, c.overviewY, at: 0.05)
        let seen = Self.frames(&c, from: 0, to: 0.25, hz: 60)
        #expect(seen.count > 10)
        for (_, range) in seen {
            #expect(
                range.lowerBound + span / 2 < x + 1e-6
                    && abs(range.upperBound - range.lowerBound - span) < 1e-3)
        }
        c.advance(to: 0.25)
        #expect(abs((c.visibleRange.lowerBound + c.visibleRange.upperBound) / 2 - x) < 1e-3)
        // Another press, then a drag: the selection follows the pointer from the grab.
        let px2 = c.selectionPixels.left - 200
        c.down(px2, c.overviewY, at: 1)
        c.advance(to: 1.05)
        let mid = c.visibleRange
        c.move(px2 + 10, c.overviewY, at: 1.06)
        #expect(!c.isAnimating && c.visibleRange != mid)
        c.up(px2 + 10, c.overviewY, at: 1.5)
        // A key glide, stopped by a press on the main chart at 0.1 s: it stays where it was.
        c.handle(.key(.minus, time: 2))
        c.advance(to: 2.1)
        let shown = c.visibleRange
        c.down(500, c.mainY, at: 2.1)
        c.advance(to: 3)
        #expect(c.visibleRange == shown && !c.isAnimating)
    }

    @Test func pinchZoomsAroundTheFingers() {
        var c = F.controller()
        let a = PointerID.touch(1)
        let b = PointerID.touch(2)
        let y = c.mainY
        let mid = c.mainData(500)
        let span = c.span
        c.down(450, y, at: 0, a)
        c.down(550, y, at: 0.01, b)
        #expect(c.phase == .zooming)
        c.move(400, y, at: 0.02, a)
        c.move(600, y, at: 0.03, b)
        #expect(abs(c.span - span / 2) < 1e-3)
        #expect(abs(c.mainData(500) - mid) < 1e-3)
        for i in 0..<10 { c.move(500 - 400 - Double(i) * 40, y, at: 0.04 + Double(i) * 0.01, a) }
        c.move(500 + 400, y, at: 0.2, b)
        #expect(c.span >= 4 * 86_400 - 1e-6)
        c.up(900, y, at: 0.3, b)
        #expect(c.phase == .panning)
        c.up(0, y, at: 0.4, a)
        #expect(c.phase != .zooming)
    }

    @Test func touchTargetsAreAtLeastFortyFourPointsWide() {
        for w in [0.0, 0.5, 3, 20, 43, 44, 60, 88, 100, 400] {
            let z = RangeHitTarget.overviewZones(left: 300, right: 300 + w)
            for zone in [z.lower, z.body, z.upper] { #expect(zone.upperBound - zone.lowerBound >= 44 - 1e-9) }
            #expect(
                z.lower.upperBound <= z.body.lowerBound + 1e-9
                    && z.body.upperBound <= z.upper.lowerBound + 1e-9)
            #expect(z.body.contains(300 + w / 2))
        }
    }

    /// A minimum-span selection at either end of the overview (shrunk, then flung or sent
    /// there) keeps its handles inside the overview plot: each handle, drawn at its zone's
    /// centre (10 points wide), ends at the plot's end at the farthest. Before, the right one sat
    /// about 25 points past the data's end, in the margin. A wide selection at an end too.
    @Test(arguments: [NavigationKey.end, .home])
    func handlesStayInsideTheOverviewAtTheEnds(_ key: NavigationKey) {
        for points in [2_000, 87_600] {
            var c = F.controller(points: points)
            var t = 0.0
            for _ in 0..<20 {
                c.handle(.key(.plus, time: t))
                t += 0.5
                c.advance(to: t)
            }
            c.handle(.key(key, time: t))
            c.advance(to: t + 5)
            for wide in [false, true] {
                if wide {
                    for _ in 0..<3 {
                        c.handle(.key(.minus, time: t))
                        t += 0.5
                        c.advance(to: t)
                    }
                    c.handle(.key(key, time: t))
                    c.advance(to: t + 5)
                }
                let ov = c.geometry.overviewPlot
                let z = c.overviewZones
                for zone in [z.lower, z.upper] {
                    let centre = (zone.lowerBound + zone.upperBound) / 2
                    #expect(
                        centre - 5 >= ov.x - 1e-9 && centre + 5 <= ov.maxX + 1e-9,
                        "\(key) \(points) wide \(wide): handle at \(centre), overview \(ov.x)...\(ov.maxX)")
                    #expect(zone.upperBound - zone.lowerBound >= 44 - 1e-9)
                }
                #expect(z.body.upperBound - z.body.lowerBound >= 44 - 1e-9)
            }
        }
    }

    @Test func aVeryNarrowSelectionCanStillBeDraggedByItsBody() {
        // 10 years of hours, 4-day selection: well under a point wide on the overview.
        var c = F.controller(points: 87_600)
        c.setVisibleRange(c.visibleRange.lowerBound...c.visibleRange.lowerBound)
        let (l, r) = c.selectionPixels
        #expect(r - l < 2)
        #expect(c.hitTest(Point(x: (l + r) / 2, y: c.overviewY)) == .body)
        #expect(c.hitTest(Point(x: l - 30, y: c.overviewY)) == .lowerHandle)
        #expect(c.hitTest(Point(x: r + 30, y: c.overviewY)) == .upperHandle)
        let before = c.visibleRange
        c.drag(from: (l + r) / 2, to: (l + r) / 2 + 50, y: c.overviewY, at: 0, steps: 5, dt: 0.5)
        #expect(c.visibleRange.lowerBound > before.lowerBound && abs(c.span - 4 * 86_400) < 1e-6)
    }

    @Test func codeCallsAreConstrained() throws {
        var c = F.controller()
        let d = c.constraint.domain
        c.setVisibleRange(d.lowerBound - 1e9...d.lowerBound - 1e9 + 10)
        #expect(c.visibleRange == d.lowerBound...(d.lowerBound + 4 * 86_400))
        try c.pan(bySeconds: 1e12)
        #expect(c.visibleRange.upperBound == d.upperBound)
        try c.zoom(by: 1e-9, aroundTime: d.upperBound)
        #expect(abs(c.span - 4 * 86_400) < 1e-6)
        try c.zoom(by: 1e9, aroundTime: 0)
        #expect(c.visibleRange == d)
    }

    /// Mistakes throw, naming the value, and change nothing, as the wheel's do.
    @Test(arguments: [0, Double.nan, -3, Double.infinity, -Double.infinity])
    func zoomRefusesFactorsThatAreNotPositiveAndFinite(_ factor: Double) throws {
        var c = F.controller()
        let before = c.visibleRange
        #expect {
            try c.zoom(by: factor, aroundTime: before.lowerBound)
        } throws: { error in
            (error as? RangeError)?.values.map(\.name) == ["factor"]
        }
        #expect(c.visibleRange == before)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func panAndZoomRefuseTimesThatAreNotFinite(_ bad: Double) throws {
        var c = F.controller()
        let before = c.visibleRange
        #expect(throws: RangeError.self) { try c.pan(bySeconds: bad) }
        #expect {
            try c.zoom(by: 0.5, aroundTime: bad)
        } throws: { error in
            (error as? RangeError)?.values.map(\.name) == ["time"]
        }
        #expect(c.visibleRange == before)
    }

    @Test func anEmptySeriesIsRefusedNotGivenADomain() {
        #expect(RangeSelectorController.domain(of: .empty) == nil)
        #expect {
            try RangeSelectorController(series: .empty, viewport: F.viewport)
        } throws: { error in
            (error as? RangeError)?.values.map(\.name) == ["series.count"]
        }
    }

    @Test func degenerateSeriesGetAUsableDomain() {
        let one = try! RangeSelectorController(
            series: try! TimeSeries(xs: [F.t0], ys: [3]), viewport: F.viewport)
        #expect(one.visibleRange == (F.t0 - 1_800)...(F.t0 + 1_800))
        var zero = try! RangeSelectorController(
            series: F.hourly(100), viewport: Rect(x: 0, y: 0, width: 0, height: 0))
        zero.handle(.scroll(dy: 1, location: Point(x: 0, y: 0), time: 0))
        zero.drag(from: 0, to: 10, y: 0, at: 0)
        #expect(
            zero.visibleRange.lowerBound.isFinite && zero.mainX(F.t0).isFinite
                && zero.overviewData(3).isFinite)
    }
}
