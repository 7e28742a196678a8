import Glibc
import WheelCore
import WheelCoreC
import WheelRendering

/// What the host's callbacks answered, kept while it is in view, so that the host is asked
/// for an item's texts once as the item comes into view (its cell gets the item) and for a
/// text's size once while the text shows, not every frame.
final class HostAnswers: @unchecked Sendable {
    /// What a text was measured as.
    struct MeasureKey: Hashable {
        var text: String
        var size: Double
        var bold: Bool
    }

    /// An item's optional content, as the host's item-content callback answered it.
    struct Content: Equatable {
        var accent: Color?
        var detail: String?
        var image: String?
    }

    /// Item texts by `index * 2 + role`.
    private(set) var texts: [Int: String] = [:]
    /// The host's item-content callback, if it set one (shared by every copy of the item
    /// source, so that setting it reaches the wheel's copy).
    private(set) var contentSource: (function: wheel_item_content_fn, userData: UnsafeMutableRawPointer?)?
    /// Item contents by index.
    private(set) var contents: [Int: Content] = [:]
    /// Measured sizes and the frame that last used each.
    private var sizes: [MeasureKey: (size: Size, frame: Int)] = [:]
    /// The frame being drawn (counts renders).
    private var frame = 0
    /// The first garbage answer since the last `takeFailure()`, in words.
    private var failure: String?
    /// How many times the host's item-text and measure callbacks ran (for tests and statistics).
    private(set) var textCalls = 0
    private(set) var measureCalls = 0
    private(set) var contentCalls = 0

    func content(_ index: Int) -> Content? { contents[index] }

    func remember(_ content: Content, for index: Int) { contents[index] = content }

    func countContentCall() { contentCalls += 1 }

    /// Sets (or with nil removes) the content callback; every item is asked anew.
    func setContentSource(_ source: (function: wheel_item_content_fn, userData: UnsafeMutableRawPointer?)?) {
        contentSource = source
        contents.removeAll()
    }

    func text(_ key: Int) -> String? { texts[key] }

    func remember(_ text: String, for key: Int) { texts[key] = text }

    func size(_ key: MeasureKey) -> Size? {
        guard let entry = sizes[key] else { return nil }
        sizes[key] = (entry.size, frame)
        return entry.size
    }

    func remember(_ size: Size, for key: MeasureKey) { sizes[key] = (size, frame) }

    func countTextCall() { textCalls += 1 }

    func countMeasureCall() { measureCalls += 1 }

    /// Records a callback's garbage answer (the first one is kept).
    func fail(_ message: String) {
        if failure == nil { failure = message }
    }

    /// The recorded failure, cleared.
    func takeFailure() -> String? {
        defer { failure = nil }
        return failure
    }

    /// After a frame: forgets the texts of items out of view and the sizes the frame did not use.
    func endFrame(itemsInView: Set<Int>) {
        texts = texts.filter { itemsInView.contains($0.key / 2) }
        contents = contents.filter { itemsInView.contains($0.key) }
        sizes = sizes.filter { $0.value.frame == frame }
        frame += 1
    }

    /// Forgets every text and content (the items changed).
    func forgetTexts() {
        texts.removeAll()
        contents.removeAll()
    }

    /// Forgets every size (the measurer changed).
    func forgetSizes() { sizes.removeAll() }

    /// Ends a frame (``endFrame(itemsInView:)``) and turns a callback's garbage answer since the
    /// last one into `function`'s `WHEEL_ERROR_CALLBACK`.
    func finishFrame(itemsInView: Set<Int>, in function: StaticString) throws(CAPIError) {
        endFrame(itemsInView: itemsInView)
        if let failure = takeFailure() {
            throw CAPIError(status: Int32(WHEEL_ERROR_CALLBACK), message: "\(function): \(failure)")
        }
    }
}

/// An item source that asks the host's `wheel_item_text_fn` for each text (snprintf style),
/// once per item while it stays in view (``HostAnswers``).
struct CallbackItemSource: WheelDataSource, @unchecked Sendable {
    /// Longest text taken from the host, bytes of UTF-8.
    static let maximumTextBytes = 4096

    /// The number of items the host announced.
    var itemCount: Int
    /// The host's callback.
    let function: wheel_item_text_fn
    /// The host's context pointer, passed back unchanged.
    let userData: UnsafeMutableRawPointer?
    /// The answers kept while their items are in view.
    let answers: HostAnswers

