import WheelMotion
import WheelPrimitives

extension WheelController {
    // MARK: - Moving from code

    /// Puts `item` at the selection at once, without animation, and commits it, like
    /// `UIPickerView.selectRow(_:inComponent:animated: false)` or Flutter's
    /// `FixedExtentScrollController.jumpToItem`. A running animation stops; a pointer holding
    /// the wheel lets go of it (its later moves are ignored).
    ///
    /// On a looping wheel the rotation takes the shortest way round, so the angle changes by
    /// at most half a turn.
    ///
    /// - Returns: ``WheelEvent/centeredItemChanged(_:)`` and
    ///   ``WheelEvent/selectionCommitted(_:)`` if the centred or committed item changed.
    /// - Throws: a `RangeError` when `item` is not in `0 ..< itemCount` (always on an empty
    ///   wheel); the wheel is unchanged then.
    public mutating func jump(toItem item: Int) throws(RangeError) -> [WheelEvent] {
        try checkItem(item)
        var events: [WheelEvent] = []
        let k = nearestPosition(showing: item, from: position.index)
        drag = nil
        motion = .none
        preciseScrollTime = nil
        pendingCommit = false
        angularVelocity = 0
        phase = .idle
        position = WheelPosition(index: k)
        reportCentered(into: &events)
        if committedItem != item {
            committedItem = item
            events.append(.selectionCommitted(item))
        }
        return events
    }

    /// Starts turning the wheel so that `item` comes to the selection, like
    /// `UIPickerView.selectRow(_:inComponent:animated: true)` or Flutter's
    /// `FixedExtentScrollController.animateToItem`. On a looping wheel it takes the shortest
    /// way round. The motion starts at the wheel's time: the last time given to
    /// ``advance(to:)`` or carried by an event (call it after `advance(to: now)`); later ``advance(to:)`` calls return the events it causes, ending
    /// with ``WheelEvent/selectionCommitted(_:)``.
    ///
    /// - Parameters:
    ///   - item: the item to bring to the selection, in `0 ..< itemCount`.
    ///   - duration: nil (the default) for the settle spring from the current rotation and
    ///     speed; else the animation's length in seconds (0...60): the wheel lands exactly on
    ///     the item at that time plus `duration` (0, and any duration under
    ///     ``WheelLimits/shortestAnimation``, lands at once, like ``jump(toItem:)``).
    ///   - curve: how a timed animation spreads its motion (ignored by the spring).
    /// - Returns: the events of starting (a zero duration lands and commits at once).
    /// - Throws: a `RangeError` when `item` is not in `0 ..< itemCount` or `duration` is not
    ///   in 0...60; the wheel is unchanged then. A pointer holding the wheel wins: the call
    ///   then changes nothing and returns no events.
    @discardableResult
    public mutating func animate(
        toItem item: Int, duration: Double? = nil, curve: WheelAnimationCurve = .easeInOut
    ) throws(RangeError) -> [WheelEvent] {
        var problems: [OutOfRange] = []
        if let bad = WheelLimits.item("item", item, count: itemCount) { problems.append(bad) }
        if let duration { WheelLimits.animationDuration.check(duration, into: &problems) }
        try RangeError.throwIfAny(problems)
        guard drag == nil else { return [] }
        var events: [WheelEvent] = []
        if var duration {
            // Shorter than a frame could show: land at once (a speed of distance / duration
            // would overflow for a subnormal duration).
            if duration < WheelLimits.shortestAnimation { duration = 0 }
            let target = nearestPosition(showing: item, from: position.index)
            preciseScrollTime = nil
            pendingCommit = true
            let base = WheelPosition(index: target)
            motion = .timed(
                base: base, start: time, from: position.distance(to: base) * -1, duration: duration,
                curve: curve)
            phase = .settling
        } else {
            scroll(toItem: item, at: time)
        }
        stepMotion(to: time, events: &events)
        reportCentered(into: &events)
        return events
    }

    /// Throws unless `item` is in `0 ..< itemCount`.
    func checkItem(_ item: Int, name: String = "item") throws(RangeError) {
        if let bad = WheelLimits.item(name, item, count: itemCount) { throw RangeError([bad]) }
    }

    /// The unwrapped position nearest `k` that shows `item` (on a bounded wheel, `item` itself).
    func nearestPosition(showing item: Int, from k: Int) -> Int {
        guard configuration.looping, itemCount > 0 else { return item }
        let current = self.item(forPosition: k)
        var delta = (item - current) % itemCount
        if delta > itemCount / 2 { delta -= itemCount }
        if delta < -(itemCount - 1) / 2 { delta += itemCount }
        return k + delta
    }

