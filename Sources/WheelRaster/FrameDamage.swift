import Glibc
import WheelRendering

/// Where the pixels of two frames can differ: damage rectangles (pixel space) from the diff of
/// their display lists, for drawing and presenting only what changed.
///
/// A command's **footprint** is the smallest whole-pixel rectangle that holds every pixel it
/// can touch (its geometry, half its stroke or a miter, the 1-pixel anti-aliasing fringe and a
/// pixel of rounding to spare; a text run's mask), cut to the clip in force. Two frames are
/// aligned command by command (a greedy diff): a command inserted, removed or changed (points
/// included), or the same under another clip, damages its footprints; a rectangle filled or
/// stroked in one colour damages only what it covers in one frame and not the other. Layer
/// markers draw nothing: a layer's pixels are its commands' (the layer contract), so its
/// commands are compared like any others.
///
/// The rectangles are then merged (overlapping or touching ones where that adds no pixels, then
/// the pair that grows least, down to `maxRects`). Nil means "everything": another background, or damage over
/// more than `fullFrameFraction` of the target.
///
/// Any renderer that keeps its last frame's pixels can use it to redraw only what changed: find
/// the rectangles with `rects(from:to:)`, then draw the new list clipped to each (culling the
/// commands whose ``Units/footprint(_:in:)`` misses it) and present those rectangles.
public struct FrameDamage {
    /// Pixels per point.
    public var scale: Double
    /// The target's pixels.
    public var bounds: PixelRect
    /// Where a text run's mask lands (nil: it draws nothing).
    public var textRect: (TextRun) -> PixelRect?

    /// Damage on a `width × height` pixel target at `scale` pixels per point; `textRect` says
    /// where the renderer puts a text run's mask (its fonts, not the diff's, decide that).
    public init(scale: Double, width: Int, height: Int, textRect: @escaping (TextRun) -> PixelRect?) {
        self.scale = scale
        bounds = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        self.textRect = textRect
    }

    /// Most rectangles handed back (each costs a pass over the commands that reach it, culled
    /// to those whose footprint meets it).
    package static let maxRects = 8
    /// What one more rectangle (one more pass over the commands that reach it) costs, in pixels
    /// cleared, drawn and presented: rectangles are merged while that adds fewer pixels.
    package static let passCostInPixels = 150_000
    /// ``passCostInPixels``, or a twentieth of a smaller target's pixels: there a pass costs
    /// less than the pixels a merge adds.
    package var passCost: Int { min(Self.passCostInPixels, bounds.width * bounds.height / 20) }
    /// Above this share of the target's pixels, a frame is drawn whole: 90 % on a large target
    /// (``largeTarget`` pixels or more: 4K, HiDPI), where what a pixel costs to clear, draw and
    /// present outweighs the diff and the passes; 35 % on a smaller one, where it does not.
    package var fullFrameFraction: Double { bounds.width * bounds.height >= Self.largeTarget ? 0.9 : 0.35 }
    /// See ``fullFrameFraction``.
    package static let largeTarget = 2_000_000

    /// The rectangles where `new` can differ from `old`, both drawn on this target at this
    /// scale: empty when nothing changed, nil when the whole frame should be drawn.
    ///
    /// The two command lists are aligned in order (a greedy diff: a command without its match
    /// is taken for inserted or removed when the match comes within `lookahead` commands, else
    /// for changed). A pixel outside every damaged footprint is covered only by matched commands,
    /// the same under the same clips and in the same order, so it is the same in both frames.
    public func rects(from old: DisplayList, to new: DisplayList) -> [PixelRect]? {
        rects(from: Units(old), to: Units(new))
    }

