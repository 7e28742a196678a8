import RealModule

/// The main chart's value axis over time, as Highcharts moves it: it keeps its bounds while
/// the visible data fits them and fills at least ``minimumFill`` of them (hysteresis, so a pan
/// does not re-fit it at every frame), and glides to new bounds over ``duration`` when it
/// re-fits, with ``headroom`` when the data outgrew it. The bounds shown always hold the data
/// of the last update: where the data leads a glide (a fast drag into higher or lower values)
/// they reach it at once, so no frame draws data outside the plot. A closed-form function of
/// the time given: no clock is read.
struct ValueAxisGlide: Hashable, Sendable {
    /// How long a glide to new bounds takes, seconds.
    static let duration = 0.25
    /// The least share of the axis the visible data (padded) may fill before it re-fits.
    static let minimumFill = 0.5

    /// The axis glided to (its ticks' first and last value are its bounds).
    var target: ValueAxisTicks
    /// The tick count it was fitted for (a change of plot height re-fits at once).
    var targetCount: Int
    /// The bounds shown when the glide started, and when it started (seconds).
    var from: ClosedRange<Double>
    var start: Double
    /// The data of the last update (the visible values, padded): the bounds shown hold it.
    var data: ClosedRange<Double>?

    /// The bounds of an axis: its first and last tick (one unit tall when they meet).
    static func bounds(_ t: ValueAxisTicks) -> ClosedRange<Double> {
        t.lower...(t.upper > t.lower ? t.upper : t.lower + 1)
    }

    /// An axis shown at once (no glide).
    init(settledOn target: ValueAxisTicks, targetCount: Int) {
        self.target = target
        self.targetCount = targetCount
        from = Self.bounds(target)
        start = -Double.infinity
    }

    /// The bounds shown at `time`: from ``from`` to the target's, eased in and out
    /// (Highcharts' "swing", ½ − cos(πu)/2), so that no frame moves the grid by much, and
    /// widened to hold ``data`` where the data is ahead of the glide.
    func shown(at time: Double) -> ClosedRange<Double> {
        let to = Self.bounds(target)
        let u = min(max((time - start) / Self.duration, 0), 1)
        var lo = to.lowerBound
        var hi = to.upperBound
        if u < 1, !u.isNaN {
            let e = 0.5 - Double.cos(Double.pi * u) / 2
            let glidLo = from.lowerBound + (to.lowerBound - from.lowerBound) * e
            let glidHi = from.upperBound + (to.upperBound - from.upperBound) * e
            if glidHi > glidLo { (lo, hi) = (glidLo, glidHi) }
        }
        if let data, data.lowerBound.isFinite, data.upperBound.isFinite {
            lo = min(lo, data.lowerBound)
            hi = max(hi, data.upperBound)
        }
        return lo...hi
    }

    /// Whether a glide is still moving at `time`.
    func isGliding(at time: Double) -> Bool { time - start < Self.duration }

    /// The room an axis that the data outgrew is given beyond the data on each side, as a share
    /// of the data's span: a pan through rising or falling data then re-fits it every few
    /// seconds, not a tick step at a time (which kept it gliding, and every frame redrawing the
    /// whole plot, through a whole drag).
    static let headroom = 0.2

    /// Takes the data of a frame at `time`: `extent` (the visible values, padded) and `fitted`
    /// (the axis a fresh fit gives them, for `count` ticks). The axis stays while the extent
    /// fits it and fills at least ``minimumFill`` of it. Else it glides, from where it is
    /// shown, to `fitted` when the data fills too little of it, and to `roomy` (the data with
    /// ``headroom``, for `count` ticks) when the data goes past it.
    mutating func update(
        extent: ClosedRange<Double>, fitted: ValueAxisTicks, roomy: () -> ValueAxisTicks, count: Int, at time: Double
    ) {
        guard count == targetCount else {
            self = ValueAxisGlide(settledOn: fitted, targetCount: count)
            data = extent
            return
        }
        data = extent
        let b = Self.bounds(target)
        let inside = extent.lowerBound >= b.lowerBound && extent.upperBound <= b.upperBound
        let fits = inside && extent.upperBound - extent.lowerBound >= Self.minimumFill * (b.upperBound - b.lowerBound)
        guard !fits else { return }
        var next = inside ? fitted : roomy()
        // The room must not make the data fill too little of the axis (it would re-fit again).
        let nb = Self.bounds(next)
        if extent.upperBound - extent.lowerBound < Self.minimumFill * (nb.upperBound - nb.lowerBound) { next = fitted }
        guard next != target else { return }
        from = shown(at: time)
        target = next
        start = time
    }

    /// The ticks to draw for the bounds `shown`: the target's own at rest, else the multiples
    /// of its step inside them (so grid lines slide with the glide and keep their labels).
    func ticks(shown: ClosedRange<Double>) -> ValueAxisTicks {
        guard shown != Self.bounds(target), target.step > 0, target.step.isFinite else { return target }
        let k0 = (shown.lowerBound / target.step).rounded(.up)
        let k1 = (shown.upperBound / target.step).rounded(.down)
        guard k1 >= k0, k1 - k0 < 1_000 else { return target }
        var t = target
        t.values = stride(from: k0, through: k1, by: 1).map { $0 * target.step }
        return t
    }
}
