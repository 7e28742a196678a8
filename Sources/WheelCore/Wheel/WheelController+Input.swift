import RealModule
import WheelMotion
import WheelPrimitives

extension WheelController {
    /// Handles one input event and returns the events it caused.
    ///
    /// Events may arrive with equal, tiny-step or even decreasing timestamps; the wheel's
    /// clock never goes backwards (a late event is handled at the latest time seen). An event
    /// with a number that is not finite is refused: it changes nothing and returns no events
    /// (`InputEvent.validate()` names the bad value, as the C interface reports it).
    public mutating func handle(_ event: InputEvent) -> [WheelEvent] {
        guard event.isValid else { return [] }
        var events: [WheelEvent] = []
        let t = event.time.isFinite ? max(event.time, time) : time
        stepMotion(to: t, events: &events)
        switch event.parts {
        case .pointer(let p):
            handlePointer(p, time: t, events: &events)
        case .scroll(let s): handleScroll(s, time: t)
        case .key(let k): handleKey(k.key, time: t)
        }
        reportCentered(into: &events)
        return events
    }

    /// Moves the wheel's motion to `time` (seconds) and returns the events it caused.
    ///
    /// A time that is not finite, or earlier than the last one, is taken as the last one.
    public mutating func advance(to newTime: Double) -> [WheelEvent] {
        var events: [WheelEvent] = []
        advance(to: newTime, appendingEventsTo: &events)
        return events
    }

    /// Moves the wheel's motion to `time` (seconds) and appends the events it caused to
    /// `events` (which it does not empty), exactly like ``advance(to:)``.
    ///
    /// A host that empties one array with `removeAll(keepingCapacity: true)` each frame and
    /// passes it here never allocates for events, even on the frames of a fling where the
    /// centred item changes (``advance(to:)`` must allocate a new array for those).
    package mutating func advance(to newTime: Double, appendingEventsTo events: inout [WheelEvent]) {
        let t = newTime.isFinite ? max(newTime, time) : time
        stepMotion(to: t, events: &events)
        if let last = preciseScrollTime, drag == nil, t - last >= physics.preciseScrollSnapDelay {
            preciseScrollTime = nil
            startSettle(toSectors: nearestRestingSectors(), velocity: 0, at: t)
            stepMotion(to: t, events: &events)
        }
        reportCentered(into: &events)
    }

    // MARK: - Pointer

    mutating func handlePointer(_ p: PointerEvent, time t: Double, events: inout [WheelEvent]) {
        let location = Point(
            x: max(-1e7, min(1e7, p.location.x.isFinite ? p.location.x : 0)),
            y: max(-1e7, min(1e7, p.location.y.isFinite ? p.location.y : 0)))
        switch p.phase {
        case .down:
            guard drag == nil, itemCount > 0,
                isOnWheel(location) || isOnLabelColumn(location) || layout.hitTest(location) != nil
            else { return }
            let wasMoving = phase == .flinging || phase == .settling || preciseScrollTime != nil
            // Touching a moving wheel stops it at once, where it is.
            motion = .none
            preciseScrollTime = nil
            pendingCommit = false
            angularVelocity = 0
            drag = DragState(
                pointer: p.pointer, lastAngle: isOnWheel(location) && dragsAroundCenter ? pointerAngle(location) : nil,
                downLocation: location, downTime: p.time, lastTime: p.time, movedBeyondSlop: false,
                rawSectors: position.sectors, stoppedMotion: wasMoving, lastLabelY: location.y)
            draggingOnWheel = isOnWheel(location) && dragsAroundCenter
            dragLocation = location
            tracker.reset()
            tracker.addSample(time: p.time, position: location)
            phase = .dragging
        case .move:
            guard var d = drag, d.pointer == p.pointer else { return }
            d.lastTime = p.time
            drag = d
            dragLocation = location
            tracker.addSample(time: p.time, position: location)
            if draggingOnWheel {
                dragMove(to: location)
            } else {
                labelDragMove(to: location)
            }
            angularVelocity = angularVelocityOfDrag(for: tracker.velocity(at: p.time), at: location)
        case .up, .cancel:
            guard let d = drag, d.pointer == p.pointer else { return }
            if p.phase == .up {
                if draggingOnWheel { dragMove(to: location) } else { labelDragMove(to: location) }
            }
            let moved = (drag?.movedBeyondSlop ?? false) || location.distance(to: d.downLocation) > configuration.tapSlop
            drag = nil
            pendingCommit = true
            // The lift position counts only when it differs from the last move (the tracker
            // decides); a lift soon after the last move keeps the finger's velocity.
            let velocity = p.phase == .up ? tracker.liftVelocity(time: p.time, position: location) : .zero
            let omega = angularVelocityOfDrag(for: velocity, at: location)
            if p.phase == .up && !moved && !d.stoppedMotion {
                // A tap: bring the tapped sector or label to the selection (no release).
                if let hit = layout.hitTest(d.downLocation) ?? layout.hitTest(location) {
                    switch hit {
                    case .cell(let k, _), .label(let k, _):
                        startSettle(toSectors: Double(k), velocity: 0, at: t)
                    }
                    stepMotion(to: t, events: &events)
                    return
                }
            }
            events.append(.released(angularVelocity: omega, velocity: velocity))
            release(angularVelocity: omega, at: t)
            stepMotion(to: t, events: &events)
        }
    }

