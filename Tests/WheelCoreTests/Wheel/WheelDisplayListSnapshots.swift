import Foundation

/// The committed display-list dumps of `WheelDisplayListSnapshotTests` (a wheel of 3 items, 8
/// sectors per turn, committed on item 1), one per position in sectors. Written by
/// `WHEELCORE_RECORD_SNAPSHOTS=1 swift test --filter WheelDisplayListSnapshotTests`.
enum WheelDisplayListSnapshots {
    static let dumps: [(position: Double, dump: String)] = [
        (-1.0, #"""
            background #000000ff
            fillWedge c=(122,100) r=38.64..92 a=0.3927..1.1781 #262d3dff
            fillWedge c=(122,100) r=38.64..92 a=1.1781..1.9635 #1f2533ff
            fillWedge c=(122,100) r=38.64..92 a=1.9635..2.7489 #1c212dff
            line (157.7,114.79) (207,135.21) w=1.5 #0d1016ff
            line (136.79,135.7) (157.21,185) w=1.5 #0d1016ff
            line (107.21,135.7) (86.79,185) w=1.5 #0e1117ff
            strokeCircle c=(122,100) r=92 w=2 #0d1016ff
            strokeCircle c=(122,100) r=38.64 w=2 #0d1016ff
            text "1" at=(177.95,155.95) center 10pt bold #c9d1e0ff cell=sector.0
            text "2" at=(122,179.12) center 10pt bold #c9d1e0ff cell=sector.1
            text "3" at=(66.05,155.95) center 10pt bold #c9d1e080 cell=sector.2
            line (189.18,167.18) (244,155.95) w=1 #4a5468ff
            pushClip [250,0 120x200]
            text "H" at=(252,155.95) left 10pt regular #aab4c6ff cell=label.0
            popClip
            fillTriangle (218,100) (234,109) (234,91) #ffd166ff

            """#),
        (-0.25, #"""
            background #000000ff
            fillWedge c=(122,100) r=38.64..92 a=-0.1963..0.589 #3765d4ff
            fillWedge c=(122,100) r=38.64..92 a=0.589..1.3744 #1f2533ff
            fillWedge c=(122,100) r=38.64..92 a=1.3744..2.1598 #252c3cff
            line (159.9,92.46) (212.23,82.05) w=1.5 #0d1016ff
            line (154.13,121.47) (198.5,151.11) w=1.5 #0d1016ff
            line (129.54,137.9) (139.95,190.23) w=1.5 #0d1016ff
            strokeCircle c=(122,100) r=92 w=2 #0d1016ff
            strokeCircle c=(122,100) r=38.64 w=2 #0d1016ff
            text "1" at=(199.6,115.44) center 10pt bold #f7f8faff cell=sector.0
            text "2" at=(165.96,165.79) center 10pt bold #c9d1e0ff cell=sector.1
            text "3" at=(106.56,177.6) center 10pt bold #c9d1e0f4 cell=sector.2
            line (215.17,118.53) (244,115.44) w=1 #4a5468ff
            line (174.78,178.99) (244,165.79) w=1 #4a5468ff
            pushClip [250,0 120x200]
            text "H" at=(252,115.44) left 10pt regular #aab4c6ff cell=label.0
            text "He" at=(252,165.79) left 10pt bold #ffd166ff cell=label.1
            popClip
            fillTriangle (218,100) (234,109) (234,91) #ffd166ff

            """#),
        (0.25, #"""
            background #000000ff
            fillWedge c=(122,100) r=38.64..92 a=-0.589..0.1963 #3765d4ff
            fillWedge c=(122,100) r=38.64..92 a=0.1963..0.9817 #233151ff
            fillWedge c=(122,100) r=38.64..92 a=0.9817..1.7671 #262d3dff
            line (154.13,78.53) (198.5,48.89) w=1.5 #0d1016ff
            line (159.9,107.54) (212.23,117.95) w=1.5 #0d1016ff
            line (143.47,132.13) (173.11,176.5) w=1.5 #0d1016ff
            strokeCircle c=(122,100) r=92 w=2 #0d1016ff
            strokeCircle c=(122,100) r=38.64 w=2 #0d1016ff
            text "1" at=(199.6,84.56) center 10pt bold #f7f8faff cell=sector.0
            text "2" at=(187.79,143.96) center 10pt bold #d1d8e5ff cell=sector.1
            text "3" at=(137.44,177.6) center 10pt bold #c9d1e0ff cell=sector.2
            line (215.17,81.47) (244,84.56) w=1 #4a5468ff
            line (200.99,152.78) (244,143.96) w=1 #4a5468ff
            line (140.53,193.17) (244,177.6) w=1 #4a5468ff
            pushClip [250,0 120x200]
            text "H" at=(252,84.56) left 10pt regular #aab4c6ff cell=label.0
            text "He" at=(252,143.96) left 10pt bold #ffd166ff cell=label.1
            text "Li" at=(252,177.6) left 10pt regular #aab4c6ff cell=label.2
            popClip
            fillTriangle (218,100) (234,109) (234,91) #ffd166ff

            """#),
        (1.0, #"""
            background #000000ff
            fillWedge c=(122,100) r=38.64..92 a=-1.1781..-0.3927 #262d3dff
            fillWedge c=(122,100) r=38.64..92 a=-0.3927..0.3927 #3a6ff0ff
            fillWedge c=(122,100) r=38.64..92 a=0.3927..1.1781 #262d3dff
            line (136.79,64.3) (157.21,15) w=1.5 #0d1016ff
            line (157.7,85.21) (207,64.79) w=1.5 #0d1016ff
            line (157.7,114.79) (207,135.21) w=1.5 #0d1016ff
            strokeCircle c=(122,100) r=92 w=2 #0d1016ff
            strokeCircle c=(122,100) r=38.64 w=2 #0d1016ff
            text "1" at=(177.95,44.05) center 10pt bold #c9d1e0ff cell=sector.0
            text "2" at=(201.12,100) center 10pt bold #ffffffff cell=sector.1
            text "3" at=(177.95,155.95) center 10pt bold #c9d1e0ff cell=sector.2
            line (189.18,32.82) (244,44.05) w=1 #4a5468ff
            line (217,100) (244,100) w=1 #4a5468ff
            line (189.18,167.18) (244,155.95) w=1 #4a5468ff
            pushClip [250,0 120x200]
            text "H" at=(252,44.05) left 10pt regular #aab4c6ff cell=label.0
            text "He" at=(252,100) left 10pt bold #ffd166ff cell=label.1
            text "Li" at=(252,155.95) left 10pt regular #aab4c6ff cell=label.2
            popClip
            fillTriangle (218,100) (234,109) (234,91) #ffd166ff

            """#),
        (1.5, #"""
            background #000000ff
            fillWedge c=(122,100) r=38.64..92 a=-1.5708..-0.7854 #262d3dff
            fillWedge c=(122,100) r=38.64..92 a=-0.7854..0 #2d4a92ff
            fillWedge c=(122,100) r=38.64..92 a=0..0.7854 #304e97ff
            line (122,61.36) (122,8) w=1.5 #0d1016ff
            line (149.32,72.68) (187.05,34.95) w=1.5 #0d1016ff
            line (160.64,100) (214,100) w=1.5 #0d1016ff
            strokeCircle c=(122,100) r=92 w=2 #0d1016ff
            strokeCircle c=(122,100) r=38.64 w=2 #0d1016ff
            text "1" at=(152.28,26.9) center 10pt bold #c9d1e0ff cell=sector.0
            text "2" at=(195.1,69.72) center 10pt bold #e4e8f0ff cell=sector.1
            text "3" at=(195.1,130.28) center 10pt bold #e4e8f0ff cell=sector.2
            line (158.35,12.23) (244,26.9) w=1 #4a5468ff
            line (209.77,63.65) (244,69.72) w=1 #4a5468ff
            line (209.77,136.35) (244,130.28) w=1 #4a5468ff
            pushClip [250,0 120x200]
            text "H" at=(252,26.9) left 10pt regular #aab4c6ff cell=label.0
            text "He" at=(252,69.72) left 10pt bold #ffd166ff cell=label.1
            text "Li" at=(252,130.28) left 10pt regular #aab4c6ff cell=label.2
            popClip
            fillTriangle (218,100) (234,109) (234,91) #ffd166ff

            """#),
        (2.0, #"""
            background #000000ff
            fillWedge c=(122,100) r=38.64..92 a=-1.9635..-1.1781 #262d3dff
            fillWedge c=(122,100) r=38.64..92 a=-1.1781..-0.3927 #1f2533ff
            fillWedge c=(122,100) r=38.64..92 a=-0.3927..0.3927 #3a6ff0ff
            line (107.21,64.3) (86.79,15) w=1.5 #0e1117ff
            line (136.79,64.3) (157.21,15) w=1.5 #0d1016ff
            line (157.7,85.21) (207,64.79) w=1.5 #0d1016ff
            strokeCircle c=(122,100) r=92 w=2 #0d1016ff
            strokeCircle c=(122,100) r=38.64 w=2 #0d1016ff
            text "1" at=(122,20.88) center 10pt bold #c9d1e0ff cell=sector.0
            text "2" at=(177.95,44.05) center 10pt bold #c9d1e0ff cell=sector.1
            text "3" at=(201.12,100) center 10pt bold #ffffffff cell=sector.2
            line (189.18,32.82) (244,44.05) w=1 #4a5468ff
            line (217,100) (244,100) w=1 #4a5468ff
            pushClip [250,0 120x200]
            text "He" at=(252,44.05) left 10pt bold #ffd166ff cell=label.0
            text "Li" at=(252,100) left 10pt regular #aab4c6ff cell=label.1
            popClip
            fillTriangle (218,100) (234,109) (234,91) #ffd166ff

            """#),
        (2.75, #"""
            background #000000ff
            fillWedge c=(122,100) r=38.64..92 a=-2.5525..-1.7671 #202533ff
            fillWedge c=(122,100) r=38.64..92 a=-1.7671..-0.9817 #1f2533ff
            fillWedge c=(122,100) r=38.64..92 a=-0.9817..-0.1963 #293759ff
            line (89.87,78.53) (45.5,48.89) w=1.5 #10131aff
            line (114.46,62.1) (104.05,9.77) w=1.5 #0d1016ff
            line (143.47,67.87) (173.11,23.5) w=1.5 #0d1016ff
            strokeCircle c=(122,100) r=92 w=2 #0d1016ff
            strokeCircle c=(122,100) r=38.64 w=2 #0d1016ff
            text "1" at=(78.04,34.21) center 10pt bold #c9d1e0ae cell=sector.0
            text "2" at=(137.44,22.4) center 10pt bold #c9d1e0ff cell=sector.1
            text "3" at=(187.79,56.04) center 10pt bold #d1d8e5ff cell=sector.2
            line (140.53,6.83) (244,22.4) w=1 #4a5468ff
            line (200.99,47.22) (244,56.04) w=1 #4a5468ff
            pushClip [250,0 120x200]
            text "He" at=(252,22.4) left 10pt bold #ffd166ff cell=label.0
            text "Li" at=(252,56.04) left 10pt regular #aab4c6ff cell=label.1
            popClip
            fillTriangle (218,100) (234,109) (234,91) #ffd166ff

            """#),
        (3.0, #"""
            background #000000ff
            fillWedge c=(122,100) r=38.64..92 a=-2.7489..-1.9635 #1c212dff
            fillWedge c=(122,100) r=38.64..92 a=-1.9635..-1.1781 #1f2533ff
            fillWedge c=(122,100) r=38.64..92 a=-1.1781..-0.3927 #262d3dff
            line (86.3,85.21) (37,64.79) w=1.5 #11141bff
            line (107.21,64.3) (86.79,15) w=1.5 #0e1117ff
            line (136.79,64.3) (157.21,15) w=1.5 #0d1016ff
            strokeCircle c=(122,100) r=92 w=2 #0d1016ff
            strokeCircle c=(122,100) r=38.64 w=2 #0d1016ff
            text "1" at=(66.05,44.05) center 10pt bold #c9d1e080 cell=sector.0
            text "2" at=(122,20.88) center 10pt bold #c9d1e0ff cell=sector.1
            text "3" at=(177.95,44.05) center 10pt bold #c9d1e0ff cell=sector.2
            line (189.18,32.82) (244,44.05) w=1 #4a5468ff
            pushClip [250,0 120x200]
            text "Li" at=(252,44.05) left 10pt regular #aab4c6ff cell=label.0
            popClip
            fillTriangle (218,100) (234,109) (234,91) #ffd166ff

            """#),
    ]

    /// This file.
    static let file: String = #filePath

    /// Rewrites this file with `dumps`.
    static func write(_ dumps: [(position: Double, dump: String)]) throws {
        var out = ""
        let source = try String(contentsOfFile: file, encoding: .utf8)
        let marker = "    static let dumps: [(position: Double, dump: String)] = ["
        guard let start = source.range(of: marker), let end = source.range(of: "\n    ]\n", range: start.upperBound..<source.endIndex)
            ?? source.range(of: "]\n", range: start.upperBound..<source.endIndex)
        else { throw CocoaError(.fileReadCorruptFile) }
        out += source[..<start.upperBound]
        for (position, dump) in dumps {
            out += "\n        (\(position), #\"\"\"\n"
            for line in dump.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                out += "            \(line)\n"
            }
            out += "\n            \"\"\"#),"
        }
        out += "\n    ]\n"
        out += source[end.upperBound...]
        try out.write(toFile: file, atomically: true, encoding: .utf8)
    }
}
