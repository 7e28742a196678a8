import WheelMotion
import WheelPrimitives

/// Hands out stable slot ids to reusable cells, like `UITableView`'s reuse queue or
/// Android's `RecyclerView` pool.
///
/// Cells are identified by an integer *key* (for a wheel: the unwrapped item position).
/// A key keeps its slot for as long as it stays visible from one pass to the next; the
/// slot of a key that leaves goes back to the pool and is handed to the next key that
/// enters. The number of slots ever created is therefore bounded by the largest number of
/// keys visible at once, however many keys pass through.
///
/// A renderer may cache a per-slot resource (for example a text texture) and rebuild it
/// only when the slot's item changes.
struct CellReusePool: Sendable {
    /// The number of distinct slots created so far (the pool's high-water mark).
    private(set) var cellsCreated: Int = 0

    private var activeKeys: [Int] = []
    private var activeSlots: [Int] = []
    private var nextKeys: [Int] = []
    private var nextSlots: [Int] = []
    private var free: [Int] = []

    /// Creates an empty pool.
    init() {}

    /// The number of slots currently in use.
    var activeCount: Int { activeKeys.count }

    /// Assigns a slot to each key of `keys` (which must be strictly ascending) and writes the
    /// slots, in the same order, to `slots`. Keys that were visible in the previous pass
    /// keep their slot; keys that left release theirs first, so entering keys reuse them.
    ///
    /// - Complexity: O(*k* + *a*) for *k* keys and *a* keys active before the pass; no
    ///   allocation once the buffers have grown to the largest visible count.
    mutating func assign(keys: [Int], slots: inout [Int]) {
        slots.removeAll(keepingCapacity: true)
        // Pass 1: release the slots of keys that are no longer visible.
        var i = 0
        var j = 0
        while i < activeKeys.count {
            let key = activeKeys[i]
            while j < keys.count && keys[j] < key { j += 1 }
            if j == keys.count || keys[j] != key { free.append(activeSlots[i]) }
            i += 1
        }
        // Pass 2: keep the slots of staying keys, hand free (or new) slots to entering keys.
        nextKeys.removeAll(keepingCapacity: true)
        nextSlots.removeAll(keepingCapacity: true)
        i = 0
        for key in keys {
            while i < activeKeys.count && activeKeys[i] < key { i += 1 }
            let slot: Int
            if i < activeKeys.count && activeKeys[i] == key {
                slot = activeSlots[i]
            } else if let reused = free.popLast() {
                slot = reused
            } else {
                slot = cellsCreated
                cellsCreated += 1
            }
            nextKeys.append(key)
            nextSlots.append(slot)
            slots.append(slot)
        }
        swap(&activeKeys, &nextKeys)
        swap(&activeSlots, &nextSlots)
    }

    /// Releases every slot (they stay created and are reused by later passes).
    mutating func releaseAll() {
        free.append(contentsOf: activeSlots)
        activeKeys.removeAll(keepingCapacity: true)
        activeSlots.removeAll(keepingCapacity: true)
    }
}
