import Foundation
import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO
import WheelSemantics

/// The range-selector scene: a main time-series chart and, under it, an overview of the whole
/// series whose selection drives the main chart (and the other way round).
final class RangeScene: Scene {
    let kind = SceneKind.range
    private(set) var controller: RangeSelectorController
    let data: RangeData
    var renderer = RangeChartRenderer()
    private var changed = false

    init(data: RangeData, viewport: Rect) throws {
        self.data = data
        let config = RangeSelectorConfiguration(minimumSpan: data.minimumSpan, momentumCurve: data.curve)
        controller = try RangeSelectorController(series: data.series, configuration: config, viewport: viewport)
    }

    func setViewport(_ rect: Rect) { try? controller.setViewport(rect) }

    func handle(_ event: InputEvent) { record(controller.handle(event)) }

    func advance(to time: Double) {
        record(controller.advance(to: time))
        renderer.advance(to: time)
    }

    /// The last release velocity (points/s), for the next frame line's "release" member.
    private var lastRelease: Double?

    private func record(_ events: [RangeSelectorEvent]) {
        for e in events {
            switch e {
            case .rangeChanged: changed = true
            case .released(let velocity): lastRelease = velocity
            }
        }
    }

    var isAnimating: Bool { controller.isAnimating || renderer.isAnimating }

    func render(into list: inout DisplayList, measurer: some TextMeasurer) {
        renderer.fitValueGutters(&controller, pyramid: data.pyramid, measurer: measurer)
        renderer.render(controller, pyramid: data.pyramid, title: data.title, into: &list, measurer: measurer)
    }

    private static func rect(_ r: Rect) -> String { "[\(fmt(r.x)), \(fmt(r.y)), \(fmt(r.width)), \(fmt(r.height))]" }

    func traceLayout() -> String {
        let g = controller.geometry
        let d = controller.domain
        return "\"range\": {\"main_plot\": \(Self.rect(g.mainPlot)), \"overview_plot\": \(Self.rect(g.overviewPlot)), "
            + "\"domain\": [\(fmt(d.lowerBound)), \(fmt(d.upperBound))], "
            + "\"min_span\": \(fmt(controller.effectiveMinimumSpan)), \"point_count\": \(data.series.count)}"
    }

    func traceFrame() -> String {
        let r = controller.visibleRange
        let (l, rt) = controller.selectionPixels
        var value = "null"
        if let a = renderer.annotation, let text = renderer.annotationText {
            value = "{\"x\": \(fmt(a.x)), \"y\": \(fmt(a.y)), \"text\": \(JSON.string(text))}"
        } else if let a = ValueAnnotation.find(in: data.series, atOrBefore: r.upperBound) {
            // Not drawn (the main plot has no room), but the sample exists.
            value = "{\"x\": \(fmt(a.x)), \"y\": \(fmt(a.y)), \"text\": \(JSON.string(fmt(a.y)))}"
        }
        var s = "\"range\": {\"visible\": [\(fmt(r.lowerBound)), \(fmt(r.upperBound))], "
        s += "\"selection_px\": [\(fmt(l)), \(fmt(rt))], \"phase\": \"\(controller.phase.rawValue)\", \"value\": \(value)"
        if let a = renderer.readout {
            s += ", \"readout\": {\"x\": \(fmt(a.x)), \"y\": \(fmt(a.y)), \"index\": \(a.index)}"
        }
        if let v = lastRelease {
            s += ", \"release\": {\"vx\": \(fmt(v))}"
            lastRelease = nil
        }
        return s + "}"
    }

    func takeTraceEvents() -> [String] {
        guard changed else { return [] }
        changed = false
        let r = controller.visibleRange
        return ["{\"type\": \"range_changed\", \"visible\": [\(fmt(r.lowerBound)), \(fmt(r.upperBound))]}"]
    }
}

extension RangeScene: SemanticScene {
    func semantics(focused: SemanticsNode.ID?) -> SemanticsTree {
        controller.semantics(
            pyramid: data.pyramid, title: data.title, base: SemanticsIDs.range,
            focused: focused.flatMap { RangeSelectorController.semanticsPart(of: $0, base: SemanticsIDs.range) })
    }

    func perform(_ action: SemanticsAction, on id: SemanticsNode.ID, at time: Double) {
        guard let part = RangeSelectorController.semanticsPart(of: id, base: SemanticsIDs.range) else { return }
        record(controller.perform(action, on: part, pyramid: data.pyramid))
    }

    /// Arrows over a handle, a move cursor over the selection, a hand beside it (a press
    /// centres the selection there), a crosshair over the main chart.
    func cursor(at p: Point) -> WindowCursor.Shape {
        switch controller.hitTest(p) {
        case .lowerHandle, .upperHandle: .resizeHorizontal
        case .body: .move
        case .overviewOutside: .hand
        case .mainChart: p.y <= controller.geometry.mainPlot.maxY ? .crosshair : .arrow
        case .none: .arrow
        }
    }

    /// The keyboard's readout goes when the focus leaves it.
    func focusMoved(from old: SemanticsNode.ID?, to new: SemanticsNode.ID) {
        let readout = SemanticsNode.ID(SemanticsIDs.range.rawValue + RangeSelectorController.SemanticsPart.readout.rawValue)
        if old == readout && new != readout { controller.hideReadout() }
    }
}

extension RangeScene: MotionReducible {
    /// A release never coasts: the range stays where the pointer left it.
    func reduceMotion() {
        var c = controller.configuration
        // The least coasting speed at its limit (10,000 points/s, beyond any hand's flick).
        c.minimumFlingSpeed = RangeSelectorLimits.minimumFlingSpeed.allowed.upperBound
        do {
            controller = try RangeSelectorController(
                domain: controller.domain, initialRange: controller.visibleRange, configuration: c,
                viewport: controller.geometry.viewport)
        } catch {
            FileHandle.standardError.write(Data("note: --reduce-motion not applied to the range selector: \(error)\n".utf8))
        }
    }
}
