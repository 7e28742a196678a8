import CSDL2
import Foundation

/// The desktop's pixels per point where SDL does not scale the window itself (X11: a window's
/// size is in pixels): `GDK_SCALE` (GTK's integer scale), else the X resource manager's
/// `Xft.dpi` over 96 (what GNOME, KDE and `xrdb` set for a HiDPI screen), else nil.
///
/// Where the platform reports its own scale (Wayland, macOS: the drawable is larger than the
/// window), the window's size is already in points and this is not consulted.
enum DesktopScale {
    /// The scale the desktop asks for, 1...4, or nil when it says nothing.
    static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) -> Double? {
        if let s = fromGDKScale(environment["GDK_SCALE"]) { return s }
        guard let driver = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }), driver == "x11",
            let resources = XResources.managerString()
        else { return nil }
        return fromXftDPI(in: resources)
    }

    /// `GDK_SCALE`: a whole number 1...4, else nil.
    static func fromGDKScale(_ value: String?) -> Double? {
        guard let value, let n = Int(value.trimmingCharacters(in: .whitespaces)), (1...4).contains(n) else { return nil }
        return Double(n)
    }

    /// `Xft.dpi` in an X resource database string (`xrdb -query` format: `Xft.dpi:\t192`) over
    /// 96, to the nearest quarter, 1...4; nil when absent or not a positive number.
    static func fromXftDPI(in resources: String) -> Double? {
        for line in resources.split(whereSeparator: { $0 == "\n" }) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi",
                let dpi = Double(parts[1].trimmingCharacters(in: .whitespaces)), dpi.isFinite, dpi > 0
            else { continue }
            return min(4, max(1, (dpi / 96 * 4).rounded() / 4))
        }
        return nil
    }
}

/// The X resource manager string of the display SDL uses (`DISPLAY`), read through libX11
/// loaded at run time (SDL links it dynamically too; nothing here needs it at build time).
enum XResources {
    static func managerString() -> String? {
        guard let lib = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL) else { return nil }
        defer { dlclose(lib) }
        typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
        typealias Close = @convention(c) (OpaquePointer?) -> Int32
        typealias Resources = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
        guard let o = dlsym(lib, "XOpenDisplay"), let c = dlsym(lib, "XCloseDisplay"),
            let r = dlsym(lib, "XResourceManagerString")
        else { return nil }
        guard let display = unsafeBitCast(o, to: Open.self)(nil) else { return nil }
        defer { _ = unsafeBitCast(c, to: Close.self)(display) }
        return unsafeBitCast(r, to: Resources.self)(display).map { String(cString: $0) }
    }
}