    /// `rects(from:to:)` for lists already split into units: the renderer keeps the shown
    /// frame's units, whose footprints the diff hands on to the commands matched in `b` (a
    /// command that draws the same has the same footprint), so that a frame computes only the
    /// footprints of what changed.
    public func rects(from a: Units, to b: Units) -> [PixelRect]? {
        guard a.list.background == b.list.background else { return nil }
        var damage: [PixelRect] = []
        var oldClips = ClipTracker(bounds: bounds, scale: scale)
        var newClips = ClipTracker(bounds: bounds, scale: scale)
        func dropOld(_ i: Int) {
            damage.append(footprint(unit: i, of: a).intersection(oldClips.current))
            a.apply(i, to: &oldClips)
        }
        func dropNew(_ j: Int) {
            damage.append(footprint(unit: j, of: b).intersection(newClips.current))
            b.apply(j, to: &newClips)
        }
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if Self.same(a, i, b, j) {
                if oldClips.current != newClips.current {
                    damage.append(footprint(unit: i, of: a).intersection(oldClips.current))
                    damage.append(footprint(unit: j, of: b).intersection(newClips.current))
                }
                b.inherit(j, from: a, i)
                a.apply(i, to: &oldClips)
                b.apply(j, to: &newClips)
                i = a.next(i)
                j = b.next(j)
                continue
            }
            var resync: (inserted: Int, removed: Int)?
            var jk = j
            var ik = i
            for k in 1...Self.lookahead {
                if jk < b.count { jk = b.next(jk) }
                if ik < a.count { ik = a.next(ik) }
                if jk < b.count && Self.same(a, i, b, jk) {
                    resync = (k, 0)
                    break
                }
                if ik < a.count && Self.same(a, ik, b, j) {
                    resync = (0, k)
                    break
                }
            }
            if let (inserted, removed) = resync {
                for _ in 0..<inserted {
                    dropNew(j)
                    j = b.next(j)
                }
                for _ in 0..<removed {
                    dropOld(i)
                    i = a.next(i)
                }
            } else {
                if a.isLayer(i) || b.isLayer(j) {
                    damage.append(footprint(unit: i, of: a).intersection(oldClips.current))
                    damage.append(footprint(unit: j, of: b).intersection(newClips.current))
                } else {
                    change(a, i, clip: oldClips.current, to: b, j, clip: newClips.current, into: &damage)
                }
                a.apply(i, to: &oldClips)
                b.apply(j, to: &newClips)
                i = a.next(i)
                j = b.next(j)
            }
        }
        while i < a.count {
            dropOld(i)
            i = a.next(i)
        }
        while j < b.count {
            dropNew(j)
            j = b.next(j)
        }
        return merged(damage)
    }

    /// A display list's commands as the diff aligns them: one command, or a whole top-level
    /// layer (its markers and commands), compared by its `Layer` value (bounds, origin and
    /// content key) rather than command by command: two layers with equal values draw the
    /// same, and a layer draws only inside its bounds (the layer contract), so a changed one
    /// damages its bounds. A range chart's tiles are then compared in one step each.
    ///
    /// It also keeps the commands' footprints once found (a class: the diff hands them on from
    /// the shown frame's units to the next frame's, and the partial draw culls with them).
    public final class Units {
        /// The list split.
        public let list: DisplayList
        /// Per command: what it is to the diff, the end of the layer it opens, and its
        /// footprint once found (one block of memory of its own).
        private let slots: UnsafeMutableBufferPointer<Slot>

        private struct Slot {
            /// What the command is to the diff (inside a layer: only its clips are marked).
            var kind = Kind.command
            /// Whether `footprint` has been found.
            var measured = false
            /// Whether the command draws points of the list (a polyline or a polygon).
            var drawsPoints = false
            /// For a command that opens a layer, the index of its end (else -1).
            var end: Int32 = -1
            /// The footprint before clipping, once `measured`.
            var footprint = PixelRect.empty
        }

        private enum Kind: UInt8 {
            /// Draws, or a marker outside a whole layer.
            case command
            /// A clip pushed or popped.
            case clip
            /// A layer without clips inside.
            case layer
            /// A layer with clips inside (balanced, but followed anyway).
            case clippedLayer
        }

        /// Splits `list` into units.
        public init(_ list: DisplayList) {
            self.list = list
            let n = list.commands.count
            slots = .allocate(capacity: n)
            slots.initialize(repeating: Slot())
            list.commands.withUnsafeBufferPointer { commands in
                var i = 0
                while i < n {
                    switch commands[i] {
                    case .pushClip, .popClip:
                        slots[i].kind = .clip
                    case .polyline, .fillPolygon:
                        slots[i].drawsPoints = true
                    case .beginLayer:
                        var depth = 0
                        var clips = false
                        var k = i
                        scan: while k < n {
                            switch commands[k] {
                            case .beginLayer: depth += 1
                            case .endLayer:
                                depth -= 1
                                if depth == 0 { break scan }
                            case .pushClip, .popClip:
                                clips = true
                                slots[k].kind = .clip
                            default: break
                            }
                            k += 1
                        }
                        guard k < n else { break }  // never closed: the marker alone
                        slots[i].kind = clips ? .clippedLayer : .layer
                        slots[i].end = Int32(truncatingIfNeeded: k)
                        i = k
                    default: break
                    }
                    i += 1
                }
            }
        }

        deinit { slots.deallocate() }

        /// One past the last command.
        var count: Int { slots.count }
        /// The unit after the one at `i`.
        func next(_ i: Int) -> Int { max(i, Int(slots[i].end)) + 1 }
        /// Whether the unit at `i` is a layer.
        func isLayer(_ i: Int) -> Bool { slots[i].end >= 0 }
        /// The layer the unit at `i` is, if it is one.
        func layer(_ i: Int) -> Layer? {
            guard slots[i].end >= 0, case .beginLayer(let l) = list.commands[i] else { return nil }
            return l
        }
        /// Applies the clips of the unit at `i`.
        func apply(_ i: Int, to clips: inout ClipTracker) {
            switch slots[i].kind {
            case .command, .layer: return
            case .clip: clips.apply(list.commands[i])
            case .clippedLayer:
                for k in i...Int(slots[i].end) where slots[k].kind == .clip { clips.apply(list.commands[k]) }
            }
        }

        /// Whether the units at `i` of `x` and `j` of `y` are both plain commands or both layers.
        static func sameKind(_ x: Units, _ i: Int, _ y: Units, _ j: Int) -> Bool {
            (x.slots[i].end >= 0) == (y.slots[j].end >= 0)
        }

        /// Whether command `i` of `x` and command `j` of `y` are the same bits (then they draw
        /// the same, unless they draw points, which lie elsewhere): most commands of a frame
        /// are, and comparing the bits spares copying them (and retaining their strings) to
        /// compare their values. Other bits may still be the same value (a string stored
        /// elsewhere, a padding byte).
        static func sameBits(_ x: Units, _ i: Int, _ y: Units, _ j: Int) -> Bool {
            guard !x.slots[i].drawsPoints else { return false }
            return x.list.commands.withUnsafeBufferPointer { a in
                y.list.commands.withUnsafeBufferPointer { b in
                    memcmp(a.baseAddress! + i, b.baseAddress! + j, MemoryLayout<DisplayCommand>.size) == 0
                }
            }
        }

        /// The footprint of command `k` (before clipping), found once.
        public func footprint(_ k: Int, in damage: FrameDamage) -> PixelRect {
            if slots[k].measured { return slots[k].footprint }
            let f = damage.footprint(list.commands[k], in: list)
            slots[k].footprint = f
            slots[k].measured = true
            return f
        }

        /// Takes the footprint of command `i` of `other` for command `j`, which draws the same.
        func inherit(_ j: Int, from other: Units, _ i: Int) {
            guard slots[j].end < 0, !slots[j].measured, other.slots[i].measured else { return }
            slots[j].footprint = other.slots[i].footprint
            slots[j].measured = true
        }
    }

    /// Whether unit `i` of `x` and unit `j` of `y` draw the same.
    static func same(_ x: Units, _ i: Int, _ y: Units, _ j: Int) -> Bool {
        guard Units.sameKind(x, i, y, j) else { return false }
        if x.isLayer(i) { return x.layer(i) == y.layer(j) }
        return Units.sameBits(x, i, y, j) || same(x.list, i, y.list, j)
    }

    /// The footprint of unit `i` of `units`: a command's, or a layer's bounds.
    func footprint(unit i: Int, of units: Units) -> PixelRect {
        if let l = units.layer(i) {
            let r = l.bounds
            let s = scale
            guard r.x.isFinite, r.y.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return bounds }
            return PixelRect.covering(x0: r.x * s - 2, y0: r.y * s - 2, x1: r.maxX * s + 2, y1: r.maxY * s + 2)
        }
        return units.footprint(i, in: self)
    }

    /// How far ahead the diff looks for a command's match before taking it for changed.
    static let lookahead = 12

    /// Adds the pixels that can differ when command `i` of `old` (under the clip `ca`) becomes
    /// command `j` of `new` (under `cb`):
    /// both footprints, but for a rectangle filled (or stroked) in the same colour under the same
    /// clip, not the pixels inside both, which it covers wholly before and after (a selection
    /// dragged over the overview changes its edges, not its middle).
    func change(
        _ old: Units, _ i: Int, clip ca: PixelRect, to new: Units, _ j: Int, clip cb: PixelRect,
        into damage: inout [PixelRect]
    ) {
        let a = old.list.commands[i], b = new.list.commands[j]
        let fa = old.footprint(i, in: self).intersection(ca)
        let fb = new.footprint(j, in: self).intersection(cb)
        if ca == cb {
            switch (a, b) {
            case (.fillRect(let r, let c), .fillRect(let q, let d)) where c == d:
                let both = Rect(
                    x: max(r.x, q.x), y: max(r.y, q.y), width: min(r.maxX, q.maxX) - max(r.x, q.x),
                    height: min(r.maxY, q.maxY) - max(r.y, q.y))
                return Self.ring(fa.union(fb), minus: interior(both), into: &damage)
            case (.strokeRect(let r, let w, let c), .strokeRect(let q, let v, let d)) where c == d && w == v:
                Self.ring(fa, minus: interior(r.insetBy(dx: w, dy: w)), into: &damage)
                Self.ring(fb, minus: interior(q.insetBy(dx: w, dy: w)), into: &damage)
                return
            default: break
            }
        }
        damage.append(fa)
        damage.append(fb)
    }

    /// The pixels wholly inside `r` (points), two pixels in from its edges (its anti-aliased
    /// fringe and rounding); empty if none.
    func interior(_ r: Rect) -> PixelRect { Self.interior(r, scale: scale) }

    /// The pixels wholly inside `r` (points) at `s` pixels per point, two pixels in from its
    /// edges; empty if none.
    public static func interior(_ r: Rect, scale s: Double) -> PixelRect {
        guard r.width > 0, r.height > 0, r.x.isFinite, r.y.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return .empty }
        let lim = Double(1 << 30)
        func clamp(_ v: Double) -> Int { Int(min(lim, max(-lim, v))) }
        let p = PixelRect(
            x0: clamp((r.x * s).rounded(.up)) + 2, y0: clamp((r.y * s).rounded(.up)) + 2,
            x1: clamp((r.maxX * s).rounded(.down)) - 2, y1: clamp((r.maxY * s).rounded(.down)) - 2)
        return p.isEmpty ? .empty : p
    }

    /// `outer` without `hole`, as up to four rectangles (top, bottom, left, right).
    static func ring(_ outer: PixelRect, minus hole: PixelRect, into out: inout [PixelRect]) {
        let h = hole.intersection(outer)
        guard !h.isEmpty else { return out.append(outer) }
        out.append(PixelRect(x0: outer.x0, y0: outer.y0, x1: outer.x1, y1: h.y0))
        out.append(PixelRect(x0: outer.x0, y0: h.y1, x1: outer.x1, y1: outer.y1))
        out.append(PixelRect(x0: outer.x0, y0: h.y0, x1: h.x0, y1: h.y1))
        out.append(PixelRect(x0: h.x1, y0: h.y0, x1: outer.x1, y1: h.y1))
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
            // A sector spanning at most a half turn: the box of its arcs' ends and of the outer
            // arc's extremes it passes (a pie: and its centre), a pixel more for the inner
            // arc's chords when tessellated. Any other: its circle.
            guard let n = w.normalized, n.endAngle - n.startAngle <= Double.pi else {
                return around(w.center, max(abs(w.outerRadius), abs(w.innerRadius)))
            }
            let c = n.center, ri = n.innerRadius, ro = n.outerRadius
            let (c0, s0, c1, s1) = (cos(n.startAngle), sin(n.startAngle), cos(n.endAngle), sin(n.endAngle))
            var x0 = min(ri * c0, ri * c1, ro * c0, ro * c1), x1 = max(ri * c0, ri * c1, ro * c0, ro * c1)
            var y0 = min(ri * s0, ri * s1, ro * s0, ro * s1), y1 = max(ri * s0, ri * s1, ro * s0, ro * s1)
            if ri <= 0 {
                x0 = min(x0, 0)
                x1 = max(x1, 0)
                y0 = min(y0, 0)
                y1 = max(y1, 0)
            }
            func passes(_ angle: Double) -> Bool {
                let turn = 2 * Double.pi
                let k = ((n.startAngle - angle) / turn).rounded(.up)
                return angle + k * turn <= n.endAngle
            }
            if passes(0) { x1 = ro }
            if passes(Double.pi / 2) { y1 = ro }
            if passes(Double.pi) { x0 = -ro }
            if passes(3 * Double.pi / 2) { y0 = -ro }
            return box(c.x + x0, c.y + y0, c.x + x1, c.y + y1, pad: 3)
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
        case .image(_, let r, _):
            return box(r.x, r.y, r.maxX, r.maxY)
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
        let limit = Int(Double(bounds.width * bounds.height) * fullFrameFraction)
        if out.count > 32 { out = coalesced(out) }
        // Rectangles that overlap or touch become one where that adds no pixels to draw (an
        // L-shaped change stays two rectangles).
        var changed = true
        while changed {
            changed = false
            var i = 0
            while i < out.count {
                var j = i + 1
                while j < out.count {
                    if out[i].touches(out[j]) && out[i].union(out[j]).area <= out[i].area + out[j].area {
                        out[i] = out[i].union(out[j])
                        out.remove(at: j)
                        changed = true
                        j = i + 1  // out[i] grew: it may now join one seen before
                    } else {
                        j += 1
                    }
                }
                i += 1
            }
        }
        // Then the pair that grows least, while there are too many or a pass over the commands
        // costs more than drawing and presenting the pixels the merge adds.
        // (Each pair's growth is kept in a matrix: a merge recomputes only the merged row.)
        let n = out.count
        var growth = [Int](repeating: Int.max, count: n * n)
        var alive = [Bool](repeating: true, count: n)
        func grow(_ i: Int, _ j: Int) -> Int { out[i].union(out[j]).area - out[i].area - out[j].area }
        for i in 0..<n {
            for j in (i + 1)..<max(i + 1, n) { growth[i * n + j] = grow(i, j) }
        }
        var count = n
        while count > 1 {
            var best = (i: 0, j: 1, growth: Int.max)
            for i in 0..<n where alive[i] {
                for j in (i + 1)..<max(i + 1, n) where alive[j] && growth[i * n + j] < best.growth {
                    best = (i, j, growth[i * n + j])
                }
            }
            guard count > Self.maxRects || best.growth <= passCost else { break }
            out[best.i] = out[best.i].union(out[best.j])
            alive[best.j] = false
            count -= 1
            for k in 0..<n where alive[k] && k != best.i {
                let g = grow(min(k, best.i), max(k, best.i))
                growth[min(k, best.i) * n + max(k, best.i)] = g
            }
        }
        out = out.indices.filter { alive[$0] }.map { out[$0] }
        return out.reduce(0) { $0 + $1.area } > limit ? nil : out
    }
}

