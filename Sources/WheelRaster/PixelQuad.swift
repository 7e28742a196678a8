/// Four neighbouring pixels of a row processed at once, without branches: coverage to
/// alpha, and ``SourceOver`` blending in vector lanes.
///
/// On x86-64 (SSE2 baseline) a `SIMD4<Float>` is one register and the blend works on eight
/// 16-bit lanes (`pmullw`): the red+blue and alpha+green lane pairs of four pixels.
/// The arithmetic is exactly ``SourceOver``'s (same products, same rounded division by
/// 255), so a quad and four scalar blends give identical pixels; alpha 0 leaves a pixel
/// unchanged and alpha 255 stores the colour, which is what lets callers blend every lane
/// of a quad and mask the lanes they do not own to alpha 0.
enum PixelQuad {
    /// 1.5 · 2^23: adding it to a float in 0 ..< 2^22 leaves the value rounded to the nearest
    /// integer (ties to even) in the low bits of the bit pattern, on top of this constant's
    /// own pattern (``roundingBiasBits``): a conversion without range checks.
    static let roundingBias: Float = 12_582_912
    /// The bit pattern of ``roundingBias``.
    static let roundingBiasBits: UInt32 = 0x4B40_0000

    /// `round(clamp(cover, 0, 1) · alpha)` per lane, for `alpha` in 0...255 (no NaN).
    @inline(__always)
    static func alphas(cover: SIMD4<Float>, alpha: Float) -> SIMD4<UInt32> {
        var c = cover
        c.replace(with: 0, where: c .< 0)
        c.replace(with: 1, where: c .> 1)
        return unsafeBitCast(c * alpha + roundingBias, to: SIMD4<UInt32>.self) &- roundingBiasBits
    }

    /// `a · tint / 255`, rounded, per lane, for values in 0...255 (``SourceOver/multiply(_:_:)``
    /// per lane): coverages scaled by a colour's alpha.
    @inline(__always)
    static func multiply(_ a: SIMD4<UInt32>, _ tint: UInt32) -> SIMD4<UInt32> {
        let y = a &* tint &+ 128
        return (y &+ (y &>> 8)) &>> 8
    }

    /// A colour split into the 16-bit lanes the blend multiplies.
    struct Source {
        /// Red/blue lanes of the colour, for four pixels.
        let rb: SIMD8<UInt16>
        /// Green lane and a 255 alpha lane, for four pixels.
        let ag: SIMD8<UInt16>

        /// Prepares `pixel` (alpha byte ignored: the alpha is the blend's).
        init(pixel: UInt32) {
            rb = unsafeBitCast(SIMD4<UInt32>(repeating: pixel & SourceOver.lanes), to: SIMD8<UInt16>.self)
            ag = unsafeBitCast(
                SIMD4<UInt32>(repeating: (pixel >> 8) & 0xFF | 0x00FF_0000), to: SIMD8<UInt16>.self)
        }
    }

    /// `dst` with `source` blended over each pixel at that lane's alpha (0...255).
    @inline(__always)
    static func blend(_ source: Source, alphas a: SIMD4<UInt32>, over dst: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let a16 = unsafeBitCast(a | (a &<< 16), to: SIMD8<UInt16>.self)
        let inverse = SIMD8<UInt16>(repeating: 255) &- a16
        let lanes = SIMD4<UInt32>(repeating: SourceOver.lanes)
        let dstRB = unsafeBitCast(dst & lanes, to: SIMD8<UInt16>.self)
        let dstAG = unsafeBitCast((dst &>> 8) & lanes, to: SIMD8<UInt16>.self)
        let rb = div255(source.rb &* a16 &+ dstRB &* inverse)
        let ag = div255(source.ag &* a16 &+ dstAG &* inverse)
        return unsafeBitCast(rb, to: SIMD4<UInt32>.self) | (unsafeBitCast(ag, to: SIMD4<UInt32>.self) &<< 8)
    }

    /// Each lane (≤ 255²) divided by 255, rounded (``SourceOver/div255(_:)`` per lane).
    @inline(__always)
    static func div255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let y = x &+ 128
        return (y &+ (y &>> 8)) &>> 8
    }

    /// The four pixels at `p` (no alignment needed).
    @inline(__always)
    static func load(_ p: UnsafeMutablePointer<UInt32>) -> SIMD4<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
    }

    /// Stores four pixels at `p` (no alignment needed).
    @inline(__always)
    static func store(_ v: SIMD4<UInt32>, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD4<UInt32>.self)
    }

    /// Blends one colour at one coverage over the pixels `a ..< b` of `row`: four at a time,
    /// the rest one by one (`source`, `alphas` and `prepared` are the same colour and alpha in
    /// the two forms).
    @inline(__always)
    static func blendRun(
        _ row: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int, source: Source, alphas: SIMD4<UInt32>,
        prepared: SourceOver.Prepared
    ) {
        var i = a
        while i + 4 <= b {
            let p = row + i
            store(blend(source, alphas: alphas, over: load(p)), p)
            i += 4
        }
        while i < b {
            row[i] = SourceOver.blend(prepared, over: row[i])
            i += 1
        }
    }
}
