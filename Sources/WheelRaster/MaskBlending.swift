import WheelRendering


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
        let source = PixelQuad.Source(pixel: pixel)
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
                Self.blendRow(src, into: dst, count: hi - lo, pixel: pixel, source: source, tint: tint)
            }
        }
    }

    /// One row: each pixel blended at `tint · coverage / 255`, rounded (the coverage itself
    /// for an opaque colour), four pixels at a time (``PixelQuad``; groups of four transparent
    /// mask bytes are skipped), the last few one by one with the same arithmetic. Alpha 0
    /// leaves a pixel as it is and alpha 255 stores the colour.
    @inline(__always)
    private static func blendRow(
        _ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt32>, count: Int, pixel: UInt32,
        source: PixelQuad.Source, tint: UInt32
    ) {
        var i = 0
        while i + 4 <= count {
            let bytes = UnsafeRawPointer(src + i).loadUnaligned(as: UInt32.self)
            if bytes != 0 {
                // Little-endian: the first mask byte is the lowest.
                var alphas = SIMD4<UInt32>(bytes & 0xFF, (bytes >> 8) & 0xFF, (bytes >> 16) & 0xFF, bytes >> 24)
                if tint != 255 { alphas = PixelQuad.multiply(alphas, tint) }
                let p = dst + i
                PixelQuad.store(PixelQuad.blend(source, alphas: alphas, over: PixelQuad.load(p)), p)
            }
            i += 4
        }
        while i < count {
            let alpha = SourceOver.multiply(tint, UInt32(src[i]))
            if alpha != 0 { dst[i] = SourceOver.blend(pixel, alpha: alpha, over: dst[i]) }
            i += 1
        }
    }
}
