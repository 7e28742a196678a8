// Hit testing: what lies under a point of the last frame.
import WheelCore
import WheelCoreC

/// `wheel_hit_test`: the sector or shown label under (x, y), view space, in the last frame
/// rendered (before the first, in the wheel's current state).
@_cdecl("wheel_hit_test")
public func wheelHitTest(
    _ wheel: OpaquePointer?, _ x: Double, _ y: Double, _ outHit: UnsafeMutablePointer<wheel_hit>?
)
    -> Int32
{
    withWheel(wheel, "wheel_hit_test") { box throws(CAPIError) in
        guard let outHit else { throw .null("wheel_hit_test", "out_hit") }
        try CAPIError.finite(x, "x", in: "wheel_hit_test")
        try CAPIError.finite(y, "y", in: "wheel_hit_test")
        _ = try announcedSize(outHit, minimum: StructSizes.hit, name: "out_hit", in: "wheel_hit_test")
        if !box.hasRendered && box.controller.itemCount > 0 {
            // Never rendered: lay out the current rotation first (what a first frame would show).
            box.controller.updateLayout(measurer: box.measurer)
            try box.endFrame(in: "wheel_hit_test")
        }
        var hit = wheel_hit(
            struct_size: UInt32(MemoryLayout<wheel_hit>.size), kind: Int32(WHEEL_HIT_NONE), item: -1,
            position: 0)
        switch box.controller.hit(at: Point(x: x, y: y)) {
        case .cell(let position, let item):
            hit.kind = Int32(WHEEL_HIT_SECTOR)
            hit.item = Int64(item)
            hit.position = Int64(position)
        case .label(let position, let item):
            hit.kind = Int32(WHEEL_HIT_LABEL)
            hit.item = Int64(item)
            hit.position = Int64(position)
        case nil:
            break
        }
        try writeSized(hit, to: outHit, minimum: StructSizes.hit, name: "out_hit", in: "wheel_hit_test")
    }
}
