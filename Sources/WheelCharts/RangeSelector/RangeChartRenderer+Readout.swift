import SeriesIO
import WheelPrimitives

extension RangeChartRenderer {
    /// The sample nearest in time to `t` among the visible ones (`visible`, epoch seconds)
    /// with a finite value, by binary search, O(log n): the later one of two as near. A gap
    /// (a non-finite value) there gives the nearest finite neighbour within
    /// `ValueAnnotation.gapSearchLimit` samples on either side. Nil when there is none.
    static func readoutSample(in series: TimeSeries, near t: Double, visible: ClosedRange<Double>) -> ValueAnnotation? {
        guard t.isFinite, series.count > 0 else { return nil }
        let first = series.lowerBound(visible.lowerBound)
        let end = series.upperBound(visible.upperBound)
        guard first < end else { return nil }
        let after = min(max(series.lowerBound(min(max(t, visible.lowerBound), visible.upperBound)), first), end - 1)
        let before = max(after - 1, first)
        let start = abs(series.xs[before] - t) < abs(series.xs[after] - t) ? before : after
        // The nearest sample is `start`; past a gap, the first sample with a value on each side
        // (by index, so by time) is the nearest on that side.
        let limit = ValueAnnotation.gapSearchLimit
        var left = start
        while left >= max(first, start - limit) && !series.ys[left].isFinite { left -= 1 }
        var right = start
        while right <= min(end - 1, start + limit) && !series.ys[right].isFinite { right += 1 }
        let hasLeft = left >= max(first, start - limit)
        let hasRight = right <= min(end - 1, start + limit)
        let best: Int? =
            hasLeft && hasRight ? (abs(series.xs[left] - t) < abs(series.xs[right] - t) ? left : right)
            : hasLeft ? left : hasRight ? right : nil
        return best.map { ValueAnnotation(index: $0, x: series.xs[$0], y: series.ys[$0]) }
    }

    /// The readout of the sample nearest to the controller's `readoutX`: a hairline across the
    /// plot at its time, a dot on it, and a tag at the top of the plot with its time and value
    /// (in the value axis's notation), kept inside the plot. Drawn over the plot's tiles, so
    /// that moving it damages only these few shapes.
    mutating func drawReadout(
        _ c: RangeSelectorController, series: TimeSeries, ticks: ValueAxisTicks, plot: Rect, x px: (Double) -> Double,
        y py: (Double) -> Double, into list: inout DisplayList, measurer: some TextMeasurer
    ) {
        guard let rx = c.readoutX, rx >= plot.x, rx <= plot.maxX,
            let s = Self.readoutSample(in: series, near: c.mainData(rx), visible: c.visibleRange)
        else {
            readout = nil
            return
        }
        readout = s
        let x = min(max(px(s.x), plot.x), plot.maxX)
        let y = min(max(py(s.y), plot.y), plot.maxY)
        list.append(.line(from: Point(x: x, y: plot.y), to: Point(x: x, y: plot.maxY), width: 1, style.text.withOpacity(0.45)))
        list.append(.fillCircle(center: Point(x: x, y: y), radius: 4.5, style.plotBackground))
        list.append(.fillCircle(center: Point(x: x, y: y), radius: 3.5, style.line))
        let text = Self.dateTime(s.x, locale: c.configuration.locale) + "   " + ticks.readout(s.y)
        let ts = TextStyle(size: style.annotationFontSize, bold: true)
        let size = measurer.measure(text, style: ts)
        let w = size.width + 14
        let h = size.height + 6
        guard w <= plot.width, h + 8 <= plot.height else { return }
        let box = Rect(x: min(max(x - w / 2, plot.x + 2), plot.maxX - 2 - w), y: plot.y + 6, width: w, height: h)
        // A one-point border of the major grid's colour around an opaque tag.
        list.append(.fillRoundedRect(box, radius: 4, style.majorGrid))
        list.append(.fillRoundedRect(box.insetBy(dx: 1, dy: 1), radius: 3, style.background))
        list.append(.text(TextRun(text, at: box.center, anchor: .center, style: ts, color: style.text)))
    }
}
