import CSDL2
import WheelCore

/// What a layer's cached pixels show.
struct LayerKey: Hashable {
    /// The layer's content key.
    var content: UInt64
    /// The layer's place in the image, pixels.
    var x: Int32, y: Int32, width: Int32, height: Int32
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
/// content key, its pixel rectangle, the pixels per point and the background, so a resize, a
/// scale change or a new background never reuses stale pixels. ``removeAll()`` forgets every
/// layer (a lost device or render targets, `SDL_RENDER_TARGETS_RESET`).
final class LayerCache<Pixels: LayerPixels> {
    typealias Key = LayerKey
    /// Most layer pixels held at once, as a multiple of the target's area.
    static var budgetInTargets: Int { layerBudgetInTargets }

    /// Whether layers are cached at all (false: every layer is drawn directly).
    var isEnabled: Bool
    /// Layers stored since the cache was made.
    private(set) var built = 0

    private var entries: [Key: Pixels] = [:]
    /// Keys drawn (uncached) in the previous frame and in this one.
    private var seenBefore: Set<Key> = []
    private var seenNow: Set<Key> = []
    private var usedNow: Set<Key> = []
    /// Pixels of dropped entries, reused for a layer of the same size.
    private var spare: [Pixels] = []

    init(isEnabled: Bool) { self.isEnabled = isEnabled }

    /// What a frame does with a layer.
    enum Use {
        /// Copy these kept pixels.
        case copy(Pixels)
        /// Draw the layer into pixels of its own and ``store(_:for:)`` them under this key.
        case keep(Key)
        /// Draw the layer's commands like any others.
        case drawDirectly
    }

    /// What to do with a layer whose content key is `content`, covering `x, y, width × height`
    /// (pixels of a `targetArea`-pixel target) at `scale` target pixels per point on
    /// `background`: copy its kept pixels (marked as used in this frame), keep it (drawn in the
    /// previous frame too, and within the budget), or draw it directly. A layer on a
    /// translucent background is never kept: a copy would not be exact.
    func use(
        content: UInt64, x: Int, y: Int, width: Int, height: Int, scale: Double, background: Color, targetArea: Int
    ) -> Use {
        guard isEnabled, background.a == 255 else { return .drawDirectly }
        let key = Key(
            content: content, x: Int32(clamping: x), y: Int32(clamping: y), width: Int32(clamping: width),
            height: Int32(clamping: height), scale: scale, background: background)
        if let pixels = pixels(for: key) { return .copy(pixels) }
        return shouldCache(key, targetArea: targetArea) ? .keep(key) : .drawDirectly
    }

    /// The cached pixels of `key`, marked as used in this frame.
    private func pixels(for key: Key) -> Pixels? {
        guard let t = entries[key] else { return nil }
        usedNow.insert(key)
        return t
    }

    /// Whether `key` (not cached) is worth keeping: drawn in the previous frame too, and
    /// within the budget for a `targetArea`-pixel target. Records it as seen otherwise.
    private func shouldCache(_ key: Key, targetArea: Int) -> Bool {
        guard isEnabled else { return false }
        if seenBefore.contains(key) {
            let held = entries.values.reduce(0) { $0 + $1.width * $1.height }
            return held + Int(key.width) * Int(key.height) <= Self.budgetInTargets * max(1, targetArea)
        }
        seenNow.insert(key)
        return false
    }

    /// A spare of the key's size (from a dropped entry), removed from the spares.
    func takeSpare(for key: Key) -> Pixels? {
        guard let i = spare.firstIndex(where: { $0.width == Int(key.width) && $0.height == Int(key.height) }) else {
            return nil
        }
        return spare.remove(at: i)
    }

    /// Keeps `pixels` as the pixels of `key`.
    func store(_ pixels: Pixels, for key: Key) {
        entries[key] = pixels
        usedNow.insert(key)
        built += 1
    }

    /// Number of layers held.
    var count: Int { entries.count }

    /// Ends a frame: drops the layers this frame did not use (keeping a few as spares).
    func endFrame() {
        for (key, pixels) in entries where !usedNow.contains(key) {
            entries[key] = nil
            if spare.count < 4 { spare.append(pixels) }
        }
        usedNow.removeAll(keepingCapacity: true)
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
    }
}

extension LayerCache where Pixels == Texture {
    /// A target texture of the key's size: a spare one or a new one. Not yet stored.
    func makeTexture(for key: Key, renderer: Renderer) throws(SDLError) -> Texture {
        if let t = takeSpare(for: key) { return t }
        return try Texture(targetFor: renderer, width: Int(key.width), height: Int(key.height))
    }
}
