import WheelCore
import WheelRaster

/// Where the pixels of two frames can differ: damage rectangles (pixel space) from the diff of
/// their display lists, for drawing and presenting only what changed.
///
/// A command's **footprint** is the smallest whole-pixel rectangle that holds every pixel it
/// can touch (its geometry, half its stroke or a miter, the 1-pixel anti-aliasing fringe and a
/// pixel of rounding to spare; a text run's mask), cut to the clip in force. Two frames are
/// compared command by command: a command that differs (points included), or that is the same
/// under another clip, damages its footprint in both frames. Commands of a common prefix and,
/// when the lists have different lengths, of a common suffix under the same clips cannot differ.
/// Layer markers draw nothing: a layer's pixels are its commands' (the layer contract), so its
/// commands are compared like any others.
///
/// The rectangles are then merged (touching or overlapping ones, then the pair that grows
/// least, down to ``maxRects``). Nil means "everything": another background, or damage over
/// more than ``fullFrameFraction`` of the target.
struct FrameDamage {
    /// Pixels per point.
    var scale: Double
    /// The target's pixels.
    var bounds: PixelRect
    /// Where a text run's mask lands (nil: it draws nothing).
    var textRect: (TextRun) -> PixelRect?

    /// Damage on a `width × height` pixel target.
    init(scale: Double, width: Int, height: Int, textRect: @escaping (TextRun) -> PixelRect?) {
        self.scale = scale
        bounds = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        self.textRect = textRect
    }

    /// Most rectangles handed back (each costs a pass over the commands that reach it).
    static let maxRects = 4
    /// Above this share of the target's pixels, a frame is drawn whole.
    static let fullFrameFraction = 0.6

    /// The rectangles where `new` can differ from `old`, both drawn on this target at this
    /// scale: empty when nothing changed, nil when the whole frame should be drawn.
    func rects(from old: DisplayList, to new: DisplayList) -> [PixelRect]? {
        guard old.background == new.background else { return nil }
        let a = old.commands
        let b = new.commands
        var damage: [PixelRect] = []
        var oldClips = ClipTracker(bounds: bounds, scale: scale)
        var newClips = ClipTracker(bounds: bounds, scale: scale)
        var p = 0
        let shortest = min(a.count, b.count)
        while p < shortest && Self.same(old, p, new, p) {
            oldClips.apply(a[p])
            newClips.apply(b[p])
            p += 1
        }
        if a.count == b.count {
            for i in p..<a.count {
                if !Self.same(old, i, new, i) || oldClips.current != newClips.current {
                    damage.append(footprint(a[i], in: old).intersection(oldClips.current))
                    damage.append(footprint(b[i], in: new).intersection(newClips.current))
                }
                oldClips.apply(a[i])
                newClips.apply(b[i])
            }
        } else {
            var q = 0
            while q < shortest - p && Self.same(old, a.count - 1 - q, new, b.count - 1 - q) { q += 1 }
            for i in p..<(a.count - q) {
                damage.append(footprint(a[i], in: old).intersection(oldClips.current))
                oldClips.apply(a[i])
            }
            for i in p..<(b.count - q) {
                damage.append(footprint(b[i], in: new).intersection(newClips.current))
                newClips.apply(b[i])
            }
            // The common suffix is drawn under the same clips only if the stacks agree here.
            guard oldClips.stack == newClips.stack else { return nil }
        }
        return merged(damage)
    }

    /// Whether command `i` of `x` and command `j` of `y` draw the same (a polyline's or
    /// polygon's points compared, wherever they are stored).
    static func same(_ x: DisplayList, _ i: Int, _ y: DisplayList, _ j: Int) -> Bool {
        switch (x.commands[i], y.commands[j]) {
        case (.polyline(let r, let w, let c), .polyline(let s, let v, let d)):
            return w == v && c == d && points(x, r).elementsEqual(points(y, s))
        case (.fillPolygon(let r, let c), .fillPolygon(let s, let d)):
            return c == d && points(x, r).elementsEqual(points(y, s))
        case (let u, let v):
            return u == v
        }
    }

    private static func points(_ list: DisplayList, _ r: Range<Int>) -> ArraySlice<Point> {
        list.points[r.clamped(to: list.points.indices)]
    }

