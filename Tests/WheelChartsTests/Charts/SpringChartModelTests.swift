import PropertyBased
import RealModule
import SeriesIO
import Testing
import WheelMotion
import WheelRendering

@testable import WheelCharts

private let categories = ["Q1", "Q2", "Q3", "Q4"]
private let series = [
    ChartSeries(name: "2012", values: [120, 140, 50, 120]),
    ChartSeries(name: "2013", values: [10, 60, 110, 40]),
    ChartSeries(name: "2014", values: [150, 120, 160, 100]),
]
private let viewport = Rect(x: 0, y: 0, width: 1024, height: 640)

private func makeModel(_ rect: Rect = viewport) throws -> SpringChartModel {
    try SpringChartModel(categories: categories, series: series, viewport: rect)
}

private func tap(_ m: inout SpringChartModel, _ p: Point, at t: Double, pointer: PointerID = .mouse)
    -> [SpringChartEvent]
{
    m.handle(.pointer(.down, pointer, at: p, time: t))
        + m.handle(.pointer(.up, pointer, at: p, time: t + 0.02))
}

@Suite struct SpringChartModelTests {
    @Test func startsAtRestWithTheDefaults() throws {
        let m = try makeModel()
        #expect(m.values.values == [120, 140, 50, 120])
        #expect(m.bounciness == 4 && m.speed == 12)
        #expect(m.kind == .column && m.morphProgress == 0)
        #expect(!m.isAnimating)
    }

