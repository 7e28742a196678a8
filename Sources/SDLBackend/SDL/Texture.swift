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

    deinit { SDL_DestroyTexture(handle) }
}
