import CSDL2
import WheelCore

/// Render-target textures that hold the pixels of a display list's retained layers
/// (``Layer``) between frames, for ``DisplayListRenderer``.
///
/// A layer is cached once its key has been drawn in two consecutive frames (a layer that
/// changes every frame is drawn directly and never pays for a texture), and its texture is
/// dropped at the end of the first frame that does not use it. The key covers the layer's
/// content key, its pixel rectangle, the pixels per point and the background, so a resize, a
/// scale change or a new background never reuses stale pixels. ``removeAll()`` forgets every
/// texture (a lost device or render targets, `SDL_RENDER_TARGETS_RESET`).
final class LayerCache {
    /// What a cached texture shows.
    struct Key: Hashable {
        /// The layer's content key.
        var content: UInt64
        /// The texture's place in the image, pixels.
        var x: Int32, y: Int32, width: Int32, height: Int32
        /// Target pixels per point.
        var scale: Double
        /// The background the layer was drawn on.
        var background: Color
    }

    /// Most texture pixels held at once, as a multiple of the target's area.
    static let budgetInTargets = 3

    /// Whether layers are cached at all (false: every layer is drawn directly).
    var isEnabled: Bool
    /// Textures rendered since the cache was made.
    private(set) var built = 0

    private var entries: [Key: Texture] = [:]
    /// Keys drawn (uncached) in the previous frame and in this one.
    private var seenBefore: Set<Key> = []
    private var seenNow: Set<Key> = []
    private var usedNow: Set<Key> = []
    /// Textures of dropped entries, reused for a layer of the same size.
    private var spare: [Texture] = []

    init(isEnabled: Bool) { self.isEnabled = isEnabled }

    /// The cached texture of `key`, marked as used in this frame.
    func texture(for key: Key) -> Texture? {
        guard let t = entries[key] else { return nil }
        usedNow.insert(key)
        return t
    }

    /// Whether `key` (not cached) is worth a texture: drawn in the previous frame too, and
    /// within the budget for a `targetArea`-pixel target. Records it as seen otherwise.
    func shouldCache(_ key: Key, targetArea: Int) -> Bool {
        guard isEnabled else { return false }
        if seenBefore.contains(key) {
            let held = entries.values.reduce(0) { $0 + $1.width * $1.height }
            return held + Int(key.width) * Int(key.height) <= Self.budgetInTargets * max(1, targetArea)
        }
        seenNow.insert(key)
        return false
    }

    /// A target texture of the key's size: a spare one or a new one. Not yet stored.
    func makeTexture(for key: Key, renderer: Renderer) throws(SDLError) -> Texture {
        if let i = spare.firstIndex(where: { $0.width == Int(key.width) && $0.height == Int(key.height) }) {
            return spare.remove(at: i)
        }
        return try Texture(targetFor: renderer, width: Int(key.width), height: Int(key.height))
    }

    /// Keeps `texture` as the pixels of `key`.
    func store(_ texture: Texture, for key: Key) {
        entries[key] = texture
        usedNow.insert(key)
        built += 1
    }

    /// Number of textures held.
    var count: Int { entries.count }

    /// Ends a frame: drops the textures this frame did not use (keeping a few as spares).
    func endFrame() {
        for (key, texture) in entries where !usedNow.contains(key) {
            entries[key] = nil
            if spare.count < 4 { spare.append(texture) }
        }
        usedNow.removeAll(keepingCapacity: true)
        swap(&seenBefore, &seenNow)
        seenNow.removeAll(keepingCapacity: true)
    }

    /// Forgets every texture (their contents are lost or stale).
    func removeAll() {
        entries.removeAll()
        spare.removeAll()
        seenBefore.removeAll()
        seenNow.removeAll()
        usedNow.removeAll()
    }
}
