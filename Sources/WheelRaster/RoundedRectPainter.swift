import WheelRendering

/// A filled rounded rectangle drawn by a direct scanline pass (``AnalyticShape`` holds one),
/// with the coverage model of every direct shape: `α = clamp(0.5 − sd, 0, 1) · colour alpha`,
/// `sd` the exact signed distance in pixels from the pixel centre to the shape.
///
/// With `q = |p − centre| − (half size − r)` per axis, `sd = |max(q, 0)| + min(max(qx, qy), 0) − r`.
/// Per row, the columns touched (`sd < ½`) and covered (`sd ≤ −½`) are symmetric around the
/// centre and found in closed form (a square root in a corner's rows); the covered run is
/// stored (opaque) or blended at one alpha, and `sd` is evaluated only for the columns
/// between the two, a few per row (a value tag 170 px wide is two covered rows' worth of
/// edge pixels, against some forty triangles tessellated).
struct RoundedRectPainter {
    /// Centre and half size, pixels.
    var cx, cy, hx, hy: Double
    /// Corner radius, pixels (0 ... the smaller half size).
    var radius: Double

    /// The shape of `rect` (pixels) with corners of `radius` (clamped to the rectangle, as
    /// the tessellator clamps it).
    init(x0: Double, y0: Double, x1: Double, y1: Double, radius r: Double) {
        cx = (x0 + x1) / 2
        cy = (y0 + y1) / 2
        hx = (x1 - x0) / 2
        hy = (y1 - y0) / 2
        radius = min(max(0, r), min(hx, hy))
    }

    /// The signed distance from the point (`x`, `y`), pixels.
    func distance(_ x: Double, _ y: Double) -> Double {
        let qx = abs(x - cx) - (hx - radius), qy = abs(y - cy) - (hy - radius)
        let ox = max(qx, 0), oy = max(qy, 0)
        return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - radius
    }

    /// Half the width of the columns (around `cx`) whose centres lie within `level` of the
    /// shape (`sd < level`, level may be negative) on a row whose centre is `y`; nil when none.
    func halfWidth(atRowCentre y: Double, level: Double) -> Double? {
        let qy = abs(y - cy) - (hy - radius)
        if qy <= 0 {
            // Beside the straight sides (sd ≥ qy − r all along the row).
            guard qy - radius < level, hx + level > 0 else { return nil }
            return hx + level
        }
        let reach = radius + level
        guard reach > 0, qy < reach else { return nil }
        return hx - radius + (reach * reach - qy * qy).squareRoot()
    }

    /// Paints rows `rows` of `buffer` inside `clip` in `pixel` (packed; `alpha` its colour's
    /// alpha, 1...255).
    func paint(rows: Range<Int>, of buffer: PixelBuffer, clip: PixelRect, pixel: UInt32, alpha: UInt32) {
        let prepared = SourceOver.Prepared(pixel: pixel, alpha: alpha)
        let source = PixelQuad.Source(pixel: pixel)
        let opaque = pixel | 0xFF00_0000
        let scale = Float(alpha)
        let clipX0 = Double(clip.x0), clipX1 = Double(clip.x1)
        /// The columns (`lo ..< hi`, within the touched ones) whose centres lie within
        /// `half` of the centre.
        func columns(_ half: Double, _ lo: Int, _ hi: Int) -> (Int, Int)? {
            let a = Int(max(Double(lo), (cx - half - 0.5).rounded(.up)))
            let b = Int(min(Double(hi), (cx + half - 0.5).rounded(.down) + 1))
            return a < b ? (a, b) : nil
        }
        for j in rows {
            let y = Double(j) + 0.5
            guard let touched = halfWidth(atRowCentre: y, level: 0.5) else { continue }
            // Columns whose centres are inside: x + ½ in (cx − touched, cx + touched).
            let lo = Int(max(clipX0, (cx - touched - 0.5).rounded(.down)))
            let hi = Int(min(clipX1, (cx + touched + 0.5).rounded(.up)))
            guard lo < hi else { continue }
            let row = buffer.base + j * buffer.rowStride
            func edge(_ x: Int) {
                let cover = min(1, max(0, 0.5 - distance(Double(x) + 0.5, y)))
                let a = UInt32(Float(cover) * scale + 0.5)
                guard a > 0 else { return }
                row[x] = SourceOver.blend(pixel, alpha: a, over: row[x])
            }
            // The run at one alpha: the covered columns, or on a row across the top or bottom
            // fringe the columns beside the straight edge, all at that edge's distance.
            var run: (Int, Int)?
            var runAlpha = alpha
            if let covered = halfWidth(atRowCentre: y, level: -0.5) {
                run = columns(covered, lo, hi)
            } else {
                let qy = abs(y - cy) - (hy - radius)
                if qy > 0 {
                    run = columns(hx - radius, lo, hi)
                    runAlpha = UInt32(Float(min(1, max(0, 0.5 - (qy - radius)))) * scale + 0.5)
                }
            }
            guard let (runLo, runHi) = run else {
                for x in lo..<hi { edge(x) }
                continue
            }
            for x in lo..<runLo { edge(x) }
            if runAlpha == 255 {
                (row + runLo).update(repeating: opaque, count: runHi - runLo)
            } else if runAlpha == alpha {
                PixelQuad.blendRun(
                    row, runLo, runHi, source: source, alphas: SIMD4(repeating: runAlpha), prepared: prepared)
            } else if runAlpha > 0 {
                PixelQuad.blendRun(
                    row, runLo, runHi, source: source, alphas: SIMD4(repeating: runAlpha),
                    prepared: SourceOver.Prepared(pixel: pixel, alpha: runAlpha))
            }
            for x in runHi..<hi { edge(x) }
        }
    }
}
