import Foundation
import Testing

@testable import WheelCore
import WheelRendering
import WheelMotion

/// Text snapshots of the wheel's display list for a few frames of a small wheel.
@Suite struct WheelDisplayListSnapshotTests {
    static func dump(sectors: Double, committed: Int?) -> String {
        var config = WheelConfiguration(sectorsPerTurn: 8, labelColumnWidth: 120)
        config.sectorTextStyle = TextStyle(size: 10, bold: true)
        config.labelTextStyle = TextStyle(size: 10)
        let viewport = Rect(x: 0, y: 0, width: 400, height: 200)
        var layout = WheelLayout(configuration: config)
        var sp = CellReusePool()
        var lp = CellReusePool()
        layout.update(
            configuration: config, position: WheelPosition(sectors: sectors), itemCount: 3, viewport: viewport,
            projection: config.geometry.projection(fitting: viewport, configuration: config), measurer: MonospaceTextMeasurer(),
            cellPool: &sp, labelPool: &lp)
        var list = DisplayList()
        layout.render(
            into: &list, dataSource: zip(["1", "2", "3"], ["H", "He", "Li"]).map { WheelItem(sectorText: $0, labelText: $1) },
            selectedItem: committed, measurer: MonospaceTextMeasurer())
        return list.textDump()
    }

    @Test func atRestOnTheFirstItem() {
        let expected = """
            background #000000ff
            fillWedge c=(122,100) r=38.64..92 a=-0.3927..0.3927 #3a6ff0ff
            fillWedge c=(122,100) r=38.64..92 a=0.3927..1.1781 #1f2533ff
            fillWedge c=(122,100) r=38.64..92 a=1.1781..1.9635 #262d3dff
            line (157.7,85.21) (207,64.79) w=1.5 #0d1016ff
            line (157.7,114.79) (207,135.21) w=1.5 #0d1016ff
            line (136.79,135.7) (157.21,185) w=1.5 #0d1016ff
            strokeCircle c=(122,100) r=92 w=2 #0d1016ff
            strokeCircle c=(122,100) r=38.64 w=2 #0d1016ff
            text "1" at=(201.12,100) center 10pt bold #ffffffff cell=sector.0
            text "2" at=(177.95,155.95) center 10pt bold #c9d1e0ff cell=sector.1
            text "3" at=(122,179.12) center 10pt bold #c9d1e0ff cell=sector.2
            line (217,100) (244,100) w=1 #4a5468ff
            line (189.18,167.18) (244,155.95) w=1 #4a5468ff
            pushClip [250,0 120x200]
            text "H" at=(252,100) left 10pt bold #ffd166ff cell=label.0
            text "He" at=(252,155.95) left 10pt regular #aab4c6ff cell=label.1
            popClip
            fillTriangle (218,100) (234,109) (234,91) #ffd166ff

            """
        #expect(Self.dump(sectors: 0, committed: 0) == expected)
    }

    @Test func halfWayBetweenTwoItems() {
        let text = Self.dump(sectors: 0.5, committed: 0)
        // Both neighbours are half highlighted and the wedges have turned by half a sector.
        #expect(text.contains("fillWedge c=(122,100) r=38.64..92 a=-0.7854..0 "))
        #expect(text.contains("fillWedge c=(122,100) r=38.64..92 a=0..0.7854 "))
        #expect(!text.contains("#3a6ff0ff"))
    }

    /// The wheel at these positions (sectors), committed on item 1, against the dumps committed in
    /// `WheelDisplayListSnapshots.swift`: overscroll before the first item, between items, on
    /// each item and past the last. After an intended change in the wheel's look or layout,
    /// `WHEELCORE_RECORD_SNAPSHOTS=1 swift test --filter WheelDisplayListSnapshotTests`
    /// rewrites that file; review its diff before committing it.
    static let snapshotPositions: [Double] = [-1, -0.25, 0.25, 1, 1.5, 2, 2.75, 3]

    @Test func dumpsMatchTheCommittedSnapshots() throws {
        let dumps = Self.snapshotPositions.map { (position: $0, dump: Self.dump(sectors: $0, committed: 1)) }
        if ProcessInfo.processInfo.environment["WHEELCORE_RECORD_SNAPSHOTS"] == "1" {
            try WheelDisplayListSnapshots.write(dumps)
            return
        }
        #expect(WheelDisplayListSnapshots.dumps.map(\.position) == Self.snapshotPositions)
        for (position, dump) in dumps {
            let expected = WheelDisplayListSnapshots.dumps.first { $0.position == position }?.dump
            #expect(dump == expected, "position \(position) sectors")
            #expect(!dump.contains("nan") && !dump.contains("inf"))
        }
    }
}
