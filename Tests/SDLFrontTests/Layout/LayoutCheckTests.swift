import Foundation
import SDLBackend
import Testing
import SeriesIO
import WheelCharts
import WheelCore

@testable import SDLFront
import WheelRendering

/// A window size of the layout matrix, in points, and its pixels per point.
struct WindowSize: Sendable, CustomTestStringConvertible {
    var width: Double
    var height: Double
    var scale: Double = 1
    var size: Size { Size(width: width, height: height) }
    var testDescription: String { "\(Int(width))x\(Int(height))" + (scale == 1 ? "" : "@\(Int(scale))x") }
}

/// The layout check: every scene's display list at a matrix of window sizes, at rest and at
/// several instants of each animation (wheel fling, range momentum, spring year change,
/// bouncy overshoot, column → pie morph), measured with the app's TTF measurer. Every frame
/// must pass ``LayoutCheck/problems(in:frame:)`` (legible, unclipped, non-overlapping text);
/// the wheel's selected label must be fully opaque at rest; every documented touch target
/// (tabs, range handles and body, spring controls) must be at least 44 points each way and
/// centred on what is drawn for it.
@Suite(.serialized) struct LayoutCheckTests {
    static let minimum = SceneTabs.minimumWindowSize
    static let sizes: [WindowSize] = [
        WindowSize(width: minimum.width, height: minimum.height),
        WindowSize(width: 640, height: 480), WindowSize(width: 800, height: 600), WindowSize(width: 1024, height: 640),
        WindowSize(width: 600, height: 1000), WindowSize(width: 1920, height: 1080),
        WindowSize(width: minimum.width, height: minimum.height, scale: 2), WindowSize(width: 1024, height: 640, scale: 2),
    ]

    /// Renders `scene` and the tab bar as the app does and returns the problems of the frame.
    func check(_ scene: Scene, _ w: WindowSize, _ name: String, _ measurer: TTFTextMeasurer) -> (DisplayList, [String]) {
        var list = DisplayList()
        scene.render(into: &list, measurer: measurer)
        var tabs = SceneTabs(scenes: SceneKind.allCases, current: scene.kind)
        tabs.current = scene.kind
        tabs.render(into: &list, width: w.width, measurer: measurer)
        let texts = LayoutCheck.texts(in: list, window: Rect(x: 0, y: 0, width: w.width, height: w.height), measurer: measurer)
        var problems = LayoutCheck.problems(in: texts, frame: "\(w.testDescription) \(scene.kind) \(name)")
        if texts.count < 8 { problems.append("\(w.testDescription) \(scene.kind) \(name): only \(texts.count) texts drawn") }
        problems += tabTargetProblems(tabs, list, w)
        return (list, problems)
    }

    func tabTargetProblems(_ tabs: SceneTabs, _ list: DisplayList, _ w: WindowSize) -> [String] {
        var found: [String] = []
        let drawn = LayoutCheck.roundedRects(in: list)
        for (kind, r) in tabs.tabFrames(width: w.width) {
            if r.width < 44 || r.height + 4 < 44 { found.append("tab \(kind) target \(r) under 44 pt") }
            if r.maxX > w.width { found.append("tab \(kind) off the window at \(w.testDescription)") }
            if !drawn.contains(where: { abs($0.x - r.x) < 1e-9 && abs($0.width - r.width) < 1e-9 }) {
                found.append("tab \(kind): nothing drawn over its target")
            }
            if tabs.hit(Point(x: r.midX, y: r.maxY + 3), width: w.width) != kind { found.append("tab \(kind) not hit below its bar") }
        }
        return found
    }

    // MARK: - Wheel

