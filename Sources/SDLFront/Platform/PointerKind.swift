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
    var kind: PointerKind { if case .touch = self { .touch } else { .mouse } }
    /// The finger's id, 0 for the mouse.
    var id: Int { if case .touch(let n) = self { n } else { 0 } }
}

extension PointerPhase {
    /// The phase's name in replay scripts and traces ("down", "move", "up", "cancel").
    var name: String { String(describing: self) }

    /// The phase named `name` in a replay script or trace.
    init?(name: String) {
        guard let phase = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = phase
    }
}
