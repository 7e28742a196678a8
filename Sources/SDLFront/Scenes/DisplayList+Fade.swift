import WheelCore

extension DisplayList {
    /// Appends `other`'s commands with every colour's alpha multiplied by `opacity` (0...1),
    /// for a cross-fade drawn by the host. Layer markers are left out: a fading picture is
    /// drawn directly, never kept.
    mutating func append(_ other: DisplayList, opacity o: Double) {
        for c in other.commands {
            switch c {
            case .fillRect(let r, let col): append(.fillRect(r, col.withOpacity(o)))
            case .fillRoundedRect(let r, let radius, let col): append(.fillRoundedRect(r, radius: radius, col.withOpacity(o)))
            case .strokeRect(let r, let w, let col): append(.strokeRect(r, width: w, col.withOpacity(o)))
            case .fillWedge(let wedge, let col): append(.fillWedge(wedge, col.withOpacity(o)))
            case .strokeCircle(let center, let radius, let w, let col):
                append(.strokeCircle(center: center, radius: radius, width: w, col.withOpacity(o)))
            case .fillCircle(let center, let radius, let col): append(.fillCircle(center: center, radius: radius, col.withOpacity(o)))
            case .line(let a, let b, let w, let col): append(.line(from: a, to: b, width: w, col.withOpacity(o)))
            case .polyline(let range, let w, let col):
                let start = beginPolyline()
                for p in other.points[range] { addPoint(p) }
                endPolyline(start: start, width: w, color: col.withOpacity(o))
            case .fillTriangle(let a, let b, let t, let col): append(.fillTriangle(a, b, t, col.withOpacity(o)))
            case .fillPolygon(let range, let col):
                let start = beginPolyline()
                for p in other.points[range] { addPoint(p) }
                endPolygon(start: start, color: col.withOpacity(o))
            case .text(var run):
                run.color = run.color.withOpacity(o)
                append(.text(run))
            case .image(let key, let rect, let opacity): append(.image(key, in: rect, opacity: opacity * o))
            case .pushClip, .popClip: append(c)
            case .beginLayer, .endLayer: break
            }
        }
    }
}