    @Test func wrongValueCountIsAnErrorNamingTheSeries() {
        let bad = [ChartSeries(name: "2012", values: [1, 2, 3])]
        #expect(throws: RangeError([OutOfRange(name: "series[0].values.count", value: 3, allowed: 4...4)])) {
            try SpringChartModel(categories: categories, series: bad, viewport: viewport)
        }
        do {
            _ = try SpringChartModel(categories: categories, series: bad, viewport: viewport)
        } catch {
            #expect(error.description == "series[0].values.count must be in 4...4, got 3")
        }
        #expect {
            try SpringChartModel(categories: categories, series: [], viewport: viewport)
        } throws: { ($0 as? RangeError)?.values.map(\.name) == ["series.count"] }
        #expect {
            try SpringChartModel(categories: [], series: series, viewport: viewport)
        } throws: { ($0 as? RangeError)?.values.map(\.name) == ["categories.count"] }
    }

    @Test func animateToWrongCountThrows() throws {
        var m = try makeModel()
        #expect(throws: RangeError([OutOfRange(name: "values.count", value: 5, allowed: 4...4)])) {
            try m.animate(to: [1, 2, 3, 4, 5])
        }
    }

    @Test func tappingYear2013ChangesTheYearAndAnimates() throws {
        var m = try makeModel()
        let segment = m.layout.yearControl.segments[1]
        #expect(segment.height >= 44)
        #expect(m.layout.hitTest(segment.center) == .year(1))
        let events = tap(&m, segment.center, at: 0.1)
        #expect(events == [.yearChanged(1)])
        #expect(m.selectedSeries == 1)
        #expect(m.values.targets == [10, 60, 110, 40])
        _ = m.advance(to: 0.2)
        #expect(m.isAnimating)
        #expect(m.values.values[0] < 120 && m.values.values[0] > 10)
        var settled: [SpringChartEvent] = []
        for k in 3...300 { settled += m.advance(to: Double(k) / 10) }
        #expect(settled == [.settled])
        #expect(m.values.values == [10, 60, 110, 40])
    }

    @Test func releasingOutsideTheSegmentDoesNothing() throws {
        var m = try makeModel()
        let segment = m.layout.yearControl.segments[2]
        _ = m.handle(.pointer(.down, at: segment.center, time: 0))
        #expect(m.pressedControl == .year(2))
        let events = m.handle(.pointer(.up, at: Point(x: 5, y: 600), time: 0.1))
        #expect(events.isEmpty && m.selectedSeries == 0)
        #expect(m.pressedControl == nil)
    }

    @Test func tappingPieStartsTheMorph() throws {
        var m = try makeModel()
        let pie = m.layout.kindControl.segments[1]
        #expect(tap(&m, pie.center, at: 0, pointer: PointerID.touch(3)) == [.kindChanged(.pie)])
        _ = m.advance(to: 0.15)
        #expect(m.morphProgress > 0 && m.morphProgress < 1)
        _ = m.advance(to: 5)
        #expect(m.morphProgress == 1 && !m.isAnimating)
    }

    @Test func draggingTheSliderChangesBouncinessClamped() throws {
        var m = try makeModel()
        let s = m.layout.bouncinessSlider
        #expect(s.frame.height >= 44)
        let knob = Point(x: s.knobX(for: m.bounciness), y: s.trackY)
        _ = m.handle(.pointer(.down, at: knob, time: 0))
        #expect(m.bounciness == 4)
        let mid = Point(x: (s.trackStart + s.trackEnd) / 2, y: s.trackY + 30)  // the finger may wander off vertically
        #expect(m.handle(.pointer(.move, at: mid, time: 0.05)) == [.bouncinessChanged(10)])
        _ = m.handle(.pointer(.move, at: Point(x: s.trackEnd + 500, y: s.trackY), time: 0.1))
        #expect(m.bounciness == 20)
        _ = m.handle(.pointer(.move, at: Point(x: -1000, y: s.trackY), time: 0.15))
        #expect(m.bounciness == 0)
        _ = m.handle(.pointer(.up, at: Point(x: -1000, y: s.trackY), time: 0.2))
        #expect(m.bounciness == 0 && m.pressedControl == nil)
        #expect(m.values.spring == SpringDescription(bounciness: 0, speed: 12))
    }

    @Test func sliderDragKeepsValuesInFlightContinuous() throws {
        var m = try makeModel()
        try m.selectSeries(2)
        _ = m.advance(to: 0.1)
        let before = m.values.state(of: 0, at: 0.1)
        let s = m.layout.speedSlider
        _ = m.handle(.pointer(.down, at: Point(x: s.trackStart, y: s.trackY), time: 0.1))
        #expect(m.speed == 0)
        let after = m.values.state(of: 0, at: 0.1)
        #expect(abs(after.position - before.position) < 1e-9 && abs(after.velocity - before.velocity) < 1e-7)
    }

    @Test func keysPickYearKindAndSpring() throws {
        var m = try makeModel()
        func key(_ k: NavigationKey) -> [SpringChartEvent] { m.handle(.key(k, time: 0)) }
        #expect(key(.right) == [.yearChanged(1)])
        #expect(key(.end) == [.yearChanged(2)])
        #expect(key(.right).isEmpty)
        #expect(key(.left) == [.yearChanged(1)])
        #expect(key(.home) == [.yearChanged(0)])
        #expect(key(.down) == [.kindChanged(.pie)])
        #expect(key(.up) == [.kindChanged(.column)])
        #expect(key(.pageUp) == [.bouncinessChanged(5)])
        #expect(key(.pageDown) == [.bouncinessChanged(4)])
        #expect(key(.plus) == [.speedChanged(13)])
        #expect(key(.minus) == [.speedChanged(12)])
        for _ in 0..<30 { _ = key(.plus) }
        #expect(m.speed == 20)
    }

    @Test func pieClipsNegativeOvershootAtZero() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: -100...200), Gen.double(in: -100...200), Gen.double(in: 0...200)
        ) { a, b, c in
            var f: [Double] = []
            let total = PieGeometry.fractions(of: [a, b, c, -1e-9], into: &f)
            #expect(f.allSatisfy { $0 >= 0 && $0 <= 1 })
            #expect(f[3] == 0)
            if a < 0 { #expect(f[0] == 0) }
            if total > 0 {
                #expect(abs(f.reduce(0, +) - 1) < 1e-12)
            } else {
                #expect(f.allSatisfy { $0 == 0 })
            }
        }
    }

    @Test func bouncySpringOvershootNeverGivesANegativeSlice() throws {
        var m = try makeModel()
        _ = try! m.setBounciness(20)
        _ = m.setKind(.pie)
        try m.animate(to: [0, 0, 0, 200])
        var sawNegative = false
        var f: [Double] = []
        for k in 1...200 {
            _ = m.advance(to: Double(k) / 100)
            sawNegative = sawNegative || m.values.values.contains { $0 < 0 }
            m.pieFractions(into: &f)
            #expect(f.allSatisfy { $0 >= 0 })
            #expect(abs(f.reduce(0, +) - 1) < 1e-9)
        }
        #expect(sawNegative)  // the springs did overshoot below zero
    }

    @Test func allZeroPieDrawsAnEmptyRingWithoutNaN() throws {
        var m = try makeModel()
        _ = m.setKind(.pie)
        try m.animate(to: [0, 0, 0, 0])
        _ = m.advance(to: 10)
        var list = DisplayList()
        m.render(into: &list, style: SpringChartStyle(), measurer: MonospaceTextMeasurer())
        #expect(list.points.allSatisfy { $0.isFinite })
        #expect(list.commands.contains { if case .strokeCircle = $0 { true } else { false } })
    }

    /// Continuous in the progress except at the hand-over (progress ½), where the sunk column
    /// and the unopened slice are both empty (area under 0.5 % of the column's, in points²).
    @Test func morphIsContinuousInProgressAndEmptyAtTheHandOver() async {
        let column = Rect(x: 100, y: 200, width: 60, height: 150)
        await propertyCheck(
            count: 200, input: Gen.double(in: 0...1), Gen.double(in: 0.001...1), Gen.double(in: 0...1)
        ) { before, fraction, p in
            let slice = PieGeometry.slice(
                center: Point(x: 400, y: 300), radius: 180, before: before * (1 - fraction),
                fraction: fraction)
            let morph = ColumnSliceMorph(column: column, slice: slice)
            #expect(abs(morph.rotation) <= Double.pi / 4 + 1e-12)
            let q = min(1, p + 1e-6)
            func area(_ t: Double) -> Double {
                var a = 0.0
                let n = ColumnSliceMorph.vertexCount
                for k in 0..<n {
                    let u = morph.vertex(k, progress: t)
                    let v = morph.vertex((k + 1) % n, progress: t)
                    a += u.x * v.y - v.x * u.y
                }
                return abs(a) / 2
            }
            #expect(
                area(0.5 - 1e-4) < 0.005 * column.width * column.height
                    && area(0.5) < 0.005 * column.width * column.height)
            guard abs(p - 0.5) > 1e-4 else { return }
            for k in 0..<ColumnSliceMorph.vertexCount {
                let a = morph.vertex(k, progress: p)
                let b = morph.vertex(k, progress: q)
                #expect(a.isFinite)
                #expect(a.distance(to: b) < 1e-2, "vertex \(k) jumps at progress \(p)")
            }
            // The ends are exactly the column and the slice.
            #expect(morph.vertex(0, progress: 0) == morph.columnVertex(0))
            #expect(morph.vertex(5, progress: 1) == morph.sliceVertex(5))
        }
    }

    @Test func morphEndsAreTheColumnAndTheSlice() {
        let column = Rect(x: 10, y: 20, width: 30, height: 40)
        let slice = Wedge(
            center: Point(x: 200, y: 200), innerRadius: 0, outerRadius: 100, startAngle: -2, endAngle: -1)
        let morph = ColumnSliceMorph(column: column, slice: slice)
        var xs: [Double] = []
        var ys: [Double] = []
        for k in 0..<ColumnSliceMorph.vertexCount {
            let v = morph.vertex(k, progress: 0)
            xs.append(v.x)
            ys.append(v.y)
            let s = morph.vertex(k, progress: 1)
            let r = s.distance(to: slice.center)
            #expect(r < 1e-9 || abs(r - 100) < 1e-9)
        }
        #expect(xs.min() == 10 && xs.max() == 40 && ys.min() == 20 && ys.max() == 60)
    }

    @Test(arguments: [
        Rect.zero, Rect(x: 0, y: 0, width: 10, height: 5), Rect(x: 0, y: 0, width: 1, height: 1e7),
    ])
    func tinyViewportsGiveNoNaN(rect: Rect) throws {
        var m = try makeModel(rect)
        _ = m.setKind(.pie)
        try m.selectSeries(1)
        _ = m.handle(.pointer(.down, at: Point(x: .nan, y: 3), time: 0.01))
        for t in [0.0, 0.1, 0.3] {
            _ = m.advance(to: t)
            var list = DisplayList()
            m.render(into: &list, style: SpringChartStyle(), measurer: MonospaceTextMeasurer())
            #expect(list.points.allSatisfy { $0.isFinite })
            for c in list.commands {
                switch c {
                case .text(let run): #expect(run.position.isFinite)
                case .line(let a, let b, _, _): #expect(a.isFinite && b.isFinite)
                case .fillRoundedRect(let r, _, _), .fillRect(let r, _):
                    #expect(r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite)
                default: break
                }
            }
        }
    }

    /// The sliders' readouts say what the accessible value says: whole steps without decimals
    /// ("4", not "4.0").
    @Test func sliderReadoutsShowWholeStepsWithoutDecimals() throws {
        var m = try makeModel()
        _ = m.handle(.key(.pageUp, time: 0))
        var list = DisplayList()
        m.render(into: &list, style: SpringChartStyle(), measurer: MonospaceTextMeasurer())
        let readouts = list.commands.compactMap { c -> String? in
            if case .text(let r) = c, r.reuseKey?.owner == SpringChartModel.Slot.readout {
                r.string
            } else {
                nil
            }
        }
        #expect(readouts == ["5", "12"])
    }

    @Test func renderEmitsOnePolygonPerCategoryAtEveryProgress() throws {
        var m = try makeModel()
        _ = m.setKind(.pie)
        for t in [0.0, 0.1, 0.2, 2] {
            _ = m.advance(to: t)
            var list = DisplayList()
            m.render(into: &list, style: SpringChartStyle(), measurer: MonospaceTextMeasurer())
            let polygons = list.commands.filter { if case .fillPolygon = $0 { true } else { false } }
            #expect(polygons.count == 4)
        }
    }
}
