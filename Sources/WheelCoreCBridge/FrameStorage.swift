import WheelCore
import WheelCoreC
import WheelRendering

/// A growable buffer of trivial C values at a stable address between growths: what a frame
/// hands to the host (Swift arrays may not lend their storage beyond a closure).
final class CBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    private var capacity = 0

    /// Appends one value.
    func append(_ value: Element) {
        if count == capacity { reserve(max(64, capacity * 2)) }
        (base! + count).initialize(to: value)
        count += 1
    }

    /// Empties the buffer, keeping its storage.
    func removeAll() {
        base?.deinitialize(count: count)
        count = 0
    }

    /// Grows the storage to at least `minimum` elements.
    func reserve(_ minimum: Int) {
        guard minimum > capacity else { return }
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: minimum)
        if let base {
            fresh.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = fresh
        capacity = minimum
    }

    /// The element at `index` (in `0 ..< count`), for patching.
    subscript(index: Int) -> Element {
        get { base![index] }
        set { base![index] = newValue }
    }

    deinit {
        base?.deinitialize(count: count)
        base?.deallocate()
    }
}

/// The last frame of one wheel in C form: commands, points, triangles and the texts the
/// commands point into. Reused from frame to frame.
final class FrameStorage {
    private let commands = CBuffer<wheel_command>()
    private let points = CBuffer<wheel_point>()
    private let vertices = CBuffer<wheel_vertex>()
    private let indices = CBuffer<Int32>()
    private let text = CBuffer<CChar>()
    private var textOffsets: [(command: Int, offset: Int)] = []
    private var list = DisplayList()
    private var tessellator = Tessellator()

    /// Draws `wheel` with `style` and `measurer`, tessellates its shapes at `scale` pixels per
    /// point, and describes the result in `frame`.
    func render(
        _ wheel: inout WheelController, style: WheelStyle, measurer: CallbackMeasurer, scale: Double,
        antiAliasing: Bool, into frame: inout wheel_frame
    ) {
        list.removeAll()
        list.background = style.background
        wheel.render(into: &list, style: style, measurer: measurer)
        tessellator.scale = scale
        tessellator.antiAliasing = antiAliasing
        tessellator.reset()
        commands.removeAll()
        points.removeAll()
        text.removeAll()
        textOffsets.removeAll(keepingCapacity: true)
        for p in list.points { points.append(wheel_point(x: p.x, y: p.y)) }
        for command in list.commands {
            var c = Self.describe(command)
            if Tessellator.isShape(command) {
                let first = tessellator.indices.count
                tessellator.add(command, points: list.points)
                c.first_index = Int64(first)
                c.index_count = Int64(tessellator.indices.count - first)
            }
            let string: String? =
                switch command {
                case .text(let run): run.string
                case .image(let key, _, _): key
                default: nil
                }
            if let string {
                textOffsets.append((commands.count, text.count))
                for byte in string.utf8 { text.append(CChar(bitPattern: byte)) }
                text.append(0)
            }
            commands.append(c)
        }
        // Text pointers are fixed up last: the text buffer may move while it grows.
        for (index, offset) in textOffsets { commands[index].text = UnsafePointer(text.base! + offset) }
        vertices.removeAll()
        vertices.reserve(tessellator.vertices.count)
        for v in tessellator.vertices {
            vertices.append(
                wheel_vertex(
                    x: v.x, y: v.y,
                    color: wheel_color(r: v.color.r, g: v.color.g, b: v.color.b, a: v.color.a), u: 0, v: 0))
        }
        indices.removeAll()
        indices.reserve(tessellator.indices.count)
        for i in tessellator.indices { indices.append(i) }

        frame = wheel_frame()
        frame.commands = UnsafePointer(commands.base)
        frame.command_count = Int64(commands.count)
        frame.points = UnsafePointer(points.base)
        frame.point_count = Int64(points.count)
        frame.vertices = UnsafePointer(vertices.base)
        frame.vertex_count = Int64(vertices.count)
        frame.indices = UnsafePointer(indices.base)
        frame.index_count = Int64(indices.count)
        frame.background = Self.color(list.background)
        frame.scale = scale
    }

    static func color(_ c: Color) -> wheel_color { wheel_color(r: c.r, g: c.g, b: c.b, a: c.a) }

    static func point(_ p: Point) -> wheel_point { wheel_point(x: p.x, y: p.y) }

    static func rect(_ r: Rect) -> wheel_rect { wheel_rect(x: r.x, y: r.y, width: r.width, height: r.height) }