    @Test(arguments: sizes)
    func wheel(_ w: WindowSize) throws {
        let measurer = LayoutFixture.measurer(scale: w.scale)
        var problems: [String] = []
        let options = try Options.parse(["--headless", "--frames", "1", "--select", "25"])
        let scene = try #require(try LayoutFixture.scene(.wheel, size: w.size, options: options) as? WheelScene)
        scene.advance(to: 0)
        var (list, p) = check(scene, w, "rest", measurer)
        problems += p
        problems += selectedLabelProblems(scene, list, "rest")
        // A fling: a fast upward drag on the wheel's right side, then the coast and the landing.
        let g = scene.controller.geometry
        let r = (g.innerRadius + g.outerRadius) / 2
        func at(_ angle: Double) -> Point { Point(x: g.center.x + r * cos(angle), y: g.center.y + r * sin(angle)) }
        scene.handle(.pointer(.down, at: at(0.5), time: 0.1))
        for k in 1...5 { scene.handle(.pointer(.move, at: at(0.5 - 0.16 * Double(k)), time: 0.1 + 0.012 * Double(k))) }
        scene.handle(.pointer(.up, at: at(0.5 - 0.8), time: 0.17))
        #expect(scene.controller.phase == .flinging)
        for t in [0.186, 0.25, 0.4, 0.7, 1.2] {
            scene.advance(to: t)
            (list, p) = check(scene, w, "fling t=\(t)", measurer)
            problems += p
        }
        scene.advance(to: 8)
        #expect(!scene.isAnimating)
        (list, p) = check(scene, w, "after the fling", measurer)
        problems += p + selectedLabelProblems(scene, list, "after the fling")
        problems += blankSectorProblems(scene, list, "after the fling")
        // Ten million numbered items, looping across the end and at the end of a bounded wheel:
        // long sector numbers, shortened where they do not fit (every visible sector keeps a
        // number), at rest and through a fling.
        for (name, looping) in [("10M items, looping", true), ("10M items", false)] {
            let big = try Options.parse(
                ["--headless", "--frames", "1", "--items", "10000000", "--select", "9999990"] + (looping ? ["--looping"] : []))
            let bigScene = try #require(try LayoutFixture.scene(.wheel, size: w.size, options: big) as? WheelScene)
            bigScene.advance(to: 0)
            (list, p) = check(bigScene, w, name, measurer)
            problems += p + blankSectorProblems(bigScene, list, name)
            bigScene.handle(.pointer(.down, at: at(-0.3), time: 0.1))
            for k in 1...5 { bigScene.handle(.pointer(.move, at: at(-0.3 + 0.1 * Double(k)), time: 0.1 + 0.012 * Double(k))) }
            bigScene.handle(.pointer(.up, at: at(0.2), time: 0.17))
            for t in [0.2, 0.35, 0.6] {
                bigScene.advance(to: t)
                (list, p) = check(bigScene, w, "\(name) fling t=\(t)", measurer)
                problems += p + blankSectorProblems(bigScene, list, "\(name) fling t=\(t)")
            }
        }
        // The elements at item 30 (sectors at 1 and 5 o'clock on a small window).
        let thirty = try Options.parse(["--headless", "--frames", "1", "--select", "30"])
        let thirtyScene = try #require(try LayoutFixture.scene(.wheel, size: w.size, options: thirty) as? WheelScene)
        thirtyScene.advance(to: 0)
        (list, p) = check(thirtyScene, w, "item 30", measurer)
        problems += p + blankSectorProblems(thirtyScene, list, "item 30")
        // Labels on the left, selection at 9 o'clock.
        let left = try Options.parse(["--headless", "--frames", "1", "--label-side", "left", "--select", "60"])
        let leftScene = try #require(try LayoutFixture.scene(.wheel, size: w.size, options: left) as? WheelScene)
        leftScene.advance(to: 0)
        (list, p) = check(leftScene, w, "labels left", measurer)
        problems += p + selectedLabelProblems(leftScene, list, "labels left")
        #expect(problems.isEmpty, "\(problems.prefix(12).joined(separator: "\n"))")
    }

    /// Every sector drawn in full (outside the fade of the gap opposite the selection) whose
    /// text centre lies well inside the window shows its item: a sector text at least half
    /// opaque (a picker never shows an item with no text).
    func blankSectorProblems(_ scene: WheelScene, _ list: DisplayList, _ name: String) -> [String] {
        let c = scene.controller
        let v = c.viewport
        let a = c.configuration.sectorAngle
        let turned = c.angle / a
        var shown: [Int: Double] = [:]
        for command in list.commands {
            if case .text(let t) = command, t.reuseKey?.owner == "sector", let slot = t.reuseKey?.slot {
                shown[slot] = Double(t.color.a) / 255
            }
        }
        var found: [String] = []
        for cell in c.layout.cells {
            let d = abs(Double(cell.position) - turned)
            let margin = 25.0
            guard d <= .pi / a - 2, cell.center.x > v.x + margin, cell.center.x < v.maxX - margin,
                cell.center.y > v.y + margin, cell.center.y < v.maxY - margin
            else { continue }
            if (shown[cell.slot] ?? 0) < 0.5 {
                found.append("\(name): sector of item \(cell.item) at \(cell.center) shows no number (opacity \(shown[cell.slot] ?? 0))")
            }
        }
        return found
    }