    /// The angular velocity of the rotation angle (rad/s) for a pointer velocity at a location:
    /// the pointer's angular velocity around the centre, ω = (r × v) / |r|², negated because a
    /// clockwise sweep turns the rotation angle backwards.
    func angularVelocityOfRotation(for v: Point, at location: Point) -> Double {
        let rx = location.x - geometry.center.x
        let ry = location.y - geometry.center.y
        let r2 = rx * rx + ry * ry
        let dead = max(configuration.dragDeadZoneRadius, 1)
        guard r2 >= dead * dead, v.isFinite else { return 0 }
        let omega = -(rx * v.y - ry * v.x) / r2
        return omega.isFinite ? omega : 0
    }

    /// Starts the motion after a release with the given angular velocity (rad/s).
    mutating func release(angularVelocity omegaRaw: Double, at t: Double) {
        let a = itemAngle
        let cap = physics.maximumAngularSpeed
        let omega = max(-cap, min(cap, omegaRaw.isFinite ? omegaRaw : 0))
        // Motions run in sectors relative to `base`, so they start at 0.
        let base = position
        // Overscrolled past an end: spring back to it.
        if !configuration.looping {
            if position.sectors < 0 || position.sectors > Double(itemCount - 1) {
                startSettle(toSectors: nearestRestingSectors(), velocity: omega / a, at: t, spring: physics.endSpring)
                return
            }
        }
        guard abs(omega) >= physics.minimumFlingAngularSpeed else {
            startSettle(toSectors: nearestRestingSectors(), velocity: 0, at: t)
            return
        }
        let v = omega / a  // sectors per second
        let natural = FrictionSimulation(drag: physics.flingDrag, position: 0, velocity: v)
        let naturalEnd = natural.finalPosition
        let absoluteEnd = base.sectors + naturalEnd
        if !configuration.looping {
            let lo = 0.0
            let hi = Double(itemCount - 1)
            if absoluteEnd < lo || absoluteEnd > hi {
                let boundOffset = (absoluteEnd < lo ? lo : hi) - base.sectors
                if let hit = natural.timeToReach(position: boundOffset), hit.isFinite {
                    motion = .flingToEnd(base: base, start: t, sim: natural, end: boundOffset, hitTime: hit)
                    phase = .flinging
                    return
                }
                startSettle(toSectors: absoluteEnd < lo ? lo : hi, velocity: v, at: t, spring: physics.endSpring)
                return
            }
        }
        // The item where the fling would naturally stop, then friction re-fitted to land on it.
        let endOffset = base.offset(of: base.advanced(bySectors: naturalEnd).index)
        if endOffset * v > 0,
            let fitted = FrictionSimulation.through(
                start: 0, end: endOffset, startVelocity: v, endVelocity: v > 0 ? physics.landingSpeed : -physics.landingSpeed),
            let duration = fitted.duration, duration.isFinite, duration > 0
        {
            motion = .fling(base: base, start: t, sim: fitted, end: endOffset, duration: duration)
            phase = .flinging
            return
        }
        // Too slow to leave the current sector: spring back to its centre.
        startSettle(toSectors: base.sectors + endOffset, velocity: v, at: t)
    }

    /// The item position the wheel should rest on from where it is now.
    func nearestRestingSectors() -> Double {
        var k = position.index
        if !configuration.looping { k = min(max(k, 0), max(0, itemCount - 1)) }
        return Double(k)
    }

    /// Starts (or retargets) a spring to an absolute target position (in sectors; an integer).
    mutating func startSettle(toSectors target: Double, velocity: Double, at t: Double, spring: SpringDescription? = nil) {
        let base = WheelPosition(sectors: target.rounded())
        let x0 = position.distance(to: base) * -1  // current position relative to the target
        let sim = SpringSimulation(spring: spring ?? physics.settleSpring, position: x0, target: 0, velocity: velocity)
        motion = .spring(base: base, start: t, sim: sim)
        phase = .settling
    }

