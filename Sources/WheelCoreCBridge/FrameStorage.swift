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

    /// Appends `count` elements initialised to `value`, and returns where they start.
    func append(repeating value: Element, count n: Int) -> UnsafeMutablePointer<Element> {
        if count + n > capacity { reserve(max(64, capacity * 2, count + n)) }
        let start = base! + count
        start.initialize(repeating: value, count: n)
        count += n
        return start
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
/// commands point into. Reused from frame to frame. Commands are written in the form the
/// wheel's host was built with: version 2's compact commands at the host's command size, or
/// version 1's commands with every field.
final class FrameStorage {
    /// Version 2 commands, `commandStride` bytes apart.
    private let commandBytes = CBuffer<UInt8>()
    private var commandStride = 0
    /// Version 1 commands.
    private let commandsV1 = CBuffer<wheel_v1_command>()
    private let points = CBuffer<wheel_point>()
    private let vertices = CBuffer<wheel_vertex>()
    private let indices = CBuffer<Int32>()
    private let text = CBuffer<CChar>()
    /// Where each text command's characters start in `text`.
    private var textOffsets: [(command: Int, offset: Int)] = []
    /// Each command's triangles in `indices`.
    private var triangles: [(first: Int, count: Int)] = []
    private var list = DisplayList()
    private var tessellator = Tessellator()

    /// Draws `wheel` with `style` and `measurer` and tessellates its shapes at `scale` pixels
    /// per point; ``describe(commandSize:into:)`` or ``describeV1(into:)`` then hands it out.
    func render(
        _ wheel: inout WheelController, style: WheelStyle, measurer: CallbackMeasurer, scale: Double,
        antiAliasing: Bool
    ) {
        render(scale: scale, antiAliasing: antiAliasing) { list in wheel.render(into: &list, style: style, measurer: measurer) }
    }

    /// Lets `draw` fill the frame's display list (emptied first), then tessellates its shapes at
    /// `scale` pixels per point, as for a wheel.
    func render(scale: Double, antiAliasing: Bool, draw: (inout DisplayList) -> Void) {
        list.removeAll()
        draw(&list)
        tessellator.scale = scale
        tessellator.antiAliasing = antiAliasing
        tessellator.reset()
        points.removeAll()
        text.removeAll()
        textOffsets.removeAll(keepingCapacity: true)
        triangles.removeAll(keepingCapacity: true)
        for p in list.points { points.append(wheel_point(x: p.x, y: p.y)) }
        for (index, command) in list.commands.enumerated() {
            let first = tessellator.indices.count
            if Tessellator.isShape(command) { tessellator.add(command, points: list.points) }
            triangles.append((first, tessellator.indices.count - first))
            // Text runs carry their characters, images their key.
            let string: String? =
                switch command {
                case .text(let run): run.string
                case .image(let key, _, _): key
                default: nil
                }
            if let string {
                textOffsets.append((index, text.count))
                for byte in string.utf8 { text.append(CChar(bitPattern: byte)) }
                text.append(0)
            }
        }
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
    }

    /// The last frame as version 2 commands, each written in `commandSize` bytes (the host's
    /// sizeof(wheel_command); bytes beyond this library's command are zero).
    func describe(commandSize: Int, into frame: inout wheel_frame) {
        let size = MemoryLayout<wheel_command>.size
        commandStride = commandSize
        commandBytes.removeAll()
        commandBytes.reserve(list.commands.count * commandSize)
        for (index, command) in list.commands.enumerated() {
            var c = Self.describe(command)
            c.first_index = Int32(triangles[index].first)
            c.index_count = Int32(triangles[index].count)
            // The command, then zeros up to the host's command size.
            let slot = commandBytes.append(repeating: 0, count: commandSize)
            withUnsafeBytes(of: &c) {
                UnsafeMutableRawPointer(slot).copyMemory(
                    from: $0.baseAddress!, byteCount: min(size, commandSize))
            }
        }
        // Text pointers are fixed up last: the text buffer may move while it grows. A text's
        // characters are the first member of the union's text struct; an image's key follows
        // its rectangle.
        let textField = MemoryLayout<wheel_command>.offset(of: \wheel_command.u)!
        let keyField = textField + MemoryLayout<wheel_rect>.size
        for (index, offset) in textOffsets {
            let field: Int
            if case .image = list.commands[index] { field = keyField } else { field = textField }
            UnsafeMutableRawPointer(commandBytes.base! + index * commandStride + field)
                .storeBytes(of: UnsafePointer(text.base! + offset), as: UnsafePointer<CChar>.self)
        }
        frame = buffers
        frame.command_size = UInt32(commandStride)
        frame.commands = commandBytes.base.map {
            UnsafeRawPointer($0).assumingMemoryBound(to: wheel_command.self)
        }
        frame.command_count = Int64(list.commands.count)
    }

    /// The frame's points, triangles, background and scale (no commands).
    private var buffers: wheel_frame {
        var frame = wheel_frame()
        frame.struct_size = UInt32(MemoryLayout<wheel_frame>.size)
        frame.points = UnsafePointer(points.base)
        frame.point_count = Int64(points.count)
        frame.vertices = UnsafePointer(vertices.base)
        frame.vertex_count = Int64(vertices.count)
        frame.indices = UnsafePointer(indices.base)
        frame.index_count = Int64(indices.count)
        frame.background = Self.color(list.background)
        frame.scale = Double(tessellator.scale)
        return frame
    }

    /// The last frame as version 1's frame and commands.
    func describeV1(into frame: inout wheel_v1_frame) {
        commandsV1.removeAll()
        for (index, command) in list.commands.enumerated() {
            var c = Self.describeV1(command)
            if Tessellator.isShape(command) {
                c.first_index = Int64(triangles[index].first)
                c.index_count = Int64(triangles[index].count)
            }
            commandsV1.append(c)
        }
        for (index, offset) in textOffsets { commandsV1[index].text = UnsafePointer(text.base! + offset) }
        let b = buffers
        frame = wheel_v1_frame(
            commands: UnsafePointer(commandsV1.base), command_count: Int64(commandsV1.count),
            points: b.points,
            point_count: b.point_count, vertices: b.vertices, vertex_count: b.vertex_count,
            indices: b.indices,
            index_count: b.index_count, background: b.background, scale: b.scale)
    }

    static func color(_ c: Color) -> wheel_color { wheel_color(r: c.r, g: c.g, b: c.b, a: c.a) }

    static func point(_ p: Point) -> wheel_point { wheel_point(x: p.x, y: p.y) }

    static func rect(_ r: Rect) -> wheel_rect { wheel_rect(x: r.x, y: r.y, width: r.width, height: r.height) }

    /// Version 1's fields of one command (text pointer and triangle range filled in by the caller).
    ///
    /// The switch is exhaustive on purpose: a command added to the display list later (layer
    /// begin/end, say) stops the build here until it gets the next free `WHEEL_COMMAND_*`
    /// number (14, 15, ...) in wheelcore.h. Hosts skip kinds they do not know and still draw
    /// their triangles, so adding a kind keeps the ABI version.
    static func describeV1(_ command: DisplayCommand) -> wheel_v1_command {
        var c = wheel_v1_command()
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
            // Version 1 hosts skip a kind they do not know; the key goes in `text`.
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
