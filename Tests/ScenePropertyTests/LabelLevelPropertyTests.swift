import RealModule
import Testing

@testable import SeriesIO
@testable import WheelCore
@testable import WheelMotion
@testable import WheelPrimitives

/// Issue 50, item 1: every label drawn sits on its cell's line at every supported size. Seeded
/// random windows from 480x360 to 1920x1200 (portrait up to 1200x1920 included), both
/// geometries, both label sides, with and without a detail line, each flung by a random stroke
/// and stepped at 60 Hz until it rests; in every frame every label drawn is within 0.5 pt of its
/// cell's text centre, found independently of the label layout, and no two drawn labels overlap.
@Suite struct LabelLevelPropertyTests {
    /// A drawn label's centre may differ from its cell's centre height by this much, points.
    static let tolerance = 0.5
    static let cases = 60

    /// Items with a name and, every other one, a detail line.
    struct Items: WheelDataSource {
        let itemCount: Int
        func item(at index: Int) -> WheelItem {
            WheelItem(
                sectorText: String(index + 1), labelText: "Element \(index + 1)",
                detailText: index.isMultiple(of: 2) ? "\(index * 2 + 1).008" : nil)
        }
    }

    /// The y of the centre of the cell at unwrapped position `k`'s text, computed from the
    /// geometry alone: a rotary sector's at the text radius, a drum row's from its drawn text.
    static func cellY(_ w: WheelController, position k: Int, rowTexts: [Int: Double]) -> Double? {
        switch w.configuration.geometry {
        case .rotary:
            let g = w.geometry
            let c = w.configuration
            return g.center.y + g.textRadius
                * .sin(c.selectionAngle + w.position.offset(of: k) * c.sectorAngle)
        case .drum:
            guard let slot = w.layout.cells.first(where: { $0.position == k })?.slot else { return nil }
            return rowTexts[slot]
        }
    }

    @Test func everyDrawnLabelIsOnItsCellsLineInEveryFrameOfAFling() throws {
        let measurer = MonospaceTextMeasurer()
        var checkedLabels = 0
        var strided = 0
        for seed in 0..<UInt64(Self.cases) {
            var r = Xoshiro256StarStar(seed: 0x1ABE1 ^ seed)
            func unit() -> Double { Double(r.next() >> 11) / Double(1 << 53) }
            let portrait = r.next() % 4 == 0
            let width = portrait ? 480 + unit() * 720 : 480 + unit() * 1440
            let height = portrait ? max(width, 360 + unit() * 1560) : 360 + unit() * 840
            var c = WheelConfiguration()
            c.labelSide = r.next() % 2 == 0 ? .right : .left
            c.looping = r.next() % 2 == 0
            c.showsDetailText = r.next() % 2 == 0
            if r.next() % 3 == 0 { c.geometry = .drum(DrumParameters()) }
            let n = [7, 118, 100_000][Int(r.next() % 3)]
            let viewport = Rect(x: 0, y: 40, width: width, height: height - 40)
            var w = try WheelController(
                configuration: c, items: Items(itemCount: n), viewport: viewport,
                initialItem: Int(r.next() % UInt64(n)))
            w.updateLayout(measurer: measurer)
            let context =
                "seed \(seed): \(Int(width))x\(Int(height)) \(c.geometry == .rotary ? "rotary" : "drum")"
            // A stroke on the cells: around a rotary wheel's centre, along a drum's face.
            let g = w.geometry
            let sweep = (unit() - 0.5) * 2.4
            var t = 0.05
            var points: [Point] = []
            for i in 0...6 {
                let f = Double(i) / 6
                if c.geometry == .rotary {
                    let radius = (g.innerRadius + g.outerRadius) / 2
                    let angle = c.selectionAngle + (f - 0.5) * sweep
                    points.append(
                        Point(x: g.center.x + radius * .cos(angle), y: g.center.y + radius * .sin(angle)))
                } else {
                    points.append(Point(x: g.face.midX, y: g.face.midY + (f - 0.5) * sweep * 100))
                }
            }
            _ = w.handle(.pointer(.down, .mouse, at: points[0], time: t))
            for p in points.dropFirst() {
                t += 0.008
                _ = w.handle(.pointer(.move, .mouse, at: p, time: t))
            }
            _ = w.handle(.pointer(.up, .mouse, at: points[6], time: t))
            var frame = 0
            var list = DisplayList()
            repeat {
                frame += 1
                _ = w.advance(to: t + Double(frame) / 60)
                list.removeAll()
                w.render(into: &list, style: WheelStyle(), measurer: measurer)
                var rowTexts: [Int: Double] = [:]
                for case .text(let run) in list.commands where run.reuseKey?.owner == WheelReuseOwner.sector {
                    if let slot = run.reuseKey?.slot { rowTexts[slot] = run.position.y }
                }
                let l = w.layout
                if l.labelStride > 1 { strided += 1 }
                for label in l.labels {
                    checkedLabels += 1
                    #expect(
                        label.position.isMultiple(of: l.labelStride) || label.position == l.centeredPosition,
                        "\(context) frame \(frame): label \(label.position) off the stride \(l.labelStride)")
                    guard let y = Self.cellY(w, position: label.position, rowTexts: rowTexts) else {
                        continue
                    }
                    #expect(
                        abs(label.frame.midY - y) <= Self.tolerance,
                        "\(context) frame \(frame): label \(label.item) at \(label.frame.midY), its cell at \(y)"
                    )
                }
                let drawn = l.labels.sorted { $0.frame.y < $1.frame.y }
                for (a, b) in zip(drawn, drawn.dropFirst()) {
                    #expect(
                        a.frame.maxY <= b.frame.y + 1e-9,
                        "\(context) frame \(frame): labels \(a.item) and \(b.item) overlap")
                }
            } while w.phase != .idle && frame < 600
            #expect(w.phase == .idle, "\(context): still \(w.phase) after 10 s")
        }
        #expect(checkedLabels > Self.cases * 20)
        #expect(strided > 0, "no case drew fewer labels than cells")
    }
}
