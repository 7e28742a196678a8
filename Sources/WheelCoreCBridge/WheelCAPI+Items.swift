// The C functions of wheelcore.h that move the wheel from code, change its items and draw it.
import WheelCore
import WheelCoreC
import WheelRendering

/// Runs a Swift call of the wheel, reporting its ``RangeError`` (which names every bad value and
/// its range) in plain words, with the names the C header uses: `WHEEL_ERROR_OUT_OF_RANGE` when
/// an item index or count is among them, else `WHEEL_ERROR_INVALID_ARGUMENT`.
func swiftCall<T>(_ function: StaticString, _ body: () throws(RangeError) -> T) throws(CAPIError) -> T {
    do {
        return try body()
    } catch {
        throw CAPIError(error, in: function)
    }
}

extension CAPIError {
    /// The C form of a Swift ``RangeError``: every bad value in plain words (see ``PlainRange``).
    init(_ error: RangeError, in function: StaticString) {
        let items = error.values.contains { PlainRange.isItemIndexOrCount($0.name) }
        self.init(
            status: Int32(items ? WHEEL_ERROR_OUT_OF_RANGE : WHEEL_ERROR_INVALID_ARGUMENT),
            message: "\(function): " + error.values.map(PlainRange.describe).joined(separator: "; "))
    }
}

/// A Swift ``OutOfRange`` as the C interface says it: the value's name as wheelcore.h spells it
/// and its range in words ("from 3 up to 360"), never Swift's range syntax (`3...360`, `0 ..< 55`).
enum PlainRange {
    /// Swift names whose C name is not their snake_case form.
    static let cNames: [String: String] = [
        "items.itemCount": "item_count", "sectorTextStyle.size": "sector_text.size",
        "labelTextStyle.size": "label_text.size", "physics.centeringHysteresis": "centred_hysteresis",
        "showsDetailText": "show_detail_text", "viewport.x": "x", "viewport.y": "y",
        "viewport.width": "width",
        "viewport.height": "height",
    ]

    /// The C header's name of a Swift API name (`physics.settleSpring.mass` is
    /// `physics.settle_spring.mass`).
    static func cName(_ swift: String) -> String {
        if let name = cNames[swift] { return name }
        var out = ""
        for ch in swift {
            if ch.isUppercase {
                out += "_" + ch.lowercased()
            } else {
                out.append(ch)
            }
        }
        return out
    }

    /// Whether `name` is an item index or an item count (`WHEEL_ERROR_OUT_OF_RANGE`).
    static func isItemIndexOrCount(_ name: String) -> Bool {
        ["item", "index", "count", "initialItem", "items.itemCount"].contains(name)
    }

    /// "sectors_per_turn must be a number from 3 up to 360, got 2", "item must be from 0 up to 9, got 12".
    /// A value that is not a number or a rule between two values keeps the model's words
    /// ("maximum 2020-06-01T00:00 is before minimum 2020-06-10T00:00"); a range that depends on
    /// another value says on which ("... up to 28 for 2023-02, got 30").
    static func describe(_ v: OutOfRange) -> String {
        if let statement = v.statement {
            // The name as the header spells it ("minute_interval must be a divisor of 60 ...").
            return statement.hasPrefix(v.name) ? cName(v.name) + statement.dropFirst(v.name.count) : statement
        }
        let plain = ConfigurationLimits.plain
        let low = v.allowed.lowerBound
        let high = v.allowed.upperBound
        let what = isItemIndexOrCount(v.name) ? "" : "a number "
        let range =
            low == high
            ? "must be \(plain(low))"
            : high >= 9e15
                ? "must be \(what)\(plain(low)) or more"
                : "must be \(what)from \(plain(low)) up to \(plain(high))"
        return "\(cName(v.name)) \(range)\(v.context.map { " \($0)" } ?? ""), got \(plain(v.value))"
    }
}

/// Checks that `item` is an index of `box`'s items.
private func checkItem(_ item: Int64, of box: WheelBox, in function: StaticString) throws(CAPIError) {
    let n = Int64(box.controller.itemCount)
    guard item >= 0, item < n else {
        throw .outOfRange(
            function,
            n == 0
                ? "item \(item) does not exist: the wheel has no items"
                : "item must be from 0 up to \(n - 1) (the wheel has \(n) items), got \(item)")
    }
}

/// `wheel_jump_to_item`: brings an item to the selection at once and commits it.
@_cdecl("wheel_jump_to_item")
public func wheelJumpToItem(_ wheel: OpaquePointer?, _ item: Int64) -> Int32 {
    withWheel(wheel, "wheel_jump_to_item") { box throws(CAPIError) in
        try checkItem(item, of: box, in: "wheel_jump_to_item")
        box.events.append(
            try swiftCall("wheel_jump_to_item") { () throws(RangeError) in
                try box.controller.jump(toItem: Int(item))
            }, time: box.controller.time)
    }
}

