import RealModule
import SeriesIO
import WheelMotion
import WheelPrimitives

extension RangeSelectorController {
    /// The overview's hit zones along x (view space) for the current selection, kept where
    /// the handles drawn at their centres stay inside the overview plot (and the zones inside
    /// the viewport; see `RangeHitTarget.overviewZones(left:right:touch:bounds:)`).
    public var overviewZones: (lower: ClosedRange<Double>, body: ClosedRange<Double>, upper: ClosedRange<Double>) {
        let (l, r) = selectionPixels
        let v = geometry.viewport
        let ov = geometry.overviewPlot
        let reach = Self.handleZoneOverhang
        let lo = max(v.x, ov.x - reach)
        let hi = min(v.maxX, ov.maxX + reach)
        return RangeHitTarget.overviewZones(left: l, right: r, bounds: lo <= hi ? lo...hi : v.x...v.maxX)
    }

    /// How far a handle's hit zone may reach past an end of the overview plot, points: half a
    /// touch target less half the default handle (10 points wide), so that the handle, drawn at
    /// the zone's centre, ends at the plot's end at the farthest.
    static let handleZoneOverhang = RangeSelectorGeometry.touchTarget / 2 - 5

    /// What is under `p` (view space). The overview's band extends below the plot over its
    /// axis labels and is at least `RangeSelectorGeometry.touchTarget` tall.
    public func hitTest(_ p: Point) -> RangeHitTarget {
        guard p.isFinite else { return .none }
        let g = geometry
        let ov = g.overviewPlot
        let extra = max(0, (RangeSelectorGeometry.touchTarget - ov.height) / 2)
        let top = ov.y - max(6, extra)
        let bottom = ov.maxY + max(RangeSelectorGeometry.axisLabelHeight, extra)
        if p.y >= top && p.y <= bottom && p.x >= g.viewport.x && p.x <= g.viewport.maxX {
            let zones = overviewZones
            if zones.body.contains(p.x) { return .body }
            if zones.lower.contains(p.x) { return .lowerHandle }
            if zones.upper.contains(p.x) { return .upperHandle }
            return p.x >= ov.x && p.x <= ov.maxX ? .overviewOutside : .none
        }
        let main = g.mainPlot
        if p.x >= main.x && p.x <= main.maxX && p.y >= main.y
            && p.y <= main.maxY + RangeSelectorGeometry.axisLabelHeight
        {
            return .mainChart
        }
        return .none
    }

    /// Handles one input event; any new input stops a running coast. An event with a number
    /// that is not finite is refused: it changes nothing and returns no events
    /// (`InputEvent.validate()` names the bad value).
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> [RangeSelectorEvent] {
        guard event.isValid else { return [] }
        if event.time.isFinite { time = max(time, event.time) }
        switch event.parts {
        case .pointer(let e): return handlePointer(e)
        case .scroll(let e): return handleScroll(e)
        case .key(let e): return handleKey(e)
        }
    }

    // MARK: - Pointers

    mutating func handlePointer(_ e: PointerEvent) -> [RangeSelectorEvent] {
        guard e.location.isFinite, !e.time.isNaN else { return [] }
        let drivingBefore = activePointer
        defer { updateReadout(e, drivingBefore: drivingBefore) }
        switch e.phase {
        case .down: return pointerDown(e)
        case .move: return pointerMove(e)
        case .up: return pointerUp(e, cancelled: false)
        case .cancel: return pointerUp(e, cancelled: true)
        }
    }

    /// How far a finger may move, points, and still tap the main chart's readout on or off.
    static let readoutTapSlop = 8.0
    /// A tap this close (points) to the readout's hairline hides it; farther, it moves there.
    static let readoutTapReach = RangeSelectorGeometry.touchTarget / 2

    /// Hides the main chart's readout (for example when the host's keyboard focus leaves it).
    public mutating func hideReadout() {
        readoutX = nil
        readoutTap = nil
    }

    /// The part the mouse hovers or a pointer drags (drawn lit), `.none` for none.
    package var litTarget: RangeHitTarget {
        switch phase {
        case .draggingLower: .lowerHandle
        case .draggingUpper: .upperHandle
        case .draggingBody: .body
        case .idle, .momentum: activePointer == nil ? hoveredTarget : .none
        case .panning, .zooming: .none
        }
    }

    /// The readout's x for a point over the main plot, nil elsewhere.
    func readoutPosition(_ p: Point) -> Double? {
        let plot = geometry.mainPlot
        return p.x >= plot.x && p.x <= plot.maxX && p.y >= plot.y && p.y <= plot.maxY ? p.x : nil
    }

