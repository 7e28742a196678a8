extension DisplayList {
    /// Opens a plain retained layer covering `bounds` (view space, points); close it with
    /// ``endLayer()``. See `Layer` for the producer's promise: the layer's commands draw only
    /// inside `bounds`, and nothing before the layer draws inside `bounds`.
    public mutating func beginLayer(bounds: Rect) {
        openLayers.append(commands.count)
        commands.append(.beginLayer(Layer(bounds: bounds, key: 0)))
    }

    /// Opens a scrolling retained layer (`Layer`): it shows `bounds`, its commands draw
    /// inside `extent` (which must contain `bounds`), and its key will describe them relative
    /// to `origin`. Close it with ``endLayer()``. The list clips the layer to `bounds`: this
    /// appends a `pushClip(bounds)` before the marker, and ``endLayer()`` the `popClip`.
    ///
    /// For a pan to reuse the kept pixels, the producer computes every coordinate of the
    /// layer so that it minus `origin` is the same, bit for bit, from frame to frame; e.g.
    /// whole-point origins and coordinates on a 1/256-point grid.
    public mutating func beginLayer(bounds: Rect, extent: Rect, origin: Point) {
        if extent == bounds && origin == .zero { return beginLayer(bounds: bounds) }
        commands.append(.pushClip(bounds))
        openLayers.append(commands.count)
        commands.append(.beginLayer(Layer(bounds: bounds, key: 0, extent: extent, origin: origin)))
    }

    /// Closes the innermost open layer and sets its content key: a hash of its extent and of
    /// every command since it was opened (with the points of its polylines and polygons,
    /// wherever they sit in `points`), all relative to the layer's origin. Does nothing when
    /// no layer is open.
    ///
    /// - Complexity: O(commands and points in the layer).
    public mutating func endLayer() {
        guard let start = openLayers.popLast(), case .beginLayer(var layer) = commands[start] else { return }
        layer.key = contentKey(of: (start + 1)..<commands.count, extent: layer.extent, origin: layer.origin)
        commands[start] = .beginLayer(layer)
        commands.append(.endLayer)
        if layer.isScrolling { commands.append(.popClip) }
    }

    /// A hash of the commands in `range` and `extent`, relative to `origin`. Point ranges are
    /// replaced by the points they reference, so the key does not depend on where the layer's
    /// points sit in the buffer.
    func contentKey(of range: Range<Int>, extent: Rect, origin: Point) -> UInt64 {
        let shift = Point(x: -origin.x, y: -origin.y)
        var h = Hasher()
        h.combine(extent.offsetBy(shift))
        h.combine(range.count)
        for command in commands[range] {
            switch command {
            case .polyline(let r, let width, let color):
                h.combine(0 as UInt8)
                h.combine(width)
                h.combine(color)
                combinePoints(r, shift: shift, into: &h)
            case .fillPolygon(let r, let color):
                h.combine(1 as UInt8)
                h.combine(color)
                combinePoints(r, shift: shift, into: &h)
            default:
                h.combine(2 as UInt8)
                h.combine(shift == .zero ? command : command.translated(by: shift))
            }
        }
        return UInt64(bitPattern: Int64(h.finalize()))
    }

    /// Feeds the points of `r`, moved by `shift`, to `h`: their bits are mixed into one 64-bit
    /// value first (a multiply-fold per coordinate, seeded once per process like `Hasher`),
    /// which costs a few cycles a point where `Hasher` costs tens; a tile of a range chart has
    /// thousands of points, hashed every frame.
    private func combinePoints(_ r: Range<Int>, shift: Point, into h: inout Hasher) {
        let valid = r.clamped(to: points.startIndex..<points.endIndex)
        h.combine(valid.count)
        var mix = PointMix()
        points.withUnsafeBufferPointer { pts in
            for i in valid {
                mix.add(pts[i].x + shift.x)
                mix.add(pts[i].y + shift.y)
            }
        }
        h.combine(mix.value)
    }

    /// The index of the `.endLayer` that closes the `.beginLayer` at `start`, or nil when the
    /// layer is not closed (renderers then ignore the marker).
    public func layerEnd(from start: Int) -> Int? {
        var depth = 0
        var i = start
        while i < commands.count {
            switch commands[i] {
            case .beginLayer: depth += 1
            case .endLayer:
                depth -= 1
                if depth == 0 { return i }
            default: break
            }
            i += 1
        }
        return nil
    }
}

extension DisplayList {
    /// Whether drawing this list gives the same pixels as drawing `other` (same background,
    /// commands and points), at the same size and scale. A renderer skips a frame that draws
    /// the same as the one on screen.
    ///
    /// - Complexity: O(commands + points).
    public func drawsSame(as other: DisplayList) -> Bool {
        background == other.background && commands.count == other.commands.count
            && points.count == other.points.count && commands == other.commands && points == other.points
    }
}

