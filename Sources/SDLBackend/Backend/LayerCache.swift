import CSDL2
import WheelRaster
import WheelRendering

/// What a layer's cached pixels show (where they go is in the ``LayerCache`` entry).
struct LayerKey: Hashable {
    /// The layer's content key (relative to its origin).
    var content: UInt64
    /// The size of the kept pixels.
    var width: Int32, height: Int32
    /// Target pixels per point.
    var scale: Double
    /// The background the layer was drawn on.
    var background: Color
}

/// Most layer pixels a ``LayerCache`` holds at once, as a multiple of the target's area.
let layerBudgetInTargets = 3

/// The pixels of a cached layer: a render-target ``Texture`` (``DisplayListRenderer``) or a
/// ``LayerImage`` in main memory (``SoftwareDisplayListRenderer``).
protocol LayerPixels: AnyObject {
    /// Width, in pixels.
    var width: Int { get }
    /// Height, in pixels.
    var height: Int { get }
}

extension Texture: LayerPixels {}

/// The pixels that hold a display list's retained layers (``Layer``) between frames:
/// render-target textures for ``DisplayListRenderer``, images in main memory for
/// ``SoftwareDisplayListRenderer``.
///
/// A layer is cached once its key has been drawn in two consecutive frames (a layer that
/// changes every frame is drawn directly and never pays for a copy), and its pixels are
/// dropped at the end of the first frame that does not use them. The key covers the layer's
/// content key, the size of its pixels, the pixels per point and the background, so a resize,
/// a scale change or a new background never reuses stale pixels. Each entry also records where
/// its pixels were and the layer's origin (pixels) then: a later frame reuses them only where
/// the origin moved by whole pixels and the pixels moved with it (a plain layer: not at all; a
/// scrolling layer: panned). ``removeAll()`` forgets every layer (a lost device or render
/// targets, `SDL_RENDER_TARGETS_RESET`).
final class LayerCache<Pixels: LayerPixels> {
    typealias Key = LayerKey
    /// Most layer pixels held at once, as a multiple of the target's area.
    static var budgetInTargets: Int { layerBudgetInTargets }

    /// Whether layers are cached at all (false: every layer is drawn directly).
    var isEnabled: Bool
    /// Whether a scrolling layer whose pixels all show is kept the first time it is drawn (true:
    /// a render target costs what drawing directly costs, and a pan will reuse it); false: like
    /// any layer, once drawn in two consecutive frames. On the CPU, keeping means drawing into
    /// an image and copying it: a copy a chart whose value axis changes every frame never pays
    /// back.
    var keepsScrollingOnFirstSight = true
    /// Most pixels of scrolling layers kept (drawn into pixels of their own) in one frame, as
    /// a share of the target's area, the first one always allowed (nil: no limit). The others
    /// are drawn directly and kept in a later frame: after a change that redraws every tile
    /// (a new value axis), a frame does not pay for all their copies at once.
    var scrollingKeepShare: Double?
    /// Pixels of scrolling layers to keep in this frame so far.
    private var scrollingKeptNow = 0
    /// Layers stored since the cache was made.
    private(set) var built = 0

    /// Kept pixels, where they were drawn (image pixels) and the layer's origin then (pixels).
    private struct Entry {
        var pixels: Pixels
        var rect: PixelRect
        var origin: Point
    }

    private var entries: [Key: Entry] = [:]
    /// Keys drawn (uncached) in the previous frame and in this one.
    private var seenBefore: Set<Key> = []
    private var seenNow: Set<Key> = []
    private var usedNow: Set<Key> = []
    /// Pixels of dropped entries, reused for a layer of the same size.
    private var spare: [Pixels] = []

    init(isEnabled: Bool) { self.isEnabled = isEnabled }

    /// What a frame does with a layer.
    enum Use {
        /// Copy these kept pixels, whose top-left pixel now goes at `at`'s.
        case copy(Pixels, at: PixelRect)
        /// Draw the layer into pixels of its own (the ticket's rectangle of the image) and
        /// ``store(_:as:)`` them.
        case keep(Ticket)
        /// Draw the layer's commands like any others.
        case drawDirectly
    }

    /// A layer to keep: its key, the image pixels its pixels stand for, and its origin then
    /// (pixels).
    struct Ticket {
        var key: Key
        var rect: PixelRect
        var origin: Point
    }