    /// The committed item's label is drawn bold at full opacity, whole (not elided away).
    func selectedLabelProblems(_ scene: WheelScene, _ list: DisplayList, _ name: String) -> [String] {
        guard let item = scene.controller.committedItem ?? scene.controller.centeredItem else { return ["no selection"] }
        let name0 = scene.controller.items.item(at: item).labelText
        let labels = list.commands.compactMap { c -> TextRun? in
            if case .text(let t) = c, t.reuseKey?.owner == "label", t.style.bold { t } else { nil }
        }
        guard let label = labels.first else { return ["\(name): the selected label \(name0) is not drawn"] }
        var found: [String] = []
        if label.color.a != 255 { found.append("\(name): the selected label is drawn at opacity \(label.color.a)/255") }
        if label.string != name0 { found.append("\(name): the selected label reads \(label.string), not \(name0)") }
        return found
    }

    // MARK: - Range selector

    @Test(arguments: sizes)
    func range(_ w: WindowSize) throws {
        let measurer = LayoutFixture.measurer(scale: w.scale)
        var problems: [String] = []
        let scene = try #require(try LayoutFixture.scene(.range, size: w.size) as? RangeScene)
        scene.advance(to: 0)
        var (list, p) = check(scene, w, "rest", measurer)
        problems += p + rangeTargetProblems(scene, list, "rest")
        // Momentum: a fast pan of the main chart, released while moving.
        let main = scene.controller.geometry.mainPlot
        scene.handle(.pointer(.down, at: Point(x: main.midX, y: main.midY), time: 0.1))
        for k in 1...5 {
            scene.handle(.pointer(.move, at: Point(x: main.midX - 30 * Double(k), y: main.midY), time: 0.1 + 0.012 * Double(k)))
        }
        scene.handle(.pointer(.up, at: Point(x: main.midX - 150, y: main.midY), time: 0.16))
        #expect(scene.controller.phase == .momentum)
        for t in [0.176, 0.3, 0.6, 1.0] {
            scene.advance(to: t)
            (list, p) = check(scene, w, "momentum t=\(t)", measurer)
            problems += p
        }
        // The minimum span, in the middle and at both ends of the data.
        var t = 5.0
        for _ in 0..<14 {
            scene.handle(.key(.plus, time: t))
            t += 0.01
        }
        scene.advance(to: t)
        (list, p) = check(scene, w, "zooming to the minimum span", measurer)
        problems += p + rangeTargetProblems(scene, list, "zooming to the minimum span")
        t += 0.5
        scene.advance(to: t)
        (list, p) = check(scene, w, "minimum span", measurer)
        problems += p + rangeTargetProblems(scene, list, "minimum span")
        #expect(abs(scene.controller.visibleSpan - scene.controller.constraint.effectiveMinimumSpan) < 1e-6)
        for key in [NavigationKey.end, .home] {
            scene.handle(.key(key, time: t))
            scene.advance(to: t + 5)
            t += 10
            (list, p) = check(scene, w, "minimum span, \(key)", measurer)
            problems += p + rangeTargetProblems(scene, list, "minimum span, \(key)")
        }
        #expect(problems.isEmpty, "\(problems.prefix(12).joined(separator: "\n"))")
    }

