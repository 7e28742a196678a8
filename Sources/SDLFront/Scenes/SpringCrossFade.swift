import WheelCharts

/// The spring chart's change of kind under `--reduce-motion`: the model jumps to the new kind
/// (``SpringChartModel/finishMorph()``) and the chart's last picture of the old kind fades out
/// under the new one over ``duration`` seconds, instead of the shapes morphing. Only the chart
/// part cross-fades; the title, legend and controls are drawn once, switched at once.
struct SpringCrossFade {
    /// How long the cross-fade lasts, seconds.
    static let duration = 0.2
    /// The model as the last frame drew it (nil before the first frame): its chart is the old
    /// picture when a change starts. A value kept instead of its chart's display list, so that a
    /// frame at rest draws each part once and copies nothing.
    private var drawn: SpringChartModel?
    /// While a cross-fade runs: the model whose chart fades out, and that chart once drawn (at the
    /// fade's first frame, then kept).
    private var fading: (from: SpringChartModel?, chart: DisplayList?)?
    /// The new chart of a frame mid-fade (storage kept from frame to frame).
    private var new = DisplayList()
    private var started = 0.0
    private var now = 0.0

    /// Whether a cross-fade is in progress.
    var isRunning: Bool { fading != nil }

    /// Starts fading the last chart drawn out at `time` (seconds).
    mutating func start(at time: Double) {
        fading = (drawn, nil)
        started = time
        now = time
    }

    mutating func advance(to time: Double) {
        now = max(now, time)
        if fading != nil && now - started >= Self.duration { fading = nil }
    }

    /// Draws the model, each part once. During a cross-fade: the header and controls as they
    /// are now, then in the chart's bounds the old chart, the background at the fade's opacity
    /// and the new chart at that opacity, so the chart goes from old to new while nothing else
    /// is drawn twice.
    mutating func render(_ model: SpringChartModel, style: SpringChartStyle, into list: inout DisplayList, measurer: some TextMeasurer) {
        drawn = model
        guard let (from, chart) = fading else {
            model.render(into: &list, style: style, measurer: measurer)
            return
        }
        let old: DisplayList
        if let chart {
            old = chart
        } else {
            var chart = DisplayList()
            from?.render(into: &chart, style: style, measurer: measurer, parts: .chart)
            old = chart
            fading = (from, chart)
        }
        new.removeAll()
        model.render(into: &new, style: style, measurer: measurer, parts: .chart)
        let a = min(1, max(0, (now - started) / Self.duration))
        let bounds = model.chartPartBounds
        model.render(into: &list, style: style, measurer: measurer, parts: [.header, .controls])
        list.append(.pushClip(bounds))
        list.append(old, opacity: 1)
        list.append(.fillRect(bounds, list.background.withOpacity(a)))
        list.append(new, opacity: a)
        list.append(.popClip)
    }
}
