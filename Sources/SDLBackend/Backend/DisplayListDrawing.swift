import WheelRendering


/// Something that draws a whole ``DisplayList`` frame onto a ``Renderer``'s target: the
/// SDL geometry path (``DisplayListRenderer``) or WheelRaster's software path
/// (``SoftwareDisplayListRenderer``).
public protocol DisplayListDrawing: AnyObject {
    /// Pixels per point (before supersampling).
    var scale: Double { get set }
    /// Target pixels per point, supersampling included.
    var targetScale: Double { get }
    /// Clears to the list's background and draws every command. Does not present.
    func render(_ list: DisplayList) throws(SDLError)
}

extension DisplayListRenderer: DisplayListDrawing {}
extension SoftwareDisplayListRenderer: DisplayListDrawing {}
