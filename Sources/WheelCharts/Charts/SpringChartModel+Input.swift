import SeriesIO
import WheelMotion
import WheelPrimitives

extension SpringChartModel {
    /// Handles one input event (view space, seconds) and returns what changed.
    ///
    /// - **Pointer** (mouse or one finger; other fingers are ignored while one is down):
    ///   a segment of the year or kind control is chosen on release over the same segment
    ///   (a tap); a slider jumps to the pointer on press and follows it while dragged, snapped
    ///   to its step (`keyStep`, the tick the keys move by) and clamped to 0...20. Cancel
    ///   drops the press without choosing.
    /// - **Keys**: Left/Right the previous/next year, Home/End the first/last year,
    ///   Up/Down toggle columns ⇄ pie, Page Up/Page Down bounciness ±1, Plus/Minus speed ±1.
    /// - **Scroll** over a slider: ±1 per notch (precise scrolling: ±1 per 20 points).
    ///
    /// An event with a number that is not finite is refused: it changes nothing and returns no
    /// events (`InputEvent.validate()` names the bad value).
    public mutating func handle(_ event: InputEvent) -> [SpringChartEvent] {
        guard event.isValid else { return [] }
        let t = event.time.isFinite ? event.time : time
        switch event.parts {
        case .pointer(let e):
            return handlePointer(e, at: t)
        case .key(let e):
            return handleKey(e.key, at: t)
        case .scroll(let e):
            guard let p = e.location, let control = layout.hitTest(p) else { return [] }
            let amount = e.isPrecise ? e.dy / 20 : e.dy
            guard amount.isFinite, amount != 0 else { return [] }
            switch control {
            case .bounciness: return changeBounciness(bounciness + amount, at: t)
            case .speed: return changeSpeed(speed + amount, at: t)
            default: return []
            }
        }
    }

    private mutating func handleKey(_ key: NavigationKey, at t: Double) -> [SpringChartEvent] {
        switch key {
        case .left: return moveToSeries(selectedSeries - 1, at: t)
        case .right: return moveToSeries(selectedSeries + 1, at: t)
        case .home: return moveToSeries(0, at: t)
        case .end: return moveToSeries(series.count - 1, at: t)
        case .up, .down: return changeKind(kind == .column ? .pie : .column, at: t)
        case .pageUp: return changeBounciness(bounciness + Self.keyStep, at: t)
        case .pageDown: return changeBounciness(bounciness - Self.keyStep, at: t)
        case .plus: return changeSpeed(speed + Self.keyStep, at: t)
        case .minus: return changeSpeed(speed - Self.keyStep, at: t)
        }
    }

    private mutating func handlePointer(_ e: PointerEvent, at t: Double) -> [SpringChartEvent] {
        if !e.pointer.isTouch {
            // The mouse hovers a control while no button is down; a cancel without a press is
            // the mouse leaving.
            switch e.phase {
            case .move, .up: if press == nil || e.phase == .up { hoveredControl = layout.hitTest(e.location) }
            case .cancel: if press == nil || press?.pointer == e.pointer { hoveredControl = nil }
            case .down: break
            }
        }
        switch e.phase {
        case .down:
            guard press == nil, let control = layout.hitTest(e.location) else { return [] }
            press = (e.pointer, control)
            return drag(control, to: e.location, at: t)
        case .move:
            guard let p = press, p.pointer == e.pointer else { return [] }
            return drag(p.control, to: e.location, at: t)
        case .up:
            guard let p = press, p.pointer == e.pointer else { return [] }
            press = nil
            var events = drag(p.control, to: e.location, at: t)
            guard layout.hitTest(e.location) == p.control else { return events }
            switch p.control {
            case .year(let i): events += moveToSeries(i, at: t)
            case .kind(let k): events += changeKind(k, at: t)
            case .bounciness, .speed: break
            }
            return events
        case .cancel:
            guard let p = press, p.pointer == e.pointer else { return [] }
            press = nil
            return []
        }
    }

    /// Moves a slider under the pointer; segments do nothing until release.
    private mutating func drag(_ control: ChartControl, to p: Point, at t: Double) -> [SpringChartEvent] {
        guard p.x.isFinite else { return [] }
        switch control {
        case .bounciness: return changeBounciness(Self.snapped(layout.bouncinessSlider.value(atX: p.x)), at: t)
        case .speed: return changeSpeed(Self.snapped(layout.speedSlider.value(atX: p.x)), at: t)
        case .year, .kind: return []
        }
    }

    /// A slider value snapped to the nearest step (``keyStep``).
    static func snapped(_ v: Double) -> Double {
        (v / keyStep).rounded() * keyStep
    }
}
