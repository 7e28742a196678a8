import WheelRendering


/// An approximate `TextMeasurer` for DejaVu Sans, the font the SDL front end
/// ships, for renderers that have no font engine at hand (SVG files, tests, servers).
///
/// Vertical metrics are the font's own (hhea table, 2048 units per em): ascent
/// 1901/2048 ≈ 0.928 em, descent 483/2048 ≈ 0.236 em, so a line box is ≈ 1.164 em high,
/// which is what SDL_ttf reports for the same font. Advance widths are averages per
/// character class (digits are exact: DejaVu Sans has tabular digits of 1303/2048 em);
/// bold text is ``boldWidening`` wider. Widths are therefore estimates, good to a few per
/// cent on typical labels; a renderer with a real font should measure with it instead.
public struct DejaVuSansMetrics: TextMeasurer, Sendable {
    /// Distance from the top of the line box to the baseline, in em (1901/2048).
    public static let ascent = 0.928
    /// Distance from the baseline to the bottom of the line box, in em (483/2048).
    public static let descent = 0.236
    /// Height of the line box, in em: ``ascent`` + ``descent``.
    public static let lineHeight = ascent + descent
    /// Where the baseline sits in the line box, as a fraction of its height (≈ 0.797).
    public static let ascentFraction = ascent / lineHeight

    /// Advance of a digit, in em (exact for DejaVu Sans: 1303/2048).
    public static let digitAdvance = 0.636
    /// Advance of a space, in em (651/2048).
    public static let spaceAdvance = 0.318
    /// Average advance of an upper-case Latin letter, in em.
    public static let upperAdvance = 0.70
    /// Advance of the narrow lower-case letters `f i j l r t` and of `. , : ; ' | !`, in em (average).
    public static let narrowAdvance = 0.34
    /// Average advance of any other character, in em.
    public static let otherAdvance = 0.61
    /// Factor applied to widths of bold text.
    public static let boldWidening = 1.09

    /// Creates the measurer.
    public init() {}

    /// The estimated advance of `text` in em (before the font size and weight are applied).
    public static func advance(of text: String) -> Double {
        var w = 0.0
        for ch in text.unicodeScalars {
            switch ch {
            case "0"..."9": w += digitAdvance
            case " ": w += spaceAdvance
            case "A"..."Z": w += upperAdvance
            case "f", "i", "j", "l", "r", "t", ".", ",", ":", ";", "'", "|", "!": w += narrowAdvance
            default: w += otherAdvance
            }
        }
        return w
    }

    /// See `TextMeasurer/measure(_:style:)`. A non-finite or negative size
    /// measures as zero.
    public func measure(_ text: String, style: TextStyle) -> Size {
        let size = style.size.isFinite ? max(0, style.size) : 0
        let widen = style.bold ? Self.boldWidening : 1
        return Size(width: Self.advance(of: text) * size * widen, height: Self.lineHeight * size)
    }
}
