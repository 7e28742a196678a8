import WheelCore
import WheelRendering

/// The device behind a pointer as replay scripts and traces name it (`mouse`, `touch`).
enum PointerKind: String, Hashable, Sendable {
    /// The mouse.
    case mouse
    /// A finger.
    case touch
}

extension PointerID {
    /// The pointer a script event names: the mouse (whatever the id), or finger `id`.
    init(kind: PointerKind, id: Int) {
        self = kind == .touch ? .touch(id) : .mouse
    }

    /// Mouse or touch.
    var kind: PointerKind { isTouch ? .touch : .mouse }
    /// The finger's id, 0 for the mouse.
    var id: Int { number }
}
