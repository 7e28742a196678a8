import Foundation
import WheelCore
import WheelRendering

/// A fixed sample frame exercising every kind of display command, for visual checks of the
/// backend (demo PNGs, smoke tests). Geometry is in view space (points).
public enum SampleDisplayList {
    /// A ring of coloured wedges, a polyline, strokes, text at several anchors and a
    /// clipped region, laid out for a `width × height` point viewport.
    public static func make(width: Double = 480, height: Double = 360) -> DisplayList {
        var list = DisplayList()
        list.background = Color(hex: 0x1E2230)
        let center = Point(x: width * 0.3, y: height * 0.45)
        let radius = min(width, height) * 0.3
        let palette: [UInt32] = [0xE4572E, 0xF3A712, 0xA8C686, 0x669BBC, 0x7D5BA6, 0xD1495B]
        let n = 12
        for i in 0..<n {
            let a0 = 2 * Double.pi * Double(i) / Double(n)
            let a1 = 2 * Double.pi * Double(i + 1) / Double(n) - 0.03
            list.append(
                .fillWedge(
                    Wedge(center: center, innerRadius: radius * 0.45, outerRadius: radius, startAngle: a0, endAngle: a1),
                    Color(hex: palette[i % palette.count])))
        }
        list.append(.fillCircle(center: center, radius: radius * 0.3, Color(hex: 0xEEEEEE, alpha: 200)))
        list.append(.strokeCircle(center: center, radius: radius * 1.08, width: 1.5, .white))
        list.append(.text(TextRun("Wheel", at: center, anchor: .center, style: TextStyle(size: 16, bold: true), color: .black)))
        // A polyline (a damped wave) with a thin baseline.
        let x0 = width * 0.62
        let x1 = width * 0.97
        let baseY = height * 0.3
        list.append(.line(from: Point(x: x0, y: baseY), to: Point(x: x1, y: baseY), width: 0.5, Color(hex: 0x8899AA)))
        let start = list.beginPolyline()
        for k in 0...60 {
            let t = Double(k) / 60
            let y = baseY - 40 * (1 - t) * sin(t * 4 * Double.pi)
            list.addPoint(Point(x: x0 + (x1 - x0) * t, y: y))
        }
        list.endPolyline(start: start, width: 2.5, color: Color(hex: 0x4FC3F7))
        // Text anchors around a marker.
        let m = Point(x: width * 0.8, y: height * 0.62)
        list.append(.fillCircle(center: m, radius: 3, Color(hex: 0xFF5252)))
        list.append(.text(TextRun("topLeft", at: m, anchor: .topLeft, style: TextStyle(size: 12), color: .white)))
        list.append(.text(TextRun("bottomRight", at: m, anchor: .bottomRight, style: TextStyle(size: 12), color: Color(hex: 0xFFD54F))))
        list.append(.text(TextRun("left", at: Point(x: x0, y: height * 0.48), anchor: .left, style: TextStyle(size: 14, bold: true), color: Color(hex: 0xA5D6A7), reuseKey: ReuseKey(owner: "label", slot: 0))))
        // A clipped region: a big disc and a label, cut by a rounded frame's rectangle.
        let clip = Rect(x: width * 0.6, y: height * 0.75, width: width * 0.35, height: height * 0.2)
        list.append(.fillRoundedRect(clip.insetBy(dx: -4, dy: -4), radius: 8, Color(hex: 0x2E3447)))
        list.append(.pushClip(clip))
        list.append(.fillCircle(center: Point(x: clip.midX, y: clip.maxY), radius: clip.height * 1.2, Color(hex: 0x26A69A, alpha: 220)))
        list.append(.text(TextRun("clipped text run", at: Point(x: clip.x - 20, y: clip.midY), anchor: .left, style: TextStyle(size: 20), color: .white)))
        list.append(.popClip)
        list.append(.strokeRect(clip, width: 1, Color(hex: 0xFFFFFF, alpha: 160)))
        list.append(.fillTriangle(Point(x: 20, y: height - 20), Point(x: 60, y: height - 20), Point(x: 40, y: height - 55), Color(hex: 0xFFB300)))
        return list
    }

}
