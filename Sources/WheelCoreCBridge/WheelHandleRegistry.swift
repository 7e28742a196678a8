import Glibc
import Synchronization
import WheelCore
import WheelCoreC
import WheelRendering

/// A failure to report across the C boundary: a `WHEEL_ERROR_*` status and its message.
struct CAPIError: Error {
    /// The `wheel_status` to return (negative).
    var status: Int32
    /// What went wrong, naming the function and the value.
    var message: String

    static func null(_ function: StaticString, _ argument: String) -> CAPIError {
        CAPIError(status: Int32(WHEEL_ERROR_NULL_ARGUMENT), message: "\(function): \(argument) is NULL")
    }

    static func invalid(_ function: StaticString, _ what: String) -> CAPIError {
        CAPIError(status: Int32(WHEEL_ERROR_INVALID_ARGUMENT), message: "\(function): \(what)")
    }

    static func outOfRange(_ function: StaticString, _ what: String) -> CAPIError {
        CAPIError(status: Int32(WHEEL_ERROR_OUT_OF_RANGE), message: "\(function): \(what)")
    }

    /// Checks that `value` is a finite number.
    static func finite(_ value: Double, _ name: String, in function: StaticString) throws(CAPIError) {
        guard value.isFinite else { throw invalid(function, "\(name) must be a finite number, got \(value)") }
    }
}

/// An object behind a C handle whose host callbacks may be on the stack while a call on it runs.
/// Used by one thread at a time (the header's rule); `busy` turns a call made from inside one of
/// its own callbacks into `WHEEL_ERROR_BUSY` instead of an exclusive-access trap (``withLive``).
protocol CallbackHost: AnyObject, Sendable {
    /// True while a call on this object runs (its callbacks may be on the stack).
    var busy: Bool { get set }
}

/// The state behind one `wheel_t *` handle (a ``CallbackHost``).
final class WheelBox: CallbackHost, @unchecked Sendable {
    /// The wheel.
    var controller: WheelController
    /// The host's item texts.
    var items: CallbackItemSource
    /// The host's text measurer (or the built-in estimate).
    var measurer: CallbackMeasurer
    /// The colours the wheel is drawn with.
    var style = WheelStyle()
    /// The ABI version the host was built against (its configuration's size told it).
    let abi: HostABI
    /// What the host's callbacks answered, kept while it is in view.
    let answers: HostAnswers
    /// Events not yet taken by `wheel_poll_event`.
    var events = EventQueue()
    /// The last rendered frame, kept alive for the host until the next render or destroy.
    let frame = FrameStorage()
    /// Whether `wheel_render` ran (hit tests lay out a wheel never rendered first).
    var hasRendered = false
    /// True while a call on this wheel runs (callbacks may be on the stack).
    var busy = false
    /// The value text of the last `wheel_get_semantics` (malloc'd, NUL-terminated), kept for the host.
    var semanticsText: UnsafeMutablePointer<CChar>?

    init(controller: WheelController, items: CallbackItemSource, abi: HostABI) {
        self.controller = controller
        self.items = items
        self.abi = abi
        self.answers = items.answers
        self.measurer = CallbackMeasurer(answers: items.answers, strict: abi != .v1)
    }

    /// After a frame (or a layout): keeps the answers of the items and texts in view only, and
    /// turns a callback's garbage answer into an error.
    func endFrame(in function: StaticString) throws(CAPIError) {
        let layout = controller.layout
        try answers.finishFrame(itemsInView: Set(layout.cells.map(\.item) + layout.labels.map(\.item)), in: function)
    }

    deinit { free(semanticsText) }
}

/// Live objects of one kind by handle value. A handle is a counter value, never an address and
/// never reused, so a destroyed handle is recognised rather than dereferenced.
final class HandleTable<Box: AnyObject & Sendable>: Sendable {
    private let table: Mutex<(next: UInt, boxes: [UInt: Box])>

    /// A table whose handles count up from `base` (distinct per kind, so that one kind's handle is
    /// never another's).
    init(base: UInt) { table = Mutex((next: base, boxes: [:])) }

    /// Registers `box` and returns its new handle.
    func insert(_ box: Box) -> OpaquePointer {
        let key = table.withLock { state -> UInt in
            state.next += 16
            state.boxes[state.next] = box
            return state.next
        }
        return OpaquePointer(bitPattern: key)!
    }

    /// The object behind `handle`, if it is live.
    func lookup(_ handle: OpaquePointer) -> Box? {
        table.withLock { $0.boxes[Self.key(handle)] }
    }

    /// Forgets `handle`; returns the object it named, if it was live.
    func remove(_ handle: OpaquePointer) -> Box? {
        table.withLock { $0.boxes.removeValue(forKey: Self.key(handle)) }
    }

    private static func key(_ handle: OpaquePointer) -> UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle))) }
}

/// Live wheels by handle value.
let wheelRegistry = HandleTable<WheelBox>(base: 0x5EE1_0000)

/// The calling thread's last error message, as a C string owned by the thread.
enum LastError {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { free($0) }
        return key
    }()

    /// Replaces the calling thread's message.
    static func set(_ message: String) {
        let old = pthread_getspecific(key)
        let copy = strdup(message)
        pthread_setspecific(key, copy)
        free(old)
    }

    /// The calling thread's message, or nil when nothing failed yet.
    static var current: UnsafePointer<CChar>? {
        pthread_getspecific(key).map { UnsafePointer($0.assumingMemoryBound(to: CChar.self)) }
    }
}

/// Runs `body`, turning a thrown `CAPIError` into its status (and the thread's last error).
func reportingErrors(_ body: () throws(CAPIError) -> Void) -> Int32 {
    do {
        try body()
        return Int32(WHEEL_OK)
    } catch {
        LastError.set(error.message)
        return error.status
    }
}

/// Runs `body` with the live, idle wheel behind `handle`, or reports why it cannot.
func withWheel(
    _ handle: OpaquePointer?, _ function: StaticString, _ body: (WheelBox) throws(CAPIError) -> Void
) -> Int32 {
    withLive(handle, in: wheelRegistry, kind: "wheel", argument: "wheel", function, body)
}

/// Runs `body` with the live, idle object behind `handle` in `table`, or reports why it cannot:
/// NULL (`argument` names the parameter), a handle not live (`kind` names what it should be), or
/// a call from inside one of the object's own callbacks (`WHEEL_ERROR_BUSY`).
func withLive<Box: CallbackHost>(
    _ handle: OpaquePointer?, in table: HandleTable<Box>, kind: String, argument: String, _ function: StaticString,
    _ body: (Box) throws(CAPIError) -> Void
) -> Int32 {
    reportingErrors { () throws(CAPIError) in
        guard let handle else { throw .null(function, argument) }
        guard let box = table.lookup(handle) else {
            throw CAPIError(
                status: Int32(WHEEL_ERROR_INVALID_HANDLE),
                message: "\(function): \(handle) is not a live \(kind) (never created, or destroyed)")
        }
        guard !box.busy else {
            throw CAPIError(
                status: Int32(WHEEL_ERROR_BUSY),
                message: "\(function): called from inside one of this \(kind)'s callbacks")
        }
        box.busy = true
        defer { box.busy = false }
        try body(box)
    }
}
