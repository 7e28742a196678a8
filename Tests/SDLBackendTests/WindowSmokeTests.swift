import CSDL2
import Foundation
import Testing

import SDLBackend
import WheelCore
import WheelRendering

/// Opens a real window, draws the sample frame for a few frames and saves a screenshot.
/// Only runs when `WHEELPICKER_WINDOW_TEST` names the PNG to write (needs a display
/// server, e.g. `Xvfb :99 &` and `DISPLAY=:99`), so CI without X skips it.
@Test(.enabled(if: ProcessInfo.processInfo.environment["WHEELPICKER_WINDOW_TEST"] != nil))
func windowSmoke() throws {
    let path = ProcessInfo.processInfo.environment["WHEELPICKER_WINDOW_TEST"]!
    let library = try SDLLibrary(mode: .windowed)
    let window = try Window(title: "SDLBackend smoke", width: 480, height: 360, library: library)
    let renderer = try Renderer(window: window)
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer.handle, &info)
    print("renderer:", String(cString: info.name), "software:", renderer.isSoftware,
          "size:", window.size, "drawable:", window.drawableSize, "output:", renderer.outputSize)
    let assets = try AssetLocator.locate()
    let dl = DisplayListRenderer(
        renderer: renderer, fonts: FontSet(assetsDirectory: assets, library: library), scale: window.pixelScale)
    let list = SampleDisplayList.make()
    var event = SDL_Event()
    for _ in 0..<3 {
        while SDL_PollEvent(&event) != 0 {}
        try dl.render(list)
        renderer.present()
    }
    try dl.render(list)
    try Screenshot.savePNG(renderer, to: path)
    renderer.present()
}
