/// Straight-alpha "source over" blending of packed 32-bit pixels, SDL's
/// `SDL_BLENDMODE_BLEND`:
///
///     dst.rgb = src.rgb · α + dst.rgb · (1 − α)
///     dst.a   = α + dst.a · (1 − α)
///
/// with α = source alpha / 255. Channels are processed two at a time in 16-bit lanes
/// (`0x00FF00FF` masks: red+blue and alpha+green) and every division by 255 is exact
/// with rounding (`(x + 128 + ((x + 128) >> 8)) >> 8` for x ≤ 255²). Layout-agnostic:
/// alpha must be the top byte, red and blue may be in either order.
@usableFromInline
enum SourceOver {
    /// Mask of the two low lanes of a pixel (red and blue in ARGB).
    @usableFromInline static let lanes: UInt32 = 0x00FF_00FF

    /// A colour prepared for blending at a fixed alpha.
    @usableFromInline
    struct Prepared {
        /// Source red/blue lanes times α.
        @usableFromInline var rb: UInt32
        /// Source alpha (as 255) / green lanes times α.
        @usableFromInline var ag: UInt32
        /// 255 − α.
        @usableFromInline var inverse: UInt32

        @inlinable
        init(pixel: UInt32, alpha: UInt32) {
            rb = (pixel & SourceOver.lanes) &* alpha
            ag = ((pixel >> 8) & 0xFF | 0x00FF_0000) &* alpha
            inverse = 255 &- alpha
        }
    }

    /// Divides each 16-bit lane (≤ 255²) by 255, rounded.
    @inlinable @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 {
        let y = x &+ 0x0080_0080
        return ((y &+ ((y >> 8) & lanes)) >> 8) & lanes
    }

    /// `a · b / 255`, rounded, for `a`, `b` in 0...255 (one lane of ``div255(_:)``; the
    /// other lane stays 0): e.g. a colour's alpha scaled by a coverage.
    @inlinable @inline(__always)
    static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        div255(a &* b)
    }

    /// `dst` with the prepared colour blended over it.
    @inlinable @inline(__always)
    static func blend(_ p: Prepared, over dst: UInt32) -> UInt32 {
        let rb = div255(p.rb &+ (dst & lanes) &* p.inverse)
        let ag = div255(p.ag &+ ((dst >> 8) & lanes) &* p.inverse)
        return rb | ag << 8
    }

    /// `dst` with `pixel` blended over it at `alpha` (0...255).
    @inlinable @inline(__always)
    static func blend(_ pixel: UInt32, alpha: UInt32, over dst: UInt32) -> UInt32 {
        blend(Prepared(pixel: pixel, alpha: alpha), over: dst)
    }
}
