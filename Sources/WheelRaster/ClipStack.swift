/// Nested clip rectangles, pixel space: each push intersects the current clip with a new
/// rectangle; an unbalanced pop is ignored. The storage is kept across ``reset(base:)``.
struct ClipStack {
    /// The clip in force when nothing is pushed.
    private(set) var base: PixelRect
    private var stack: [PixelRect] = []

    /// A stack with nothing pushed.
    init(base: PixelRect) { self.base = base }

    /// The clip in force.
    var current: PixelRect { stack.last ?? base }

    /// Empties the stack (keeping its storage) and sets the base clip.
    mutating func reset(base: PixelRect) {
        self.base = base
        stack.removeAll(keepingCapacity: true)
    }

    /// Pushes the current clip intersected with `r`.
    mutating func push(_ r: PixelRect) { stack.append(current.intersection(r)) }

    /// Pops the last push; nothing when none is left.
    mutating func pop() { if !stack.isEmpty { stack.removeLast() } }
}