    /// The item's texts and content, each asked of the host once while the item stays in view.
    func item(at index: Int) -> WheelItem {
        let content = content(at: index)
        return WheelItem(
            sectorText: text(at: index, role: Int32(WHEEL_TEXT_SECTOR)),
            labelText: text(at: index, role: Int32(WHEEL_TEXT_LABEL)),
            accentColor: content.accent, detailText: content.detail, imageKey: content.image)
    }

    /// The kept content, or the host's answer (none without a content callback). A failing
    /// or garbage answer is recorded as a failure and not kept.
    private func content(at index: Int) -> HostAnswers.Content {
        guard index >= 0, index < itemCount, let source = answers.contentSource else { return .init() }
        if let kept = answers.content(index) { return kept }
        var c = wheel_item_content()
        c.struct_size = UInt32(StructSizes.itemContent)
        answers.countContentCall()
        let status = source.function(source.userData, Int64(index), &c)
        guard status == 0 else {
            answers.fail("the item_content callback failed (returned \(status)) for item \(index)")
            return .init()
        }
        guard c.has_accent == 0 || c.has_accent == 1 else {
            answers.fail(
                "the item_content callback set has_accent to \(c.has_accent) for item \(index) (0 or 1)")
            return .init()
        }
        let content = HostAnswers.Content(
            accent: c.has_accent == 1
                ? Color(r: c.accent.r, g: c.accent.g, b: c.accent.b, a: c.accent.a) : nil,
            detail: Self.copy(c.detail_text), image: Self.copy(c.image_key))
        answers.remember(content, for: index)
        return content
    }

    /// A host's C string, cut at ``maximumTextBytes`` and repaired; nil for NULL or "".
    private static func copy(_ string: UnsafePointer<CChar>?) -> String? {
        guard let string else { return nil }
        let n = strnlen(string, maximumTextBytes)
        guard n > 0 else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: string, count: n), as: UTF8.self)
    }

    /// The kept text, or the host's answer: asked with a small stack buffer first and once
    /// more with a buffer of the announced length (cut at ``maximumTextBytes``); invalid UTF-8
    /// is repaired. A `WHEEL_TEXT_FAILED` answer, or a length that is not the length of what
    /// the callback wrote (its text before the first NUL), is recorded as a failure and not
    /// kept.
    private func text(at index: Int, role: Int32) -> String {
        guard index >= 0, index < itemCount else { return "" }
        let key = index * 2 + Int(role)
        if let kept = answers.text(key) { return kept }
        let what = role == Int32(WHEEL_TEXT_SECTOR) ? "sector" : "label"
        let small = 128
        var answer = ask(index, role, capacity: small)
        if case .tooLong(let n) = answer {
            // A text beyond maximumTextBytes is cut there (snprintf wrote that much and a NUL).
            answer = ask(
                index, role, capacity: min(n, Self.maximumTextBytes) + 1, cut: n > Self.maximumTextBytes)
        }
        switch answer {
        case .text(let text):
            answers.remember(text, for: key)
            return text
        case .tooLong(let n):
            // Longer than the buffer of its own announced length: the text is cut there.
            answers.fail(
                "the item_text callback returned \(n) for the \(what) text of item \(index), longer than the buffer of that length it was given"
            )
        case .failed:
            answers.fail(
                "the item_text callback failed (WHEEL_TEXT_FAILED) for the \(what) text of item \(index)")
        case .mismatch(let returned, let written):
            answers.fail(
                "the item_text callback returned length \(returned) for the \(what) text of item \(index) but wrote \(written) bytes before the terminating NUL"
            )
        }
        return ""
    }

    /// One answer of the host's text callback.
    private enum Answer {
        /// The text (it fitted, NUL-terminated at the length returned).
        case text(String)
        /// The length returned does not fit the buffer.
        case tooLong(Int)
        /// `WHEEL_TEXT_FAILED`.
        case failed
        /// The length returned is not the length written before the first NUL.
        case mismatch(returned: Int, written: Int)
    }

    /// Asks the host for the text of `index` in a zeroed buffer of `capacity` bytes; with
    /// `cut`, a longer text is taken as far as the buffer holds it.
    private func ask(_ index: Int, _ role: Int32, capacity: Int, cut: Bool = false) -> Answer {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            buffer.initialize(repeating: 0)
            let n = call(index, role, buffer)
            if n == Self.failed { return .failed }
            guard n < capacity || cut else { return .tooLong(n) }
            let expected = min(n, capacity - 1)
            let written = buffer.firstIndex(of: 0) ?? capacity
            guard written == expected else { return .mismatch(returned: n, written: written) }
            return .text(String(decoding: buffer[..<expected], as: UTF8.self))
        }
    }

    /// `WHEEL_TEXT_FAILED` as ``call(_:_:_:)`` reports it.
    private static let failed = -1

    private func call(_ index: Int, _ role: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let raw = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
        answers.countTextCall()
        // size_t arrives as Int: (size_t)-1 is WHEEL_TEXT_FAILED; any other length beyond
        // Int.max shows as negative and means "too long".
        let n = function(userData, Int64(index), role, raw, buffer.count)
        if n == -1 { return Self.failed }
        return n < 0 ? Int.max / 2 : n
    }
}

