import CSDL2
import WheelRendering

/// Rendered-text **textures**, reused across frames with the ``RenderedTextCache`` policy
/// (per cell, or least recently used).
///
/// Text is rendered once with `TTF_RenderUTF8_Blended` in **white** and tinted at draw time
/// with the texture colour and alpha modulation, so colour and opacity changes (fades) never
/// rebuild a texture. Fonts are opened at `size × scale` pixels so text is crisp on hi-DPI
/// targets; positions are in view-space points and converted with `scale`, then snapped to
/// whole pixels.
public final class TextCache: RenderedTextCache<Texture> {
    /// The renderer textures are made for.
    public let renderer: Renderer

    /// Creates an empty cache.
    public init(renderer: Renderer, fonts: FontSet, scale: Double = 1) {
        self.renderer = renderer
        super.init(fonts: fonts, scale: scale) { face, string throws(SDLError) in
            try Texture(renderer: renderer, surface: face.renderBlended(string))
        }
    }

    /// Textures created since the cache was made (for tests and diagnostics).
    public var texturesCreated: Int { resourcesCreated }

    /// The white texture for `run` (nil for an empty string), made or reused.
    public func texture(for run: TextRun) throws(SDLError) -> Texture? { try resource(for: run) }

    /// The pixel-space destination of `run` drawn with `texture`: the text box (texture size
    /// ÷ scale, in points) placed by the run's anchor, scaled to pixels, origin snapped to
    /// whole pixels.
    public func destination(of run: TextRun, texture: Texture) -> SDL_FRect {
        let o = pixelOrigin(of: run, width: texture.width, height: texture.height)
        return SDL_FRect(x: Float(o.x), y: Float(o.y), w: Float(texture.width), h: Float(texture.height))
    }

    /// Draws `run` tinted with its colour, `origin` (whole pixels) up and left of where
    /// ``destination(of:texture:)`` puts it: the top-left corner of the target when that is a
    /// part of the image (a layer texture). Empty strings, transparent colours and non-finite
    /// positions draw nothing.
    public func draw(_ run: TextRun, origin: (x: Int, y: Int) = (0, 0)) throws(SDLError) {
        guard run.color.a > 0, run.position.isFinite, let t = try texture(for: run) else { return }
        var dst = destination(of: run, texture: t)
        dst.x -= Float(origin.x)
        dst.y -= Float(origin.y)
        try check(SDL_SetTextureColorMod(t.handle, run.color.r, run.color.g, run.color.b), "SDL_SetTextureColorMod")
        try check(SDL_SetTextureAlphaMod(t.handle, run.color.a), "SDL_SetTextureAlphaMod")
        try check(SDL_RenderCopyF(renderer.handle, t.handle, nil, &dst), "SDL_RenderCopyF")
    }
}
