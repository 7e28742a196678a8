import Testing

@testable import WheelCharts
@testable import WheelPrimitives
@testable import WheelRendering
import WheelMotion
import SeriesIO

/// The column ↔ pie morph as a picture: shapes never overlap, the two label sets are never
/// shown together, the morph follows the Speed setting, labels show what is drawn, and slider
/// clicks land on the step.
@Suite struct SpringMorphDesignTests {
    static let categories = ["Q1", "Q2", "Q3", "Q4"]
    static let series = [
        ChartSeries(name: "2012", values: [120, 140, 50, 120]),
        ChartSeries(name: "2013", values: [10, 60, 110, 40]),
        ChartSeries(name: "2014", values: [150, 120, 160, 100]),
    ]

    static func model(_ viewport: Rect) throws -> SpringChartModel {
        try SpringChartModel(categories: categories, series: series, viewport: viewport)
    }

    /// The polygons of a frame, as point lists (view space).
    static func polygons(_ list: DisplayList) -> [[Point]] {
        list.commands.compactMap { c in
            if case .fillPolygon(let r, _) = c { Array(list.points[r]) } else { nil }
        }
    }

    static func segmentsCross(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        func cross(_ o: Point, _ p: Point, _ q: Point) -> Double { (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x) }
        func length(_ p: Point, _ q: Point) -> Double { max(1e-12, ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()) }
        // Signed distances (points) of each segment's ends from the other's line.
        let d1 = cross(c, d, a) / length(c, d)
        let d2 = cross(c, d, b) / length(c, d)
        let d3 = cross(a, b, c) / length(a, b)
        let d4 = cross(a, b, d) / length(a, b)
        // Crossings deeper than a quarter point only: slices touching along a shared edge (or
        // within rounding of it) do not overlap.
        let eps = 0.25
        return ((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps)) && ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps))
    }

    static func inside(_ p: Point, _ poly: [Point]) -> Bool {
        var c = false
        var j = poly.count - 1
        for i in poly.indices {
            let a = poly[i]
            let b = poly[j]
            if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { c.toggle() }
            j = i
        }
        return c
    }

    /// Whether two simple polygons overlap (an edge crossing, or one's centroid inside the other).
    static func overlap(_ a: [Point], _ b: [Point]) -> Bool {
        for i in a.indices {
            for j in b.indices
            where segmentsCross(a[i], a[(i + 1) % a.count], b[j], b[(j + 1) % b.count]) { return true }
        }
        func centroid(_ p: [Point]) -> Point {
            Point(x: p.map(\.x).reduce(0, +) / Double(p.count), y: p.map(\.y).reduce(0, +) / Double(p.count))
        }
        return inside(centroid(a), b) || inside(centroid(b), a)
    }

    @Test(arguments: [
        Rect(x: 0, y: 40, width: 1024, height: 600), Rect(x: 0, y: 40, width: 480, height: 320),
        Rect(x: 0, y: 40, width: 600, height: 960), Rect(x: 0, y: 40, width: 1920, height: 1040),
    ])
    func shapesInFlightNeverOverlapAndLabelSetsNeverMeet(_ viewport: Rect) throws {
        for year in 0..<3 {
            var m = try Self.model(viewport)
            try m.selectSeries(year)
            _ = m.advance(to: 5)
            _ = m.setKind(.pie)
            var t = 5.0
            while m.isAnimating && t < 10 {
                t += 1.0 / 60
                _ = m.advance(to: t)
                var list = DisplayList()
                m.render(into: &list, style: SpringChartStyle(), measurer: MonospaceTextMeasurer())
                let shapes = Self.polygons(list)
                #expect(shapes.count == 4)
                for i in shapes.indices {
                    for j in shapes.indices where j > i {
                        #expect(
                            !Self.overlap(shapes[i], shapes[j]),
                            "year \(year), morph \(m.morphProgress): shapes \(i) and \(j) overlap")
                    }
                }
                // Column labels (value above a column) and pie labels ("Q1  120", "30%") never together.
                let texts = list.commands.compactMap { c -> TextRun? in if case .text(let r) = c, r.color.a > 0 { r } else { nil } }
                let columnValues = texts.contains { $0.reuseKey?.owner == SpringChartModel.Slot.columnValue }
                let pieLabels = texts.contains { [SpringChartModel.Slot.slicePercent, SpringChartModel.Slot.sliceLabel].contains($0.reuseKey?.owner) }
                #expect(!(columnValues && pieLabels), "morph \(m.morphProgress): both label sets shown")
            }
        }
    }

    /// Time (seconds) for the morph to come within 1 % of the pie at a Speed setting, in 1/60 s frames.
    static func morphDuration(speed: Double) throws -> Double {
        var m = try model(Rect(x: 0, y: 0, width: 1024, height: 640))
        _ = try! m.setSpeed(speed)
        _ = m.setKind(.pie)
        var t = 0.0
        while m.morphProgress < 0.99 && t < 30 {
            t += 1.0 / 60
            _ = m.advance(to: t)
        }
        return t
    }

    @Test func theMorphFollowsTheSpeedSetting() throws {
        let slow = try Self.morphDuration(speed: 4)
        let normal = try Self.morphDuration(speed: 12)
        let fast = try Self.morphDuration(speed: 20)
        #expect(slow > normal * 1.3 && normal > fast * 1.3, "durations \(slow), \(normal), \(fast) s")
    }

    @Test func labelsShowWhatIsDrawnWhenABouncySpringOvershoots() throws {
        var m = try Self.model(Rect(x: 0, y: 0, width: 1024, height: 640))
        _ = try! m.setBounciness(20)
        try m.selectSeries(1)  // 120 → 10: Q1 undershoots below 0
        var sawNegative = false
        var t = 0.0
        while t < 3 {
            t += 1.0 / 60
            _ = m.advance(to: t)
            sawNegative = sawNegative || m.values.values.contains { $0 < 0 }
            var list = DisplayList()
            m.render(into: &list, style: SpringChartStyle(), measurer: MonospaceTextMeasurer())
            for c in list.commands {
                guard case .text(let r) = c, r.reuseKey?.owner == SpringChartModel.Slot.columnValue, let slot = r.reuseKey?.slot, slot < 4, let v = Int(r.string) else { continue }
                #expect(v >= 0 && Double(v) <= m.axisMaximum * 1.25, "column label \(r.string)")
            }
        }
        #expect(sawNegative)
    }

    /// While the columns sink into the baseline (columns → pie) and rise again (pie → columns),
    /// each column's value label rides the column's drawn top and reads the height drawn (in
    /// axis units, rounded as the labels are), as the year changes do.
    @Test(arguments: [ChartKind.pie, ChartKind.column])
    func columnLabelsRideTheirColumnsThroughTheMorph(_ target: ChartKind) throws {
        var m = try Self.model(Rect(x: 0, y: 0, width: 1024, height: 640))
        _ = try m.setSpeed(0)  // the slowest morph: many frames mid-way
        if target == .column {
            _ = m.setKind(.pie)
        }
        _ = m.advance(to: 20)
        _ = m.setKind(target)
        var t = 20.0
        var checked = 0
        while t < 30 {
            t += 1.0 / 60
            _ = m.advance(to: t)
            var list = DisplayList()
            m.render(into: &list, style: SpringChartStyle(), measurer: MonospaceTextMeasurer())
            let shapes = Self.polygons(list)
            let p = m.morphProgress
            guard p > 0.02 && p < 0.5 else { continue }
            for c in list.commands {
                guard case .text(let r) = c, r.color.a > 0, let key = r.reuseKey, key.owner == "spring.column" else { continue }
                let i = key.slot
                let top = shapes[i].map(\.y).min()!
                let baseline = m.layout.column(i, value: 0, maximum: m.axisMaximum).maxY
                // The label's bottom is 4 pt above the drawn top (0.5 pt: the label is placed from
                // the same numbers).
                #expect(abs(r.position.y - (top - 4)) <= 0.5, "progress \(p): label \(i) at \(r.position.y), column top \(top)")
                // It reads the drawn height in axis units (±1 for rounding).
                let drawnValue = (baseline - top) / (baseline - m.layout.y(for: m.axisMaximum, maximum: m.axisMaximum)) * m.axisMaximum
                let v = try #require(Double(r.string))
                #expect(abs(v - drawnValue) <= 1, "progress \(p): label \(i) reads \(r.string), drawn \(drawnValue)")
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    @Test func sliderClicksLandOnTheStep() throws {
        var m = try Self.model(Rect(x: 0, y: 0, width: 1024, height: 640))
        let s = m.layout.speedSlider
        let x = s.knobX(for: 9.93)
        _ = m.handle(.pointer(.down, at: Point(x: x, y: s.trackY), time: 0))
        _ = m.handle(.pointer(.up, at: Point(x: x, y: s.trackY), time: 0.05))
        #expect(m.speed == 10)
        _ = m.handle(.key(.plus, time: 0.1))
        #expect(m.speed == 11)
    }
}
