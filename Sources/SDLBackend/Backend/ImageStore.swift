import CSDL2
import Foundation
import WheelRendering

/// The images that a display list's ``DisplayCommand/image(_:in:opacity:)`` commands name,
/// loaded on first use with SDL_image from one folder (the key is a file name relative to it)
/// and kept. A key that names no readable image, or that would leave the folder (an absolute
/// path or a `..` component), has no image: the renderers then draw a placeholder frame.
public final class ImageStore {
    /// The folder keys are resolved in; nil resolves nothing.
    public let directory: String?
    private var surfaces: [String: Surface?] = [:]

    /// Creates a store over `directory` (nil: no images, every key gets the placeholder).
    public init(directory: String?) {
        self.directory = directory
    }

    /// The image of `key`, loaded once (a failed load is not retried).
    public func surface(for key: String) -> Surface? {
        if let known = surfaces[key] { return known }
        var loaded: Surface?
        if let directory, !key.isEmpty, !key.hasPrefix("/"), !key.split(separator: "/").contains("..") {
            loaded = try? Surface.load(path: (directory as NSString).appendingPathComponent(key))
            if loaded == nil { SDL_ClearError() }
        }
        surfaces[key] = loaded
        return loaded
    }

    /// The frame drawn where a key has no image: a thin outline of the rectangle, grey at the
    /// command's opacity.
    static func placeholder(_ r: Rect, opacity: Double) -> DisplayCommand {
        .strokeRect(r, width: 1, Color(r: 128, g: 128, b: 128).withOpacity(opacity))
    }
}

extension DisplayList {
    /// Replaces the image commands whose key `missing` says has no image with their
    /// placeholder frame (``ImageStore``).
    mutating func replaceImages(where missing: (String) -> Bool) {
        var copy = DisplayList()
        copy.background = background
        for command in commands {
            if case .image(let key, let r, let opacity) = command, missing(key) {
                copy.append(ImageStore.placeholder(r, opacity: opacity))
            } else {
                copy.append(command)
            }
        }
        // Point ranges stay valid: the points are kept as they were.
        for p in points { copy.addPoint(p) }
        self = copy
    }
}
