import WheelCore

extension DisplayList {
    /// Appends `other`'s commands with every colour's alpha multiplied by `opacity` (0...1),
    /// for a cross-fade drawn by the host. Layer markers are left out: a fading picture is
    /// drawn directly, never kept.
    mutating func append(_ other: DisplayList, opacity o: Double) {
        for c in other.commands {
            switch c {
            // Paths refer to the other list's points: copy them into this one.
            case .polyline(let range, let w, let col):
                let start = beginPolyline()
                for p in other.points[range] { addPoint(p) }
                endPolyline(start: start, width: w, color: col.withOpacity(o))
            case .fillPolygon(let range, let col):
                let start = beginPolyline()
                for p in other.points[range] { addPoint(p) }
                endPolygon(start: start, color: col.withOpacity(o))
            case .beginLayer, .endLayer: break
            default: append(c.withOpacity(o))
            }
        }
    }
}
