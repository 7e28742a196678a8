import WheelMotion
import WheelRendering

extension WheelController {
    // MARK: - Moving from code

    /// Puts `item` (clamped to `0 ..< itemCount`) at the selection at once, without
    /// animation, and commits it, like `UIPickerView.selectRow(_:inComponent:animated: false)`
    /// or Flutter's `FixedExtentScrollController.jumpToItem`. A running animation stops; a
    /// pointer holding the wheel lets go of it (its later moves are ignored).
    ///
    /// On a looping wheel the rotation takes the shortest way round, so ``angle`` changes by
    /// at most half a turn.
    ///
    /// - Returns: ``WheelEvent/centeredItemChanged(_:)`` and
    ///   ``WheelEvent/selectionCommitted(_:)`` if the centred or committed item changed;
    ///   nothing for an empty wheel.
    public mutating func jump(toItem item: Int) -> [WheelEvent] {
        var events: [WheelEvent] = []
        guard itemCount > 0 else { return events }
        let target = min(max(item, 0), itemCount - 1)
        let k = nearestPosition(showing: target, from: position.index)
        drag = nil
        motion = .none
        preciseScrollTime = nil
        pendingCommit = false
        angularVelocity = 0
        phase = .idle
        position = WheelPosition(index: k)
        reportCentered(into: &events)
        if committedItem != target {
            committedItem = target
            events.append(.selectionCommitted(target))
        }
        return events
    }

    /// Starts turning the wheel so that `item` (clamped to `0 ..< itemCount`) comes to the
    /// selection, with the settle spring from the current rotation and speed, like
    /// `UIPickerView.selectRow(_:inComponent:animated: true)` or Flutter's
    /// `FixedExtentScrollController.animateToItem`. On a looping wheel it takes the shortest
    /// way round. The motion starts at ``time`` (the last time given to ``advance(to:)`` or
    /// carried by an event); the events it causes come from later ``advance(to:)`` calls,
    /// ending with ``WheelEvent/selectionCommitted(_:)``.
    ///
    /// Ignored while a pointer holds the wheel (the user's hand wins) and on an empty wheel.
    public mutating func animate(toItem item: Int) {
        scroll(toItem: item, at: time)
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
    /// - Parameter newItems: the new item source; its ``WheelDataSource/itemCount`` is read now.
    /// - Returns: ``WheelEvent/centeredItemChanged(_:)`` and
    ///   ``WheelEvent/selectionCommitted(_:)`` when the centred or committed index changed
    ///   (the count shrank below it, or grew from zero).
    public mutating func reloadItems(_ newItems: any WheelDataSource) -> [WheelEvent] {
        let n = max(0, newItems.itemCount)
        return applyItemChange(newItems, count: n) { i in min(i, n - 1) }
    }

    /// Tells the wheel that `count` items were inserted at `index` (the first new item's
    /// index): the items after them keep their place on the wheel, so the selected item stays
    /// at the selection, as `UIPickerView` and Flutter's list wheel keep the user's selection.
    /// A running gesture or animation continues from where it is.
    ///
    /// If `newItems.itemCount` is not `itemCount + count`, or `index` is outside
    /// `0 ... itemCount`, or `count` is negative, the change is handled as ``reloadItems(_:)``.
    ///
    /// - Returns: ``WheelEvent/centeredItemChanged(_:)`` and
    ///   ``WheelEvent/selectionCommitted(_:)`` with the new indices when the centred or
    ///   committed item moved (items inserted before it).
    public mutating func insertItems(at index: Int, count: Int = 1, items newItems: any WheelDataSource)
        -> [WheelEvent]
    {
        let n = max(0, newItems.itemCount)
        guard count >= 0, index >= 0, index <= itemCount, n == itemCount + count else {
            return reloadItems(newItems)
        }
        return applyItemChange(newItems, count: n) { i in i >= index ? i + count : i }
    }

    /// Tells the wheel that the `count` items starting at `index` were removed: the other
    /// items keep their place on the wheel, so the selected item stays at the selection; if
    /// the selected item itself was removed, the item that takes its place (or the new last
    /// item) is selected and committed. A running gesture or animation continues.
    ///
    /// If `newItems.itemCount` is not `itemCount - count`, or the range is not within
    /// `0 ..< itemCount`, or `count` is negative, the change is handled as ``reloadItems(_:)``.
    ///
    /// - Returns: ``WheelEvent/centeredItemChanged(_:)`` and
    ///   ``WheelEvent/selectionCommitted(_:)`` with the new indices when the centred or
    ///   committed item moved or was removed.
    public mutating func removeItems(at index: Int, count: Int = 1, items newItems: any WheelDataSource)
        -> [WheelEvent]
    {
        let n = max(0, newItems.itemCount)
        guard count >= 0, index >= 0, index <= itemCount - count, n == itemCount - count else {
            return reloadItems(newItems)
        }
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
                // Keep the whole turns (in the new count) so the angle stays near where it was.
                let turns = Int((Double(k - centred) / Double(old)).rounded())
                delta = turns * n + mapped - k
            } else {
                delta = mapped - centred
            }
        }
        shiftPositions(bySectors: delta)
        if !configuration.looping { keepMotionWithinItems() }
        reportCentered(into: &events)
        if let c = committedItem, old > 0 {
            let moved = newIndex(min(c, old - 1))
            if moved != c {
                committedItem = moved
                events.append(.selectionCommitted(moved))
            }
        }
        if committedItem == nil, phase == .idle, let c = centeredItem {
            committedItem = c
            events.append(.selectionCommitted(c))
        }
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
        case .spring(let base, _, _):
            target = base.sectors
            if target >= 0 && target <= hi { return }
        }
        startSettle(
            toSectors: min(max(target.rounded(), 0), hi),
            velocity: angularVelocity / configuration.sectorAngle, at: time)
    }
}
