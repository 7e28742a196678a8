import Foundation
import SDLBackend
import Testing
import WheelCore

@testable import SDLFront
import WheelRendering

/// The layout check's rules, applied to one frame's display list (view space = window points).
///
/// Text boxes are measured with the app's own measurer (SDL_ttf on the bundled DejaVu fonts, at
/// the frame's scale). For overlap, a box is the measured advance width by 80 % of the line
/// height, centred on the line box (the line box less DejaVu's internal leading, which holds no
/// ink); for clipping, the whole line box is used.
struct LayoutCheck {
    /// One text command and where it lands.
    struct TextBox {
        var run: TextRun
        /// The measured line box, window points.
        var box: Rect
        /// The clip in force (window ∩ pushed clips), window points.
        var clip: Rect
        /// The box used for overlap: 80 % of the line height, centred.
        var inkBox: Rect { box.insetBy(dx: 0, dy: box.height * 0.1) }
        /// Opacity, 0 ... 1.
        var opacity: Double { Double(run.color.a) / 255 }
    }

    /// Tolerance of every containment and overlap test, in points.
    static let tolerance = 0.5
    /// Texts fainter than this (an opacity) are mid-fade and ignored by the overlap rule.
    static let visibleOpacity = 0.1

    /// The text commands of `list` with their measured boxes and clips.
    static func texts(in list: DisplayList, window: Rect, measurer: some TextMeasurer) -> [TextBox] {
        var clips = [window]
        var out: [TextBox] = []
        for c in list.commands {
            switch c {
            case .pushClip(let r): clips.append(intersection(clips.last!, r))
            case .popClip: if clips.count > 1 { clips.removeLast() }
            case .text(let t):
                let size = measurer.measure(t.string, style: t.style)
                let o = t.anchor.origin(of: size, at: t.position)
                out.append(TextBox(run: t, box: Rect(x: o.x, y: o.y, width: size.width, height: size.height), clip: clips.last!))
            default: break
            }
        }
        return out
    }

    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = max(a.x, b.x)
        let y0 = max(a.y, b.y)
        let x1 = min(a.maxX, b.maxX)
        let y1 = min(a.maxY, b.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance && inner.maxX <= outer.maxX + tolerance
            && inner.maxY <= outer.maxY + tolerance
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let i = intersection(a, b)
        return i.width > tolerance && i.height > tolerance
    }

    /// Checks the text rules on one frame and returns the problems found (empty when clean):
    /// no text below the legible minimum, none clipped by the window or its panel, no two
    /// visible texts overlapping unless they are the same label cross-fading.
    static func problems(in texts: [TextBox], frame: String) -> [String] {
        var found: [String] = []
        for t in texts where t.opacity > 0 {
            if t.run.style.size < TextStyle.legibleMinimumSize {
                found.append("\(frame): \"\(t.run.string)\" is \(t.run.style.size) pt, below \(TextStyle.legibleMinimumSize) pt")
            }
            if !contains(t.clip, t.box) {
                found.append("\(frame): \"\(t.run.string)\" at \(t.box) is cut by its clip \(t.clip)")
            }
        }
        let visible = texts.filter { $0.opacity >= visibleOpacity }
        for i in visible.indices {
            for j in visible.indices where j > i {
                let a = visible[i]
                let b = visible[j]
                if a.run.string == b.run.string { continue }  // the same label cross-fading
                if overlaps(a.inkBox, b.inkBox) {
                    found.append("\(frame): \"\(a.run.string)\" \(a.box) overlaps \"\(b.run.string)\" \(b.box)")
                }
            }
        }
        return found
    }

    /// The rounded rectangles drawn, window points.
    static func roundedRects(in list: DisplayList) -> [Rect] {
        list.commands.compactMap { c in
            if case .fillRoundedRect(let r, _, _) = c { r } else { nil }
        }
    }
}

/// The app's text measurer and scenes, made once for all the layout checks.
enum LayoutFixture {
    static let library: SDLLibrary = {
        do { return try SDLLibrary(mode: .headless) } catch { fatalError("SDL: \(error)") }
    }()
    static let assets: String = {
        do { return try AssetLocator.locate() } catch { fatalError("\(error)") }
    }()
    static let fonts = FontSet(assetsDirectory: assets, library: library)
    static let elements: ElementTable = {
        do { return try ElementTable.load(assets: URL(fileURLWithPath: assets)) } catch { fatalError("\(error)") }
    }()
    static let options: Options = {
        do { return try Options.parse(["--headless", "--frames", "1"]) } catch { fatalError("\(error)") }
    }()
    static let rangeData: RangeData = {
        do { return try RangeData.load(options: options, assets: assets) } catch { fatalError("\(error)") }
    }()

    /// The measurer at `scale` pixels per point.
    static func measurer(scale: Double) -> TTFTextMeasurer { TTFTextMeasurer(fonts: fonts, scale: scale) }

    /// A scene of `kind` laid out below the tabs of a `size` window, from `options`.
    static func scene(_ kind: SceneKind, size: Size, options: Options = options) throws -> Scene {
        try App.makeScene(
            kind, options: options, elements: elements, range: rangeData,
            viewport: Rect(x: 0, y: SceneTabs.height, width: size.width, height: size.height - SceneTabs.height))
    }
}
