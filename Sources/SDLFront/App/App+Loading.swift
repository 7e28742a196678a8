import CSDL2
import Foundation
import SDLBackend
import WheelRendering

extension App {
    /// Waits for the range data of a load that outlasted ``RangeData/progressDelay``, drawing its
    /// progress in the window: the file's name, a bar and the share read, and "Escape cancels".
    /// Escape or closing the window cancels: the app says so and quits (exit 0).
    static func awaitRangeData(
        _ loader: RangeDataLoader, name: String, drawer: DisplayListDrawing, renderer: Renderer, size: Size,
        measurer: some TextMeasurer
    ) throws -> RangeData {
        var event = SDL_Event()
        while true {
            if let done = loader.result(waitingAtMost: 1.0 / 60) { return try done.get() }
            while SDL_PollEvent(&event) == 1 {
                let escape = event.type == SDL_KEYDOWN.rawValue && event.key.keysym.sym == SDLK_ESCAPE.rawValue
                if event.type == SDL_QUIT.rawValue || escape {
                    FileHandle.standardError.write(Data("note: loading \(name) cancelled\n".utf8))
                    Foundation.exit(0)
                }
            }
            try drawer.render(loadingScreen(name: name, fraction: loader.fraction, size: size, measurer: measurer))
            renderer.present()
        }
    }

    /// The picture of a load in progress, in points: centred in the window, the name, a bar
    /// filled to `fraction` and the percentage, and how to cancel.
    static func loadingScreen(name: String, fraction: Double, size: Size, measurer: some TextMeasurer) -> DisplayList {
        var list = DisplayList()
        list.background = Color(hex: 0x12151C)
        let share = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        let width = min(420, size.width - 48)
        let bar = Rect(x: (size.width - width) / 2, y: size.height / 2 - 4, width: width, height: 8)
        let title = measurer.elided("Loading \(name)", style: TextStyle(size: 16, bold: true), toWidth: width)
        list.append(
            .text(TextRun(title, at: Point(x: bar.x, y: bar.y - 14), anchor: .bottomLeft, style: TextStyle(size: 16, bold: true), color: Color(hex: 0xE6EAF2))))
        list.append(
            .text(TextRun("\(Int(share * 100)) %", at: Point(x: bar.maxX, y: bar.y - 14), anchor: .bottomRight, style: TextStyle(size: 14), color: Color(hex: 0xAAB4C6))))
        list.append(.fillRoundedRect(bar, radius: 4, Color(hex: 0x262D3D)))
        if share > 0 {
            list.append(.fillRoundedRect(Rect(x: bar.x, y: bar.y, width: max(8, width * share), height: bar.height), radius: 4, Color(hex: 0x3A6FF0)))
        }
        list.append(
            .text(TextRun("Escape cancels", at: Point(x: size.width / 2, y: bar.maxY + 16), anchor: .top, style: TextStyle(size: 13), color: Color(hex: 0x7C8699))))
        return list
    }
}
