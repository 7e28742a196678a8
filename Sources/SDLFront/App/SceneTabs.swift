import WheelCore
import WheelRendering

/// The visible scene switcher: a row of tabs along the top of the window. Ctrl+Tab, Ctrl+Shift+Tab
/// (or F1-F4) do the same from the keyboard.
struct SceneTabs {
    /// Height of the bar, points.
    static let height: Double = 40
    /// The smallest window, points, that every scene is laid out for (SDL_SetWindowMinimumSize,
    /// `--width`/`--height` and replay resizes all keep to it).
    static let minimumWindowSize = (width: 480.0, height: 360.0)
    /// Widest tab, points; tabs narrow (down to their titles) to fit narrow windows.
    static let maximumTabWidth = 150.0
    /// The key hint at the right of the bar.
    static let hint = "Ctrl+Tab: next scene"
    static let hintStyle = TextStyle(size: 12)
    static func titleStyle(selected: Bool) -> TextStyle { TextStyle(size: 14, bold: selected) }
    var scenes: [SceneKind]
    var current: SceneKind
    /// The tab under the mouse pointer, if any (a lighter tab and title; the selected tab
    /// looks the same hovered or not).
    var hovered: SceneKind?

    static let titles: [SceneKind: String] = [.wheel: "Wheel", .range: "Range selector", .spring: "Spring chart", .date: "Date"]

    /// The tab rectangles, window points: equal widths of at most ``maximumTabWidth`` that fill
    /// the bar from a 12-point margin (less a 6-point gap between tabs), each at least 44
    /// points wide and, with the 4 points below the bar that ``hit(_:width:)`` adds, 44 tall.
    func tabFrames(width: Double) -> [(SceneKind, Rect)] {
        let n = Double(max(1, scenes.count))
        let w = max(44, min(Self.maximumTabWidth, (width - 24 - 6 * (n - 1)) / n))
        var x = 12.0
        var result: [(SceneKind, Rect)] = []
        for kind in scenes {
            result.append((kind, Rect(x: x, y: 0, width: w, height: Self.height)))
            x += w + 6
        }
        return result
    }

    /// Whether the key hint fits right of the last tab (it is left out otherwise).
    func showsHint(width: Double, measurer: some TextMeasurer) -> Bool {
        let end = tabFrames(width: width).last?.1.maxX ?? 0
        return width - 12 - measurer.measure(Self.hint, style: Self.hintStyle).width >= end + 16
    }

    /// The scene whose tab contains `p`, if any (touch target extends 4 points below the bar).
    func hit(_ p: Point, width: Double) -> SceneKind? {
        for (kind, r) in tabFrames(width: width) where p.x >= r.x && p.x < r.maxX && p.y >= 0 && p.y < r.maxY + 4 {
            return kind
        }
        return nil
    }

    /// Draws the bar across `width` points; tab titles too long for a narrow tab are elided.
    /// Not a retained layer: a hover changes one or two tabs, and a window's partial frame then
    /// draws just those (a layer is redrawn whole when anything in it changes).
    func render(into list: inout DisplayList, width: Double, measurer: some TextMeasurer) {
        list.append(.fillRect(Rect(x: 0, y: 0, width: width, height: Self.height), Color(hex: 0x0B0D12)))
        list.append(
            .line(from: Point(x: 0, y: Self.height - 0.5), to: Point(x: width, y: Self.height - 0.5), width: 1, Color(hex: 0x2A3142)))
        for (kind, r) in tabFrames(width: width) {
            let selected = kind == current
            let hover = !selected && kind == hovered
            let inner = Rect(x: r.x, y: r.y + 6, width: r.width, height: r.height - 10)
            let fill = selected ? Color(hex: 0x263559) : hover ? Color(hex: 0x1F2533) : Color(hex: 0x161A23)
            list.append(.fillRoundedRect(inner, radius: 6, fill))
            if selected {
                list.append(.fillRect(Rect(x: inner.x + 10, y: r.maxY - 3, width: inner.width - 20, height: 3), Color(hex: 0x3A6FF0)))
            }
            let style = Self.titleStyle(selected: selected)
            let title = measurer.elided(Self.titles[kind] ?? kind.rawValue, style: style, toWidth: inner.width - 12)
            list.append(
                .text(
                    TextRun(
                        title, at: inner.center, anchor: .center, style: style,
                        color: selected ? .white : hover ? Color(hex: 0xCDD4E0) : Color(hex: 0x8C96A8))))
        }
        guard showsHint(width: width, measurer: measurer) else { return }
        list.append(
            .text(
                TextRun(
                    Self.hint, at: Point(x: width - 12, y: Self.height / 2), anchor: .right,
                    style: Self.hintStyle, color: Color(hex: 0x5C6578))))
    }
}
