import CSDL2

/// Reads back what a ``Renderer`` has drawn and saves it as PNG.
///
/// For a window renderer, capture after drawing and before `present()` (the back buffer).
public enum Screenshot {
    /// The renderer's image (its whole output, pixel space) in a new ARGB8888 surface; a
    /// supersampled offscreen target is box-filtered down to ``Renderer/imageSize``.
    public static func capture(_ renderer: Renderer) throws(SDLError) -> Surface {
        if renderer.supersampling > 1, let source = renderer.surface {
            return try downsample(source, by: renderer.supersampling)
        }
        let size = renderer.outputSize
        let surface = try Surface(width: size.width, height: size.height)
        let s = surface.pointer.pointee
        try check(
            SDL_RenderReadPixels(
                renderer.handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, s.pixels, s.pitch),
            "SDL_RenderReadPixels")
        return surface
    }

    /// Captures the renderer and writes a PNG to `path`; errors name the path.
    public static func savePNG(_ renderer: Renderer, to path: String) throws(SDLError) {
        let surface: Surface
        do {
            surface = try capture(renderer)
        } catch {
            throw SDLError(call: "\(error.call) for screenshot \(path)", message: error.message)
        }
        try surface.savePNG(to: path)
    }

    /// Captures the renderer and encodes it as PNG in memory; errors name `path`.
    public static func pngData(_ renderer: Renderer, for path: String) throws(SDLError) -> [UInt8] {
        do {
            return try capture(renderer).pngData()
        } catch {
            throw SDLError(call: "\(error.call) for screenshot \(path)", message: error.message)
        }
    }

    /// Averages each `k × k` block of `source` (any 32-bit format) into one ARGB8888 pixel.
    static func downsample(_ source: Surface, by k: Int) throws(SDLError) -> Surface {
        // Work on an ARGB8888 copy so the channel layout is known.
        guard
            let converted = SDL_ConvertSurfaceFormat(source.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        else { throw SDLError.capture("SDL_ConvertSurfaceFormat") }
        let src = Surface(taking: converted)
        let w = max(1, src.width / k)
        let h = max(1, src.height / k)
        let dst = try Surface(width: w, height: h)
        let s = src.pointer.pointee
        let d = dst.pointer.pointee
        guard let sp = s.pixels, let dp = d.pixels else { return dst }
        let sPitch = Int(s.pitch)
        let dPitch = Int(d.pitch)
        let n = UInt32(k * k)
        for y in 0..<h {
            let drow = (dp + y * dPitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                var a: UInt32 = 0
                var r: UInt32 = 0
                var g: UInt32 = 0
                var b: UInt32 = 0
                for sy in (y * k)..<min(src.height, y * k + k) {
                    let srow = (sp + sy * sPitch).assumingMemoryBound(to: UInt32.self)
                    for sx in (x * k)..<min(src.width, x * k + k) {
                        let v = srow[sx]
                        a += v >> 24
                        r += (v >> 16) & 0xFF
                        g += (v >> 8) & 0xFF
                        b += v & 0xFF
                    }
                }
                // Rounded averages.
                let half = n / 2
                drow[x] = ((a + half) / n) << 24 | ((r + half) / n) << 16 | ((g + half) / n) << 8 | ((b + half) / n)
            }
        }
        return dst
    }
}