/// A text measurer that asks the host's `wheel_measure_fn` once per text and size while the
/// text shows, falling back to the monospace estimate when there is none or when it declines
/// (a non-zero return). A garbage answer (a size that is not a finite non-negative number)
/// is a failure of the frame for a version 2 host (`strict`), the estimate for version 1.
struct CallbackMeasurer: TextMeasurer {
    /// The host's callback, or nil for the built-in estimate.
    var function: wheel_measure_fn?
    /// The host's context pointer, passed back unchanged.
    var userData: UnsafeMutableRawPointer?
    /// The answers kept while their texts show.
    var answers: HostAnswers
    /// Whether a garbage answer fails the frame (version 2) rather than being replaced.
    var strict: Bool
    /// The estimate used without a usable answer.
    let fallback = MonospaceTextMeasurer()

    /// Asks `function` from now on (nil: the built-in estimate), passing it `userData`; the
    /// sizes measured before are forgotten.
    mutating func replace(with function: wheel_measure_fn?, userData: UnsafeMutableRawPointer?) {
        self.function = function
        self.userData = function == nil ? nil : userData
        answers.forgetSizes()
    }

    func measure(_ text: String, style: TextStyle) -> Size {
        guard let function else { return fallback.measure(text, style: style) }
        let key = HostAnswers.MeasureKey(text: text, size: style.size, bold: style.bold)
        if let kept = answers.size(key) { return kept }
        answers.countMeasureCall()
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
        guard status == 0 else {
            let estimate = fallback.measure(text, style: style)
            answers.remember(estimate, for: key)
            return estimate
        }
        guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            if strict {
                answers.fail(
                    "the measure callback answered \(width) x \(height) for \"\(text)\" (sizes must be finite "
                        + "numbers of 0 or more)")
            }
            return fallback.measure(text, style: style)
        }
        let size = Size(width: width, height: height)
        answers.remember(size, for: key)
        return size
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
            e.struct_size = UInt32(MemoryLayout<wheel_event>.size)
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

    /// Brings the events not yet taken into the numbering of an item change: the item of each
    /// centred and committed event becomes `newIndex(item)`, the index the wheel gave that item
    /// (or the one that took its place); with no items left (`itemsLeft` false) they are dropped.
    /// So no event taken after the change names an item the wheel no longer has, and the
    /// queue ends in the state `wheel_get_state` answers, as the Swift API's returned events do.
    /// Events of removed items that now name the item that took their place are kept once: a
    /// centred or committed event that repeats the item of the queued event of its kind before
    /// it is dropped (a host ticking per event would tick for nothing).
    mutating func renumberItems(itemsLeft: Bool, _ newIndex: (Int64) -> Int64) {
        var kept = head
        var lastCentred: Int64?
        var lastCommitted: Int64?
        for i in head..<storage.count {
            var e = storage[i]
            if e.type == Int32(WHEEL_EVENT_CENTRED) || e.type == Int32(WHEEL_EVENT_COMMITTED) {
                guard itemsLeft else { continue }
                e.item = newIndex(e.item)
                if e.type == Int32(WHEEL_EVENT_CENTRED) {
                    if e.item == lastCentred { continue }
                    lastCentred = e.item
                } else {
                    if e.item == lastCommitted { continue }
                    lastCommitted = e.item
                }
            }
            storage[kept] = e
            kept += 1
        }
        storage.removeLast(storage.count - kept)
    }

    /// The item of the last centred event not yet taken, if any.
    var lastCentredItem: Int64? {
        storage[head...].last { $0.type == Int32(WHEEL_EVENT_CENTRED) }?.item
    }

    /// The number of events not yet taken.
    var count: Int { storage.count - head }

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
