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
        let opaque = pixel | 0xFF00_0000
        let scale = Float(alpha)
        let clipX0 = Double(clip.x0), clipX1 = Double(clip.x1)
        for j in rows {
            let y = Double(j) + 0.5
            guard let touched = halfWidth(atRowCentre: y, level: 0.5) else { continue }
            // Columns whose centres are inside: x + ½ in (cx − touched, cx + touched).
            let lo = Int(max(clipX0, (cx - touched - 0.5).rounded(.down)))
            let hi = Int(min(clipX1, (cx + touched + 0.5).rounded(.up)))
            guard lo < hi else { continue }
            let row = buffer.base + j * buffer.rowStride
            var runLo = hi, runHi = hi
            if let covered = halfWidth(atRowCentre: y, level: -0.5) {
                runLo = Int(max(Double(lo), (cx - covered - 0.5).rounded(.up)))
                runHi = Int(min(Double(hi), (cx + covered - 0.5).rounded(.down) + 1))
                if runHi <= runLo { (runLo, runHi) = (hi, hi) }
            }
            func edge(_ x: Int) {
                let cover = min(1, max(0, 0.5 - distance(Double(x) + 0.5, y)))
                let a = UInt32(Float(cover) * scale + 0.5)
                guard a > 0 else { return }
                row[x] = SourceOver.blend(pixel, alpha: a, over: row[x])
            }
            for x in lo..<min(runLo, hi) { edge(x) }
            if runLo < runHi {
                if alpha == 255 {
                    (row + runLo).update(repeating: opaque, count: runHi - runLo)
                } else {
                    for x in runLo..<runHi { row[x] = SourceOver.blend(prepared, over: row[x]) }
                }
            }
            for x in runHi..<hi { edge(x) }
        }
    }
}
