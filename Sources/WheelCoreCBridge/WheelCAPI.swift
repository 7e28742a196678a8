// The C functions of wheelcore.h that create, configure, feed and query a wheel. Every one
// catches bad input (NULL, NaN, out-of-range values, dead handles) and returns a status.
import Glibc
import WheelCore
import WheelCoreC
import WheelRendering

// Static C strings, written once at first use and never freed or changed.
nonisolated(unsafe) private let emptyCString: UnsafeMutablePointer<CChar> = strdup("")!

/// Every status code with its name and what it means, in one table (static C strings,
/// written once at first use and never freed or changed).
nonisolated(unsafe) private let statusTable:
    [Int32: (name: UnsafeMutablePointer<CChar>, message: UnsafeMutablePointer<CChar>)] = {
        let rows: [(Int, String, String)] = [
            (WHEEL_OK, "WHEEL_OK", "success"),
            (WHEEL_ERROR_NULL_ARGUMENT, "WHEEL_ERROR_NULL_ARGUMENT", "a required pointer was NULL"),
            (
                WHEEL_ERROR_INVALID_HANDLE, "WHEEL_ERROR_INVALID_HANDLE",
                "the handle is not a live wheel (never created, or destroyed)"
            ),
            (
                WHEEL_ERROR_INVALID_ARGUMENT, "WHEEL_ERROR_INVALID_ARGUMENT",
                "a number was NaN or infinite, or a value or setting is not allowed"
            ),
            (
                WHEEL_ERROR_OUT_OF_RANGE, "WHEEL_ERROR_OUT_OF_RANGE",
                "an item index or count lies outside the wheel's items"
            ),
            (
                WHEEL_ERROR_BUSY, "WHEEL_ERROR_BUSY",
                "the wheel was called from inside one of its own callbacks"
            ),
            (
                WHEEL_ERROR_STRUCT_SIZE, "WHEEL_ERROR_STRUCT_SIZE",
                "a struct's struct_size is not one this library accepts"
            ),
            (
                WHEEL_ERROR_CALLBACK, "WHEEL_ERROR_CALLBACK",
                "a host callback failed or answered garbage; nothing was drawn"
            ),
        ]
        var table: [Int32: (UnsafeMutablePointer<CChar>, UnsafeMutablePointer<CChar>)] = [:]
        for (code, name, message) in rows { table[Int32(code)] = (strdup(name)!, strdup(message)!) }
        return table
    }()

nonisolated(unsafe) private let unknownStatusName: UnsafeMutablePointer<CChar> = strdup("unknown status")!

nonisolated(unsafe) private let unknownStatusMessage: UnsafeMutablePointer<CChar> =
    strdup("a status this library version does not define")!

/// `wheel_abi_version`: the ABI version of this library (`WHEEL_ABI_VERSION`).
@_cdecl("wheel_abi_version")
public func wheelAbiVersion() -> Int32 { Int32(WHEEL_ABI_VERSION) }

/// `wheel_last_error`: the calling thread's last failure message (never NULL).
@_cdecl("wheel_last_error")
public func wheelLastError() -> UnsafePointer<CChar> {
    LastError.current ?? UnsafePointer(emptyCString)
}

/// `wheel_status_name`: the name of a status code (a static string, never NULL).
@_cdecl("wheel_status_name")
public func wheelStatusName(_ status: Int32) -> UnsafePointer<CChar> {
    UnsafePointer(statusTable[status]?.name ?? unknownStatusName)
}

/// `wheel_status_message`: what a status code means, in plain words (a static string).
@_cdecl("wheel_status_message")
public func wheelStatusMessage(_ status: Int32) -> UnsafePointer<CChar> {
    UnsafePointer(statusTable[status]?.message ?? unknownStatusMessage)
}

/// `wheel_create`: makes a wheel from a configuration and an item-text callback.
@_cdecl("wheel_create")
public func wheelCreate(
    _ config: UnsafePointer<wheel_configuration>?, _ itemText: wheel_item_text_fn?,
    _ userData: UnsafeMutableRawPointer?, _ outWheel: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    outWheel?.pointee = nil
    return reportingErrors { () throws(CAPIError) in
        guard let config else { throw .null("wheel_create", "config") }
        guard let itemText else { throw .null("wheel_create", "item_text") }
        guard let outWheel else { throw .null("wheel_create", "out_wheel") }
        let abi: HostABI =
            config.withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                == UInt32(StructSizes.configuration[0]) ? .v1 : .v2
        let c = try ConfigurationCodec.read(
            config, defaults: ConfigurationCodec.defaults(itemCount: 0, initialItem: 0), in: "wheel_create")
        let decoded = try ConfigurationCodec.decode(c, creating: true, in: "wheel_create")
        let items = CallbackItemSource(
            itemCount: Int(c.item_count), function: itemText, userData: userData, answers: HostAnswers())
        let initial = Int(max(0, min(c.initial_item, max(0, c.item_count - 1))))
        let controller = try swiftCall("wheel_create") { () throws(RangeError) in
            try WheelController(configuration: decoded.configuration, items: items, initialItem: initial)
        }
        let box = WheelBox(controller: controller, items: items, abi: abi)
        outWheel.pointee = wheelRegistry.insert(box)
    }
}