    /// Values whose tag is wide ("-1506.6", as `--points 20000000` reaches): the value-axis
    /// gutter widens to fit the tag, at rest, during a pan of the main chart, at the minimum
    /// span and at both ends (before, the tag sat inside the plot over the last samples).
    @Test(arguments: sizes)
    func rangeWithWideValues(_ w: WindowSize) throws {
        let measurer = LayoutFixture.measurer(scale: w.scale)
        let t0 = 1_262_304_000.0
        let n = 24 * 365
        let xs = (0..<n).map { t0 + Double($0) * 3600 }
        let ys = (0..<n).map { (i: Int) -> Double in
            let wave: Double = 40 * sin(Double(i) / 90)
            return -1506.6 + wave - Double(i % 24) * 0.3
        }
        let series = try TimeSeries(xs: xs, ys: ys)
        var data = LayoutFixture.rangeData
        data.series = series
        data.pyramid = MinMaxPyramid(series)
        let scene = try RangeScene(
            data: data, viewport: Rect(x: 0, y: SceneTabs.height, width: w.width, height: w.height - SceneTabs.height))
        var problems: [String] = []
        scene.advance(to: 0)
        var (list, p) = check(scene, w, "wide values, rest", measurer)
        problems += p + rangeTargetProblems(scene, list, "wide values, rest")
        let main = scene.controller.geometry.mainPlot
        scene.handle(.pointer(.down, at: Point(x: main.midX, y: main.midY), time: 0.1))
        for k in 1...8 {
            scene.handle(.pointer(.move, at: Point(x: main.midX + 20 * Double(k), y: main.midY), time: 0.1 + 0.016 * Double(k)))
            scene.advance(to: 0.1 + 0.016 * Double(k))
            (list, p) = check(scene, w, "wide values, pan \(k)", measurer)
            problems += p + rangeTargetProblems(scene, list, "wide values, pan \(k)")
        }
        scene.handle(.pointer(.cancel, at: Point(x: main.midX + 160, y: main.midY), time: 0.3))
        var t = 1.0
        for _ in 0..<14 {
            scene.handle(.key(.plus, time: t))
            t += 0.5
            scene.advance(to: t)
        }
        for key in [NavigationKey.end, .home] {
            scene.handle(.key(key, time: t))
            scene.advance(to: t + 5)
            t += 10
            (list, p) = check(scene, w, "wide values, minimum span, \(key)", measurer)
            problems += p + rangeTargetProblems(scene, list, "wide values, minimum span, \(key)")
        }
        #expect((scene.controller.chart.annotationText ?? "").count >= 7, "\(scene.controller.chart.annotationText ?? "no tag")")
        #expect(problems.isEmpty, "\(problems.prefix(12).joined(separator: "\n"))")
    }

    /// Each overview zone is at least 44 points wide and tall, hits its own target, and has its
    /// handle (or, for a narrow selection, the body's grip) drawn centred in it.
    func rangeTargetProblems(_ scene: RangeScene, _ list: DisplayList, _ name: String) -> [String] {
        let c = scene.controller
        let z = c.overviewZones
        let ov = c.geometry.overviewPlot
        let v = c.geometry.viewport
        let drawn = LayoutCheck.roundedRects(in: list)
        let pillWidth = scene.style.handleSize.width
        var found: [String] = []
        for (zone, target) in [(z.lower, RangeHitTarget.lowerHandle), (z.body, .body), (z.upper, .upperHandle)] {
            let x = (zone.lowerBound + zone.upperBound) / 2
            if zone.upperBound - zone.lowerBound < 44 - 1e-9 { found.append("\(name): \(target) zone \(zone) under 44 pt") }
            if zone.lowerBound < v.x - 1e-9 || zone.upperBound > v.maxX + 1e-9 { found.append("\(name): \(target) zone \(zone) off the window") }
            for dy in [-21.0, 0, 21] where c.hitTest(Point(x: x, y: ov.midY + dy)) != target {
                found.append("\(name): the middle of the \(target) zone (dy \(dy)) hits \(c.hitTest(Point(x: x, y: ov.midY + dy)))")
            }
            if target != .body && !drawn.contains(where: { abs($0.width - pillWidth) < 1e-9 && abs($0.midX - x) <= 0.5 }) {
                found.append("\(name): no handle drawn at the centre of the \(target) zone (\(x))")
            }
            if target != .body && (x - pillWidth / 2 < ov.x - 0.5 || x + pillWidth / 2 > ov.maxX + 0.5) {
                found.append("\(name): the \(target) handle (\(x)) is drawn outside the overview \(ov.x)...\(ov.maxX)")
            }
        }
        // The value tag sits beside the main plot, never over the data.
        if let box = scene.controller.chart.annotationBox, LayoutCheck.overlaps(box.insetBy(dx: 0.5, dy: 0.5), c.geometry.mainPlot) {
            found.append("\(name): the value tag \(box) (\(scene.controller.chart.annotationText ?? "")) covers the main plot \(c.geometry.mainPlot)")
        }
        let (l, r) = c.selectionPixels
        let bodyWidth = z.body.upperBound - z.body.lowerBound
        if r - l < bodyWidth - 0.5 && !drawn.contains(where: { abs($0.midX - (z.body.lowerBound + z.body.upperBound) / 2) <= 0.5 && $0.width >= bodyWidth - 8 }) {
            found.append("\(name): a narrow selection's body target has no grip drawn over it")
        }
        return found
    }

