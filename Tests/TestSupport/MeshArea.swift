import WheelRendering

/// Sum of a tessellator's triangle areas (pixels²), each weighted by the mean alpha of its
/// vertices: the exact coverage for linearly interpolated alpha. With `weighted == false`,
/// the plain area.
public func meshArea(_ t: Tessellator, weighted: Bool = true) -> Double {
    var total = 0.0
    var i = 0
    while i + 2 < t.indices.count {
        let a = t.vertices[Int(t.indices[i])]
        let b = t.vertices[Int(t.indices[i + 1])]
        let c = t.vertices[Int(t.indices[i + 2])]
        let cross =
            (Double(b.x) - Double(a.x)) * (Double(c.y) - Double(a.y))
            - (Double(c.x) - Double(a.x)) * (Double(b.y) - Double(a.y))
        let w = weighted ? (Double(a.color.a) + Double(b.color.a) + Double(c.color.a)) / (3 * 255) : 1
        total += abs(cross) / 2 * w
        i += 3
    }
    return total
}