    /// What to do with `layer`, of which the image pixels `area` show (of a `targetArea`-pixel
    /// target), at `scale` target pixels per point on `background`: copy its kept pixels
    /// (marked as used in this frame), keep it, or draw it directly.
    ///
    /// A plain layer's pixels are `area`; a scrolling layer's, its whole extent, reused where
    /// its origin moved by whole pixels. A layer is kept once drawn in the previous frame too,
    /// within the budget; with ``keepsScrollingOnFirstSight``, a scrolling layer whose pixels
    /// all show (a tile inside the plot) at once; with ``scrollingKeepShare``, scrolling layers
    /// up to that share of the target a frame. Drawn directly: a layer on a translucent
    /// background (a copy would not be exact), or one that does not cover what it shows (a
    /// producer's error).
    func use(_ layer: Layer, shown area: PixelRect, scale: Double, background: Color, targetArea: Int) -> Use {
        let rect =
            layer.isScrolling
            ? PixelRect.covering(
                x0: layer.extent.x * scale, y0: layer.extent.y * scale, x1: layer.extent.maxX * scale,
                y1: layer.extent.maxY * scale)
            : area
        guard isEnabled, background.a == 255, !area.isEmpty, rect.contains(area) else { return .drawDirectly }
        let origin = Point(x: layer.origin.x * scale, y: layer.origin.y * scale)
        let key = Key(
            content: layer.key, width: Int32(clamping: rect.width), height: Int32(clamping: rect.height), scale: scale,
            background: background)
        if let e = entries[key], let moved = Self.moved(e, to: origin), moved == rect {
            usedNow.insert(key)
            return .copy(e.pixels, at: moved)
        }
        let eager = keepsScrollingOnFirstSight && layer.isScrolling && rect == area
        guard shouldCache(key, targetArea: targetArea, eager: eager) else { return .drawDirectly }
        if layer.isScrolling, let share = scrollingKeepShare {
            let pixels = rect.width * rect.height
            guard scrollingKeptNow == 0 || Double(scrollingKeptNow + pixels) <= share * Double(targetArea) else {
                seenNow.insert(key)  // a candidate again in the next frame
                return .drawDirectly
            }
            scrollingKeptNow += pixels
        }
        return .keep(Ticket(key: key, rect: rect, origin: origin))
    }

    /// Where `entry`'s pixels go once its origin is at `origin`: moved by the origin's move,
    /// nil when that is not a whole number of pixels.
    private static func moved(_ entry: Entry, to origin: Point) -> PixelRect? {
        let dx = origin.x - entry.origin.x
        let dy = origin.y - entry.origin.y
        let ix = dx.rounded()
        let iy = dy.rounded()
        guard abs(dx - ix) <= 1e-6, abs(dy - iy) <= 1e-6, abs(ix) < 1e9, abs(iy) < 1e9 else { return nil }
        let r = entry.rect
        return PixelRect(x0: r.x0 + Int(ix), y0: r.y0 + Int(iy), x1: r.x1 + Int(ix), y1: r.y1 + Int(iy))
    }

    /// Whether `key` (not usable from the cache) is worth keeping: drawn in the previous frame
    /// too (or `eager`), and within the budget for a `targetArea`-pixel target (the pixels it
    /// replaces aside). Records it as seen otherwise.
    private func shouldCache(_ key: Key, targetArea: Int, eager: Bool) -> Bool {
        guard isEnabled else { return false }
        if eager || seenBefore.contains(key) || entries[key] != nil {
            let held = entries.reduce(0) { $0 + ($1.key == key ? 0 : $1.value.pixels.width * $1.value.pixels.height) }
            return held + Int(key.width) * Int(key.height) <= Self.budgetInTargets * max(1, targetArea)
        }
        seenNow.insert(key)
        return false
    }

    /// Pixels of the ticket's size to draw it into: the key's own stale pixels (a layer kept
    /// elsewhere, now rebuilt), or a spare (from a dropped entry), removed from the cache.
    func takeSpare(for ticket: Ticket) -> Pixels? {
        if let e = entries.removeValue(forKey: ticket.key) { return e.pixels }
        guard let i = spare.firstIndex(where: { $0.width == ticket.rect.width && $0.height == ticket.rect.height }) else {
            return nil
        }
        return spare.remove(at: i)
    }

    /// Keeps `pixels`, drawn for `ticket`, as the pixels of its key (replacing what it had).
    func store(_ pixels: Pixels, as ticket: Ticket) {
        if let old = entries[ticket.key], old.pixels !== pixels, spare.count < 4 { spare.append(old.pixels) }
        entries[ticket.key] = Entry(pixels: pixels, rect: ticket.rect, origin: ticket.origin)
        usedNow.insert(ticket.key)
        built += 1
    }

    /// Number of layers held.
    var count: Int { entries.count }

    /// Ends a frame: drops the layers this frame did not use (keeping a few as spares).
    func endFrame() {
        for (key, entry) in entries where !usedNow.contains(key) {
            entries[key] = nil
            if spare.count < 4 { spare.append(entry.pixels) }
        }
        usedNow.removeAll(keepingCapacity: true)
        scrollingKeptNow = 0
        swap(&seenBefore, &seenNow)
        seenNow.removeAll(keepingCapacity: true)
    }

    /// Forgets every layer (their contents are lost or stale).
    func removeAll() {
        entries.removeAll()
        spare.removeAll()
        seenBefore.removeAll()
        seenNow.removeAll()
        usedNow.removeAll()
        scrollingKeptNow = 0
    }
}

extension LayerCache where Pixels == Texture {
    /// A target texture of the ticket's size: a spare one or a new one. Not yet stored.
    func makeTexture(for ticket: Ticket, renderer: Renderer) throws(SDLError) -> Texture {
        if let t = takeSpare(for: ticket) { return t }
        return try Texture(targetFor: renderer, width: ticket.rect.width, height: ticket.rect.height)
    }
}

extension PixelRect {
    /// Whether every pixel of `other` is in this rectangle (an empty `other` is in any).
    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1)
    }
}
