// Version 2's compact draw commands: a kind, a colour, a triangle range and one union member
// per kind (72 bytes, where version 1's command held every field of every kind in 248).
import WheelCore
import WheelCoreC

extension FrameStorage {
    /// The values of one command (triangle range and text pointer filled in by the caller).
    ///
    /// The switch is exhaustive on purpose: a command added to the display list later stops the
    /// build here until it gets the next free `WHEEL_COMMAND_*` number in wheelcore.h and, when
    /// it needs values, a new member of `wheel_command.u` that fits the union's current size
    /// (or a new version of the struct). Hosts skip kinds they do not know and still draw
    /// their triangles, so adding a kind keeps the ABI.
    static func describe(_ command: DisplayCommand) -> wheel_command {
        var c = wheel_command()
        switch command {
        case .fillRect(let r, let color):
            c.kind = Int32(WHEEL_COMMAND_FILL_RECT)
            c.u.rect.rect = rect(r)
            c.color = Self.color(color)
        case .fillRoundedRect(let r, let radius, let color):
            c.kind = Int32(WHEEL_COMMAND_FILL_ROUNDED_RECT)
            c.u.rect.rect = rect(r)
            c.u.rect.radius = radius
            c.color = Self.color(color)
        case .strokeRect(let r, let width, let color):
            c.kind = Int32(WHEEL_COMMAND_STROKE_RECT)
            c.u.rect.rect = rect(r)
            c.u.rect.width = width
            c.color = Self.color(color)
        case .fillWedge(let w, let color):
            c.kind = Int32(WHEEL_COMMAND_FILL_WEDGE)
            c.u.wedge.center = point(w.center)
            c.u.wedge.inner_radius = w.innerRadius
            c.u.wedge.outer_radius = w.outerRadius
            c.u.wedge.start_angle = w.startAngle
            c.u.wedge.end_angle = w.endAngle
            c.color = Self.color(color)
        case .strokeCircle(let center, let radius, let width, let color):
            c.kind = Int32(WHEEL_COMMAND_STROKE_CIRCLE)
            c.u.circle.center = point(center)
            c.u.circle.radius = radius
            c.u.circle.width = width
            c.color = Self.color(color)
        case .fillCircle(let center, let radius, let color):
            c.kind = Int32(WHEEL_COMMAND_FILL_CIRCLE)
            c.u.circle.center = point(center)
            c.u.circle.radius = radius
            c.color = Self.color(color)
        case .line(let from, let to, let width, let color):
            c.kind = Int32(WHEEL_COMMAND_LINE)
            c.u.line.p0 = point(from)
            c.u.line.p1 = point(to)
            c.u.line.width = width
            c.color = Self.color(color)
        case .polyline(let range, let width, let color):
            c.kind = Int32(WHEEL_COMMAND_POLYLINE)
            c.u.path.first_point = Int32(clamping: range.lowerBound)
            c.u.path.point_count = Int32(clamping: range.count)
            c.u.path.width = width
            c.color = Self.color(color)
        case .fillTriangle(let a, let b, let d, let color):
            c.kind = Int32(WHEEL_COMMAND_FILL_TRIANGLE)
            c.u.triangle.p0 = point(a)
            c.u.triangle.p1 = point(b)
            c.u.triangle.p2 = point(d)
            c.color = Self.color(color)
        case .fillPolygon(let range, let color):
            c.kind = Int32(WHEEL_COMMAND_FILL_POLYGON)
            c.u.path.first_point = Int32(clamping: range.lowerBound)
            c.u.path.point_count = Int32(clamping: range.count)
            c.color = Self.color(color)
        case .text(let run):
            c.kind = Int32(WHEEL_COMMAND_TEXT)
            c.u.text.length = Int32(clamping: run.string.utf8.count)
            c.u.text.position = point(run.position)
            c.u.text.anchor = anchor(run.anchor)
            c.u.text.bold = run.style.bold ? 1 : 0
            c.u.text.font_size = run.style.size
            c.u.text.cell_slot = -1
            c.color = Self.color(run.color)
            if let key = run.reuseKey {
                c.u.text.cell_slot = Int32(clamping: key.slot)
                switch key.owner {
                case WheelReuseOwner.sector: c.u.text.cell_kind = Int32(WHEEL_CELL_SECTOR)
                case WheelReuseOwner.label: c.u.text.cell_kind = Int32(WHEEL_CELL_LABEL)
                case WheelReuseOwner.detail: c.u.text.cell_kind = Int32(WHEEL_CELL_DETAIL)
                default: c.u.text.cell_kind = Int32(WHEEL_CELL_OTHER)
                }
            }
        case .pushClip(let r):
            c.kind = Int32(WHEEL_COMMAND_PUSH_CLIP)
            c.u.rect.rect = rect(r)
        case .popClip:
            c.kind = Int32(WHEEL_COMMAND_POP_CLIP)
        case .beginLayer(let layer):
            c.kind = Int32(WHEEL_COMMAND_BEGIN_LAYER)
            c.u.rect.rect = rect(layer.bounds)
        case .endLayer:
            c.kind = Int32(WHEEL_COMMAND_END_LAYER)
        case .image(let key, let r, let opacity):
            // The key pointer is filled in by the caller, as a text's characters are.
            c.kind = Int32(WHEEL_COMMAND_IMAGE)
            c.u.image.rect = rect(r)
            c.u.image.key_length = Int32(clamping: key.utf8.count)
            c.color = Self.color(Color(r: 255, g: 255, b: 255, a: UInt8((min(max(opacity, 0), 1) * 255).rounded())))
        }
        return c
    }
}
