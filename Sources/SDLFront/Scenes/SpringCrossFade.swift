import WheelCharts

/// The spring chart's change of kind under `--reduce-motion`: the model jumps to the new kind
/// (``SpringChartModel/finishMorph()``) and the last picture of the old kind fades out under
/// the new one over ``duration`` seconds, instead of the shapes morphing.
struct SpringCrossFade {
    /// How long the cross-fade lasts, seconds.
    static let duration = 0.2
    /// The last frame drawn (the old kind's picture when a change starts).
    private var last = DisplayList()
    private var fading: DisplayList?
    private var started = 0.0
    private var now = 0.0

    /// Whether a cross-fade is in progress.
    var isRunning: Bool { fading != nil }

    /// Starts fading the last picture out at `time` (seconds).
    mutating func start(at time: Double) {
        fading = last
        started = time
        now = time
    }

    mutating func advance(to time: Double) {
        now = max(now, time)
        if fading != nil && now - started >= Self.duration { fading = nil }
    }

    /// Draws the model; during a cross-fade the old picture first, then the chart area cleared
    /// and the new picture both at the fade's opacity, so the chart goes from old to new while
    /// the controls (the same in both) stay put.
    mutating func render(_ model: SpringChartModel, style: SpringChartStyle, into list: inout DisplayList, measurer: some TextMeasurer) {
        guard let old = fading else {
            // No fade: drawn directly (its layers kept), and remembered.
            let start = list.count
            model.render(into: &list, measurer: measurer, style: style)
            if start == 0 { last = list } else { last.removeAll(); model.render(into: &last, measurer: measurer, style: style) }
            return
        }
        var picture = DisplayList()
        model.render(into: &picture, measurer: measurer, style: style)
        let a = min(1, max(0, (now - started) / Self.duration))
        list.background = picture.background
        list.append(old, opacity: 1)
        list.append(.fillRect(model.layout.chartArea, picture.background.withOpacity(a)))
        list.append(picture, opacity: a)
        last = picture
    }
}