    /// The readout after a pointer event (``readoutX``): the mouse shows it while it hovers
    /// over the main plot with no press, and hides it while it presses and when it leaves (a
    /// cancel with no press: it left the window); a finger's tap on the plot shows it there, or
    /// hides it when tapped on it, and a finger that drags hides it.
    mutating func updateReadout(_ e: PointerEvent, drivingBefore: PointerID?) {
        if !e.pointer.isTouch {
            switch e.phase {
            case .down: readoutX = nil
            case .move, .up:
                if activePointer == nil {
                    readoutX = readoutPosition(e.location)
                    hoveredTarget = hitTest(e.location)
                }
            case .cancel:
                if drivingBefore == nil || drivingBefore == e.pointer {
                    readoutX = nil
                    hoveredTarget = .none
                }
            }
            return
        }
        switch e.phase {
        case .down:
            readoutTap = touches.count == 1 && phase == .panning ? (e.pointer, e.location) : nil
        case .move:
            guard let tap = readoutTap, tap.pointer == e.pointer else { return }
            if e.location.distance(to: tap.at) > Self.readoutTapSlop {
                readoutTap = nil
                readoutX = nil
            }
        case .up:
            guard let tap = readoutTap, tap.pointer == e.pointer else { return }
            readoutTap = nil
            if let x = readoutX, abs(x - e.location.x) <= Self.readoutTapReach {
                readoutX = nil
            } else {
                readoutX = readoutPosition(tap.at)
            }
        case .cancel:
            if readoutTap?.pointer == e.pointer { readoutTap = nil }
        }
    }

    mutating func pointerDown(_ e: PointerEvent) -> [RangeSelectorEvent] {
        stopMomentum()
        // A running range animation stops where it is: the pointer takes over from there.
        var events = stopRangeAnimation(at: e.time)
        let p = e.location
        if e.pointer.isTouch {
            touches[e.pointer] = p
            if touches.count >= 2 {
                startPinch()
                return events
            }
        }
        guard activePointer == nil else { return events }
        tracker.reset()
        tracker.addSample(time: e.time, position: p)
        switch hitTest(p) {
        case .body:
            grabOffset = overviewData(p.x) - visibleRange.lowerBound
            phase = .draggingBody
        case .lowerHandle:
            grabOffset = p.x - selectionPixels.left
            phase = .draggingLower
        case .upperHandle:
            grabOffset = p.x - selectionPixels.right
            phase = .draggingUpper
        case .overviewOutside:
            // A press beside the selection centres it there (animated), then drags it.
            let x = overviewData(p.x)
            let half = visibleSpan / 2
            events += animate(lower: x - half, upper: x + half, anchor: .translate, at: e.time)
            grabOffset = x - rangeBase.lowerBound
            phase = .draggingBody
        case .mainChart:
            lastPointerX = p.x
            phase = .panning
        case .none:
            return events
        }
        activePointer = e.pointer
        return events
    }

    /// Starts a pinch with the first two fingers down.
    mutating func startPinch() {
        let pts = pinchPoints()
        activePointer = nil
        phase = .zooming
        pinchStartSpan = visibleSpan
        pinchStartDistance = max(abs(pts.0.x - pts.1.x), Self.minimumPinchDistance)
        pinchAnchor = mainData((pts.0.x + pts.1.x) / 2)
    }

    /// The smallest horizontal finger distance a pinch divides by, points.
    static let minimumPinchDistance = 20.0

    /// The two fingers of a pinch, in a stable order (by id).
    func pinchPoints() -> (Point, Point) {
        let sorted = touches.sorted { $0.key.number < $1.key.number }
        return (sorted[0].value, sorted[1].value)
    }

    mutating func pointerMove(_ e: PointerEvent) -> [RangeSelectorEvent] {
        let p = e.location
        if phase == .zooming, touches[e.pointer] != nil {
            touches[e.pointer] = p
            guard touches.count >= 2 else { return [] }
            let pts = pinchPoints()
            let distance = max(abs(pts.0.x - pts.1.x), Self.minimumPinchDistance)
            let span = pinchStartSpan * pinchStartDistance / distance
            let plot = geometry.mainPlot
            let fraction = plot.width > 0 ? ((pts.0.x + pts.1.x) / 2 - plot.x) / plot.width : 0.5
            let lower = pinchAnchor - fraction * span
            return apply(lower: lower, upper: lower + span, anchor: .around(pinchAnchor))
        }
        if touches[e.pointer] != nil { touches[e.pointer] = p }
        guard e.pointer == activePointer else { return [] }
        tracker.addSample(time: e.time, position: p)
        let lo = visibleRange.lowerBound
        let hi = visibleRange.upperBound
        switch phase {
        case .draggingBody:
            let lower = overviewData(p.x) - grabOffset
            return apply(lower: lower, upper: lower + (hi - lo), anchor: .translate)
        case .draggingLower:
            return apply(lower: overviewData(p.x - grabOffset), upper: hi, anchor: .keepUpper)
        case .draggingUpper:
            return apply(lower: lo, upper: overviewData(p.x - grabOffset), anchor: .keepLower)
        case .panning:
            let w = geometry.mainPlot.width
            let dx = p.x - lastPointerX
            lastPointerX = p.x
            guard w > 0 else { return [] }
            let shift = -dx / w * (hi - lo)
            return apply(lower: lo + shift, upper: hi + shift, anchor: .translate)
        default:
            return []
        }
    }

