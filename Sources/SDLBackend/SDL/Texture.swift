import CSDL2

/// An owned `SDL_Texture`. It keeps its ``Renderer`` alive, because a texture must be
/// destroyed before the renderer that made it. Sizes are in pixels.
public final class Texture {
    /// The `SDL_Texture*`. Valid for the lifetime of this object.
    public let handle: OpaquePointer
    /// The renderer that owns the texture on the SDL side.
    public let renderer: Renderer
    /// Width, in pixels.
    public let width: Int
    /// Height, in pixels.
    public let height: Int

    /// Uploads a surface (keeping its alpha; blend mode blend).
    public init(renderer: Renderer, surface: Surface) throws(SDLError) {
        guard let t = SDL_CreateTextureFromSurface(renderer.handle, surface.pointer) else {
            throw SDLError.capture("SDL_CreateTextureFromSurface")
        }
        handle = t
        self.renderer = renderer
        width = surface.width
        height = surface.height
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
    }

    /// Creates a `width × height` pixel texture that the renderer can draw into
    /// (`SDL_TEXTUREACCESS_TARGET`), copied without blending and sampled with the nearest
    /// texel, so that drawing it at its own size reproduces its pixels exactly.
    public init(targetFor renderer: Renderer, width: Int, height: Int) throws(SDLError) {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw SDLError(call: "Texture(targetFor:)", message: "bad size \(width)x\(height) px")
        }
        guard
            let t = SDL_CreateTexture(
                renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                Int32(width), Int32(height))
        else { throw SDLError.capture("SDL_CreateTexture(target)") }
        handle = t
        self.renderer = renderer
        self.width = width
        self.height = height
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
        SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest)
    }

    deinit { SDL_DestroyTexture(handle) }
}
