import CSDL2
import SDLBackend
import WheelCore
import WheelRendering

/// Shared headless SDL state for the tests (SDL is not thread-safe, so the suites using it
/// are serialized and share one library and one font set).
enum Headless {
    static let library: SDLLibrary = {
        do { return try SDLLibrary(mode: .headless) } catch { fatalError("\(error)") }
    }()
    static let assets: String = {
        do { return try AssetLocator.locate() } catch { fatalError("\(error)") }
    }()
    static let fonts = FontSet(assetsDirectory: assets, library: library)

    /// A 200×200 offscreen renderer and a display-list renderer on it.
    static func make(width: Int = 200, height: Int = 200) throws -> (Renderer, DisplayListRenderer) {
        _ = library
        let r = try Renderer.offscreen(width: width, height: height)
        return (r, DisplayListRenderer(renderer: r, fonts: fonts))
    }
}

extension Headless {
    /// A `width × height` offscreen renderer (no supersampling) drawn by WheelRaster.
    static func makeSoftware(width: Int = 200, height: Int = 200, supersampling: Int = 1) throws
        -> (Renderer, SoftwareDisplayListRenderer)
    {
        _ = library
        let r = try Renderer.offscreen(width: width, height: height, supersampling: supersampling)
        return (r, try SoftwareDisplayListRenderer(renderer: r, fonts: fonts))
    }
}

extension Renderer {
    /// The captured image (box-filtered if supersampled).
    func image() throws -> Surface { try Screenshot.capture(self) }
}

extension Surface {
    /// The pixel at (x, y), transparent outside.
    func at(_ x: Int, _ y: Int) -> Color { pixel(x: x, y: y) ?? .clear }

    /// Counts the pixels of the top-left `width × height` area that differ from `background`,
    /// split by whether they lie in the text box of `size` placed at `origin` (one pixel of
    /// slack on each side, the origin rounded down as text is snapped to whole pixels).
    func textPixels(
        differingFrom background: Color, box origin: Point, size: Size, width: Int = 200, height: Int = 200
    ) -> (inside: Int, outside: Int) {
        var inside = 0
        var outside = 0
        for y in 0..<height {
            for x in 0..<width where at(x, y) != background {
                let inBox =
                    Double(x) >= origin.x.rounded(.down) - 1 && Double(x) <= origin.x + size.width + 1
                    && Double(y) >= origin.y.rounded(.down) - 1 && Double(y) <= origin.y + size.height + 1
                if inBox { inside += 1 } else { outside += 1 }
            }
        }
        return (inside, outside)
    }
}

extension Color {
    /// The largest difference between the two colours' red, green, blue (and, unless told,
    /// alpha) channels.
    func distance(to other: Color, alpha: Bool = true) -> Int {
        let rgb = max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)))
        return alpha ? max(rgb, abs(Int(a) - Int(other.a))) : rgb
    }
}
