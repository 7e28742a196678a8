import WheelCore

/// The visible scene switcher: a row of tabs along the top of the window. Tab and Shift+Tab
/// (or F1-F3) do the same from the keyboard.
struct SceneTabs {
    /// Height of the bar, points.
    static let height: Double = 40
    var scenes: [SceneKind]
    var current: SceneKind

    static let titles: [SceneKind: String] = [.wheel: "Wheel", .range: "Range selector", .spring: "Spring chart"]

    /// The tab rectangles, window points (each at least 44 points tall for touch).
    func tabFrames(width: Double) -> [(SceneKind, Rect)] {
        var x = 12.0
        var result: [(SceneKind, Rect)] = []
        for kind in scenes {
            let w = 150.0
            result.append((kind, Rect(x: x, y: 0, width: w, height: Self.height)))
            x += w + 6
        }
        return result
    }

    /// The scene whose tab contains `p`, if any (touch target extends 4 points below the bar).
    func hit(_ p: Point, width: Double) -> SceneKind? {
        for (kind, r) in tabFrames(width: width) where p.x >= r.x && p.x < r.maxX && p.y >= 0 && p.y < r.maxY + 4 {
            return kind
        }
        return nil
    }

    /// Appends the bar, a retained layer (it changes only with the width and the current scene).
    func render(into list: inout DisplayList, width: Double) {
        // One point below the bar too, for the anti-aliasing fringe of its bottom line (the scenes
        // draw nothing there).
        list.beginLayer(bounds: Rect(x: 0, y: 0, width: width, height: Self.height + 1))
        defer { list.endLayer() }
        list.append(.fillRect(Rect(x: 0, y: 0, width: width, height: Self.height), Color(hex: 0x0B0D12)))
        list.append(
            .line(from: Point(x: 0, y: Self.height - 0.5), to: Point(x: width, y: Self.height - 0.5), width: 1, Color(hex: 0x2A3142)))
        for (kind, r) in tabFrames(width: width) {
            let selected = kind == current
            let inner = Rect(x: r.x, y: r.y + 6, width: r.width, height: r.height - 10)
            list.append(.fillRoundedRect(inner, radius: 6, selected ? Color(hex: 0x263559) : Color(hex: 0x161A23)))
            if selected {
                list.append(.fillRect(Rect(x: inner.x + 10, y: r.maxY - 3, width: inner.width - 20, height: 3), Color(hex: 0x3A6FF0)))
            }
            list.append(
                .text(
                    TextRun(
                        Self.titles[kind] ?? kind.rawValue, at: inner.center, anchor: .center,
                        style: TextStyle(size: 14, weight: selected ? .bold : .regular),
                        color: selected ? .white : Color(hex: 0x8C96A8))))
        }
        list.append(
            .text(
                TextRun(
                    "Tab: next scene", at: Point(x: width - 12, y: Self.height / 2), anchor: .right,
                    style: TextStyle(size: 12), color: Color(hex: 0x5C6578))))
    }
}