    // MARK: - Item changes

    /// Replaces the item source after an unknown change (like
    /// `UIPickerView.reloadAllComponents()`): the selection keeps its index, clamped to the
    /// new count, and a running gesture or animation continues.
    ///
    /// The wheel reads the new source's ``WheelDataSource/itemCount`` now and trusts it until
    /// the next item change: a source must tell the wheel of every change (through this method
    /// or the two below) before the next render. Texts asked for beyond the count it reported are
    /// never requested, so a source that shrank behind the wheel's back draws what it answers for
    /// the old indices, but never traps.
    ///
    /// - Parameter newItems: the new item source; its ``WheelDataSource/itemCount`` is read now.
    /// - Returns: ``WheelEvent/centeredItemChanged(_:)`` when the centred index changed. The
    ///   committed index follows the change without an event (read ``committedItem``): an item
    ///   change is not a choice.
    /// - Throws: a `RangeError` when the new count is not in 0...2⁵⁰; the wheel is unchanged
    ///   then.
    public mutating func reloadItems(_ newItems: any WheelDataSource) throws(RangeError) -> [WheelEvent] {
        let n = newItems.itemCount
        if let bad = WheelLimits.itemCount(n) { throw RangeError([bad]) }
        return applyItemChange(newItems, count: n) { i in min(i, n - 1) }
    }

    /// Tells the wheel that `count` items were inserted at `index` (the first new item's
    /// index): the items after them keep their place on the wheel, so the selected item stays
    /// at the selection, as `UIPickerView` and Flutter's list wheel keep the user's selection.
    /// A running gesture or animation continues from where it is.
    ///
    /// - Returns: ``WheelEvent/centeredItemChanged(_:)`` with the new index when the centred
    ///   item moved (items inserted before it). The committed index follows without an event.
    /// - Throws: a `RangeError` naming `index` (outside `0 ... itemCount`), `count` (negative,
    ///   or more than 2⁵⁰ items in all) or `items.itemCount` (not `itemCount + count`); the
    ///   wheel is unchanged then.
    public mutating func insertItems(at index: Int, count: Int = 1, items newItems: any WheelDataSource)
        throws(RangeError) -> [WheelEvent]
    {
        let n = newItems.itemCount
        var problems: [OutOfRange] = []
        Limit.check("index", index, in: 0...itemCount, into: &problems)
        Limit.check("count", count, in: 0...(WheelLimits.maximumItemCount - itemCount), into: &problems)
        if problems.isEmpty {
            Limit.check("items.itemCount", n, in: (itemCount + count)...(itemCount + count), into: &problems)
        }
        try RangeError.throwIfAny(problems)
        return applyItemChange(newItems, count: n) { i in i >= index ? i + count : i }
    }

    /// Tells the wheel that the `count` items starting at `index` were removed: the other
    /// items keep their place on the wheel, so the selected item stays at the selection; if
    /// the selected item itself was removed, the item that takes its place (or the new last
    /// item) is selected and committed. A running gesture or animation continues.
    ///
    /// - Returns: ``WheelEvent/centeredItemChanged(_:)`` with the new index when the centred
    ///   item moved or was removed. The committed index follows without an event.
    /// - Throws: a `RangeError` naming `index` (outside `0 ... itemCount`: removing no items at
    ///   the end is allowed, as inserting there is), `count` (negative or past the last item) or
    ///   `items.itemCount` (not `itemCount - count`); the wheel is unchanged then.
    public mutating func removeItems(at index: Int, count: Int = 1, items newItems: any WheelDataSource)
        throws(RangeError) -> [WheelEvent]
    {
        let n = newItems.itemCount
        var problems: [OutOfRange] = []
        Limit.check("index", index, in: 0...itemCount, into: &problems)
        if problems.isEmpty {
            Limit.check("count", count, in: 0...(itemCount - index), into: &problems)
        }
        if problems.isEmpty {
            Limit.check("items.itemCount", n, in: (itemCount - count)...(itemCount - count), into: &problems)
        }
        try RangeError.throwIfAny(problems)
        return applyItemChange(newItems, count: n) { i in
            i < index ? i : (i >= index + count ? i - count : min(index, n - 1))
        }
    }