/// `wheel_destroy`: frees a wheel; its handle is rejected from then on.
@_cdecl("wheel_destroy")
public func wheelDestroy(_ wheel: OpaquePointer?) -> Int32 {
    // Checked like any call first (a live, idle wheel), then removed from the registry.
    withWheel(wheel, "wheel_destroy") { _ in _ = wheelRegistry.remove(wheel!) }
}

/// `wheel_set_measurer`: sets (or with NULL resets) the text-measuring callback.
@_cdecl("wheel_set_measurer")
public func wheelSetMeasurer(
    _ wheel: OpaquePointer?, _ measure: wheel_measure_fn?, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
    withWheel(wheel, "wheel_set_measurer") { box in
        box.measurer.replace(with: measure, userData: userData)
    }
}

/// `wheel_set_viewport`: the rectangle the wheel fits in, view space (points).
@_cdecl("wheel_set_viewport")
public func wheelSetViewport(
    _ wheel: OpaquePointer?, _ x: Double, _ y: Double, _ width: Double, _ height: Double
) -> Int32 {
    withWheel(wheel, "wheel_set_viewport") { box throws(CAPIError) in
        for (name, v) in [("x", x), ("y", y), ("width", width), ("height", height)] {
            try CAPIError.finite(v, name, in: "wheel_set_viewport")
        }
        guard width >= 0, height >= 0 else {
            throw .invalid("wheel_set_viewport", "the size must not be negative, got \(width) x \(height)")
        }
        try swiftCall("wheel_set_viewport") { () throws(RangeError) in
            try box.controller.setViewport(Rect(x: x, y: y, width: width, height: height))
        }
    }
}

/// `wheel_pointer`: delivers a pointer event (view space, seconds).
@_cdecl("wheel_pointer")
public func wheelPointer(
    _ wheel: OpaquePointer?, _ phase: Int32, _ device: Int32, _ pointerID: Int64, _ x: Double, _ y: Double,
    _ time: Double
) -> Int32 {
    withWheel(wheel, "wheel_pointer") { box throws(CAPIError) in
        let event = try pointerEvent(phase, device, pointerID, x, y, time, in: "wheel_pointer")
        box.events.append(box.controller.handle(event), time: box.controller.time)
    }
}

/// The checked pointer event of a `*_pointer` call's arguments.
func pointerEvent(
    _ phase: Int32, _ device: Int32, _ pointerID: Int64, _ x: Double, _ y: Double, _ time: Double,
    in function: StaticString
) throws(CAPIError) -> InputEvent {
    let p: PointerPhase
    switch Int(phase) {
    case WHEEL_POINTER_DOWN: p = .down
    case WHEEL_POINTER_MOVE: p = .move
    case WHEEL_POINTER_UP: p = .up
    case WHEEL_POINTER_CANCEL: p = .cancel
    default: throw .invalid(function, "phase must be a WHEEL_POINTER_* value, got \(phase)")
    }
    let touch: Bool
    switch Int(device) {
    case WHEEL_DEVICE_MOUSE: touch = false
    case WHEEL_DEVICE_TOUCH: touch = true
    default: throw .invalid(function, "device must be WHEEL_DEVICE_MOUSE or _TOUCH, got \(device)")
    }
    guard pointerID >= 0, pointerID <= Int64(Int32.max) else {
        throw .invalid(function, "pointer_id must be from 0 up to 2147483647, got \(pointerID)")
    }
    try CAPIError.finite(x, "x", in: function)
    try CAPIError.finite(y, "y", in: function)
    try CAPIError.finite(time, "time", in: function)
    return InputEvent.pointer(p, touch ? .touch(Int(pointerID)) : .mouse, at: Point(x: x, y: y), time: time)
}

/// `wheel_scroll`: delivers wheel notches or precise (trackpad) scrolling.
@_cdecl("wheel_scroll")
public func wheelScroll(
    _ wheel: OpaquePointer?, _ dx: Double, _ dy: Double, _ precise: Int32, _ time: Double
)
    -> Int32
{
    withWheel(wheel, "wheel_scroll") { box throws(CAPIError) in
        try CAPIError.finite(dx, "dx", in: "wheel_scroll")
        try CAPIError.finite(dy, "dy", in: "wheel_scroll")
        try CAPIError.finite(time, "time", in: "wheel_scroll")
        guard precise == 0 || precise == 1 else {
            throw .invalid("wheel_scroll", "precise must be 0 or 1, got \(precise)")
        }
        let event = InputEvent.scroll(dx: dx, dy: dy, isPrecise: precise == 1, time: time)
        box.events.append(box.controller.handle(event), time: box.controller.time)
    }
}

/// `wheel_key`: delivers a key press.
@_cdecl("wheel_key")
public func wheelKey(_ wheel: OpaquePointer?, _ key: Int32, _ time: Double) -> Int32 {
    withWheel(wheel, "wheel_key") { box throws(CAPIError) in
        let event = try keyEvent(key, time, in: "wheel_key")
        box.events.append(box.controller.handle(event), time: box.controller.time)
    }
}