    /// Evaluates the running motion at `t`, ending it (and committing) when it comes to rest.
    mutating func stepMotion(to t: Double, events: inout [WheelEvent]) {
        time = t
        let a = itemAngle
        switch motion {
        case .none:
            if drag == nil {
                angularVelocity = 0
            } else {
                // A held drag: the pointer's velocity now (zero once it has paused), so a wheel
                // held still after a fast drag reads 0 rad/s.
                angularVelocity = angularVelocityOfDrag(for: tracker.velocity(at: t), at: dragLocation)
            }
        case .fling(let base, let start, let sim, let end, let duration):
            let dt = t - start
            if dt >= duration {
                // Land exactly on the item (no rounding residue in the fraction).
                position = WheelPosition(index: base.advanced(bySectors: end).index)
                finishMotion(events: &events)
            } else {
                position = base.advanced(bySectors: sim.x(dt))
                angularVelocity = sim.dx(dt) * a
            }
        case .flingToEnd(let base, let start, let sim, let end, let hitTime):
            let dt = t - start
            if dt >= hitTime {
                // Into the rubber band: a stiff spring from the end item, with the impact speed.
                let impact = max(-physics.maximumEndImpactSpeed, min(physics.maximumEndImpactSpeed, sim.dx(hitTime)))
                let endBase = WheelPosition(index: base.advanced(bySectors: end).index)
                let spring = SpringSimulation(spring: physics.endSpring, position: 0, target: 0, velocity: impact)
                motion = .spring(base: endBase, start: start + hitTime, sim: spring)
                phase = .settling
                stepMotion(to: t, events: &events)
            } else {
                position = base.advanced(bySectors: sim.x(dt))
                angularVelocity = sim.dx(dt) * a
            }
        case .timed(let base, let start, let from, let duration, let curve):
            let dt = t - start
            if dt >= duration {
                // Land exactly on the item at the requested time.
                position = base
                finishMotion(events: &events)
            } else {
                let p = curve.progress(dt / duration)
                position = base.advanced(bySectors: from * (1 - p.value))
                angularVelocity = -from * p.slope / duration * a
            }
        case .spring(let base, let start, let sim):
            let dt = t - start
            if sim.isDone(dt, positionTolerance: physics.positionTolerance, velocityTolerance: physics.velocityTolerance) {
                position = base
                finishMotion(events: &events)
            } else {
                position = base.advanced(bySectors: sim.x(dt))
                angularVelocity = sim.dx(dt) * a
            }
        }
    }

    mutating func finishMotion(events: inout [WheelEvent]) {
        motion = .none
        angularVelocity = 0
        phase = drag == nil ? .idle : .dragging
        if pendingCommit, drag == nil, itemCount > 0 {
            pendingCommit = false
            reportCentered(into: &events)
            let item = item(forPosition: position.index)
            // Coming back to rest on the item already committed (Up at the first item, a tap on
            // the empty track, a drag returned to where it began) is no new choice.
            guard item != committedItem else { return }
            committedItem = item
            events.append(.selectionCommitted(item))
        }
    }

    // MARK: - Scroll wheel and keys

    /// The target item position of the running spring, if any (sectors, absolute).
    var springTarget: WheelPosition? {
        if case .spring(let base, _, _) = motion { return base }
        if case .fling(let base, _, _, let end, _) = motion { return base.advanced(bySectors: end) }
        if case .timed(let base, _, _, _, _) = motion { return base }
        return nil
    }

    /// Moves the target by `steps` items from the current target (or the resting position),
    /// animated with the settle spring, keeping the current velocity.
    mutating func step(by steps: Int, at t: Double) {
        guard itemCount > 0, drag == nil else { return }
        let from = springTarget ?? WheelPosition(sectors: nearestRestingSectors())
        var target = from.advanced(bySectors: Double(steps)).sectors
        if !configuration.looping { target = min(max(target, 0), Double(itemCount - 1)) }
        startSettleKeepingVelocity(toSectors: target, at: t)
    }

    mutating func startSettleKeepingVelocity(toSectors target: Double, at t: Double) {
        let v = angularVelocity / itemAngle
        pendingCommit = true
        startSettle(toSectors: target, velocity: v, at: t)
    }

    mutating func handleScroll(_ s: ScrollEvent, time t: Double) {
        guard itemCount > 0, drag == nil, s.dy.isFinite, s.dy != 0 else { return }
        if s.isPrecise {
            // Continuous: one unit of precise scrolling turns one sector; snaps when it stops.
            motion = .none
            phase = .settling
            pendingCommit = true
            var delta = max(-1000, min(1000, -s.dy))
            if !configuration.looping {
                let now = position.sectors
                delta = min(max(now + delta, -0.3), Double(itemCount - 1) + 0.3) - now
            }
            position = position.advanced(bySectors: delta)
            preciseScrollTime = t
            return
        }
        // Notches: positive dy (wheel away from the user) brings the previous item.
        let notches = Int(max(-1000, min(1000, s.dy.rounded(.awayFromZero))))
        step(by: -notches, at: t)
    }

    mutating func handleKey(_ key: NavigationKey, time t: Double) {
        guard itemCount > 0, drag == nil else { return }
        switch key {
        case .up: step(by: -1, at: t)
        case .down: step(by: 1, at: t)
        case .pageUp: step(by: -pageSize, at: t)
        case .pageDown: step(by: pageSize, at: t)
        case .home: scroll(toItem: 0, at: t)
        case .end: scroll(toItem: itemCount - 1, at: t)
        default: break
        }
    }

    /// Animates `item` to the selection position; on a looping wheel the shortest way round.
    mutating func scroll(toItem item: Int, at t: Double) {
        guard itemCount > 0, drag == nil else { return }
        let target = min(max(item, 0), itemCount - 1)
        let from = springTarget ?? WheelPosition(sectors: nearestRestingSectors())
        startSettleKeepingVelocity(toSectors: Double(nearestPosition(showing: target, from: from.index)), at: t)
    }
}
