import CSDL2
import WheelRaster
import WheelRendering

/// Rendered-text **coverage masks** (main memory, pixel space) for the software path, reused
/// across frames with the ``RenderedTextCache`` policy (per cell, or least recently used).
///
/// Text is rendered once with `TTF_RenderUTF8_Blended` in white; its alpha channel becomes an
/// ``AlphaMask`` and the surface is dropped. ``image(of:)`` places the mask and pairs it with
/// the run's colour; WheelRaster tints and blends it straight into a ``PixelBuffer``
/// (``PixelBuffer/blend(_:color:x:y:clip:)``), so colour changes never rebuild it and no SDL
/// blit is involved.
public final class TextMaskCache: RenderedTextCache<AlphaMask> {
    /// Creates an empty cache.
    public init(fonts: FontSet, scale: Double = 1) {
        super.init(fonts: fonts, scale: scale) { face, string throws(SDLError) in
            guard let mask = AlphaMask(alphaOf: try face.renderBlended(string)) else {
                throw SDLError(call: "TextMaskCache", message: "cannot read the rendered text of \"\(string)\"")
            }
            return mask
        }
    }

    /// Masks rendered since the cache was made (for tests and diagnostics).
    public var masksCreated: Int { resourcesCreated }

    /// The coverage mask of `run` (nil for an empty string), made or reused.
    public func mask(for run: TextRun) throws(SDLError) -> AlphaMask? { try resource(for: run) }

    /// Where the top-left pixel of `run` drawn with a `width × height` pixel mask lands, pixel
    /// space: the text box (size ÷ scale, points) placed by the run's anchor, snapped to whole
    /// pixels (as ``TextCache/destination(of:texture:)``). Nil when the position is not finite
    /// or lies beyond ±10^9 pixels.
    public func origin(of run: TextRun, width: Int, height: Int) -> (x: Int, y: Int)? {
        let (x, y) = pixelOrigin(of: run, width: width, height: height)
        let lim = 1.0e9
        guard x.isFinite, y.isFinite, abs(x) < lim, abs(y) < lim else { return nil }
        return (Int(x), Int(y))
    }

    /// `run` as a tinted mask in place, for ``DisplayListRasterizer/render(_:into:clear:images:)``;
    /// nil for empty strings, transparent colours and non-finite positions.
    public func image(of run: TextRun) throws(SDLError) -> TextImage? {
        guard run.color.a > 0, run.position.isFinite, let mask = try mask(for: run),
            let o = origin(of: run, width: mask.width, height: mask.height)
        else { return nil }
        return TextImage(mask: mask, x: o.x, y: o.y, color: run.color)
    }
}
