// How the C interface grows: every struct starts with `uint32_t struct_size`; inputs of any
// published size are read over defaults, outputs are written up to the host's size. Wheels
// created by a host built against ABI version 1 (whose out-structs had no size) are served
// version 1's structs (wheelcore_v1.h), through the same function names.
import WheelCore
import WheelCoreC

/// The ABI version a wheel's host was built against, told by its configuration's struct_size.
enum HostABI: Int, Sendable {
    /// Version 1: 40-byte configuration, out-structs without struct_size, 248-byte commands.
    case v1 = 1
    /// Version 2 (this header): sized out-structs, compact commands.
    case v2 = 2
}

/// The published sizes of the structs a host fills, per ABI version (the first is the
/// smallest the library accepts). A new version appends its size here.
enum StructSizes {
    /// `wheel_configuration`: 40 bytes in version 1, then the whole configuration of version 2
    /// up to `physics` (256 bytes), then with `show_detail_text` and `tap_slop` appended (272),
    /// then with version 4's geometry and drum fields.
    static let configuration = [
        MemoryLayout<wheel_v1_configuration>.size,
        MemoryLayout<wheel_configuration>.offset(of: \wheel_configuration.show_detail_text)!,
        MemoryLayout<wheel_configuration>.offset(of: \wheel_configuration.geometry)!,
        MemoryLayout<wheel_configuration>.size,
    ]
    /// `wheel_item_content`, as the library passes it to the host's callback.
    static let itemContent = MemoryLayout<wheel_item_content>.size
    /// `wheel_style` (version 2 on).
    static let style = [MemoryLayout<wheel_style>.size]
    /// The first size of each out-struct that carries a struct_size (version 2 on).
    static let event = MemoryLayout<wheel_event>.size
    static let state = MemoryLayout<wheel_state>.size
    static let geometry = MemoryLayout<wheel_geometry>.size
    static let hit = MemoryLayout<wheel_hit>.size
    static let frame = MemoryLayout<wheel_frame>.size
    static let command = MemoryLayout<wheel_command>.size
    /// `wheel_semantics` (version 3 on; version 2's hosts call the entry point without a size).
    static let semantics = MemoryLayout<wheel_semantics>.size
}

extension CAPIError {
    /// A struct_size this library does not accept.
    static func structSize(_ function: StaticString, _ what: String) -> CAPIError {
        CAPIError(status: Int32(WHEEL_ERROR_STRUCT_SIZE), message: "\(function): \(what)")
    }
}

/// Reads a host-filled struct whose first field is its `uint32_t struct_size`: the host's
/// bytes over `defaults` (fields an older host does not know keep their default).
///
/// Accepts each published size in `sizes`, and a larger size (a newer host) when every byte
/// beyond the current struct is zero (as Linux's `copy_struct_from_user`).
func readSized<T>(
    _ pointer: UnsafePointer<T>, sizes: [Int], defaults: T, name: String, in function: StaticString
) throws(CAPIError) -> T {
    let raw = UnsafeRawPointer(pointer)
    let size = Int(raw.load(as: UInt32.self))
    let current = MemoryLayout<T>.size
    let expected = "set it to sizeof(\(T.self)), \(current) bytes in ABI version \(WHEEL_ABI_VERSION)"
    if size > current {
        let tail = UnsafeRawBufferPointer(start: raw + current, count: size - current)
        guard size <= 1 << 16, tail.allSatisfy({ $0 == 0 }) else {
            throw .structSize(
                function,
                "\(name)->struct_size is \(size), larger than this library's \(current) bytes with fields it does "
                    + "not know set (\(expected))")
        }
    } else if !sizes.contains(size) {
        throw .structSize(function, "\(name)->struct_size is \(size), not a published size (\(expected))")
    }
    var value = defaults
    withUnsafeMutableBytes(of: &value) { bytes in
        bytes.copyMemory(from: UnsafeRawBufferPointer(start: raw, count: min(size, current)))
        bytes.storeBytes(of: UInt32(current), as: UInt32.self)
    }
    return value
}

/// The struct_size an out-struct's host announced (at least `minimum`).
func announcedSize<T>(
    _ pointer: UnsafeMutablePointer<T>, minimum: Int, name: String, in function: StaticString
)
    throws(CAPIError) -> Int
{
    let size = Int(UnsafeRawPointer(pointer).load(as: UInt32.self))
    guard size >= minimum else {
        throw .structSize(
            function,
            "\(name)->struct_size is \(size); set it to sizeof(\(T.self)) (\(MemoryLayout<T>.size) bytes in ABI "
                + "version \(WHEEL_ABI_VERSION)) before the call")
    }
    return size
}