extension FrameDamage {
    /// Side of the cells ``coalesced(_:)`` works in, pixels.
    static let cell = 32

    /// Many rectangles as a few: the cells of a ``cell``-pixel grid that any of them touches,
    /// as runs of cells along each row, runs over the same columns in consecutive rows joined
    /// (a rectangle per block of damage, at most a cell larger on each side).
    ///
    /// - Complexity: O(rectangles + cells touched).
    func coalesced(_ rects: [PixelRect]) -> [PixelRect] {
        let c = Self.cell
        let columns = (bounds.width + c - 1) / c
        let rows = (bounds.height + c - 1) / c
        guard columns > 0, rows > 0 else { return [] }
        var marked = [Bool](repeating: false, count: columns * rows)
        for r in Set(rects) {
            let x0 = max(0, r.x0 / c), x1 = min(columns, (r.x1 + c - 1) / c)
            for y in max(0, r.y0 / c)..<min(rows, (r.y1 + c - 1) / c) where x1 > x0 {
                for x in x0..<x1 { marked[y * columns + x] = true }
            }
        }
        var out: [PixelRect] = []
        // Open rectangles (cell coordinates) that may grow down by a row.
        var open: [PixelRect] = []
        for y in 0...rows {
            var runs: [(Int, Int)] = []
            if y < rows {
                var x = 0
                while x < columns {
                    guard marked[y * columns + x] else {
                        x += 1
                        continue
                    }
                    let start = x
                    while x < columns && marked[y * columns + x] { x += 1 }
                    runs.append((start, x))
                }
            }
            var next: [PixelRect] = []
            for var o in open {
                if let k = runs.firstIndex(where: { $0.0 == o.x0 && $0.1 == o.x1 }) {
                    o.y1 = y + 1
                    next.append(o)
                    runs.remove(at: k)
                } else {
                    out.append(o)
                }
            }
            for (x0, x1) in runs { next.append(PixelRect(x0: x0, y0: y, x1: x1, y1: y + 1)) }
            open = next
        }
        return out.map {
            PixelRect(x0: $0.x0 * c, y0: $0.y0 * c, x1: $0.x1 * c, y1: $0.y1 * c).intersection(bounds)
        }
    }
}

/// The clip in force while walking a display list (pixel space, as the rasteriser rounds it).
public struct ClipTracker {
    /// The clip with no `pushClip` in force: the target's pixels.
    public var bounds: PixelRect
    /// Pixels per point.
    public var scale: Double
    /// The clips pushed and not yet popped, each already cut to the ones below it.
    public private(set) var stack: [PixelRect] = []

    /// A tracker on a target of `bounds` pixels at `scale` pixels per point.
    public init(bounds: PixelRect, scale: Double) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The clip in force, pixel space.
    public var current: PixelRect { stack.last ?? bounds }

    /// Follows `command`: a `pushClip` cuts the clip, a `popClip` restores the one before;
    /// other commands leave it.
    public mutating func apply(_ command: DisplayCommand) {
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

    /// The number of pixels held (`width × height`).
    public var area: Int { width * height }
}
