extension DisplayList {
    /// A stable, human-readable text form of the display list, one command per line, with
    /// coordinates rounded to 0.01 point and angles to 0.0001 radian. Tests compare it as a
    /// snapshot; it is also handy when debugging a renderer.
    public func textDump() -> String {
        var out = "background \(Self.hex(background))\n"
        for command in commands {
            out += Self.describe(command, points: points)
            out += "\n"
        }
        return out
    }

    static func describe(_ command: DisplayCommand, points: [Point]) -> String {
        switch command {
        case .fillRect(let r, let c): return "fillRect \(rect(r)) \(hex(c))"
        case .fillRoundedRect(let r, let radius, let c): return "fillRoundedRect \(rect(r)) r=\(num(radius)) \(hex(c))"
        case .strokeRect(let r, let w, let c): return "strokeRect \(rect(r)) w=\(num(w)) \(hex(c))"
        case .fillWedge(let w, let c):
            return
                "fillWedge c=\(pt(w.center)) r=\(num(w.innerRadius))..\(num(w.outerRadius)) a=\(ang(w.startAngle))..\(ang(w.endAngle)) \(hex(c))"
        case .strokeCircle(let center, let radius, let width, let c):
            return "strokeCircle c=\(pt(center)) r=\(num(radius)) w=\(num(width)) \(hex(c))"
        case .fillCircle(let center, let radius, let c): return "fillCircle c=\(pt(center)) r=\(num(radius)) \(hex(c))"
        case .line(let a, let b, let w, let c): return "line \(pt(a)) \(pt(b)) w=\(num(w)) \(hex(c))"
        case .polyline(let range, let w, let c):
            return "polyline [\(polyPoints(range, points))] w=\(num(w)) \(hex(c))"
        case .fillTriangle(let a, let b, let p, let c): return "fillTriangle \(pt(a)) \(pt(b)) \(pt(p)) \(hex(c))"
        case .fillPolygon(let range, let c): return "fillPolygon [\(polyPoints(range, points))] \(hex(c))"
        case .text(let t):
            let cell = t.reuseKey.map { " cell=\($0.owner).\($0.slot)" } ?? ""
            return
                "text \"\(t.string)\" at=\(pt(t.position)) \(anchor(t.anchor)) \(num(t.style.size))pt \(t.style.bold ? "bold" : "regular") \(hex(t.color))\(cell)"
        case .image(let key, let r, let opacity): return "image \"\(key)\" \(rect(r)) opacity=\(num(opacity))"
        case .pushClip(let r): return "pushClip \(rect(r))"
        case .popClip: return "popClip"
        // The key is a per-process hash: the dump shows the bounds only, so that it stays stable.
        case .beginLayer(let layer): return "beginLayer \(rect(layer.bounds))"
        case .endLayer: return "endLayer"
        }
    }

    static func polyPoints(_ range: Range<Int>, _ points: [Point]) -> String {
        let valid = range.clamped(to: points.startIndex..<points.endIndex)
        return valid.map { pt(points[$0]) }.joined(separator: " ")
    }

    static func num(_ v: Double) -> String { fixed(v, 100) }
    static func ang(_ v: Double) -> String { fixed(v, 10_000) }

    /// `v` rounded to 1/`scale`, printed without exponent or negative zero.
    static func fixed(_ v: Double, _ scale: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        let q = (v * scale).rounded()
        if q == 0 { return "0" }
        let negative = q < 0
        let m = abs(q)
        guard m < 9e15 else { return negative ? "-huge" : "huge" }
        let whole = Int(m / scale)
        var frac = Int(m - Double(whole) * scale)
        var digits = ""
        var s = Int(scale)
        while s > 1 {
            s /= 10
            digits.append(Character(String(frac / s)))
            frac %= s
        }
        while digits.last == "0" { digits.removeLast() }
        return (negative ? "-" : "") + String(whole) + (digits.isEmpty ? "" : "." + digits)
    }

    /// The name of one of the nine named anchors (``TextAnchor/center``...), else its fractions.
    static func anchor(_ a: TextAnchor) -> String {
        let names: [(TextAnchor, String)] = [
            (.topLeft, "topLeft"), (.top, "top"), (.topRight, "topRight"), (.left, "left"), (.center, "center"),
            (.right, "right"), (.bottomLeft, "bottomLeft"), (.bottom, "bottom"), (.bottomRight, "bottomRight"),
        ]
        return names.first { $0.0 == a }?.1 ?? "anchor(\(num(a.x)),\(num(a.y)))"
    }

    static func pt(_ p: Point) -> String { "(\(num(p.x)),\(num(p.y)))" }
    static func rect(_ r: Rect) -> String { "[\(num(r.x)),\(num(r.y)) \(num(r.width))x\(num(r.height))]" }
    static func hex(_ c: Color) -> String {
        let digits = Array("0123456789abcdef")
        var s = "#"
        for v in [c.r, c.g, c.b, c.a] {
            s.append(digits[Int(v >> 4)])
            s.append(digits[Int(v & 15)])
        }
        return s
    }
}
