// The C style: every colour of WheelStyle.
import WheelCore
import WheelCoreC

/// Converts between the C style and the Swift one.
enum StyleCodec {
    private static func c(_ k: Color) -> wheel_color { wheel_color(r: k.r, g: k.g, b: k.b, a: k.a) }
    private static func swift(_ k: wheel_color) -> Color { Color(r: k.r, g: k.g, b: k.b, a: k.a) }

    /// The C form of a Swift style (its per-item fill closure has no C form).
    static func encode(_ s: WheelStyle) -> wheel_style {
        wheel_style(
            struct_size: UInt32(MemoryLayout<wheel_style>.size), background: c(s.background),
            sector_fill: c(s.sectorFill), sector_fill_alternate: c(s.sectorFillAlternate),
            selected_fill: c(s.selectedFill), separator: c(s.separator), sector_text: c(s.sectorText),
            selected_sector_text: c(s.selectedSectorText), label_text: c(s.labelText),
            committed_label_text: c(s.committedLabelText), leader: c(s.leader), marker: c(s.marker))
    }

    /// The Swift form of a C style (every byte is a valid colour: nothing to check).
    static func decode(_ s: wheel_style) -> WheelStyle {
        var out = WheelStyle()
        out.background = swift(s.background)
        out.sectorFill = swift(s.sector_fill)
        out.sectorFillAlternate = swift(s.sector_fill_alternate)
        out.selectedFill = swift(s.selected_fill)
        out.separator = swift(s.separator)
        out.sectorText = swift(s.sector_text)
        out.selectedSectorText = swift(s.selected_sector_text)
        out.labelText = swift(s.label_text)
        out.committedLabelText = swift(s.committed_label_text)
        out.leader = swift(s.leader)
        out.marker = swift(s.marker)
        return out
    }
}

/// `wheel_style_init_sized`: fills the host's `size` bytes with the default dark style.
@_cdecl("wheel_style_init_sized")
public func wheelStyleInitSized(_ style: UnsafeMutablePointer<wheel_style>?, _ size: Int) -> Int32 {
    reportingErrors { () throws(CAPIError) in
        guard let style else { throw .null("wheel_style_init", "style") }
        try initSized(
            style, size: size, with: StyleCodec.encode(WheelStyle()), sizes: StructSizes.style,
            in: "wheel_style_init")
    }
}

/// `wheel_set_style`: the colours of the next frames.
@_cdecl("wheel_set_style")
public func wheelSetStyle(_ wheel: OpaquePointer?, _ style: UnsafePointer<wheel_style>?) -> Int32 {
    withWheel(wheel, "wheel_set_style") { box throws(CAPIError) in
        guard let style else { throw .null("wheel_set_style", "style") }
        let s = try readSized(
            style, sizes: StructSizes.style, defaults: StyleCodec.encode(box.style), name: "style",
            in: "wheel_set_style")
        box.style = StyleCodec.decode(s)
    }
}

/// `wheel_get_style`: the wheel's colours, up to the host's struct_size.
@_cdecl("wheel_get_style")
public func wheelGetStyle(_ wheel: OpaquePointer?, _ style: UnsafeMutablePointer<wheel_style>?) -> Int32 {
    withWheel(wheel, "wheel_get_style") { box throws(CAPIError) in
        guard let style else { throw .null("wheel_get_style", "style") }
        try writeSized(
            StyleCodec.encode(box.style), to: style, minimum: StructSizes.style[0], name: "style",
            in: "wheel_get_style")
    }
}
