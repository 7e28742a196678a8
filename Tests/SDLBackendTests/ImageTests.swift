import CSDL2
import Foundation
import Testing

@testable import SDLBackend
import WheelCore
import WheelRendering

private let background = Color(r: 10, g: 20, b: 30)
private let green = Color(r: 40, g: 200, b: 90)

/// A folder holding `swatch.png`, a 4×4 opaque green image written with SDL_image.
private func imageFolder() throws -> String {
    _ = Headless.library
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wheel-images-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let s = try Surface(width: 4, height: 4)
    SDL_FillRect(s.pointer, nil, SDL_MapRGBA(s.pointer.pointee.format, green.r, green.g, green.b, 255))
    try s.savePNG(to: dir + "/swatch.png")
    return dir
}

private func list(_ key: String, opacity: Double = 1) -> DisplayList {
    var l = DisplayList()
    l.background = background
    l.append(.pushClip(Rect(x: 0, y: 0, width: 200, height: 200)))
    l.append(.image(key, in: Rect(x: 40, y: 40, width: 60, height: 30), opacity: opacity))
    l.append(.popClip)
    return l
}

// Image commands: the key resolved to a file loaded with SDL_image, in both SDL paths.
extension HeadlessRenderingTests {
    @Test func imagesAreLoadedFromTheFolderAndStretchedOverTheirRectangle() throws {
        let dir = try imageFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (r, gpu) = try Headless.make()
        gpu.images = ImageStore(directory: dir)
        try gpu.render(list("swatch.png"))
        let a = try r.image()
        #expect(a.at(70, 55).distance(to: green) <= 2)
        #expect(a.at(30, 55) == background && a.at(110, 55) == background)

        let (rs, cpu) = try Headless.makeSoftware()
        cpu.images = ImageStore(directory: dir)
        try cpu.render(list("swatch.png"))
        let b = try rs.image()
        #expect(b.at(70, 55).distance(to: green) <= 2)
        #expect(b.at(30, 55) == background && b.at(110, 55) == background)
        // At half opacity the image is blended with what is under it.
        try cpu.render(list("swatch.png", opacity: 0.5))
        let half = try rs.image().at(70, 55)
        #expect(half.g > background.g + 60 && half.g < green.g - 60)
    }

    @Test func aKeyWithoutAnImageDrawsAPlaceholderFrame() throws {
        let dir = try imageFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for key in ["missing.png", "../swatch.png", "/etc/passwd"] {
            let (r, gpu) = try Headless.make()
            gpu.images = ImageStore(directory: dir)
            try gpu.render(list(key))
            let a = try r.image()
            #expect(a.at(70, 55) == background, "\(key): the inside stays empty")
            #expect(a.at(70, 40) != background, "\(key): the frame is drawn")
            let (rs, cpu) = try Headless.makeSoftware()
            cpu.images = ImageStore(directory: dir)
            try cpu.render(list(key))
            let b = try rs.image()
            #expect(b.at(70, 55) == background && b.at(70, 40) != background, "\(key)")
        }
    }
}