/// Writes `value` to a host's out-struct: at most its announced struct_size bytes, and sets
/// struct_size to the number of bytes written.
func writeSized<T>(
    _ value: T, to pointer: UnsafeMutablePointer<T>, minimum: Int, name: String, in function: StaticString
)
    throws(CAPIError)
{
    let size = try announcedSize(pointer, minimum: minimum, name: name, in: function)
    let n = min(size, MemoryLayout<T>.size)
    var copy = value
    withUnsafeMutableBytes(of: &copy) { bytes in
        bytes.storeBytes(of: UInt32(n), as: UInt32.self)
        UnsafeMutableRawPointer(pointer).copyMemory(from: bytes.baseAddress!, byteCount: n)
    }
}

/// Fills a host's struct of `size` bytes (a published size of `T`, or larger) with `value`,
/// zeroing bytes this library does not know, and sets its struct_size: the `*_init_sized`
/// functions.
func initSized<T>(
    _ pointer: UnsafeMutablePointer<T>, size: Int, with value: T, sizes: [Int], in function: StaticString
) throws(CAPIError) {
    let current = MemoryLayout<T>.size
    guard sizes.contains(size) || (size > current && size <= 1 << 16) else {
        throw .structSize(
            function,
            "struct_size \(size) is not a published size of \(T.self) "
                + "(\(sizes.map(String.init).joined(separator: " or ")) bytes)")
    }
    UnsafeMutableRawPointer(pointer).initializeMemory(as: UInt8.self, repeating: 0, count: size)
    var copy = value
    withUnsafeMutableBytes(of: &copy) { bytes in
        bytes.storeBytes(of: UInt32(size), as: UInt32.self)
        UnsafeMutableRawPointer(pointer).copyMemory(from: bytes.baseAddress!, byteCount: min(size, current))
    }
}

// MARK: - Version 1's entry point and structs

/// `wheel_configuration_init_v1` (version 1's `wheel_configuration_init`): fills version 1's
/// 40-byte configuration, so a version 1 host creates a version 1 wheel.
@_cdecl("wheel_configuration_init_v1")
public func wheelConfigurationInitV1(_ config: UnsafeMutablePointer<wheel_v1_configuration>?) -> Int32 {
    reportingErrors { () throws(CAPIError) in
        guard let config else { throw .null("wheel_configuration_init_v1", "config") }
        let d = ConfigurationCodec.defaults(itemCount: 0, initialItem: 0)
        config.pointee = wheel_v1_configuration(
            struct_size: UInt32(MemoryLayout<wheel_v1_configuration>.size), looping: d.looping,
            item_count: d.item_count, sectors_per_turn: d.sectors_per_turn, label_side: d.label_side,
            initial_item: d.initial_item)
    }
}

/// `wheel_configuration_init`, exported under version 1's name: version 1's initialiser (kept for
/// the hosts built against version 1, which call it by this name).
@_cdecl("wheel_configuration_init")
public func wheelConfigurationInitV1Unversioned(_ config: UnsafeMutablePointer<wheel_v1_configuration>?)
    -> Int32
{
    wheelConfigurationInitV1(config)
}

extension wheel_v1_event {
    /// Version 1's form of an event.
    init(_ e: wheel_event) {
        self.init(
            type: e.type, item: e.item, velocity_x: e.velocity_x, velocity_y: e.velocity_y,
            angular_velocity: e.angular_velocity, time: e.time)
    }
}

extension wheel_v1_state {
    /// Version 1's form of a state.
    init(_ s: wheel_state) {
        self.init(
            phase: s.phase, item_count: s.item_count, centred_item: s.centred_item,
            committed_item: s.committed_item, angle: s.angle, angular_velocity: s.angular_velocity,
            time: s.time)
    }
}

extension wheel_v1_geometry {
    /// Version 1's form of a geometry.
    init(_ g: wheel_geometry) {
        self.init(
            center: g.center, inner_radius: g.inner_radius, outer_radius: g.outer_radius,
            text_radius: g.text_radius, label_column: g.label_column, selection_angle: g.selection_angle,
            sector_angle: g.sector_angle)
    }
}

/// Writes an out-struct in the form the wheel's host was built with: version 1's struct
/// whole, or the current struct up to the host's struct_size.
func writeOut<T, V1>(
    _ value: T, to pointer: UnsafeMutableRawPointer, for abi: HostABI, v1: (T) -> V1, minimum: Int,
    name: String,
    in function: StaticString
) throws(CAPIError) {
    switch abi {
    case .v1: pointer.assumingMemoryBound(to: V1.self).pointee = v1(value)
    case .v2:
        try writeSized(
            value, to: pointer.assumingMemoryBound(to: T.self), minimum: minimum, name: name, in: function)
    }
}
