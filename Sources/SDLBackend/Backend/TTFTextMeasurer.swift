import CSDL2
import WheelRendering

/// Measures text with SDL_ttf (`TTF_SizeUTF8`, shaped and with fallback fonts: ``TextFace``)
/// using the same faces the ``TextCache`` draws with, so layout matches rendering. Results are in **points**: the font is opened
/// at `size × scale` pixels and the pixel size is divided by `scale`.
///
/// Repeated strings are answered from a cache (cleared when it exceeds ``cacheLimit``
/// entries). If a font cannot be opened, falls back to ``MonospaceTextMeasurer``.
public final class TTFTextMeasurer: TextMeasurer {
    /// The fonts.
    public let fonts: FontSet
    /// Pixels per point; must match the ``TextCache`` scale. Changing it clears the cache.
    public var scale: Double {
        didSet { cache.removeAll(keepingCapacity: true) }
    }
    /// Most cached measurements before the cache is cleared.
    public var cacheLimit = 2048
    private var cache: [Key: Size] = [:]
    /// How many measurements went to the font (cache misses): for tests.
    private(set) var fontMeasurements = 0
    private let fallback = MonospaceTextMeasurer()

    private struct Key: Hashable {
        var string: String
        var style: TextStyle
    }

    /// Creates a measurer over `fonts` at `scale` pixels per point.
    public init(fonts: FontSet, scale: Double = 1) {
        self.fonts = fonts
        self.scale = scale
    }

    /// The effective scale (non-finite or non-positive values act as 1).
    private var pixelScale: Double { scale.isFinite && scale > 0 ? scale : 1 }

    /// See ``TextMeasurer/measure(_:style:)``.
    public func measure(_ text: String, style: TextStyle) -> Size {
        let key = Key(string: text, style: style)
        if let s = cache[key] { return s }
        fontMeasurements += 1
        let s = pixelScale
        let result: Size
        do {
            let font = try fonts.face(
                pixelSize: FontSet.pixelSize(for: style, scale: s), bold: style.bold)
            if text.isEmpty {
                result = Size(width: 0, height: Double(font.lineHeight) / s)
            } else {
                let px = try font.size(of: text)
                result = Size(width: Double(px.width) / s, height: Double(px.height) / s)
            }
        } catch {
            return fallback.measure(text, style: style)
        }
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = result
        return result
    }
}