    /// Installs `newItems` (`n` items) and moves every position so that item `i` of the old
    /// list shows `newIndex(i)` (valid for `0 ..< itemCount` when `n > 0`): the rotation, the
    /// running motion, the drag and the centred-item bookkeeping shift by the same whole number
    /// of sectors, so nothing visibly jumps but the items themselves.
    mutating func applyItemChange(_ newItems: any WheelDataSource, count n: Int, newIndex: (Int) -> Int)
        -> [WheelEvent]
    {
        var events: [WheelEvent] = []
        let old = itemCount
        items = newItems
        itemCount = n
        guard n > 0 else {
            position = WheelPosition()
            motion = .none
            drag = nil
            preciseScrollTime = nil
            pendingCommit = false
            angularVelocity = 0
            phase = .idle
            reportedCenterPosition = 0
            reportedCenteredItem = nil
            committedItem = nil
            layOut(measurer: labelMetrics)
            return events
        }
        let delta: Int
        if old == 0 {
            delta = -position.index
        } else {
            let k = position.index
            let centred =
                WheelLayout.item(atPosition: k, itemCount: old, looping: configuration.looping)
                ?? min(max(k, 0), old - 1)
            let mapped = newIndex(centred)
            if configuration.looping {
                // Keep the whole turns (in the new count) so the angle stays near where it was,
                // unless that puts the rotation more than 2^49 sectors out (a count near 2^50):
                // positions clamp at 2^50 and would stop naming the item shown, so turn 0 then.
                let turns = Int((Double(k - centred) / Double(old)).rounded())
                let (whole, overflow) = turns.multipliedReportingOverflow(by: n)
                let target = overflow ? mapped : whole.addingReportingOverflow(mapped).partialValue
                let far = overflow || abs(target) > Int(WheelPosition.limit) / 2
                delta = (far ? mapped : target) - k
            } else {
                delta = mapped - centred
            }
        }
        shiftPositions(bySectors: delta)
        if !configuration.looping { keepMotionWithinItems() }
        reportCentered(into: &events)
        // The committed index follows the item (or the one that takes its place) silently: an
        // item change is not a choice the user made.
        if let c = committedItem, old > 0 {
            committedItem = newIndex(min(c, old - 1))
        }
        if committedItem == nil, phase == .idle, let c = centeredItem {
            committedItem = c
        }
        // The cells of the last frame name the old indices: lay the new ones out now, so that a
        // hit test before the next render names items that exist.
        layOut(measurer: labelMetrics)
        return events
    }

    /// Moves the rotation, the running motion, the drag and the centred-item bookkeeping by
    /// `delta` whole sectors.
    mutating func shiftPositions(bySectors delta: Int) {
        guard delta != 0 else { return }
        let d = Double(delta)
        position = position.advanced(bySectors: d)
        reportedCenterPosition += delta
        if var g = drag {
            g.rawSectors += d
            drag = g
        }
        switch motion {
        case .none: break
        case .fling(let base, let start, let sim, let end, let duration):
            motion = .fling(
                base: base.advanced(bySectors: d), start: start, sim: sim, end: end, duration: duration)
        case .flingToEnd(let base, let start, let sim, let end, let hitTime):
            motion = .flingToEnd(
                base: base.advanced(bySectors: d), start: start, sim: sim, end: end, hitTime: hitTime)
        case .spring(let base, let start, let sim):
            motion = .spring(base: base.advanced(bySectors: d), start: start, sim: sim)
        case .timed(let base, let start, let from, let duration, let curve):
            motion = .timed(
                base: base.advanced(bySectors: d), start: start, from: from, duration: duration, curve: curve)
        }
    }

    /// On a bounded wheel whose count changed, a motion that would end beyond the items, or
    /// run into an end that moved, springs to the nearest item instead, keeping its speed.
    mutating func keepMotionWithinItems() {
        let hi = Double(itemCount - 1)
        let target: Double
        switch motion {
        case .none: return
        case .fling(let base, _, _, let end, _):
            target = base.sectors + end
            if target >= 0 && target <= hi { return }
        case .flingToEnd(let base, _, _, let end, _):
            target = base.sectors + end
            if target == 0 || target == hi { return }
        case .spring(let base, _, _), .timed(let base, _, _, _, _):
            target = base.sectors
            if target >= 0 && target <= hi { return }
        }
        startSettle(
            toSectors: min(max(target.rounded(), 0), hi),
            velocity: angularVelocity / itemAngle, at: time)
    }
}