    /// Every pixel `command` of `list` can touch, before clipping (empty for commands that draw
    /// nothing themselves; the whole target when not finite).
    func footprint(_ command: DisplayCommand, in list: DisplayList) -> PixelRect {
        let s = scale
        /// The points box (x0, y0, x1, y1) widened by `pad` pixels.
        func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, pad: Double = 2) -> PixelRect {
            guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return bounds }
            return PixelRect.covering(x0: x0 * s - pad, y0: y0 * s - pad, x1: x1 * s + pad, y1: y1 * s + pad)
        }
        func around(_ c: Point, _ r: Double) -> PixelRect { box(c.x - r, c.y - r, c.x + r, c.y + r) }
        func hull(_ r: Range<Int>, pad: Double = 2) -> PixelRect {
            let pts = Self.points(list, r)
            guard let first = pts.first else { return .empty }
            var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
            for p in pts {
                x0 = min(x0, p.x)
                y0 = min(y0, p.y)
                x1 = max(x1, p.x)
                y1 = max(y1, p.y)
            }
            return box(x0, y0, x1, y1, pad: pad)
        }
        switch command {
        case .fillRect(let r, _), .fillRoundedRect(let r, _, _), .strokeRect(let r, _, _):
            return box(r.x, r.y, r.maxX, r.maxY)
        case .fillWedge(let w, _):
            return around(w.center, max(abs(w.outerRadius), abs(w.innerRadius)))
        case .strokeCircle(let c, let r, let w, _):
            return around(c, abs(r) + abs(w) / 2)
        case .fillCircle(let c, let r, _):
            return around(c, abs(r))
        case .line(let p, let q, let w, _):
            let h = max(abs(w), 1 / s) / 2
            return box(min(p.x, q.x) - h, min(p.y, q.y) - h, max(p.x, q.x) + h, max(p.y, q.y) + h)
        case .polyline(let r, let w, _):
            // Miter joins reach up to twice the half width (bevelled beyond); a stroke thinner
            // than a pixel is drawn a pixel wide.
            return hull(r, pad: max(abs(w) * s, 1) + 2)
        case .fillTriangle(let p, let q, let t, _):
            return box(min(p.x, q.x, t.x), min(p.y, q.y, t.y), max(p.x, q.x, t.x), max(p.y, q.y, t.y))
        case .fillPolygon(let r, _):
            return hull(r)
        case .text(let run):
            return textRect(run) ?? .empty
        case .pushClip, .popClip, .beginLayer, .endLayer:
            return .empty
        }
    }

    /// `rects` without empty ones, merged; nil when they cover too much of the target.
    func merged(_ rects: [PixelRect]) -> [PixelRect]? {
        var out = rects.compactMap { r -> PixelRect? in
            let c = r.intersection(bounds)
            return c.isEmpty ? nil : c
        }
        let limit = Int(Double(bounds.width * bounds.height) * Self.fullFrameFraction)
        if out.count > 32 {
            out = [out.dropFirst().reduce(out[0]) { $0.union($1) }]
        }
        // Overlapping or touching rectangles become one.
        var changed = true
        while changed {
            changed = false
            outer: for i in out.indices {
                for j in out.indices where j > i && out[i].touches(out[j]) {
                    out[i] = out[i].union(out[j])
                    out.remove(at: j)
                    changed = true
                    break outer
                }
            }
        }
        while out.count > Self.maxRects {
            var best = (i: 0, j: 1, growth: Int.max)
            for i in out.indices {
                for j in out.indices where j > i {
                    let growth = out[i].union(out[j]).area - out[i].area - out[j].area
                    if growth < best.growth { best = (i, j, growth) }
                }
            }
            out[best.i] = out[best.i].union(out[best.j])
            out.remove(at: best.j)
        }
        return out.reduce(0) { $0 + $1.area } > limit ? nil : out
    }
}

/// The clip in force while walking a display list (pixel space, as the rasteriser rounds it).
struct ClipTracker {
    var bounds: PixelRect
    var scale: Double
    private(set) var stack: [PixelRect] = []

    init(bounds: PixelRect, scale: Double) {
        self.bounds = bounds
        self.scale = scale
    }

    var current: PixelRect { stack.last ?? bounds }

    mutating func apply(_ command: DisplayCommand) {
        switch command {
        case .pushClip(let r):
            let s = scale
            stack.append(current.intersection(PixelRect.covering(x0: r.x * s, y0: r.y * s, x1: r.maxX * s, y1: r.maxY * s)))
        case .popClip:
            if !stack.isEmpty { stack.removeLast() }
        default: break
        }
    }
}

extension PixelRect {
    /// The smallest rectangle holding both (an empty one adds nothing).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// Whether the two share a pixel or an edge.
    func touches(_ other: PixelRect) -> Bool {
        x0 <= other.x1 && other.x0 <= x1 && y0 <= other.y1 && other.y0 <= y1
    }

    /// Pixels held.
    var area: Int { width * height }
}
