extension TextStyle {
    /// The smallest text size, in points, that any scene draws: what cannot be shown legibly
    /// at this size or larger is elided or left out, never shrunk further.
    public static let legibleMinimumSize = 10.0
}

extension TextMeasurer {
    /// `text`, cut at the end and finished with "…" so that it is at most `width` points wide in
    /// `style`; `text` itself when it fits, "" when not even "…" fits.
    ///
    /// - Complexity: O(log n) measurements of prefixes, n the number of characters.
    public func elided(_ text: String, style: TextStyle, toWidth width: Double) -> String {
        guard width.isFinite else { return width > 0 ? text : "" }
        if measure(text, style: style).width <= width { return text }
        let ellipsis = "\u{2026}"
        guard measure(ellipsis, style: style).width <= width else { return "" }
        let chars = Array(text)
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
