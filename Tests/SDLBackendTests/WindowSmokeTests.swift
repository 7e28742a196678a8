import CSDL2
import Foundation
import Testing

@testable import SDLBackend
import WheelCore
import WheelRendering

extension HeadlessRenderingTests {
    /// Opens a real window (on SDL's dummy video driver unless `SDL_VIDEODRIVER` names
    /// another, e.g. `x11` under Xvfb), draws the sample frame into it for a few frames, saves
    /// a screenshot of the window and compares it with the same frame drawn offscreen by the
    /// same drawer: the window path must show what the offscreen path shows. With
    /// `WHEELPICKER_WINDOW_TEST=PATH.png` the window's screenshot is also kept at PATH.
    @Test func windowShowsWhatTheOffscreenPathDraws() throws {
        _ = Headless.library  // sets SDL_VIDEODRIVER=dummy unless the environment chose a driver
        let keep = ProcessInfo.processInfo.environment["WHEELPICKER_WINDOW_TEST"]
        let path = keep ?? NSTemporaryDirectory() + "/wheelpicker-window-smoke-\(getpid()).png"
        defer { if keep == nil { try? FileManager.default.removeItem(atPath: path) } }
        let library = try SDLLibrary(mode: .windowed)
        let window = try Window(title: "SDLBackend smoke", width: 480, height: 360, library: library)
        let renderer = try Renderer(window: window)
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

        let shown = try Surface.load(path: path)
        #expect(shown.width == renderer.outputSize.width && shown.height == renderer.outputSize.height)
        let (offscreen, reference) = try Drawer.sdlGeometry.make(width: shown.width, height: shown.height, supersampling: 1)
        reference.scale = window.pixelScale
        try reference.render(list)
        let expected = try offscreen.image()
        var total = 0
        var far = 0
        for y in 0..<shown.height {
            for x in 0..<shown.width {
                let d = shown.at(x, y).distance(to: expected.at(x, y), alpha: false)
                total += d
                if d > 96 { far += 1 }
            }
        }
        let mean = Double(total) / Double(shown.width * shown.height)
        // The same drawer on the same kind of renderer: equal but for a GPU's own rounding.
        #expect(mean < 1.5, "mean channel difference \(mean)")
        #expect(far < 200, "\(far) pixels differ by more than 96")
        #expect(shown.at(2, 2) == list.background)  // not a blank or black capture
    }
}