    /// The fields of one command (text pointer and triangle range filled in by the caller).
    ///
    /// The switch is exhaustive on purpose: a command added to the display list later (layer
    /// begin/end, say) stops the build here until it gets the next free `WHEEL_COMMAND_*`
    /// number (14, 15, ...) in wheelcore.h. Hosts skip kinds they do not know and still draw
    /// their triangles, so adding a kind keeps the ABI version.
    static func describe(_ command: DisplayCommand) -> wheel_command {
        var c = wheel_command()
        c.cell_slot = -1
        switch command {
        case .fillRect(let r, let color):
            c.kind = Int32(WHEEL_COMMAND_FILL_RECT)
            c.rect = rect(r)
            c.color = Self.color(color)
        case .fillRoundedRect(let r, let radius, let color):
            c.kind = Int32(WHEEL_COMMAND_FILL_ROUNDED_RECT)
            c.rect = rect(r)
            c.radius = radius
            c.color = Self.color(color)
        case .strokeRect(let r, let width, let color):
            c.kind = Int32(WHEEL_COMMAND_STROKE_RECT)
            c.rect = rect(r)
            c.width = width
            c.color = Self.color(color)
        case .fillWedge(let w, let color):
            c.kind = Int32(WHEEL_COMMAND_FILL_WEDGE)
            c.center = point(w.center)
            c.inner_radius = w.innerRadius
            c.outer_radius = w.outerRadius
            c.start_angle = w.startAngle
            c.end_angle = w.endAngle
            c.color = Self.color(color)
        case .strokeCircle(let center, let radius, let width, let color):
            c.kind = Int32(WHEEL_COMMAND_STROKE_CIRCLE)
            c.center = point(center)
            c.radius = radius
            c.width = width
            c.color = Self.color(color)
        case .fillCircle(let center, let radius, let color):
            c.kind = Int32(WHEEL_COMMAND_FILL_CIRCLE)
            c.center = point(center)
            c.radius = radius
            c.color = Self.color(color)
        case .line(let from, let to, let width, let color):
            c.kind = Int32(WHEEL_COMMAND_LINE)
            c.p0 = point(from)
            c.p1 = point(to)
            c.width = width
            c.color = Self.color(color)
        case .polyline(let range, let width, let color):
            c.kind = Int32(WHEEL_COMMAND_POLYLINE)
            c.first_point = Int64(range.lowerBound)
            c.point_count = Int64(range.count)
            c.width = width
            c.color = Self.color(color)
        case .fillTriangle(let a, let b, let d, let color):
            c.kind = Int32(WHEEL_COMMAND_FILL_TRIANGLE)
            c.p0 = point(a)
            c.p1 = point(b)
            c.p2 = point(d)
            c.color = Self.color(color)
        case .fillPolygon(let range, let color):
            c.kind = Int32(WHEEL_COMMAND_FILL_POLYGON)
            c.first_point = Int64(range.lowerBound)
            c.point_count = Int64(range.count)
            c.color = Self.color(color)
        case .text(let run):
            c.kind = Int32(WHEEL_COMMAND_TEXT)
            c.text_length = Int64(run.string.utf8.count)
            c.position = point(run.position)
            c.anchor = anchor(run.anchor)
            c.bold = run.style.bold ? 1 : 0
            c.font_size = run.style.size
            c.color = Self.color(run.color)
            if let key = run.reuseKey {
                c.cell_slot = Int64(key.slot)
                switch key.owner {
                case WheelReuseOwner.sector: c.cell_kind = Int32(WHEEL_CELL_SECTOR)
                case WheelReuseOwner.label: c.cell_kind = Int32(WHEEL_CELL_LABEL)
                default: c.cell_kind = Int32(WHEEL_CELL_OTHER)
                }
            }
        case .image(let key, let r, let opacity):
            c.kind = Int32(WHEEL_COMMAND_IMAGE)
            c.text_length = Int64(key.utf8.count)
            c.rect = rect(r)
            c.color = Self.color(Color(r: 255, g: 255, b: 255).withOpacity(opacity))
        case .pushClip(let r):
            c.kind = Int32(WHEEL_COMMAND_PUSH_CLIP)
            c.rect = rect(r)
        case .popClip:
            c.kind = Int32(WHEEL_COMMAND_POP_CLIP)
        case .beginLayer(let layer):
            c.kind = Int32(WHEEL_COMMAND_BEGIN_LAYER)
            c.rect = rect(layer.bounds)
        case .endLayer:
            c.kind = Int32(WHEEL_COMMAND_END_LAYER)
        }
        return c
    }

    /// `WHEEL_ANCHOR_*`: row × 3 + column.
    static func anchor(_ a: TextAnchor) -> Int32 {
        Int32((a.y * 2).rounded()) * 3 + Int32((a.x * 2).rounded())
    }
}