/// `wheel_animate_to_item`: springs the wheel to an item.
@_cdecl("wheel_animate_to_item")
public func wheelAnimateToItem(_ wheel: OpaquePointer?, _ item: Int64) -> Int32 {
    withWheel(wheel, "wheel_animate_to_item") { box throws(CAPIError) in
        try checkItem(item, of: box, in: "wheel_animate_to_item")
        box.events.append(
            try swiftCall("wheel_animate_to_item") { () throws(RangeError) in
                try box.controller.animate(toItem: Int(item))
            }, time: box.controller.time)
    }
}

/// `wheel_animate_to_item_timed`: moves the wheel to an item in `duration` seconds along `curve`.
@_cdecl("wheel_animate_to_item_timed")
public func wheelAnimateToItemTimed(
    _ wheel: OpaquePointer?, _ item: Int64, _ duration: Double, _ curve: Int32
)
    -> Int32
{
    withWheel(wheel, "wheel_animate_to_item_timed") { box throws(CAPIError) in
        let curves: [Int: WheelAnimationCurve] = [
            WHEEL_CURVE_LINEAR: .linear, WHEEL_CURVE_EASE_OUT: .easeOut, WHEEL_CURVE_EASE_IN_OUT: .easeInOut,
        ]
        guard let c = curves[Int(curve)] else {
            throw .invalid(
                "wheel_animate_to_item_timed",
                "curve must be WHEEL_CURVE_LINEAR (0), WHEEL_CURVE_EASE_OUT (1) or WHEEL_CURVE_EASE_IN_OUT (2), got \(curve)"
            )
        }
        try CAPIError.finite(duration, "duration", in: "wheel_animate_to_item_timed")
        try checkItem(item, of: box, in: "wheel_animate_to_item_timed")
        box.events.append(
            try swiftCall("wheel_animate_to_item_timed") { () throws(RangeError) in
                try box.controller.animate(toItem: Int(item), duration: duration, curve: c)
            },
            time: box.controller.time)
    }
}

/// `wheel_set_item_content_callback`: sets (or with NULL removes) the per-item content callback.
@_cdecl("wheel_set_item_content_callback")
public func wheelSetItemContentCallback(
    _ wheel: OpaquePointer?, _ content: wheel_item_content_fn?, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
    withWheel(wheel, "wheel_set_item_content_callback") { box in
        box.answers.setContentSource(content.map { (function: $0, userData: userData) })
    }
}

/// `wheel_reload_items`: the host replaced its items; there are now `itemCount`.
@_cdecl("wheel_reload_items")
public func wheelReloadItems(_ wheel: OpaquePointer?, _ itemCount: Int64) -> Int32 {
    withWheel(wheel, "wheel_reload_items") { box throws(CAPIError) in
        guard itemCount >= 0, itemCount <= ConfigurationLimits.maximumItemCount else {
            let most = ConfigurationLimits.maximumItemCount
            throw .invalid(
                "wheel_reload_items", "item_count must be from 0 up to 2^50 (\(most)), got \(itemCount)")
        }
        box.items.itemCount = Int(itemCount)
        box.answers.forgetTexts()
        let n = itemCount
        try box.changeItems(in: "wheel_reload_items", newIndex: { i in min(i, n - 1) }) {
            () throws(RangeError) in
            try box.controller.reloadItems(box.items)
        }
    }
}

/// `wheel_insert_items`: the host inserted `count` items before `index`.
@_cdecl("wheel_insert_items")
public func wheelInsertItems(_ wheel: OpaquePointer?, _ index: Int64, _ count: Int64) -> Int32 {
    withWheel(wheel, "wheel_insert_items") { box throws(CAPIError) in
        let n = Int64(box.controller.itemCount)
        guard count >= 0, count <= ConfigurationLimits.maximumItemCount - n else {
            throw .invalid(
                "wheel_insert_items", "count must be 0 or more (and the total at most 2^50), got \(count)")
        }
        guard index >= 0, index <= n else {
            throw .outOfRange(
                "wheel_insert_items",
                "index must be from 0 up to \(n) (the wheel has \(n) items), got \(index)")
        }
        box.items.itemCount = Int(n + count)
        box.answers.forgetTexts()
        try box.changeItems(in: "wheel_insert_items", newIndex: { i in i >= index ? i + count : i }) {
            () throws(RangeError) in
            try box.controller.insertItems(at: Int(index), count: Int(count), items: box.items)
        }
    }
}

/// `wheel_remove_items`: the host removed `count` items starting at `index`.
@_cdecl("wheel_remove_items")
public func wheelRemoveItems(_ wheel: OpaquePointer?, _ index: Int64, _ count: Int64) -> Int32 {
    withWheel(wheel, "wheel_remove_items") { box throws(CAPIError) in
        let n = Int64(box.controller.itemCount)
        guard count >= 0 else {
            throw .invalid("wheel_remove_items", "count must be 0 or more, got \(count)")
        }
        guard index >= 0, index <= n, count <= n - index else {
            throw .outOfRange(
                "wheel_remove_items",
                "cannot remove \(count) items from index \(index): the wheel has \(n) items (0 up to \(n - 1))"
            )
        }
        box.items.itemCount = Int(n - count)
        box.answers.forgetTexts()
        let left = n - count
        try box.changeItems(
            in: "wheel_remove_items",
            newIndex: { i in i < index ? i : (i >= index + count ? i - count : min(index, left - 1)) }
        ) { () throws(RangeError) in
            try box.controller.removeItems(at: Int(index), count: Int(count), items: box.items)
        }
    }
}