extension Rect {
    /// The rectangle moved by `d`.
    @inlinable
    public func offsetBy(_ d: Point) -> Rect { Rect(x: x + d.x, y: y + d.y, width: width, height: height) }
}

extension DisplayCommand {
    /// The command moved by `d` (view space): every position moves, sizes, widths, radii,
    /// angles and colours stay. Point ranges (`.polyline`, `.fillPolygon`) refer to the list's
    /// point buffer and are unchanged: move those points with the command.
    public func translated(by d: Point) -> DisplayCommand {
        func m(_ p: Point) -> Point { Point(x: p.x + d.x, y: p.y + d.y) }
        switch self {
        case .fillRect(let r, let c): return .fillRect(r.offsetBy(d), c)
        case .fillRoundedRect(let r, let radius, let c): return .fillRoundedRect(r.offsetBy(d), radius: radius, c)
        case .strokeRect(let r, let width, let c): return .strokeRect(r.offsetBy(d), width: width, c)
        case .fillWedge(var w, let c):
            w.center = m(w.center)
            return .fillWedge(w, c)
        case .strokeCircle(let center, let radius, let width, let c):
            return .strokeCircle(center: m(center), radius: radius, width: width, c)
        case .fillCircle(let center, let radius, let c): return .fillCircle(center: m(center), radius: radius, c)
        case .line(let a, let b, let width, let c): return .line(from: m(a), to: m(b), width: width, c)
        case .polyline, .fillPolygon, .popClip, .endLayer: return self
        case .fillTriangle(let a, let b, let c, let color): return .fillTriangle(m(a), m(b), m(c), color)
        case .text(var run):
            run.position = m(run.position)
            return .text(run)
        case .image(let key, let r, let opacity): return .image(key, in: r.offsetBy(d), opacity: opacity)
        case .pushClip(let r): return .pushClip(r.offsetBy(d))
        case .beginLayer(var layer):
            layer.bounds = layer.bounds.offsetBy(d)
            layer.extent = layer.extent.offsetBy(d)
            layer.origin = m(layer.origin)
            return .beginLayer(layer)
        }
    }
}

extension DisplayCommand {
    /// The command with every colour's alpha (and an image's opacity) multiplied by `opacity`
    /// (0...1), for a cross-fade. Geometry, point ranges and markers are unchanged.
    public func withOpacity(_ opacity: Double) -> DisplayCommand {
        let o = opacity
        switch self {
        case .fillRect(let r, let c): return .fillRect(r, c.withOpacity(o))
        case .fillRoundedRect(let r, let radius, let c): return .fillRoundedRect(r, radius: radius, c.withOpacity(o))
        case .strokeRect(let r, let width, let c): return .strokeRect(r, width: width, c.withOpacity(o))
        case .fillWedge(let w, let c): return .fillWedge(w, c.withOpacity(o))
        case .strokeCircle(let center, let radius, let width, let c):
            return .strokeCircle(center: center, radius: radius, width: width, c.withOpacity(o))
        case .fillCircle(let center, let radius, let c): return .fillCircle(center: center, radius: radius, c.withOpacity(o))
        case .line(let a, let b, let width, let c): return .line(from: a, to: b, width: width, c.withOpacity(o))
        case .polyline(let range, let width, let c): return .polyline(range: range, width: width, c.withOpacity(o))
        case .fillTriangle(let a, let b, let t, let c): return .fillTriangle(a, b, t, c.withOpacity(o))
        case .fillPolygon(let range, let c): return .fillPolygon(range: range, c.withOpacity(o))
        case .text(var run):
            run.color = run.color.withOpacity(o)
            return .text(run)
        case .image(let key, let r, let imageOpacity): return .image(key, in: r, opacity: imageOpacity * o)
        case .pushClip, .popClip, .beginLayer, .endLayer: return self
        }
    }
}

/// A fast 64-bit mix of many doubles for layer content keys: each value's bits are xored into
/// the state and folded through a full-width multiply (the high and low halves xored), as
/// wyhash mixes. Equal sequences give equal values; the seed differs per process.
struct PointMix {
    private static let seed = UInt64.random(in: .min ... .max) | 1
    private(set) var value = PointMix.seed

    @inline(__always)
    mutating func add(_ v: Double) {
        // 0.0 and -0.0 draw the same: one bit pattern for both.
        let bits = v == 0 ? 0 : v.bitPattern
        let m = (value ^ bits).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        value = m.high ^ m.low ^ 0xA076_1D64_78BD_642F
    }
}