/// The checked key event of a `*_key` call's arguments.
func keyEvent(_ key: Int32, _ time: Double, in function: StaticString) throws(CAPIError) -> InputEvent {
    let keys: [Int: NavigationKey] = [
        WHEEL_KEY_UP: .up, WHEEL_KEY_DOWN: .down, WHEEL_KEY_LEFT: .left, WHEEL_KEY_RIGHT: .right,
        WHEEL_KEY_PAGE_UP: .pageUp, WHEEL_KEY_PAGE_DOWN: .pageDown, WHEEL_KEY_HOME: .home,
        WHEEL_KEY_END: .end,
    ]
    guard let k = keys[Int(key)] else { throw .invalid(function, "key must be a WHEEL_KEY_* value, got \(key)") }
    try CAPIError.finite(time, "time", in: function)
    return .key(k, time: time)
}

/// `wheel_advance`: moves the wheel's clock to `time` seconds.
@_cdecl("wheel_advance")
public func wheelAdvance(_ wheel: OpaquePointer?, _ time: Double) -> Int32 {
    withWheel(wheel, "wheel_advance") { box throws(CAPIError) in
        try CAPIError.finite(time, "time", in: "wheel_advance")
        box.events.append(box.controller.advance(to: time), time: box.controller.time)
    }
}

/// `wheel_poll_event`: takes the oldest queued event (1), reports an empty queue (0) or an error (< 0).
@_cdecl("wheel_poll_event")
public func wheelPollEvent(_ wheel: OpaquePointer?, _ outEvent: UnsafeMutablePointer<wheel_event>?) -> Int32 {
    var found = false
    let status = withWheel(wheel, "wheel_poll_event") { box throws(CAPIError) in
        guard let outEvent else { throw .null("wheel_poll_event", "out_event") }
        if box.abi != .v1 {
            _ = try announcedSize(
                outEvent, minimum: StructSizes.event, name: "out_event", in: "wheel_poll_event")
        }
        if let event = box.events.pop() {
            try writeOut(
                event, to: UnsafeMutableRawPointer(outEvent), for: box.abi, v1: wheel_v1_event.init,
                minimum: StructSizes.event, name: "out_event", in: "wheel_poll_event")
            found = true
        }
    }
    return status == Int32(WHEEL_OK) ? (found ? 1 : 0) : status
}

/// `wheel_get_state`: the wheel's phase, items, selection and motion.
@_cdecl("wheel_get_state")
public func wheelGetState(_ wheel: OpaquePointer?, _ outState: UnsafeMutablePointer<wheel_state>?) -> Int32 {
    withWheel(wheel, "wheel_get_state") { box throws(CAPIError) in
        guard let outState else { throw .null("wheel_get_state", "out_state") }
        let w = box.controller
        var s = wheel_state()
        s.struct_size = UInt32(MemoryLayout<wheel_state>.size)
        s.phase = w.phase.inC
        s.item_count = Int64(w.itemCount)
        s.centred_item = Int64(w.centeredItem ?? -1)
        s.committed_item = Int64(w.committedItem ?? -1)
        s.angle = w.angle
        s.angular_velocity = w.angularVelocity
        s.time = w.time
        try writeOut(
            s, to: UnsafeMutableRawPointer(outState), for: box.abi, v1: wheel_v1_state.init,
            minimum: StructSizes.state, name: "out_state", in: "wheel_get_state")
    }
}

/// `wheel_get_geometry`: where the wheel sits in its viewport (view space).
@_cdecl("wheel_get_geometry")
public func wheelGetGeometry(_ wheel: OpaquePointer?, _ outGeometry: UnsafeMutablePointer<wheel_geometry>?)
    -> Int32
{
    withWheel(wheel, "wheel_get_geometry") { box throws(CAPIError) in
        guard let outGeometry else { throw .null("wheel_get_geometry", "out_geometry") }
        let g = box.controller.geometry
        var out = wheel_geometry()
        out.struct_size = UInt32(MemoryLayout<wheel_geometry>.size)
        out.center = FrameStorage.point(g.center)
        out.inner_radius = g.innerRadius
        out.outer_radius = g.outerRadius
        out.text_radius = g.textRadius
        out.label_column = FrameStorage.rect(g.labelColumn)
        out.selection_angle = box.controller.configuration.selectionAngle
        out.sector_angle = box.controller.configuration.sectorAngle
        try writeOut(
            out, to: UnsafeMutableRawPointer(outGeometry), for: box.abi, v1: wheel_v1_geometry.init,
            minimum: StructSizes.geometry, name: "out_geometry", in: "wheel_get_geometry")
    }
}

extension WheelPhase {
    /// The C value (WHEEL_PHASE_*).
    var inC: Int32 {
        switch self {
        case .idle: Int32(WHEEL_PHASE_IDLE)
        case .dragging: Int32(WHEEL_PHASE_DRAGGING)
        case .flinging: Int32(WHEEL_PHASE_FLINGING)
        case .settling: Int32(WHEEL_PHASE_SETTLING)
        }
    }
}
