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
    private var traceEvents: [String] = []
    /// `--reduce-motion`: a change of chart kind cross-fades instead of morphing.
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
                traceEvents.append("{\"type\": \"year\", \"year\": \(model.series[i].name)}")
            case .kindChanged(let k):
                if crossFade != nil {
                    model.finishMorph()
                    crossFade?.start(at: model.time)
                }
                traceEvents.append("{\"type\": \"kind\", \"kind\": \"\(k.rawValue)\"}")
            case .bouncinessChanged(let v):
                traceEvents.append("{\"type\": \"bounciness\", \"value\": \(fmt(v))}")
            case .speedChanged(let v):
                traceEvents.append("{\"type\": \"speed\", \"value\": \(fmt(v))}")
            case .settled:
                traceEvents.append("{\"type\": \"settled\"}")
            }
        }
    }

    var isAnimating: Bool { model.isAnimating || crossFade?.isRunning == true }

    func render(into list: inout DisplayList, measurer: some TextMeasurer) {
        if crossFade != nil {
            crossFade!.render(model, style: style, into: &list, measurer: measurer)
        } else {
            model.render(into: &list, measurer: measurer, style: style)
        }
    }

    private static func array(_ values: [Double]) -> String {
        "[" + values.map { fmt($0) }.joined(separator: ", ") + "]"
    }

    func traceLayout() -> String {
        let l = model.layout
        let p = l.plot
        let cats = model.categories.map { JSON.string($0) }.joined(separator: ", ")
        let years = model.series.map(\.name).joined(separator: ", ")
        return "\"spring\": {\"plot\": [\(fmt(p.x)), \(fmt(p.y)), \(fmt(p.width)), \(fmt(p.height))], "
            + "\"pie_center\": [\(fmt(l.pieCenter.x)), \(fmt(l.pieCenter.y))], \"pie_radius\": \(fmt(l.pieRadius)), "
            + "\"axis_max\": \(fmt(model.axisMaximum)), \"categories\": [\(cats)], \"years\": [\(years)]}"
    }

    func traceFrame() -> String {
        let v = model.values
        return "\"spring\": {\"year\": \(model.series[model.selectedSeries].name), \"kind\": \"\(model.kind.rawValue)\", "
            + "\"morph\": \(fmt(model.morphProgress)), \"bounciness\": \(fmt(model.bounciness)), \"speed\": \(fmt(model.speed)), "
            + "\"values\": \(Self.array(v.values)), \"targets\": \(Self.array(v.targets)), \"velocities\": \(Self.array(v.velocities))}"
    }

    func takeTraceEvents() -> [String] {
        defer { traceEvents.removeAll() }
        return traceEvents
    }
}

extension SpringScene: MotionReducible {
    func reduceMotion() { crossFade = SpringCrossFade() }
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
