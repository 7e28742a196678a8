import WheelCore
import WheelCoreC
import WheelRendering

/// An item source that asks the host's `wheel_item_text_fn` for each text (snprintf style).
struct CallbackItemSource: WheelDataSource, @unchecked Sendable {
    /// Longest text taken from the host, bytes of UTF-8.
    static let maximumTextBytes = 4096

    /// The number of items the host announced.
    var itemCount: Int
    /// The host's callback.
    let function: wheel_item_text_fn
    /// The host's context pointer, passed back unchanged.
    let userData: UnsafeMutableRawPointer?

    func sectorText(at index: Int) -> String { text(at: index, role: Int32(WHEEL_TEXT_SECTOR)) }

    func labelText(at index: Int) -> String { text(at: index, role: Int32(WHEEL_TEXT_LABEL)) }

    /// Asks with a small stack buffer first and once more with a buffer of the announced
    /// length (cut at ``maximumTextBytes``); invalid UTF-8 is repaired.
    private func text(at index: Int, role: Int32) -> String {
        guard index >= 0, index < itemCount else { return "" }
        let small = 128
        let first = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: small) {
            buffer -> (String?, Int) in
            buffer.initialize(repeating: 0)
            let n = call(index, role, buffer)
            guard n < small else { return (nil, n) }
            return (String(decoding: buffer[..<n], as: UTF8.self), n)
        }
        if let text = first.0 { return text }
        let capacity = min(first.1, Self.maximumTextBytes) + 1
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            buffer.initialize(repeating: 0)
            let n = min(call(index, role, buffer), capacity - 1)
            return String(decoding: buffer[..<n], as: UTF8.self)
        }
    }

    private func call(_ index: Int, _ role: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let raw = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
        // size_t arrives as Int: a length beyond Int.max shows as negative and means "too long".
        let n = function(userData, Int64(index), role, raw, buffer.count)
        return n < 0 ? Int.max / 2 : n
    }
}

/// A text measurer that asks the host's `wheel_measure_fn`, falling back to the monospace
/// estimate when there is none, when it fails or when it answers a size that is not a
/// finite non-negative number.
struct CallbackMeasurer: TextMeasurer {
    /// The host's callback, or nil for the built-in estimate.
    var function: wheel_measure_fn?
    /// The host's context pointer, passed back unchanged.
    var userData: UnsafeMutableRawPointer?
    /// The estimate used without a usable answer.
    let fallback = MonospaceTextMeasurer()

    func measure(_ text: String, style: TextStyle) -> Size {
        guard let function else { return fallback.measure(text, style: style) }
        var width = -1.0
        var height = -1.0
        var copy = text
        let status = copy.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars -> Int32 in
                // `withUTF8` gives contiguous bytes without a terminator: pass a NUL-terminated copy.
                withUnsafeTemporaryAllocation(of: CChar.self, capacity: chars.count + 1) { z in
                    _ = z.initialize(fromContentsOf: chars)
                    z[chars.count] = 0
                    return function(
                        userData, z.baseAddress, chars.count, style.size, style.bold ? 1 : 0,
                        &width, &height)
                }
            }
        }
        guard status == 0, width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            return fallback.measure(text, style: style)
        }
        return Size(width: width, height: height)
    }
}

/// The events a wheel reported and the host has not taken yet; keeps the newest
/// ``capacity`` (a host that never polls does not grow it without bound).
struct EventQueue {
    /// The most events kept.
    static let capacity = 4096

    private var storage: [wheel_event] = []
    private var head = 0

    /// Appends the C form of `events`, stamped with `time` (seconds).
    mutating func append(_ events: [WheelEvent], time: Double) {
        for event in events {
            var e = wheel_event()
            e.time = time
            e.item = -1
            switch event {
            case .centeredItemChanged(let i):
                e.type = Int32(WHEEL_EVENT_CENTRED)
                e.item = Int64(i)
            case .selectionCommitted(let i):
                e.type = Int32(WHEEL_EVENT_COMMITTED)
                e.item = Int64(i)
            case .released(let angularVelocity, let velocity):
                e.type = Int32(WHEEL_EVENT_RELEASED)
                e.velocity_x = velocity.x
                e.velocity_y = velocity.y
                e.angular_velocity = angularVelocity
            }
            storage.append(e)
        }
        let pending = storage.count - head
        if pending > Self.capacity { head = storage.count - Self.capacity }
        if head > Self.capacity {
            storage.removeFirst(head)
            head = 0
        }
    }

    /// Takes the oldest event.
    mutating func pop() -> wheel_event? {
        guard head < storage.count else { return nil }
        defer {
            head += 1
            if head == storage.count {
                storage.removeAll(keepingCapacity: true)
                head = 0
            }
        }
        return storage[head]
    }
}
