import WheelCore

/// Blending an ``AlphaMask`` tinted with a colour: how SDLBackend draws text runs.
extension PixelBuffer {
    /// Largest origin distance considered (2^40): further out, a mask (at most
    /// ``AlphaMask/maxSide`` wide) cannot reach a buffer (at most `Int32.max` wide), and
    /// clamping there keeps every offset far from overflow.
    private static let originLimit = 1 << 40

    /// Blends `mask` tinted with `color` into the buffer with the mask's top-left pixel at
    /// (`x`, `y`), touching only pixels inside `clip` (and the buffer).
    ///
    /// Each pixel is `SourceOver` (straight alpha) with the colour at the effective alpha
    /// `α = color.a · coverage / 255`, rounded, so an opaque colour at full coverage is
    /// stored as is and zero coverage leaves the pixel alone. The colour is packed in the
    /// buffer's ``PixelLayout``. Only each mask row's span of non-zero coverage is visited.
    /// Any origin, clip or mask is accepted: what falls outside is skipped. Never allocates.
    public func blend(_ mask: AlphaMask, color: Color, x: Int, y: Int, clip: PixelRect) {
        let area = clip.intersection(bounds)
        guard color.a > 0, !area.isEmpty, !mask.coveredRows.isEmpty else { return }
        let ox = min(max(x, -Self.originLimit), Self.originLimit)
        let oy = min(max(y, -Self.originLimit), Self.originLimit)
        // Mask rows with coverage that land inside the area.
        let row0 = max(mask.coveredRows.lowerBound, area.y0 - oy)
        let row1 = min(mask.coveredRows.upperBound, area.y1 - oy)
        guard row0 < row1 else { return }
        // Mask columns that land inside the area.
        let visible0 = area.x0 - ox
        let visible1 = area.x1 - ox
        let pixel = layout.pack(color)
        let tint = UInt32(color.a)
        let width = mask.width
        mask.withStorage { coverage, spans in
            guard let cov = coverage.baseAddress else { return }
            for my in row0..<row1 {
                let lo = max(Int(spans[2 * my]), visible0)
                let hi = min(Int(spans[2 * my + 1]), visible1)
                guard lo < hi else { continue }
                let src = cov + (my * width + lo)
                let dst = base + ((oy + my) * rowStride + ox + lo)
                if tint == 255 {
                    Self.blendRow(src, into: dst, count: hi - lo, pixel: pixel)
                } else {
                    Self.blendRow(src, into: dst, count: hi - lo, pixel: pixel, tint: tint)
                }
            }
        }
    }

    /// One row with an opaque colour: coverage is the alpha; full coverage stores the pixel.
    @inline(__always)
    private static func blendRow(
        _ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt32>, count: Int, pixel: UInt32
    ) {
        for i in 0..<count {
            let c = UInt32(src[i])
            if c == 0 { continue }
            dst[i] = c == 255 ? pixel : SourceOver.blend(pixel, alpha: c, over: dst[i])
        }
    }

    /// One row with a translucent colour: alpha = tint · coverage / 255, rounded.
    @inline(__always)
    private static func blendRow(
        _ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt32>, count: Int, pixel: UInt32,
        tint: UInt32
    ) {
        for i in 0..<count {
            let alpha = SourceOver.multiply(tint, UInt32(src[i]))
            if alpha == 0 { continue }
            dst[i] = SourceOver.blend(pixel, alpha: alpha, over: dst[i])
        }
    }
}
