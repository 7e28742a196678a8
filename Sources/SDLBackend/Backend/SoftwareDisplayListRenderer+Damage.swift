import CSDL2
import WheelRendering
import WheelRaster

/// A frame in a target's pixels: what ``SoftwareDisplayListRenderer/renderChanges(_:)`` draws
/// the next frame over.
struct ShownFrame {
    var list: DisplayList
    var target: UnsafeMutablePointer<SDL_Surface>
    var width: Int, height: Int
    var scale: Double
    /// Whether `list` has image commands (composited over the frame, so it was drawn whole and
    /// the next frame is too).
    var hasImages = false
    /// `list` as the last diff split it, with the footprints found then (nil after a whole
    /// frame: split when the next frame is diffed).
    var units: FrameDamage.Units?
}

extension SoftwareDisplayListRenderer {
    /// Draws `list` over the frame this renderer drew last into the same pixels (a window's
    /// kept framebuffer), only where the two can differ (``FrameDamage``: the display-list diff),
    /// and returns those rectangles (pixel space) for a partial present
    /// (``Renderer/present(_:)``). Draws the whole frame and returns nil when there is no such
    /// frame (the first one, after ``forgetShownFrame()``, a new surface, size or scale) or
    /// when most of the target changed (and then, without a diff, for the next
    /// ``wholeFramesAfterDiff`` frames: most of them will change too).
    ///
    /// Each rectangle is cleared to the background and drawn with the commands that reach it
    /// (clipped to it; kept layers copied within it), so its pixels are those of the whole
    /// frame drawn from scratch.
    public func renderChanges(_ list: DisplayList) throws(SDLError) -> [SDL_Rect]? {
        guard let target = renderer.targetSurface, let before = shown, before.target == target,
            before.width == Int(target.pointee.w), before.height == Int(target.pointee.h), before.scale == targetScale,
            wholeFramesAhead == 0, !before.hasImages, !Self.hasImages(list)
        else {
            wholeFramesAhead = max(0, wholeFramesAhead - 1)
            try render(list)
            return nil
        }
        let cache = textCache
        if textRects.count > 4096 { textRects.removeAll(keepingCapacity: true) }
        let damage = FrameDamage(
            scale: targetScale, width: before.width, height: before.height,
            textRect: { [unowned self] run in
                if let r = textRects[run] { return r.isEmpty ? nil : r }
                let r = Self.rect(of: try? cache.image(of: run))
                textRects[run] = r ?? .empty
                return r
            })
        let units = FrameDamage.Units(list)
        guard let rects = damage.rects(from: before.units ?? FrameDamage.Units(before.list), to: units) else {
            wholeFramesAhead = Self.wholeFramesAfterDiff
            try render(list)
            return nil
        }
        defer {
            textCache.endFrame()
            layers.endFrame()
        }
        lastLayerHits = 0
        lastLayerBuilds = 0
        shown = nil
        var drawn: [PixelRect] = []
        try withBuffer(of: target) { (buffer) throws(SDLError) in
            drawn = try draw(units, into: buffer, regions: rects, damage: damage)
        }
        lastDamage = drawn
        shown = ShownFrame(
            list: list, target: target, width: before.width, height: before.height, scale: targetScale, units: units)
        return drawn.map { SDL_Rect(x: Int32($0.x0), y: Int32($0.y0), w: Int32($0.width), h: Int32($0.height)) }
    }

    /// Frames drawn whole without a diff after a diff that found most of the frame changed.
    static let wholeFramesAfterDiff = 3

    /// Forgets the frame on screen: the next ``renderChanges(_:)`` draws everything (the
    /// window was uncovered, or its pixels are otherwise unknown).
    public func forgetShownFrame() { shown = nil }

    /// The pixels a text image covers.
    static func rect(of image: TextImage?) -> PixelRect? {
        guard let i = image else { return nil }
        return PixelRect(x0: i.x, y0: i.y, x1: i.x + i.mask.width, y1: i.y + i.mask.height)
    }
}
