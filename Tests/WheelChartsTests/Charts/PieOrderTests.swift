import Testing

@testable import WheelCharts
import WheelRendering

/// The pie reads as people read one: clockwise from 12 o'clock, percentages adding up to 100.
@Suite struct PieOrderTests {
    /// Q1 120, Q2 140, Q3 50, Q4 120 (the spring scene's 2012): 27.9, 32.6, 11.6, 27.9 %.
    @Test func percentagesAddUpTo100ByLargestRemainder() {
        var f: [Double] = []
        PieGeometry.fractions(of: [120, 140, 50, 120], into: &f)
        // Rounded one by one they are 28/33/12/28 = 101.
        #expect(f.map { Int(($0 * 100).rounded()) }.reduce(0, +) == 101)
        #expect(PieGeometry.percentages(of: f) == [28, 32, 12, 28])
    }

    @Test func percentagesOfEdgeCases() {
        #expect(PieGeometry.percentages(of: []) == [])
        #expect(PieGeometry.percentages(of: [0, 0, 0]) == [0, 0, 0])
        #expect(PieGeometry.percentages(of: [1]) == [100])
        // Thirds: the tie goes to the first.
        #expect(PieGeometry.percentages(of: [1.0 / 3, 1.0 / 3, 1.0 / 3]) == [34, 33, 33])
        // The one more goes to the largest remainder (0.6 of the small share, not 0.4); a
        // zero share stays 0.
        #expect(PieGeometry.percentages(of: [0.994, 0, 0.006]) == [99, 0, 1])
        #expect(PieGeometry.percentages(of: [.nan, 1]) == [0, 100])
    }

    @Test func percentagesAlwaysAddUpTo100() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let values = (0..<Int.random(in: 1...9, using: &rng)).map { _ in Double.random(in: 0...1000, using: &rng) }
            var f: [Double] = []
            guard PieGeometry.fractions(of: values, into: &f) > 0 else { continue }
            let p = PieGeometry.percentages(of: f)
            #expect(p.reduce(0, +) == 100, "\(values)")
            // Each within one of its exact share.
            for (x, q) in zip(f, p) { #expect(abs(Double(q) - x * 100) < 1) }
        }
    }

    /// Screen angles grow clockwise from 3 o'clock (y down): Q1 starts at 12 o'clock and ends
    /// right of it, and each slice starts where the one before ends.
    @Test func slicesRunClockwiseFrom12() {
        let fractions = [0.25, 0.5, 0.25]
        var before = 0.0
        var last = PieGeometry.startAngle
        for f in fractions {
            let w = PieGeometry.slice(center: Point(x: 0, y: 0), radius: 100, before: before, fraction: f)
            #expect(abs(w.startAngle - last) < 1e-12)
            #expect(w.endAngle > w.startAngle)
            last = w.endAngle
            before += f
        }
        #expect(abs(last - (PieGeometry.startAngle + 2 * Double.pi)) < 1e-12)
        // The middle of the first quarter is at half past one on the clock: right of and above the centre.
        let q1 = PieGeometry.slice(center: Point(x: 0, y: 0), radius: 100, before: 0, fraction: 0.25)
        let mid = (q1.startAngle + q1.endAngle) / 2
        #expect(Double.cos(mid) > 0.5 && Double.sin(mid) < -0.5)
    }

    /// In the drawn pie of 2012, Q1's percentage label sits right of the centre, Q3's (the
    /// third, clockwise) left of it, and the labels read 28, 32, 12, 28 %.
    @Test func drawnPieIsClockwiseWithLabelsAddingTo100() throws {
        var m = try SpringChartModel(
            categories: ["Q1", "Q2", "Q3", "Q4"], series: [ChartSeries(name: "2012", values: [120, 140, 50, 120])],
            viewport: Rect(x: 0, y: 0, width: 1024, height: 640))
        _ = m.setKind(.pie)
        _ = m.advance(to: 10)
        var list = DisplayList()
        m.render(into: &list, measurer: MonospaceTextMeasurer())
        let percents = list.commands.compactMap { c -> TextRun? in
            if case .text(let r) = c, r.string.hasSuffix("%"), r.color.a > 0 { r } else { nil }
        }
        #expect(percents.map(\.string) == ["28%", "32%", "12%", "28%"])
        let center = m.layout.pieCenter
        #expect(percents.count == 4 && percents[0].position.x > center.x && percents[0].position.y < center.y)
        #expect(percents.count == 4 && percents[2].position.x < center.x)
    }
}