extension WheelBox {
    /// Makes an item change through the Swift API, then brings the queued events into the new
    /// numbering (`newIndex`, the wheel's own mapping of an old index to the new one: the item's
    /// new index or the one that took its place) and queues the change's events, without a
    /// centred event that repeats the last one queued.
    func changeItems(
        in function: StaticString, newIndex: (Int64) -> Int64,
        _ change: () throws(RangeError) -> [WheelEvent]
    ) throws(CAPIError) {
        var fresh = try swiftCall(function, change)
        events.renumberItems(itemsLeft: controller.itemCount > 0, newIndex)
        if case .centeredItemChanged(let i)? = fresh.first, Int64(i) == events.lastCentredItem {
            fresh.removeFirst()
        }
        events.append(fresh, time: controller.time)
    }
}

/// `wheel_render`: lays out and draws the frame; the result belongs to the wheel.
@_cdecl("wheel_render")
public func wheelRender(
    _ wheel: OpaquePointer?, _ scale: Double, _ antiAliasing: Int32,
    _ outFrame: UnsafeMutablePointer<wheel_frame>?
) -> Int32 {
    withWheel(wheel, "wheel_render") { box throws(CAPIError) in
        guard let outFrame else { throw .null("wheel_render", "out_frame") }
        let commandSize = try checkRenderArguments(
            scale, antiAliasing, outFrame, announced: box.abi != .v1, in: "wheel_render")
        box.hasRendered = true
        box.frame.render(
            &box.controller, style: box.style, measurer: box.measurer, scale: scale,
            antiAliasing: antiAliasing == 1)
        do throws(CAPIError) {
            try box.endFrame(in: "wheel_render")
        } catch {
            // Nothing was drawn: the host gets an empty frame (and the error).
            if box.abi == .v1 {
                UnsafeMutableRawPointer(outFrame).assumingMemoryBound(to: wheel_v1_frame.self).pointee =
                    wheel_v1_frame()
            } else {
                try writeEmptyFrame(to: outFrame, commandSize: commandSize, scale: scale, in: "wheel_render")
            }
            throw error
        }
        switch box.abi {
        case .v1:
            var frame = wheel_v1_frame()
            box.frame.describeV1(into: &frame)
            UnsafeMutableRawPointer(outFrame).assumingMemoryBound(to: wheel_v1_frame.self).pointee = frame
        case .v2:
            var frame = wheel_frame()
            box.frame.describe(commandSize: commandSize, into: &frame)
            try writeSized(
                frame, to: outFrame, minimum: StructSizes.frame, name: "out_frame", in: "wheel_render")
        }
    }
}

/// Hands the host an empty frame (version 2 on) of `commandSize`-byte commands at `scale`: what
/// a `*_render` call that failed after drawing leaves in `*out_frame`, since nothing was drawn.
func writeEmptyFrame(
    to outFrame: UnsafeMutablePointer<wheel_frame>, commandSize: Int, scale: Double, in function: StaticString
) throws(CAPIError) {
    var empty = wheel_frame()
    empty.command_size = UInt32(commandSize)
    empty.scale = scale
    try writeSized(empty, to: outFrame, minimum: StructSizes.frame, name: "out_frame", in: function)
}

/// Checks a `*_render` call's scale and anti-aliasing flag and, when the host's frame announces
/// its sizes (`announced`), its struct_size and command_size; returns the command size (0 when
/// not announced, version 1).
func checkRenderArguments(
    _ scale: Double, _ antiAliasing: Int32, _ outFrame: UnsafeMutablePointer<wheel_frame>, announced: Bool,
    in function: StaticString
) throws(CAPIError) -> Int {
    guard scale.isFinite, scale > 0, scale <= 64 else {
        throw .invalid(
            function,
            "scale must be a finite number greater than 0 and at most 64 pixels per point, got \(scale)")
    }
    guard antiAliasing == 0 || antiAliasing == 1 else {
        throw .invalid(function, "anti_aliasing must be 0 or 1, got \(antiAliasing)")
    }
    guard announced else { return 0 }
    _ = try announcedSize(outFrame, minimum: StructSizes.frame, name: "out_frame", in: function)
    let commandSize = Int(outFrame.pointee.command_size)
    // A size that is not a multiple of the command's alignment would misalign every command
    // after the first (reading one is undefined behaviour in C).
    let alignment = MemoryLayout<wheel_command>.alignment
    guard commandSize >= StructSizes.command, commandSize <= 4096, commandSize % alignment == 0 else {
        throw .structSize(
            function,
            "out_frame->command_size is \(commandSize); set it to sizeof(wheel_command) (\(StructSizes.command) "
                + "bytes in ABI version \(WHEEL_ABI_VERSION)), as wheel_frame_init() does (a newer host's size: a "
                + "multiple of \(alignment) up to 4096)")
    }
    return commandSize
}
