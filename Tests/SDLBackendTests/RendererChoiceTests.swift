import Testing

import SDLBackend

/// Which OpenGL renderers count as CPU rasterisers (the app then draws with WheelRaster into
/// the window framebuffer instead).
@Test(arguments: [
    ("opengl, llvmpipe (LLVM 15.0.6, 256 bits)", true),
    ("opengles2, llvmpipe (LLVM 17.0.6, 128 bits)", true),
    ("opengl, softpipe", true),
    ("opengl, Software Rasterizer", true),
    ("opengl, swrast", true),
    ("opengl, Mesa Intel(R) UHD Graphics 620 (KBL GT2)", false),
    ("opengl, NVIDIA GeForce RTX 3060/PCIe/SSE2", false),
    ("opengl, AMD Radeon RX 6600 (radeonsi, navy_flounder, LLVM 15.0.6, DRM 3.49, 6.1.0)", false),
    ("metal", false),
    ("direct3d11", false),
])
func softwareRasterizerNames(name: String, isSoftware: Bool) {
    #expect(Renderer.namesSoftwareRasterizer(name) == isSoftware)
}
