import Glibc
import WheelCore
import WheelRendering
import WheelCoreC

@testable import WheelCoreCBridge

/// The texts the test wheels show: sector "i+1", label "Item i+1" (as NumberedWheelDataSource).
let numberedTexts: wheel_item_text_fn = { _, index, role, buffer, capacity in
    let text = role == Int32(WHEEL_TEXT_SECTOR) ? String(index + 1) : "Item \(index + 1)"
    return copyText(text, into: buffer, capacity: capacity)
}

/// snprintf semantics: writes at most `capacity - 1` bytes and a NUL, returns the full length.
func copyText(_ text: String, into buffer: UnsafeMutablePointer<CChar>?, capacity: Int) -> Int {
    let bytes = Array(text.utf8)
    guard let buffer, capacity > 0 else { return bytes.count }
    let n = min(bytes.count, capacity - 1)
    for i in 0..<n { buffer[i] = CChar(bitPattern: bytes[i]) }
    buffer[n] = 0
    return bytes.count
}

/// `value` with its leading `uint32_t struct_size` set to the struct's size (what a C host
/// does before passing an out-struct).
func sized<T>(_ value: T) -> T {
    var v = value
    withUnsafeMutableBytes(of: &v) { $0.storeBytes(of: UInt32(MemoryLayout<T>.size), as: UInt32.self) }
    return v
}

/// A frame prepared for wheel_render (wheel_frame_init in C).
func newFrame() -> wheel_frame {
    var f = sized(wheel_frame())
    f.command_size = UInt32(MemoryLayout<wheel_command>.size)
    return f
}

/// A wheel made through the C interface, destroyed at the end of the test.
final class CWheel {
    let handle: OpaquePointer

    /// Creates a wheel of `itemCount` items with `configure` applied to the defaults.
    init(
        itemCount: Int64 = 118, text: wheel_item_text_fn = numberedTexts,
        userData: UnsafeMutableRawPointer? = nil,
        configure: (inout wheel_configuration) -> Void = { _ in }
    ) {
        var config = wheel_configuration()
        precondition(
            wheel_configuration_init_sized(&config, MemoryLayout<wheel_configuration>.size) == Int32(WHEEL_OK)
        )
        config.item_count = itemCount
        configure(&config)
        var out: OpaquePointer?
        let status = wheel_create(&config, text, userData, &out)
        precondition(status == Int32(WHEEL_OK), String(cString: wheel_last_error()))
        handle = out!
    }

    deinit { _ = wheel_destroy(handle) }

    /// The wheel's state (fails the precondition on an error).
    var state: wheel_state {
        var s = sized(wheel_state())
        precondition(wheel_get_state(handle, &s) == Int32(WHEEL_OK))
        return s
    }

    /// Takes every queued event.
    func drain() -> [wheel_event] {
        var events: [wheel_event] = []
        var e = sized(wheel_event())
        while wheel_poll_event(handle, &e) == 1 { events.append(e) }
        return events
    }
}

/// C events as comparable text ("centred 3", "released vx vy w" with every digit).
func describe(_ events: [wheel_event]) -> [String] {
    events.map { e in
        switch Int(e.type) {
        case WHEEL_EVENT_CENTRED: "centred \(e.item)"
        case WHEEL_EVENT_COMMITTED: "committed \(e.item)"
        case WHEEL_EVENT_RELEASED: "released \(e.velocity_x) \(e.velocity_y) \(e.angular_velocity)"
        default: "unknown \(e.type)"
        }
    }
}

/// Swift events in the same text form as ``describe(_:)-([wheel_event])``.
func describe(_ events: [WheelEvent]) -> [String] {
    events.map { e in
        switch e {
        case .centeredItemChanged(let i): "centred \(i)"
        case .selectionCommitted(let i): "committed \(i)"
        case .released(let angularVelocity, let velocity): "released \(velocity.x) \(velocity.y) \(angularVelocity)"
        }
    }
}

/// A drag and fling along the rim of the wheel placed at `geometry`: down at 0.25 s at 0.4 rad,
/// 12 moves to -0.4 rad in 0.1 s, released while moving (the WheelExample script).
func flingScript(center: Point, innerRadius: Double, outerRadius: Double) -> [PointerEvent] {
    let r = innerRadius + (outerRadius - innerRadius) * 0.7
    func at(_ a: Double) -> Point { Point(x: center.x + r * cos(a), y: center.y + r * sin(a)) }
    var events = [PointerEvent(.down, at: at(0.4), time: 0.25)]
    for k in 1...12 {
        let u = Double(k) / 12
        events.append(PointerEvent(.move, at: at(0.4 - 0.8 * u), time: 0.25 + 0.1 * u))
    }
    events.append(PointerEvent(.up, at: at(-0.4), time: 0.35))
    return events
}

/// Plays `script` on `wheel` frame by frame at 60 frames per second (each pointer event once its
/// time has come, then wheel_advance and wheel_render), until the script is over and the wheel
/// rests; `delivered` sees each event, `frame` each frame's time. Returns the number of frames.
@discardableResult
func playFrames(
    _ wheel: CWheel, _ script: [PointerEvent], delivered: (PointerEvent) -> Void = { _ in },
    frame: (Double) -> Void = { _ in }
) -> Int {
    var out = newFrame()
    var cursor = 0
    var frames = 0
    for f in 0..<600 {
        let time = Double(f) / 60
        while cursor < script.count && script[cursor].time <= time {
            let e = script[cursor]
            let phase = e.phase == .down ? WHEEL_POINTER_DOWN : e.phase == .move ? WHEEL_POINTER_MOVE : WHEEL_POINTER_UP
            _ = wheel_pointer(wheel.handle, Int32(phase), 0, 0, e.location.x, e.location.y, e.time)
            delivered(e)
            cursor += 1
        }
        _ = wheel_advance(wheel.handle, time)
        precondition(wheel_render(wheel.handle, 1, 1, &out) == Int32(WHEEL_OK), String(cString: wheel_last_error()))
        frame(time)
        frames += 1
        if cursor == script.count && wheel.state.phase == Int32(WHEEL_PHASE_IDLE) { break }
    }
    return frames
}
