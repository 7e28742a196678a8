extension TextStyle {
    /// The smallest text size, in points, that any scene draws: what cannot be shown legibly
    /// at this size or larger is elided or left out, never shrunk further.
    public static let legibleMinimumSize = 10.0
}

extension TextMeasurer {
    /// `text`, cut at the end and finished with "…" so that it is at most `width` points wide in
    /// `style`; `text` itself when it fits, "" when not even "…" fits.
    ///
    /// A long text costs what its fitting part costs, not its length: prefixes four times longer
    /// each time (64, 256, 1024, ... characters) are measured until one is too wide, and the cut
    /// is searched within that prefix only (a 5000-byte text on each of a tall drum's rows made
    /// a frame take seconds).
    ///
    /// - Complexity: O(log m) measurements of prefixes at most 4m characters long, m the
    ///   number of characters that fit.
    public func elided(_ text: String, style: TextStyle, toWidth width: Double) -> String {
        guard width.isFinite else { return width > 0 ? text : "" }
        var step = 64
        var end = text.index(text.startIndex, offsetBy: step, limitedBy: text.endIndex) ?? text.endIndex
        while measure(end == text.endIndex ? text : String(text[..<end]), style: style).width <= width {
            if end == text.endIndex { return text }
            end = text.index(end, offsetBy: 3 * step, limitedBy: text.endIndex) ?? text.endIndex
            step *= 4
        }
        // text[..<end] is too wide, so is every cut at or after `end` with "…" appended.
        let ellipsis = "\u{2026}"
        guard measure(ellipsis, style: style).width <= width else { return "" }
        let chars = Array(text[..<end])
        var lo = 0  // fits
        var hi = chars.count  // does not fit
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            let candidate = String(chars[..<mid]).trimmingTrailingSpaces() + ellipsis
            if measure(candidate, style: style).width <= width { lo = mid } else { hi = mid }
        }
        return String(chars[..<lo]).trimmingTrailingSpaces() + ellipsis
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
