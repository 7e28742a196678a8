import WheelCharts
import WheelRendering
import WheelMotion
import SeriesIO
import WheelSemantics

/// The spring scene: quarterly sales of three years as columns or a pie, every value
/// moving with its own spring (pop's bounciness and speed), with year, kind and spring
/// controls.
final class SpringScene: Scene {
    let kind = SceneKind.spring
    private(set) var model: SpringChartModel
    var style = SpringChartStyle()
    private var traceEvents: [TraceEvent] = []
    /// `--reduce-motion`: a change of chart kind cross-fades instead of morphing (and the
    /// values never overshoot: ``SpringChartModel/reducesMotion``).
    var crossFade: SpringCrossFade?

    /// The data of the issue: Q1-Q4 sales for 2012-2014, on a 0...200 axis.
    static let categories = ["Q1", "Q2", "Q3", "Q4"]
    static let series = [
        ChartSeries(name: "2012", values: [120, 140, 50, 120]),
        ChartSeries(name: "2013", values: [10, 60, 110, 40]),
        ChartSeries(name: "2014", values: [150, 120, 160, 100]),
    ]

    init(viewport: Rect) throws {
        model = try SpringChartModel(categories: Self.categories, series: Self.series, viewport: viewport)
    }

    func setViewport(_ rect: Rect) { try? model.setViewport(rect) }

    func handle(_ event: InputEvent) { record(model.handle(event)) }

    func advance(to time: Double) {
        record(model.advance(to: time))
        crossFade?.advance(to: time)
    }

    private func record(_ events: [SpringChartEvent]) {
        for e in events {
            switch e {
            case .yearChanged(let i):
                traceEvents.append(.year(SeriesName(name: model.series[i].name)))
            case .kindChanged(let k):
                if crossFade != nil {
                    model.finishMorph()
                    crossFade?.start(at: model.time)
                }
                traceEvents.append(.kind(k.rawValue))
            case .bouncinessChanged(let v):
                traceEvents.append(.bounciness(v))
            case .speedChanged(let v):
                traceEvents.append(.speed(v))
            case .settled:
                traceEvents.append(.settled)
            }
        }
    }

    var isAnimating: Bool { model.isAnimating || crossFade?.isRunning == true }

    func render(into list: inout DisplayList, measurer: some TextMeasurer) {
        if crossFade != nil {
            crossFade!.render(model, style: style, into: &list, measurer: measurer)
        } else {
            model.render(into: &list, style: style, measurer: measurer)
        }
    }

    func traceLayout() -> any Encodable {
        let l = model.layout
        let p = l.plot
        return LayoutTrace(
            plot: [p.x, p.y, p.width, p.height], pieCenter: [l.pieCenter.x, l.pieCenter.y], pieRadius: l.pieRadius,
            axisMax: model.axisMaximum, categories: model.categories, years: model.series.map { SeriesName(name: $0.name) })
    }

    func traceFrame() -> any Encodable {
        let v = model.values
        return FrameTrace(
            year: SeriesName(name: model.series[model.selectedSeries].name), kind: model.kind.rawValue,
            morph: model.morphProgress, bounciness: model.bounciness, speed: model.speed, values: v.values,
            targets: v.targets, velocities: v.velocities)
    }

    func takeTraceEvents() -> [TraceEvent] {
        defer { traceEvents.removeAll() }
        return traceEvents
    }
}

extension SpringScene: MotionReducible {
    /// The kind cross-fades instead of morphing, and the values glide without overshoot.
    func reduceMotion() {
        crossFade = SpringCrossFade()
        model.setReducesMotion(true)
    }
}

extension SpringScene: SemanticScene {
    func semantics(focused: SemanticsNode.ID?) -> SemanticsTree {
        model.semantics(base: SemanticsIDs.spring, focused: focused.flatMap { model.semanticsPart(of: $0, base: SemanticsIDs.spring) })
    }

    func perform(_ action: SemanticsAction, on id: SemanticsNode.ID, at time: Double) {
        guard let part = model.semanticsPart(of: id, base: SemanticsIDs.spring) else { return }
        record(model.perform(action, on: part, at: time))
    }
}

extension SpringScene {
    /// A hand over a control (a year or chart-kind segment, a slider).
    func cursor(at p: Point) -> WindowCursor.Shape { model.layout.hitTest(p) != nil ? .hand : .arrow }
}

extension SpringScene {
    /// The spring chart's member of the trace's layout line (window points).
    struct LayoutTrace: Encodable {
        /// x, y, width, height.
        @OrNull var plot: [Double]
        @OrNull var pieCenter: [Double]
        @OrNull var pieRadius: Double
        /// The value axis' top.
        @OrNull var axisMax: Double
        var categories: [String]
        var years: [SeriesName]

        enum CodingKeys: String, CodingKey {
            case plot, pieCenter = "pie_center", pieRadius = "pie_radius", axisMax = "axis_max", categories, years
        }
    }

    /// The spring chart's member of a frame line: the series shown and its springs.
    struct FrameTrace: Encodable {
        var year: SeriesName
        /// `column` or `pie`.
        var kind: String
        /// The morph between columns (0) and pie (1).
        @OrNull var morph: Double
        @OrNull var bounciness: Double
        @OrNull var speed: Double
        /// Per category: the springs' values, their targets and their velocities.
        @OrNull var values: [Double]
        @OrNull var targets: [Double]
        @OrNull var velocities: [Double]
    }
}