    // MARK: - Spring chart

    @Test(arguments: sizes)
    func spring(_ w: WindowSize) throws {
        let measurer = LayoutFixture.measurer(scale: w.scale)
        var problems: [String] = []
        let scene = try #require(try LayoutFixture.scene(.spring, size: w.size) as? SpringScene)
        scene.advance(to: 0)
        var (list, p) = check(scene, w, "rest", measurer)
        problems += p + springTargetProblems(scene, list)
        var t = 0.0
        func run(_ key: NavigationKey, _ name: String, instants: [Double]) {
            t += 10
            scene.advance(to: t)
            scene.handle(.key(key, time: t))
            for dt in instants {
                scene.advance(to: t + dt)
                (list, p) = check(scene, w, "\(name) +\(Int(dt * 1000)) ms", measurer)
                problems += p
            }
        }
        let steps = [0.033, 0.066, 0.1, 0.133, 0.2, 0.3, 0.5, 1.0]
        run(.right, "year change", instants: steps)
        run(.down, "columns → pie", instants: steps)
        run(.right, "pie year change", instants: steps)
        run(.up, "pie → columns", instants: steps)
        for _ in 0..<16 { scene.handle(.key(.pageUp, time: t + 2)) }
        #expect(scene.model.bounciness == 20)
        run(.home, "bounciness 20 year change", instants: steps + [0.8, 1.5])
        scene.advance(to: t + 60)
        (list, p) = check(scene, w, "at rest again", measurer)
        problems += p + springTargetProblems(scene, list)
        #expect(problems.isEmpty, "\(problems.prefix(12).joined(separator: "\n"))")
    }

    /// Segments and sliders are at least 44 points each way, inside the window, and drawn
    /// where they are hit.
    func springTargetProblems(_ scene: SpringScene, _ list: DisplayList) -> [String] {
        let l = scene.model.layout
        let drawn = LayoutCheck.roundedRects(in: list)
        var found: [String] = []
        let window = Rect(x: 0, y: 0, width: l.viewport.maxX, height: l.viewport.maxY)
        for (name, c) in [("year", l.yearControl), ("kind", l.kindControl)] {
            if !drawn.contains(c.frame) { found.append("\(name) control not drawn at its target \(c.frame)") }
            for s in c.segments where s.width < 44 || s.height < 44 { found.append("\(name) segment \(s) under 44 pt") }
            if !LayoutCheck.contains(window, c.frame) { found.append("\(name) control \(c.frame) cut by the window") }
        }
        for (name, s) in [("bounciness", l.bouncinessSlider), ("speed", l.speedSlider)] {
            if s.frame.width < 44 || s.frame.height < 44 { found.append("\(name) slider \(s.frame) under 44 pt") }
            if abs(s.trackY - s.frame.midY) > 1e-9 || s.trackStart < s.frame.x || s.trackEnd > s.frame.maxX {
                found.append("\(name) slider track not centred in its target")
            }
            if !LayoutCheck.contains(window, s.frame) { found.append("\(name) slider \(s.frame) cut by the window") }
        }
        // Controls do not overlap the chart.
        for r in [l.yearControl.frame, l.kindControl.frame, l.bouncinessSlider.frame, l.speedSlider.frame]
        where LayoutCheck.overlaps(r, l.chartArea) {
            found.append("control \(r) overlaps the chart \(l.chartArea)")
        }
        return found
    }
}