    mutating func pointerUp(_ e: PointerEvent, cancelled: Bool) -> [RangeSelectorEvent] {
        let wasTouch = touches.removeValue(forKey: e.pointer) != nil
        if phase == .zooming && wasTouch {
            if touches.count >= 2 {
                startPinch()
            } else if let (id, p) = touches.first, !cancelled {
                // One finger left: it pans on from where it is.
                activePointer = id
                lastPointerX = p.x
                tracker.reset()
                tracker.addSample(time: e.time, position: p)
                phase = .panning
            } else {
                phase = .idle
            }
            return []
        }
        guard e.pointer == activePointer else { return [] }
        activePointer = nil
        let dragged = phase
        phase = .idle
        guard !cancelled, dragged == .draggingBody || dragged == .panning else { return [] }
        // The lift position counts only when it differs from the last move (the tracker decides).
        let raw = tracker.liftVelocity(time: e.time, position: e.location).x
        let released: [RangeSelectorEvent] = [.released(velocity: raw)]
        let v = abs(raw) >= configuration.minimumFlingSpeed ? raw : 0
        guard v != 0 else { return released }
        let scale: Double
        if dragged == .draggingBody {
            let w = geometry.overviewPlot.width
            scale = w > 0 ? constraint.domainSpan / w : 0
        } else {
            let w = geometry.mainPlot.width
            scale = w > 0 ? -visibleSpan / w : 0
        }
        guard scale != 0, scale.isFinite else { return released }
        momentum = MomentumAnimation(
            curve: configuration.momentumCurve, position: 0, velocity: v,
            decelerationRate: configuration.decelerationRate, stopSpeed: configuration.momentumStopSpeed,
            maximumDuration: configuration.maximumMomentumDuration)
        momentumStart = e.time
        momentumOrigin = visibleRange.lowerBound
        momentumScale = scale
        phase = .momentum
        return released
    }

    // MARK: - Scroll and keys

    mutating func handleScroll(_ e: ScrollEvent) -> [RangeSelectorEvent] {
        stopMomentum()
        // Wheel notches animate from where the range is going (so quick notches add up);
        // precise (trackpad) scrolling follows the fingers directly.
        var events: [RangeSelectorEvent] = e.isPrecise ? stopRangeAnimation(at: e.time) : []
        let c = configuration
        if e.dy.isFinite && e.dy != 0 {
            let factor =
                e.isPrecise
                ? Double.pow(1 - c.preciseZoomPerPoint, e.dy)
                : Double.pow(c.wheelZoomFactor, -e.dy)
            let base = rangeBase
            var anchor = base.lowerBound / 2 + base.upperBound / 2
            if let p = e.location, p.isFinite {
                switch hitTest(p) {
                case .mainChart: anchor = mainData(p.x)
                case .body, .lowerHandle, .upperHandle, .overviewOutside:
                    anchor = min(max(overviewData(p.x), base.lowerBound), base.upperBound)
                case .none: break
                }
            }
            if e.isPrecise {
                events += zoomKeepingCoast(by: factor, around: anchor)
            } else if factor.isFinite, factor > 0 {
                let (lo, hi) = Self.zoomed(base, by: factor, around: anchor)
                events += animate(lower: lo, upper: hi, anchor: .around(anchor), at: e.time)
            }
        }
        if e.dx.isFinite && e.dx != 0 {
            let w = geometry.mainPlot.width
            let base = rangeBase
            let span = base.upperBound - base.lowerBound
            if e.isPrecise {
                let shift = w > 0 ? e.dx / w * visibleSpan : 0
                events += apply(
                    lower: visibleRange.lowerBound + shift, upper: visibleRange.upperBound + shift,
                    anchor: .translate)
            } else {
                let shift = e.dx * c.wheelPanFraction * span
                events += animate(
                    lower: base.lowerBound + shift, upper: base.upperBound + shift, anchor: .translate, at: e.time)
            }
        }
        return events
    }

    /// Keys animate from where the range is going, so that quick presses add up.
    mutating func handleKey(_ e: KeyEvent) -> [RangeSelectorEvent] {
        stopMomentum()
        let c = configuration
        let base = rangeBase
        let span = base.upperBound - base.lowerBound
        let centre = base.lowerBound / 2 + base.upperBound / 2
        let d = constraint.domain
        func pan(_ dx: Double) -> [RangeSelectorEvent] {
            animate(lower: base.lowerBound + dx, upper: base.upperBound + dx, anchor: .translate, at: e.time)
        }
        func zoom(_ factor: Double) -> [RangeSelectorEvent] {
            let (lo, hi) = Self.zoomed(base, by: factor, around: centre)
            return animate(lower: lo, upper: hi, anchor: .around(centre), at: e.time)
        }
        switch e.key {
        case .left: return pan(-c.keyPanFraction * span)
        case .right: return pan(c.keyPanFraction * span)
        case .pageUp: return pan(-span)
        case .pageDown: return pan(span)
        case .plus, .up: return zoom(1 / c.keyZoomFactor)
        case .minus, .down: return zoom(c.keyZoomFactor)
        case .home: return animate(lower: d.lowerBound, upper: d.lowerBound + span, anchor: .translate, at: e.time)
        case .end: return animate(lower: d.upperBound - span, upper: d.upperBound, anchor: .translate, at: e.time)
        }
    }
}
