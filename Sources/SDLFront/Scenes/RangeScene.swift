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
    /// The charts' colours, sizes and fonts.
    var style = RangeChartStyle()
    private var changed = false

    /// The scene over `data`; its axis, readouts and accessible values in `locale`.
    init(data: RangeData, viewport: Rect, locale: DateLocale = .iso) throws {
        self.data = data
        let config = RangeSelectorConfiguration(
            minimumSpan: data.minimumSpan, momentumCurve: data.curve, locale: locale)
        controller = try RangeSelectorController(
            pyramid: data.pyramid, title: data.title, configuration: config, viewport: viewport)
    }

    func setViewport(_ rect: Rect) { try? controller.setViewport(rect) }

    func handle(_ event: InputEvent) { record(controller.handle(event)) }

    func advance(to time: Double) {
        record(controller.advance(to: time))
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

    var isAnimating: Bool { controller.isAnimating }

    func render(into list: inout DisplayList, measurer: some TextMeasurer) {
        controller.render(into: &list, style: style, measurer: measurer)
    }

    private static func rect(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height] }

    func traceLayout() -> any Encodable {
        let g = controller.geometry
        let d = controller.domain
        return LayoutTrace(
            mainPlot: Self.rect(g.mainPlot), overviewPlot: Self.rect(g.overviewPlot), domain: [d.lowerBound, d.upperBound],
            minSpan: controller.effectiveMinimumSpan, pointCount: data.series.count)
    }

    func traceFrame() -> any Encodable {
        let r = controller.visibleRange
        let (l, rt) = controller.selectionPixels
        var value: FrameTrace.Value?
        if let a = controller.chart.annotation, let text = controller.chart.annotationText {
            value = FrameTrace.Value(x: a.x, y: a.y, text: text)
        } else if let a = ValueAnnotation.find(in: data.series, atOrBefore: r.upperBound) {
            // Not drawn (the main plot has no room), but the sample exists.
            value = FrameTrace.Value(x: a.x, y: a.y, text: fmt(a.y))
        }
        defer { lastRelease = nil }
        return FrameTrace(
            visible: [r.lowerBound, r.upperBound], selectionPx: [l, rt], phase: controller.phase.rawValue, value: value,
            readout: controller.chart.readout.map { FrameTrace.Readout(x: $0.x, y: $0.y, index: $0.index) },
            release: lastRelease.map { FrameTrace.Release(vx: $0) })
    }

    func takeTraceEvents() -> [TraceEvent] {
        guard changed else { return [] }
        changed = false
        return [.rangeChanged(visible: controller.visibleRange)]
    }

    /// The range selector's member of the trace's layout line: plots in window points, times
    /// in seconds since the Unix epoch.
    struct LayoutTrace: Encodable {
        /// x, y, width, height.
        @OrNull var mainPlot: [Double]
        @OrNull var overviewPlot: [Double]
        @OrNull var domain: [Double]
        /// Seconds.
        @OrNull var minSpan: Double
        var pointCount: Int

        enum CodingKeys: String, CodingKey {
            case mainPlot = "main_plot", overviewPlot = "overview_plot", domain, minSpan = "min_span", pointCount = "point_count"
        }
    }

    /// The range selector's member of a frame line.
    struct FrameTrace: Encodable {
        /// The sample at or before the visible end, as the main chart labels it.
        struct Value: Encodable {
            @OrNull var x: Double
            @OrNull var y: Double
            var text: String
        }

        /// The sample the main chart reads out (hover or tap).
        struct Readout: Encodable {
            @OrNull var x: Double
            @OrNull var y: Double
            var index: Int
        }

        /// The release velocity, points per second.
        struct Release: Encodable {
            @OrNull var vx: Double
        }

        @OrNull var visible: [Double]
        /// The selection's edges on the overview, window points.
        @OrNull var selectionPx: [Double]
        var phase: String
        /// `null` when no sample is at or before the visible end.
        @OrNull var value: Value?
        var readout: Readout?
        var release: Release?

        enum CodingKeys: String, CodingKey {
            case visible, selectionPx = "selection_px", phase, value, readout, release
        }
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
            try controller.setConfiguration(c)
        } catch {
            FileHandle.standardError.write(Data("note: --reduce-motion not applied to the range selector: \(error)\n".utf8))
        }
    }
}
